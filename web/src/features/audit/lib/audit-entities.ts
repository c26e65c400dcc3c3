/** The records the server writes to the audit log, by their entity name. */
export const AUDIT_ENTITIES = [
  'dossier',
  'action',
  'party',
  'dossier_party',
  'document',
  'deadline',
  'deadline_rule',
  'calendar_day',
  'expert',
  'tribunal',
  'type_action',
  'type_expertise',
  'type_affaire_bureau',
  'user',
  'settings',
  'calendar_feed',
  'backup',
  'export',
  'import',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isKnownEntity = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);
