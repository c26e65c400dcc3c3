import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { currencyPlaces } from '@cabinet/shared';

/**
 * Amounts written out in words, as a deed or a pleading states them: « mille deux cent cinquante
 * dirhams et cinquante centimes », «ألف ومائتان وخمسون درهما وخمسون سنتيما».
 *
 * The words of the numbers come from n2words. Its French is used whole; its Arabic only for 1 to
 * 999: above that it writes «مئتان ألف» for 200,000 and «مئتان وألف ألف» for 201,000, so the
 * thousands, millions and billions are joined here by the rule of the counted noun (التمييز), from
 * the table below. Neither n2words nor to-words has the Moroccan currency right (n2words knows only
 * riyals; to-words writes «خمسة عشر درهم», « Deux Cents Mille Dirhams »), so the currency words are
 * data here too (amount-words.test.ts shows each case).
 */

/** The forms a counted noun takes after a number (masculine nouns; numbers agree by the usual rule). */
export interface CountedNoun {
  /** Alone, for one: «درهم واحد», «ألف». */
  one: string;
  /** Alone, for two (the dual): «درهمان», «ألفان». */
  two: string;
  /** After 3 to 10 (plural): «دراهم», «آلاف». */
  few: string;
  /** After 11 to 99 (singular, accusative): «درهما», «ألفا». */
  many: string;
  /** After a round hundred, a thousand…, or none (singular, genitive): «درهم», «ألف». */
  round: string;
  /** The dual before the noun it counts in turn (construct): «ألفا درهم». */
  twoBefore?: string;
}

const THOUSAND: CountedNoun = { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفا', round: 'ألف', twoBefore: 'ألفا' };
const MILLION: CountedNoun = { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونا', round: 'مليون', twoBefore: 'مليونا' };
const BILLION: CountedNoun = { one: 'مليار', two: 'ملياران', few: 'مليارات', many: 'مليارا', round: 'مليار', twoBefore: 'مليارا' };

interface CurrencyWords {
  fr: { unit: [string, string]; sub: [string, string] };
  ar: { unit: CountedNoun; sub: CountedNoun };
}

const CENTIME_AR: CountedNoun = { one: 'سنتيم واحد', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيما', round: 'سنتيم' };
const DINAR_AR: CountedNoun = { one: 'دينار واحد', two: 'ديناران', few: 'دنانير', many: 'دينارا', round: 'دينار' };

/**
 * Each currency's words, singular and plural in French, every counted form in Arabic. Morocco:
 * Bank Al-Maghrib names the dirham (درهم) and the centime (سنتيم); Tunisia's dinar has 1,000
 * millimes (مليم); Algeria's dinar, 100 centimes. A currency not listed is written with the
 * French and Arabic of the dirham's pattern and its ISO code.
 */
export const CURRENCY_WORDS: Record<string, CurrencyWords> = {
  MAD: {
    fr: { unit: ['dirham', 'dirhams'], sub: ['centime', 'centimes'] },
    ar: { unit: { one: 'درهم واحد', two: 'درهمان', few: 'دراهم', many: 'درهما', round: 'درهم' }, sub: CENTIME_AR },
  },
  TND: {
    fr: { unit: ['dinar', 'dinars'], sub: ['millime', 'millimes'] },
    ar: { unit: DINAR_AR, sub: { one: 'مليم واحد', two: 'مليمان', few: 'مليمات', many: 'مليما', round: 'مليم' } },
  },
  DZD: {
    fr: { unit: ['dinar', 'dinars'], sub: ['centime', 'centimes'] },
    ar: { unit: DINAR_AR, sub: CENTIME_AR },
  },
  EUR: {
    fr: { unit: ['euro', 'euros'], sub: ['centime', 'centimes'] },
    ar: { unit: { one: 'يورو واحد', two: 'اثنان يورو', few: 'يورو', many: 'يورو', round: 'يورو' }, sub: CENTIME_AR },
  },
};

const fallbackWords = (currency: string): CurrencyWords => {
  const code = { one: `${currency} 1`, two: currency, few: currency, many: currency, round: currency };
  return { fr: { unit: [currency, currency], sub: ['centime', 'centimes'] }, ar: { unit: code, sub: CENTIME_AR } };
};

/** n2words writes 200 «مئتان» but 100 «مائة» and 300 «ثلاثمائة»: one spelling, the one Moroccan deeds use. */
const arabicGroup = (n: number) => arabicCardinal(n).replace(/مئت/g, 'مائت');
/** «مائتان» before the noun it counts is in construct: «مائتا ألف», «مائتا درهم». */
const construct = (words: string) => words.replace(/مائتان$/, 'مائتا');

/**
 * A number of 1 to 999 with the noun it counts, by the rule of the counted noun. `beforeNoun`: a
 * noun follows (the currency after a round thousand), which puts this one in construct: «مائتان
 * وخمسون ألف درهم», «ألفا درهم».
 */
function arabicCounted(
  n: number,
  noun: CountedNoun,
  { classicalOneTwo, beforeNoun = false }: { classicalOneTwo: boolean; beforeNoun?: boolean },
): string {
  const two = beforeNoun ? (noun.twoBefore ?? noun.two) : noun.two;
  if (n === 1) return noun.one;
  if (n === 2) return two;
  const rest = n % 100;
  const hundreds = n - rest;
  if (rest === 0) return `${construct(arabicGroup(n))} ${noun.round}`;
  if (rest <= 2) {
    // 101,000 is «مائة ألف وألف»; for money, «مائة وواحد درهم» as deeds write it.
    if (classicalOneTwo && hundreds > 0) return `${construct(arabicGroup(hundreds))} ${noun.round} و${rest === 1 ? noun.one : two}`;
    return `${arabicGroup(n)} ${noun.round}`;
  }
  return `${arabicGroup(n)} ${rest <= 10 ? noun.few : beforeNoun ? noun.round : noun.many}`;
}

/** A whole number in Arabic words with the noun it counts («ألف ومائتان وخمسون درهما»). */
export function arabicWordsWithNoun(value: number, noun: CountedNoun): string {
  if (value === 0) return `صفر ${noun.round}`;
  const groups = [
    { size: 1e9, noun: BILLION },
    { size: 1e6, noun: MILLION },
    { size: 1e3, noun: THOUSAND },
  ];
  const parts: string[] = [];
  let rest = value;
  for (const group of groups) {
    const count = Math.floor(rest / group.size);
    rest -= count * group.size;
    // The last group before the noun itself (a round number of thousands) is in construct with it.
    if (count > 0) parts.push(arabicCounted(count, group.noun, { classicalOneTwo: true, beforeNoun: rest === 0 }));
  }
  if (rest === 0) return `${parts.join(' و')} ${noun.round}`;
  if (parts.length === 0) return arabicCounted(rest, noun, { classicalOneTwo: false });
  // The noun follows the whole number; its form is the one the last group calls for.
  const last = arabicCounted(rest, noun, { classicalOneTwo: false });
  const lastWithoutNoun = rest === 1 ? 'واحد' : rest === 2 ? 'اثنان' : null;
  if (lastWithoutNoun) return `${parts.join(' و')} و${lastWithoutNoun} ${noun.round}`;
  return `${parts.join(' و')} و${last}`;
}

/** A whole number in French words with its unit (« un million de dirhams », « vingt et un dirhams »). */
function frenchWordsWithUnit(value: number, [singular, plural]: [string, string]): string {
  if (value === 0) return `zéro ${singular}`;
  const words = frenchCardinal(value);
  if (value === 1) return `${words} ${singular}`;
  // A round number of millions or billions takes « de »: « deux millions de dirhams ».
  const de = value % 1e6 === 0 ? ' de' : '';
  return `${words}${de} ${plural}`;
}

/** The two parts of an amount in minor units: whole units and the fraction (centimes, millimes). */
function split(minor: number, currency: string): { whole: number; fraction: number } {
  const factor = 10 ** currencyPlaces(currency);
  const abs = Math.abs(Math.trunc(minor));
  return { whole: Math.floor(abs / factor), fraction: abs % factor };
}

/** An amount (in the currency's minor units) in words, in French or Arabic. */
export function amountInWords(minor: number, currency: string, lang: 'fr' | 'ar'): string {
  const words = CURRENCY_WORDS[currency] ?? fallbackWords(currency);
  const { whole, fraction } = split(minor, currency);
  if (lang === 'fr') {
    const unit = frenchWordsWithUnit(whole, words.fr.unit);
    if (fraction === 0) return unit;
    const sub = frenchWordsWithUnit(fraction, words.fr.sub);
    return whole === 0 ? sub : `${unit} et ${sub}`;
  }
  const unit = arabicWordsWithNoun(whole, words.ar.unit);
  if (fraction === 0) return unit;
  const sub = arabicWordsWithNoun(fraction, words.ar.sub);
  return whole === 0 ? sub : `${unit} و${sub}`;
}
