/** The records the server writes to the audit log, by their entity name. */
export const AUDIT_ENTITIES = ['dossier', 'action', 'expert', 'tribunal', 'type_action', 'type_expertise', 'type_affaire_bureau', 'user', 'settings', 'deadline', 'deadline_rule', 'calendar_day'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isKnownEntity = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);
