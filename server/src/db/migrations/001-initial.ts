import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';
import { DEFAULT_ACTION_TYPES, DEFAULT_SETTINGS } from '../defaults';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Column helpers so one migration serves both dialects. */
function types(db: AnyDb) {
  const pgsql = isPostgres(db);
  return {
    id: pgsql ? ('serial' as const) : ('integer' as const),
    date: pgsql ? ('date' as const) : ('text' as const),
    bigint: 'bigint' as const,
  };
}

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

export async function up(db: AnyDb): Promise<void> {
  const t = types(db);

  await withId(db, db.schema.createTable('users'), 'id')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'user')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'pending', 'disabled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.bigint, (c) => c.notNull())
    .addColumn('last_seen_at', t.bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', t.bigint, (c) => c.notNull())
    .addColumn('locked_until', t.bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('office_name', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stale_months', 'integer', (c) => c.notNull())
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('session_idle_minutes', 'integer', (c) => c.notNull())
    .addColumn('session_absolute_hours', 'integer', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('audit_log'), 'id')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_user_idx').on('audit_log').columns(['user_id', 'id']).execute();

  for (const [table, id] of [
    ['type_expertise', 'id_type_expertise'],
    ['type_affaire_bureau', 'id_type_affaire_bureau'],
  ] as const) {
    await withAudit(
      withId(db, db.schema.createTable(table), id)
        .addColumn('libelle', 'text', (c) => c.notNull())
        .addColumn('description', 'text'),
    ).execute();
  }

  await withAudit(
    withId(db, db.schema.createTable('type_action'), 'id_type_action')
      .addColumn('libelle', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('effect', 'text', (c) =>
        c.notNull().defaultTo('none').check(sql`effect in ('none', 'expertise', 'dossier_field')`),
      )
      .addColumn('dossier_field', 'text'),
  ).execute();

  await withAudit(
    withId(db, db.schema.createTable('expert'), 'id_expert')
      .addColumn('nom', 'text', (c) => c.notNull())
      .addColumn('specialite', 'text', (c) => c.notNull())
      .addColumn('tel', 'text')
      .addColumn('email', 'text')
      .addColumn('adresse', 'text')
      .addColumn('fk_type_expertise', 'integer', (c) => c.references('type_expertise.id_type_expertise'))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withAudit(
    withId(db, db.schema.createTable('tribunal'), 'id_tribunal')
      .addColumn('nom', 'text', (c) => c.notNull())
      .addColumn('ville', 'text', (c) => c.notNull())
      .addColumn('adresse', 'text')
      .addColumn('telephone', 'text'),
  ).execute();

  let dossier = withId(db, db.schema.createTable('dossier'), 'id_dossier')
    .addColumn('ref_dossier_bureau', 'integer', (c) => c.notNull())
    .addColumn('date_inscription_bureau', t.date, (c) => c.notNull())
    .addColumn('fk_type_affaire_bureau', 'integer', (c) =>
      c.references('type_affaire_bureau.id_type_affaire_bureau'),
    )
    .addColumn('fk_tribunal', 'integer', (c) => c.references('tribunal.id_tribunal'))
    .addColumn('montant_dette', t.bigint)
    .addColumn('num_police', 'text')
    .addColumn('nom_responsable_civil', 'text')
    .addColumn('accusation', 'text')
    .addColumn('date_accident', t.date);
  for (const column of [
    'matricule_vehicule',
    'num_plainte_police',
    'num_plainte_tribunal',
    'num_dossier_tribunal',
    'num_pv_police',
    'num_pv_tribunal',
    'num_dossier_tribunal_a',
    'num_dossier_tribunal_c',
    'num_dossier_tribunal_n',
    'num_dossier_tribunal_e',
    'num_instrument_a',
    'num_instrument_c',
  ]) {
    dossier = dossier.addColumn(column, 'text');
  }
  await withAudit(
    dossier
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_action_date', t.date)
      .addColumn('deleted_at', 'text')
      .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  // Unique among live dossiers only: a trashed dossier's reference may be reused.
  await db.schema
    .createIndex('dossier_ref_live_uq')
    .on('dossier')
    .column('ref_dossier_bureau')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('dossier_live_idx').on('dossier').columns(['deleted_at', 'id_dossier']).execute();
  await db.schema.createIndex('dossier_last_action_idx').on('dossier').columns(['deleted_at', 'last_action_date']).execute();
  await db.schema.createIndex('dossier_tribunal_idx').on('dossier').column('fk_tribunal').execute();
  await db.schema.createIndex('dossier_type_idx').on('dossier').column('fk_type_affaire_bureau').execute();
  await db.schema.createIndex('dossier_inscription_idx').on('dossier').column('date_inscription_bureau').execute();

  await withAudit(
    withId(db, db.schema.createTable('action'), 'id_action')
      .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier').onDelete('cascade'))
      .addColumn('date_action', t.date, (c) => c.notNull())
      .addColumn('fk_type_action', 'integer', (c) => c.references('type_action.id_type_action'))
      .addColumn('contenu', 'text')
      .addColumn('date_prochaine', t.date),
  ).execute();
  await db.schema.createIndex('action_dossier_idx').on('action').columns(['fk_dossier', 'date_action']).execute();
  await db.schema.createIndex('action_date_idx').on('action').column('date_action').execute();
  await db.schema.createIndex('action_next_idx').on('action').column('date_prochaine').execute();
  await db.schema.createIndex('action_type_idx').on('action').column('fk_type_action').execute();

  await withId(db, db.schema.createTable('expertise'), 'id_expertise')
    .addColumn('fk_action', 'integer', (c) => c.notNull().unique().references('action.id_action').onDelete('cascade'))
    .addColumn('fk_type_expertise', 'integer', (c) => c.references('type_expertise.id_type_expertise'))
    .addColumn('fk_expert', 'integer', (c) => c.references('expert.id_expert'))
    .addColumn('frais', t.bigint)
    .addColumn('contenu', 'text')
    .execute();
  await db.schema.createIndex('expertise_expert_idx').on('expertise').column('fk_expert').execute();
  await db.schema.createIndex('expertise_type_idx').on('expertise').column('fk_type_expertise').execute();
  await db.schema.createIndex('expert_type_idx').on('expert').column('fk_type_expertise').execute();

  await seedDefaults(db);
}

async function seedDefaults(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ id: 1, ...DEFAULT_SETTINGS, modified_at: now, modified_by: null })
    .execute();
  await db
    .insertInto('type_action')
    .values(
      DEFAULT_ACTION_TYPES.map((type) => ({
        ...type,
        description: null,
        created_at: now,
        modified_at: now,
        created_by: null,
        modified_by: null,
      })),
    )
    .execute();
  if (isPostgres(db)) {
    // Explicit legacy ids do not advance the sequence; move it past them.
    await sql`select setval(pg_get_serial_sequence('type_action', 'id_type_action'), (select max(id_type_action) from type_action))`.execute(
      db,
    );
  }
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted; restore a backup instead.');
}
