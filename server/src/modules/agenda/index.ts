/** The public face of the agenda module: other modules and the app import from here only. */
export { agendaRoutes } from './agenda.routes';
export { createAgendaService } from './agenda.service';
export { CSV_SEPARATOR } from './export-csv';
export { exportDocument } from './export-document';
export { RENDERERS } from './export-formats';
export { EXPORT_LABELS } from './export-labels';
export { readActionDates, readAgenda } from './read-agenda';
