import { describe, expect, it } from 'vitest';
import { isStorableText, optionalText, UNSTORABLE_TEXT_MESSAGE } from './common';
import { dossierListQuery } from './dossier';

describe('text a database keeps exactly', () => {
  it('accepts what people type, bidi marks, emoji and markup included', () => {
    for (const text of ['مكتب \u200f٣٤٥', '👩🏽‍⚖️', '<script>', "'; drop table dossier; --", 'e\u0301', '']) expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL (PostgreSQL cannot store it) and unpaired surrogates (not UTF-8), with one message', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    const result = optionalText().safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(dossierListQuery.safeParse({ q: '\u0000' }).success).toBe(false);
  });
});
