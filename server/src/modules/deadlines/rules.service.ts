import {
  LENGTH_REQUIRED,
  lengthOf,
  START_AFTER_SELF,
  TRIGGERS_REQUIRED,
  type DeadlineRule,
  type DeadlineRuleCreateBody,
  type DeadlineRulePatchBody,
} from '@cabinet/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database, DeadlineRuleTable } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { diffRecords, writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { countedWithOf } from './counting';
import { ruleLabels } from './deadline-record';
import { recountOpenDeadlines, type RecountResult } from './recount';
import { dropUnfitDeadlines } from './unfit-deadlines';
import { createRulesRepository, type RuleRow } from './rules.repository';

/** The one mapping of a rule row to the API. */
export function toRule(row: RuleRow): DeadlineRule {
  const months = row.months;
  return {
    id: row.id,
    label: row.label,
    labels: ruleLabels(row),
    trigger_type_ids: row.trigger_type_ids,
    amount: months > 0 ? months : row.days,
    unit: months > 0 ? 'months' : 'days',
    months,
    days: row.days,
    franc: Boolean(row.franc),
    legal_reference: row.legal_reference,
    legal_references: ruleLabels({ label_en: row.legal_reference_en, label_fr: row.legal_reference_fr, label_ar: row.legal_reference_ar }),
    country: row.country,
    service_mode: row.service_mode,
    start_after: row.start_after_rule === null ? null : { rule_id: row.start_after_rule, event: row.start_after_event ?? 'due' },
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    active: Boolean(row.active),
    preset_key: row.preset_key,
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
    legal_references,
    trigger_type_ids,
    start_after,
    ...rest
  } = rule;
  return {
    ...rest,
    'labels.en': labels.en ?? null,
    'labels.fr': labels.fr ?? null,
    'labels.ar': labels.ar ?? null,
    'legal_references.en': legal_references.en ?? null,
    'legal_references.fr': legal_references.fr ?? null,
    'legal_references.ar': legal_references.ar ?? null,
    start_after: start_after ? `${start_after.rule_id}:${start_after.event}` : null,
    trigger_type_ids: trigger_type_ids.join(','),
  };
};

type RuleBody = Partial<Omit<DeadlineRuleCreateBody, 'trigger_type_ids'>>;

function columns(body: RuleBody): Updateable<DeadlineRuleTable> {
  const values: Updateable<DeadlineRuleTable> = {};
  if (body.label !== undefined) values.label = body.label;
  if (body.labels !== undefined) {
    values.label_en = body.labels.en ?? null;
    values.label_fr = body.labels.fr ?? null;
    values.label_ar = body.labels.ar ?? null;
  }
  const length = lengthOf(body);
  if (length) {
    values.months = length.months;
    values.days = length.days;
    // The amount and unit keep what an older reader understands: the months, else the days.
    values.amount = length.months > 0 ? length.months : length.days;
    values.unit = length.months > 0 ? 'months' : 'days';
  }
  if (body.franc !== undefined) values.franc = body.franc ? 1 : 0;
  if (body.legal_reference !== undefined) values.legal_reference = body.legal_reference;
  if (body.legal_references !== undefined) {
    values.legal_reference_en = body.legal_references.en ?? null;
    values.legal_reference_fr = body.legal_references.fr ?? null;
    values.legal_reference_ar = body.legal_references.ar ?? null;
  }
  if (body.country !== undefined) values.country = body.country;
  if (body.service_mode !== undefined) values.service_mode = body.service_mode;
  if (body.start_after !== undefined) {
    values.start_after_rule = body.start_after?.rule_id ?? null;
    values.start_after_event = body.start_after?.event ?? null;
  }
  if (body.valid_from !== undefined) values.valid_from = body.valid_from;
  if (body.valid_to !== undefined) values.valid_to = body.valid_to;
  if (body.active !== undefined) values.active = body.active ? 1 : 0;
  return values;
}

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
/** What a rule's edit changes in how its open deadlines are counted. */
const COUNTING_FIELDS = ['months', 'days', 'franc', 'country', 'service_mode', 'valid_from', 'valid_to'] as const;
/** What a rule's edit changes in which starting actions it covers. */
const COVERING_FIELDS = ['service_mode', 'valid_from', 'valid_to'] as const;

/**
 * Rules are data. A rule applies to actions logged from now on; its open deadlines keep the rule
 * as they were counted. Changing how it counts (length, franc, country, mode of service) while it
 * has open deadlines asks the office first (409 open_deadlines): recount them now, or leave them.
 */
export function createRulesService(ctx: AppContext) {
  const { db } = ctx.database;
  const rules = createRulesRepository(db);

  async function checkTypes(repo: ReturnType<typeof createRulesRepository>, ids: number[] | undefined) {
    if (!ids) return;
    const known = await repo.existingTypes(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalid({ trigger_type_ids: `Unknown action type: ${unknown.join(', ')}` });
  }
  /** A rule starts after an existing rule, and the chain never comes back to it. */
  async function checkStartAfter(
    repo: ReturnType<typeof createRulesRepository>,
    id: number | null,
    startAfter: { rule_id: number } | null | undefined,
  ) {
    if (!startAfter) return;
    if (startAfter.rule_id === id) throw invalid({ start_after: START_AFTER_SELF });
    if (!(await repo.find(startAfter.rule_id))) throw invalid({ start_after: 'This deadline rule does not exist' });
    const links = await repo.chainLinks();
    for (let at: number | undefined = startAfter.rule_id, steps = 0; at !== undefined && steps < 50; at = links.get(at), steps++) {
      if (at === id) throw invalid({ start_after: 'These rules would start after each other in a circle' });
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
    extra: Record<string, [unknown, unknown]> = {},
  ) =>
    writeAudit(trx, {
      at,
      userId: actor.id,
      entity: 'deadline_rule',
      entityId: id,
      operation,
      ...(Object.keys(extra).length > 0
        ? { changes: { ...diffRecords(before && auditable(before), after && auditable(after)), ...extra } }
        : { before: before && auditable(before), after: after && auditable(after) }),
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
        await checkStartAfter(repo, null, body.start_after);
        const values = columns(body);
        const id = await repo.insert({
          ...values,
          label: body.label,
          amount: values.amount!,
          unit: values.unit!,
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
    async update(actor: Actor, id: number, body: DeadlineRulePatchBody): Promise<DeadlineRule & Partial<RecountResult> & { dropped?: number }> {
      const at = isoNow(ctx.clock);
      const { version, trigger_type_ids, recompute, ...fields } = body;
      const saved = await db.transaction().execute(async (trx) => {
        const repo = createRulesRepository(trx);
        const row = await repo.find(id);
        if (!row) throw notFound('Deadline rule');
        const before = toRule(row);
        if (version !== undefined && version !== before.version) throw staleWrite(before);
        await checkTypes(repo, trigger_type_ids);
        await checkStartAfter(repo, id, fields.start_after);
        // Months or days sent alone change only themselves; amount + unit (as older clients send them) give the whole length.
        const partial = fields.months !== undefined || fields.days !== undefined;
        const unit = fields.unit ?? (row.months > 0 ? 'months' : 'days');
        const length = partial ? { months: fields.months ?? row.months, days: fields.days ?? row.days } : lengthOf({ ...fields, unit });
        if (length && length.months + length.days < 1) throw invalid({ days: LENGTH_REQUIRED });
        const values = columns({ ...fields, ...(length ? { months: length.months, days: length.days } : {}) });
        const countingChanged = COUNTING_FIELDS.some((f) => values[f] !== undefined && values[f] !== row[f]);
        const open = countingChanged ? await repo.countOpenDeadlines(id) : 0;
        if (open > 0 && recompute === undefined) {
          throw new AppError(
            'open_deadlines',
            `This rule has ${open} open ${open === 1 ? 'deadline' : 'deadlines'}: say whether to recount ${open === 1 ? 'it' : 'them'} with the new rule (recompute: true) or leave ${open === 1 ? 'it' : 'them'} as counted (recompute: false)`,
            undefined,
            { details: { count: open } },
          );
        }
        if (!(await repo.update(id, before.version, { ...values, modified_at: at, modified_by: actor.id }))) {
          throw staleWrite(toRule((await repo.find(id))!));
        }
        if (trigger_type_ids) await repo.setTriggers(id, trigger_type_ids);
        const after = toRule((await repo.find(id))!);
        if (after.trigger_type_ids.length === 0 && !after.start_after) throw invalid({ trigger_type_ids: TRIGGERS_REQUIRED });
        const decision: Record<string, [unknown, unknown]> =
          open > 0 ? { open_deadlines: [open, recompute ? 'recounted' : 'kept as counted'] } : {};
        await audit(trx, actor, at, id, 'update', before, after, decision);
        const coveringChanged = COVERING_FIELDS.some((f) => values[f] !== undefined && values[f] !== row[f]);
        return { after, recount: open > 0 && recompute === true, coveringChanged, covering: { ...row, ...values } };
      });
      if (!saved.recount) return saved.after;
      // Recounted after the rule is saved, in batches that hold up no request.
      const officeCountry = await createRulesRepository(db).officeCountry();
      const rule = saved.after;
      const result = await recountOpenDeadlines(
        db,
        {
          rule: id,
          countedWith: countedWithOf(
            { months: rule.months, days: rule.days, franc: rule.franc ? 1 : 0, country: rule.country },
            officeCountry,
          ),
        },
        { actor, at },
      );
      const dropped = saved.coveringChanged ? await dropUnfitDeadlines(db, saved.covering, { actor, at }) : 0;
      return { ...rule, ...result, dropped };
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
        if ((await repo.followers(id)) > 0)
          throw new AppError('in_use', 'Another deadline rule starts after this one; change that rule first');
        await repo.delete(id);
        await audit(trx, actor, at, id, 'delete', toRule(row), null);
      });
    },
  };
}
