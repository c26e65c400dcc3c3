import type { AgendaItem, ExportLanguage } from '@cabinet/shared';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { addDays } from '../../lib/dates';
import { ruleLabelIn, typeLabelIn } from './export-document';
import { EXPORT_LABELS } from './export-labels';

/** A calendar date as the UTC midnight the library writes back as the same VALUE=DATE. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
const DAY_SECONDS = 86_400;
/** Deadlines ring a week before and the day before they fall. */
const ALARM_DAYS = [7, 1];

export interface CalendarOptions {
  lang: ExportLanguage;
  /** DTSTAMP of every event: when this calendar was produced. */
  generatedAt: Date;
  /** The calendar's display name (X-WR-CALNAME). */
  name?: string;
}

/**
 * The iCalendar text for agenda items, actions and deadlines alike: one all-day event per item.
 * UIDs name the record (and, for actions, the matched date) so a calendar that imports or polls
 * it again replaces the event instead of adding one; SEQUENCE and LAST-MODIFIED follow the
 * record's version. Escaping and line folding are the library's.
 */
export function buildCalendar(items: readonly AgendaItem[], options: CalendarOptions): string {
  const labels = EXPORT_LABELS[options.lang];
  const calendar = ical({
    prodId: { company: 'Cabinet', product: 'Agenda', language: options.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
  });
  for (const item of items) {
    const common = {
      start: day(item.agenda_date),
      end: day(addDays(item.agenda_date, 1)),
      allDay: true,
      stamp: options.generatedAt,
      sequence: item.version,
      lastModified: new Date(item.modified_at),
    };
    if (item.kind === 'deadline') {
      const label = ruleLabelIn(item, options.lang);
      const event = calendar.createEvent({
        ...common,
        id: `deadline-${item.id_deadline}@cabinet`,
        summary: `${labels.dossierRef(item.ref_dossier_bureau)} – ${labels.deadlineSummary}: ${label}`,
        description: [labels.countedFrom(item.start_date), item.legal_reference].filter(Boolean).join('\n'),
      });
      for (const days of ALARM_DAYS)
        event.createAlarm({ type: ICalAlarmType.display, trigger: days * DAY_SECONDS, description: `${labels.alarm(days)}: ${label}` });
    } else {
      calendar.createEvent({
        ...common,
        id: `action-${item.id_action}-${item.matched}@cabinet`,
        summary: [labels.dossierRef(item.ref_dossier_bureau), typeLabelIn(item, options.lang)].filter(Boolean).join(' – '),
        description: [labels.matchedValues[item.matched], item.contenu].filter(Boolean).join('\n'),
      });
    }
  }
  // RFC 5545 ends every content line, the last one included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
