/**
 * Deadline rules shipped with Cabinet, all INACTIVE: the office checks each against the current
 * text of its code (and its own practice) before activating it. Every rule names its source in
 * French and Arabic as practitioners cite it; "TO VERIFY" marks what rests on a secondary source
 * or on memory (see the legal review). A preset is known by its key, its starting types by their
 * code: neither depends on ids.
 */

type Labels = { en: string; fr: string; ar: string };

export interface PresetTriggerType {
  code: string;
  labels: Labels;
  description: string;
}

export interface DeadlinePreset {
  key: string;
  country: 'MA' | 'TN' | 'DZ' | 'FR';
  /** Codes of the starting types (empty for a rule that starts after another). */
  triggers: string[];
  start_after?: { preset: string; event: 'due' | 'done' };
  labels: Labels;
  months: number;
  days: number;
  franc: boolean;
  service_mode?: 'any' | 'in_person' | 'domicile';
  valid_from?: string;
  valid_to?: string;
  /** The default text: the source, what to verify, and the reminder to check. */
  legal_reference: string;
  legal_references: Labels;
}

export const PRESET_TRIGGER_TYPES: PresetTriggerType[] = [
  {
    code: 'notification_judgment',
    labels: { en: 'Notification of the judgment', fr: 'Notification du jugement', ar: 'تبليغ الحكم' },
    description: 'Notification (signification) d’un jugement de première instance',
  },
  {
    code: 'notification_summary_order',
    labels: { en: 'Notification of the summary order', fr: 'Notification de l’ordonnance de référé', ar: 'تبليغ الأمر الاستعجالي' },
    description: 'Notification (signification) d’une ordonnance de référé',
  },
  {
    code: 'notification_appeal_ruling',
    labels: { en: 'Notification of the appeal judgment', fr: 'Notification de l’arrêt d’appel', ar: 'تبليغ القرار الاستئنافي' },
    description: 'Notification (signification) d’un arrêt de la cour d’appel',
  },
  {
    code: 'notification_default_judgment',
    labels: { en: 'Notification of a default judgment', fr: 'Notification d’un jugement par défaut', ar: 'تبليغ حكم غيابي' },
    description: 'Notification (signification) d’un jugement rendu par défaut, qui ouvre l’opposition',
  },
  {
    code: 'notification_commercial_judgment',
    labels: {
      en: 'Notification of a commercial court judgment',
      fr: 'Notification d’un jugement du tribunal de commerce',
      ar: 'تبليغ حكم المحكمة التجارية',
    },
    description: 'Notification d’un jugement d’un tribunal de commerce (Maroc, loi 53-95)',
  },
  {
    code: 'pronouncement_criminal_judgment',
    labels: {
      en: 'Pronouncement of a criminal judgment (in the parties’ presence)',
      fr: 'Prononcé d’un jugement pénal contradictoire',
      ar: 'النطق بحكم زجري حضوري',
    },
    description: 'Audience du prononcé d’un jugement pénal contradictoire (le délai court du prononcé)',
  },
  {
    code: 'pronouncement_criminal_appeal_judgment',
    labels: {
      en: 'Pronouncement of a criminal appeal judgment',
      fr: 'Prononcé d’un arrêt pénal d’appel',
      ar: 'النطق بقرار زجري استئنافي',
    },
    description: 'Audience du prononcé d’un arrêt pénal de la cour d’appel (le délai de cassation court du prononcé)',
  },
  {
    code: 'notification_judgment_abroad',
    labels: {
      en: 'Notification of the judgment (party abroad)',
      fr: 'Notification du jugement (partie à l’étranger)',
      ar: 'تبليغ الحكم (طرف مقيم بالخارج)',
    },
    description: 'Notification d’un jugement à une partie qui demeure à l’étranger (délais augmentés)',
  },
  {
    code: 'notification_summary_order_abroad',
    labels: {
      en: 'Notification of the summary order (party abroad)',
      fr: 'Notification de l’ordonnance de référé (partie à l’étranger)',
      ar: 'تبليغ الأمر الاستعجالي (طرف مقيم بالخارج)',
    },
    description: 'Notification d’une ordonnance de référé à une partie qui demeure à l’étranger',
  },
  {
    code: 'notification_judgment_overseas',
    labels: {
      en: 'Notification of the judgment (party overseas, France)',
      fr: 'Notification du jugement (partie outre-mer)',
      ar: 'تبليغ الحكم (طرف مقيم بأقاليم ما وراء البحار)',
    },
    description: 'Notification d’un jugement à une partie demeurant outre-mer (CPC art. 643 1°)',
  },
];

const CHECK = 'Preset shipped inactive: check it against the current text and your court’s practice before activating.';
/** Loi 58.25 in force six months after its publication in the BO (art. 643), per secondary sources. */
const NEW_CODE_FROM = '2026-08-24';
const OLD_CODE_TO = '2026-08-23';
const MA_NEW_CODE_NOTE =
  'Loi n° 58.25 relative à la procédure civile (Dahir n° 1.26.07 du 11 février 2026, BO n° 7485 du 23 février 2026), en vigueur le 24 août 2026 (art. 643): TO VERIFY, publication, entry into force and article numbers come from secondary sources only; the BO text was not read. Art. 643 (reported): periods started before keep running under the 1974 code; the new remedies do not apply to judgments given before that date. Cabinet chooses the version by the date of the starting action: for a judgment given before 24 Aug 2026 and notified after, use the 1974 rule.';
const MA_1974 = 'Code de procédure civile (Dahir n° 1-74-447 du 28 septembre 1974)';
const MA_1974_AR = 'قانون المسطرة المدنية (ظهير 28 شتنبر 1974)';
const MA_58_25_AR = 'القانون رقم 58.25 المتعلق بالمسطرة المدنية';
const TN_NOT_FRANC =
  'Not franc, certain: COC art. 140 («يوم ابتداء عدّ مدّة الأجل لا يكون معدودا منه …») and art. 143, applied by the Cour de cassation, chambres réunies, n° 366 and 370 of 30 March 2017.';
const DZ_FRANC =
  'Art. 405 (délais francs; report au premier jour ouvrable). Months counted from the day after the signification, expiry day left out (Cour suprême, ch. civile, n° 1101680, 20 juin 2018).';

export const DEADLINE_PRESETS: DeadlinePreset[] = [
  // Morocco, Code of Civil Procedure of 1974 (actions up to 23 August 2026).
  {
    key: 'ma_appeal_cpc1974',
    country: 'MA',
    triggers: ['notification_judgment'],
    labels: { en: 'Appeal (Morocco, 1974 code)', fr: 'Appel (Maroc, CPC 1974)', ar: 'أجل الاستئناف (المغرب، ق.م.م 1974)' },
    months: 0,
    days: 30,
    franc: true,
    valid_to: OLD_CODE_TO,
    legal_reference: `${MA_1974}, art. 134 (30 days from notification) and art. 512 (clear days; a last day off moves to the next working day). ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure 1974, arts. 134 and 512',
      fr: `${MA_1974}, art. 134 et 512`,
      ar: `الفصل 134 والفصل 512 من ${MA_1974_AR}`,
    },
  },
  {
    key: 'ma_summary_appeal_cpc1974',
    country: 'MA',
    triggers: ['notification_summary_order'],
    labels: {
      en: 'Appeal of a summary order (Morocco, 1974 code)',
      fr: 'Appel d’une ordonnance de référé (Maroc, CPC 1974)',
      ar: 'استئناف الأمر الاستعجالي (المغرب، ق.م.م 1974)',
    },
    months: 0,
    days: 15,
    franc: true,
    valid_to: OLD_CODE_TO,
    legal_reference: `${MA_1974}, art. 153 (15 days from notification) and art. 512. TO VERIFY: art. 153 cited from secondary sources. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure 1974, arts. 153 and 512',
      fr: `${MA_1974}, art. 153 et 512`,
      ar: `الفصل 153 والفصل 512 من ${MA_1974_AR}`,
    },
  },
  {
    key: 'ma_cassation_cpc1974',
    country: 'MA',
    triggers: ['notification_appeal_ruling'],
    labels: {
      en: 'Cassation (Morocco, 1974 code)',
      fr: 'Pourvoi en cassation (Maroc, CPC 1974)',
      ar: 'أجل الطعن بالنقض (المغرب، ق.م.م 1974)',
    },
    months: 0,
    days: 30,
    franc: true,
    valid_to: OLD_CODE_TO,
    legal_reference: `${MA_1974}, art. 358 (30 days from notification of the decision to the party in person or at its real domicile) and art. 512. Administrative matters and land registration: 60 days (art. 360), no preset. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure 1974, arts. 358 and 512',
      fr: `${MA_1974}, art. 358 et 512`,
      ar: `الفصل 358 والفصل 512 من ${MA_1974_AR}`,
    },
  },
  {
    key: 'ma_cassation_brief_cpc1974',
    country: 'MA',
    triggers: [],
    start_after: { preset: 'ma_cassation_cpc1974', event: 'done' },
    labels: {
      en: 'Cassation brief after the appeal in cassation (Morocco, 1974 code)',
      fr: 'Mémoire ampliatif après le pourvoi (Maroc, CPC 1974)',
      ar: 'مذكرة بيان أوجه النقض بعد الطعن (المغرب، ق.م.م 1974)',
    },
    months: 0,
    days: 30,
    franc: true,
    valid_to: OLD_CODE_TO,
    legal_reference: `${MA_1974}, art. 364 (brief within 30 days of the appeal in cassation). TO VERIFY: from AHJUCAF's summary. Counted from the action that met the cassation deadline (the appeal filed), else from the day it was marked done. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure 1974, art. 364',
      fr: `${MA_1974}, art. 364`,
      ar: `الفصل 364 من ${MA_1974_AR}`,
    },
  },
  {
    key: 'ma_opposition_cpc1974',
    country: 'MA',
    triggers: ['notification_default_judgment'],
    labels: { en: 'Opposition (Morocco, 1974 code)', fr: 'Opposition (Maroc, CPC 1974)', ar: 'أجل التعرض (المغرب، ق.م.م 1974)' },
    months: 0,
    days: 10,
    franc: true,
    valid_to: OLD_CODE_TO,
    legal_reference: `${MA_1974}, art. 130 (10 days from notification of the default judgment) and art. 512. TO VERIFY: cited from memory and a secondary source. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure 1974, arts. 130 and 512',
      fr: `${MA_1974}, art. 130 et 512`,
      ar: `الفصل 130 والفصل 512 من ${MA_1974_AR}`,
    },
  },
  {
    key: 'ma_commercial_appeal',
    country: 'MA',
    triggers: ['notification_commercial_judgment'],
    labels: {
      en: 'Appeal of a commercial court judgment (Morocco, law 53-95)',
      fr: 'Appel d’un jugement du tribunal de commerce (Maroc, loi 53-95)',
      ar: 'استئناف حكم المحكمة التجارية (المغرب، القانون 53.95)',
    },
    months: 0,
    days: 15,
    franc: false,
    valid_to: OLD_CODE_TO,
    legal_reference:
      'Loi n° 53-95 instituant des juridictions de commerce, art. 18 (15 days from notification). TO VERIFY: cited from memory; counted not franc (the earlier date) until the office confirms that CPC art. 512 applies. Under loi 58.25 the appeal period is reported unified at 30 days: the new-code appeal preset also starts from this type. ' +
      CHECK,
    legal_references: {
      en: 'Law 53-95 on commercial courts, art. 18',
      fr: 'Loi n° 53-95 instituant des juridictions de commerce, art. 18',
      ar: 'المادة 18 من القانون رقم 53.95 القاضي بإحداث محاكم تجارية',
    },
  },
  {
    key: 'ma_criminal_appeal',
    country: 'MA',
    triggers: ['pronouncement_criminal_judgment'],
    labels: {
      en: 'Criminal appeal from the pronouncement (Morocco)',
      fr: 'Appel pénal à compter du prononcé (Maroc)',
      ar: 'أجل الاستئناف الزجري من تاريخ النطق بالحكم (المغرب)',
    },
    months: 0,
    days: 10,
    franc: false,
    legal_reference:
      'Code de procédure pénale (loi n° 22-01), art. 400: 10 days from the pronouncement of a judgment given in the parties’ presence (from notification for a default judgment; public prosecutor general: 60 days, art. 402). TO VERIFY: whether loi 03.23 (in force 8 Dec 2025) changed these periods, and how they are counted ("délais entiers"): counted not franc, the earlier date. Log the hearing of the pronouncement as the starting action. ' +
      CHECK,
    legal_references: {
      en: 'Code of Criminal Procedure, art. 400',
      fr: 'Code de procédure pénale, art. 400',
      ar: 'المادة 400 من قانون المسطرة الجنائية',
    },
  },
  {
    key: 'ma_criminal_cassation',
    country: 'MA',
    triggers: ['pronouncement_criminal_appeal_judgment'],
    labels: {
      en: 'Criminal cassation from the pronouncement (Morocco)',
      fr: 'Pourvoi pénal à compter du prononcé (Maroc)',
      ar: 'أجل الطعن بالنقض الزجري من تاريخ النطق بالقرار (المغرب)',
    },
    months: 0,
    days: 10,
    franc: false,
    legal_reference:
      'Code de procédure pénale (loi n° 22-01), art. 527: 10 days from the pronouncement. TO VERIFY: the article number and loi 03.23’s changes come from secondary sources (jurispromaroc.com, juris.ma); counted not franc, the earlier date. ' +
      CHECK,
    legal_references: {
      en: 'Code of Criminal Procedure, art. 527',
      fr: 'Code de procédure pénale, art. 527',
      ar: 'المادة 527 من قانون المسطرة الجنائية',
    },
  },
  // Morocco, loi 58.25 (actions from 24 August 2026).
  {
    key: 'ma_appeal_cpc2026',
    country: 'MA',
    triggers: ['notification_judgment', 'notification_commercial_judgment'],
    labels: { en: 'Appeal (Morocco, law 58.25)', fr: 'Appel (Maroc, loi 58.25)', ar: 'أجل الاستئناف (المغرب، القانون 58.25)' },
    months: 0,
    days: 30,
    franc: true,
    valid_from: NEW_CODE_FROM,
    legal_reference: `Loi 58.25, art. 604 (appeal period unified at 30 days from notification) and art. 602 (clear days). ${MA_NEW_CODE_NOTE} ${CHECK}`,
    legal_references: {
      en: 'Law 58.25 on civil procedure, arts. 602 and 604',
      fr: 'Loi n° 58.25 relative à la procédure civile, art. 602 et 604',
      ar: `المادتان 602 و604 من ${MA_58_25_AR}`,
    },
  },
  {
    key: 'ma_summary_appeal_cpc2026',
    country: 'MA',
    triggers: ['notification_summary_order'],
    labels: {
      en: 'Appeal of a summary order (Morocco, law 58.25)',
      fr: 'Appel d’une ordonnance de référé (Maroc, loi 58.25)',
      ar: 'استئناف الأمر الاستعجالي (المغرب، القانون 58.25)',
    },
    months: 0,
    days: 15,
    franc: true,
    valid_from: NEW_CODE_FROM,
    legal_reference: `Loi 58.25: 15 days, as under the 1974 code. TO VERIFY: length and article not confirmed under the new code. ${MA_NEW_CODE_NOTE} ${CHECK}`,
    legal_references: {
      en: 'Law 58.25 on civil procedure (article to verify), art. 602',
      fr: 'Loi n° 58.25 relative à la procédure civile (article à vérifier), art. 602',
      ar: `المادة 602 من ${MA_58_25_AR} (المادة الخاصة بالأوامر الاستعجالية يجب التحقق منها)`,
    },
  },
  {
    key: 'ma_cassation_cpc2026',
    country: 'MA',
    triggers: ['notification_appeal_ruling'],
    labels: {
      en: 'Cassation (Morocco, law 58.25)',
      fr: 'Pourvoi en cassation (Maroc, loi 58.25)',
      ar: 'أجل الطعن بالنقض (المغرب، القانون 58.25)',
    },
    months: 0,
    days: 30,
    franc: true,
    valid_from: NEW_CODE_FROM,
    legal_reference: `Loi 58.25: 30 days from notification, reported unchanged. TO VERIFY: article not confirmed. ${MA_NEW_CODE_NOTE} ${CHECK}`,
    legal_references: {
      en: 'Law 58.25 on civil procedure (article to verify), art. 602',
      fr: 'Loi n° 58.25 relative à la procédure civile (article à vérifier), art. 602',
      ar: `المادة 602 من ${MA_58_25_AR} (مادة أجل النقض يجب التحقق منها)`,
    },
  },
  {
    key: 'ma_opposition_cpc2026',
    country: 'MA',
    triggers: ['notification_default_judgment'],
    labels: { en: 'Opposition (Morocco, law 58.25)', fr: 'Opposition (Maroc, loi 58.25)', ar: 'أجل التعرض (المغرب، القانون 58.25)' },
    months: 0,
    days: 10,
    franc: true,
    valid_from: NEW_CODE_FROM,
    legal_reference: `Loi 58.25: 10 days from notification of the default judgment, reported unchanged. TO VERIFY: article not confirmed. ${MA_NEW_CODE_NOTE} ${CHECK}`,
    legal_references: {
      en: 'Law 58.25 on civil procedure (article to verify), art. 602',
      fr: 'Loi n° 58.25 relative à la procédure civile (article à vérifier), art. 602',
      ar: `المادة 602 من ${MA_58_25_AR} (مادة أجل التعرض يجب التحقق منها)`,
    },
  },
  // Tunisia.
  {
    key: 'tn_appeal',
    country: 'TN',
    triggers: ['notification_judgment'],
    labels: { en: 'Appeal (Tunisia)', fr: 'Appel (Tunisie)', ar: 'أجل الاستئناف (تونس)' },
    months: 0,
    days: 20,
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, art. 141 (new): 20 days from the regular signification to the losing party; a last day that is a holiday moves to the day after the feast. ${TN_NOT_FRANC} A party away from Tunisia: the "party abroad" preset. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Commercial Procedure, art. 141',
      fr: 'Code de procédure civile et commerciale, art. 141 (nouveau)',
      ar: 'الفصل 141 (جديد) من مجلة المرافعات المدنية والتجارية',
    },
  },
  {
    key: 'tn_appeal_abroad',
    country: 'TN',
    triggers: ['notification_judgment_abroad'],
    labels: {
      en: 'Appeal, party abroad (Tunisia)',
      fr: 'Appel, partie à l’étranger (Tunisie)',
      ar: 'أجل الاستئناف لطرف غائب عن البلاد التونسية (تونس)',
    },
    months: 0,
    days: 50,
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, art. 141 al. 5: 20 days increased by 30 days when the losing party is away from Tunisia on the day of the signification. ${TN_NOT_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Commercial Procedure, art. 141 para. 5',
      fr: 'Code de procédure civile et commerciale, art. 141 al. 5',
      ar: 'الفقرة الخامسة من الفصل 141 من مجلة المرافعات المدنية والتجارية',
    },
  },
  {
    key: 'tn_cassation',
    country: 'TN',
    triggers: ['notification_appeal_ruling'],
    labels: { en: 'Cassation (Tunisia)', fr: 'Pourvoi en cassation (Tunisie)', ar: 'أجل التعقيب (تونس)' },
    months: 0,
    days: 20,
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, title IV, chapter IV (arts. 175 to 197, as amended by loi n° 2007-18 of 22 March 2007): 20 days from the signification. Art. 175 lists the grounds of cassation, not the period (the earlier preset cited it wrongly). TO VERIFY: the article fixing the period was not read. ${TN_NOT_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Commercial Procedure, arts. 175 to 197 (the period’s article to verify)',
      fr: 'Code de procédure civile et commerciale, art. 175 à 197 (article du délai à vérifier)',
      ar: 'الفصول 175 إلى 197 من مجلة المرافعات المدنية والتجارية (يجب التحقق من فصل الأجل)',
    },
  },
  {
    key: 'tn_cassation_brief',
    country: 'TN',
    triggers: [],
    start_after: { preset: 'tn_cassation', event: 'done' },
    labels: {
      en: 'Cassation brief after the appeal in cassation (Tunisia)',
      fr: 'Mémoire après le pourvoi en cassation (Tunisie)',
      ar: 'تقديم مستندات التعقيب ومذكرة أسبابه (تونس)',
    },
    months: 0,
    days: 30,
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, art. 185 (new): within at most 30 days of filing the appeal in cassation, on pain of forfeiture. Counted from the action that met the cassation deadline (the appeal filed), else from the day it was marked done. ${TN_NOT_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Commercial Procedure, art. 185',
      fr: 'Code de procédure civile et commerciale, art. 185 (nouveau)',
      ar: 'الفصل 185 (جديد) من مجلة المرافعات المدنية والتجارية',
    },
  },
  // Algeria.
  {
    key: 'dz_appeal_in_person',
    country: 'DZ',
    triggers: ['notification_judgment'],
    service_mode: 'in_person',
    labels: {
      en: 'Appeal, served in person (Algeria)',
      fr: 'Appel, signification à personne (Algérie)',
      ar: 'أجل الاستئناف، تبليغ شخصي (الجزائر)',
    },
    months: 1,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative (loi 08-09), art. 336: one month from the signification to the party in person. ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 336 and 405',
      fr: 'Code de procédure civile et administrative, art. 336 et 405',
      ar: 'المادتان 336 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_appeal_domicile',
    country: 'DZ',
    triggers: ['notification_judgment'],
    service_mode: 'domicile',
    labels: {
      en: 'Appeal, served at the domicile (Algeria)',
      fr: 'Appel, signification à domicile (Algérie)',
      ar: 'أجل الاستئناف، تبليغ في الموطن (الجزائر)',
    },
    months: 2,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 336: two months when the signification is made at the real or elected domicile. ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 336 and 405',
      fr: 'Code de procédure civile et administrative, art. 336 et 405',
      ar: 'المادتان 336 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_summary_appeal',
    country: 'DZ',
    triggers: ['notification_summary_order'],
    labels: {
      en: 'Appeal of a summary order (Algeria)',
      fr: 'Appel d’une ordonnance de référé (Algérie)',
      ar: 'استئناف الأمر الاستعجالي (الجزائر)',
    },
    months: 0,
    days: 15,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 304: 15 days from the signification. TO VERIFY: text not retrieved. ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 304 and 405',
      fr: 'Code de procédure civile et administrative, art. 304 et 405',
      ar: 'المادتان 304 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_cassation_in_person',
    country: 'DZ',
    triggers: ['notification_appeal_ruling'],
    service_mode: 'in_person',
    labels: {
      en: 'Cassation, served in person (Algeria)',
      fr: 'Pourvoi en cassation, signification à personne (Algérie)',
      ar: 'أجل الطعن بالنقض، تبليغ شخصي (الجزائر)',
    },
    months: 2,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 354: two months from the signification to the party in person. TO VERIFY: text not read (art. 358 refers to it). ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 354 and 405',
      fr: 'Code de procédure civile et administrative, art. 354 et 405',
      ar: 'المادتان 354 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_cassation_domicile',
    country: 'DZ',
    triggers: ['notification_appeal_ruling'],
    service_mode: 'domicile',
    labels: {
      en: 'Cassation, served at the domicile (Algeria)',
      fr: 'Pourvoi en cassation, signification à domicile (Algérie)',
      ar: 'أجل الطعن بالنقض، تبليغ في الموطن (الجزائر)',
    },
    months: 3,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 354: three months when the signification is made at the real or elected domicile. TO VERIFY: text not read. ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 354 and 405',
      fr: 'Code de procédure civile et administrative, art. 354 et 405',
      ar: 'المادتان 354 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_opposition',
    country: 'DZ',
    triggers: ['notification_default_judgment'],
    labels: { en: 'Opposition (Algeria)', fr: 'Opposition (Algérie)', ar: 'أجل المعارضة (الجزائر)' },
    months: 1,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 329: one month from the signification of the default judgment. TO VERIFY: cited from memory. ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, arts. 329 and 405',
      fr: 'Code de procédure civile et administrative, art. 329 et 405',
      ar: 'المادتان 329 و405 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_default_appeal_in_person',
    country: 'DZ',
    triggers: [],
    start_after: { preset: 'dz_opposition', event: 'due' },
    service_mode: 'in_person',
    labels: {
      en: 'Appeal of a default judgment after the opposition period, served in person (Algeria)',
      fr: 'Appel d’un jugement par défaut après le délai d’opposition, signification à personne (Algérie)',
      ar: 'استئناف حكم غيابي بعد انقضاء أجل المعارضة، تبليغ شخصي (الجزائر)',
    },
    months: 1,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 336 al. 3: for a default judgment the appeal period runs only from the expiry of the opposition period; one month (service in person). ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, art. 336 para. 3',
      fr: 'Code de procédure civile et administrative, art. 336 al. 3',
      ar: 'الفقرة الثالثة من المادة 336 من قانون الإجراءات المدنية والإدارية',
    },
  },
  {
    key: 'dz_default_appeal_domicile',
    country: 'DZ',
    triggers: [],
    start_after: { preset: 'dz_opposition', event: 'due' },
    service_mode: 'domicile',
    labels: {
      en: 'Appeal of a default judgment after the opposition period, served at the domicile (Algeria)',
      fr: 'Appel d’un jugement par défaut après le délai d’opposition, signification à domicile (Algérie)',
      ar: 'استئناف حكم غيابي بعد انقضاء أجل المعارضة، تبليغ في الموطن (الجزائر)',
    },
    months: 2,
    days: 0,
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 336 al. 3: for a default judgment the appeal period runs only from the expiry of the opposition period; two months (service at the domicile). ${DZ_FRANC} ${CHECK}`,
    legal_references: {
      en: 'Code of Civil and Administrative Procedure, art. 336 para. 3',
      fr: 'Code de procédure civile et administrative, art. 336 al. 3',
      ar: 'الفقرة الثالثة من المادة 336 من قانون الإجراءات المدنية والإدارية',
    },
  },
  // France.
  {
    key: 'fr_appeal',
    country: 'FR',
    triggers: ['notification_judgment'],
    labels: { en: 'Appeal (France)', fr: 'Appel (France)', ar: 'أجل الاستئناف (فرنسا)' },
    months: 1,
    days: 0,
    franc: false,
    legal_reference: `Code de procédure civile, art. 538 (one month in contentious matters; 15 days in non-contentious ones) and arts. 640–642 (not franc; a month ends on the same day number or the month’s last day; a Saturday, Sunday or holiday moves to the next working day). Parties abroad or overseas: the presets of their own starting types (art. 643). ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 538 and 640 to 642',
      fr: 'Code de procédure civile, art. 538 et 640 à 642',
      ar: 'المواد 538 و640 إلى 642 من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_appeal_overseas',
    country: 'FR',
    triggers: ['notification_judgment_overseas'],
    labels: {
      en: 'Appeal, party overseas (France)',
      fr: 'Appel, partie outre-mer (France)',
      ar: 'أجل الاستئناف لطرف مقيم بأقاليم ما وراء البحار (فرنسا)',
    },
    months: 2,
    days: 0,
    franc: false,
    legal_reference: `Code de procédure civile, art. 538 and art. 643 1° (one month more for a party living overseas when the court sits in metropolitan France), arts. 640–642. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 538 and 643 1°',
      fr: 'Code de procédure civile, art. 538 et 643 1°',
      ar: 'المادتان 538 و643 (البند 1) من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_appeal_abroad',
    country: 'FR',
    triggers: ['notification_judgment_abroad'],
    labels: {
      en: 'Appeal, party abroad (France)',
      fr: 'Appel, partie à l’étranger (France)',
      ar: 'أجل الاستئناف لطرف مقيم بالخارج (فرنسا)',
    },
    months: 3,
    days: 0,
    franc: false,
    legal_reference: `Code de procédure civile, art. 538 and art. 643 2° (two months more for a party living abroad), arts. 640–642. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 538 and 643 2°',
      fr: 'Code de procédure civile, art. 538 et 643 2°',
      ar: 'المادتان 538 و643 (البند 2) من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_summary_appeal',
    country: 'FR',
    triggers: ['notification_summary_order'],
    labels: {
      en: 'Appeal of a summary order (France)',
      fr: 'Appel d’une ordonnance de référé (France)',
      ar: 'استئناف الأمر الاستعجالي (فرنسا)',
    },
    months: 0,
    days: 15,
    franc: false,
    legal_reference: `Code de procédure civile, art. 490 (15 days), arts. 640–642. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 490 and 640 to 642',
      fr: 'Code de procédure civile, art. 490 et 640 à 642',
      ar: 'المواد 490 و640 إلى 642 من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_summary_appeal_abroad',
    country: 'FR',
    triggers: ['notification_summary_order_abroad'],
    labels: {
      en: 'Appeal of a summary order, party abroad (France)',
      fr: 'Appel d’une ordonnance de référé, partie à l’étranger (France)',
      ar: 'استئناف الأمر الاستعجالي لطرف مقيم بالخارج (فرنسا)',
    },
    months: 2,
    days: 15,
    franc: false,
    legal_reference: `Code de procédure civile, art. 490 (15 days) and art. 643 2° (two months more), counted months first, then days (art. 641 al. 3). ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 490, 641 and 643 2°',
      fr: 'Code de procédure civile, art. 490, 641 et 643 2°',
      ar: 'المواد 490 و641 و643 (البند 2) من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_cassation',
    country: 'FR',
    triggers: ['notification_appeal_ruling'],
    labels: { en: 'Cassation (France)', fr: 'Pourvoi en cassation (France)', ar: 'أجل الطعن بالنقض (فرنسا)' },
    months: 2,
    days: 0,
    franc: false,
    legal_reference: `Code de procédure civile, art. 612 (two months from the signification), arts. 640–642. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 612 and 640 to 642',
      fr: 'Code de procédure civile, art. 612 et 640 à 642',
      ar: 'المواد 612 و640 إلى 642 من قانون المسطرة المدنية الفرنسي',
    },
  },
  {
    key: 'fr_opposition',
    country: 'FR',
    triggers: ['notification_default_judgment'],
    labels: { en: 'Opposition (France)', fr: 'Opposition (France)', ar: 'أجل التعرض (فرنسا)' },
    months: 1,
    days: 0,
    franc: false,
    legal_reference: `Code de procédure civile, art. 538 (one month for an ordinary remedy) and art. 571 et seq., arts. 640–642. ${CHECK}`,
    legal_references: {
      en: 'Code of Civil Procedure, arts. 538 and 571',
      fr: 'Code de procédure civile, art. 538 et 571',
      ar: 'المادتان 538 و571 من قانون المسطرة المدنية الفرنسي',
    },
  },
];
