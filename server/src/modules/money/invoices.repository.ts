import { PostgresAdapter, sql, type CompiledQuery, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import type { Database, InvoiceLineTable, InvoiceTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';
import { offsetOf, type PageRequest } from '../../lib/paging';
import { compiledOnce } from './compiled-once';

export const INVOICE_COLUMNS = columnsOf<InvoiceTable>()([
  'id',
  'kind',
  'status',
  'series',
  'seq',
  'number',
  'fk_dossier',
  'fk_client_party',
  'credited_invoice',
  'issue_date',
  'due_date',
  'language',
  'currency',
  'fiscal_profile',
  'net',
  'vat',
  'stamp',
  'total',
  'seller',
  'client',
  'client_identifiers',
  'note',
  'issued_at',
  'issued_by',
  ...RECORD_COLUMNS,
]);

export const LINE_COLUMNS = columnsOf<InvoiceLineTable>()([
  'id',
  'fk_invoice',
  'position',
  'label',
  'quantity',
  'unit_price',
  'vat_rate',
  'fk_entry',
  'net',
  'vat',
  'fk_credited_line',
]);

export type InvoiceRow = Selectable<InvoiceTable> & {
  ref_dossier_bureau: number;
  client_name: string;
  client_name_ar: string | null;
  client_address: string | null;
  credited_number: string | null;
  /** Received against the note: its payments less its refunds. */
  paid: number;
  /** Its issued credit notes' totals (negative). */
  credited: number;
  derived_status: 'draft' | 'issued' | 'partly_paid' | 'paid' | 'credited';
};
export type LineRow = Selectable<InvoiceLineTable>;

/** Payments less refunds recorded against the note. */
const PAID = sql<number>`(select coalesce(sum(case when paid_entry.kind = 'payment_received' then paid_entry.amount else -paid_entry.amount end), 0)
  from money_entry paid_entry where paid_entry.fk_invoice = invoice.id and paid_entry.kind in ('payment_received', 'refund'))`;
/** The issued credit notes of the note (their totals are negative). */
const CREDITED = sql<number>`(select coalesce(sum(credit_note.total), 0) from invoice credit_note where credit_note.credited_invoice = invoice.id and credit_note.status = 'issued')`;
/**
 * A note's state as the office sees it: paid, partly paid or credited follow from its payments and
 * credit notes. The filter by state runs it in SQL; a note read is given its state by `statusOf`,
 * the same rule on the sums read once (this expression reads each sum up to three times a row).
 */
const STATUS = sql<InvoiceRow['derived_status']>`case
  when invoice.status = 'draft' then 'draft'
  when invoice.kind = 'credit_note' then 'issued'
  when invoice.total + ${CREDITED} <= 0 then 'credited'
  when invoice.total + ${CREDITED} - ${PAID} <= 0 then 'paid'
  when ${PAID} > 0 then 'partly_paid'
  else 'issued' end`;

/** The rule of STATUS, on a note read with its sums. */
export function statusOf(note: Pick<InvoiceRow, 'status' | 'kind' | 'total' | 'paid' | 'credited'>): InvoiceRow['derived_status'] {
  if (note.status === 'draft') return 'draft';
  if (note.kind === 'credit_note') return 'issued';
  if (note.total + note.credited <= 0) return 'credited';
  if (note.total + note.credited - note.paid <= 0) return 'paid';
  if (note.paid > 0) return 'partly_paid';
  return 'issued';
}

export interface InvoiceFilter {
  status?: InvoiceRow['derived_status'];
  kind?: InvoiceRow['kind'];
  client?: number;
  dossier?: number;
  year?: number;
  /** Issued notes with something still owed. */
  outstanding?: boolean;
  /** The credit notes of this note. */
  creditsOf?: number;
}

/** A filter of one dossier's notes and nothing else: what its Money tab lists. */
export const isDossierOnly = (filter: InvoiceFilter): filter is InvoiceFilter & { dossier: number } =>
  filter.dossier !== undefined && Object.entries(filter).every(([key, value]) => key === 'dossier' || value === undefined);

export function createInvoicesRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('invoice')
      .innerJoin('dossier', 'dossier.id_dossier', 'invoice.fk_dossier')
      .innerJoin('party', 'party.id_party', 'invoice.fk_client_party')
      .leftJoin('invoice as credited', 'credited.id', 'invoice.credited_invoice');
  const filtered = (filter: InvoiceFilter) =>
    base()
      .$if(filter.status !== undefined, (q) => q.where(STATUS, '=', filter.status!))
      .$if(filter.kind !== undefined, (q) => q.where('invoice.kind', '=', filter.kind!))
      .$if(filter.client !== undefined, (q) => q.where('invoice.fk_client_party', '=', filter.client!))
      .$if(filter.dossier !== undefined, (q) => q.where('invoice.fk_dossier', '=', filter.dossier!))
      .$if(filter.year !== undefined, (q) =>
        q.where('invoice.issue_date', '>=', `${filter.year}-01-01`).where('invoice.issue_date', '<=', `${filter.year}-12-31`),
      )
      .$if(filter.creditsOf !== undefined, (q) => q.where('invoice.credited_invoice', '=', filter.creditsOf!))
      .$if(filter.outstanding === true, (q) =>
        q
          .where('invoice.status', '=', 'issued')
          .where('invoice.kind', '=', 'invoice')
          .where(sql<number>`invoice.total + ${CREDITED} - ${PAID}`, '>', 0),
      );
  const withSums = (filter: InvoiceFilter) =>
    filtered(filter).select([
      ...qualified('invoice', INVOICE_COLUMNS),
      'dossier.ref_dossier_bureau',
      'party.name as client_name',
      'party.name_ar as client_name_ar',
      'party.address as client_address',
      'credited.number as credited_number',
      PAID.as('paid'),
      CREDITED.as('credited'),
    ]);
  const asRows = (rows: Record<string, unknown>[]): InvoiceRow[] =>
    rows.map((row) => {
      const note = { ...row, total: Number(row.total), paid: Number(row.paid), credited: Number(row.credited) } as Omit<
        InvoiceRow,
        'derived_status'
      >;
      return { ...note, derived_status: statusOf(note) };
    });
  const newestFirst = (filter: InvoiceFilter) => withSums(filter).orderBy('invoice.id', 'desc');
  /** The page of one dossier's notes (its Money tab), compiled once: parameters dossier, limit, offset. */
  let dossierPage: CompiledQuery | null = null;
  const pageOf = (filter: InvoiceFilter, page: PageRequest) => {
    if (!isDossierOnly(filter)) return newestFirst(filter).limit(page.page_size).offset(offsetOf(page)).execute();
    dossierPage ??= compiledOnce(newestFirst({ dossier: 0 }).limit(1).offset(0).compile(), 3);
    return db.executeQuery({ ...dossierPage, parameters: [filter.dossier, page.page_size, offsetOf(page)] }).then((result) => result.rows);
  };

  return {
    async find(id: number): Promise<InvoiceRow | undefined> {
      return asRows(await withSums({}).where('invoice.id', '=', id).execute())[0];
    },
    async list(filter: InvoiceFilter, page: PageRequest): Promise<{ rows: InvoiceRow[]; total: number }> {
      const rows = asRows((await pageOf(filter, page)) as Record<string, unknown>[]);
      // A page that is not full holds the last of the notes: they need no counting.
      const offset = offsetOf(page);
      if (rows.length < page.page_size && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
      const count = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
    /** Every note matching, oldest first (reports). */
    async all(filter: InvoiceFilter): Promise<InvoiceRow[]> {
      return asRows(await withSums(filter).orderBy('invoice.issue_date').orderBy('invoice.id').execute());
    },
    async linesOf(invoiceIds: readonly number[]): Promise<LineRow[]> {
      if (invoiceIds.length === 0) return [];
      return db
        .selectFrom('invoice_line')
        .select(LINE_COLUMNS)
        .where('fk_invoice', 'in', invoiceIds)
        .orderBy('fk_invoice')
        .orderBy('position')
        .execute();
    },
    async insert(values: Insertable<InvoiceTable>): Promise<number> {
      const row = await db.insertInto('invoice').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async replaceLines(invoiceId: number, lines: Omit<Insertable<InvoiceLineTable>, 'fk_invoice' | 'position'>[]): Promise<void> {
      await db.deleteFrom('invoice_line').where('fk_invoice', '=', invoiceId).execute();
      if (lines.length > 0)
        await db
          .insertInto('invoice_line')
          .values(lines.map((line, position) => ({ ...line, fk_invoice: invoiceId, position })))
          .execute();
    },
    update(id: number, version: number, values: Updateable<InvoiceTable>): Promise<boolean> {
      return updateIfVersion(db, 'invoice', 'id', id, version, values);
    },
    async deleteDraft(id: number, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('invoice')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /**
     * The next number of a series, taken in the caller's transaction: the series' counter row is
     * moved (and so locked until the transaction ends), so a number is used exactly when the
     * transaction that took it commits. A rollback, a crash or a refused issue gives it back.
     */
    async takeNumber(series: string, at: string): Promise<number> {
      await db
        .insertInto('invoice_series')
        .values({ series, last_number: 0, modified_at: at })
        .onConflict((oc) => oc.column('series').doNothing())
        .execute();
      const row = await db
        .updateTable('invoice_series')
        .set({ last_number: sql`last_number + 1`, modified_at: at })
        .where('series', '=', series)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },
    /** Where a series stands: the last number its counter gave (null: no counter yet) and the highest its notes hold. */
    async seriesState(series: string): Promise<{ last_number: number | null; highest: number }> {
      const counter = await db.selectFrom('invoice_series').select('last_number').where('series', '=', series).executeTakeFirst();
      const notes = await db
        .selectFrom('invoice')
        .select((eb) => eb.fn.max<number | null>('seq').as('highest'))
        .where('series', '=', series)
        .executeTakeFirst();
      return { last_number: counter ? Number(counter.last_number) : null, highest: Number(notes?.highest ?? 0) };
    },
    /**
     * Sets a series' counter, in the caller's transaction, so that the next number taken is
     * `last + 1`; only forward (or where it is), so a number given meanwhile is never given again.
     * False when the counter had already passed `last`.
     */
    async moveSeriesTo(series: string, last: number, at: string): Promise<boolean> {
      await db
        .insertInto('invoice_series')
        .values({ series, last_number: 0, modified_at: at })
        .onConflict((oc) => oc.column('series').doNothing())
        .execute();
      const result = await db
        .updateTable('invoice_series')
        .set({ last_number: last, modified_at: at })
        .where('series', '=', series)
        .where('last_number', '<=', last)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The latest issue date in a series: a note is never dated before the one numbered ahead of it. */
    async lastIssueDate(series: string): Promise<string | null> {
      const row = await db
        .selectFrom('invoice')
        .select((eb) => eb.fn.max('issue_date').as('last'))
        .where('series', '=', series)
        .executeTakeFirst();
      return (row?.last as string | null | undefined) ?? null;
    },
    /** On PostgreSQL: the money of one dossier is written by one transaction at a time (payments against its bar account). */
    async lockDossierMoney(dossierId: number): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(4242045, ${dossierId})`.execute(db);
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
