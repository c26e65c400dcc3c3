import type { MailLanguage } from './digest-labels';

/**
 * The printed roll's words, the same as the roll screen's (reminders:roll.* in the web's
 * catalogues, checked by reader-language.test.ts). The title's date arrives written out.
 */
export interface RollLabels {
  title: (date: string) => string;
  noTribunal: string;
  reference: string;
  courtNumber: string;
  parties: string;
  action: string;
  attendee: string;
  empty: string;
}

export const ROLL_LABELS: Record<MailLanguage, RollLabels> = {
  en: {
    title: (date) => `Court roll for ${date}`,
    noTribunal: 'No tribunal',
    reference: 'Dossier',
    // The dossier's first-instance number and its civilly liable party: what the roll holds today.
    courtNumber: 'Case number (first instance)',
    parties: 'Civilly liable party',
    action: 'Action',
    attendee: 'Lawyer in charge',
    empty: 'No action on this day.',
  },
  fr: {
    title: (date) => `Rôle d’audience du ${date}`,
    noTribunal: 'Sans juridiction',
    reference: 'Dossier',
    courtNumber: 'N°\u00a0de dossier (1re instance)',
    parties: 'Civilement responsable',
    action: 'Action',
    attendee: 'Avocat chargé',
    empty: 'Aucune action ce jour.',
  },
  ar: {
    title: (date) => `جدول الجلسات ليوم ${date}`,
    noTribunal: 'بدون محكمة',
    reference: 'الملف',
    courtNumber: 'رقم الملف بالمحكمة الابتدائية',
    parties: 'المسؤول المدني',
    action: 'الإجراء',
    attendee: 'المحامي المكلف',
    empty: 'لا توجد إجراءات في هذا اليوم.',
  },
};
