import { publicSettingsSchema, settingsPatch, settingsSchema } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { typed, type ModuleDeps } from '../../lib/module';
import type { SettingsService } from './settings.service';
import { actorOf } from '../../lib/request-actor';

export async function settingsRoutes(app: FastifyInstance, { settings }: ModuleDeps<SettingsService>): Promise<void> {
  const api = typed(app);
  const tags = ['settings'];

  api.get('/api/settings', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: settingsSchema } },
    handler: () => settings.get(),
  });

  api.patch('/api/settings', {
    config: { access: 'admin' },
    schema: { tags, body: settingsPatch, response: { 200: settingsSchema } },
    handler: async (request) => settings.update(actorOf(request), request.body),
  });

  // What every signed-in screen needs (currency, office name) without the admin-only parts.
  api.get('/api/settings/public', {
    config: { access: 'user' },
    schema: { tags, response: { 200: publicSettingsSchema } },
    // The public schema picks its fields: the admin-only ones are dropped here.
    handler: async () => publicSettingsSchema.parse(await settings.get()),
  });
}
