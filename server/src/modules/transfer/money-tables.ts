import {
  ENTRY_KINDS,
  FISCAL_COUNTRIES,
  INVOICE_KINDS,
  LIMITS,
  NOTE_LANGUAGES,
  PAYMENT_METHODS,
  officeIdentifiersSchema,
} from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lineTotals, numberOf, SERIES_PATTERN, seriesOf } from '../money';
import { createImportRepository } from './import.repository';
import { KeySet } from './key-set';
import { auditColumns, author, date, id, integer, moment, text, type ColumnSpec, type DbRow } from './transfer-columns';
import type { CrossReason, TableDescriptor } from './transfer-descriptor';
import { formatCell, type Cell, type Parsed } from './transfer-values';

/**
 * The money of the dossiers: fee notes and credit notes (`invoices.csv`) with their lines
 * (`invoice_lines.csv`), the ledger (`money_entries.csv`: fees, provisions, disbursements,
 * payments, the bar deposit account) and where each series' numbering stands
 * (`invoice_series.csv`). Amounts are whole numbers of the currency's smallest unit (centimes,
 * millimes), as stored: exact, and the same whatever the currency's places; quantities and
 * rates are decimals. Numbers, issue dates and what an issued note printed move as they are, so
 * the notes read back identical and the next note issued takes the number after the last one.
 */

/** The largest amount in minor units the API takes (LIMITS.moneyMax in thousandths). */
const MINOR_MAX = Math.round(LIMITS.moneyMax * 1000);

const oneOf = (column: string, value: unknown, allowed: readonly unknown[]) =>
  allowed.includes(value) ? null : `${column} "${String(value ?? '')}" is not one of ${allowed.join(', ')}`;

/** A whole number of minor units, beyond the 32-bit range ids are held to. */
function parseMinor(cell: Cell, column: string, allowNegative: boolean): Parsed<number | null> {
  if (cell === null) return { ok: true, value: null };
  const text = cell.trim();
  if (!/^-?\d+$/.test(text)) return { ok: false, reason: `${column} "${cell}" is not a whole number of the currency's smallest unit` };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || Math.abs(value) > MINOR_MAX) return { ok: false, reason: `${column} ${text} is too large` };
  if (value < 0 && !allowNegative) return { ok: false, reason: `${column} ${text} is negative` };
  return { ok: true, value };
}

/** An amount in the currency's smallest unit, stored in `db` (a credit note's are negative). */
function minor(csv: string, db: string, options: { required?: boolean; negative?: boolean } = {}): ColumnSpec {
  return {
    csv,
    required: options.required,
    read(cell, _authors, row) {
      const parsed = parseMinor(cell, csv, options.negative ?? false);
      if (!parsed.ok) return parsed.reason;
      row[db] = parsed.value;
      return null;
    },
    format: (row) => formatCell(row[db]),
  };
}

/** A decimal with at most `places` places (a quantity, a rate), stored as a whole number of that scale. */
function scaled(csv: string, places: number, options: { required?: boolean; negative?: boolean } = {}): ColumnSpec {
  const unit = 10 ** places;
  return {
    csv,
    required: options.required,
    read(cell, _authors, row) {
      if (cell === null) {
        row[csv] = null;
        return null;
      }
      const match = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec(cell.trim());
      const fraction = match?.[3] ?? '';
      if (!match || /[^0]/.test(fraction.slice(places))) return `${csv} "${cell}" is not a number with at most ${places} decimals`;
      if (match[1] && !options.negative) return `${csv} ${cell} is negative`;
      const value = Number(match[2]) * unit + Number(fraction.slice(0, places).padEnd(places, '0'));
      row[csv] = match[1] ? -value : value;
      return null;
    },
    format(row) {
      const value = row[csv];
      if (value === null || value === undefined) return '';
      const abs = Math.abs(Number(value));
      return `${Number(value) < 0 ? '-' : ''}${Math.trunc(abs / unit)}.${String(abs % unit).padStart(places, '0')}`;
    },
  };
}

/** JSON kept as text: what an issued note printed (its seller and client), a client's identifiers. */
const json = (csv: string) => text(csv, { max: LIMITS.longText });

/**
 * Money moves only in the office's currency: amounts are kept in its smallest unit, and the
 * currency cannot change once money is recorded, so the office chooses it before the import.
 */
async function officeCurrency(db: Kysely<Database>): Promise<(row: DbRow) => CrossReason | null> {
  const currency = await createImportRepository(db).officeCurrency();
  return (row) =>
    row.currency === currency
      ? null
      : {
          reason: `currency ${String(row.currency)} is not the office's (${currency}): choose ${String(row.currency)} in the settings before the import (the currency cannot change once money is recorded)`,
        };
}

const flag = (column: string, value: unknown) => (value === 0 || value === 1 ? null : `${column} ${String(value)} must be 0 or 1`);

function jsonReason(column: string, value: unknown, shape: 'object' | 'party'): string | null {
  if (value === null || value === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    return `${column} is not JSON`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return `${column} is not a JSON object`;
  if (shape === 'party' && (typeof (parsed as { name?: unknown }).name !== 'string' || !Array.isArray((parsed as { identifiers?: unknown }).identifiers)))
    return `${column} does not name a party with its identifiers`;
  return null;
}

const invoice: TableDescriptor = {
  file: 'invoices.csv',
  table: 'invoice',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    text('kind', { required: true }),
    text('status', { required: true }),
    text('series'),
    integer('seq'),
    text('number'),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    integer('fk_client_party', { required: true, ref: 'parties.csv' }),
    integer('credited_invoice', { ref: 'invoices.csv' }),
    date('issue_date'),
    date('due_date'),
    text('language', { required: true }),
    text('currency', { required: true }),
    text('fiscal_profile'),
    minor('net_minor', 'net', { required: true, negative: true }),
    minor('vat_minor', 'vat', { required: true, negative: true }),
    minor('stamp_minor', 'stamp', { required: true, negative: true }),
    minor('total_minor', 'total', { required: true, negative: true }),
    json('seller'),
    json('client'),
    json('client_identifiers'),
    text('note', { max: LIMITS.mediumText }),
    moment('issued_at'),
    author('issued_by', 'issued_by', { keepName: false }),
    ...auditColumns({ keepNames: false }),
  ],
  complete(row) {
    row.client_identifiers ??= '{}';
  },
  check(row) {
    const issued = row.status === 'issued';
    const numbered = [row.series, row.seq, row.number].map((v) => v !== null && v !== undefined);
    const reason =
      oneOf('kind', row.kind, INVOICE_KINDS) ??
      oneOf('status', row.status, ['draft', 'issued']) ??
      oneOf('language', row.language, NOTE_LANGUAGES) ??
      (row.fiscal_profile === null ? null : oneOf('fiscal_profile', row.fiscal_profile, FISCAL_COUNTRIES)) ??
      (/^[A-Z]{3}$/.test(String(row.currency)) ? null : `currency "${String(row.currency)}" is not a currency code`) ??
      ((row.kind === 'credit_note') !== (row.credited_invoice !== null) ? 'credited_invoice is set when, and only when, the note is a credit note' : null) ??
      (numbered.some((n) => n !== issued) ? 'an issued note has its series, seq and number; a draft has none of them' : null) ??
      jsonReason('seller', row.seller, 'object') ??
      jsonReason('client', row.client, 'party') ??
      jsonReason('client_identifiers', row.client_identifiers, 'object') ??
      (officeIdentifiersSchema.safeParse(JSON.parse(String(row.client_identifiers))).success ? null : 'client_identifiers names identifiers Cabinet does not know');
    if (reason) return reason;
    if ((row.net as number) + (row.vat as number) + (row.stamp as number) !== row.total) return 'total_minor is not net_minor + vat_minor + stamp_minor';
    if (!issued) return null;
    if (row.issue_date === null || row.seller === null || row.client === null) return 'an issued note has its issue_date, seller and client';
    const series = seriesOf(row.kind as 'invoice' | 'credit_note', row.issue_date as string);
    if (row.series !== series) return `series "${String(row.series)}" is not the series of a ${String(row.kind)} issued on ${String(row.issue_date)} (${series})`;
    if ((row.seq as number) < 1) return `seq ${String(row.seq)} must be 1 or more`;
    if (row.number !== numberOf(series, row.seq as number)) return `number "${String(row.number)}" is not ${numberOf(series, row.seq as number)}`;
    return null;
  },
  crossCheck: {
    // A number is given once: an imported note may not take one another note holds.
    async prepare(db) {
      const inCurrency = await officeCurrency(db);
      const held = new Map<string, { id: number; where: string }>();
      for (const row of await createImportRepository(db).numberedInvoices())
        held.set(row.number!, { id: row.id, where: 'in Cabinet' });
      return (row, where) => {
        const currency = inCurrency(row);
        if (currency || row.number === null) return currency;
        const holder = held.get(row.number as string);
        if (holder && holder.id !== row.id) return { reason: `number ${String(row.number)} is already that of fee note ${holder.id} (${holder.where})` };
        held.set(row.number as string, { id: row.id as number, where });
        return null;
      };
    },
  },
};

const invoiceSeries: TableDescriptor = {
  file: 'invoice_series.csv',
  table: 'invoice_series',
  key: 'series',
  columns: [text('series', { required: true }), integer('last_number', { required: true }), moment('modified_at', { defaulted: true })],
  complete(row, _present, now) {
    row.modified_at ??= now;
  },
  check(row) {
    if (!SERIES_PATTERN.test(String(row.series))) return `series "${String(row.series)}" is not a year ("2026") or a credit-note series ("AV-2026")`;
    return (row.last_number as number) < 0 ? `last_number ${String(row.last_number)} is negative` : null;
  },
};

const moneyEntry: TableDescriptor = {
  file: 'money_entries.csv',
  table: 'money_entry',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    text('kind', { required: true }),
    date('date', { required: true }),
    minor('amount_minor', 'amount', { required: true }),
    text('currency', { required: true }),
    text('label', { required: true }),
    integer('fk_party', { ref: 'parties.csv' }),
    // The court level (stage) it belongs to, kept as it is.
    integer('fk_stage'),
    integer('billable', { required: true }),
    integer('fk_invoice', { ref: 'invoices.csv' }),
    scaled('result_percent', 2),
    text('method'),
    text('reference'),
    ...auditColumns({ keepNames: false }),
  ],
  check(row) {
    return (
      oneOf('kind', row.kind, ENTRY_KINDS) ??
      flag('billable', row.billable) ??
      (row.method === null ? null : oneOf('method', row.method, PAYMENT_METHODS)) ??
      (/^[A-Z]{3}$/.test(String(row.currency)) ? null : `currency "${String(row.currency)}" is not a currency code`) ??
      (row.result_percent !== null && (row.result_percent as number) > 10_000 ? `result_percent is more than 100` : null)
    );
  },
  crossCheck: { prepare: officeCurrency },
};

const invoiceLine: TableDescriptor = {
  file: 'invoice_lines.csv',
  table: 'invoice_line',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    integer('fk_invoice', { required: true, ref: 'invoices.csv' }),
    integer('position', { required: true }),
    text('label', { required: true, max: LIMITS.mediumText }),
    scaled('quantity', 3, { required: true, negative: true }),
    minor('unit_price_minor', 'unit_price', { required: true }),
    scaled('vat_rate', 2, { required: true }),
    integer('fk_entry', { ref: 'money_entries.csv' }),
    minor('net_minor', 'net', { required: true, negative: true }),
    minor('vat_minor', 'vat', { required: true, negative: true }),
    integer('fk_credited_line', { ref: 'invoice_lines.csv', unique: true }),
  ],
  check(row) {
    if ((row.vat_rate as number) > 10_000) return 'vat_rate is more than 100';
    const totals = lineTotals({ quantity: row.quantity as number, unit_price: row.unit_price as number, vat_rate: row.vat_rate as number });
    if (totals.net !== row.net || totals.vat !== row.vat)
      return `net_minor and vat_minor are not quantity × unit_price_minor and its VAT (${totals.net}, ${totals.vat})`;
    return null;
  },
  crossCheck: {
    // An issued note Cabinet already holds keeps its lines: none is added to it. (Its lines are
    // there, since a note is issued with lines; a note this import adds has none yet.)
    async prepare(db) {
      const closed = new KeySet();
      const repo = createImportRepository(db);
      for (const row of await repo.closedInvoices()) closed.add(row.id);
      const stored = new KeySet();
      if (closed.size > 0) for (const row of await repo.invoiceLineIds()) stored.add(row.id);
      return (row: DbRow) =>
        closed.has(row.fk_invoice) && !stored.has(row.id)
          ? { reason: `fee note ${String(row.fk_invoice)} is issued in Cabinet: no line can be added to it` }
          : null;
    },
  },
  // Written as they were, an issued note's lines pass the guard that keeps issued notes unchanged
  // (migration 026) while the import writes them; the check above keeps Cabinet's own notes whole.
  unguarded: { sqlite: ['invoice_line_issued_insert'], postgres: ['invoice_line_issued'] },
};

/** In load order: notes (a credit note after the note it credits), where their series stand, the ledger (it names notes), the lines (they name both). */
export const MONEY_TABLES: TableDescriptor[] = [invoice, invoiceSeries, moneyEntry, invoiceLine];
