import type { AgendaItem, ExportLanguage } from '@cabinet/shared';
import { EXPORT_LABELS, type ExportLabels } from './export-labels';

/** What every export format renders: the rows plus the words around them. */
export interface ExportDocument {
  items: AgendaItem[];
  from: string;
  to: string;
  title: string;
  lang: ExportLanguage;
  labels: ExportLabels;
  /** Export time, for the calendar's DTSTAMP. */
  generatedAt: Date;
}

export function exportDocument(input: { items: AgendaItem[]; from: string; to: string; tomorrow: string; lang: ExportLanguage; generatedAt: Date }): ExportDocument {
  const labels = EXPORT_LABELS[input.lang];
  const isTomorrow = input.from === input.tomorrow && input.to === input.tomorrow;
  const range = input.from === input.to ? input.from : `${input.from} – ${input.to}`;
  return { ...input, labels, title: `${isTomorrow ? labels.tomorrow : labels.agenda} ${range}` };
}

/** The cells of one row, shared by the text, HTML and CSV formats. */
export function rowCells(item: AgendaItem, labels: ExportLabels): [string, string, string, string, string] {
  return [item.agenda_date, labels.matchedValues[item.matched], `#${item.ref_dossier_bureau}`, item.type_libelle ?? '', item.contenu ?? ''];
}

export const headerCells = (labels: ExportLabels) => [labels.date, labels.matched, labels.dossier, labels.type, labels.content];
