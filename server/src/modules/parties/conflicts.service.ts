import { foldText, nationalIdKey, NAME_MATCH_MIN, type ConflictCheckQuery, type ConflictMatch } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import type { PartyRow } from '../../db/schema';
import { createPartiesRepository } from './parties.repository';

/** At most this many parties are shown; the closest matches come first. */
const MAX_MATCHES = 50;

/**
 * The conflict check before taking a client: every live party with the same national id, then
 * with the same folded name, then whose name contains the folded name typed (3 letters or
 * more), each with the live dossiers where it holds a role.
 */
export function createConflictsService(ctx: AppContext) {
  const repo = createPartiesRepository(ctx.database.db);

  return {
    async check(query: ConflictCheckQuery): Promise<{ items: ConflictMatch[]; total: number }> {
      const found = new Map<number, { row: PartyRow; matched: ConflictMatch['matched'] }>();
      const add = (rows: PartyRow[], matched: ConflictMatch['matched']) => {
        for (const row of rows) if (!found.has(row.id_party) && found.size < MAX_MATCHES) found.set(row.id_party, { row, matched });
      };
      const idKey = nationalIdKey(query.national_id ?? '');
      if (idKey) {
        const byId = await repo.findByNationalId(idKey);
        if (byId) add([byId], 'national_id');
      }
      const name = foldText(query.name ?? '');
      if ([...name].length >= NAME_MATCH_MIN) {
        add(await repo.findByNameKeys([name], MAX_MATCHES), 'name');
        if (found.size < MAX_MATCHES) add(await repo.findByNamePart(query.name ?? '', MAX_MATCHES), 'name_part');
      }
      const links = await repo.liveLinksOf([...found.keys()]);
      const items = [...found.values()].map(({ row, matched }) => ({
        id_party: row.id_party,
        name: row.name,
        name_ar: row.name_ar,
        national_id: row.national_id,
        matched,
        dossiers: links.filter((l) => l.id_party === row.id_party).map(({ id_dossier, ref_dossier_bureau, role }) => ({ id_dossier, ref_dossier_bureau, role })),
      }));
      return { items, total: items.length };
    },
  };
}
