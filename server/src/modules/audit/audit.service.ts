import type { AuditEntry, AuditQuery } from '@cabinet/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor, AppContext } from '../../lib/context';
import { createAuditRepository, type AuditFilters, type AuditRow } from './audit.repository';

function parseChanges(text: string): AuditEntry['changes'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as AuditEntry['changes']) : {};
  } catch {
    return {};
  }
}

/** The one mapping of an audit row to the API. */
function toEntry(row: AuditRow, names: Map<string, Map<number, string>>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    user: row.user_id !== null && row.full_name !== null ? { id: row.user_id, full_name: row.full_name } : null,
    entity: row.entity,
    entity_id: row.entity_id,
    operation: row.operation,
    changes: parseChanges(row.changes),
    dossier_ref: row.dossier_ref ?? null,
    record_name: names.get(row.entity)?.get(row.entity_id) ?? null,
  };
}

export function createAuditService(ctx: AppContext) {
  const audit = createAuditRepository(ctx.database.db);

  return {
    /**
     * Admins browse everything. `entity=dossier&entity_id=N` is the dossier's own history, open to
     * every signed-in user while the dossier is live (a trashed dossier's content is for admins),
     * and holds its actions' entries too (recorded with the dossier's id).
     */
    async list(actor: Actor, query: AuditQuery) {
      const dossierHistory = query.entity === 'dossier' && query.entity_id !== undefined;
      if (actor.role !== 'admin') {
        if (!dossierHistory) throw new AppError('forbidden', 'Administrators only');
        if (!(await audit.isLiveDossier(query.entity_id!))) throw notFound('Dossier');
      }
      const filters: AuditFilters = dossierHistory
        ? { dossierId: query.entity_id, userId: query.user }
        : { entity: query.entity, entityId: query.entity_id, userId: query.user };
      const { rows, total } = await audit.list(filters, query);
      const names = new Map<string, Map<number, string>>();
      for (const entity of new Set(rows.map((row) => row.entity))) {
        names.set(entity, await audit.names(entity, [...new Set(rows.filter((row) => row.entity === entity).map((row) => row.entity_id))]));
      }
      return { items: rows.map((row) => toEntry(row, names)), total, page: query.page, page_size: query.page_size };
    },
  };
}
