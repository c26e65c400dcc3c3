import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

export interface AuditFilters {
  entity?: string;
  entityId?: number;
  userId?: number;
  /** A dossier's history: its own entries and its actions' (audit_log.dossier_id). */
  dossierId?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function filtered<QB extends SelectQueryBuilder<Database, 'audit_log', any>>(qb: QB, filters: AuditFilters): QB {
  let query = qb;
  if (filters.dossierId !== undefined) query = query.where('audit_log.dossier_id', '=', filters.dossierId) as QB;
  if (filters.entity !== undefined) query = query.where('audit_log.entity', '=', filters.entity) as QB;
  if (filters.entityId !== undefined) query = query.where('audit_log.entity_id', '=', filters.entityId) as QB;
  if (filters.userId !== undefined) query = query.where('audit_log.user_id', '=', filters.userId) as QB;
  return query;
}

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async isLiveDossier(id: number): Promise<boolean> {
      const row = await db.selectFrom('dossier').select('id_dossier').where('id_dossier', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Empties the recorded values of a dossier's history (its entries and those of its actions,
     * parties, documents): a purged dossier must not live on in the audit log. Who did what and
     * when stays.
     */
    async redactDossierHistory(dossierId: number): Promise<void> {
      await db
        .updateTable('audit_log')
        .set({ changes: '{}' })
        .where((eb) => eb.or([eb('dossier_id', '=', dossierId), eb.and([eb('entity', '=', 'dossier'), eb('entity_id', '=', dossierId)])]))
        .execute();
    },
    /** Newest first. */
    async list(filters: AuditFilters, page: PageRequest) {
      const [rows, count] = await Promise.all([
        filtered(
          db
            .selectFrom('audit_log')
            .leftJoin('users', 'users.id', 'audit_log.user_id')
            .select([
              'audit_log.id',
              'audit_log.at',
              'audit_log.user_id',
              'users.full_name',
              'audit_log.entity',
              'audit_log.entity_id',
              'audit_log.operation',
              'audit_log.changes',
            ]),
          filters,
        )
          .orderBy('audit_log.id', 'desc')
          .limit(page.page_size)
          .offset(offsetOf(page))
          .execute(),
        filtered(db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')), filters).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['list']>>['rows'][number];
