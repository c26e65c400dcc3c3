import { readFileSync } from 'node:fs';
import { termViolations } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTION_TYPE_LABELS } from '../db/defaults';
import { EXPORT_LABELS } from '../modules/agenda/export-labels';
import { HOLIDAY_NAMES } from '../modules/deadlines/holiday-names';
import { CLOSED_REASON, WEEKEND_REASON } from '../modules/deadlines/working-calendar';
import { DIGEST_LABELS } from '../modules/reminders/digest-labels';
import { ROLL_LABELS } from '../modules/reminders/roll-labels';
import { dossierRef, plural, type ReaderLanguage } from './reader-language';

const LANGS: ReaderLanguage[] = ['en', 'fr', 'ar'];

/** Every text a label set can produce: its strings, and its functions called with a sample date and a few counts. */
function texts(labels: unknown, name: string): [string, string][] {
  if (typeof labels === 'string') return [[name, labels]];
  if (typeof labels === 'function') {
    const fn = labels as (...args: unknown[]) => string;
    return [
      [name, fn('mardi 1er décembre 2026', 'mercredi 2 décembre 2026')],
      ...[0, 1, 2, 3, 11, 100].map((n) => [`${name}(${n})`, fn(n)] as [string, string]),
    ];
  }
  if (labels && typeof labels === 'object') return Object.entries(labels).flatMap(([key, value]) => texts(value, `${name}.${key}`));
  return [];
}

const outputs = (lang: ReaderLanguage): [string, string][] => [
  ...texts(DIGEST_LABELS[lang], 'digest'),
  ...texts(ROLL_LABELS[lang], 'roll'),
  ...texts(EXPORT_LABELS[lang], 'export'),
  ...texts(CLOSED_REASON[lang], 'calendar.closed'),
  ...texts(WEEKEND_REASON[lang], 'calendar.weekend'),
  ...Object.entries(HOLIDAY_NAMES).flatMap(([country, names]) =>
    Object.entries(names).map(([rule, n]) => [`holiday.${country}.${rule}`, n[lang]] as [string, string]),
  ),
  ...Object.entries(DEFAULT_ACTION_TYPE_LABELS).map(([type, labels]) => [`actionType.${type}`, labels[lang]] as [string, string]),
];

describe('what the server writes for a reader', () => {
  it.each(LANGS)('%s: e-mails, the roll, exports, the calendar and holidays use the glossary’s words', (lang) => {
    const offending = outputs(lang).flatMap(([key, text]) =>
      termViolations(lang, key, text).map((rule) => `${key}: "${text}" (${rule.concept}: write ${rule.preferred})`),
    );
    expect(offending).toEqual([]);
  });

  it.each(LANGS)('%s: the printed roll says what the roll screen says', (lang) => {
    const catalogue = JSON.parse(
      readFileSync(new URL(`../../../web/src/i18n/locales/${lang}/reminders.json`, import.meta.url), 'utf8'),
    ) as {
      roll: Record<string, string>;
    };
    const { title: _title, ...labels } = ROLL_LABELS[lang];
    for (const [key, text] of Object.entries(labels)) expect({ key, text }).toEqual({ key, text: catalogue.roll[key] });
  });

  it('writes the dossier reference and counts as each language does', () => {
    expect(LANGS.map((lang) => dossierRef(1001, lang))).toEqual(['#1001', 'n°\u00a01001', 'رقم 1001']);
    const days = { one: 'يوم واحد', two: 'يومان', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' };
    expect([1, 2, 3, 10, 11, 30, 100].map((n) => plural('ar', n, days))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '30 يومًا',
      '100 يوم',
    ]);
    expect(EXPORT_LABELS.ar.alarm(2)).toBe('ينقضي الأجل بعد يومين');
    expect(EXPORT_LABELS.ar.alarm(11)).toBe('ينقضي الأجل بعد 11 يومًا');
    expect(EXPORT_LABELS.fr.count(1)).toBe('1 action');
    expect(EXPORT_LABELS.fr.count(2)).toBe('2 actions');
  });
});
