// Without zod: the agenda screens read these (the export menu of tomorrow's list among them).
export const AGENDA_MAX_DAYS = 366;
export const AGENDA_MATCHES = ['date_action', 'date_prochaine'] as const;
export type AgendaMatch = (typeof AGENDA_MATCHES)[number];
export const EXPORT_FORMATS = ['txt', 'html', 'csv', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];
