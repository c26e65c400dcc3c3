import { sql, type CompiledQuery, type Insertable, type Kysely, type Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import type { Database, MoneyEntryTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';
import { compiledOnce } from './compiled-once';

export const ENTRY_COLUMNS = columnsOf<MoneyEntryTable>()([
  'id',
  'fk_dossier',
  'kind',
  'date',
  'amount',
  'currency',
  'label',
  'fk_party',
  'fk_stage',
  'billable',
  'fk_invoice',
  'result_percent',
  'method',
  'reference',
  ...RECORD_COLUMNS,
]);

export type EntryRow = Pick<MoneyEntryTable, Exclude<(typeof ENTRY_COLUMNS)[number], 'id' | 'billable' | 'version'>> & {
  id: number;
  billable: number;
  version: number;
  /** The party's name and the note's number, for the screen. */
  party_name: string | null;
  invoice_number: string | null;
  invoice_status: 'draft' | 'issued' | null;
};

/** Sums of a dossier's (or a set of dossiers') ledger, in minor units. */
export interface LedgerSums {
  byKind: Map<string, number>;
  /** Payments taken from the bar's deposit account. */
  barPayments: number;
  /** Issued notes' totals (credit notes negative). */
  invoiced: number;
}

/** Sums of entries read (a dossier's whole ledger) in minor units, with its issued notes' total. */
export function sumsOfEntries(entries: readonly Pick<EntryRow, 'kind' | 'amount' | 'method'>[], invoiced: number): LedgerSums {
  const byKind = new Map<string, number>();
  let barPayments = 0;
  for (const entry of entries) {
    const amount = Number(entry.amount);
    byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + amount);
    if (entry.kind === 'payment_received' && entry.method === 'bar_account') barPayments += amount;
  }
  return { byKind, barPayments, invoiced };
}

/** A live dossier with the total of its issued notes (credit notes negative). */
const ISSUED_TOTAL = sql<number>`(select coalesce(sum(issued.total), 0) from invoice issued where issued.fk_dossier = dossier.id_dossier and issued.status = 'issued')`;

export function createLedgerRepository(db: Kysely<Database>) {
  const entries = () =>
    db
      .selectFrom('money_entry')
      .leftJoin('party', 'party.id_party', 'money_entry.fk_party')
      .leftJoin('invoice', 'invoice.id', 'money_entry.fk_invoice')
      .select([
        ...qualified('money_entry', ENTRY_COLUMNS),
        'party.name as party_name',
        'invoice.number as invoice_number',
        'invoice.status as invoice_status',
      ]);

  /** Compiled once each (the Money tab reads them on every visit): parameter the dossier's id. */
  let ofDossierQuery: CompiledQuery<EntryRow> | null = null;
  let issuedTotalQuery: CompiledQuery<{ id_dossier: number; invoiced: number }> | null = null;

  return {
    find(id: number): Promise<EntryRow | undefined> {
      return entries().where('money_entry.id', '=', id).executeTakeFirst() as Promise<EntryRow | undefined>;
    },
    async listOfDossier(dossierId: number): Promise<EntryRow[]> {
      ofDossierQuery ??= compiledOnce(
        entries()
          .where('money_entry.fk_dossier', '=', 0)
          .orderBy('money_entry.date')
          .orderBy('money_entry.id')
          .compile() as CompiledQuery<EntryRow>,
        1,
      );
      return (await db.executeQuery<EntryRow>({ ...ofDossierQuery, parameters: [dossierId] })).rows;
    },
    /** The total of a live dossier's issued notes; undefined when the dossier is not live. */
    async issuedTotalOfLive(dossierId: number): Promise<number | undefined> {
      issuedTotalQuery ??= compiledOnce(
        db
          .selectFrom('dossier')
          .select(['dossier.id_dossier', ISSUED_TOTAL.as('invoiced')])
          .where('dossier.id_dossier', '=', 0)
          .where('dossier.deleted_at', 'is', null)
          .compile(),
        1,
      );
      const row = (await db.executeQuery<{ invoiced: number }>({ ...issuedTotalQuery, parameters: [dossierId] })).rows[0];
      return row === undefined ? undefined : Number(row.invoiced);
    },
    async insert(values: Insertable<MoneyEntryTable>): Promise<number> {
      const row = await db.insertInto('money_entry').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update(id: number, version: number, values: Updateable<MoneyEntryTable>): Promise<boolean> {
      return updateIfVersion(db, 'money_entry', 'id', id, version, values);
    },
    async delete(id: number, version: number): Promise<boolean> {
      const result = await db.deleteFrom('money_entry').where('id', '=', id).where('version', '=', version).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Entries billed on a draft note: the note's lines name them. */
    async attachToInvoice(invoiceId: number, entryIds: readonly number[], at: string, by: number): Promise<void> {
      await db
        .updateTable('money_entry')
        .set({ fk_invoice: null, modified_at: at, modified_by: by })
        .where('fk_invoice', '=', invoiceId)
        .where('kind', 'in', ['fee', 'disbursement'])
        .$if(entryIds.length > 0, (q) => q.where('id', 'not in', entryIds))
        .execute();
      if (entryIds.length > 0) {
        await db
          .updateTable('money_entry')
          .set({ fk_invoice: invoiceId, modified_at: at, modified_by: by })
          .where('id', 'in', entryIds)
          .where('fk_invoice', 'is', null)
          .execute();
      }
    },
    /** Billable entries of a dossier by id (for a note's lines). */
    entriesById(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('money_entry').select(['id', 'fk_dossier', 'kind', 'fk_invoice']).where('id', 'in', ids).execute();
    },
    async sumsOfDossier(dossierId: number): Promise<LedgerSums> {
      const kinds = await db
        .selectFrom('money_entry')
        .select((eb) => ['kind', eb.fn.sum<number>('amount').as('amount')])
        .where('fk_dossier', '=', dossierId)
        .groupBy('kind')
        .execute();
      const bar = await db
        .selectFrom('money_entry')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'))
        .where('fk_dossier', '=', dossierId)
        .where('kind', '=', 'payment_received')
        .where('method', '=', 'bar_account')
        .executeTakeFirstOrThrow();
      const invoiced = await db
        .selectFrom('invoice')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('amount'))
        .where('fk_dossier', '=', dossierId)
        .where('status', '=', 'issued')
        .executeTakeFirstOrThrow();
      return {
        byKind: new Map(kinds.map((row) => [row.kind, Number(row.amount)])),
        barPayments: Number(bar.amount),
        invoiced: Number(invoiced.amount),
      };
    },
    async anyMoney(): Promise<boolean> {
      const entry = await db.selectFrom('money_entry').select('id').limit(1).executeTakeFirst();
      const invoice = await db.selectFrom('invoice').select('id').limit(1).executeTakeFirst();
      return Boolean(entry || invoice);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** A court level that goes leaves the entries booked to it booked to the dossier alone (no foreign key holds the link). */
export async function detachEntriesFromStage(db: Kysely<Database>, stageId: number): Promise<void> {
  await db.updateTable('money_entry').set({ fk_stage: null }).where('fk_stage', '=', stageId).execute();
}
