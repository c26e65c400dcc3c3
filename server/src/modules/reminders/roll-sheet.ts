import { labelIn, type RollResponse } from '@cabinet/shared';
import { dossierRef, readerDate } from '../../lib/reader-language';
import type { MailLanguage } from './digest-labels';
import { partyLines, ROLL_LABELS, stageLines, timeAndRoom, tribunalHeading, type RollWording } from './roll-labels';

/**
 * The most characters a cell of the PDF roll holds: an action's text may be 20,000 characters,
 * pages of one row. The PDF is a sheet to take to court; the printable page and the screen show
 * the whole text.
 */
export const ROLL_PDF_CELL_CHARS = 1_000;

/** The roll as the PDF lays it out: every text in the reader's language, cells already cut to size. */
export interface RollSheet {
  dir: 'ltr' | 'rtl';
  /** The office's name, above the title. */
  office: string;
  title: string;
  /** Shown when there is no group. */
  empty: string;
  headers: string[];
  groups: { heading: string; rows: string[][] }[];
}

/** `text` cut to `max` characters (not halves of one), with an ellipsis when something was left out. */
export function cutText(text: string, max = ROLL_PDF_CELL_CHARS): string {
  if (text.length <= max) return text;
  const kept = Array.from(text.slice(0, max * 2)).slice(0, max);
  return `${kept.join('').trimEnd()}…`;
}

/** The level's name, then its number (a hearing with no level: the dossier's first-instance number, as the old system had it). */
function courtNumberCell(h: RollResponse['groups'][number]['hearings'][number], lang: MailLanguage): string {
  const stage = stageLines(h.stage, lang);
  if (!stage) return h.num_dossier_tribunal ?? '';
  return [stage.kind, stage.number].filter(Boolean).join('\n');
}

/**
 * What the PDF job needs, and no more: made here, where it costs the length of the texts, so that
 * the job's input stays small (it is copied to the job's process) and bounded.
 */
export function rollSheet(roll: RollResponse, lang: MailLanguage, { office, arabicMonths, bailiffTitle }: RollWording): RollSheet {
  const labels = ROLL_LABELS[lang];
  return {
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    office: cutText(office),
    title: labels.title(readerDate(roll.date, lang, arabicMonths)),
    empty: labels.empty,
    headers: [`${labels.time} – ${labels.room}`, labels.reference, labels.courtNumber, labels.parties, labels.action, labels.attendee],
    groups: roll.groups.map((group) => ({
      heading: cutText(tribunalHeading(group, lang)),
      rows: group.hearings.map((h) =>
        [
          timeAndRoom(h).join('\n'),
          dossierRef(h.ref_dossier_bureau, lang),
          // The number on a line of its own: a run of digits and slashes the PDF lays out left to right.
          courtNumberCell(h, lang),
          partyLines(h.parties, lang, bailiffTitle).join('\n'),
          [h.type_libelle === null ? null : labelIn(h.type_libelle, h.type_labels, lang), h.contenu].filter(Boolean).join(' – '),
          h.attendee ?? '',
        ].map((cell) => cutText(cell)),
      ),
    })),
  };
}
