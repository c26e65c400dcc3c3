/** The languages a holiday is named in. */
export type HolidayLanguage = 'en' | 'fr' | 'ar';

type Names = Record<HolidayLanguage, string>;

/**
 * The public holidays' names as each country's official calendar writes them, where the holiday
 * library's own are colloquial (« Fête du mouton »), in another language (Arabic inside French)
 * or not the usage of that country (يوم العمال in Morocco, which says عيد الشغل). Keyed by the
 * library's rule, which names the day whatever the year.
 */
const ISLAMIC: Record<string, Names> = {
  '1 Shawwal': { en: 'Eid al-Fitr', fr: 'Aïd al-Fitr', ar: 'عيد الفطر' },
  '10 Dhu al-Hijjah': { en: 'Eid al-Adha', fr: 'Aïd al-Adha', ar: 'عيد الأضحى' },
  '12 Rabi al-awwal': { en: 'Mawlid', fr: 'Aïd al-Mawlid', ar: 'عيد المولد النبوي' },
};

export const HOLIDAY_NAMES: Record<string, Record<string, Names>> = {
  MA: {
    ...ISLAMIC,
    '01-01': { en: "New Year's Day", fr: 'Nouvel An', ar: 'رأس السنة الميلادية' },
    '01-11': {
      en: 'Independence Manifesto Day',
      fr: 'Anniversaire de la présentation du Manifeste de l’indépendance',
      ar: 'ذكرى تقديم وثيقة الاستقلال',
    },
    '05-01': { en: 'Labour Day', fr: 'Fête du Travail', ar: 'عيد الشغل' },
    '1 Muharram': { en: '1 Muharram (Islamic New Year)', fr: '1er Moharram', ar: 'فاتح محرم' },
    '07-30': { en: 'Throne Day', fr: 'Fête du Trône', ar: 'عيد العرش' },
    '08-14': {
      en: 'Anniversary of the recovery of Oued Ed-Dahab',
      fr: 'Anniversaire de la récupération d’Oued Ed-Dahab',
      ar: 'ذكرى استرجاع إقليم وادي الذهب',
    },
    '08-20': {
      en: 'Anniversary of the Revolution of the King and the People',
      fr: 'Anniversaire de la Révolution du Roi et du Peuple',
      ar: 'ذكرى ثورة الملك والشعب',
    },
    '08-21': { en: 'Youth Day', fr: 'Fête de la Jeunesse', ar: 'عيد الشباب' },
    '11-06': { en: 'Green March Day', fr: 'Anniversaire de la Marche verte', ar: 'ذكرى المسيرة الخضراء' },
    '11-18': { en: 'Independence Day', fr: 'Fête de l’Indépendance', ar: 'عيد الاستقلال' },
  },
  TN: {
    ...ISLAMIC,
    '01-01': { en: "New Year's Day", fr: 'Nouvel An', ar: 'رأس السنة الميلادية' },
    '01-14': { en: 'Revolution and Youth Day', fr: 'Fête de la Révolution et de la Jeunesse', ar: 'عيد الثورة والشباب' },
    '03-20': { en: 'Independence Day', fr: 'Fête de l’Indépendance', ar: 'عيد الاستقلال' },
    '04-09': { en: "Martyrs' Day", fr: 'Journée des Martyrs', ar: 'عيد الشهداء' },
    '05-01': { en: 'Labour Day', fr: 'Fête du Travail', ar: 'عيد الشغل' },
    '1 Muharram': { en: 'Islamic New Year', fr: 'Nouvel An de l’Hégire', ar: 'رأس السنة الهجرية' },
    '07-25': { en: 'Republic Day', fr: 'Fête de la République', ar: 'عيد الجمهورية' },
    '08-13': { en: "Women's Day", fr: 'Fête de la Femme', ar: 'عيد المرأة' },
    '10-15': { en: 'Evacuation Day', fr: 'Fête de l’Évacuation', ar: 'عيد الجلاء' },
  },
  DZ: {
    ...ISLAMIC,
    '01-01': { en: "New Year's Day", fr: 'Nouvel An', ar: 'رأس السنة الميلادية' },
    '01-12': { en: 'Yennayer (Amazigh New Year)', fr: 'Yennayer (Nouvel An amazigh)', ar: 'رأس السنة الأمازيغية' },
    '05-01': { en: 'Labour Day', fr: 'Fête du Travail', ar: 'عيد العمال' },
    '1 Muharram': { en: 'Islamic New Year', fr: 'Nouvel An de l’Hégire', ar: 'رأس السنة الهجرية' },
    '10 Muharram': { en: 'Ashura', fr: 'Achoura', ar: 'عاشوراء' },
    '07-05': { en: 'Independence and Youth Day', fr: 'Fête de l’Indépendance et de la Jeunesse', ar: 'عيد الاستقلال والشباب' },
    '11-01': {
      en: 'Anniversary of the outbreak of the Revolution (1 November)',
      fr: 'Anniversaire du déclenchement de la Révolution (1er novembre)',
      ar: 'عيد الثورة (أول نوفمبر)',
    },
  },
};

/** The country's own name for a holiday of the library, or undefined to keep the library's. */
export const holidayName = (country: string, rule: string, lang: HolidayLanguage): string | undefined => HOLIDAY_NAMES[country]?.[rule]?.[lang];
