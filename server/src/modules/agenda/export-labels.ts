import type { AgendaMatch, ExportLanguage } from '@cabinet/shared';
import { plural } from '../../lib/reader-language';

/** The downloads' words; dates arrive written out for the reader (reader-language.ts). */
export interface ExportLabels {
  /** Whole titles per language (word order differs), never a label glued to a range. */
  tomorrowTitle: (day: string) => string;
  agendaTitle: (from: string, to: string) => string;
  /** A subscribed calendar's name: one name whatever the days it holds (they move daily). */
  feedName: string;
  date: string;
  matched: string;
  matchedValues: Record<AgendaMatch, string>;
  dossier: string;
  type: string;
  content: string;
  empty: string;
  count: (n: number) => string;
  /** Deadline rows: the "matched" cell, the content cell, the count and the calendar words. */
  deadlineDue: string;
  countedFrom: (date: string) => string;
  deadlineCount: (n: number) => string;
  /** Before a deadline's label in a calendar event: the day it names is the period's last. */
  deadlineSummary: string;
  alarm: (days: number) => string;
}

/** Headers and titles of the downloads, in the three languages of the app. */
export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = {
  en: {
    tomorrowTitle: (day) => `Actions for tomorrow, ${day}`,
    agendaTitle: (from, to) => (from === to ? `Agenda for ${from}` : `Agenda from ${from} to ${to}`),
    feedName: 'Cabinet — Agenda',
    date: 'Date',
    matched: 'Matched on',
    matchedValues: { date_action: 'Action date', date_prochaine: 'Next date' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Content',
    empty: 'No actions scheduled',
    count: (n) => plural('en', n, { one: '{n} action', other: '{n} actions' }),
    deadlineDue: 'Deadline due',
    countedFrom: (date) => `Counted from ${date}`,
    deadlineCount: (n) => plural('en', n, { one: '{n} deadline', other: '{n} deadlines' }),
    deadlineSummary: 'Last day',
    alarm: (days) => plural('en', days, { one: 'Deadline expires tomorrow', other: 'Deadline expires in {n} days' }),
  },
  fr: {
    tomorrowTitle: (day) => `Actions de demain, ${day}`,
    agendaTitle: (from, to) => (from === to ? `Agenda du ${from}` : `Agenda du ${from} au ${to}`),
    feedName: 'Cabinet — Agenda',
    date: 'Date',
    matched: 'Correspondance',
    matchedValues: { date_action: 'Date de l’action', date_prochaine: 'Prochaine date' },
    dossier: 'Dossier',
    type: 'Type',
    content: 'Contenu',
    empty: 'Aucune action prévue',
    count: (n) => plural('fr', n, { one: '{n} action', many: '{n} d’actions', other: '{n} actions' }),
    deadlineDue: 'Échéance du délai',
    countedFrom: (date) => `Compté à partir du ${date}`,
    deadlineCount: (n) => plural('fr', n, { one: '{n} délai', many: '{n} de délais', other: '{n} délais' }),
    deadlineSummary: 'Dernier jour',
    alarm: (days) => plural('fr', days, { one: 'Le délai expire demain', other: 'Le délai expire dans {n}\u00a0jours' }),
  },
  ar: {
    tomorrowTitle: (day) => `إجراءات الغد، ${day}`,
    agendaTitle: (from, to) => (from === to ? `المفكرة ليوم ${from}` : `المفكرة من ${from} إلى ${to}`),
    feedName: 'Cabinet — المفكرة',
    date: 'التاريخ',
    matched: 'التاريخ المطابق',
    matchedValues: { date_action: 'تاريخ الإجراء', date_prochaine: 'الموعد المقبل' },
    dossier: 'الملف',
    type: 'النوع',
    content: 'المحتوى',
    empty: 'لا توجد إجراءات مبرمجة',
    count: (n) =>
      plural('ar', n, { zero: 'لا إجراءات', one: 'إجراء واحد', two: 'إجراءان', few: '{n} إجراءات', many: '{n} إجراءً', other: '{n} إجراء' }),
    deadlineDue: 'انقضاء الأجل',
    countedFrom: (date) => `يُحتسب ابتداءً من ${date}`,
    deadlineCount: (n) =>
      plural('ar', n, { zero: 'لا آجال', one: 'أجل واحد', two: 'أجلان', few: '{n} آجال', many: '{n} أجلًا', other: '{n} أجل' }),
    deadlineSummary: 'آخر يوم',
    alarm: (days) =>
      plural('ar', days, {
        one: 'ينقضي الأجل غدًا',
        two: 'ينقضي الأجل بعد يومين',
        few: 'ينقضي الأجل بعد {n} أيام',
        many: 'ينقضي الأجل بعد {n} يومًا',
        other: 'ينقضي الأجل بعد {n} يوم',
      }),
  },
};
