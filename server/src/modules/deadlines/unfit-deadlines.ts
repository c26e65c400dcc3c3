import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { ruleApplies, type RuleForCount } from './counting';
import { auditableDeadline } from './deadline-record';
import { createDeadlinesRepository } from './deadlines.repository';

const BATCH = 500;

/**
 * After a rule's mode of service or dates of validity change and the office asks to recount, the
 * open deadlines whose starting action the rule no longer covers (served at the domicile when the
 * rule is now for service in person, logged before the version the rule now cites) are removed,
 * with the deadlines that follow them, each audited in its dossier. Done and waived deadlines stay:
 * they are the office's record of what was met. Returns how many were removed.
 */
export async function dropUnfitDeadlines(db: Kysely<Database>, rule: RuleForCount, who: { actor: Actor | null; at: string }): Promise<number> {
  let dropped = 0;
  let lastId = 0;
  for (;;) {
    const rows = await createDeadlinesRepository(db).openStartedByRule(rule.id, lastId, BATCH);
    if (rows.length === 0) return dropped;
    lastId = rows.at(-1)!.id;
    const unfit = rows.filter((row) => !ruleApplies(rule, row));
    if (unfit.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      const repo = createDeadlinesRepository(trx);
      for (const row of unfit) {
        const chain = await repo.forAction(row.trigger_action_id);
        for (const deadline of chainFrom(chain, row.id)) {
          await repo.delete(deadline.id);
          await writeAudit(trx, {
            at: who.at,
            userId: who.actor?.id ?? null,
            entity: 'deadline',
            entityId: deadline.id,
            operation: 'delete',
            before: auditableDeadline(deadline),
            after: null,
            dossierId: deadline.fk_dossier,
          });
        }
        dropped++;
      }
    });
  }
}

/** A deadline and those that follow it, followers first (they refer to the one they follow). */
function chainFrom<T extends { id: number; fk_after: number | null }>(deadlines: readonly T[], rootId: number): T[] {
  const root = deadlines.find((d) => d.id === rootId);
  if (!root) return [];
  const followers = deadlines.filter((d) => d.fk_after === rootId).flatMap((d) => chainFrom(deadlines, d.id));
  return [...followers, root];
}
