import {
  FISCAL_IDENTIFIERS,
  currencyPlaces,
  type FiscalCountry,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
  type OfficeIdentifiers,
} from '@cabinet/shared';
import { fromMinor, fromScaled } from './amounts';
import { IDENTIFIER_LABELS } from './fiscal-profiles';
import type { InvoiceRow, LineRow } from './invoices.repository';

export type Seller = Invoice['seller'] & { mentions: string[] };
export type Client = Invoice['client'];

/** Identifiers as printed: those with a value, in the fixed order, with their label. */
export function identifierValues(values: OfficeIdentifiers, keys: readonly string[] = FISCAL_IDENTIFIERS): Client['identifiers'] {
  return FISCAL_IDENTIFIERS.filter((key) => keys.includes(key) && values[key]?.trim()).map((key) => ({
    key,
    label: IDENTIFIER_LABELS[key],
    value: values[key]!.trim(),
  }));
}

/** The client as printed: kept on the note at issue; a draft shows the party as it now is. */
export function clientOf(row: InvoiceRow): Client {
  if (row.client) return JSON.parse(row.client) as Client;
  return {
    id_party: row.fk_client_party,
    name: row.client_name,
    name_ar: row.client_name_ar,
    address: row.client_address,
    identifiers: identifierValues(JSON.parse(row.client_identifiers) as OfficeIdentifiers),
  };
}

export function toLine(line: LineRow, places: number): InvoiceLine {
  return {
    id: line.id,
    label: line.label,
    quantity: fromScaled(line.quantity, 3),
    unit_price: fromMinor(line.unit_price, places),
    vat_rate: fromScaled(line.vat_rate, 2),
    fk_entry: line.fk_entry,
    net: fromMinor(line.net, places),
    vat: fromMinor(line.vat, places),
  };
}

/** The one mapping of a note to the API's list item. */
export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  const places = currencyPlaces(row.currency);
  const money = (minor: number) => fromMinor(minor, places);
  const isInvoice = row.kind === 'invoice' && row.status === 'issued';
  return {
    id: row.id,
    number: row.number,
    status: row.derived_status,
    kind: row.kind,
    fk_dossier: row.fk_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    fk_client_party: row.fk_client_party,
    credited_invoice: row.credited_invoice,
    credited_number: row.credited_number,
    issue_date: row.issue_date,
    due_date: row.due_date,
    totals: { net: money(row.net), vat: money(row.vat), stamp: money(row.stamp), total: money(row.total) },
    paid: money(isInvoice ? row.paid : 0),
    due: money(isInvoice ? row.total + row.credited - row.paid : 0),
    currency: row.currency,
    language: row.language,
    fiscal_profile: row.fiscal_profile as FiscalCountry | null,
    client: clientOf(row),
    note: row.note,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

/** The one mapping of a note, its lines and its seller (kept at issue, or the office as it now is) to the API. */
export function toInvoice(row: InvoiceRow, lines: readonly LineRow[], seller: Seller): Invoice {
  const places = currencyPlaces(row.currency);
  const { mentions, ...printedSeller } = seller;
  return {
    ...toInvoiceSummary(row),
    lines: lines.map((line) => toLine(line, places)),
    seller: printedSeller,
    mentions,
    client_identifiers: JSON.parse(row.client_identifiers) as OfficeIdentifiers,
  };
}

/** The business fields as the audit log shows them. */
export function auditableInvoice(row: InvoiceRow, lines: readonly LineRow[]): Record<string, unknown> {
  const summary = toInvoiceSummary(row);
  const places = currencyPlaces(row.currency);
  return {
    kind: row.kind,
    status: row.status,
    number: row.number,
    fk_dossier: row.fk_dossier,
    fk_client_party: row.fk_client_party,
    credited_invoice: row.credited_invoice,
    issue_date: row.issue_date,
    due_date: row.due_date,
    language: row.language,
    fiscal_profile: row.fiscal_profile,
    net: summary.totals.net,
    vat: summary.totals.vat,
    stamp: summary.totals.stamp,
    total: summary.totals.total,
    lines: JSON.stringify(lines.map((line) => toLine(line, places)).map(({ id: _id, ...line }) => line)),
    client_identifiers: row.client_identifiers,
    note: row.note,
  };
}
