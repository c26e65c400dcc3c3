import type { ActionAgendaItem, AgendaMatch, DossierSummary } from '@cabinet/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TYPE_LABEL_COLUMNS, typeLabels } from '../../lib/translated-labels';

type RangeRow = Awaited<ReturnType<ReturnType<typeof rangeQuery>['execute']>>[number];

/** An action's date in the agenda, before the dossier's client and tribunal are added to it. */
export type ActionAgendaRow = Omit<ActionAgendaItem, keyof DossierSummary>;

/** The one mapping of a range row to an agenda item: the type's translations gathered in `type_labels`. */
function toItem({ type_label_en, type_label_fr, type_label_ar, ...row }: RangeRow): ActionAgendaRow {
  return { ...row, agenda_key: `action-${row.id_action}-${row.matched}`, type_labels: typeLabels({ type_label_en, type_label_fr, type_label_ar }) };
}

/** Agenda order: by day, then action, an action's own date before its next date. */
export function byAgendaOrder(a: ActionAgendaRow, b: ActionAgendaRow): number {
  if (a.agenda_date !== b.agenda_date) return a.agenda_date < b.agenda_date ? -1 : 1;
  if (a.id_action !== b.id_action) return a.id_action - b.id_action;
  return a.matched === b.matched ? 0 : a.matched === 'date_action' ? -1 : 1;
}

const MATCHES: readonly AgendaMatch[] = ['date_action', 'date_prochaine'];

/** Two lists each in agenda order, as one (the database sorted each through its date's index). */
function mergeSorted(a: ActionAgendaRow[], b: ActionAgendaRow[]): ActionAgendaRow[] {
  const merged: ActionAgendaRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(byAgendaOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

export function createAgendaRepository(db: Kysely<Database>) {
  /** Each date of the range's actions, read through that date's own index. */
  const datesInRange = async (narrow: (match: AgendaMatch) => ReturnType<typeof rangeQuery>) => {
    const [own, next] = await Promise.all(
      MATCHES.map((match) => narrow(match).orderBy(sql.ref(`action.${match}`)).orderBy('action.id_action').execute()),
    );
    return mergeSorted(own!.map(toItem), next!.map(toItem));
  };
  return {
    /**
     * Every date of the live dossiers' actions that falls in [from, to]: an action's own date and
     * its next date are each an item, on its own day, so a hearing postponed within the range is
     * on both days (a next date equal to the action's own date is one item).
     */
    list(from: string, to: string): Promise<ActionAgendaRow[]> {
      return datesInRange((match) => rangeQuery(db, from, to, match));
    },

    /**
     * The part of the range that is `userId`'s: actions assigned to them, and actions of dossiers
     * they are responsible for. Two indexed reads merged here rather than an OR across two tables,
     * which neither database can answer from an index.
     */
    async listMine(from: string, to: string, userId: number): Promise<ActionAgendaRow[]> {
      const [assigned, responsible] = await Promise.all([
        datesInRange((match) => rangeQuery(db, from, to, match).where('action.fk_assignee', '=', userId)),
        datesInRange((match) => rangeQuery(db, from, to, match, 'dossier').where('dossier.fk_responsible', '=', userId)),
      ]);
      const seen = new Set(assigned.map((item) => item.agenda_key));
      return mergeSorted(
        assigned,
        responsible.filter((item) => !seen.has(item.agenda_key)),
      );
    },
  };
}

/**
 * The actions of live dossiers whose `match` date falls in [from, to], one row each.
 *
 * A cross join with the join condition in WHERE fixes SQLite's join order (PostgreSQL plans it as
 * the inner join it is). Read from `action` first, the range's actions come through the date's
 * index rather than every live dossier's actions (600 ms at 1M actions). Read from `dossier`
 * first when a dossier filter is narrower than the range (one lawyer's dossiers, then their
 * actions by dossier: 3 s → milliseconds for a year's range at 1M actions).
 */
function rangeQuery(db: Kysely<Database>, from: string, to: string, match: AgendaMatch, readFirst: 'action' | 'dossier' = 'action') {
  const joined = readFirst === 'action' ? db.selectFrom('action').crossJoin('dossier') : db.selectFrom('dossier').crossJoin('action');
  let query = joined
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
      sql<AgendaMatch>`${sql.lit(match)}`.as('matched'),
      sql<string>`${sql.ref(`action.${match}`)}`.as('agenda_date'),
    ])
    .where('dossier.deleted_at', 'is', null)
    .where(`action.${match}`, '>=', from)
    .where(`action.${match}`, '<=', to);
  // A next date on the action's own day is that day's item already.
  if (match === 'date_prochaine') query = query.where(sql<boolean>`${sql.ref('action.date_prochaine')} <> ${sql.ref('action.date_action')}`);
  return query;
}
