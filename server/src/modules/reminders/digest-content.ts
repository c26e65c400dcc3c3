import { labelIn, type ActionAgendaItem, type ArabicMonthStyle } from '@cabinet/shared';
import { dossierRef, LABEL_SEPARATOR, readerDate } from '../../lib/reader-language';
import { DIGEST_LABELS, type MailLanguage } from './digest-labels';

/** A procedural deadline as the digest lists it. */
export interface DigestDeadline {
  fk_dossier: number;
  ref_dossier_bureau: number;
  label: string;
  due_date: string;
}

export interface DigestInput {
  lang: MailLanguage;
  name: string;
  /** The day the digest is about (tomorrow in the office time zone). */
  day: string;
  /** Tomorrow's actions: the recipient's own, then the others. */
  own: ActionAgendaItem[];
  others: ActionAgendaItem[];
  dueSoon: DigestDeadline[];
  overdue: DigestDeadline[];
  publicUrl: string;
  /** The office's Arabic month names, for the dates an Arabic reader sees. */
  arabicMonths: ArabicMonthStyle;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const actionLine = (item: ActionAgendaItem, lang: MailLanguage) =>
  [
    dossierRef(item.ref_dossier_bureau, lang),
    item.type_libelle === null ? null : labelIn(item.type_libelle, item.type_labels, lang),
    item.contenu,
  ]
    .filter(Boolean)
    .join(' – ');

/** The digest of one account for one day, or null when it has nothing to say. */
export function buildDigest(input: DigestInput): DigestMail | null {
  if (input.own.length + input.others.length + input.dueSoon.length + input.overdue.length === 0) return null;
  const labels = DIGEST_LABELS[input.lang];
  const date = (iso: string) => readerDate(iso, input.lang, input.arabicMonths);
  const day = date(input.day);
  const deadlineLine = (d: DigestDeadline, when: (date: string) => string) =>
    `${dossierRef(d.ref_dossier_bureau, input.lang)} – ${d.label} (${when(date(d.due_date))})`;
  const dossierUrl = (id: number) => `${input.publicUrl}/dossier/modify/${id}`;
  const sections: { title: string; rows: { text: string; url: string }[] }[] = [
    { title: labels.yours, rows: input.own.map((item) => ({ text: actionLine(item, input.lang), url: dossierUrl(item.fk_dossier) })) },
    { title: labels.others, rows: input.others.map((item) => ({ text: actionLine(item, input.lang), url: dossierUrl(item.fk_dossier) })) },
    {
      title: labels.overdue,
      rows: input.overdue.map((d) => ({
        text: deadlineLine(d, labels.expiredOn),
        url: dossierUrl(d.fk_dossier),
      })),
    },
    {
      title: labels.dueSoon,
      rows: input.dueSoon.map((d) => ({
        text: deadlineLine(d, labels.dueOn),
        url: dossierUrl(d.fk_dossier),
      })),
    },
  ].filter((section) => section.rows.length > 0);

  const agendaUrl = `${input.publicUrl}/actions/tomorrow`;
  const text = [
    labels.greeting(input.name),
    '',
    labels.intro(day),
    ...sections.flatMap((s) => ['', s.title, ...s.rows.map((r) => `- ${r.text}\n  ${r.url}`)]),
    '',
    `${labels.open}${LABEL_SEPARATOR[input.lang]}${agendaUrl}`,
    '',
    labels.footer,
  ].join('\n');

  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${input.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(labels.subject(day))}</title></head>`,
    `<body dir="${dir}" style="font-family: Arial, sans-serif; text-align: ${dir === 'rtl' ? 'right' : 'left'}">`,
    `<p>${escapeHtml(labels.greeting(input.name))}</p>`,
    `<p>${escapeHtml(labels.intro(day))}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2><ul>${s.rows.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.text)}</a></li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(agendaUrl)}">${escapeHtml(labels.open)}</a></p>`,
    `<p style="color:#666">${escapeHtml(labels.footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: labels.subject(day), text, html };
}

export function buildTestMail(lang: MailLanguage, publicUrl: string): DigestMail {
  const labels = DIGEST_LABELS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: labels.testSubject,
    text: `${labels.testBody}\n\n${publicUrl}`,
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><body dir="${dir}"><p>${escapeHtml(labels.testBody)}</p><p><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p></body></html>`,
  };
}
