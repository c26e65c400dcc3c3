import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { SettingsReader } from './settings-reader';

/**
 * What each module's route registration receives. Modules read the settings; the settings module
 * itself is given its own service (with its writes), hence the parameter.
 */
export interface ModuleDeps<S extends SettingsReader = SettingsReader> {
  ctx: AppContext;
  settings: S;
}

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
