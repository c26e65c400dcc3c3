/** The public face of the audit module: other modules and the app import from here only. */
export { createAuditRepository } from './audit.repository';
export { auditRoutes } from './audit.routes';
