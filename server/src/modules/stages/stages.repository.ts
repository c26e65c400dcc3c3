import { STAGE_KINDS, type StageAwaiting, type StageBoardQuery, type StageKind } from '@cabinet/shared';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import type { Database, StageTable } from '../../db/schema';
import { inList } from '../../db/value-list';
import { updateIfVersion } from '../../db/versioned-update';
import { offsetOf } from '../../lib/paging';
import { TYPE_LABEL_COLUMNS } from '../../lib/translated-labels';

export const STAGE_COLUMNS = columnsOf<StageTable>()([
  'id',
  'fk_dossier',
  'kind',
  'fk_tribunal',
  'file_number',
  'file_code',
  'file_year',
  'file_chamber',
  'file_section',
  'file_raw',
  'national_number',
  'filing_ref',
  'filed_on',
  'judge',
  'chamber',
  'decision_number',
  'decision_date',
  'outcome',
  'amount_awarded',
  'fk_bailiff_party',
  'notified_on',
  'status',
  'note',
  ...RECORD_COLUMNS,
]);

/** The parts of a level's number and its national number: what the dossier search finds it by. */
export const NUMBER_COLUMNS = ['file_number', 'file_code', 'file_year', 'file_chamber', 'file_section', 'file_raw', 'national_number'] as const;

export type StageRow = {
  [K in (typeof STAGE_COLUMNS)[number]]: K extends 'id' | 'version' ? number : K extends 'status' ? 'open' | 'closed' : StageTable[K];
} & {
  tribunal_name: string | null;
  tribunal_name_ar: string | null;
  bailiff_name: string | null;
};

export type StageBoardRow = StageRow & { ref_dossier_bureau: number; dossier_label: string | null };

/** Court order as a number the database sorts by (the order of STAGE_KINDS). */
const KIND_RANK = sql<number>`case ${sql.ref('stage.kind')} ${sql.join(
  STAGE_KINDS.map((kind, i) => sql`when ${sql.lit(kind)} then ${sql.lit(i)}`),
  sql` `,
)} end`;

const WAITING_SINCE = sql`coalesce(${sql.ref('stage.decision_date')}, ${sql.ref('stage.filed_on')})`;

/** How a board row names its dossier beside the reference: its first client, else the civilly liable party it names. */
const DOSSIER_LABEL = sql<string | null>`coalesce((
  select party.name from dossier_party join party on party.id_party = dossier_party.fk_party
  where dossier_party.fk_dossier = dossier.id_dossier and dossier_party.role = 'client'
  order by dossier_party.created_at, party.id_party limit 1
), ${sql.ref('dossier.nom_responsable_civil')})`;

/** Levels whose judgment is out; what the board's filters mean. */
const JUDGED_KINDS: StageKind[] = ['first_instance', 'opposition', 'appeal', 'cassation'];

/** A level's own fields, all empty: what a new level starts from before the values it is given. */
export const EMPTY_STAGE_FIELDS = {
  fk_tribunal: null,
  file_number: null,
  file_code: null,
  file_year: null,
  file_chamber: null,
  file_section: null,
  file_raw: null,
  national_number: null,
  filing_ref: null,
  filed_on: null,
  judge: null,
  chamber: null,
  decision_number: null,
  decision_date: null,
  outcome: null,
  amount_awarded: null,
  fk_bailiff_party: null,
  notified_on: null,
  note: null,
} satisfies Partial<Insertable<StageTable>>;

export function createStagesRepository(db: Kysely<Database>) {
  const stages = () =>
    db
      .selectFrom('stage')
      .leftJoin('tribunal', 'tribunal.id_tribunal', 'stage.fk_tribunal')
      .leftJoin('party as bailiff', 'bailiff.id_party', 'stage.fk_bailiff_party')
      .select([...qualified('stage', STAGE_COLUMNS), 'tribunal.nom as tribunal_name', 'tribunal.nom_ar as tribunal_name_ar', 'bailiff.name as bailiff_name']);

  return {
    find(id: number): Promise<StageRow | undefined> {
      return stages().where('stage.id', '=', id).executeTakeFirst() as Promise<StageRow | undefined>;
    },
    /** In court order, then in the order they were added. */
    listOfDossier(dossierId: number): Promise<StageRow[]> {
      return stages().where('stage.fk_dossier', '=', dossierId).orderBy(KIND_RANK).orderBy('stage.id').execute() as Promise<StageRow[]>;
    },
    /** The dossier's most recent level of a kind: the one its old number field mirrors. */
    latestOfKind(dossierId: number, kind: StageKind): Promise<StageRow | undefined> {
      return stages()
        .where('stage.fk_dossier', '=', dossierId)
        .where('stage.kind', '=', kind)
        .orderBy('stage.id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<StageRow | undefined>;
    },
    async insert(values: Insertable<StageTable>): Promise<number> {
      const row = await db.insertInto('stage').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update(id: number, version: number, values: Updateable<StageTable>): Promise<boolean> {
      return updateIfVersion(db, 'stage', 'id', id, version, values);
    },
    async delete(id: number, version: number): Promise<boolean> {
      const result = await db.deleteFrom('stage').where('id', '=', id).where('version', '=', version).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** The numbers of a dossier's levels (for its search text). */
    numbersOfDossier(dossierId: number) {
      return db.selectFrom('stage').select(NUMBER_COLUMNS).where('fk_dossier', '=', dossierId).orderBy('id').execute();
    },
    /** Whether a level belongs to the dossier. */
    async ofDossier(stageId: number, dossierId: number): Promise<boolean> {
      const row = await db.selectFrom('stage').select('id').where('id', '=', stageId).where('fk_dossier', '=', dossierId).executeTakeFirst();
      return row !== undefined;
    },
    /** The actions of a level (its hearings, its notification). */
    actionIds(stageId: number): Promise<number[]> {
      return db
        .selectFrom('action')
        .select('id_action')
        .where('fk_stage', '=', stageId)
        .orderBy('id_action')
        .execute()
        .then((rows) => rows.map((r) => r.id_action));
    },
    /** The level's latest action of a type (the notification action its notification date added). */
    async actionOfType(stageId: number, typeId: number): Promise<{ id_action: number; date_action: string; version: number } | undefined> {
      return db
        .selectFrom('action')
        .select(['id_action', 'date_action', 'version'])
        .where('fk_stage', '=', stageId)
        .where('fk_type_action', '=', typeId)
        .orderBy('id_action', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** A level that goes leaves its actions without a level (no foreign key holds the link: see migration 028). */
    async unlinkActions(stageId: number): Promise<void> {
      await db.updateTable('action').set({ fk_stage: null }).where('fk_stage', '=', stageId).execute();
    },
    async tribunalExists(id: number): Promise<boolean> {
      return (await db.selectFrom('tribunal').select('id_tribunal').where('id_tribunal', '=', id).executeTakeFirst()) !== undefined;
    },
    async livePartyExists(id: number): Promise<boolean> {
      const row = await db.selectFrom('party').select('id_party').where('id_party', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The board of levels of live dossiers: judgments awaiting notification (decided, not
     * notified, open), appeals and cassations pending (open, not decided), enforcement open.
     */
    async board(query: StageBoardQuery): Promise<{ rows: StageBoardRow[]; total: number }> {
      let base = db
        .selectFrom('stage')
        .innerJoin('dossier', 'dossier.id_dossier', 'stage.fk_dossier')
        .where('dossier.deleted_at', 'is', null);
      if (query.kind !== undefined) base = base.where('stage.kind', '=', query.kind);
      if (query.status !== undefined) base = base.where('stage.status', '=', query.status);
      if (query.tribunal !== undefined) base = base.where('stage.fk_tribunal', '=', query.tribunal);
      if (query.responsible !== undefined) base = base.where('dossier.fk_responsible', '=', query.responsible);
      if (query.awaiting !== undefined) base = awaiting(base, query.awaiting);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'stage.fk_tribunal')
        .leftJoin('party as bailiff', 'bailiff.id_party', 'stage.fk_bailiff_party')
        .select([
          ...qualified('stage', STAGE_COLUMNS),
          'tribunal.nom as tribunal_name',
          'tribunal.nom_ar as tribunal_name_ar',
          'bailiff.name as bailiff_name',
          'dossier.ref_dossier_bureau',
          DOSSIER_LABEL.as('dossier_label'),
        ])
        // What waits longest first: the judgment's or the filing's date (undated last), then the level's age.
        .orderBy(sql`case when ${WAITING_SINCE} is null then 1 else 0 end`)
        .orderBy(WAITING_SINCE)
        .orderBy('stage.id')
        .limit(query.page_size)
        .offset(offsetOf(query))
        .execute();
      return { rows: rows as StageBoardRow[], total: Number(counted.n) };
    },

    /** The latest open court level of each dossier (the roll's number when a hearing names none), by dossier. */
    async latestOpenOf(dossierIds: readonly number[]): Promise<Map<number, StageRow>> {
      if (dossierIds.length === 0) return new Map();
      const rows = (await stages()
        .where(inList(db, 'stage.fk_dossier', dossierIds, 'integer'))
        .where('stage.status', '=', 'open')
        .where('stage.kind', 'in', COURT_KINDS)
        .orderBy('stage.fk_dossier')
        .orderBy(KIND_RANK)
        .orderBy('stage.id')
        .execute()) as StageRow[];
      const latest = new Map<number, StageRow>();
      for (const row of rows) latest.set(row.fk_dossier, row);
      return latest;
    },

    /**
     * What a message to a client about an action says: its dates, time and room, its type, its
     * dossier's reference, its level's number and the court (the level's tribunal, else the dossier's).
     */
    noticeOf(actionId: number) {
      return db
        .selectFrom('action')
        .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
        .leftJoin('type_action', 'type_action.id_type_action', 'action.fk_type_action')
        .leftJoin('stage', 'stage.id', 'action.fk_stage')
        .leftJoin('tribunal', (join) => join.on((eb) => eb('tribunal.id_tribunal', '=', eb.fn.coalesce('stage.fk_tribunal', 'dossier.fk_tribunal'))))
        .select([
          'action.id_action',
          'action.fk_dossier',
          'action.date_action',
          'action.date_prochaine',
          'action.hearing_time',
          'action.room',
          'dossier.ref_dossier_bureau',
          'type_action.libelle as type_libelle',
          ...TYPE_LABEL_COLUMNS,
          'type_action.code as type_code',
          'stage.file_number',
          'stage.file_code',
          'stage.file_year',
          'stage.file_chamber',
          'stage.file_section',
          'stage.file_raw',
          'tribunal.nom as tribunal_nom',
          'tribunal.nom_ar as tribunal_nom_ar',
        ])
        .where('action.id_action', '=', actionId)
        .where('dossier.deleted_at', 'is', null)
        .executeTakeFirst();
    },
    /** A party of the dossier (any role), with what a message to it needs. */
    partyOfDossier(dossierId: number, partyId: number) {
      return db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['party.id_party', 'party.name', 'party.name_ar', 'party.phone', 'party.language'])
        .where('dossier_party.fk_dossier', '=', dossierId)
        .where('dossier_party.fk_party', '=', partyId)
        .where('party.deleted_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
    },
    /** Levels by id. */
    async byIds(ids: readonly number[]): Promise<Map<number, StageRow>> {
      if (ids.length === 0) return new Map();
      const rows = (await stages().where(inList(db, 'stage.id', ids, 'integer')).execute()) as StageRow[];
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

/** Levels that have hearings: the courts' own (not a police report or a complaint). */
const COURT_KINDS: StageKind[] = ['first_instance', 'opposition', 'appeal', 'cassation', 'notification', 'enforcement', 'other'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function awaiting<QB extends import('kysely').SelectQueryBuilder<Database, 'stage' | 'dossier', any>>(qb: QB, what: StageAwaiting): QB {
  if (what === 'notification')
    return qb
      .where('stage.kind', 'in', JUDGED_KINDS)
      .where('stage.status', '=', 'open')
      .where('stage.decision_date', 'is not', null)
      .where('stage.notified_on', 'is', null) as QB;
  if (what === 'appeal')
    return qb.where('stage.kind', 'in', ['appeal', 'cassation']).where('stage.status', '=', 'open').where('stage.decision_date', 'is', null) as QB;
  return qb.where('stage.kind', '=', 'enforcement').where('stage.status', '=', 'open') as QB;
}

export type StagesRepository = ReturnType<typeof createStagesRepository>;
