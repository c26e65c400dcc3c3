import {
  labelIn,
  optionalNameIn,
  type ActionAgendaItem,
  type ArabicMonthStyle,
  type BailiffTitle,
  type RollHearing,
} from '@cabinet/shared';
import { isolateLtr } from '../stages';
import { dossierRef, LABEL_SEPARATOR, LIST_SEPARATOR, readerDate } from '../../lib/reader-language';
import { DIGEST_LABELS, type MailLanguage } from './digest-labels';
import { partyLines, stageLines, timeAndRoom } from './roll-labels';

/** A procedural deadline as the digest lists it. */
export interface DigestDeadline {
  fk_dossier: number;
  ref_dossier_bureau: number;
  label: string;
  due_date: string;
}

export interface DigestInput {
  lang: MailLanguage;
  /** The office's name, as its settings give it. */
  office: string;
  /** The office's Arabic month names, for dates written in Arabic. */
  arabicMonths: ArabicMonthStyle;
  /** The bailiff's French title as the office confirmed it (null: not yet). */
  bailiffTitle?: BailiffTitle | null;
  name: string;
  /** The day the digest is about (tomorrow in the office time zone). */
  day: string;
  /** Tomorrow's actions: the recipient's own, then the others. */
  own: ActionAgendaItem[];
  others: ActionAgendaItem[];
  /** Tomorrow's roll by action: each hearing's time, room, level and parties. */
  hearings?: ReadonlyMap<number, RollHearing>;
  dueSoon: DigestDeadline[];
  overdue: DigestDeadline[];
  publicUrl: string;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A line of the digest: as plain text, and as HTML (escaped, the court number isolated left to right). */
interface Line {
  text: string;
  html: string;
}

/**
 * "n° 1002 Wafa Assurance – Tribunal de première instance de Casablanca – 9:30, Salle 3 – Appel
 * 1457/1201/2026 – Audience (prochaine date) – Renvoi": the dossier and its client, the court to
 * go to, when and where, the level and its number, what happens there. A hearing's parties by
 * role follow on a line of their own.
 */
function actionLine(item: ActionAgendaItem, lang: MailLanguage, hearing: RollHearing | undefined): Line {
  const type = item.type_libelle === null ? null : labelIn(item.type_libelle, item.type_labels, lang);
  const what = item.matched === 'date_prochaine' ? `${type ?? ''} (${DIGEST_LABELS[lang].nextDate})`.trim() : type;
  // The time and room are the action's own day's, not the day it was adjourned to.
  const when = hearing && item.matched === 'date_action' ? timeAndRoom(hearing).join(LIST_SEPARATOR[lang]) : '';
  const stage = stageLines(hearing?.stage ?? null, lang);
  const plain = (parts: (string | null | undefined)[]) => parts.filter(Boolean) as string[];
  const before = plain([
    [dossierRef(item.ref_dossier_bureau, lang), optionalNameIn(item.client_name, item.client_name_ar, lang)].filter(Boolean).join(' '),
    optionalNameIn(item.tribunal_nom, item.tribunal_nom_ar, lang),
    when,
  ]);
  const after = plain([what, item.contenu]);
  const number = stage?.number ?? null;
  const stageText = stage
    ? [stage.kind, number === null ? null : lang === 'ar' ? isolateLtr(number) : number].filter(Boolean).join(' ')
    : null;
  const stageHtml = stage
    ? [escapeHtml(stage.kind), number === null ? null : `<bdi dir="ltr">${escapeHtml(number)}</bdi>`].filter(Boolean).join(' ')
    : null;
  return {
    text: [...before, ...(stageText ? [stageText] : []), ...after].join(' – '),
    html: [...before.map(escapeHtml), ...(stageHtml ? [stageHtml] : []), ...after.map(escapeHtml)].join(' – '),
  };
}

/** A hearing's parties by role, in the reader's script: "Client : Wafa Assurance ; Partie adverse : Ahmed Benali". */
function partiesLine(hearing: RollHearing | undefined, lang: MailLanguage, bailiffTitle: BailiffTitle | null): string | null {
  if (!hearing || hearing.parties.length === 0) return null;
  return partyLines(hearing.parties, lang, bailiffTitle).join(lang === 'fr' ? '\u00a0; ' : lang === 'ar' ? '؛ ' : '; ');
}

/** The digest of one account for one day, or null when it has nothing to say. */
export function buildDigest(input: DigestInput): DigestMail | null {
  if (input.own.length + input.others.length + input.dueSoon.length + input.overdue.length === 0) return null;
  const labels = DIGEST_LABELS[input.lang];
  const date = (iso: string) => readerDate(iso, input.lang, input.arabicMonths);
  const day = date(input.day);
  const subject = labels.subject(input.office, day);
  const deadlineLine = (d: DigestDeadline, when: (date: string) => string) =>
    `${dossierRef(d.ref_dossier_bureau, input.lang)} – ${d.label} (${when(date(d.due_date))})`;
  const dossierUrl = (id: number) => `${input.publicUrl}/dossier/modify/${id}`;
  type Row = { text: string; html: string; detail: string | null; url: string };
  const actionRow = (item: ActionAgendaItem): Row => {
    const hearing = input.hearings?.get(item.id_action);
    return {
      ...actionLine(item, input.lang, hearing),
      detail: partiesLine(hearing, input.lang, input.bailiffTitle ?? null),
      url: dossierUrl(item.fk_dossier),
    };
  };
  const deadlineRow = (d: DigestDeadline, when: (date: string) => string): Row => {
    const text = deadlineLine(d, when);
    return { text, html: escapeHtml(text), detail: null, url: dossierUrl(d.fk_dossier) };
  };
  const sections: { title: string; rows: Row[] }[] = [
    { title: labels.yours, rows: input.own.map(actionRow) },
    { title: labels.others, rows: input.others.map(actionRow) },
    { title: labels.overdue, rows: input.overdue.map((d) => deadlineRow(d, labels.expiredOn)) },
    { title: labels.dueSoon, rows: input.dueSoon.map((d) => deadlineRow(d, labels.dueOn)) },
  ].filter((section) => section.rows.length > 0);

  const agendaUrl = `${input.publicUrl}/actions/tomorrow`;
  const text = [
    labels.greeting(input.name),
    '',
    labels.intro(day),
    ...sections.flatMap((s) => ['', s.title, ...s.rows.map((r) => `- ${r.text}${r.detail ? `\n  ${r.detail}` : ''}\n  ${r.url}`)]),
    '',
    `${labels.open}${LABEL_SEPARATOR[input.lang]}${agendaUrl}`,
    '',
    labels.footer,
  ].join('\n');

  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${input.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family: Arial, sans-serif; text-align: ${dir === 'rtl' ? 'right' : 'left'}">`,
    `<p>${escapeHtml(labels.greeting(input.name))}</p>`,
    `<p>${escapeHtml(labels.intro(day))}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2><ul>${s.rows
          .map((r) => `<li><a href="${escapeHtml(r.url)}">${r.html}</a>${r.detail ? `<br>${escapeHtml(r.detail)}` : ''}</li>`)
          .join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(agendaUrl)}">${escapeHtml(labels.open)}</a></p>`,
    `<p style="color:#666">${escapeHtml(labels.footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

export function buildTestMail(lang: MailLanguage, publicUrl: string, office: string): DigestMail {
  const labels = DIGEST_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: labels.testSubject(office),
    text: `${labels.testBody}\n\n${publicUrl}`,
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><body dir="${dir}"><p>${escapeHtml(labels.testBody)}</p><p><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p></body></html>`,
  };
}
