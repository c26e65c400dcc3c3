import {
  courtNumberSearchTerms,
  DOSSIER_SEARCH_FIELDS,
  foldText,
  parseCourtNumber,
  STAGE_LEGACY_FIELDS,
  STAGE_LEGACY_FILING_FIELDS,
  type DossierNumberField,
  type StageKind,
} from '@cabinet/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The kinds a dossier's old number fields hold, each with its field and (appeal, cassation) its filing field. */
export const LEGACY_STAGE_KINDS = Object.keys(STAGE_LEGACY_FIELDS) as (keyof typeof STAGE_LEGACY_FIELDS)[];

/** The dossier fields the levels keep in step with (their number fields and the filing references). */
export const STAGE_DOSSIER_FIELDS = [
  ...Object.values(STAGE_LEGACY_FIELDS),
  ...Object.values(STAGE_LEGACY_FILING_FIELDS),
] as readonly (DossierNumberField | 'num_plainte_tribunal')[];

export type StageDossierField = (typeof STAGE_DOSSIER_FIELDS)[number];

/** The kind of level a dossier field belongs to, and whether it is the level's filing reference. */
export function stageOfField(field: string): { kind: StageKind; filing: boolean } | null {
  for (const kind of LEGACY_STAGE_KINDS) {
    if (STAGE_LEGACY_FIELDS[kind] === field) return { kind, filing: false };
    if ((STAGE_LEGACY_FILING_FIELDS as Record<string, string>)[kind] === field) return { kind, filing: true };
  }
  return null;
}

/** What a level made from a dossier's old fields holds: its number as parsed, its filing reference. */
export interface LegacyStageSeed {
  kind: StageKind;
  file_number: string | null;
  file_code: string | null;
  file_year: string | null;
  file_chamber: string | null;
  file_section: string | null;
  file_raw: string | null;
  filing_ref: string | null;
  status: 'open' | 'closed';
}

/**
 * How far along the courts a kind is, for levels brought in from the old fields: a level is
 * taken as over (closed) when the dossier already reached a later one (the appeal was lodged, so
 * the first instance was judged). Notification has no place of its own in that order.
 */
const PROGRESS: Partial<Record<StageKind, number>> = { police_report: 0, complaint: 0, first_instance: 1, appeal: 2, cassation: 3, enforcement: 4 };

const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The levels a dossier's old fields describe, one per filled field (the appeal and cassation
 * from their number or their filing reference), in court order. Nothing is lost: a number that
 * cannot be split is kept as typed.
 */
export function stagesFromLegacyFields(dossier: Record<string, unknown>): LegacyStageSeed[] {
  const seeds: Omit<LegacyStageSeed, 'status'>[] = [];
  for (const kind of LEGACY_STAGE_KINDS) {
    const number = filled(dossier[STAGE_LEGACY_FIELDS[kind]]);
    const filingField = (STAGE_LEGACY_FILING_FIELDS as Record<string, string>)[kind];
    const filing = filingField ? filled(dossier[filingField]) : null;
    if (number === null && filing === null) continue;
    seeds.push({ kind, ...parseCourtNumber(number), filing_ref: filing });
  }
  const furthest = Math.max(-1, ...seeds.map((s) => PROGRESS[s.kind] ?? -1));
  return seeds.map((seed) => {
    const rank = PROGRESS[seed.kind];
    return { ...seed, status: rank !== undefined && rank < furthest ? 'closed' : 'open' };
  });
}

const BATCH = 2000;
const INSERT_CHUNK = 400;

/**
 * Makes the levels of dossiers from their filled old fields, for the kinds they have no level of
 * yet (so running it again adds nothing), id range by id range. The dossiers that got a level have
 * their search text built again, so a number is found written either way round. `ids` limits it
 * to those dossiers (an import's). Returns how many levels were made.
 */
export async function makeLegacyStages(db: AnyDb, options: { now: string; ids?: (id: number) => boolean }): Promise<number> {
  const fields = [...new Set([...STAGE_DOSSIER_FIELDS])];
  let after = 0;
  let made = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .selectFrom('dossier')
      .select(['id_dossier', ...fields])
      .where('id_dossier', '>', after)
      .where((eb) => eb.or(fields.map((f) => eb(f, 'is not', null))))
      .orderBy('id_dossier')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return made;
    after = Number(rows.at(-1)!.id_dossier);
    const wanted = rows.filter((row) => !options.ids || options.ids(Number(row.id_dossier)));
    if (wanted.length === 0) continue;
    const ids = wanted.map((row) => Number(row.id_dossier));
    const existing: { fk_dossier: number; kind: string }[] = await db
      .selectFrom('stage')
      .select(['fk_dossier', 'kind'])
      .where('fk_dossier', '>=', ids[0]!)
      .where('fk_dossier', '<=', ids.at(-1)!)
      .execute();
    const have = new Set(existing.map((s) => `${s.fk_dossier}/${s.kind}`));
    const values: Record<string, unknown>[] = [];
    const touched = new Set<number>();
    for (const row of wanted) {
      const id = Number(row.id_dossier);
      for (const seed of stagesFromLegacyFields(row)) {
        if (have.has(`${id}/${seed.kind}`)) continue;
        values.push({ fk_dossier: id, ...seed, created_at: options.now, created_by: null, modified_at: options.now, modified_by: null });
        touched.add(id);
      }
    }
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await db.insertInto('stage').values(values.slice(i, i + INSERT_CHUNK)).execute();
    made += values.length;
    await rebuildSearchTexts(db, [...touched]);
  }
}

/**
 * The search text of these dossiers built again as a write stores it: their fields, their
 * parties' names, then their levels' numbers (both ways round) and national numbers.
 */
export async function rebuildSearchTexts(db: AnyDb, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    const chunk = ids.slice(i, i + INSERT_CHUNK);
    const dossiers: Record<string, unknown>[] = await db
      .selectFrom('dossier')
      .select(['id_dossier', 'search_text', ...DOSSIER_SEARCH_FIELDS])
      .where('id_dossier', 'in', chunk)
      .execute();
    const parties: { fk_dossier: number; name: string; name_ar: string | null }[] = await db
      .selectFrom('dossier_party')
      .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
      .select(['dossier_party.fk_dossier', 'party.name', 'party.name_ar'])
      .where('dossier_party.fk_dossier', 'in', chunk)
      .orderBy('dossier_party.fk_dossier')
      .orderBy('party.id_party')
      .execute();
    const stages: Record<string, unknown>[] = await db
      .selectFrom('stage')
      .select(['fk_dossier', 'file_number', 'file_code', 'file_year', 'file_chamber', 'file_section', 'file_raw', 'national_number'])
      .where('fk_dossier', 'in', chunk)
      .orderBy('fk_dossier')
      .orderBy('id')
      .execute();
    const names = new Map<number, string[]>();
    for (const p of parties) names.set(Number(p.fk_dossier), [...(names.get(Number(p.fk_dossier)) ?? []), ...(p.name_ar ? [p.name, p.name_ar] : [p.name])]);
    const terms = new Map<number, string[]>();
    for (const s of stages) terms.set(Number(s.fk_dossier), [...(terms.get(Number(s.fk_dossier)) ?? []), ...courtNumberSearchTerms(s)]);
    const changed: [number, string][] = [];
    for (const dossier of dossiers) {
      const id = Number(dossier.id_dossier);
      const text = searchTextOf(dossier, names.get(id) ?? [], terms.get(id) ?? []);
      if (text !== dossier.search_text) changed.push([id, text]);
    }
    await setSearchTexts(db, changed);
  }
}

/**
 * The folded text the dossier search looks into: the searched fields, the parties' names, then
 * the levels' search terms not already there. The one recipe; modules/dossiers writes it on
 * every dossier write, and bulk paths (migrations, the import) through rebuildSearchTexts.
 */
export function searchTextOf(
  record: Partial<Record<string, unknown>>,
  partyNames: readonly string[] = [],
  stageTerms: readonly string[] = [],
): string {
  const lines = [...DOSSIER_SEARCH_FIELDS.map((field) => String(record[field] ?? '')), ...partyNames].map(foldText).filter(Boolean);
  const present = new Set(lines);
  for (const term of stageTerms) {
    if (!term || present.has(term)) continue;
    present.add(term);
    lines.push(term);
  }
  return lines.join('\n');
}

/** One statement for a chunk of dossiers (a statement each takes minutes on PostgreSQL at 100k). */
async function setSearchTexts(db: AnyDb, changed: [number, string][]): Promise<void> {
  if (changed.length === 0) return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const values = sql.join(changed.map(([id, text]) => sql`(${id}::integer, ${text}::text)`));
    await sql`update dossier set search_text = v.text from (values ${values}) as v(id, text) where dossier.id_dossier = v.id`.execute(db);
  } else {
    const values = sql.join(changed.map(([id, text]) => sql`(${id}, ${text})`));
    await sql`with v(id, text) as (values ${values})
      update dossier set search_text = (select text from v where v.id = dossier.id_dossier) where id_dossier in (select id from v)`.execute(db);
  }
}
