import { courtNumberSearchTerms, DOSSIER_NUMBER_FIELDS, normalizeSearchText, PARTY_ROLES, type DossierNumberField, type PartyRole } from '@cabinet/shared';
import { stagesFromLegacyFields } from '../../server/src/db/legacy-stages';
import { partyKeys } from '../../server/src/modules/parties/party-record';
import { dossierSearchText } from '../../server/src/modules/dossiers/dossier-record';
import { Random } from './random';
import * as words from './vocabulary';

/**
 * The rows of a benchmark dataset, generated deterministically from a seed and the office's
 * "today": dossiers registered over ten years, their actions between registration and the day
 * they went quiet (or today for the ongoing ones), next dates, expertises, a small trash.
 */

export const DOSSIER_COLUMNS = [
  'id_dossier', 'ref_dossier_bureau', 'date_inscription_bureau', 'fk_type_affaire_bureau', 'fk_tribunal', 'montant_dette',
  'num_police', 'nom_responsable_civil', 'accusation', 'date_accident', 'matricule_vehicule', 'num_plainte_police',
  'num_plainte_tribunal', 'num_dossier_tribunal', 'num_pv_police', 'num_pv_tribunal', 'num_dossier_tribunal_a',
  'num_dossier_tribunal_c', 'num_dossier_tribunal_n', 'num_dossier_tribunal_e', 'num_instrument_a', 'num_instrument_c',
  'search_text', 'last_action_date', 'deleted_at', 'deleted_by', 'created_at', 'created_by', 'modified_at', 'modified_by', 'version',
] as const;
export const ACTION_COLUMNS = [
  'id_action', 'fk_dossier', 'date_action', 'fk_type_action', 'contenu', 'date_prochaine', 'created_at', 'created_by', 'modified_at', 'modified_by', 'version',
] as const;
export const EXPERTISE_COLUMNS = ['id_expertise', 'fk_action', 'fk_type_expertise', 'fk_expert', 'frais', 'contenu'] as const;
export const PARTY_COLUMNS = [
  'id_party', 'kind', 'name', 'name_ar', 'national_id', 'phone', 'email', 'address', 'note', 'name_key', 'name_ar_key', 'national_id_key',
  'search_text', 'created_at', 'created_by', 'modified_at', 'modified_by', 'version', 'deleted_at', 'deleted_by',
] as const;
export const LINK_COLUMNS = ['fk_dossier', 'fk_party', 'role', 'created_at', 'created_by'] as const;
/** A dossier's court levels, as migration 029 makes them from its number fields, some with a national number. */
export const STAGE_COLUMNS = [
  'id', 'fk_dossier', 'kind', 'file_number', 'file_code', 'file_year', 'file_chamber', 'file_section', 'file_raw', 'national_number',
  'filing_ref', 'status', 'created_at', 'created_by', 'modified_at', 'modified_by', 'version',
] as const;

type Value = string | number | null;
export type DossierRow = Record<(typeof DOSSIER_COLUMNS)[number], Value>;
export type ActionRow = Record<(typeof ACTION_COLUMNS)[number], Value>;
export type ExpertiseRow = Record<(typeof EXPERTISE_COLUMNS)[number], Value>;
export type PartyRow = Record<(typeof PARTY_COLUMNS)[number], Value>;
export type LinkRow = Record<(typeof LINK_COLUMNS)[number], Value>;
export type StageRow = Record<(typeof STAGE_COLUMNS)[number], Value>;

export interface Batch {
  dossiers: DossierRow[];
  actions: ActionRow[];
  expertises: ExpertiseRow[];
  /** The dossiers' parties (dossier_party rows). */
  links: LinkRow[];
  stages: StageRow[];
}

/** Parties per dossier and links per dossier (300k parties and 400k links for 100k dossiers). */
export const PARTIES_PER_DOSSIER = 3;
export const LINKS_PER_DOSSIER = 4;

/** The names each party carries into the search text of its dossiers. */
export type PartyNames = string[][];

/**
 * The office's parties: persons in Latin or Arabic script (a third with their name in both),
 * organisations, most with a unique national id or register number. Yields the rows in
 * batches, and returns every party's names (index = id) for the dossiers' search text.
 */
export function* partyBatches(count: number, seed: string, adminId: number, batchSize = 5000): Generator<PartyRow[], PartyNames> {
  const rng = new Random(`${seed}:parties`);
  const names: PartyNames = [[]];
  let rows: PartyRow[] = [];
  for (let id = 1; id <= count; id++) {
    const who = rng.weighted<'latin' | 'arabic' | 'both' | 'org' | 'org_ar'>([
      ['latin', 40],
      ['arabic', 15],
      ['both', 20],
      ['org', 18],
      ['org_ar', 7],
    ]);
    const latin = () => `${rng.pick(words.FIRST_NAMES)}${rng.chance(0.4) ? ` ${rng.pick(words.FIRST_NAMES)}` : ''} ${rng.pick(words.LAST_NAMES)}`;
    const arabic = () => `${rng.pick(words.ARABIC_FIRST_NAMES)} ${rng.pick(words.ARABIC_LAST_NAMES)}`;
    const org = () => `${rng.pick(words.PARTY_ORG_KINDS)} ${rng.pick(words.PARTY_ORG_WORDS)} ${rng.pick(words.CITIES)} ${rng.pick(words.PARTY_ORG_FORMS)}`;
    const orgAr = () => `${rng.pick(words.ARABIC_PARTY_ORGS)} ${rng.pick(words.ARABIC_PARTY_ORG_WORDS)} ${rng.pick(words.ARABIC_CITIES)}`;
    const name = who === 'latin' || who === 'both' ? latin() : who === 'arabic' ? arabic() : who === 'org' ? org() : orgAr();
    const nameAr = who === 'both' ? arabic() : null;
    const organisation = who === 'org' || who === 'org_ar';
    // Unique by construction: the id is part of the number.
    const nationalId = rng.chance(0.75) ? (organisation ? `RC ${100000 + id}` : `${rng.pick(['A', 'B', 'BK', 'C', 'D', 'EE', 'J', 'K'])}${100000 + id}`) : null;
    const keys = partyKeys({ name, name_ar: nameAr, national_id: nationalId });
    const stamp = `2024-0${rng.int(1, 9)}-1${rng.int(0, 9)}T10:00:00.000Z`;
    rows.push({
      id_party: id,
      kind: organisation ? 'organisation' : 'person',
      name,
      name_ar: nameAr,
      national_id: nationalId,
      phone: rng.chance(0.6) ? `+212 6 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` : null,
      email: null,
      address: rng.chance(0.4) ? `${rng.int(1, 200)} rue ${rng.pick(words.LAST_NAMES)}, ${rng.pick(words.CITIES)}` : null,
      note: null,
      ...keys,
      created_at: stamp,
      created_by: adminId,
      modified_at: stamp,
      modified_by: adminId,
      version: 1,
      deleted_at: null,
      deleted_by: null,
    });
    names.push(nameAr ? [name, nameAr] : [name]);
    if (rows.length >= batchSize) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
  return names;
}

const OTHER_ROLES: PartyRole[] = PARTY_ROLES.filter((role) => role !== 'client' && role !== 'adverse');

/** A dossier's parties: a client, usually an adversary, then others; distinct parties, LINKS_PER_DOSSIER on average. */
function dossierLinks(rng: Random, parties: number): { party: number; role: PartyRole }[] {
  if (parties === 0) return [];
  const count = Math.min(parties, rng.int(2, 2 * LINKS_PER_DOSSIER - 2));
  const chosen = new Set<number>();
  const links: { party: number; role: PartyRole }[] = [];
  while (links.length < count) {
    const party = rng.int(1, parties);
    if (chosen.has(party)) continue;
    chosen.add(party);
    const role = links.length === 0 ? 'client' : links.length === 1 ? 'adverse' : rng.pick(OTHER_ROLES);
    links.push({ party, role });
  }
  return links;
}

/** Ids of the reference rows the dossiers and actions point to. */
export interface References {
  adminId: number;
  tribunalIds: number[];
  caseTypeIds: number[];
  expertiseTypeIds: number[];
  experts: { id: number; typeId: number | null }[];
  /** Action types without an effect (defaults 73, 74 and the extra ones). */
  plainActionTypeIds: number[];
  expertiseActionTypeId: number;
  fieldActionTypes: { id: number; field: DossierNumberField }[];
}

export interface Plan {
  dossiers: number;
  actions: number;
  seed: string;
  /** Today in the office time zone, YYYY-MM-DD. */
  today: string;
}

const DAY_MS = 86_400_000;
const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Calendar dates by epoch day, cached: a million actions format a few thousand distinct days. */
function dateFormatter() {
  const cache = new Map<number, string>();
  return (day: number): string => {
    let text = cache.get(day);
    if (text === undefined) {
      text = new Date(day * DAY_MS).toISOString().slice(0, 10);
      cache.set(day, text);
    }
    return text;
  };
}

export function referenceRows(seed: string) {
  const rng = new Random(`${seed}:reference`);
  const tribunals: { nom: string; ville: string; adresse: string | null; telephone: string | null }[] = [];
  for (const city of words.CITIES) {
    tribunals.push({ nom: `Tribunal de première instance de ${city}`, ville: city, adresse: `Avenue Mohammed V, ${city}`, telephone: `+212 5 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` });
    if (rng.chance(0.6)) tribunals.push({ nom: `Cour d’appel de ${city}`, ville: city, adresse: null, telephone: null });
    if (rng.chance(0.3)) tribunals.push({ nom: `Tribunal de commerce de ${city}`, ville: city, adresse: null, telephone: null });
  }
  for (const city of words.ARABIC_CITIES) tribunals.push({ nom: `المحكمة الابتدائية ب${city}`, ville: city, adresse: null, telephone: null });

  const experts: { nom: string; specialite: string; tel: string | null; email: string | null; adresse: string | null; type: number; search_text: string }[] = [];
  for (let i = 0; i < 300; i++) {
    const type = rng.int(0, words.EXPERTISE_TYPES.length - 1);
    const arabic = rng.chance(0.2);
    const nom = arabic ? `د. ${rng.pick(words.ARABIC_FIRST_NAMES)} ${rng.pick(words.ARABIC_LAST_NAMES)}` : `Dr ${rng.pick(words.FIRST_NAMES)} ${rng.pick(words.LAST_NAMES)}`;
    const specialite = rng.pick(words.SPECIALITIES[words.EXPERTISE_TYPES[type]!]);
    const tel = rng.chance(0.8) ? `+212 6 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` : null;
    const email = rng.chance(0.6) ? `expert${i + 1}@experts.example` : null;
    const adresse = rng.chance(0.5) ? `${rng.int(1, 200)} rue ${rng.pick(words.LAST_NAMES)}, ${rng.pick(words.CITIES)}` : null;
    // As the reference service computes it.
    const search_text = normalizeSearchText([nom, specialite, tel, email, adresse].map((v) => v ?? '').join(' '));
    experts.push({ nom, specialite, tel, email, adresse, type, search_text });
  }
  return { tribunals, experts, caseTypes: words.CASE_TYPES, expertiseTypes: words.EXPERTISE_TYPES, extraActionTypes: words.EXTRA_ACTION_TYPES };
}

/**
 * How many actions each dossier gets: a share has none at all, the ongoing ones get more;
 * the counts add up to exactly `total`.
 */
function actionCounts(rng: Random, weights: Float64Array, total: number): Int32Array {
  const counts = new Int32Array(weights.length);
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return counts;
  let assigned = 0;
  for (let i = 0; i < weights.length; i++) {
    counts[i] = Math.floor((weights[i]! / sum) * total);
    assigned += counts[i]!;
  }
  while (assigned < total) {
    const i = rng.int(0, weights.length - 1);
    if (weights[i]! > 0) {
      counts[i]!++;
      assigned++;
    }
  }
  return counts;
}

export function* dossierBatches(plan: Plan, refs: References, partyNames: PartyNames = [[]], batchDossiers = 2000): Generator<Batch> {
  const rng = new Random(`${plan.seed}:dossiers`);
  const linkRng = new Random(`${plan.seed}:links`);
  const stageRng = new Random(`${plan.seed}:stages`);
  let stageId = 0;
  const parties = partyNames.length - 1;
  const day = dateFormatter();
  const today = epochDay(plan.today);
  const tomorrow = today + 1;
  const n = plan.dossiers;

  // Registration days over ten years, in order: ids and office references follow time.
  const registered = new Float64Array(n);
  for (let i = 0; i < n; i++) registered[i] = today - 3650 + rng.next() * (3650 - 3);
  registered.sort();

  // Ongoing dossiers are mostly recent ones; the rest went quiet long ago (stale).
  const ongoing = new Uint8Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const age = today - Math.floor(registered[i]!);
    const p = age < 100 ? 1 : age < 730 ? 0.75 : age < 1825 ? 0.3 : 0.08;
    ongoing[i] = rng.chance(p) ? 1 : 0;
    const never = !ongoing[i] && rng.chance(0.04);
    weights[i] = never ? 0 : rng.exponential() * (ongoing[i] ? 1.6 : 1) + 0.1;
  }
  const counts = actionCounts(rng, weights, plan.actions);

  // A few ongoing dossiers are certain to have something tomorrow, whatever the size.
  let forcedTomorrow = Math.max(2, Math.round(n / 1000));

  let actionId = 0;
  let expertiseId = 0;
  let batch: Batch = { dossiers: [], actions: [], expertises: [], links: [], stages: [] };
  for (let i = 0; i < n; i++) {
    const id = i + 1;
    const start = Math.floor(registered[i]!);
    const count = counts[i]!;
    const numbers: Partial<Record<DossierNumberField, string>> = {};
    const year = day(start).slice(0, 4);

    // Actions between registration and the end of activity, in date order.
    let end: number;
    if (ongoing[i]) end = today;
    else end = Math.min(start + rng.int(30, 1500), today - 100);
    if (end < start) end = start;
    const dates: number[] = [];
    for (let k = 0; k < count; k++) dates.push(start + Math.floor(rng.next() * (end - start + 1)));
    dates.sort((a, b) => a - b);
    // An ongoing dossier was touched in the last two months.
    if (ongoing[i] && count > 0 && dates[count - 1]! < today - 60) dates[count - 1] = today - rng.int(0, 60);

    let lastDate: number | null = null;
    // The dossier's last action as the server keeps it: dated today or before.
    let lastPastDate: number | null = null;
    for (let k = 0; k < count; k++) {
      actionId++;
      const isLast = k === count - 1;
      let date = dates[k]!;
      let next: number | null = null;
      if (isLast && ongoing[i]) {
        if (forcedTomorrow > 0) {
          next = tomorrow;
          forcedTomorrow--;
        } else if (rng.chance(0.003)) {
          date = tomorrow; // a hearing logged ahead
        } else if (rng.chance(0.6)) {
          next = today + rng.int(1, 90);
        }
      } else if (!isLast && rng.chance(0.3) && dates[k + 1]! > date && dates[k + 1]! - date <= 120) {
        // The next date announced is when the following step happened.
        next = dates[k + 1]!;
      }
      const type = rng.weighted<'plain' | 'expertise' | 'field' | 'none'>([
        ['plain', 80],
        ['expertise', 6],
        ['field', 6],
        ['none', 8],
      ]);
      let typeId: number | null = null;
      let contenu: string | null = rng.chance(0.9) ? rng.pick(words.ACTION_TEXTS) : null;
      if (type === 'plain') typeId = rng.chance(0.4) ? 73 : rng.pick(refs.plainActionTypeIds);
      else if (type === 'expertise' && refs.experts.length > 0) {
        typeId = refs.expertiseActionTypeId;
        const expert = rng.pick(refs.experts);
        expertiseId++;
        batch.expertises.push({
          id_expertise: expertiseId,
          fk_action: actionId,
          fk_type_expertise: expert.typeId,
          fk_expert: expert.id,
          frais: rng.chance(0.8) ? rng.int(500, 15_000) * 100 + rng.pick([0, 0, 50]) : null,
          contenu: rng.pick(words.EXPERTISE_TEXTS),
        });
      } else if (type === 'field') {
        const fieldType = rng.pick(refs.fieldActionTypes);
        typeId = fieldType.id;
        const value = `${day(date).slice(0, 4)}/${rng.int(1101, 2899)}/${rng.int(1, 9999)}`;
        numbers[fieldType.field] = value;
        contenu = `N° ${value}`;
      }
      const stamp = `${day(Math.min(date, today))}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
      batch.actions.push({
        id_action: actionId,
        fk_dossier: id,
        date_action: day(date),
        fk_type_action: typeId,
        contenu,
        date_prochaine: next === null ? null : day(next),
        created_at: stamp,
        created_by: refs.adminId,
        modified_at: stamp,
        modified_by: refs.adminId,
        version: 1,
      });
      lastDate = lastDate === null ? date : Math.max(lastDate, date);
      if (date <= today) lastPastDate = lastPastDate === null ? date : Math.max(lastPastDate, date);
    }

    const who = rng.weighted<'latin' | 'arabic' | 'company' | 'none'>([
      ['latin', 60],
      ['arabic', 20],
      ['company', 15],
      ['none', 5],
    ]);
    const nom =
      who === 'latin'
        ? `${rng.pick(words.FIRST_NAMES)} ${rng.pick(words.LAST_NAMES)}`
        : who === 'arabic'
          ? `${rng.pick(words.ARABIC_FIRST_NAMES)} ${rng.pick(words.ARABIC_LAST_NAMES)}`
          : who === 'company'
            ? rng.pick(words.COMPANIES)
            : null;
    const text = {
      num_police: rng.chance(0.8) ? `${rng.int(10, 99)}/${rng.digits(6)}` : null,
      nom_responsable_civil: nom,
      accusation: rng.chance(0.85) ? rng.pick(words.ACCUSATIONS) : null,
      matricule_vehicule: rng.chance(0.7) ? `${rng.digits(5)}-${rng.pick(['أ', 'ب', 'د', 'هـ', 'و', 'A', 'B', 'D', 'WW'])}-${rng.int(1, 89)}` : null,
      num_plainte_police: rng.chance(0.3) ? `${rng.int(100, 9999)}/${year}` : null,
      num_plainte_tribunal: rng.chance(0.2) ? `${rng.int(100, 9999)}/${year}` : null,
      num_dossier_tribunal: numbers.num_dossier_tribunal ?? (rng.chance(0.4) ? `${year}/${rng.int(1101, 2899)}/${rng.int(1, 9999)}` : null),
      num_pv_police: rng.chance(0.5) ? `PV ${rng.int(1, 9999)}/${year}` : null,
      num_pv_tribunal: numbers.num_pv_tribunal ?? null,
    };
    const createdAt = `${day(start)}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
    const trashed = rng.chance(0.005);
    const links = dossierLinks(linkRng, parties);
    for (const link of links) batch.links.push({ fk_dossier: id, fk_party: link.party, role: link.role, created_at: createdAt, created_by: refs.adminId });
    const fields = Object.fromEntries(DOSSIER_NUMBER_FIELDS.map((f) => [f, numbers[f] ?? null])) as Record<DossierNumberField, string | null>;
    // Its levels, as the office's upgrade made them from these fields; half of the split numbers with the court portal's national number.
    const stages = stagesFromLegacyFields({ ...fields, ...text }).map((seed) => {
      stageId++;
      const national = seed.file_number !== null && stageRng.chance(0.5) ? `${seed.file_year}${seed.file_code ?? '0'}${seed.file_number.padStart(6, '0')}` : null;
      return { id: stageId, fk_dossier: id, ...seed, national_number: national, created_at: createdAt, created_by: refs.adminId, modified_at: createdAt, modified_by: refs.adminId, version: 1 };
    });
    batch.stages.push(...stages);
    batch.dossiers.push({
      id_dossier: id,
      ref_dossier_bureau: 1000 + i,
      date_inscription_bureau: day(start),
      fk_type_affaire_bureau: rng.chance(0.9) ? rng.pick(refs.caseTypeIds) : null,
      fk_tribunal: rng.chance(0.95) ? rng.pick(refs.tribunalIds) : null,
      montant_dette: rng.chance(0.85) ? Math.round(Math.exp(rng.next() * 9 + 6.2)) * 100 + rng.pick([0, 0, 0, 50, 25]) : null,
      date_accident: rng.chance(0.85) ? day(start - rng.int(5, 600)) : null,
      ...fields,
      ...text,
      search_text: dossierSearchText(text, links.flatMap((link) => partyNames[link.party] ?? []), stages.flatMap(courtNumberSearchTerms)),
      last_action_date: lastPastDate === null ? null : day(lastPastDate),
      deleted_at: trashed ? `${day(Math.min(today, (lastDate ?? start) + 30))}T10:00:00.000Z` : null,
      deleted_by: trashed ? refs.adminId : null,
      created_at: createdAt,
      created_by: refs.adminId,
      modified_at: lastDate === null ? createdAt : `${day(Math.min(lastDate, today))}T18:00:00.000Z`,
      modified_by: refs.adminId,
      version: 1,
    });

    if (batch.dossiers.length >= batchDossiers) {
      yield batch;
      batch = { dossiers: [], actions: [], expertises: [], links: [], stages: [] };
    }
  }
  if (batch.dossiers.length > 0) yield batch;
}
