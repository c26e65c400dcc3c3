import type { ServiceMode } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { diffRecords, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { auditableDeadline } from './deadline-record';
import { countedWithOf, dueOn, ruleApplies, RULE_COUNT_COLUMNS } from './counting';
import type { CalendarSet } from './legal-calendar';

/** A chain longer than this is a mistake in the rules (cycles are refused when rules are saved). */
const MAX_CHAIN = 8;

export interface FollowerContext {
  actor: Actor | null;
  at: string;
  calendars: CalendarSet;
  /** Today in the office's time zone: the start of a deadline that follows one marked done without naming the action that met it. */
  today?: string;
}

interface Parent {
  id: number;
  fk_rule: number;
  fk_dossier: number;
  trigger_action_id: number;
  due_date: string;
  status: 'open' | 'done' | 'waived';
  completed_action_id: number | null;
}

/**
 * Keeps the deadlines that follow `parent` (rules that start after its rule) in step with it, in
 * the caller's transaction: a rule on `due` starts on the parent's due date, a rule on `done` on the
 * date of the action that met it (or the day it was marked done) once it is done. An open follower
 * whose start moves is counted again as it was counted (its own rule as counted); one that no
 * longer applies (the parent reopened) is removed with its own followers. Done and waived
 * followers keep their dates.
 */
export async function syncFollowers(trx: Kysely<Database>, ctx: FollowerContext, parent: Parent, depth = 0): Promise<void> {
  if (depth >= MAX_CHAIN) return;
  const rules = await trx
    .selectFrom('deadline_rule')
    .select([...RULE_COUNT_COLUMNS, 'deadline_rule.start_after_event'])
    .where('deadline_rule.start_after_rule', '=', parent.fk_rule)
    .execute();
  if (rules.length === 0) return;
  const action = await trx
    .selectFrom('action')
    .leftJoin('stage', 'stage.id', 'action.fk_stage')
    .select(['action.date_action', 'action.fk_type_action', 'action.service_mode', 'stage.decision_date as stage_decision_date'])
    .where('action.id_action', '=', parent.trigger_action_id)
    .executeTakeFirst();
  if (!action) return;
  const existing = await trx.selectFrom('deadline').selectAll().where('fk_after', '=', parent.id).execute();

  for (const rule of rules) {
    const triggers = await trx.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', '=', rule.id).execute();
    const typeFits = triggers.length === 0 || triggers.some((t) => t.id_type_action === action.fk_type_action);
    const fits =
      typeFits &&
      ruleApplies(rule, {
        date_action: action.date_action,
        service_mode: action.service_mode as ServiceMode | null,
        stage_decision_date: action.stage_decision_date,
      });
    const current = existing.find((d) => d.fk_rule === rule.id);
    const start = await startOf(trx, ctx, rule.start_after_event, parent, current?.start_date);
    if (current) {
      if (current.status !== 'open') continue;
      if (!fits || start === null) {
        await trx.deleteFrom('deadline').where('id', '=', current.id).execute();
        await audit(trx, ctx, parent.fk_dossier, current.id, 'delete', auditableDeadline(current), null);
        continue;
      }
      if (start === current.start_date) continue;
      const after = { ...current, start_date: start, due_date: dueOn(ctx.calendars, start, current), counted_legacy: 0 };
      await trx
        .updateTable('deadline')
        .set({
          start_date: after.start_date,
          due_date: after.due_date,
          counted_legacy: 0,
          modified_at: ctx.at,
          modified_by: ctx.actor?.id ?? null,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', current.id)
        .execute();
      await audit(trx, ctx, parent.fk_dossier, current.id, 'update', auditableDeadline(current), auditableDeadline(after));
      await syncFollowers(trx, ctx, { ...after, status: 'open' }, depth + 1);
      continue;
    }
    if (!fits || !rule.active || start === null) continue;
    const counted = countedWithOf(rule, ctx.calendars.officeCountry);
    const values = {
      fk_dossier: parent.fk_dossier,
      fk_rule: rule.id,
      trigger_action_id: parent.trigger_action_id,
      fk_after: parent.id,
      start_date: start,
      due_date: dueOn(ctx.calendars, start, counted),
      status: 'open' as const,
      completed_action_id: null,
      note: null,
      ...counted,
    };
    const row = await trx
      .insertInto('deadline')
      .values({ ...values, created_at: ctx.at, created_by: ctx.actor?.id ?? null, modified_at: ctx.at, modified_by: ctx.actor?.id ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, ctx, parent.fk_dossier, row.id, 'create', null, auditableDeadline(values));
    await syncFollowers(trx, ctx, { ...values, id: row.id }, depth + 1);
  }
}

/** Where a follower starts, or null when it does not start (yet). */
async function startOf(
  trx: Kysely<Database>,
  ctx: FollowerContext,
  event: 'due' | 'done' | null,
  parent: Parent,
  currentStart: string | undefined,
): Promise<string | null> {
  if (event !== 'done') return parent.due_date;
  if (parent.status !== 'done') return null;
  if (parent.completed_action_id !== null) {
    const met = await trx.selectFrom('action').select('date_action').where('id_action', '=', parent.completed_action_id).executeTakeFirst();
    if (met) return met.date_action;
  }
  // Marked done without naming the action: from that day, kept as it was when the chain is walked again.
  return currentStart ?? ctx.today ?? null;
}

function audit(
  trx: Kysely<Database>,
  ctx: FollowerContext,
  dossierId: number,
  id: number,
  operation: 'create' | 'update' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  if (operation === 'update' && Object.keys(diffRecords(before, after)).length === 0) return Promise.resolve();
  return writeAudit(trx, {
    at: ctx.at,
    userId: ctx.actor?.id ?? null,
    entity: 'deadline',
    entityId: id,
    operation,
    before,
    after,
    dossierId,
  });
}
