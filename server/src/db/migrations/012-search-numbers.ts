import { DOSSIER_SEARCH_FIELDS, foldText } from '@cabinet/shared';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BATCH = 2000;

/**
 * The dossier search now also reads the appeal, cassation, N and enforcement case numbers and
 * the instrument numbers: every dossier's search text is built again, its fields then its
 * parties' names (the same text a write stores).
 */
export async function up(db: AnyDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .selectFrom('dossier')
      .select(['id_dossier', ...DOSSIER_SEARCH_FIELDS])
      .where('id_dossier', '>', after)
      .orderBy('id_dossier')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const first = Number(rows[0]!.id_dossier);
    const last = Number(rows.at(-1)!.id_dossier);
    const parties: { fk_dossier: number; name: string; name_ar: string | null }[] = await db
      .selectFrom('dossier_party')
      .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
      .select(['dossier_party.fk_dossier', 'party.name', 'party.name_ar'])
      .where('dossier_party.fk_dossier', '>=', first)
      .where('dossier_party.fk_dossier', '<=', last)
      .orderBy('dossier_party.fk_dossier')
      .orderBy('party.id_party')
      .execute();
    const names = new Map<number, string[]>();
    for (const party of parties) {
      const list = names.get(Number(party.fk_dossier)) ?? [];
      list.push(...(party.name_ar ? [party.name, party.name_ar] : [party.name]));
      names.set(Number(party.fk_dossier), list);
    }
    for (const row of rows) {
      const id = Number(row.id_dossier);
      const text = [...DOSSIER_SEARCH_FIELDS.map((field) => String(row[field] ?? '')), ...(names.get(id) ?? [])]
        .map(foldText)
        .filter(Boolean)
        .join('\n');
      await db.updateTable('dossier').set({ search_text: text }).where('id_dossier', '=', id).execute();
    }
    after = last;
  }
}

/** The longer text stays: the earlier search finds no less with it. */
export async function down(): Promise<void> {}
