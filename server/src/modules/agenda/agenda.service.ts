import type { Readable } from 'node:stream';
import { AGENDA_MAX_DAYS, type AgendaResponse, type ExportFormat, type ExportLanguage } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { daysBetween } from '../../lib/dates';
import { runOffThread } from '../../lib/off-thread';
import { officeDay } from '../../lib/office-day';
import { streamedTempFile } from '../../lib/private-files';
import { reusedResponse } from '../../lib/serializer';
import { createShortCache } from '../../lib/short-cache';
import type { SettingsReader } from '../../lib/settings-reader';
import { exportDocument } from './export-document';
import { CONTENT_TYPES, RENDERERS } from './export-formats';
import { readAgenda } from './read-agenda';

interface RangeQuery {
  from?: string;
  to?: string;
  mine?: string;
}

/** Who "mine" means, when the query asks for it. */
export interface AgendaViewer {
  id: number;
}

/**
 * Tomorrow's agenda is what every user opens from the header, with its four downloads: one list
 * per day that only writes change, 400 actions a day at 100k dossiers (3 ms of SQLite's single
 * connection each time). Each instance keeps a range's answer for a few seconds (dropped at once
 * by a write on this instance, see short-cache.ts), checked and serialized once while it is kept
 * (lib/serializer.ts); lists too long to be repeated are not kept.
 */
const CACHE_MS = 3000;
const CACHE_MAX_ITEMS = 5000;
/**
 * A download of a longer range is read and rendered in a job process (lib/off-thread.ts): a
 * year at 1M actions is 100k rows, seconds of synchronous work that would hold up every other
 * request. A week or less stays here, where it takes milliseconds and no thread start-up.
 */
const EXPORT_IN_THREAD_MAX_DAYS = 7;

/** The job writes the download into a private temporary file, streamed from there (lib/private-files.ts). */
async function exportedOffThread(input: Omit<Parameters<typeof runOffThread<'agendaExport'>>[1], 'out'>): Promise<Readable> {
  const written = async (out: string) => {
    await runOffThread('agendaExport', { ...input, out });
    return true;
  };
  // The export always writes its file: the stream is never null.
  return (await streamedTempFile('cabinet-agenda-', written))!;
}

export function createAgendaService(ctx: AppContext, settings: SettingsReader) {
  const cached = createShortCache<AgendaResponse>(ctx, { ttlMs: CACHE_MS, keep: (answer) => answer.items.length <= CACHE_MAX_ITEMS });
  const load = async (from: string, to: string, mineOf?: number): Promise<AgendaResponse> => {
    const items = await readAgenda(ctx.database.db, from, to, mineOf);
    return { items, total: items.length, from, to };
  };
  const agenda = {
    /** The range's answer; the whole office's is shared by every request while it is kept, so nothing may change it. */
    answer: (from: string, to: string, mineOf?: number) =>
      mineOf === undefined ? cached(`${from}|${to}`, async () => reusedResponse(await load(from, to))) : load(from, to, mineOf),
  };
  const mineOf = (query: RangeQuery, viewer?: AgendaViewer) => (query.mine === '1' && viewer ? viewer.id : undefined);

  /** Tomorrow (office time zone) when no bound is given; `to` defaults to `from`. */
  async function resolveRange(query: RangeQuery) {
    const { tomorrow } = await officeDay(settings, ctx.clock);
    const from = query.from ?? tomorrow;
    const to = query.to ?? from;
    const span = daysBetween(from, to);
    if (span < 0)
      throw new AppError('validation_failed', 'Some fields are invalid', { to: 'The end date must not be before the start date' });
    if (span >= AGENDA_MAX_DAYS) {
      throw new AppError('validation_failed', 'Some fields are invalid', { to: `Choose a range of at most ${AGENDA_MAX_DAYS} days` });
    }
    return { from, to, tomorrow };
  }

  return {
    async list(query: RangeQuery, viewer?: AgendaViewer): Promise<AgendaResponse> {
      const { from, to } = await resolveRange(query);
      return agenda.answer(from, to, mineOf(query, viewer));
    },

    /**
     * `stamped: false` for a subscription feed: the same data gives the same bytes (see
     * buildCalendar); `calendarName` names it the same every day, where a download is named by its range.
     */
    async export(
      query: RangeQuery & { format: ExportFormat; lang: ExportLanguage },
      viewer?: AgendaViewer,
      { stamped = true, calendarName = null }: { stamped?: boolean; calendarName?: string | null } = {},
    ) {
      const { from, to, tomorrow } = await resolveRange(query);
      const { arabic_months: arabicMonths } = await settings.get();
      const generatedAt = stamped ? ctx.clock.now() : null;
      const mine = mineOf(query, viewer);
      let body: string | Readable;
      // An in-memory database (some tests) cannot be opened by another thread.
      if (mine === undefined && daysBetween(from, to) >= EXPORT_IN_THREAD_MAX_DAYS && ctx.database.sqlitePath !== ':memory:') {
        body = await exportedOffThread({
          databaseUrl: ctx.config.DATABASE_URL,
          from,
          to,
          tomorrow,
          lang: query.lang,
          format: query.format,
          generatedAt,
          arabicMonths,
          calendarName,
        });
      } else {
        const { items } = await agenda.answer(from, to, mine);
        body = RENDERERS[query.format](
          exportDocument({
            items,
            from,
            to,
            tomorrow,
            lang: query.lang,
            arabicMonths,
            generatedAt: generatedAt === null ? null : new Date(generatedAt),
            calendarName,
          }),
        );
      }
      return {
        body,
        contentType: CONTENT_TYPES[query.format],
        filename: `cabinet-agenda-${from === to ? from : `${from}_${to}`}.${query.format}`,
      };
    },
  };
}
