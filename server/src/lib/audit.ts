import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type AuditOperation = 'create' | 'update' | 'delete' | 'restore' | 'download';
export type Changes = Record<string, [unknown, unknown]>;

/** What changed between two versions of a record, field by field (`[before, after]`). */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (a !== b) changes[key] = [a, b];
  }
  return changes;
}

const IGNORED_FIELDS = new Set(['created_at', 'created_by', 'modified_at', 'modified_by', 'version', 'search_text', 'last_action_date', 'created_by_name', 'modified_by_name']);

export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    at: string;
    userId: number | null;
    entity: string;
    entityId: number;
    operation: AuditOperation;
    changes: Changes;
    /** Set for dossier and action entries: they make up the dossier's history. */
    dossierId?: number;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      user_id: entry.userId,
      entity: entry.entity,
      entity_id: entry.entityId,
      operation: entry.operation,
      changes: JSON.stringify(entry.changes),
      dossier_id: entry.dossierId ?? null,
    })
    .execute();
}
