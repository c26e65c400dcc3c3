import type { DeadlineStatus } from '@cabinet/shared';
import { PostgresAdapter, sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf } from '../../db/columns';
import type { Database, DeadlineTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';
import type { PageRequest } from '../../lib/paging';
import { offsetOf } from '../../lib/paging';
import type { CountedWith } from './counting';
import type { DeadlineRow } from './deadline-record';

export const DEADLINE_COLUMNS = columnsOf<DeadlineTable>()([
  'id',
  'fk_dossier',
  'fk_rule',
  'trigger_action_id',
  'start_date',
  'due_date',
  'status',
  'completed_action_id',
  'note',
  'counted_months',
  'counted_days',
  'counted_franc',
  'counted_country',
  'counted_legacy',
  'fk_after',
  ...RECORD_COLUMNS,
]);

export interface DeadlineFilter {
  status: DeadlineStatus;
  due_from?: string;
  due_to?: string;
  tribunal?: number;
  type_affaire_bureau?: number;
  /** Deadlines of the dossiers this account is responsible for. */
  responsible?: number;
}

export interface RecountScope {
  /** Only deadlines counted on this country's calendar (null: those counted on none). */
  country?: string | null;
  /** Only one rule's deadlines. */
  rule?: number;
  /** The days a calendar change touched: only deadlines whose count can cross them (nominal end ≤ to, due date ≥ from). */
  touched?: { from: string; to: string };
  /** Only the deadlines counted on the office's former calendar (and they are counted on the law's from now on). */
  legacy?: boolean;
  /** Count them with this rule as it is now (a rule edited with `recompute: true`), instead of as they were counted. */
  countedWith?: CountedWith;
}

/** What a write that moves a deadline's count sets, beside the version it bumps. */
type Recounted = Pick<Updateable<DeadlineTable>, 'fk_dossier' | 'start_date' | 'due_date' | 'counted_legacy' | 'modified_at' | 'modified_by'>;

const SORTS = {
  due_date: 'deadline.due_date',
  start_date: 'deadline.start_date',
  ref_dossier_bureau: 'dossier.ref_dossier_bureau',
  id: 'deadline.id',
} as const;

export function createDeadlinesRepository(db: Kysely<Database>) {
  /** Deadlines with their dossier's reference and their rule; live dossiers only unless asked. */
  const withDetails = (readFirst: 'deadline' | 'dossier' = 'deadline') =>
    // Cross join + join condition fixes SQLite's join order: from the deadline index (status,
    // due_date), or from one lawyer's dossiers when that is the narrower filter.
    (readFirst === 'deadline' ? db.selectFrom('deadline').crossJoin('dossier') : db.selectFrom('dossier').crossJoin('deadline'))
      .whereRef('dossier.id_dossier', '=', 'deadline.fk_dossier')
      .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline.fk_rule')
      .leftJoin('action as trigger_action', 'trigger_action.id_action', 'deadline.trigger_action_id')
      .leftJoin('type_action as trigger_type', 'trigger_type.id_type_action', 'trigger_action.fk_type_action')
      .leftJoin('deadline as after_deadline', 'after_deadline.id', 'deadline.fk_after')
      .leftJoin('deadline_rule as after_rule', 'after_rule.id', 'after_deadline.fk_rule')
      .select([
        'deadline.id',
        'deadline.fk_dossier',
        'dossier.ref_dossier_bureau',
        'deadline.fk_rule',
        'deadline_rule.label as rule_label',
        'deadline_rule.label_en',
        'deadline_rule.label_fr',
        'deadline_rule.label_ar',
        'deadline_rule.legal_reference',
        'deadline_rule.legal_reference_en',
        'deadline_rule.legal_reference_fr',
        'deadline_rule.legal_reference_ar',
        'deadline_rule.service_mode as rule_service_mode',
        'deadline_rule.start_after_event as rule_start_after_event',
        'deadline.trigger_action_id',
        'trigger_type.libelle as trigger_type_label',
        'trigger_type.label_en as trigger_type_en',
        'trigger_type.label_fr as trigger_type_fr',
        'trigger_type.label_ar as trigger_type_ar',
        'after_rule.label as after_rule_label',
        'after_rule.label_en as after_rule_en',
        'after_rule.label_fr as after_rule_fr',
        'after_rule.label_ar as after_rule_ar',
        'deadline.fk_after',
        'deadline.start_date',
        'deadline.due_date',
        'deadline.status',
        'deadline.completed_action_id',
        'deadline.note',
        'deadline.counted_months',
        'deadline.counted_days',
        'deadline.counted_franc',
        'deadline.counted_country',
        'deadline.counted_legacy',
        'deadline.version',
        'deadline.modified_at',
      ]);

  const filtered = (filter: DeadlineFilter) => {
    let query = withDetails(filter.responsible ? 'dossier' : 'deadline').where('dossier.deleted_at', 'is', null).where('deadline.status', '=', filter.status);
    if (filter.due_from) query = query.where('deadline.due_date', '>=', filter.due_from);
    if (filter.due_to) query = query.where('deadline.due_date', '<=', filter.due_to);
    if (filter.tribunal) query = query.where('dossier.fk_tribunal', '=', filter.tribunal);
    if (filter.type_affaire_bureau) query = query.where('dossier.fk_type_affaire_bureau', '=', filter.type_affaire_bureau);
    if (filter.responsible) query = query.where('dossier.fk_responsible', '=', filter.responsible);
    return query;
  };

  /**
   * How many deadlines the filter matches. Filtered by date only (the board's three sections): all
   * of the status in range, which the (status, due_date) index counts alone, minus the trashed
   * dossiers' (few, found by dossier), as the dashboard counts them; joining each of thousands of
   * deadlines to its dossier cost most of a board request at 100k dossiers.
   */
  const count = async (filter: DeadlineFilter): Promise<number> => {
    if (filter.tribunal || filter.type_affaire_bureau || filter.responsible) {
      const { n } = await filtered(filter)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    }
    // A CASE, not the bare columns: SQLite must not reach the trashed dossiers' deadlines through the (status, due_date) index.
    const due = sql<string>`case when deadline.status = ${filter.status} then deadline.due_date end`;
    let all = db.selectFrom('deadline').select((eb) => eb.fn.countAll<number>().as('n')).where('deadline.status', '=', filter.status);
    let trashed = db
      .selectFrom('deadline')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deadline.fk_dossier', 'in', db.selectFrom('dossier').select('dossier.id_dossier').where('dossier.deleted_at', 'is not', null));
    if (filter.due_from) {
      all = all.where('deadline.due_date', '>=', filter.due_from);
      trashed = trashed.where(due, '>=', filter.due_from);
    } else {
      trashed = trashed.where(due, 'is not', null);
    }
    if (filter.due_to) {
      all = all.where('deadline.due_date', '<=', filter.due_to);
      trashed = trashed.where(due, '<=', filter.due_to);
    }
    const { n } = await db.selectNoFrom(sql<number>`(${all}) - (${trashed})`.as('n')).executeTakeFirstOrThrow();
    return Number(n);
  };

  return {
    async list(filter: DeadlineFilter, page: PageRequest, sort?: string): Promise<{ rows: DeadlineRow[]; total: number }> {
      const field = (sort?.replace(/^-/, '') ?? 'due_date') as keyof typeof SORTS;
      const direction = sort?.startsWith('-') ? 'desc' : 'asc';
      const rows = await filtered(filter)
        .orderBy(sql.ref(SORTS[field]), direction)
        .orderBy('deadline.id', direction)
        .limit(page.page_size)
        .offset(offsetOf(page))
        .execute();
      return { rows: rows as DeadlineRow[], total: await count(filter) };
    },
    /** The first `limit` rows in due order, without the total a page counts. */
    async firstRows(filter: DeadlineFilter, limit: number): Promise<DeadlineRow[]> {
      return (await filtered(filter).orderBy('deadline.due_date').orderBy('deadline.id').limit(limit).execute()) as DeadlineRow[];
    },
    /** A dossier's deadlines of every status, soonest first. */
    async listForDossier(dossierId: number): Promise<DeadlineRow[]> {
      return (await withDetails()
        .where('deadline.fk_dossier', '=', dossierId)
        .orderBy('deadline.due_date')
        .orderBy('deadline.id')
        .execute()) as DeadlineRow[];
    },
    async findLive(id: number): Promise<DeadlineRow | undefined> {
      return (await withDetails().where('deadline.id', '=', id).where('dossier.deleted_at', 'is', null).executeTakeFirst()) as
        DeadlineRow | undefined;
    },
    /** Open deadlines of live dossiers due in [from, to], for the agenda. */
    async dueBetween(from: string, to: string, responsible?: number): Promise<DeadlineRow[]> {
      return (await filtered({ status: 'open', due_from: from, due_to: to, responsible })
        .orderBy('deadline.due_date')
        .orderBy('deadline.id')
        .execute()) as DeadlineRow[];
    },
    async forAction(actionId: number) {
      return db.selectFrom('deadline').select(DEADLINE_COLUMNS).where('trigger_action_id', '=', actionId).execute();
    },
    update(id: number, expectedVersion: number, values: Updateable<DeadlineTable>): Promise<boolean> {
      return updateIfVersion(db, 'deadline', 'id', id, expectedVersion, values);
    },
    /** The deadlines that follow one (rules that start after its rule), every column. */
    async followersOf(parentId: number) {
      return db.selectFrom('deadline').selectAll().where('fk_after', '=', parentId).execute();
    },
    async insert(values: Insertable<DeadlineTable>): Promise<number> {
      const row = await db.insertInto('deadline').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** A deadline counted again (its start, its due date, maybe its dossier), its version bumped whatever it was. */
    async recount(id: number, values: Recounted): Promise<void> {
      await db
        .updateTable('deadline')
        .set({ ...values, version: (eb) => eb('version', '+', 1) })
        .where('id', '=', id)
        .execute();
    },
    /** Every deadline an action started follows it to its dossier. */
    async moveActionDeadlines(actionId: number, dossierId: number): Promise<void> {
      await db.updateTable('deadline').set({ fk_dossier: dossierId }).where('trigger_action_id', '=', actionId).execute();
    },
    /** The deadlines this action met are no longer met by anything named. */
    async forgetCompletingAction(actionId: number): Promise<void> {
      await db.updateTable('deadline').set({ completed_action_id: null }).where('completed_action_id', '=', actionId).execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('deadline').where('id', '=', id).execute();
    },
    /** How many open deadlines are still counted on the office's former calendar. */
    async countLegacyOpen(): Promise<number> {
      const { n } = await db
        .selectFrom('deadline')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .where('counted_legacy', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** A rule's open deadlines started by an action (not following another), with their action, in id order after `afterId`. */
    async openStartedByRule(ruleId: number, afterId: number, limit: number) {
      return db
        .selectFrom('deadline')
        .innerJoin('action', 'action.id_action', 'deadline.trigger_action_id')
        .select(['deadline.id', 'deadline.trigger_action_id', 'action.date_action', 'action.service_mode'])
        .where('deadline.fk_rule', '=', ruleId)
        .where('deadline.status', '=', 'open')
        .where('deadline.fk_after', 'is', null)
        .where('deadline.id', '>', afterId)
        .orderBy('deadline.id')
        .limit(limit)
        .execute();
    },
    /** A batch of open deadlines in a recount's scope, in id order after `afterId`, with what the moves list shows. */
    async openToRecount(scope: RecountScope, afterId: number, limit: number) {
      let query = db
        .selectFrom('deadline')
        .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline.fk_rule')
        .innerJoin('dossier', 'dossier.id_dossier', 'deadline.fk_dossier')
        .select([
          'deadline.id',
          'deadline.fk_dossier',
          'deadline.fk_rule',
          'deadline.trigger_action_id',
          'deadline.start_date',
          'deadline.due_date',
          'deadline.counted_months',
          'deadline.counted_days',
          'deadline.counted_franc',
          'deadline.counted_country',
          'deadline.version',
          'dossier.ref_dossier_bureau',
          'deadline_rule.label',
          'deadline_rule.label_en',
          'deadline_rule.label_fr',
          'deadline_rule.label_ar',
        ])
        .where('deadline.status', '=', 'open')
        .where('deadline.id', '>', afterId)
        .where('deadline.counted_legacy', '=', scope.legacy ? 1 : 0);
      if (scope.country !== undefined)
        query =
          scope.country === null
            ? query.where('deadline.counted_country', 'is', null)
            : query.where('deadline.counted_country', '=', scope.country);
      if (scope.rule !== undefined) query = query.where('deadline.fk_rule', '=', scope.rule);
      if (scope.touched)
        query = query.where('deadline.due_date', '>=', scope.touched.from).where('deadline.start_date', '<=', scope.touched.to);
      return query.orderBy('deadline.id').limit(limit).execute();
    },
    /** Writes a batch of new due dates where the version is still the one read, in one statement; the ids written. */
    async writeDueDates(changes: { id: number; version: number; due: string }[], scope: RecountScope, at: string): Promise<Set<number>> {
      const counted = scope.countedWith
        ? sql`, counted_months = ${scope.countedWith.counted_months}, counted_days = ${scope.countedWith.counted_days}, counted_franc = ${scope.countedWith.counted_franc}, counted_country = ${scope.countedWith.counted_country}`
        : sql``;
      const legacy = scope.legacy ? sql`, counted_legacy = 0` : sql``;
      const rows =
        db.getExecutor().adapter instanceof PostgresAdapter
          ? await sql<{ id: number }>`update deadline set due_date = v.due, version = deadline.version + 1, modified_at = ${at}${counted}${legacy}
        from (values ${sql.join(changes.map((c) => sql`(${c.id}::integer, ${c.due}::date, ${c.version}::integer)`))}) as v(id, due, ver)
        where deadline.id = v.id and deadline.version = v.ver returning deadline.id`.execute(db)
          : await sql<{ id: number }>`with v(id, due, ver) as (values ${sql.join(changes.map((c) => sql`(${c.id}, ${c.due}, ${c.version})`))})
        update deadline set due_date = v.due, version = deadline.version + 1, modified_at = ${at}${counted}${legacy}
        from v where deadline.id = v.id and deadline.version = v.ver returning deadline.id`.execute(db);
      return new Set(rows.rows.map((r) => Number(r.id)));
    },
    /** Whether the dossier exists and is not in the trash. */
    async dossierIsLive(dossierId: number): Promise<boolean> {
      const dossier = await db
        .selectFrom('dossier')
        .select('id_dossier')
        .where('id_dossier', '=', dossierId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return dossier !== undefined;
    },
    /** An action's dossier (the action that met a deadline must be of its dossier). */
    async actionDossier(actionId: number) {
      return db.selectFrom('action').select(['id_action', 'fk_dossier']).where('id_action', '=', actionId).executeTakeFirst();
    },
    /** What a follower's rule asks of the action that started the chain: its date, type, mode of service and level's judgment date. */
    async triggerAction(actionId: number) {
      return db
        .selectFrom('action')
        .leftJoin('stage', 'stage.id', 'action.fk_stage')
        .select(['action.date_action', 'action.fk_type_action', 'action.service_mode', 'stage.decision_date as stage_decision_date'])
        .where('action.id_action', '=', actionId)
        .executeTakeFirst();
    },
    async actionDate(actionId: number) {
      return db.selectFrom('action').select('date_action').where('id_action', '=', actionId).executeTakeFirst();
    },
  };
}
export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
