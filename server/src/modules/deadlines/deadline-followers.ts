import type { ServiceMode } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { diffRecords, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { auditableDeadline } from './deadline-record';
import { countedWithOf, dueOn, ruleApplies } from './counting';
import { createDeadlinesRepository } from './deadlines.repository';
import type { CalendarSet } from './legal-calendar';
import { createRulesRepository } from './rules.repository';

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
  const ruleRepo = createRulesRepository(trx);
  const repo = createDeadlinesRepository(trx);
  const rules = await ruleRepo.startingAfter(parent.fk_rule);
  if (rules.length === 0) return;
  const action = await repo.triggerAction(parent.trigger_action_id);
  if (!action) return;
  const existing = await repo.followersOf(parent.id);

  for (const rule of rules) {
    const triggers = await ruleRepo.triggerTypes(rule.id);
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
        await repo.delete(current.id);
        await audit(trx, ctx, parent.fk_dossier, current.id, 'delete', auditableDeadline(current), null);
        continue;
      }
      if (start === current.start_date) continue;
      const after = { ...current, start_date: start, due_date: dueOn(ctx.calendars, start, current), counted_legacy: 0 };
      await repo.recount(current.id, {
        start_date: after.start_date,
        due_date: after.due_date,
        counted_legacy: 0,
        modified_at: ctx.at,
        modified_by: ctx.actor?.id ?? null,
      });
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
    const id = await repo.insert({
      ...values,
      created_at: ctx.at,
      created_by: ctx.actor?.id ?? null,
      modified_at: ctx.at,
      modified_by: ctx.actor?.id ?? null,
    });
    await audit(trx, ctx, parent.fk_dossier, id, 'create', null, auditableDeadline(values));
    await syncFollowers(trx, ctx, { ...values, id }, depth + 1);
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
    const met = await createDeadlinesRepository(trx).actionDate(parent.completed_action_id);
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
