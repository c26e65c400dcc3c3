import { foldText } from '@cabinet/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicLooksReversed } from './arabic-order';
import { CHECKPOINT_STEP, findWords, foldDocumentText, passageAround, searchWords, stretchAround } from './text-folding';
import { textLanguage } from './text-language';

const reverseWords = (text: string) =>
  text
    .split(' ')
    .map((w) => [...w].reverse().join(''))
    .join(' ');

describe('folding a document for the search', () => {
  it('folds a text exactly as names are folded, character by character', () => {
    const samples = [
      'Procès-verbal de l’Œuvre',
      'مؤسسة الإحسان — المحكمة الابتدائية',
      'Ben Jelloun & fils',
      'ﻻ إله',
      'ﷲ',
      'İstanbul ß 𝒜 😀 x',
      'ΟΔΥΣΣΕΥΣ A𝚺 ς',
    ];
    for (const text of samples) expect(foldDocumentText(text).folded).toBe(foldText(text));
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => foldDocumentText(text).folded === foldText(text)));
  });

  it('keeps, every CHECKPOINT_STEP folded characters, where in the text the folding stands', () => {
    const text = 'ab, '.repeat(CHECKPOINT_STEP * 2);
    const { folded, checkpoints } = foldDocumentText(text);
    expect(folded.length).toBe(CHECKPOINT_STEP * 4);
    expect(checkpoints).toEqual([0, (CHECKPOINT_STEP / 2) * 4, CHECKPOINT_STEP * 4, (CHECKPOINT_STEP / 2) * 12]);
  });

  it('finds the passage of a match far into a long text from a short stretch of it', () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(400);
    const text = `${filler}Le rapport d’expertise mentionne la seconde victime, Mme Benjelloun. ${filler}`;
    const { folded, checkpoints } = foldDocumentText(text);
    const word = foldText('seconde victime');
    const at = folded.indexOf(word);
    const { from, to } = stretchAround(at, word.length, checkpoints);
    const chars = [...text];
    const stretch = chars.slice(from, to ?? undefined).join('');
    expect(stretch.length).toBeLessThan(2 * CHECKPOINT_STEP + 1000);
    const passage = passageAround(stretch, word, [word, 'benjelloun']);
    expect(passage!.snippet).toMatch(/^….*rapport d’expertise mentionne la seconde victime, Mme Benjelloun\..*…$/);
    expect(passage!.highlights.map(([s, e]) => passage!.snippet.slice(s, e))).toEqual(['seconde victime', 'Benjelloun']);
  });

  it('finds the same passage from where the word is known to be, and from the start when it is not there', () => {
    // "Œ" folds to two letters: the word's first occurrence is not where a rough guess puts it.
    const text = `${'Lorem ipsum dolor sit amet, Œuvre de la cour. '.repeat(60)}La seconde victime, Mme Benjelloun. La seconde victime.`;
    const { folded, checkpoints } = foldDocumentText(text);
    const word = foldText('seconde victime');
    const at = folded.indexOf(word);
    const { from, to } = stretchAround(at, word.length, checkpoints);
    const stretch = [...text].slice(from, to ?? undefined).join('');
    const k = Math.floor(at / CHECKPOINT_STEP);
    const whole = passageAround(stretch, word, [word]);
    expect(whole!.snippet).toContain('La seconde victime, Mme Benjelloun');
    expect(passageAround(stretch, word, [word], { offset: checkpoints[k]! - from, at: at - k * CHECKPOINT_STEP })).toEqual(whole);
    expect(passageAround(stretch, word, [word], { offset: checkpoints[k]! - from, at: at - k * CHECKPOINT_STEP + 3 })).toEqual(whole);
    expect(passageAround(stretch, word, [word], { offset: 10_000, at: 0 })).toEqual(whole);
  });

  it('finds from where the word is known to be exactly what a look from the start finds, whatever the letters fold to', () => {
    // Letters that fold to none (spaces, marks), to one, and to several (Œ, ß, the lam-alif ligature),
    // in texts longer than a passage, so that where the passage starts shows.
    const letter = fc.constantFrom('a', 'b', 'É', 'Œ', 'ß', 'ﻻ', 'م', 'ـ', ' ', '’', 'ً');
    fc.assert(
      fc.property(fc.array(letter, { minLength: 300, maxLength: 900 }), fc.nat(), fc.integer({ min: 3, max: 8 }), (letters, start, length) => {
        const text = letters.join('');
        const folded = foldText(text);
        if (folded.length === 0) return;
        const from = start % folded.length;
        const word = folded.slice(from, from + length);
        const at = folded.indexOf(word);
        expect(passageAround(text, word, [word], { offset: 0, at })).toEqual(passageAround(text, word, [word]));
      }),
    );
  });

  it('marks Arabic words whatever their letter forms, and keeps the passage on one line', () => {
    const stretch = 'حكم\nالمحكمة   الإبتدائية بالدار البيضاء';
    const passage = passageAround(stretch, foldText('المحكمه الابتدائيه'), [foldText('المحكمه الابتدائيه')]);
    expect(passage!.snippet).toBe('حكم المحكمة الإبتدائية بالدار البيضاء');
    expect(passage!.highlights.map(([s, e]) => passage!.snippet.slice(s, e))).toEqual(['المحكمة الإبتدائية']);
    expect(findWords('Œuvre', ['oeuvre'])).toEqual([[0, 5]]);
  });

  it('splits a search into folded words, quoted phrases kept whole, and drops words another contains', () => {
    expect(searchWords('Seconde  VICTIME')).toEqual(['seconde', 'victime']);
    expect(searchWords('"la seconde victime" rapport')).toEqual(['lasecondevictime', 'rapport']);
    expect(searchWords('victime victimes')).toEqual(['victimes']);
    expect(searchWords('" * AND ( %_ \\')).toEqual(['and']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('Arabic come out back to front', () => {
  const arabic = 'حكمت المحكمة الابتدائية بالدار البيضاء على شركة التأمين بأداء تعويض للضحية الثانية';

  it('tells reversed Arabic from Arabic in reading order', () => {
    expect(arabicLooksReversed(arabic)).toBe(false);
    expect(arabicLooksReversed(reverseWords(arabic))).toBe(true);
    expect(arabicLooksReversed(`Jugement du tribunal ${arabic}`)).toBe(false);
  });

  it('says nothing of a text with hardly any Arabic', () => {
    expect(arabicLooksReversed('Jugement du tribunal de première instance')).toBe(false);
    expect(arabicLooksReversed('لا')).toBe(false);
  });
});

describe('the language of a text', () => {
  it('is Arabic, French or English by its letters and common words, null for hardly any letters', () => {
    expect(textLanguage('حكمت المحكمة الابتدائية بالدار البيضاء على شركة التأمين')).toBe('ar');
    expect(textLanguage('Le tribunal condamne la compagnie au paiement des frais de la procédure')).toBe('fr');
    expect(textLanguage('The court orders the insurer to pay the costs of the proceedings')).toBe('en');
    expect(textLanguage('12/03/2026 — 4 500,00')).toBeNull();
  });
});
