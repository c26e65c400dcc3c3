/** The public face of the settings module: other modules and the app import from here only. */
export { createSettingsRepository } from './settings.repository';
export { settingsRoutes } from './settings.routes';
export { createSettingsService } from './settings.service';
export type { SettingsService } from './settings.service';
