import { currencyPlaces, type PartyRole, type StageKind, type StageOutcome } from '@cabinet/shared';
import type { BothNames } from './source';

/**
 * Amounts in figures as each language's deeds write them: « 1 250,50 » (a narrow no-break space
 * between thousands) and «1.250,50». From decimal text or minor units: no float ever holds one.
 */
export function amountInFigures(minor: number | null | undefined, currency: string, lang: 'fr' | 'ar'): string {
  if (minor === null || minor === undefined) return '';
  const places = currencyPlaces(currency);
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u202f' : '.');
  return `${negative ? '-' : ''}${grouped}${places > 0 ? `,${fraction}` : ''}`;
}

/** Decimal text ("1250.50") as an integer of minor units. */
export function minorOf(text: string, currency: string): number {
  const places = currencyPlaces(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return 0;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 10 ** places + Number(fraction.slice(0, places).padEnd(places, '0') || '0');
  return sign ? -value : value;
}

/** A decimal quantity or rate without its useless zeros, with the language's decimal comma: "1.000" → "1", "20.00" → "20", "1.500" → "1,5". */
export function plainDecimal(text: string): string {
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed.replace('.', ',');
}

/** The name in the template's language: the Arabic one in an Arabic template when there is one. */
export const nameIn = (names: BothNames, lang: 'fr' | 'ar'): string =>
  (lang === 'ar' ? (names.ar ?? names.fr) : (names.fr ?? names.ar)) ?? '';

/** How a pleading names each level. */
export const LEVEL_NAMES: Record<StageKind, { en: string; fr: string; ar: string }> = {
  police_report: { en: 'Police report', fr: 'Procès-verbal', ar: 'المحضر' },
  complaint: { en: 'Complaint', fr: 'Plainte', ar: 'الشكاية' },
  first_instance: { en: 'First instance', fr: 'Première instance', ar: 'المرحلة الابتدائية' },
  opposition: { en: 'Opposition', fr: 'Opposition', ar: 'التعرض' },
  appeal: { en: 'Appeal', fr: 'Appel', ar: 'الاستئناف' },
  cassation: { en: 'Cassation', fr: 'Cassation', ar: 'النقض' },
  notification: { en: 'Notification', fr: 'Notification', ar: 'التبليغ' },
  enforcement: { en: 'Enforcement', fr: 'Exécution', ar: 'التنفيذ' },
  other: { en: 'Other level', fr: 'Autre niveau', ar: 'مرحلة أخرى' },
};

/** A decision's outcome as the office's letters state it, from the client's side. */
export const OUTCOME_WORDS: Record<StageOutcome, { fr: string; ar: string }> = {
  won: { fr: 'favorable', ar: 'لفائدة الموكل' },
  lost: { fr: 'défavorable', ar: 'ضد الموكل' },
  partly: { fr: 'partiellement favorable', ar: 'لفائدة الموكل جزئيا' },
  inadmissible: { fr: 'irrecevabilité', ar: 'عدم القبول' },
  dismissed: { fr: 'rejet', ar: 'الرفض' },
  settled: { fr: 'transaction', ar: 'الصلح' },
  withdrawn: { fr: 'désistement', ar: 'التنازل' },
  other: { fr: 'autre', ar: 'أخرى' },
};

export const ROLE_WORDS: Record<PartyRole, { en: string; fr: string; ar: string }> = {
  client: { en: 'client', fr: 'client', ar: 'الموكل' },
  adverse: { en: 'adverse party', fr: 'partie adverse', ar: 'الطرف الخصم' },
  insurer: { en: 'insurer', fr: 'assureur', ar: 'شركة التأمين' },
  civilly_liable: { en: 'civilly liable party', fr: 'civilement responsable', ar: 'المسؤول المدني' },
  victim: { en: 'victim', fr: 'victime', ar: 'الضحية' },
  bailiff: { en: 'court bailiff', fr: 'commissaire judiciaire', ar: 'المفوض القضائي' },
  opposing_lawyer: { en: 'opposing lawyer', fr: 'avocat adverse', ar: 'محامي الطرف الخصم' },
  other: { en: 'other', fr: 'autre', ar: 'آخر' },
};
