import {
  labelIn,
  type ActionAgendaItem,
  type AgendaItem,
  type ArabicMonthStyle,
  type DeadlineAgendaItem,
  type ExportLanguage,
} from '@cabinet/shared';
import { dossierRef, LIST_SEPARATOR, readerDate } from '../../lib/reader-language';
import { EXPORT_LABELS, type ExportLabels } from './export-labels';

/** What every export format renders: the rows plus the words around them. */
export interface ExportDocument {
  items: AgendaItem[];
  from: string;
  to: string;
  title: string;
  lang: ExportLanguage;
  labels: ExportLabels;
  /** A date as the reader reads it («الثلاثاء 1 دجنبر 2026»); a spreadsheet keeps the ISO date. */
  date: (iso: string) => string;
  /** Export time, for the calendar's DTSTAMP; null for a subscription feed (see buildCalendar). */
  generatedAt: Date | null;
}

export function exportDocument(input: {
  items: AgendaItem[];
  from: string;
  to: string;
  tomorrow: string;
  lang: ExportLanguage;
  /** The office's Arabic month names (Settings). */
  arabicMonths: ArabicMonthStyle;
  generatedAt: Date | null;
}): ExportDocument {
  const { arabicMonths, ...rest } = input;
  const labels = EXPORT_LABELS[input.lang];
  const date = (iso: string) => readerDate(iso, input.lang, arabicMonths);
  const isTomorrow = input.from === input.tomorrow && input.to === input.tomorrow;
  const title = isTomorrow ? labels.tomorrowTitle(date(input.from)) : labels.agendaTitle(date(input.from), date(input.to));
  return { ...rest, labels, date, title };
}

/** A rule's label in the export's language, or its main label. */
export const ruleLabelIn = (item: DeadlineAgendaItem, lang: ExportLanguage) => item.rule_labels[lang] ?? item.rule_label;

/** An action's type in the export's language, or the office's label; empty without a type. */
export const typeLabelIn = (item: ActionAgendaItem, lang: ExportLanguage) =>
  item.type_libelle === null ? '' : labelIn(item.type_libelle, item.type_labels, lang);

/**
 * The cells of one row, shared by the text, HTML and CSV formats; dates as `date` writes them
 * (the reader's long date, or ISO for a spreadsheet).
 */
export function rowCells(
  item: AgendaItem,
  labels: ExportLabels,
  lang: ExportLanguage,
  date: (iso: string) => string,
): [string, string, string, string, string] {
  if (item.kind === 'deadline') {
    const content = [labels.countedFrom(date(item.start_date)), item.legal_reference].filter(Boolean).join(' — ');
    return [date(item.agenda_date), labels.deadlineDue, dossierRef(item.ref_dossier_bureau, lang), ruleLabelIn(item, lang), content];
  }
  return [
    date(item.agenda_date),
    labels.matchedValues[item.matched],
    dossierRef(item.ref_dossier_bureau, lang),
    typeLabelIn(item, lang),
    item.contenu ?? '',
  ];
}

/** "2 actions" and, when there are any, ", 1 deadline" (an Arabic comma in Arabic). */
export function countLine(doc: ExportDocument): string {
  const deadlines = doc.items.filter((item) => item.kind === 'deadline').length;
  const actions = doc.labels.count(doc.items.length - deadlines);
  return deadlines > 0 ? `${actions}${LIST_SEPARATOR[doc.lang]}${doc.labels.deadlineCount(deadlines)}` : actions;
}

export const headerCells = (labels: ExportLabels) => [labels.date, labels.matched, labels.dossier, labels.type, labels.content];
