import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatTimestamp } from './format';

/** A select option: the id as text and its label. */
interface Option {
  value: string;
  label: string;
}

/**
 * Joined names the log repeats beside their ids (the id rows already show them by name), and a
 * document's content fingerprint, which says nothing to a reader.
 */
/**
 * Recorded but not shown: names kept for the log's own use, a content fingerprint, the record's
 * bookkeeping (who and when are the entry's own), and the ids of the actions a deadline runs from
 * or was met by (its start date and its status say the same in words).
 */
export const HIDDEN_HISTORY_FIELDS = new Set([
  'tribunal_nom',
  'type_affaire_bureau_libelle',
  'sha256',
  'created_at',
  'created_by',
  'modified_at',
  'modified_by',
  'version',
  'trigger_action_id',
  'completed_action_id',
]);

/** The audit log's field names: dossier, action (`expertise.x` for its expertise), party link, document and deadline fields. */
/** A hearing's fields on an action, named as the action forms name them. */
const HEARING_FIELD_LABELS: Record<string, string> = { hearing_time: 'hearings:time', room: 'hearings:room', fk_stage: 'hearings:level' };

export function historyFieldLabel(field: string, entity: string, t: TFunction): string {
  const key = field.replace('.', '_');
  if (entity === 'dossier_party') return t(`parties:history.fields.${key}`, { defaultValue: field });
  if (entity === 'document') return t(`dossiers:history.documentFields.${key}`, { defaultValue: field });
  if (entity === 'deadline') return t(`dossiers:history.deadlineFields.${key}`, { defaultValue: field });
  if (entity === 'dossier') return t(`dossiers:fields.${key}`, { defaultValue: field });
  if (entity === 'stage')
    return key === 'fk_bailiff_party' ? t('parties:roles.bailiff') : t(`stages:fields.${key}`, { defaultValue: field });
  if (key in HEARING_FIELD_LABELS) return t(HEARING_FIELD_LABELS[key]!);
  return t(`dossiers:history.actionFields.${key}`, { defaultValue: t(`dossiers:fields.${key}`, { defaultValue: field }) });
}

export interface HistoryLookups {
  empty: string;
  lang: string;
  currency: string;
  /** The dossier shown, so its id reads as its reference. */
  dossier: { id: number; ref: number };
  tribunals?: Option[];
  caseTypes?: Option[];
  names: Record<string, Map<number, string>>;
  /** Words the log stores as codes (a party's role), in the reader's language. */
  wordOf?: (field: string, value: unknown) => string | undefined;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY_FIELDS = new Set(['montant_dette', 'expertise.frais']);

/** A recorded value as text: ids by name where known, dates and amounts for the language. Never markup. */
export function historyValue(field: string, value: unknown, lookups: HistoryLookups): string {
  if (value === null || value === undefined || value === '') return lookups.empty;
  const word = lookups.wordOf?.(field, value);
  if (word !== undefined) return word;
  const byOption = (options?: Option[]) => options?.find((o) => o.value === String(value))?.label ?? `#${String(value)}`;
  if (field === 'fk_tribunal') return byOption(lookups.tribunals);
  if (field === 'fk_type_affaire_bureau') return byOption(lookups.caseTypes);
  if (field === 'fk_dossier') return value === lookups.dossier.id ? `#${lookups.dossier.ref}` : `#${String(value)}`;
  const names = lookups.names[field];
  if (names && typeof value === 'number') return names.get(value) ?? `#${value}`;
  if (typeof value === 'string') {
    if (MONEY_FIELDS.has(field)) return formatMoney(value, lookups.currency, lookups.lang);
    if (TIMESTAMP.test(value)) return formatTimestamp(value, lookups.lang);
    if (DATE.test(value)) return formatDate(value, lookups.lang);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The words of an import's line in a history: why a record was brought in as it was (codes, comma
 * separated) and the dossiers sharing its reference. Undefined for any other field.
 */
export function importWord(field: string, value: unknown, t: TFunction): string | undefined {
  if (field === 'import_as_is' && typeof value === 'string')
    return value
      .split(',')
      .map((code) => t(`dossiers:review.reasons.${code}`, { defaultValue: code }))
      .join(' · ');
  if (field === 'same_reference_as' && value !== null)
    return (Array.isArray(value) ? value : [value]).map((id) => t('dossiers:review.dossierId', { id: String(id) })).join(', ');
  return undefined;
}

/**
 * The dossiers a confirmed conflict of interest named, as the log stores them ("1003 (adverse),
 * 1010 (client)"), with each role in the reader's words. Undefined for any other field.
 */
export function conflictsWord(field: string, value: unknown, t: TFunction): string | undefined {
  if (field !== 'conflicts' || typeof value !== 'string') return undefined;
  return value.replace(/(\d+) \((\w+)\)/g, (_whole, ref: string, role: string) =>
    t('parties:history.conflictWith', { ref, role: t(`parties:roles.${role}`, { defaultValue: role }) }),
  );
}
