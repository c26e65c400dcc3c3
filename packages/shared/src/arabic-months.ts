/** Arabic month names: Moroccan (غشت، نونبر), Tunisian and Algerian (أوت، نوفمبر), Middle-Eastern (أغسطس). */
export const ARABIC_MONTH_STYLES = ['ma', 'tn', 'mashriq'] as const;
export type ArabicMonthStyle = (typeof ARABIC_MONTH_STYLES)[number];
