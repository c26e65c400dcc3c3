import { addDays } from '../../lib/dates';
import type { ExportDocument } from './export-document';

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space, never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');
const basicTimestamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** One all-day event per row; the UID names the action and the matched date, so re-imports update in place. */
export function toIcs(doc: ExportDocument): string {
  const stamp = basicTimestamp(doc.generatedAt);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Cabinet//Agenda//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const item of doc.items) {
    const summary = [`#${item.ref_dossier_bureau}`, item.type_libelle].filter(Boolean).join(' – ');
    const description = [doc.labels.matchedValues[item.matched], item.contenu].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:action-${item.id_action}-${item.matched}@cabinet`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(item.agenda_date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(item.agenda_date, 1))}`,
      `SUMMARY:${escapeIcsText(summary)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
