import { type Numbering, type NumberingPatchBody } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import type { SettingsReader } from '../../lib/settings-reader';
import { createInvoicesRepository } from './invoices.repository';
import { numberOf, seriesOf } from './numbering';

export const NUMBER_TAKEN = 'This number is already given in the series: the next number can only go forward';

const KINDS = ['invoice', 'credit_note'] as const;

/**
 * Where this year's series stand, and the number an office starting mid-year goes on from (the
 * notes it numbered elsewhere since January keep theirs): set by an administrator, only forward.
 */
export function createNumberingService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  const yearOf = async () => Number(todayInZone((await settings.get()).timezone, ctx.clock.now()).slice(0, 4));
  const seriesFor = (kind: (typeof KINDS)[number], year: number) => seriesOf(kind, `${year}-01-01`);

  async function read(): Promise<Numbering> {
    const year = await yearOf();
    const repo = createInvoicesRepository(db);
    const series = await Promise.all(
      KINDS.map(async (kind) => {
        const name = seriesFor(kind, year);
        const state = await repo.seriesState(name);
        const last = Math.max(state.last_number ?? 0, state.highest);
        return { kind, series: name, last_number: last, next_number: last + 1, next: numberOf(name, last + 1) };
      }),
    );
    return { year, series };
  }

  return {
    read,

    /** The next number of this year's series of `kind`; a conflict when a note already has it or a later one. */
    async setNext(actor: Actor, body: NumberingPatchBody): Promise<Numbering> {
      const series = seriesFor(body.kind, await yearOf());
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createInvoicesRepository(trx);
        const before = await repo.seriesState(series);
        const taken = Math.max(before.last_number ?? 0, before.highest);
        const last = body.next_number - 1;
        if (last < taken || !(await repo.moveSeriesTo(series, last, at)))
          throw new AppError('conflict', NUMBER_TAKEN, { next_number: NUMBER_TAKEN }, { details: { last_number: taken } });
        if (last === (before.last_number ?? 0)) return;
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'invoice_series',
          entityId: 0,
          operation: 'update',
          before: { series, last_number: before.last_number ?? 0 },
          after: { series, last_number: last },
        });
      });
      return read();
    },
  };
}
