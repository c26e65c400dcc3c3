import type { DeadlineRule, DeadlineRuleCreateBody, DeadlineRulePatchBody } from '@cabinet/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database, DeadlineRuleTable } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { ruleLabels } from './deadline-record';
import { createRulesRepository, type RuleRow } from './rules.repository';

/** The one mapping of a rule row to the API. */
export function toRule(row: RuleRow): DeadlineRule {
  return {
    id: row.id,
    label: row.label,
    labels: ruleLabels(row),
    trigger_type_ids: row.trigger_type_ids,
    amount: row.amount,
    unit: row.unit,
    franc: Boolean(row.franc),
    legal_reference: row.legal_reference,
    country: row.country,
    active: Boolean(row.active),
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

const auditable = (rule: DeadlineRule) => {
  const {
    id: _id,
    created_at: _c,
    created_by: _cb,
    modified_at: _m,
    modified_by: _mb,
    version: _v,
    labels,
    trigger_type_ids,
    ...rest
  } = rule;
  return {
    ...rest,
    'labels.en': labels.en ?? null,
    'labels.fr': labels.fr ?? null,
    'labels.ar': labels.ar ?? null,
    trigger_type_ids: trigger_type_ids.join(','),
  };
};

function columns(body: Partial<DeadlineRuleCreateBody>): Updateable<DeadlineRuleTable> {
  const values: Updateable<DeadlineRuleTable> = {};
  if (body.label !== undefined) values.label = body.label;
  if (body.labels !== undefined) {
    values.label_en = body.labels.en ?? null;
    values.label_fr = body.labels.fr ?? null;
    values.label_ar = body.labels.ar ?? null;
  }
  if (body.amount !== undefined) values.amount = body.amount;
  if (body.unit !== undefined) values.unit = body.unit;
  if (body.franc !== undefined) values.franc = body.franc ? 1 : 0;
  if (body.legal_reference !== undefined) values.legal_reference = body.legal_reference;
  if (body.country !== undefined) values.country = body.country;
  if (body.active !== undefined) values.active = body.active ? 1 : 0;
  return values;
}

/**
 * Rules are data. A rule applies to actions logged from now on; changing its length or franc
 * does not move deadlines already computed (they were announced to the office as they are).
 */
export function createRulesService(ctx: AppContext) {
  const { db } = ctx.database;
  const rules = createRulesRepository(db);

  async function checkTypes(repo: ReturnType<typeof createRulesRepository>, ids: number[] | undefined) {
    if (!ids) return;
    const known = await repo.existingTypes(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('validation_failed', 'Some fields are invalid', {
        trigger_type_ids: `Unknown action type: ${unknown.join(', ')}`,
      });
    }
  }
  const audit = (
    trx: Kysely<Database>,
    actor: Actor,
    at: string,
    id: number,
    operation: 'create' | 'update' | 'delete',
    before: DeadlineRule | null,
    after: DeadlineRule | null,
  ) =>
    writeAudit(trx, {
      at,
      userId: actor.id,
      entity: 'deadline_rule',
      entityId: id,
      operation,
      before: before && auditable(before),
      after: after && auditable(after),
    });

  return {
    async list(): Promise<{ items: DeadlineRule[]; total: number }> {
      const items = (await rules.list()).map(toRule);
      return { items, total: items.length };
    },
    async get(id: number): Promise<DeadlineRule> {
      const row = await rules.find(id);
      if (!row) throw notFound('Deadline rule');
      return toRule(row);
    },
    async create(actor: Actor, body: DeadlineRuleCreateBody): Promise<DeadlineRule> {
      const at = isoNow(ctx.clock);
      return db.transaction().execute(async (trx) => {
        const repo = createRulesRepository(trx);
        await checkTypes(repo, body.trigger_type_ids);
        const values = columns(body);
        const id = await repo.insert({
          label: body.label,
          label_en: values.label_en ?? null,
          label_fr: values.label_fr ?? null,
          label_ar: values.label_ar ?? null,
          amount: body.amount,
          unit: body.unit,
          franc: body.franc ? 1 : 0,
          legal_reference: body.legal_reference ?? null,
          country: body.country ?? null,
          active: body.active ? 1 : 0,
          created_at: at,
          created_by: actor.id,
          modified_at: at,
          modified_by: actor.id,
        });
        await repo.setTriggers(id, body.trigger_type_ids);
        const created = toRule((await repo.find(id))!);
        await audit(trx, actor, at, id, 'create', null, created);
        return created;
      });
    },
    async update(actor: Actor, id: number, body: DeadlineRulePatchBody): Promise<DeadlineRule> {
      const at = isoNow(ctx.clock);
      const { version, trigger_type_ids, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const repo = createRulesRepository(trx);
        const row = await repo.find(id);
        if (!row) throw notFound('Deadline rule');
        const before = toRule(row);
        if (version !== undefined && version !== before.version) throw staleWrite(before);
        await checkTypes(repo, trigger_type_ids);
        if (!(await repo.update(id, before.version, { ...columns(fields), modified_at: at, modified_by: actor.id }))) {
          throw staleWrite(toRule((await repo.find(id))!));
        }
        if (trigger_type_ids) await repo.setTriggers(id, trigger_type_ids);
        const after = toRule((await repo.find(id))!);
        await audit(trx, actor, at, id, 'update', before, after);
        return after;
      });
    },
    async delete(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createRulesRepository(trx);
        const row = await repo.find(id);
        if (!row) throw notFound('Deadline rule');
        const used = await repo.countDeadlines(id);
        if (used > 0) {
          throw new AppError(
            'in_use',
            `This deadline rule is used by ${used} ${used === 1 ? 'deadline' : 'deadlines'}; deactivate it instead`,
          );
        }
        await repo.delete(id);
        await audit(trx, actor, at, id, 'delete', toRule(row), null);
      });
    },
  };
}
