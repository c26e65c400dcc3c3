import type { TFunction } from 'i18next';
import { formatTimestamp } from '../../../../lib/format';
import type { Option } from '../../api/options';

/** The audit log's field names: dossier fields, action fields, and `expertise.x` for an action's expertise. */
export function historyFieldLabel(field: string, entity: string, t: TFunction): string {
  const key = field.replace('.', '_');
  if (entity === 'dossier') return t(`dossiers:fields.${key}`, { defaultValue: field });
  return t(`dossiers:history.actionFields.${key}`, { defaultValue: t(`dossiers:fields.${key}`, { defaultValue: field }) });
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text; ids of tribunals and case types by name when known. Never markup. */
export function historyValue(
  field: string,
  value: unknown,
  lang: string,
  lookups: { empty: string; tribunals?: Option[]; caseTypes?: Option[] },
): string {
  if (value === null || value === undefined || value === '') return lookups.empty;
  if (field === 'fk_tribunal') return lookups.tribunals?.find((o) => o.value === String(value))?.label ?? `#${String(value)}`;
  if (field === 'fk_type_affaire_bureau') return lookups.caseTypes?.find((o) => o.value === String(value))?.label ?? `#${String(value)}`;
  if (typeof value === 'string') return TIMESTAMP.test(value) ? formatTimestamp(value, lang) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
