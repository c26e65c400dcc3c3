import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T>, column: string) {
  return isPostgres(db)
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

function withAudit<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

const ENTRY_KINDS = sql`kind in ('fee_agreement', 'provision_requested', 'provision_received', 'disbursement', 'fee', 'payment_received', 'refund', 'bar_deposit', 'bar_release')`;
const METHODS = sql`method is null or method in ('cash', 'cheque', 'transfer', 'bar_account', 'card')`;

/**
 * The money of a dossier: its ledger (money_entry), its fee notes (invoice, invoice_line) and the
 * yearly series they are numbered in (invoice_series: one counter row per series, moved in the
 * transaction that issues a note, so a number is taken exactly when the note is issued). Amounts
 * are integers of the currency's minor units; quantities thousandths; VAT rates hundredths of a
 * percent. Who sees money is the account's `money` column; the office's fiscal profile and legal
 * identifiers are settings.
 *
 * An issued note can be neither changed nor deleted, nor can its lines: the database refuses it
 * (triggers), whatever the application does.
 */
export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const date = pgsql ? ('date' as const) : ('text' as const);

  await db.schema
    .alterTable('users')
    .addColumn('money', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`money in ('none', 'read', 'write')`),
    )
    .execute();
  await db.schema.alterTable('settings').addColumn('fiscal_profile', 'text').execute();
  await db.schema
    .alterTable('settings')
    .addColumn('office_identifiers', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('settings').addColumn('office_address', 'text').execute();

  await withAudit(
    withId(db, db.schema.createTable('invoice'), 'id')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'issued')`))
      .addColumn('series', 'text')
      .addColumn('seq', 'integer')
      .addColumn('number', 'text')
      // A dossier with fee notes cannot be purged: an issued note outlives nothing it refers to.
      .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier'))
      .addColumn('fk_client_party', 'integer', (c) => c.notNull().references('party.id_party'))
      .addColumn('credited_invoice', 'integer', (c) => c.references('invoice.id'))
      .addColumn('issue_date', date)
      .addColumn('due_date', date)
      .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('fr', 'ar', 'en')`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('fiscal_profile', 'text')
      .addColumn('net', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('vat', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('stamp', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('seller', 'text')
      .addColumn('client', 'text')
      .addColumn('client_identifiers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('note', 'text')
      .addColumn('issued_at', 'text')
      .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint(
        'invoice_number_when_issued',
        sql`(status = 'draft') = (number is null) and (number is null) = (seq is null) and (seq is null) = (series is null)`,
      )
      .addCheckConstraint('invoice_credit_note_credits', sql`(kind = 'credit_note') = (credited_invoice is not null)`),
  ).execute();
  await db.schema.createIndex('invoice_number_idx').on('invoice').column('number').unique().execute();
  await db.schema.createIndex('invoice_series_seq_idx').on('invoice').columns(['series', 'seq']).unique().execute();
  await db.schema.createIndex('invoice_dossier_idx').on('invoice').columns(['fk_dossier', 'id']).execute();
  await db.schema.createIndex('invoice_client_idx').on('invoice').columns(['fk_client_party', 'id']).execute();
  await db.schema.createIndex('invoice_credited_idx').on('invoice').column('credited_invoice').execute();

  await withAudit(
    withId(db, db.schema.createTable('money_entry'), 'id')
      .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(ENTRY_KINDS))
      .addColumn('date', date, (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('fk_party', 'integer', (c) => c.references('party.id_party'))
      .addColumn('fk_stage', 'integer')
      .addColumn('billable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fk_invoice', 'integer', (c) => c.references('invoice.id').onDelete('set null'))
      .addColumn('result_percent', 'integer')
      .addColumn('method', 'text', (c) => c.check(METHODS))
      .addColumn('reference', 'text'),
  ).execute();
  await db.schema.createIndex('money_entry_dossier_idx').on('money_entry').columns(['fk_dossier', 'date', 'id']).execute();
  await db.schema.createIndex('money_entry_invoice_idx').on('money_entry').column('fk_invoice').execute();
  await db.schema.createIndex('money_entry_kind_date_idx').on('money_entry').columns(['kind', 'date', 'fk_dossier']).execute();

  await db.schema
    .createTable('invoice_line')
    .addColumn('id', pgsql ? 'serial' : 'integer', (c) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('fk_invoice', 'integer', (c) => c.notNull().references('invoice.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('fk_entry', 'integer', (c) => c.references('money_entry.id').onDelete('set null'))
    .addColumn('net', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'bigint', (c) => c.notNull())
    // A credit note's line names the line it credits: each line is credited at most once.
    .addColumn('fk_credited_line', 'integer', (c) => c.references('invoice_line.id').unique())
    .execute();
  await db.schema.createIndex('invoice_line_invoice_idx').on('invoice_line').columns(['fk_invoice', 'position']).execute();

  await db.schema
    .createTable('invoice_series')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();

  await immutableIssuedNotes(db, pgsql);
}

const ISSUED_MESSAGE = 'an issued fee note cannot be changed or deleted';

async function immutableIssuedNotes(db: AnyDb, pgsql: boolean): Promise<void> {
  if (pgsql) {
    await sql
      .raw(
        `create function invoice_issued_guard() returns trigger language plpgsql as $$
        begin
          if tg_table_name = 'invoice' then
            if old.status = 'issued' then raise exception '${ISSUED_MESSAGE}' using errcode = 'P0001'; end if;
          elsif tg_op in ('UPDATE', 'DELETE') and exists (select 1 from invoice where id = old.fk_invoice and status = 'issued') then
            raise exception '${ISSUED_MESSAGE}' using errcode = 'P0001';
          elsif tg_op in ('INSERT', 'UPDATE') and exists (select 1 from invoice where id = new.fk_invoice and status = 'issued') then
            raise exception '${ISSUED_MESSAGE}' using errcode = 'P0001';
          end if;
          if tg_op = 'DELETE' then return old; end if;
          return new;
        end $$`,
      )
      .execute(db);
    await sql`create trigger invoice_issued_update before update or delete on invoice for each row execute function invoice_issued_guard()`.execute(
      db,
    );
    await sql`create trigger invoice_line_issued before insert or update or delete on invoice_line for each row execute function invoice_issued_guard()`.execute(
      db,
    );
    return;
  }
  await sql
    .raw(
      `create trigger invoice_issued_update before update on invoice when old.status = 'issued' begin select raise(abort, '${ISSUED_MESSAGE}'); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger invoice_issued_delete before delete on invoice when old.status = 'issued' begin select raise(abort, '${ISSUED_MESSAGE}'); end`,
    )
    .execute(db);
  for (const [operation, row] of [
    ['insert', 'new'],
    ['update', 'old'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger invoice_line_issued_${operation} before ${operation} on invoice_line
        when exists (select 1 from invoice where id = ${row}.fk_invoice and status = 'issued')
        begin select raise(abort, '${ISSUED_MESSAGE}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists invoice_issued_guard() cascade`.execute(db);
  await db.schema.dropTable('invoice_series').ifExists().execute();
  await db.schema.dropTable('invoice_line').ifExists().execute();
  await db.schema.dropTable('money_entry').ifExists().execute();
  await db.schema.dropTable('invoice').ifExists().execute();
  for (const column of ['office_address', 'office_identifiers', 'fiscal_profile'])
    await db.schema.alterTable('settings').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('money').execute();
}
