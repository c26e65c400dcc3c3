import type { Settings } from '@cabinet/shared';

export type { Settings };

/**
 * What the rest of the server needs of the office settings: a read. The settings module's service
 * is the one implementation (cached, kept in step across instances); code below the modules
 * (lib, plugins) and modules that only read depend on this, not on that module.
 */
export interface SettingsReader {
  get(): Promise<Settings>;
}
