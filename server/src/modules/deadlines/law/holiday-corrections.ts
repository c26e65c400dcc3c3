/**
 * Corrections to the public holidays of the `date-holidays` library, one line each with its
 * official source (`to_verify`: the text itself was not read, only a secondary source naming it).
 * Data, not code: the engine applies them as they are written here.
 *
 * - add: a fixed-date holiday the library lacks (month-day), from a year on;
 * - remove: a fixed-date holiday the library still lists but the law no longer has;
 * - extend: an Islamic feast lasts `days` days in that country (the library gives one); the added
 *   days follow the feast, predicted or confirmed with it.
 */
type Labels = { en: string; fr: string; ar: string };

interface Base {
  country: string;
  /** First year the correction applies to. */
  from_year: number;
  source: string;
  to_verify: boolean;
}
export type HolidayCorrection =
  | (Base & { kind: 'add'; month_day: string; labels: Labels })
  | (Base & { kind: 'remove'; month_day: string })
  | (Base & { kind: 'extend'; feast: string; days: number });

const MA_FEASTS =
  'Liste des jours fériés des administrations publiques (décret n° 2-77-169 du 28 février 1977, numéro cité de mémoire, tel que modifié): deux jours pour Aïd Al Fitr, Aïd Al Adha et Aïd Al Mawlid (le360.ma, 23 novembre 2023)';
const TN_EIDS = 'Jours fériés en Tunisie: deux jours pour l’Aïd el-Fitr et l’Aïd el-Idha (source secondaire)';
const DZ_EIDS =
  'Loi n° 63-278 du 26 juillet 1963 fixant la liste des fêtes légales, modifiée en 2023: trois jours chômés et payés pour l’Aïd El Fitr et l’Aïd El Adha (APS via allafrica.com, 27 juin 2023; lezoomdz.com, avril 2024)';

export const HOLIDAY_CORRECTIONS: HolidayCorrection[] = [
  {
    country: 'MA',
    kind: 'add',
    month_day: '01-14',
    from_year: 2024,
    labels: { en: 'Amazigh New Year', fr: 'Nouvel an amazigh', ar: 'رأس السنة الأمازيغية' },
    source: 'Décision royale du 3 mai 2023; décrets adoptés en Conseil de gouvernement le 23 novembre 2023 (le360.ma, 23 novembre 2023)',
    to_verify: true,
  },
  {
    country: 'MA',
    kind: 'add',
    month_day: '10-31',
    from_year: 2026,
    labels: { en: 'Unity Day (Eid Al Wahda)', fr: 'Aïd Al Wahda (Fête de l’Unité)', ar: 'عيد الوحدة' },
    source:
      'Décret n° 2.26.14 du 27 janvier 2026 (secteur privé) et décret n° 2.25.1140 (administrations), après la décision royale du 4 novembre 2025 (lebrief.ma, biladi.ma; thevoice.ma: «بعد نشره بالجريدة الرسمية.. 31 أكتوبر عطلة مؤدى عنها»)',
    to_verify: true,
  },
  { country: 'MA', kind: 'extend', feast: '1 Shawwal', days: 2, from_year: 2000, source: MA_FEASTS, to_verify: true },
  { country: 'MA', kind: 'extend', feast: '10 Dhu al-Hijjah', days: 2, from_year: 2000, source: MA_FEASTS, to_verify: true },
  { country: 'MA', kind: 'extend', feast: '12 Rabi al-awwal', days: 2, from_year: 2000, source: MA_FEASTS, to_verify: true },
  {
    country: 'TN',
    kind: 'remove',
    month_day: '01-14',
    from_year: 2022,
    source:
      'Décret présidentiel n° 2021-223 du 7 décembre 2021 (JORT n° 113): la fête de la Révolution passe du 14 janvier au 17 décembre (businessnews.com.tn; ar.webmanagercenter.com, 7 décembre 2021)',
    to_verify: true,
  },
  {
    country: 'TN',
    kind: 'add',
    month_day: '12-17',
    from_year: 2021,
    labels: { en: 'Revolution Day', fr: 'Fête de la Révolution', ar: 'عيد الثورة' },
    source:
      'Décret présidentiel n° 2021-223 du 7 décembre 2021 (JORT n° 113) (businessnews.com.tn; ar.webmanagercenter.com, 7 décembre 2021)',
    to_verify: true,
  },
  { country: 'TN', kind: 'extend', feast: '1 Shawwal', days: 2, from_year: 2000, source: TN_EIDS, to_verify: true },
  { country: 'TN', kind: 'extend', feast: '10 Dhu al-Hijjah', days: 2, from_year: 2000, source: TN_EIDS, to_verify: true },
  { country: 'DZ', kind: 'extend', feast: '1 Shawwal', days: 3, from_year: 2023, source: DZ_EIDS, to_verify: true },
  { country: 'DZ', kind: 'extend', feast: '10 Dhu al-Hijjah', days: 3, from_year: 2023, source: DZ_EIDS, to_verify: true },
];

/** The name of an added day of a feast ("Eid al-Fitr (day 2)"), in each language. */
export const FEAST_DAY_LABEL: Record<'en' | 'fr' | 'ar', (name: string, day: number) => string> = {
  en: (name, day) => `${name} (day ${day})`,
  fr: (name, day) => `${name} (${day}e jour)`,
  ar: (name, day) => `${name} (${day === 2 ? 'اليوم الثاني' : day === 3 ? 'اليوم الثالث' : `اليوم ${day}`})`,
};
