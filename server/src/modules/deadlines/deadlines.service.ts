import { WAIVE_REASON_REQUIRED, type Deadline, type DeadlineListQuery, type DeadlinePatchBody } from '@cabinet/shared';
import type { HolidayLanguage } from './law/public-holidays';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import { reusedResponse } from '../../lib/serializer';
import { createShortCache } from '../../lib/short-cache';
import type { SettingsReader } from '../../lib/settings-reader';
import { loadCalendars } from './calendars';
import { syncFollowers } from './deadline-followers';
import { auditableDeadline, toDeadline } from './deadline-record';
import { createDeadlinesRepository } from './deadlines.repository';
import { createDossierSummariesRepository, summaryOf } from '../dossiers';

/**
 * The board's three sections are the same few office-wide pages for every user, re-read on each
 * visit and refocus: each instance keeps a page for a few seconds (dropped at once by a write on
 * this instance, see short-cache.ts), checked and serialized once while it is kept
 * (lib/serializer.ts). One lawyer's own deadlines (mine=1) are read each time.
 */
const CACHE_MS = 3000;
const CACHE_KEYS = 16;

interface DeadlineListResponse {
  items: Deadline[];
  total: number;
  page: number;
  page_size: number;
}

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);

export function createDeadlinesService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  const deadlines = createDeadlinesRepository(db);
  const today = async () => (await officeDay(settings, ctx.clock)).today;
  const cached = createShortCache<DeadlineListResponse>(ctx, { ttlMs: CACHE_MS, maxKeys: CACHE_KEYS });

  return {
    async list(query: DeadlineListQuery, viewerId?: number): Promise<DeadlineListResponse> {
      const { page, page_size, sort, mine, lang, ...filter } = query;
      const responsible = mine === '1' ? viewerId : undefined;
      const now = await today();
      const load = async () => {
        const { rows, total } = await deadlines.list({ ...filter, responsible }, { page, page_size }, sort);
        const summaries = await createDossierSummariesRepository(db).summariesOf(rows.map((row) => row.fk_dossier));
        const calendars = await loadCalendars(db);
        return {
          items: rows.map((row) => ({ ...toDeadline(row, now, calendars, lang), ...summaryOf(summaries, row.fk_dossier) })),
          total,
          page,
          page_size,
        };
      };
      if (responsible !== undefined) return load();
      // Days left count from today, so today is part of the key; every filter is (a new one too).
      const key = JSON.stringify([now, filter, sort, page, page_size, lang]);
      return cached(key, async () => reusedResponse(await load()));
    },

    async listForDossier(dossierId: number, lang: HolidayLanguage = 'en'): Promise<{ items: Deadline[]; total: number }> {
      if (!(await deadlines.dossierIsLive(dossierId))) throw notFound('Dossier');
      const now = await today();
      const calendars = await loadCalendars(db);
      const items = (await deadlines.listForDossier(dossierId)).map((row) => toDeadline(row, now, calendars, lang));
      return { items, total: items.length };
    },

    /**
     * Done (optionally naming the action that met it), waived (with a reason) or open again. A note
     * not sent is kept as it is; reopening forgets the meeting action, never the note.
     */
    async update(actor: Actor, id: number, body: DeadlinePatchBody, lang: HolidayLanguage = 'en'): Promise<Deadline> {
      const at = isoNow(ctx.clock);
      const now = await today();
      const calendars = await loadCalendars(db);
      return db.transaction().execute(async (trx) => {
        const repo = createDeadlinesRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw notFound('Deadline');
        if (body.version !== before.version) throw staleWrite(toDeadline(before, now, calendars, lang));
        const note = body.note !== undefined ? body.note || null : before.note;
        if (body.status === 'waived' && !note) throw invalid({ note: WAIVE_REASON_REQUIRED });
        let completed =
          body.status === 'done' ? (body.completed_action_id !== undefined ? body.completed_action_id : before.completed_action_id) : null;
        if (body.status !== 'done' && body.completed_action_id) {
          throw invalid({ completed_action_id: 'Only a deadline marked done names the action that met it' });
        }
        if (completed !== null) {
          const action = await repo.actionDossier(completed);
          if (!action || action.fk_dossier !== before.fk_dossier)
            throw invalid({ completed_action_id: 'Choose an action of this dossier' });
        }
        completed ??= null;
        if (
          !(await repo.update(id, before.version, {
            status: body.status,
            completed_action_id: completed,
            note,
            modified_at: at,
            modified_by: actor.id,
          }))
        ) {
          throw staleWrite(toDeadline((await repo.findLive(id)) ?? before, now, calendars, lang));
        }
        const after = (await repo.findLive(id))!;
        // Rules that start when this one is met (or ends) follow its new state.
        await syncFollowers(trx, { actor, at, calendars, today: now }, after);
        await writeAudit(
          trx,
          {
            at,
            userId: actor.id,
            entity: 'deadline',
            entityId: id,
            operation: 'update',
            before: auditableDeadline(before),
            after: auditableDeadline(after),
            dossierId: before.fk_dossier,
          },
          { skipUnchanged: true },
        );
        return toDeadline(after, now, calendars, lang);
      });
    },
  };
}
