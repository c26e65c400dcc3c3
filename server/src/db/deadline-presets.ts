import type { Kysely } from 'kysely';
import { PRESET_TRIGGER_TYPES, DEADLINE_PRESETS, type DeadlinePreset } from './deadline-preset-list';
import { DEADLINE_PRESETS as SEEDED_PRESETS, SEEDED_PRESET_KEYS } from './presets-as-seeded';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export { DEADLINE_PRESETS, PRESET_TRIGGER_TYPES };

/**
 * Brings the shipped presets into a database, found by their key and their starting types by
 * code (never by id: ids differ from one office to the next, and an import keeps the old
 * system's):
 * - a starting type missing is created (inactive presets need it to be shown as they are);
 * - a preset missing is added, inactive;
 * - a preset nobody has touched (version 1, made by Cabinet) is rewritten as shipped;
 * - a preset the office activated or edited keeps every field that counts a date; only its
 *   legal sources per language are filled where empty.
 */
export async function syncDeadlinePresets(db: AnyDb, now = new Date().toISOString()): Promise<void> {
  const typeIds = new Map<string, number>();
  for (const type of PRESET_TRIGGER_TYPES) {
    const existing = await db.selectFrom('type_action').select('id_type_action').where('code', '=', type.code).executeTakeFirst();
    const id =
      existing?.id_type_action ??
      (
        await db
          .insertInto('type_action')
          .values({
            libelle: type.labels.fr,
            label_en: type.labels.en,
            label_fr: type.labels.fr,
            label_ar: type.labels.ar,
            description: type.description,
            code: type.code,
            effect: 'none',
            dossier_field: null,
            created_at: now,
            modified_at: now,
            created_by: null,
            modified_by: null,
          })
          .returning('id_type_action')
          .executeTakeFirstOrThrow()
      ).id_type_action;
    typeIds.set(type.code, Number(id));
  }

  const ruleIds = new Map<string, number>();
  for (const preset of DEADLINE_PRESETS) {
    const row = (await db.selectFrom('deadline_rule').selectAll().where('preset_key', '=', preset.key).executeTakeFirst()) as
      Record<string, unknown> | undefined;
    const shipped = columns(preset, ruleIds);
    if (!row) {
      const inserted = await db
        .insertInto('deadline_rule')
        .values({ ...shipped, preset_key: preset.key, active: 0, created_at: now, modified_at: now, created_by: null, modified_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ruleIds.set(preset.key, Number(inserted.id));
    } else if (Number(row.version) === 1 && row.created_by === null) {
      // Written only when the shipped preset changed: an import or a restart that changes nothing leaves it as it was.
      if (Object.entries(shipped).some(([column, value]) => String(row[column] ?? '') !== String(value ?? '')))
        await db
          .updateTable('deadline_rule')
          .set({ ...shipped, modified_at: now })
          .where('id', '=', row.id)
          .execute();
      ruleIds.set(preset.key, Number(row.id));
    } else {
      for (const lang of ['en', 'fr', 'ar'] as const) {
        await db
          .updateTable('deadline_rule')
          .set({ [`legal_reference_${lang}`]: preset.legal_references[lang] })
          .where('id', '=', row.id)
          .where(`legal_reference_${lang}`, 'is', null)
          .execute();
      }
      ruleIds.set(preset.key, Number(row.id));
      continue;
    }
    const id = ruleIds.get(preset.key)!;
    const triggers = preset.triggers.map((code) => typeIds.get(code)!);
    const current = (await db.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', '=', id).execute()) as {
      id_type_action: number;
    }[];
    const wanted = new Set(triggers);
    if (current.length === wanted.size && current.every((t) => wanted.has(Number(t.id_type_action)))) continue;
    await db.deleteFrom('deadline_rule_trigger').where('rule_id', '=', id).execute();
    if (triggers.length > 0)
      await db
        .insertInto('deadline_rule_trigger')
        .values(triggers.map((t) => ({ rule_id: id, id_type_action: t })))
        .execute();
  }
}

function columns(preset: DeadlinePreset, ruleIds: Map<string, number>) {
  const after = preset.start_after ? ruleIds.get(preset.start_after.preset) : undefined;
  if (preset.start_after && after === undefined)
    throw new Error(`Preset ${preset.key} follows ${preset.start_after.preset}, listed after it`);
  return {
    label: preset.labels.fr,
    label_en: preset.labels.en,
    label_fr: preset.labels.fr,
    label_ar: preset.labels.ar,
    amount: preset.months > 0 ? preset.months : preset.days,
    unit: preset.months > 0 ? 'months' : 'days',
    months: preset.months,
    days: preset.days,
    franc: preset.franc ? 1 : 0,
    legal_reference: preset.legal_reference,
    legal_reference_en: preset.legal_references.en,
    legal_reference_fr: preset.legal_references.fr,
    legal_reference_ar: preset.legal_references.ar,
    country: preset.country,
    service_mode: preset.service_mode ?? 'any',
    start_after_rule: after ?? null,
    start_after_event: preset.start_after?.event ?? null,
    valid_from: preset.valid_from ?? null,
    valid_to: preset.valid_to ?? null,
  };
}

/** The French labels a preset has had: as shipped now, and as migration 006 seeded it. */
const PRESET_LABELS = new Map<string, { country: string; labels: Set<string> }>(
  DEADLINE_PRESETS.map((p) => [p.key, { country: p.country, labels: new Set([p.labels.fr]) }]),
);
for (const seeded of SEEDED_PRESETS)
  PRESET_LABELS.get(SEEDED_PRESET_KEYS[`${seeded.country}|${seeded.trigger}`]!)?.labels.add(seeded.labels.fr);

/** Whether a rule row is still the preset its key names (its country, and its French label as shipped then or now). */
export function isPresetRow(key: string, row: { country: string | null; label_fr: string | null }): boolean {
  const preset = PRESET_LABELS.get(key);
  return preset !== undefined && row.country === preset.country && row.label_fr !== null && preset.labels.has(row.label_fr);
}
