import type { AgendaMatch, ExportLanguage } from '@cabinet/shared';

export interface ExportLabels {
  /** Whole titles per language (word order differs), never a label glued to a range. */
  tomorrowTitle: (day: string) => string;
  agendaTitle: (from: string, to: string) => string;
  /** How the office's dossier reference is written: "#1001", "n° 1001", "رقم 1001". */
  dossierRef: (ref: number) => string;
  date: string;
  matched: string;
  matchedValues: Record<AgendaMatch, string>;
  dossier: string;
  type: string;
  content: string;
  client: string;
  tribunal: string;
  empty: string;
  count: (n: number) => string;
  /** Deadline rows: the "matched" cell, the content cell, the count and the calendar words. */
  deadlineDue: string;
  countedFrom: (date: string) => string;
  deadlineCount: (n: number) => string;
  deadlineSummary: string;
  alarm: (days: number) => string;
  /** A subscription feed's name: the office's, the same every day. */
  feedName: (office: string, mine: boolean) => string;
}

/** Headers and titles of the downloads, in the three languages of the app. */
export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = {
  en: {
    tomorrowTitle: (day) => `Actions for tomorrow, ${day}`,
    agendaTitle: (from, to) => (from === to ? `Agenda for ${from}` : `Agenda from ${from} to ${to}`),
    dossierRef: (ref) => `#${ref}`,
    date: 'Date',
    matched: 'Matched on',
    matchedValues: { date_action: 'Action date', date_prochaine: 'Next date' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Content',
    client: 'Client',
    tribunal: 'Tribunal',
    empty: 'No actions scheduled',
    count: (n) => `${n} ${n === 1 ? 'action' : 'actions'}`,
    deadlineDue: 'Deadline due',
    countedFrom: (date) => `Counted from ${date}`,
    deadlineCount: (n) => `${n} ${n === 1 ? 'deadline' : 'deadlines'}`,
    deadlineSummary: 'Deadline',
    alarm: (days) => (days === 1 ? 'Deadline due tomorrow' : `Deadline due in ${days} days`),
    feedName: (office, mine) => (mine ? `${office} – my agenda` : office),
  },
  fr: {
    tomorrowTitle: (day) => `Actions de demain, ${day}`,
    agendaTitle: (from, to) => (from === to ? `Agenda du ${from}` : `Agenda du ${from} au ${to}`),
    dossierRef: (ref) => `n° ${ref}`,
    date: 'Date',
    matched: 'Correspondance',
    matchedValues: { date_action: "Date de l'action", date_prochaine: 'Prochaine échéance' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Contenu',
    client: 'Client',
    tribunal: 'Juridiction',
    empty: 'Aucune action prévue',
    count: (n) => `${n} action${n > 1 ? 's' : ''}`,
    deadlineDue: 'Échéance du délai',
    countedFrom: (date) => `Compté à partir du ${date}`,
    deadlineCount: (n) => `${n} délai${n > 1 ? 's' : ''}`,
    deadlineSummary: 'Délai',
    alarm: (days) => (days === 1 ? 'Le délai expire demain' : `Le délai expire dans ${days} jours`),
    feedName: (office, mine) => (mine ? `${office} – mon agenda` : office),
  },
  ar: {
    tomorrowTitle: (day) => `إجراءات الغد، ${day}`,
    agendaTitle: (from, to) => (from === to ? `المفكرة ليوم ${from}` : `المفكرة من ${from} إلى ${to}`),
    dossierRef: (ref) => `رقم ${ref}`,
    date: 'التاريخ',
    matched: 'التاريخ المطابق',
    matchedValues: { date_action: 'تاريخ الإجراء', date_prochaine: 'الموعد المقبل' },
    dossier: 'الملف',
    type: 'النوع',
    content: 'المحتوى',
    client: 'الموكل',
    tribunal: 'المحكمة',
    empty: 'لا توجد إجراءات مقررة',
    count: (n) => `عدد الإجراءات: ${n}`,
    deadlineDue: 'انقضاء الأجل',
    countedFrom: (date) => `يحتسب ابتداء من ${date}`,
    deadlineCount: (n) => `عدد الآجال: ${n}`,
    deadlineSummary: 'أجل',
    alarm: (days) => (days === 1 ? 'ينقضي الأجل غدا' : `ينقضي الأجل بعد ${days} أيام`),
    feedName: (office, mine) => (mine ? `${office} – مفكرتي` : office),
  },
};
