import type { AgendaItem, ExportLanguage } from '@cabinet/shared';
import { addDays } from '../../lib/dates';
import { ruleLabelIn, typeLabelIn } from './export-document';
import { EXPORT_LABELS } from './export-labels';
import { contentLines, dateValue, escapeText, utcValue } from './ics-lines';

/** Deadlines ring a week before and the day before they fall. */
const ALARM_DAYS = [7, 1];

export interface CalendarOptions {
  lang: ExportLanguage;
  /** DTSTAMP of every event: when this calendar was produced. */
  generatedAt: Date;
  /** The calendar's display name (X-WR-CALNAME). */
  name?: string;
}

interface EventText {
  uid: string;
  summary: string;
  description: string;
  alarms: { days: number; description: string }[];
}

function eventText(item: AgendaItem, lang: ExportLanguage): EventText {
  const labels = EXPORT_LABELS[lang];
  if (item.kind === 'deadline') {
    const label = ruleLabelIn(item, lang);
    return {
      uid: `deadline-${item.id_deadline}@cabinet`,
      summary: `${labels.dossierRef(item.ref_dossier_bureau)} – ${labels.deadlineSummary}: ${label}`,
      description: [labels.countedFrom(item.start_date), item.legal_reference].filter(Boolean).join('\n'),
      alarms: ALARM_DAYS.map((days) => ({ days, description: `${labels.alarm(days)}: ${label}` })),
    };
  }
  return {
    uid: `action-${item.id_action}-${item.matched}@cabinet`,
    summary: [labels.dossierRef(item.ref_dossier_bureau), typeLabelIn(item, lang)].filter(Boolean).join(' – '),
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
  const stamp = utcValue(options.generatedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Cabinet//Agenda//${options.lang.toUpperCase()}`,
    'METHOD:PUBLISH',
    'CALSCALE:GREGORIAN',
  ];
  if (options.name) lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  for (const item of items) {
    const text = eventText(item, options.lang);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(text.uid)}`,
      `SEQUENCE:${item.version}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(item.agenda_date)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(item.agenda_date, 1))}`,
      `SUMMARY:${escapeText(text.summary)}`,
    );
    if (text.description) lines.push(`DESCRIPTION:${escapeText(text.description)}`);
    lines.push(`LAST-MODIFIED:${utcValue(new Date(item.modified_at))}`);
    for (const alarm of text.alarms) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-P${alarm.days}D`, `DESCRIPTION:${escapeText(alarm.description)}`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return contentLines(lines);
}
