/**
 * How a délai franc counted in months runs, by country. Data, not code: the courts' reading
 * with the decision that states it.
 *
 * `from_next_day`: the period runs from the day after the act to the same day-of-month, and the
 * day of expiry is left out: start + 1 day + n months + 1 day.
 * A country without a line (or a period with days) counts start + n months (+ days) + 1 day, the
 * earlier date: the safe side where no decision was found.
 */
export interface FrancMonthsReading {
  method: 'from_next_day';
  source: string;
  to_verify: boolean;
}

export const FRANC_MONTHS: Record<string, FrancMonthsReading> = {
  DZ: {
    method: 'from_next_day',
    source:
      'Cour suprême, chambre civile, décision n° 1101680 du 20 juin 2018 (CPCA art. 405: «هذه الآجال تحسب كاملة ولا يحسب يوم التبليغ أو التبليغ الرسمي ويوم انقضاء الأجل»): signification le 6 août 2014, appel du 8 septembre 2014 dans le délai.',
    to_verify: false,
  },
  MA: {
    method: 'from_next_day',
    source:
      'Cour suprême, 19 février 1964, C136 (deux mois francs courant «du lendemain … jusqu’au même quantième», le dépôt du jour suivant étant dans le délai); annotation sous Cour suprême, 27 octobre 1964, C33 (juricaf). Jurisprudence antérieure au CPC de 1974.',
    to_verify: true,
  },
};
