import { z } from 'zod';
import { pagedListOf, pageQuery, storableString } from './common';
import { queryId } from './dossier';

export const AUDIT_OPERATIONS = ['create', 'update', 'delete', 'restore', 'download', 'import'] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

/** `entity=dossier&entity_id=N` (open to every signed-in user) is the dossier's history, its actions included. */
export const auditQuery = pageQuery.omit({ sort: true }).extend({
  entity: storableString()
    .max(50)
    .transform((v) => v.trim() || undefined)
    .optional(),
  entity_id: queryId,
  user: queryId,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number().int(),
  operation: z.enum(AUDIT_OPERATIONS),
  /** `{field: [before, after]}` */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** The office reference of the dossier the entry is about (a dossier's or one of its actions'); null once purged. */
  dossier_ref: z.number().int().nullable().optional(),
  /** The record's name as it is now (a type's label, a tribunal's or an account's name); null when gone or nameless. */
  record_name: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponse = pagedListOf(auditEntrySchema);
