import type { AgendaMatch, ExportLanguage } from '@cabinet/shared';

export interface ExportLabels {
  agenda: string;
  tomorrow: string;
  date: string;
  matched: string;
  matchedValues: Record<AgendaMatch, string>;
  dossier: string;
  type: string;
  content: string;
  empty: string;
  count: (n: number) => string;
}

/** Headers and titles of the downloads, in the three languages of the app. */
export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = {
  en: {
    agenda: 'Agenda',
    tomorrow: 'Actions for tomorrow',
    date: 'Date',
    matched: 'Matched on',
    matchedValues: { date_action: 'Action date', date_prochaine: 'Next date' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Content',
    empty: 'No actions scheduled',
    count: (n) => `${n} ${n === 1 ? 'action' : 'actions'}`,
  },
  fr: {
    agenda: 'Agenda',
    tomorrow: 'Actions de demain',
    date: 'Date',
    matched: 'Correspondance',
    matchedValues: { date_action: "Date de l'action", date_prochaine: 'Prochaine date' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Contenu',
    empty: 'Aucune action prévue',
    count: (n) => `${n} action${n > 1 ? 's' : ''}`,
  },
  ar: {
    agenda: 'جدول الأعمال',
    tomorrow: 'إجراءات الغد',
    date: 'التاريخ',
    matched: 'التاريخ المطابق',
    matchedValues: { date_action: 'تاريخ الإجراء', date_prochaine: 'التاريخ القادم' },
    dossier: 'الملف',
    type: 'النوع',
    content: 'المحتوى',
    empty: 'لا توجد إجراءات مقررة',
    count: (n) => `عدد الإجراءات: ${n}`,
  },
};
