import { publicBaseUrl } from '../../config';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { addDays, todayInZone } from '../../lib/dates';
import { createAgendaService } from '../agenda/agenda.service';
import type { SettingsReader } from '../../lib/settings-reader';
import { createRemindersRepository } from './reminders.repository';

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A feed address is the account's key to its calendar: 32 bytes derived from the office's feed
 * secret and a per-account nonce (a rotation draws a new nonce). The database keeps the token's
 * hash for the lookup, so the address can be shown again without storing it.
 */
export function createCalendarFeedService(ctx: AppContext, settings: SettingsReader) {
  const repository = createRemindersRepository(ctx.database.db);
  const agenda = createAgendaService(ctx, settings);
  let secret: string | null = null;

  async function tokenFor(userId: number, nonce: string): Promise<string> {
    secret ??= await repository.feedSecret(randomBytes(32).toString('base64url'));
    return createHmac('sha256', secret).update(`${userId}:${nonce}`).digest('base64url');
  }
  const urlOf = (token: string) => `${publicBaseUrl(ctx.config)}/calendar/${token}.ics`;

  /** A new address for the account, audited (never the token itself: only when it was made). */
  async function issue(userId: number): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const token = await tokenFor(userId, nonce);
    const at = new Date(ctx.clock.now()).toISOString();
    await ctx.database.db.transaction().execute(async (trx) => {
      const repo = createRemindersRepository(trx);
      const before = await repo.feedCreatedAt(userId);
      await repo.setFeed(userId, { token_hash: sha256(token), nonce }, at);
      await writeAudit(trx, {
        at,
        userId,
        entity: 'calendar_feed',
        entityId: userId,
        operation: before === undefined ? 'create' : 'update',
        changes: { created_at: [before ?? null, at] },
      });
    });
    return token;
  }

  return {
    async get(userId: number): Promise<{ url: string }> {
      const feed = await repository.feedOf(userId);
      return { url: urlOf(feed ? await tokenFor(userId, feed.nonce) : await issue(userId)) };
    },
    async rotate(userId: number): Promise<{ url: string }> {
      return { url: urlOf(await issue(userId)) };
    },
    /** The calendar of the token's account, or null when no live account holds this token. */
    async ics(token: string, scope: 'all' | 'mine'): Promise<string | null> {
      const owner = await repository.feedOwner(sha256(token));
      if (!owner) return null;
      const { timezone } = await settings.get();
      const today = todayInZone(timezone, ctx.clock.now());
      const file = await agenda.export(
        {
          from: addDays(today, -FEED_DAYS_BACK),
          to: addDays(today, FEED_DAYS_AHEAD),
          format: 'ics',
          lang: owner.language,
          mine: scope === 'mine' ? '1' : undefined,
        },
        { id: owner.id },
      );
      return file.body;
    },
  };
}
