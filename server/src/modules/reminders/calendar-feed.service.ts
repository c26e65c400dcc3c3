import { publicBaseUrl } from '../../config';
import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { addDays, todayInZone } from '../../lib/dates';
import { createAgendaService, EXPORT_LABELS } from '../agenda';
import type { SettingsReader } from '../../lib/settings-reader';
import { createShortCache } from '../../lib/short-cache';
import { createRemindersRepository } from './reminders.repository';

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A rendered feed: its bytes and their strong validator, and its gzip form once a client asked for it. */
export interface FeedFile {
  body: Buffer;
  etag: string;
  gzipped?: Promise<{ body: Buffer; etag: string }>;
}

const gzipAsync = promisify(gzip);

/**
 * The feed gzipped, made once per render (on libuv's thread pool) rather than by the compression
 * hook on every poll: calendar applications ask for gzip, and 2,000 events are 550 KB. A
 * content-coding is another representation, so it has its own entity tag.
 */
export function gzippedFeed(file: FeedFile): Promise<{ body: Buffer; etag: string }> {
  file.gzipped ??= gzipAsync(file.body, { level: 6 }).then((body) => ({ body, etag: `${file.etag.slice(0, -1)}-gzip"` }));
  return file.gzipped;
}

/**
 * Calendar applications poll a feed again and again, and it changes only with a write. A render
 * is kept a minute per account and scope, dropped at once by any write on any instance (a
 * PostgreSQL instance keeps none while its change feed is down, see short-cache.ts); a day's
 * change of window is in the key. Feeds larger than this (an office-wide "all" at 1M actions) are
 * rendered each time rather than held in memory.
 */
const FEED_CACHE_MS = 60_000;
const FEED_CACHE_KEYS = 16;
const FEED_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** The body's SHA-256, hashed off the main thread (a large feed is megabytes). */
async function etagOf(body: Buffer): Promise<string> {
  const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', body));
  return `"${digest.toString('base64url')}"`;
}

/**
 * A feed address is the account's key to its calendar: 32 bytes derived from the office's feed
 * secret and a per-account nonce (a rotation draws a new nonce). The database keeps the token's
 * hash for the lookup, so the address can be shown again without storing it.
 */
export function createCalendarFeedService(ctx: AppContext, settings: SettingsReader) {
  const repository = createRemindersRepository(ctx.database.db);
  const agenda = createAgendaService(ctx, settings);
  const rendered = createShortCache<FeedFile>(ctx, {
    ttlMs: FEED_CACHE_MS,
    maxKeys: FEED_CACHE_KEYS,
    acrossInstances: true,
    keep: (file) => file.body.length <= FEED_CACHE_MAX_BYTES,
  });
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
    async ics(token: string, scope: 'all' | 'mine'): Promise<FeedFile | null> {
      // Looked up each time: a rotated token or a disabled account answers 404 at once.
      const owner = await repository.feedOwner(sha256(token));
      if (!owner) return null;
      const { timezone, office_name } = await settings.get();
      const today = todayInZone(timezone, ctx.clock.now());
      return rendered(`${owner.id}|${scope}|${owner.language}|${today}|${office_name}`, async () => {
        const file = await agenda.export(
          {
            from: addDays(today, -FEED_DAYS_BACK),
            to: addDays(today, FEED_DAYS_AHEAD),
            format: 'ics',
            lang: owner.language,
            mine: scope === 'mine' ? '1' : undefined,
          },
          { id: owner.id },
          { stamped: false, calendarName: EXPORT_LABELS[owner.language].feedName(office_name, scope === 'mine') },
        );
        const body = typeof file.body === 'string' ? Buffer.from(file.body) : await buffer(file.body);
        return { body, etag: await etagOf(body) };
      });
    },
  };
}
