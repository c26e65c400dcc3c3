import type { DossierSummary } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inList } from '../../db/value-list';

/** Ids per statement: well inside SQLite's parameter limit, and a PostgreSQL array of a few kilobytes. */
const IDS_PER_STATEMENT = 500;

const NONE: DossierSummary = { client_name: null, client_name_ar: null, tribunal_nom: null, tribunal_nom_ar: null };

/**
 * Who and where each of these dossiers is: its first client (by link date, then party id, the
 * rule of the dossier list's client) and its tribunal. Read by dossier, after the rows that name
 * them: a day of the agenda names a few dozen dossiers, a year's download tens of thousands, each
 * read once however many of its actions the range holds.
 */
export function createDossierSummariesRepository(db: Kysely<Database>) {
  return {
    async summariesOf(dossierIds: Iterable<number>): Promise<Map<number, DossierSummary>> {
      const ids = [...new Set(dossierIds)];
      const summaries = new Map<number, DossierSummary>();
      for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
        const chunk = ids.slice(start, start + IDS_PER_STATEMENT);
        const [tribunals, clients] = await Promise.all([
          db
            .selectFrom('dossier')
            .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
            .select(['dossier.id_dossier', 'tribunal.nom', 'tribunal.nom_ar'])
            .where(inList(db, 'dossier.id_dossier', chunk, 'integer'))
            .execute(),
          db
            .selectFrom('dossier_party')
            .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
            .select(['dossier_party.fk_dossier', 'party.name', 'party.name_ar'])
            .where(inList(db, 'dossier_party.fk_dossier', chunk, 'integer'))
            .where('dossier_party.role', '=', 'client')
            .orderBy('dossier_party.created_at')
            .orderBy('party.id_party')
            .execute(),
        ]);
        for (const row of tribunals) summaries.set(row.id_dossier, { ...NONE, tribunal_nom: row.nom, tribunal_nom_ar: row.nom_ar });
        for (const row of clients) {
          const summary = summaries.get(row.fk_dossier);
          if (summary && summary.client_name === null) Object.assign(summary, { client_name: row.name, client_name_ar: row.name_ar });
        }
      }
      return summaries;
    },
  };
}

/** The summary of a dossier the map does not hold (removed meanwhile): nothing to say. */
export const summaryOf = (summaries: Map<number, DossierSummary>, dossierId: number): DossierSummary => summaries.get(dossierId) ?? NONE;
