import { NAME_MATCH_MIN, OPPOSING_ROLES, type Conflict, type PartyRole } from '@cabinet/shared';
import type { PartyRow } from '../../db/schema';
import type { PartiesRepository } from './parties.repository';

/** The folded names worth comparing: a 2-letter fragment is never taken for a person. */
export const nameKeysOf = (party: Pick<PartyRow, 'name_key' | 'name_ar_key'>): string[] =>
  [...new Set([party.name_key, party.name_ar_key])].filter((key): key is string => key !== null && [...key].length >= NAME_MATCH_MIN);

/**
 * The live dossiers where this person or organisation holds a role opposed to `role`: the party
 * itself, and any other party record with the same national id or the same folded name (the
 * same person entered twice). Trashed dossiers are left out: the trash holds dossiers the office
 * removed (opened by mistake, or discarded), in which it no longer acts; a restored dossier
 * comes back with its parties and counts again from then on.
 */
export async function findConflicts(repo: PartiesRepository, party: PartyRow, role: PartyRole, dossierId: number): Promise<Conflict[]> {
  const opposing = OPPOSING_ROLES[role];
  if (opposing.length === 0) return [];
  const ids = new Set([party.id_party]);
  if (party.national_id_key) {
    const same = await repo.findByNationalId(party.national_id_key, party.id_party);
    if (same) ids.add(same.id_party);
  }
  for (const same of await repo.findByNameKeys(nameKeysOf(party), 50)) {
    // Two different national ids are two different people, whatever their names.
    if (party.national_id_key && same.national_id_key && same.national_id_key !== party.national_id_key) continue;
    ids.add(same.id_party);
  }
  const links = await repo.liveLinksOf([...ids], opposing);
  return links
    .filter((link) => !(link.id_dossier === dossierId && link.id_party === party.id_party && link.role === role))
    .map(({ id_dossier, ref_dossier_bureau, role: held, id_party, name }) => ({ id_dossier, ref_dossier_bureau, role: held, id_party, name }));
}
