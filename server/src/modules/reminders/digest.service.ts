import { publicBaseUrl } from '../../config';
import type { ActionAgendaItem as AgendaItem } from '@cabinet/shared';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { addDays, todayInZone } from '../../lib/dates';
import { mailErrorText, type Mailer } from '../../lib/mailer';
import { createAgendaRepository } from '../agenda/agenda.repository';
import type { SettingsReader } from '../../lib/settings-reader';
import { buildDigest, buildTestMail } from './digest-content';
import { digestDeadlines, officeDeadlines, type OfficeDeadlines } from './digest-deadlines';
import { createRemindersRepository } from './reminders.repository';

/** A failed send is tried again after this long, at most MAX_ATTEMPTS times in the day. */
export const RETRY_AFTER_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 3;

const hourFormatters = new Map<string, Intl.DateTimeFormat>();
/** The hour (0–23) in the office time zone. */
export function hourInZone(timeZone: string, nowMs: number): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(new Date(nowMs)));
}

const isOwn = (item: AgendaItem, userId: number) =>
  item.fk_assignee === userId || (item.fk_assignee === null && item.fk_responsible === userId);

/** Lets the event loop serve requests between two accounts of a long run. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createDigestService(ctx: AppContext, settings: SettingsReader, mailer: Mailer, log: FastifyBaseLogger) {
  const repository = createRemindersRepository(ctx.database.db);
  const agenda = createAgendaRepository(ctx.database.db);
  const at = () => new Date(ctx.clock.now()).toISOString();

  type Recipient = Awaited<ReturnType<typeof repository.recipients>>[number];

  /** Builds and sends one account's digest on a claim this instance holds; records the outcome. */
  async function deliver(recipient: Recipient, today: string, tomorrowItems: AgendaItem[], office: OfficeDeadlines): Promise<'sent' | 'empty' | 'failed'> {
    const deadlines = digestDeadlines(office, { userId: recipient.id, lang: recipient.language });
    const mail = buildDigest({
      lang: recipient.language,
      name: recipient.full_name,
      day: addDays(today, 1),
      own: tomorrowItems.filter((item) => isOwn(item, recipient.id)),
      others: tomorrowItems.filter((item) => !isOwn(item, recipient.id)),
      dueSoon: deadlines.dueSoon,
      overdue: deadlines.overdue,
      publicUrl: publicBaseUrl(ctx.config),
    });
    if (!mail) {
      await repository.finish(recipient.id, today, 'empty', null);
      return 'empty';
    }
    try {
      await mailer.send({ to: recipient.email, lang: recipient.language, ...mail });
      await record(recipient, today, 'sent', null);
      log.info({ userId: recipient.id, day: today }, 'digest sent');
      return 'sent';
    } catch (error) {
      const message = mailErrorText(error);
      await record(recipient, today, 'failed', message);
      log.warn({ userId: recipient.id, day: today, error: message }, 'digest not sent');
      return 'failed';
    }
  }

  /** The claim's outcome and the delivery log's line, in one transaction (one commit, one sync to disk). */
  async function record(recipient: Recipient, today: string, status: 'sent' | 'failed', error: string | null): Promise<void> {
    await ctx.database.db.transaction().execute(async (trx) => {
      const repo = createRemindersRepository(trx);
      await repo.finish(recipient.id, today, status, error);
      await repo.log({ at: at(), to_address: recipient.email, user_id: recipient.id, kind: 'digest', status, error });
    });
  }

  return {
    /**
     * Sends today's digests not yet sent (claiming each first, so another instance or a restart
     * never sends one twice), and retries earlier failures of today that are due for it.
     */
    async run(): Promise<{ sent: number; skipped: number }> {
      if (!mailer.configured) return { sent: 0, skipped: 0 };
      const { timezone } = await settings.get();
      const now = ctx.clock.now();
      const today = todayInZone(timezone, now);
      const tomorrowItems = await agenda.list(addDays(today, 1), addDays(today, 1));
      const office = await officeDeadlines(ctx.database.db, today);
      const recipients = await repository.recipients();
      const byId = new Map(recipients.map((r) => [r.id, r]));
      let sent = 0;
      let skipped = 0;
      for (const recipient of recipients) {
        if (!(await repository.claim(recipient.id, today, now))) continue;
        const outcome = await deliver(recipient, today, tomorrowItems, office);
        if (outcome === 'sent') sent += 1;
        else skipped += 1;
        await yieldToRequests();
      }
      for (const failed of await repository.retryable(today, now - RETRY_AFTER_MS, MAX_ATTEMPTS)) {
        const recipient = byId.get(failed.user_id);
        if (!recipient || !(await repository.reclaim(failed.user_id, today, Number(failed.claimed_at), now))) continue;
        if ((await deliver(recipient, today, tomorrowItems, office)) === 'sent') sent += 1;
        await yieldToRequests();
      }
      return { sent, skipped };
    },

    /** Runs when the office's clock has reached the digest hour (and keeps retrying later that day). */
    async runIfDue(): Promise<{ sent: number; skipped: number } | null> {
      const { timezone, digest_hour } = await settings.get();
      if (digest_hour === null || !mailer.configured) return null;
      if (hourInZone(timezone, ctx.clock.now()) < digest_hour) return null;
      return this.run();
    },

    /** Records who asked for a test message or a run, and what came of it. */
    async audit(userId: number, entity: 'mail_test' | 'digest_run', changes: Record<string, [unknown, unknown]>): Promise<void> {
      await writeAudit(ctx.database.db, { at: at(), userId, entity, entityId: userId, operation: 'create', changes });
    },

    /** A test message to one account, in its language; the outcome goes to the delivery log. */
    async sendTest(userId: number): Promise<void> {
      const account = await repository.findAccount(userId);
      if (!account) return;
      const mail = buildTestMail(account.language, publicBaseUrl(ctx.config));
      try {
        await mailer.send({ to: account.email, lang: account.language, ...mail });
        await repository.log({ at: at(), to_address: account.email, user_id: userId, kind: 'test', status: 'sent', error: null });
      } catch (error) {
        const message = mailErrorText(error);
        await repository.log({ at: at(), to_address: account.email, user_id: userId, kind: 'test', status: 'failed', error: message });
        log.warn({ userId, error: message }, 'test message not sent');
      }
    },

    async logPage(query: { page: number; page_size: number }) {
      const { rows, total } = await repository.logPage(query);
      return {
        items: rows.map((r) => ({ at: r.at, to: r.to_address, kind: r.kind, status: r.status, error: r.error })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
