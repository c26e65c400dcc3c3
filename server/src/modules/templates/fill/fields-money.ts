import { dateWithWeekday } from './date-words';
import type { LoopDefinition, ScalarField } from './field';
import { amountFields, dateFields, nameFields } from './fields-office';
import { amountInFigures, minorOf, plainDecimal } from './format';
import type { FeeLineSource, FillSource } from './source';

const text = (value: string | null | undefined) => value ?? '';

export const HEARING_FIELDS: ScalarField[] = [
  ...dateFields(
    'next_hearing_date',
    'hearing',
    { en: 'Date of the next hearing', fr: 'Date de la prochaine audience', ar: 'تاريخ الجلسة المقبلة' },
    (s) => s.hearing?.date,
  ),
  {
    name: 'next_hearing_day',
    group: 'hearing',
    description: {
      en: 'Weekday and date of the next hearing',
      fr: 'Jour et date de la prochaine audience',
      ar: 'يوم وتاريخ الجلسة المقبلة',
    },
    value: (s) => dateWithWeekday(s.hearing?.date, s.lang, s.arabicMonths),
  },
  {
    name: 'next_hearing_time',
    group: 'hearing',
    description: {
      en: 'Time of the next hearing (HH:MM)',
      fr: 'Heure de la prochaine audience (HH:MM)',
      ar: 'ساعة الجلسة المقبلة (HH:MM)',
    },
    value: (s) => text(s.hearing?.time),
  },
  {
    name: 'next_hearing_room',
    group: 'hearing',
    description: { en: 'Courtroom of the next hearing', fr: 'Salle de la prochaine audience', ar: 'قاعة الجلسة المقبلة' },
    value: (s) => text(s.hearing?.room),
  },
  ...nameFields(
    'next_hearing_tribunal',
    'hearing',
    {
      en: 'Tribunal of the next hearing (its level’s, else the dossier’s)',
      fr: 'Juridiction de la prochaine audience (celle de son niveau, sinon celle du dossier)',
      ar: 'محكمة الجلسة المقبلة (محكمة مرحلتها، وإلا فمحكمة الملف)',
    },
    (s) => (s.hearing && (s.hearing.tribunal.fr || s.hearing.tribunal.ar) ? s.hearing.tribunal : s.dossier.tribunal),
  ),
];

const noteAmount = (pick: (s: FillSource) => string | undefined) => (s: FillSource) => ({
  minor: s.feeNote ? minorOf(pick(s) ?? '0', s.feeNote.currency) : null,
  currency: s.feeNote?.currency ?? s.currency,
});

export const FEE_NOTE_FIELDS: ScalarField[] = [
  {
    name: 'fee_note_number',
    group: 'fee_note',
    description: {
      en: 'Number of the fee note (empty while it is a draft)',
      fr: 'Numéro de la note d’honoraires (vide tant qu’elle est un brouillon)',
      ar: 'رقم مذكرة الأتعاب (فارغ ما دامت مسودة)',
    },
    value: (s) => text(s.feeNote?.number),
  },
  ...dateFields(
    'fee_note_date',
    'fee_note',
    { en: 'Date of the fee note', fr: 'Date de la note d’honoraires', ar: 'تاريخ مذكرة الأتعاب' },
    (s) => s.feeNote?.issue_date,
  ),
  ...dateFields(
    'fee_note_due_date',
    'fee_note',
    { en: 'Date the fee note is due', fr: 'Échéance de la note d’honoraires', ar: 'تاريخ استحقاق مذكرة الأتعاب' },
    (s) => s.feeNote?.due_date,
  ),
  ...nameFields(
    'fee_note_client',
    'fee_note',
    { en: 'Client the fee note is made out to', fr: 'Client destinataire de la note', ar: 'الموكل الموجهة إليه المذكرة' },
    (s) => s.feeNote?.client ?? { fr: null, ar: null },
  ),
  ...amountFields(
    'fee_note_net',
    'fee_note',
    { en: 'Fee note total before tax', fr: 'Total hors taxes de la note', ar: 'مجموع المذكرة دون احتساب الرسوم' },
    noteAmount((s) => s.feeNote?.net),
  ),
  ...amountFields(
    'fee_note_vat',
    'fee_note',
    { en: 'VAT of the fee note', fr: 'TVA de la note', ar: 'الضريبة على القيمة المضافة في المذكرة' },
    noteAmount((s) => s.feeNote?.vat),
  ),
  ...amountFields(
    'fee_note_stamp',
    'fee_note',
    { en: 'Stamp duty of the fee note', fr: 'Droit de timbre de la note', ar: 'واجب التنبر في المذكرة' },
    noteAmount((s) => s.feeNote?.stamp),
  ),
  ...amountFields(
    'fee_note_total',
    'fee_note',
    { en: 'Total of the fee note, taxes included', fr: 'Total TTC de la note', ar: 'المجموع مع احتساب الرسوم' },
    noteAmount((s) => s.feeNote?.total),
  ),
];

type LineRow = { line: FeeLineSource; source: FillSource };
const lineMoney = (pick: (l: FeeLineSource) => string) => (r: LineRow) =>
  amountInFigures(minorOf(pick(r.line), r.source.feeNote!.currency), r.source.feeNote!.currency, r.source.lang);

export const FEE_LINES_LOOP: LoopDefinition<LineRow> = {
  name: 'fee_lines',
  group: 'fee_note',
  description: { en: 'Every line of the fee note', fr: 'Chaque ligne de la note d’honoraires', ar: 'كل سطر من أسطر مذكرة الأتعاب' },
  rows: (s) => (s.feeNote?.lines ?? []).map((line) => ({ line, source: s })),
  fields: [
    { name: 'label', description: { en: 'What the line bills', fr: 'Libellé de la ligne', ar: 'بيان السطر' }, value: (r) => r.line.label },
    { name: 'quantity', description: { en: 'Quantity', fr: 'Quantité', ar: 'الكمية' }, value: (r) => plainDecimal(r.line.quantity) },
    {
      name: 'unit_price',
      description: { en: 'Unit price before tax', fr: 'Prix unitaire hors taxes', ar: 'الثمن الفردي دون احتساب الرسوم' },
      value: lineMoney((l) => l.unit_price),
    },
    {
      name: 'vat_rate',
      description: { en: 'VAT rate (percent)', fr: 'Taux de TVA (pour cent)', ar: 'سعر الضريبة على القيمة المضافة (بالمائة)' },
      value: (r) => plainDecimal(r.line.vat_rate),
    },
    {
      name: 'net',
      description: { en: 'Line total before tax', fr: 'Total hors taxes de la ligne', ar: 'مجموع السطر دون احتساب الرسوم' },
      value: lineMoney((l) => l.net),
    },
    {
      name: 'vat',
      description: { en: 'VAT of the line', fr: 'TVA de la ligne', ar: 'الضريبة على القيمة المضافة للسطر' },
      value: lineMoney((l) => l.vat),
    },
  ],
};
