import type { ActionAgendaItem } from '@cabinet/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TYPE_LABEL_COLUMNS, typeLabels } from '../../lib/translated-labels';

type RangeRow = Awaited<ReturnType<ReturnType<typeof rangeQuery>['execute']>>[number];

/** The one mapping of a range row to an agenda item: the type's translations gathered in `type_labels`. */
function toItem({ type_label_en, type_label_fr, type_label_ar, ...row }: RangeRow): ActionAgendaItem {
  return { ...row, type_labels: typeLabels({ type_label_en, type_label_fr, type_label_ar }) };
}

export function createAgendaRepository(db: Kysely<Database>) {
  const inRange = (from: string, to: string) => rangeQuery(db, from, to);
  return {
    /**
     * Actions of live dossiers whose date_action or date_prochaine falls in [from, to], one row
     * per action: matched on date_action when both dates fall in the range.
     */
    list(from: string, to: string): Promise<ActionAgendaItem[]> {
      return inRange(from, to)
        .orderBy(sql.ref('agenda_date'))
        .orderBy('action.id_action')
        .execute()
        .then((rows) => rows.map(toItem));
    },

    /**
     * The part of the range that is `userId`'s: actions assigned to them, and actions of dossiers
     * they are responsible for. Two indexed reads merged here rather than an OR across two tables,
     * which neither database can answer from an index.
     */
    async listMine(from: string, to: string, userId: number): Promise<ActionAgendaItem[]> {
      const [assigned, responsible] = await Promise.all([
        inRange(from, to).where('action.fk_assignee', '=', userId).execute(),
        rangeQuery(db, from, to, 'dossier').where('dossier.fk_responsible', '=', userId).execute(),
      ]);
      const byId = new Map<number, ActionAgendaItem>();
      for (const item of [...assigned, ...responsible].map(toItem)) byId.set(item.id_action, item);
      return [...byId.values()].sort((a, b) =>
        a.agenda_date < b.agenda_date ? -1 : a.agenda_date > b.agenda_date ? 1 : a.id_action - b.id_action,
      );
    },
  };
}

/**
 * A cross join with the join condition in WHERE fixes SQLite's join order (PostgreSQL plans it as
 * the inner join it is). Read from `action` first, the range's actions come through their date
 * indexes rather than every live dossier's actions (600 ms at 1M actions). Read from `dossier`
 * first when a dossier filter is narrower than the range (one lawyer's dossiers, then their
 * actions by dossier: 3 s → milliseconds for a year's range at 1M actions).
 */
function rangeQuery(db: Kysely<Database>, from: string, to: string, readFirst: 'action' | 'dossier' = 'action') {
  const onActionDate = sql<boolean>`${sql.ref('action.date_action')} between ${from} and ${to}`;
  const joined = readFirst === 'action' ? db.selectFrom('action').crossJoin('dossier') : db.selectFrom('dossier').crossJoin('action');
  return joined
    .whereRef('dossier.id_dossier', '=', 'action.fk_dossier')
    .leftJoin('type_action', 'type_action.id_type_action', 'action.fk_type_action')
    .select([
      sql<'action'>`'action'`.as('kind'),
      'action.id_action',
      'action.fk_dossier',
      'dossier.ref_dossier_bureau',
      'action.date_action',
      'action.date_prochaine',
      'action.contenu',
      'action.fk_type_action',
      'type_action.libelle as type_libelle',
      ...TYPE_LABEL_COLUMNS,
      'action.fk_assignee',
      'dossier.fk_responsible',
      'action.version',
      // An old action the import could not date (the old system never stamped it): a fixed
      // moment, so a calendar sees it unchanged from one feed to the next.
      sql<string>`coalesce(${sql.ref('action.modified_at')}, ${sql.ref('action.created_at')}, '1970-01-01T00:00:00.000Z')`.as('modified_at'),
      sql<ActionAgendaItem['matched']>`case when ${onActionDate} then 'date_action' else 'date_prochaine' end`.as('matched'),
      sql<string>`case when ${onActionDate} then ${sql.ref('action.date_action')} else ${sql.ref('action.date_prochaine')} end`.as(
        'agenda_date',
      ),
    ])
    .where('dossier.deleted_at', 'is', null)
    .where((eb) => eb.or([eb.between('action.date_action', from, to), eb.between('action.date_prochaine', from, to)]));
}
