import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema';

export type AuditOperation = 'create' | 'update' | 'delete' | 'restore' | 'download' | 'import';
export type Changes = Record<string, [unknown, unknown]>;
type AuditedRecord = Record<string, unknown>;

/** What changed between two versions of a record, field by field (`[before, after]`). */
export function diffRecords(before: AuditedRecord | null, after: AuditedRecord | null): Changes {
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

/**
 * One line of the audit log: who did what to which record, and what it changed, given either
 * as the changes themselves or as the record before and after the write (`null` for none).
 */
export type AuditEntry = AuditHeader & AuditChange;

export type AuditChange = { changes: Changes } | { before: AuditedRecord | null; after: AuditedRecord | null };

interface AuditHeader {
  at: string;
  userId: number | null;
  entity: string;
  entityId: number;
  operation: AuditOperation;
  /** Set for the entries that make up a dossier's history (the dossier's own, its actions', parties', documents', deadlines'). */
  dossierId?: number;
}

export function auditChanges(entry: AuditEntry): Changes {
  return 'changes' in entry ? entry.changes : diffRecords(entry.before, entry.after);
}

/** The one mapping of an audit entry to its row. */
export function auditRow(entry: AuditEntry, changes: Changes = auditChanges(entry)): Insertable<AuditLogTable> {
  return {
    at: entry.at,
    user_id: entry.userId,
    entity: entry.entity,
    entity_id: entry.entityId,
    operation: entry.operation,
    changes: JSON.stringify(changes),
    dossier_id: entry.dossierId ?? null,
  };
}

/**
 * Writes one audit line, in the caller's transaction. With `skipUnchanged`, an entry that
 * changed nothing (an update that left every field as it was) writes no line.
 */
export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  options: { skipUnchanged?: boolean } = {},
): Promise<void> {
  const changes = auditChanges(entry);
  if (options.skipUnchanged && Object.keys(changes).length === 0) return;
  await db.insertInto('audit_log').values(auditRow(entry, changes)).execute();
}
