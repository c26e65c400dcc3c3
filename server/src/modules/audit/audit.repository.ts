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

/** The audited records that have a name, where it is read. */
const NAMED_ENTITIES: Record<string, { table: keyof Database; id: string; name: string }> = {
  type_action: { table: 'type_action', id: 'id_type_action', name: 'libelle' },
  type_expertise: { table: 'type_expertise', id: 'id_type_expertise', name: 'libelle' },
  type_affaire_bureau: { table: 'type_affaire_bureau', id: 'id_type_affaire_bureau', name: 'libelle' },
  tribunal: { table: 'tribunal', id: 'id_tribunal', name: 'nom' },
  expert: { table: 'expert', id: 'id_expert', name: 'nom' },
  user: { table: 'users', id: 'id', name: 'full_name' },
  deadline_rule: { table: 'deadline_rule', id: 'id', name: 'label' },
};

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
    /**
     * Empties the recorded values of one document's history (its title and file name): a purged
     * document must not live on in its dossier's history. Who did what and when stays.
     */
    async redactDocumentHistory(documentId: number): Promise<void> {
      await db.updateTable('audit_log').set({ changes: '{}' }).where('entity', '=', 'document').where('entity_id', '=', documentId).execute();
    },
    /** Newest first. */
    async list(filters: AuditFilters, page: PageRequest) {
      const [rows, count] = await Promise.all([
        filtered(
          db
            .selectFrom('audit_log')
            .leftJoin('users', 'users.id', 'audit_log.user_id')
            .leftJoin('dossier', 'dossier.id_dossier', 'audit_log.dossier_id')
            .select([
              'dossier.ref_dossier_bureau as dossier_ref',
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
    /** The current names of the named records among `ids`, by entity (reference lists and accounts). */
    async names(entity: string, ids: number[]): Promise<Map<number, string>> {
      const source = NAMED_ENTITIES[entity];
      if (!source || ids.length === 0) return new Map();
      // The table is chosen at run time, which Kysely cannot type.
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const rows = await loose
        .selectFrom(source.table)
        .select([`${source.id} as id`, `${source.name} as name`])
        .where(source.id, 'in', ids)
        .execute();
      return new Map((rows as unknown as { id: number; name: string }[]).map((r) => [Number(r.id), String(r.name)]));
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['list']>>['rows'][number];
