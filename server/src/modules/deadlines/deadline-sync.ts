import type { ServiceMode } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { diffRecords, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { loadCalendars } from './calendars';
import { countedWithOf, dueOn, ruleApplies } from './counting';
import { syncFollowers } from './deadline-followers';
import { auditableDeadline } from './deadline-record';
import { createDeadlinesRepository } from './deadlines.repository';
import type { CalendarSet } from './legal-calendar';
import { createRulesRepository } from './rules.repository';

/**
 * Keeps a starting action's deadlines in step with it, inside the action write's transaction:
 * one open deadline per active rule its type starts and that applies to it (mode of service, the
 * law's version in force on its judgment's date, or its own), counted from its date on the rule's country's calendar.
 * A changed date moves its open deadlines, counted again as they were counted (the rule as it was
 * then; editing the rule moves nothing by itself); a rule that no longer applies removes its open
 * deadline; done and waived deadlines keep their dates (they only follow the dossier). The
 * deadlines that follow these (rules that start after another) follow them.
 */
export async function syncActionDeadlines(
  trx: Kysely<Database>,
  change: {
    actor: Actor;
    at: string;
    action: {
      id_action: number;
      fk_dossier: number;
      date_action: string;
      fk_type_action: number | null;
      service_mode: ServiceMode | null;
      /** The judgment's date of the court level the action belongs to: the law's version follows it. */
      stage_decision_date: string | null;
    };
  },
): Promise<void> {
  const { actor, at, action } = change;
  const repo = createDeadlinesRepository(trx);
  const existing = (await repo.forAction(action.id_action)).filter((d) => d.fk_after === null);
  const rules = action.fk_type_action === null ? [] : await createRulesRepository(trx).startedByType(action.fk_type_action);
  const applying = rules.filter((rule) => ruleApplies(rule, action));
  if (existing.length === 0 && !applying.some((r) => r.active)) return;

  let calendars: CalendarSet | undefined;
  const load = async () => (calendars ??= await loadCalendars(trx));
  const audit = (
    entityId: number,
    operation: 'create' | 'update' | 'delete',
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => writeAudit(trx, { at, userId: actor.id, entity: 'deadline', entityId, operation, before, after, dossierId: action.fk_dossier });

  const ruleById = new Map(applying.map((r) => [r.id, r]));
  for (const deadline of existing) {
    const rule = ruleById.get(deadline.fk_rule);
    if (deadline.status === 'open' && !rule) {
      await repo.delete(deadline.id);
      await audit(deadline.id, 'delete', auditableDeadline(deadline), null);
      continue;
    }
    const after = { ...deadline, fk_dossier: action.fk_dossier };
    // Counted again only when its start moves: an edit of anything else leaves the date as announced.
    const recount = deadline.status === 'open' && deadline.start_date !== action.date_action;
    if (recount)
      Object.assign(after, {
        start_date: action.date_action,
        due_date: dueOn(await load(), action.date_action, deadline),
        counted_legacy: 0,
      });
    const changes = diffRecords(auditableDeadline(deadline), auditableDeadline(after));
    if (Object.keys(changes).length === 0) continue;
    await repo.recount(deadline.id, {
      fk_dossier: after.fk_dossier,
      start_date: after.start_date,
      due_date: after.due_date,
      counted_legacy: after.counted_legacy,
      modified_at: at,
      modified_by: actor.id,
    });
    if (after.fk_dossier !== deadline.fk_dossier) await repo.moveActionDeadlines(action.id_action, after.fk_dossier);
    await audit(deadline.id, 'update', auditableDeadline(deadline), auditableDeadline(after));
    if (recount) await syncFollowers(trx, { actor, at, calendars: await load() }, after);
  }

  const covered = new Set(existing.map((d) => d.fk_rule));
  for (const rule of applying) {
    if (!rule.active || covered.has(rule.id)) continue;
    const counted = countedWithOf(rule, (await load()).officeCountry);
    const values = {
      fk_dossier: action.fk_dossier,
      fk_rule: rule.id,
      trigger_action_id: action.id_action,
      start_date: action.date_action,
      due_date: dueOn(await load(), action.date_action, counted),
      status: 'open' as const,
      completed_action_id: null,
      note: null,
      ...counted,
    };
    const id = await repo.insert({ ...values, created_at: at, created_by: actor.id, modified_at: at, modified_by: actor.id });
    await audit(id, 'create', null, auditableDeadline(values));
    await syncFollowers(trx, { actor, at, calendars: await load() }, { ...values, id });
  }
}

/** The starting action is deleted: its deadlines (and those that follow them) go with it, audited, in the same transaction. */
export async function removeActionDeadlines(
  trx: Kysely<Database>,
  change: { actor: Actor; at: string; actionId: number; dossierId: number },
): Promise<void> {
  const repo = createDeadlinesRepository(trx);
  const existing = await repo.forAction(change.actionId);
  // Followers first: they refer to the deadline they follow.
  existing.sort((a, b) => (b.fk_after === null ? 0 : 1) - (a.fk_after === null ? 0 : 1) || b.id - a.id);
  for (const deadline of existing) {
    await repo.delete(deadline.id);
    await writeAudit(trx, {
      at: change.at,
      userId: change.actor.id,
      entity: 'deadline',
      entityId: deadline.id,
      operation: 'delete',
      before: auditableDeadline(deadline),
      after: null,
      dossierId: change.dossierId,
    });
  }
  // A deadline met by this action is no longer met by anything named.
  await repo.forgetCompletingAction(change.actionId);
}
