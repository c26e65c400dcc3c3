import { amountInWords } from './amount-words';
import { dateInFigures, dateInWords, hijriDate } from './date-words';
import { NBSP, type Described, type ScalarField } from './field';
import { amountInFigures, nameIn } from './format';
import type { BothNames, FillSource } from './source';

/** A date's two placeholders: `name` in words in the template's language, `name_numeric` in figures. */
export function dateFields(
  name: string,
  group: string,
  description: Described,
  date: (s: FillSource) => string | null | undefined,
): ScalarField[] {
  return [
    {
      name,
      group,
      description: withSuffix(description, ' (month in letters)', ` (mois en lettres)`, ' (الشهر بالحروف)'),
      value: (s) => dateInWords(date(s), s.lang, s.arabicMonths),
    },
    {
      name: `${name}_numeric`,
      group,
      description: withSuffix(description, ' (in figures)', ' (en chiffres)', ' (بالأرقام)'),
      value: (s) => dateInFigures(date(s)),
    },
  ];
}

/** An amount's placeholders: in figures, and in words in the template's language, in French and in Arabic. */
export function amountFields(
  name: string,
  group: string,
  description: Described,
  amount: (s: FillSource) => { minor: number | null | undefined; currency: string },
): ScalarField[] {
  const words = (s: FillSource, lang: 'fr' | 'ar') => {
    const { minor, currency } = amount(s);
    return minor === null || minor === undefined ? '' : amountInWords(minor, currency, lang);
  };
  return [
    {
      name,
      group,
      description: withSuffix(description, ' in figures', ' en chiffres', ' بالأرقام'),
      value: (s) => amountInFigures(amount(s).minor, amount(s).currency, s.lang),
    },
    {
      name: `${name}_words`,
      group,
      description: withSuffix(
        description,
        ' in words, in the template’s language',
        ' en toutes lettres, dans la langue du modèle',
        ' بالحروف بلغة النموذج',
      ),
      value: (s) => words(s, s.lang),
    },
    {
      name: `${name}_words_fr`,
      group,
      description: withSuffix(description, ' in words, in French', ' en toutes lettres, en français', ' بالحروف بالفرنسية'),
      value: (s) => words(s, 'fr'),
    },
    {
      name: `${name}_words_ar`,
      group,
      description: withSuffix(description, ' in words, in Arabic', ' en toutes lettres, en arabe', ' بالحروف بالعربية'),
      value: (s) => words(s, 'ar'),
    },
  ];
}

/** A name's placeholders: in the template's language, in Latin letters, in Arabic. */
export function nameFields(name: string, group: string, description: Described, names: (s: FillSource) => BothNames): ScalarField[] {
  return [
    {
      name,
      group,
      description: withSuffix(description, ', in the template’s language', ', dans la langue du modèle', ' بلغة النموذج'),
      value: (s) => nameIn(names(s), s.lang),
    },
    {
      name: `${name}_fr`,
      group,
      description: withSuffix(description, ', in French', ', en français', ' بالفرنسية'),
      value: (s) => nameIn(names(s), 'fr'),
    },
    {
      name: `${name}_ar`,
      group,
      description: withSuffix(description, ', in Arabic', ', en arabe', ' بالعربية'),
      value: (s) => nameIn(names(s), 'ar'),
    },
  ];
}

export const withSuffix = (d: Described, en: string, fr: string, ar: string): Described => ({
  en: d.en + en,
  fr: d.fr + fr,
  ar: d.ar + ar,
});

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const OFFICE_FIELDS: ScalarField[] = [
  {
    name: 'office_name',
    group: 'office',
    description: { en: 'Name of the office (Settings)', fr: 'Nom du cabinet (Paramètres)', ar: 'اسم المكتب (الإعدادات)' },
    value: (s) => s.office.name,
  },
  {
    name: 'office_address',
    group: 'office',
    description: { en: 'Address of the office (Settings)', fr: 'Adresse du cabinet (Paramètres)', ar: 'عنوان المكتب (الإعدادات)' },
    value: (s) => text(s.office.address),
  },
  {
    name: 'lawyer_name',
    group: 'office',
    description: {
      en: 'The lawyer responsible for the dossier; when none, the person generating the document',
      fr: `L’avocat responsable du dossier${NBSP}; à défaut, la personne qui crée le document`,
      ar: 'المحامي المكلف بالملف، وإلا فالشخص الذي ينشئ الوثيقة',
    },
    value: (s) => text(s.lawyer ?? s.user),
  },
  {
    name: 'user_name',
    group: 'office',
    description: { en: 'The person generating the document', fr: 'La personne qui crée le document', ar: 'الشخص الذي ينشئ الوثيقة' },
    value: (s) => text(s.user),
  },
  ...dateFields('today', 'office', { en: 'Today’s date', fr: 'Date du jour', ar: 'تاريخ اليوم' }, (s) => s.today),
  {
    name: 'today_hijri',
    group: 'office',
    description: {
      en: 'Today’s Hijri date (Umm al-Qura calendar: it may differ by a day from the official Moroccan calendar)',
      fr: `Date hégirienne du jour (calendrier Umm al-Qura${NBSP}: elle peut différer d’un jour du calendrier officiel marocain)`,
      ar: 'التاريخ الهجري لليوم (تقويم أم القرى، وقد يختلف بيوم واحد عن التقويم الرسمي المغربي)',
    },
    value: (s) => hijriDate(s.today, s.lang),
  },
];

export const DOSSIER_FIELDS: ScalarField[] = [
  {
    name: 'dossier_reference',
    group: 'dossier',
    description: { en: 'The office’s reference of the dossier', fr: 'Référence du dossier au cabinet', ar: 'مرجع الملف بالمكتب' },
    value: (s) => String(s.dossier.reference),
  },
  ...dateFields(
    'dossier_registered_on',
    'dossier',
    {
      en: 'Date the dossier was registered at the office',
      fr: 'Date d’inscription du dossier au cabinet',
      ar: 'تاريخ تسجيل الملف بالمكتب',
    },
    (s) => s.dossier.registered_on,
  ),
  {
    name: 'case_type',
    group: 'dossier',
    description: { en: 'Type of case', fr: 'Type d’affaire', ar: 'نوع القضية' },
    value: (s) => text(s.dossier.case_type),
  },
  ...nameFields(
    'dossier_tribunal',
    'dossier',
    { en: 'Tribunal of the dossier', fr: 'Tribunal du dossier', ar: 'محكمة الملف' },
    (s) => s.dossier.tribunal,
  ),
  ...amountFields('claim_amount', 'dossier', { en: 'Amount of the claim', fr: 'Montant de la créance', ar: 'مبلغ الدين' }, (s) => ({
    minor: s.dossier.claim_amount,
    currency: s.currency,
  })),
  {
    name: 'charge',
    group: 'dossier',
    description: { en: 'The charge (criminal cases)', fr: 'Le chef d’inculpation (affaires pénales)', ar: 'التهمة (القضايا الزجرية)' },
    value: (s) => text(s.dossier.charge),
  },
];

export const ACCIDENT_FIELDS: ScalarField[] = [
  {
    name: 'policy_number',
    group: 'accident',
    description: { en: 'Number of the insurance policy', fr: 'Numéro de la police d’assurance', ar: 'رقم عقد التأمين' },
    value: (s) => text(s.dossier.policy_number),
  },
  ...dateFields(
    'accident_date',
    'accident',
    { en: 'Date of the accident', fr: 'Date de l’accident', ar: 'تاريخ الحادثة' },
    (s) => s.dossier.accident_date,
  ),
  {
    name: 'vehicle_plate',
    group: 'accident',
    description: { en: 'Registration plate of the vehicle', fr: 'Immatriculation du véhicule', ar: 'رقم تسجيل العربة' },
    value: (s) => text(s.dossier.vehicle_plate),
  },
  {
    name: 'police_report_number',
    group: 'accident',
    description: { en: 'Number of the police report (PV)', fr: 'Numéro du procès-verbal de police', ar: 'رقم محضر الشرطة' },
    value: (s) => text(s.dossier.police_report_number),
  },
  {
    name: 'police_complaint_number',
    group: 'accident',
    description: {
      en: 'Number of the complaint filed with the police',
      fr: 'Numéro de la plainte déposée à la police',
      ar: 'رقم الشكاية المقدمة لدى الشرطة',
    },
    value: (s) => text(s.dossier.police_complaint_number),
  },
];
