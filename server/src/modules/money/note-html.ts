import type { FiscalIdentifier, Invoice, NoteLanguage } from '@cabinet/shared';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface NoteLabels {
  invoice: string;
  creditNote: string;
  number: string;
  date: string;
  dueDate: string;
  credits: string;
  issuedBy: string;
  billedTo: string;
  line: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  net: string;
  totalNet: string;
  vat: string;
  stamp: string;
  total: string;
  draft: string;
  identifiers: Record<FiscalIdentifier, string>;
}

/** The words a fee note prints, in the note's language. */
const LABELS: Record<NoteLanguage, NoteLabels> = {
  fr: {
    invoice: 'Note d’honoraires',
    creditNote: 'Avoir',
    number: 'N°',
    date: 'Date',
    dueDate: 'À régler avant le',
    credits: 'Annule la note',
    issuedBy: 'Émise par',
    billedTo: 'Facturée à',
    line: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire HT',
    vatRate: 'TVA %',
    net: 'Montant HT',
    totalNet: 'Total HT',
    vat: 'TVA',
    stamp: 'Droit de timbre',
    total: 'Total TTC',
    draft: 'BROUILLON — sans valeur',
    identifiers: {
      ice: 'ICE',
      if: 'IF',
      tp: 'TP',
      rc: 'RC',
      cnss: 'CNSS',
      matricule_fiscal: 'Matricule fiscal',
      nif: 'NIF',
      nis: 'NIS',
      ai: 'Article d’imposition',
      siret: 'SIRET',
      vat_number: 'N° de TVA',
      bar_number: 'Inscription au barreau',
    },
  },
  ar: {
    invoice: 'مذكرة أتعاب',
    creditNote: 'إشعار دائن',
    number: 'رقم',
    date: 'التاريخ',
    dueDate: 'آخر أجل للأداء',
    credits: 'يلغي المذكرة',
    issuedBy: 'صادرة عن',
    billedTo: 'مفوترة باسم',
    line: 'البيان',
    quantity: 'الكمية',
    unitPrice: 'الثمن الوحدوي دون رسوم',
    vatRate: 'الضريبة %',
    net: 'المبلغ دون رسوم',
    totalNet: 'المجموع دون رسوم',
    vat: 'الضريبة على القيمة المضافة',
    stamp: 'معلوم الطابع الجبائي',
    total: 'المجموع مع احتساب الرسوم',
    draft: 'مسودة — بدون قيمة',
    identifiers: {
      ice: 'المعرف الموحد للمقاولة (ICE)',
      if: 'رقم التعريف الضريبي (IF)',
      tp: 'رقم الضريبة المهنية (TP)',
      rc: 'رقم السجل التجاري (RC)',
      cnss: 'رقم الضمان الاجتماعي (CNSS)',
      matricule_fiscal: 'المعرف الجبائي',
      nif: 'رقم التعريف الجبائي (NIF)',
      nis: 'رقم التعريف الإحصائي (NIS)',
      ai: 'رقم المادة الضريبية',
      siret: 'SIRET',
      vat_number: 'رقم الضريبة على القيمة المضافة',
      bar_number: 'رقم التسجيل بهيئة المحامين',
    },
  },
  en: {
    invoice: 'Fee note',
    creditNote: 'Credit note',
    number: 'No.',
    date: 'Date',
    dueDate: 'Payment due by',
    credits: 'Cancels note',
    issuedBy: 'Issued by',
    billedTo: 'Billed to',
    line: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price before tax',
    vatRate: 'VAT %',
    net: 'Net amount',
    totalNet: 'Total before tax',
    vat: 'VAT',
    stamp: 'Stamp duty',
    total: 'Total including tax',
    draft: 'DRAFT — not valid',
    identifiers: {
      ice: 'ICE',
      if: 'IF',
      tp: 'TP',
      rc: 'RC',
      cnss: 'CNSS',
      matricule_fiscal: 'Tax registration number',
      nif: 'NIF',
      nis: 'NIS',
      ai: 'Tax article number',
      siret: 'SIRET',
      vat_number: 'VAT number',
      bar_number: 'Bar registration',
    },
  },
};

/** Numbers, dates and identifiers stay left to right inside an Arabic page. */
const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/**
 * A fee note as a page the browser prints, in the note's language and direction: the office and
 * the client with their identifiers as kept at issue, the lines, the totals and the legal mentions.
 * A draft prints marked as such.
 */
export function noteHtml(note: Invoice): string {
  const lang = note.language;
  const l = LABELS[lang];
  const money = (amount: string) => ltr(`${amount} ${note.currency}`);
  const party = (title: string, card: { name: string; address: string | null; identifiers: { key: FiscalIdentifier; value: string }[] }) =>
    `<section><h2>${escapeHtml(title)}</h2><p><strong>${escapeHtml(card.name)}</strong></p>${card.address ? `<p>${escapeHtml(card.address)}</p>` : ''}${card.identifiers
      .map((id) => `<p>${escapeHtml(l.identifiers[id.key])} : ${ltr(id.value)}</p>`)
      .join('')}</section>`;
  const title = `${note.kind === 'credit_note' ? l.creditNote : l.invoice}${note.number ? ` ${l.number} ${note.number}` : ''}`;
  const lines = note.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.label)}</td><td class="n">${ltr(line.quantity)}</td><td class="n">${money(line.unit_price)}</td><td class="n">${ltr(line.vat_rate)}</td><td class="n">${money(line.net)}</td></tr>`,
    )
    .join('');
  const totals = [
    [l.totalNet, note.totals.net],
    [l.vat, note.totals.vat],
    ...(Number(note.totals.stamp) !== 0 ? [[l.stamp, note.totals.stamp]] : []),
    [l.total, note.totals.total],
  ]
    .map(([label, amount]) => `<tr><th scope="row">${escapeHtml(label!)}</th><td class="n">${money(amount!)}</td></tr>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:"Noto Naskh Arabic",Amiri,Arial,sans-serif;margin:1.5rem;max-width:60rem}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}.parties{display:flex;gap:2rem;flex-wrap:wrap;margin:1rem 0}.parties section{flex:1 1 16rem}h2{font-size:1rem;margin:.2rem 0}p{margin:.15rem 0}table{border-collapse:collapse;width:100%;margin:.8rem 0}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:start;vertical-align:top}.n{text-align:end;white-space:nowrap}.totals{width:auto;margin-inline-start:auto}.draft{color:#a00;font-weight:bold}.mentions{font-size:.8rem;color:#333}@media print{body{margin:0}tr{break-inside:avoid}}</style>',
    '</head><body>',
    `<header><h1>${escapeHtml(title)}</h1><div>${note.issue_date ? `<p>${escapeHtml(l.date)} : ${ltr(note.issue_date)}</p>` : ''}${note.due_date ? `<p>${escapeHtml(l.dueDate)} : ${ltr(note.due_date)}</p>` : ''}${note.credited_number ? `<p>${escapeHtml(l.credits)} ${ltr(note.credited_number)}</p>` : ''}</div></header>`,
    note.status === 'draft' ? `<p class="draft">${escapeHtml(l.draft)}</p>` : '',
    `<div class="parties">${party(l.issuedBy, note.seller)}${party(l.billedTo, note.client)}</div>`,
    `<table><thead><tr><th>${escapeHtml(l.line)}</th><th class="n">${escapeHtml(l.quantity)}</th><th class="n">${escapeHtml(l.unitPrice)}</th><th class="n">${escapeHtml(l.vatRate)}</th><th class="n">${escapeHtml(l.net)}</th></tr></thead><tbody>${lines}</tbody></table>`,
    `<table class="totals"><tbody>${totals}</tbody></table>`,
    note.note ? `<p>${escapeHtml(note.note)}</p>` : '',
    `<div class="mentions">${note.mentions.map((mention) => `<p>${escapeHtml(mention)}</p>`).join('')}</div>`,
    '</body></html>',
  ].join('\n');
}
