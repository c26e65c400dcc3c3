import { labelIn, type RollHearing, type RollResponse } from '@cabinet/shared';
import { dossierRef, readerDate } from '../../lib/reader-language';
import type { MailLanguage } from './digest-labels';
import { partyLines, ROLL_LABELS, stageLines, timeAndRoom, tribunalHeading, type RollWording } from './roll-labels';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A printable page: one table per tribunal. */
export function rollHtml(roll: RollResponse, lang: MailLanguage, { office, arabicMonths, bailiffTitle }: RollWording): string {
  const labels = ROLL_LABELS[lang];
  const title = labels.title(readerDate(roll.date, lang, arabicMonths));
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const cell = (value: string | null) => `<td>${escapeHtml(value ?? '')}</td>`;
  const lines = (values: string[]) => `<td>${values.map(escapeHtml).join('<br>')}</td>`;
  // The level's name, then its number isolated left to right (in Arabic too); no level: the first-instance number.
  const numberCell = (h: RollHearing) => {
    const stage = stageLines(h.stage, lang);
    if (!stage) return `<td>${h.num_dossier_tribunal === null ? '' : `<bdi dir="ltr">${escapeHtml(h.num_dossier_tribunal)}</bdi>`}</td>`;
    return `<td>${escapeHtml(stage.kind)}${stage.number ? `<br><bdi dir="ltr">${escapeHtml(stage.number)}</bdi>` : ''}</td>`;
  };
  const groups = roll.groups.map((group) => {
    const heading = tribunalHeading(group, lang);
    const rows = group.hearings
      .map(
        (h) =>
          `<tr>${lines(timeAndRoom(h))}${cell(dossierRef(h.ref_dossier_bureau, lang))}${numberCell(h)}${lines(partyLines(h.parties, lang, bailiffTitle))}${cell([h.type_libelle === null ? null : labelIn(h.type_libelle, h.type_labels, lang), h.contenu].filter(Boolean).join(' – '))}${cell(h.attendee)}</tr>`,
      )
      .join('');
    return `<h2>${escapeHtml(heading)}</h2><table><thead><tr><th>${labels.time} – ${labels.room}</th><th>${labels.reference}</th><th>${labels.courtNumber}</th><th>${labels.parties}</th><th>${labels.action}</th><th>${labels.attendee}</th></tr></thead><tbody>${rows}</tbody></table>`;
  });
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:"Noto Naskh Arabic",Amiri,Arial,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:start;vertical-align:top}h2{font-size:1.1rem}.office{font-weight:bold;margin:0}@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}}</style>',
    `</head><body><p class="office">${escapeHtml(office)}</p><h1>${escapeHtml(title)}</h1>`,
    roll.groups.length === 0 ? `<p>${labels.empty}</p>` : groups.join('\n'),
    '</body></html>',
  ].join('\n');
}
