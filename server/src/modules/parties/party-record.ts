import { foldText, nationalIdKey, type Party, type PartyCreateBody } from '@cabinet/shared';
import type { PartyRow } from '../../db/schema';

/** The one mapping of a party row to the API. */
export function toParty(row: PartyRow): Party {
  return {
    id_party: row.id_party,
    kind: row.kind,
    name: row.name,
    name_ar: row.name_ar,
    national_id: row.national_id,
    phone: row.phone,
    email: row.email,
    address: row.address,
    note: row.note,
    language: row.language,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

export type PartyValues = Required<{ [K in keyof PartyCreateBody]: Exclude<PartyCreateBody[K], undefined> }>;

/** The derived columns: folded names for the conflict check and the search, the national id as compared. */
export function partyKeys(values: Pick<PartyValues, 'name' | 'name_ar' | 'national_id'>) {
  const nameKey = foldText(values.name);
  const nameArKey = values.name_ar ? foldText(values.name_ar) || null : null;
  const idKey = values.national_id ? nationalIdKey(values.national_id) || null : null;
  return {
    name_key: nameKey,
    name_ar_key: nameArKey,
    national_id_key: idKey,
    search_text: [nameKey, nameArKey, idKey?.toLowerCase()].filter(Boolean).join('\n'),
  };
}

/** The business fields as the audit log shows them. */
export function auditableParty(row: PartyRow): Record<string, unknown> {
  const { kind, name, name_ar, national_id, phone, email, address, note, language } = row;
  return { kind, name, name_ar, national_id, phone, email, address, note, language };
}

/** The names a dossier's search text carries for a party. */
export const partyNames = (row: Pick<PartyRow, 'name' | 'name_ar'>): string[] => (row.name_ar ? [row.name, row.name_ar] : [row.name]);
