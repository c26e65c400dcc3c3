import type { Kysely } from 'kysely';
import { OWN_DEFAULT_ACTION_TYPES } from '../defaults';
import { DEADLINE_PRESETS, PRESET_TRIGGER_TYPES, type PresetTriggerType } from '../presets-as-seeded';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The codes of the three starting types migration 006 seeded, by their key there (the presets of later versions find them by these). */
export const SEEDED_TYPE_CODES: Record<string, string> = {
  judgment: 'notification_judgment',
  summary: 'notification_summary_order',
  appeal: 'notification_appeal_ruling',
};

/**
 * Cabinet's own action types get a stable code (see shipped-action-types.ts), so the deadline
 * presets find their starting types by it and an import may move them out of the old system's ids.
 *
 * An import made before this change could take the id of a preset's starting type with one of
 * the old system's types: the preset then started from an unrelated type. Such a preset gets its
 * notification type back (created again when it is gone), as long as nobody changed its starting
 * types by hand (no audit entry says so). Deadlines already counted from the wrong type are left
 * as they are: the office may have acted on them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('type_action').addColumn('code', 'text').execute();
  await db.schema.createIndex('type_action_code_uq').on('type_action').column('code').unique().execute();
  for (const own of OWN_DEFAULT_ACTION_TYPES) {
    await db
      .updateTable('type_action')
      .set({ code: own.code })
      .where('id_type_action', '=', own.id_type_action)
      .where('libelle', '=', own.libelle)
      .where('created_by', 'is', null)
      .where('created_by_name', 'is', null)
      .execute();
  }
  const now = new Date().toISOString();
  for (const type of PRESET_TRIGGER_TYPES) {
    const rules = await presetRulesOf(db, type);
    const id = await codePresetType(db, type, rules, now);
    for (const rule of rules) await restoreTrigger(db, rule, id);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('type_action_code_uq').execute();
  await db.schema.alterTable('type_action').dropColumn('code').execute();
}

/** The preset rules a new database seeded for this starting type (found by their label and country). */
async function presetRulesOf(db: AnyDb, type: PresetTriggerType): Promise<number[]> {
  const presets = DEADLINE_PRESETS.filter((p) => p.trigger === type.key);
  if (presets.length === 0) return [];
  const rows = (await db
    .selectFrom('deadline_rule')
    .select('id')
    .where('created_by', 'is', null)
    .where((eb) => eb.or(presets.map((p) => eb.and([eb('label_fr', '=', p.labels.fr), eb('country', '=', p.country)]))))
    .orderBy('id')
    .execute()) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** Codes the type the presets start from (the one with the seeded label, preferring one a preset starts from); creates it when none is left. */
async function codePresetType(db: AnyDb, type: PresetTriggerType, rules: number[], now: string): Promise<number> {
  const candidates = (await db
    .selectFrom('type_action')
    .select('id_type_action')
    .where('libelle', '=', type.libelle)
    .where('code', 'is', null)
    .orderBy('id_type_action')
    .execute()) as { id_type_action: number }[];
  const triggers = new Set(
    rules.length === 0
      ? []
      : (
          (await db.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', 'in', rules).execute()) as {
            id_type_action: number;
          }[]
        ).map((r) => Number(r.id_type_action)),
  );
  const chosen = candidates.find((c) => triggers.has(Number(c.id_type_action))) ?? candidates[0];
  if (chosen) {
    await db
      .updateTable('type_action')
      .set({ code: SEEDED_TYPE_CODES[type.key]! })
      .where('id_type_action', '=', chosen.id_type_action)
      .execute();
    return Number(chosen.id_type_action);
  }
  const created = (await db
    .insertInto('type_action')
    .values({
      libelle: type.libelle,
      description: type.description,
      effect: 'none',
      dossier_field: null,
      code: SEEDED_TYPE_CODES[type.key]!,
      created_at: now,
      modified_at: now,
      created_by: null,
      modified_by: null,
    })
    .returning('id_type_action')
    .executeTakeFirstOrThrow()) as { id_type_action: number };
  return Number(created.id_type_action);
}

/** Points a preset back at its notification type, unless someone chose its starting types by hand. */
async function restoreTrigger(db: AnyDb, ruleId: number, typeId: number): Promise<void> {
  const current = (
    (await db.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', '=', ruleId).execute()) as {
      id_type_action: number;
    }[]
  ).map((r) => Number(r.id_type_action));
  if (current.includes(typeId)) return;
  const chosenByHand = await db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'deadline_rule')
    .where('entity_id', '=', ruleId)
    .where('changes', 'like', '%"trigger_type_ids"%')
    .executeTakeFirst();
  if (chosenByHand) return;
  await db.deleteFrom('deadline_rule_trigger').where('rule_id', '=', ruleId).execute();
  await db.insertInto('deadline_rule_trigger').values({ rule_id: ruleId, id_type_action: typeId }).execute();
}
