import { currencyPlaces, type Balances, type MoneyEntry } from '@cabinet/shared';
import { fromMinor, fromScaled } from './amounts';
import type { EntryRow, LedgerSums } from './ledger.repository';

/** The one mapping of a ledger row to the API. */
export function toEntry(row: EntryRow): MoneyEntry {
  return {
    id: row.id,
    fk_dossier: row.fk_dossier,
    kind: row.kind,
    date: row.date,
    amount: fromMinor(row.amount, currencyPlaces(row.currency)),
    currency: row.currency,
    label: row.label,
    fk_party: row.fk_party,
    party_name: row.party_name,
    fk_stage: row.fk_stage,
    billable: Boolean(row.billable),
    fk_invoice: row.fk_invoice,
    invoice_number: row.invoice_number,
    result_percent: row.result_percent === null ? null : fromScaled(row.result_percent, 2),
    method: row.method,
    reference: row.reference,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

/** The business fields as the audit log shows them. */
export function auditableEntry(row: EntryRow): Record<string, unknown> {
  const entry = toEntry(row);
  const { kind, date, amount, currency, label, fk_party, fk_stage, billable, fk_invoice, result_percent, method, reference } = entry;
  return {
    fk_dossier: row.fk_dossier,
    kind,
    date,
    amount,
    currency,
    label,
    fk_party,
    fk_stage,
    billable,
    fk_invoice,
    result_percent,
    method,
    reference,
  };
}

/** A dossier's balances in minor units (see the user guide for what each one adds up). */
export function balanceMinors(sums: LedgerSums) {
  const of = (kind: string) => sums.byKind.get(kind) ?? 0;
  const paid = of('payment_received') - of('refund');
  return {
    provisions_requested: of('provision_requested'),
    provisions_received: of('provision_received'),
    disbursements: of('disbursement'),
    fees: of('fee'),
    invoiced: sums.invoiced,
    paid,
    due: sums.invoiced - paid,
    bar_account: of('bar_deposit') - of('bar_release') - sums.barPayments,
  };
}

export function toBalances(sums: LedgerSums, currency: string): Balances {
  const places = currencyPlaces(currency);
  const minors = balanceMinors(sums);
  return Object.fromEntries(Object.entries(minors).map(([name, value]) => [name, fromMinor(value, places)])) as Balances;
}
