import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SettingsService } from '../modules/settings/settings.service';
import type { AppContext } from './context';

/** What each module's route registration receives. */
export interface ModuleDeps {
  ctx: AppContext;
  settings: SettingsService;
}

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
