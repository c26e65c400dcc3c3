import { AGENDA_MAX_DAYS, type AgendaResponse, type ExportFormat, type ExportLanguage } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { addDays } from '../../lib/dates';
import { officeDay } from '../../lib/office-day';
import type { SettingsService } from '../settings/settings.service';
import { createAgendaRepository } from './agenda.repository';
import { exportDocument } from './export-document';
import { CONTENT_TYPES, RENDERERS } from './export-formats';

interface RangeQuery {
  from?: string;
  to?: string;
}

export function createAgendaService(ctx: AppContext, settings: SettingsService) {
  const agenda = createAgendaRepository(ctx.database.db);

  /** Tomorrow (office time zone) when no bound is given; `to` defaults to `from`. */
  async function resolveRange(query: RangeQuery) {
    const { tomorrow } = await officeDay(settings, ctx.clock);
    const from = query.from ?? tomorrow;
    const to = query.to ?? from;
    if (to < from) throw new AppError('validation_failed', 'Some fields are invalid', { to: 'The end date must not be before the start date' });
    if (to > addDays(from, AGENDA_MAX_DAYS - 1)) {
      throw new AppError('validation_failed', 'Some fields are invalid', { to: `Choose a range of at most ${AGENDA_MAX_DAYS} days` });
    }
    return { from, to, tomorrow };
  }

  return {
    async list(query: RangeQuery): Promise<AgendaResponse> {
      const { from, to } = await resolveRange(query);
      const items = await agenda.list(from, to);
      return { items, total: items.length, from, to };
    },

    async export(query: RangeQuery & { format: ExportFormat; lang: ExportLanguage }) {
      const { from, to, tomorrow } = await resolveRange(query);
      const items = await agenda.list(from, to);
      const doc = exportDocument({ items, from, to, tomorrow, lang: query.lang, generatedAt: new Date(ctx.clock.now()) });
      return {
        body: RENDERERS[query.format](doc),
        contentType: CONTENT_TYPES[query.format],
        filename: `cabinet-agenda-${from === to ? from : `${from}_${to}`}.${query.format}`,
      };
    },
  };
}
