import { publicBaseUrl } from '../../config';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { hourInZone } from '../../lib/dates';
import { mailErrorText, type Mailer } from '../../lib/mailer';
import { runOffThread } from '../../lib/off-thread';
import type { Settings, SettingsReader } from '../../lib/settings-reader';
import { buildTestMail } from './digest-content';
import { runDigest, type DigestRunResult } from './digest-run';
import { createRemindersRepository } from './reminders.repository';

export { MAX_ATTEMPTS, RETRY_AFTER_MS } from './digest-run';

export function createDigestService(ctx: AppContext, settings: SettingsReader, mailer: Mailer, log: FastifyBaseLogger) {
  const repository = createRemindersRepository(ctx.database.db);
  const at = () => new Date(ctx.clock.now()).toISOString();

  /** In a job process with its own connection; an in-memory database (some tests) cannot be opened there. */
  async function runAnywhere({ timezone, arabic_months: arabicMonths, bailiff_title: bailiffTitle }: Settings): Promise<DigestRunResult> {
    const publicUrl = publicBaseUrl(ctx.config);
    if (ctx.database.sqlitePath === ':memory:' || !ctx.config.SMTP_URL) {
      return runDigest({ db: ctx.database.db, mailer, now: () => ctx.clock.now(), timezone, publicUrl, arabicMonths, bailiffTitle });
    }
    return runOffThread('digestRun', {
      databaseUrl: ctx.config.DATABASE_URL,
      smtpUrl: ctx.config.SMTP_URL,
      mailFrom: ctx.config.MAIL_FROM,
      now: ctx.clock.now(),
      timezone,
      publicUrl,
      arabicMonths,
      bailiffTitle,
    });
  }

  return {
    /**
     * Sends today's digests not yet sent (claiming each first, so another instance or a restart
     * never sends one twice), and retries earlier failures of today that are due for it.
     */
    async run(): Promise<{ sent: number; skipped: number }> {
      if (!mailer.configured) return { sent: 0, skipped: 0 };
      const { sent, skipped, outcomes } = await runAnywhere(await settings.get());
      for (const { userId, day, status, error } of outcomes) {
        if (status === 'sent') log.info({ userId, day }, 'digest sent');
        else log.warn({ userId, day, error }, 'digest not sent');
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
      const mail = buildTestMail(account.language, publicBaseUrl(ctx.config), (await settings.get()).office_name);
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
