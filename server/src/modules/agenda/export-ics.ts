import type { AgendaItem, ExportLanguage } from '@cabinet/shared';
import { addDays } from '../../lib/dates';
import { ruleLabelIn, typeLabelIn } from './export-document';
import { EXPORT_LABELS } from './export-labels';
import { dossierRef, LABEL_SEPARATOR } from '../../lib/reader-language';
import { contentLines, dateValue, escapeText, utcOfIso, utcValue } from './ics-lines';

/** Deadlines ring a week before and the day before they fall. */
const ALARM_DAYS = [7, 1];

export interface CalendarOptions {
  lang: ExportLanguage;
  /** A date as the reader reads it, in the events' descriptions. */
  date: (iso: string) => string;
  /**
   * DTSTAMP of every event: when this calendar was produced. Null for a subscription feed: each
   * event is stamped with its record's last modification, so the same data gives the same bytes
   * (and the same ETag) however often and on whichever instance it is rendered.
   */
  generatedAt: Date | null;
  /** The calendar's display name (X-WR-CALNAME). */
  name?: string;
}

interface EventText {
  uid: string;
  summary: string;
  description: string;
  alarms: { days: number; description: string }[];
}

function eventText(item: AgendaItem, lang: ExportLanguage, date: (iso: string) => string): EventText {
  const labels = EXPORT_LABELS[lang];
  const separator = LABEL_SEPARATOR[lang];
  if (item.kind === 'deadline') {
    const label = ruleLabelIn(item, lang);
    return {
      uid: `deadline-${item.id_deadline}@cabinet`,
      summary: `${dossierRef(item.ref_dossier_bureau, lang)} – ${labels.deadlineSummary}${separator}${label}`,
      description: [labels.countedFrom(date(item.start_date)), item.legal_reference].filter(Boolean).join('\n'),
      alarms: ALARM_DAYS.map((days) => ({ days, description: `${labels.alarm(days)}${separator}${label}` })),
    };
  }
  return {
    uid: `action-${item.id_action}-${item.matched}@cabinet`,
    summary: [dossierRef(item.ref_dossier_bureau, lang), typeLabelIn(item, lang)].filter(Boolean).join(' – '),
    description: [labels.matchedValues[item.matched], item.contenu].filter(Boolean).join('\n'),
    alarms: [],
  };
}

/**
 * The iCalendar text for agenda items, actions and deadlines alike: one all-day event per item.
 * UIDs name the record (and, for actions, the matched date) so a calendar that imports or polls
 * it again replaces the event instead of adding one; SEQUENCE and LAST-MODIFIED follow the
 * record's version.
 */
export function buildCalendar(items: readonly AgendaItem[], options: CalendarOptions): string {
  const stamp = options.generatedAt ? utcValue(options.generatedAt) : null;
  // Many events share a day: its two date values are worked out once.
  const days = new Map<string, [string, string]>();
  const datesOf = (date: string) => {
    let values = days.get(date);
    if (!values) {
      values = [dateValue(date), dateValue(addDays(date, 1))];
      days.set(date, values);
    }
    return values;
  };
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Cabinet//Agenda//${options.lang.toUpperCase()}`,
    'METHOD:PUBLISH',
    'CALSCALE:GREGORIAN',
  ];
  if (options.name) lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  for (const item of items) {
    const text = eventText(item, options.lang, options.date);
    const [start, end] = datesOf(item.agenda_date);
    const modified = utcOfIso(item.modified_at);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(text.uid)}`,
      `SEQUENCE:${item.version}`,
      `DTSTAMP:${stamp ?? modified}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      `SUMMARY:${escapeText(text.summary)}`,
    );
    if (text.description) lines.push(`DESCRIPTION:${escapeText(text.description)}`);
    lines.push(`LAST-MODIFIED:${modified}`);
    for (const alarm of text.alarms) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER:-P${alarm.days}D`,
        `DESCRIPTION:${escapeText(alarm.description)}`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return contentLines(lines);
}
