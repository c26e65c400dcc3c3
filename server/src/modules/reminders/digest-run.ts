import type { ActionAgendaItem as AgendaItem, ArabicMonthStyle, BailiffTitle } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays, todayInZone } from '../../lib/dates';
import { mailErrorText, type Mailer } from '../../lib/mailer';
import { readActionDates } from '../agenda';
import { buildDigest } from './digest-content';
import { digestDeadlines, officeDeadlines, type OfficeDeadlines } from './digest-deadlines';
import { createSettingsRepository } from '../settings';
import { createRemindersRepository } from './reminders.repository';
import { readRoll } from './roll.service';

/** A failed send is tried again after this long, at most MAX_ATTEMPTS times in the day. */
export const RETRY_AFTER_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 3;

export interface DigestRunInput {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The office clock (a test's clock moves; the run itself reads it for its log lines). */
  now: () => number;
  timezone: string;
  publicUrl: string;
  /** The office's Arabic month names (Settings), for the dates of the Arabic e-mails. */
  arabicMonths: ArabicMonthStyle;
  /** The bailiff's French title as the office confirmed it (Settings). */
  bailiffTitle?: BailiffTitle | null;
}

/** What became of one recipient's digest, for the server's log. */
export interface DigestOutcome {
  userId: number;
  day: string;
  status: 'sent' | 'failed';
  error: string | null;
}

export interface DigestRunResult {
  sent: number;
  skipped: number;
  outcomes: DigestOutcome[];
}

const isOwn = (item: AgendaItem, userId: number) =>
  item.fk_assignee === userId || (item.fk_assignee === null && item.fk_responsible === userId);

/** Lets the event loop serve other work between two accounts of a long run. */
const yieldBetweenAccounts = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends today's digests not yet sent (claiming each first, so another instance or a restart
 * never sends one twice), and retries earlier failures of today that are due for it. Runs in a
 * job process (jobs/off-thread-jobs.ts) with its own connection: each claim and outcome is a
 * commit, and its sync to disk (6–50 ms each, 100 per run of 50 accounts) held the server's
 * thread as long, as did rendering and encoding each 120 KB mail.
 */
export async function runDigest(input: DigestRunInput): Promise<DigestRunResult> {
  const { db, mailer } = input;
  const repository = createRemindersRepository(db);
  const at = () => new Date(input.now()).toISOString();
  const now = input.now();
  const today = todayInZone(input.timezone, now);
  const tomorrowItems = await readActionDates(db, addDays(today, 1), addDays(today, 1));
  const hearings = new Map((await readRoll(db, addDays(today, 1))).groups.flatMap((g) => g.hearings.map((h) => [h.id_action, h] as const)));
  const { office_name: officeName } = await createSettingsRepository(db).get();
  const office = await officeDeadlines(db, today);
  const recipients = await repository.recipients();
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const outcomes: DigestOutcome[] = [];
  type Recipient = (typeof recipients)[number];

  /** The claim's outcome and the delivery log's line, in one transaction (one commit, one sync to disk). */
  async function record(recipient: Recipient, status: 'sent' | 'failed', error: string | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const repo = createRemindersRepository(trx);
      await repo.finish(recipient.id, today, status, error);
      await repo.log({ at: at(), to_address: recipient.email, user_id: recipient.id, kind: 'digest', status, error });
    });
    outcomes.push({ userId: recipient.id, day: today, status, error });
  }

  /** Builds and sends one account's digest on a claim this instance holds; records the outcome. */
  async function deliver(recipient: Recipient, deadlinesOf: OfficeDeadlines): Promise<'sent' | 'empty' | 'failed'> {
    const deadlines = digestDeadlines(deadlinesOf, { userId: recipient.id, lang: recipient.language });
    const mail = buildDigest({
      lang: recipient.language,
      office: officeName,
      name: recipient.full_name,
      day: addDays(today, 1),
      own: tomorrowItems.filter((item) => isOwn(item, recipient.id)),
      others: tomorrowItems.filter((item) => !isOwn(item, recipient.id)),
      hearings,
      dueSoon: deadlines.dueSoon,
      overdue: deadlines.overdue,
      publicUrl: input.publicUrl,
      arabicMonths: input.arabicMonths,
      bailiffTitle: input.bailiffTitle ?? null,
    });
    if (!mail) {
      await repository.finish(recipient.id, today, 'empty', null);
      return 'empty';
    }
    try {
      await mailer.send({ to: recipient.email, lang: recipient.language, ...mail });
      await record(recipient, 'sent', null);
      return 'sent';
    } catch (error) {
      await record(recipient, 'failed', mailErrorText(error));
      return 'failed';
    }
  }

  let sent = 0;
  let skipped = 0;
  for (const recipient of recipients) {
    if (!(await repository.claim(recipient.id, today, now))) continue;
    const outcome = await deliver(recipient, office);
    if (outcome === 'sent') sent += 1;
    else skipped += 1;
    await yieldBetweenAccounts();
  }
  for (const failed of await repository.retryable(today, now - RETRY_AFTER_MS, MAX_ATTEMPTS)) {
    const recipient = byId.get(failed.user_id);
    if (!recipient || !(await repository.reclaim(failed.user_id, today, Number(failed.claimed_at), now))) continue;
    if ((await deliver(recipient, office)) === 'sent') sent += 1;
    await yieldBetweenAccounts();
  }
  return { sent, skipped, outcomes };
}
