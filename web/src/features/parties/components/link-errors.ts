import type { Conflict } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** The conflicts a 409 `conflict_of_interest` carries; null for any other error. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!isApiError(error) || error.code !== 'conflict_of_interest') return null;
  const conflicts = error.details.conflicts;
  return Array.isArray(conflicts) ? (conflicts as Conflict[]) : [];
}

/** A translated message for the errors a party write may answer. */
export function partyErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 409 && error.code === 'conflict' && error.fields.role) return t('parties:errors.alreadyLinked');
  if (error.status === 409 && error.code === 'conflict' && error.fields.national_id) {
    const existing = error.details.existing as { name?: string } | undefined;
    return t('parties:errors.duplicateNationalId', { name: `\u2068${existing?.name ?? ''}\u2069` });
  }
  if (error.status === 409 && error.code === 'conflict') return t('parties:errors.changedElsewhere');
  if (error.code === 'in_use') {
    const where = (error.details.where as { ref_dossier_bureau: number }[] | undefined) ?? [];
    return t('parties:errors.inUse', { refs: [...new Set(where.map((w) => w.ref_dossier_bureau))].join(', ') });
  }
  if (error.status === 400 && error.fields.role) return t('parties:errors.unknownRole');
  if (error.status === 404) return t('parties:errors.notFound');
  return fallback;
}

/** The party that already holds the national id typed for a new one (a 409 names it), or null. */
export function nationalIdHolder(error: unknown): { id_party: number; name: string } | null {
  if (!isApiError(error) || !error.fields.national_id) return null;
  const existing = error.details.existing as { id_party?: unknown; name?: unknown } | undefined;
  return typeof existing?.id_party === 'number' && typeof existing.name === 'string' ? { id_party: existing.id_party, name: existing.name } : null;
}
