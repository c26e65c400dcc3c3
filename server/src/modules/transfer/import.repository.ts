import { sql, type Insertable, type Kysely } from 'kysely';
import type { AuditLogTable, Database, DeadlineTable } from '../../db/schema';
import type { DbRow } from './transfer-columns';
import { keyColumns, keyOf, type TableDescriptor } from './transfer-descriptor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What the import asks of the database and writes beside the tables it loads (the rows themselves
 * go through bulk-load.repository.ts): the rows a check compares with, the values a cross-check
 * needs, the history lines and the deadlines the import adds. `db` is the import's transaction
 * when it loads, the database on a dry run.
 */
export function createImportRepository(db: Kysely<Database>) {
  const adb = db as unknown as AnyDb;
  return {
    /** The accounts of this database, to map authors' names to ids and back. */
    async accounts() {
      return db.selectFrom('users').select(['id', 'email', 'username']).execute();
    },
    async countRows(table: string): Promise<number> {
      const row = await adb
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async isEmpty(table: string): Promise<boolean> {
      const row = await adb
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst();
      return row === undefined;
    },
    /** The values of one key column of every stored row. */
    async storedKeys(table: string, key: string): Promise<DbRow[]> {
      return (await adb.selectFrom(table).select(key).execute()) as DbRow[];
    },
    /** The stored rows with the keys of a batch, by key. */
    async existingByKey(descriptor: TableDescriptor, batch: DbRow[]): Promise<Map<unknown, DbRow>> {
      const columns = keyColumns(descriptor);
      const query = adb.selectFrom(descriptor.table).selectAll();
      const rows = (
        columns.length === 1
          ? await query
              .where(
                columns[0]!,
                'in',
                batch.map((row) => row[columns[0]!]),
              )
              .execute()
          : await query
              // eslint-disable-next-line @typescript-eslint/no-explicit-any
              .where((eb: any) => eb.or(batch.map((row) => eb.and(columns.map((c) => eb(c, '=', row[c]))))))
              .execute()
      ) as DbRow[];
      return new Map(rows.map((r) => [keyOf(descriptor, r), r]));
    },

    // What the cross-checks of the tables compare with.
    async officeCurrency(): Promise<string> {
      const { currency } = await db.selectFrom('settings').select('currency').where('id', '=', 1).executeTakeFirstOrThrow();
      return currency;
    },
    async numberedInvoices() {
      return db.selectFrom('invoice').select(['id', 'number']).where('number', 'is not', null).execute();
    },
    /** Issued notes that have their lines. */
    async closedInvoices() {
      return db
        .selectFrom('invoice')
        .select('id')
        .where('status', '=', 'issued')
        .where(sql<boolean>`exists (select 1 from invoice_line where invoice_line.fk_invoice = invoice.id)`)
        .execute();
    },
    async invoiceLineIds() {
      return db.selectFrom('invoice_line').select('id').execute();
    },
    /** The national ids of live parties. */
    async liveNationalIds() {
      return db
        .selectFrom('party')
        .select(['id_party', 'national_id_key'])
        .where('deleted_at', 'is', null)
        .where('national_id_key', 'is not', null)
        .execute();
    },
    /** Each deadline's starting action and rule. */
    async deadlineStarts() {
      return db.selectFrom('deadline').select(['id', 'trigger_action_id', 'fk_rule']).execute();
    },
    async liveDossierReferences() {
      return db.selectFrom('dossier').select(['id_dossier', 'ref_dossier_bureau']).where('deleted_at', 'is', null).execute();
    },

    // History lines.
    async insertAuditLines(values: Insertable<AuditLogTable>[]): Promise<void> {
      await db.insertInto('audit_log').values(values).execute();
    },
    async actionDossiers(ids: number[]): Promise<{ id_action: number; fk_dossier: number }[]> {
      return db.selectFrom('action').select(['id_action', 'fk_dossier']).where('id_action', 'in', ids).execute();
    },

    // Deadlines.
    /**
     * Every action's deadline owed by an active rule that starts from its type (not after another
     * rule) and that it does not have yet, with what counting and the rule's conditions need.
     */
    async owedDeadlines() {
      return db
        .selectFrom('action as a')
        .innerJoin('deadline_rule_trigger as t', 't.id_type_action', 'a.fk_type_action')
        .innerJoin('deadline_rule as r', 'r.id', 't.rule_id')
        .leftJoin('deadline as d', (join) => join.onRef('d.trigger_action_id', '=', 'a.id_action').onRef('d.fk_rule', '=', 'r.id'))
        .leftJoin('stage as s', (join) => join.onRef('s.id', '=', 'a.fk_stage').onRef('s.fk_dossier', '=', 'a.fk_dossier'))
        .select([
          'a.id_action',
          'a.fk_dossier',
          'a.date_action',
          'a.service_mode as action_service_mode',
          's.decision_date as stage_decision_date',
          'r.id',
          'r.months',
          'r.days',
          'r.franc',
          'r.country',
          'r.service_mode',
          'r.valid_from',
          'r.valid_to',
          'r.active',
        ])
        .where('r.active', '=', 1)
        .where('r.start_after_rule', 'is', null)
        .where('d.id', 'is', null)
        .orderBy('a.id_action')
        .orderBy('r.id')
        .execute();
    },
    async insertDeadlines(values: Insertable<DeadlineTable>[]): Promise<void> {
      await db.insertInto('deadline').values(values).execute();
    },
  };
}
