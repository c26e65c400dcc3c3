import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { diffRecords, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { auditableDeadline } from './deadline-record';
import { createDeadlinesRepository } from './deadlines.repository';
import { computeDueDate } from './due-date';
import { loadWorkingCalendar, type WorkingCalendar } from './working-calendar';

/**
 * Keeps a starting action's deadlines in step with it, inside the action write's transaction:
 * one open deadline per active rule its type starts, counted from its date. A changed date or
 * dossier moves its open deadlines; a type that no longer starts a rule removes that rule's open
 * deadline; done and waived deadlines keep their dates (they only follow the dossier).
 */
export async function syncActionDeadlines(
  trx: Kysely<Database>,
  change: {
    actor: Actor;
    at: string;
    action: { id_action: number; fk_dossier: number; date_action: string; fk_type_action: number | null };
  },
): Promise<void> {
  const { actor, at, action } = change;
  const existing = await createDeadlinesRepository(trx).forAction(action.id_action);
  const rules =
    action.fk_type_action === null
      ? []
      : await trx
          .selectFrom('deadline_rule')
          .innerJoin('deadline_rule_trigger', 'deadline_rule_trigger.rule_id', 'deadline_rule.id')
          .select(['deadline_rule.id', 'deadline_rule.amount', 'deadline_rule.unit', 'deadline_rule.franc', 'deadline_rule.active'])
          .where('deadline_rule_trigger.id_type_action', '=', action.fk_type_action)
          .execute();
  if (existing.length === 0 && !rules.some((r) => r.active)) return;

  let calendar: WorkingCalendar | undefined;
  const dueFor = async (rule: (typeof rules)[number]) => {
    calendar ??= await loadWorkingCalendar(trx);
    return computeDueDate(action.date_action, { amount: rule.amount, unit: rule.unit, franc: Boolean(rule.franc) }, calendar.isNonWorking);
  };
  const audit = (
    entityId: number,
    operation: 'create' | 'update' | 'delete',
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    writeAudit(trx, {
      at,
      userId: actor.id,
      entity: 'deadline',
      entityId,
      operation,
      before,
      after,
      dossierId: action.fk_dossier,
    });

  const ruleById = new Map(rules.map((r) => [r.id, r]));
  for (const deadline of existing) {
    const rule = ruleById.get(deadline.fk_rule);
    if (deadline.status === 'open' && !rule) {
      await trx.deleteFrom('deadline').where('id', '=', deadline.id).execute();
      await audit(deadline.id, 'delete', auditableDeadline(deadline), null);
      continue;
    }
    const after = { ...deadline, fk_dossier: action.fk_dossier };
    if (deadline.status === 'open' && rule) Object.assign(after, { start_date: action.date_action, due_date: await dueFor(rule) });
    const changes = diffRecords(auditableDeadline(deadline), auditableDeadline(after));
    if (Object.keys(changes).length === 0) continue;
    await trx
      .updateTable('deadline')
      .set({
        fk_dossier: after.fk_dossier,
        start_date: after.start_date,
        due_date: after.due_date,
        modified_at: at,
        modified_by: actor.id,
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', '=', deadline.id)
      .execute();
    await audit(deadline.id, 'update', auditableDeadline(deadline), auditableDeadline(after));
  }

  const covered = new Set(existing.map((d) => d.fk_rule));
  for (const rule of rules) {
    if (!rule.active || covered.has(rule.id)) continue;
    const values = {
      fk_dossier: action.fk_dossier,
      fk_rule: rule.id,
      trigger_action_id: action.id_action,
      start_date: action.date_action,
      due_date: await dueFor(rule),
      status: 'open' as const,
      completed_action_id: null,
      note: null,
    };
    const row = await trx
      .insertInto('deadline')
      .values({ ...values, created_at: at, created_by: actor.id, modified_at: at, modified_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(row.id, 'create', null, auditableDeadline(values));
  }
}

/** The starting action is deleted: its deadlines go with it (audited), in the same transaction. */
export async function removeActionDeadlines(
  trx: Kysely<Database>,
  change: { actor: Actor; at: string; actionId: number; dossierId: number },
): Promise<void> {
  const existing = await createDeadlinesRepository(trx).forAction(change.actionId);
  for (const deadline of existing) {
    await trx.deleteFrom('deadline').where('id', '=', deadline.id).execute();
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
  await trx.updateTable('deadline').set({ completed_action_id: null }).where('completed_action_id', '=', change.actionId).execute();
}
