import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

export interface PaymentFilter {
  from?: string;
  to?: string;
  method?: string;
  client?: number;
}

export interface PaymentRow {
  id: number;
  date: string;
  amount: number;
  currency: string;
  method: 'cash' | 'cheque' | 'transfer' | 'bar_account' | 'card' | null;
  reference: string | null;
  fk_dossier: number;
  ref_dossier_bureau: number;
  fk_invoice: number | null;
  invoice_number: string | null;
  fk_party: number | null;
  party_name: string | null;
}

/** The payments received against fee notes, office-wide, in the live dossiers. Read only. */
export function createPaymentsRepository(db: Kysely<Database>) {
  const matching = (filter: PaymentFilter) =>
    db
      .selectFrom('money_entry')
      .innerJoin('dossier', 'dossier.id_dossier', 'money_entry.fk_dossier')
      .where('money_entry.kind', '=', 'payment_received')
      .where('dossier.deleted_at', 'is', null)
      .$if(filter.from !== undefined, (q) => q.where('money_entry.date', '>=', filter.from!))
      .$if(filter.to !== undefined, (q) => q.where('money_entry.date', '<=', filter.to!))
      .$if(filter.method !== undefined, (q) => q.where('money_entry.method', '=', filter.method as PaymentRow['method']))
      .$if(filter.client !== undefined, (q) => q.where('money_entry.fk_party', '=', filter.client!));
  const rows = (filter: PaymentFilter) =>
    matching(filter)
      .leftJoin('invoice', 'invoice.id', 'money_entry.fk_invoice')
      .leftJoin('party', 'party.id_party', 'money_entry.fk_party')
      .select([
        'money_entry.id',
        'money_entry.date',
        'money_entry.amount',
        'money_entry.currency',
        'money_entry.method',
        'money_entry.reference',
        'money_entry.fk_dossier',
        'dossier.ref_dossier_bureau',
        'money_entry.fk_invoice',
        'invoice.number as invoice_number',
        'money_entry.fk_party',
        'party.name as party_name',
      ])
      .orderBy('money_entry.date', 'desc')
      .orderBy('money_entry.id', 'desc');
  const asRows = (found: Record<string, unknown>[]) => found.map((row) => ({ ...row, amount: Number(row.amount) })) as PaymentRow[];

  return {
    /** A page of the payments, newest first, with how many match and their sum in minor units. */
    async page(filter: PaymentFilter, page: PageRequest): Promise<{ rows: PaymentRow[]; total: number; sum: number }> {
      const found = asRows(await rows(filter).limit(page.page_size).offset(offsetOf(page)).execute());
      const totals = await matching(filter)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('money_entry.amount'), eb.lit(0)).as('sum')])
        .executeTakeFirstOrThrow();
      return { rows: found, total: Number(totals.n), sum: Number(totals.sum) };
    },
    /** Every payment matching, newest first (the CSV). */
    async all(filter: PaymentFilter): Promise<PaymentRow[]> {
      return asRows(await rows(filter).execute());
    },
  };
}
