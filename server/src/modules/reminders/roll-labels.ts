import type { MailLanguage } from './digest-labels';

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
    courtNumber: 'Court no.',
    parties: 'Parties',
    action: 'Action',
    attendee: 'Attends',
    empty: 'No hearing on this day.',
  },
  fr: {
    title: (date) => `Rôle d'audience du ${date}`,
    noTribunal: 'Sans tribunal',
    reference: 'Dossier',
    courtNumber: 'N° tribunal',
    parties: 'Parties',
    action: 'Action',
    attendee: 'Présent',
    empty: 'Aucune audience ce jour.',
  },
  ar: {
    title: (date) => `جدول الجلسات ليوم ${date}`,
    noTribunal: 'بدون محكمة',
    reference: 'الملف',
    courtNumber: 'رقم الملف بالمحكمة',
    parties: 'الأطراف',
    action: 'الإجراء',
    attendee: 'الحاضر',
    empty: 'لا توجد جلسات في هذا اليوم.',
  },
};
