import type { AuditEntry } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import { historyFieldLabel, historyValue, importWord, type HistoryLookups } from '../../../lib/history-values';
import { isKnownEntity } from './audit-entities';

const REFERENCE_ENTITIES = new Set(['expert', 'tribunal', 'type_action', 'type_expertise', 'type_affaire_bureau']);
/** Entities of a dossier's history: their fields have the history's labels. */
const DOSSIER_ENTITIES = new Set(['dossier', 'action', 'dossier_party', 'document', 'deadline']);
const TRANSLATION_FIELD = /^label_(en|fr|ar)$/;
const IMPORT_FIELDS = new Set(['imported_from', 'import_as_is', 'same_reference_as']);

/** A field's name in the reader's language: the same labels the forms use, else the stored name. */
export function auditFieldLabel(entity: string, field: string, t: TFunction): string | null {
  // An import's line reads the same whatever the record.
  if (IMPORT_FIELDS.has(field)) return t(`dossiers:fields.${field}`);
  if (DOSSIER_ENTITIES.has(entity)) {
    const label = historyFieldLabel(field, entity, t);
    return label === field ? null : label;
  }
  if (REFERENCE_ENTITIES.has(entity)) {
    const translation = TRANSLATION_FIELD.exec(field);
    if (translation) return t(`reference:fields.labels.${translation[1]}`);
    return t(`reference:fields.${field}`, { defaultValue: '' }) || null;
  }
  return t(`audit:fields.${field}`, { defaultValue: '' }) || null;
}

/** Codes the log stores (a status, a role, an effect) as words in the reader's language. */
export function auditWord(entity: string, field: string, value: unknown, t: TFunction): string | undefined {
  const imported = importWord(field, value, t);
  if (imported !== undefined) return imported;
  if (typeof value !== 'string') return undefined;
  if (field === 'status' && entity === 'user') return t(`admin:status.${value}`, { defaultValue: value });
  if (field === 'status' && entity === 'deadline') return t(`deadlines:status.${value}`, { defaultValue: value });
  if (field === 'role') return t(`auth:roles.${value}`, { defaultValue: value });
  if (field === 'effect') return t(`reference:effects.${value}`, { defaultValue: value });
  if (field === 'dossier_field') return t(`dossiers:fields.${value}`, { defaultValue: value });
  return undefined;
}

/** A value of an entry as text: ids by name, the dossier by its reference, codes as words. */
export function auditValue(
  entry: AuditEntry,
  field: string,
  value: unknown,
  lookups: Omit<HistoryLookups, 'dossier'>,
  t: TFunction,
): string {
  const dossierId = typeof entry.changes.fk_dossier?.[1] === 'number' ? entry.changes.fk_dossier[1] : entry.changes.fk_dossier?.[0];
  const dossier = { id: typeof dossierId === 'number' ? dossierId : -1, ref: entry.dossier_ref ?? -1 };
  return historyValue(field, value, { ...lookups, dossier, wordOf: (f, v) => auditWord(entry.entity, f, v, t) });
}

/** Which record an entry is about, named as a person would: "Dossier 1001", "Action type: Hearing". */
export function auditRecordText(entry: AuditEntry, t: TFunction, name: string | null): string {
  const entity = isKnownEntity(entry.entity) ? t(`audit:entities.${entry.entity}`) : entry.entity;
  if (entry.entity === 'dossier' && entry.dossier_ref != null) return t('audit:recordDossier', { ref: entry.dossier_ref });
  if (entry.entity === 'action' && entry.dossier_ref != null)
    return t('audit:recordAction', { id: entry.entity_id, ref: entry.dossier_ref });
  if (name) return t('audit:recordNamed', { entity, name });
  return t('audit:record', { entity, id: entry.entity_id });
}

/** The name a deleted record had, read from its last entry. */
export function formerName(entry: AuditEntry): string | null {
  for (const field of ['libelle', 'nom', 'full_name', 'label', 'email']) {
    const before = entry.changes[field]?.[0];
    if (typeof before === 'string' && before) return before;
  }
  return null;
}
