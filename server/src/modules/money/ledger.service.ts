import { currencyPlaces, type DossierMoney, type EntryCreateBody, type EntryPatchBody, type MoneyEntry } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { reusedResponse } from '../../lib/serializer';
import type { SettingsReader } from '../../lib/settings-reader';
import { toMinor, toScaled } from './amounts';
import { auditableEntry, toBalances, toEntry } from './entry-record';
import { createLedgerRepository, sumsOfEntries, type EntryRow } from './ledger.repository';
import { createLookupsRepository } from './lookups.repository';
import { createStagesRepository } from '../stages';
import { createMoneyTabCache } from './money-tab-cache';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);

export const ENTRY_ON_ISSUED_NOTE = 'This entry is on an issued fee note: correct it with a credit note or a refund';
export const PARTY_UNKNOWN = 'Choose a party from the list';
export const STAGE_UNKNOWN = 'Choose a level of this dossier';
export const PERCENT_ONLY_AGREEMENT = 'Only a fee agreement has a result percentage';

/** The checks every entry written passes: its party exists, its level is one of its dossier's, its percentage belongs to an agreement. */
async function checkEntry(
  db: Kysely<Database>,
  values: { kind: string; fk_dossier: number; fk_party: number | null; fk_stage?: number | null; result_percent: number | null },
): Promise<void> {
  if (values.fk_party !== null && !(await createLookupsRepository(db).liveParty(values.fk_party)))
    throw invalid({ fk_party: PARTY_UNKNOWN });
  if (values.fk_stage != null && !(await createStagesRepository(db).ofDossier(values.fk_stage, values.fk_dossier)))
    throw invalid({ fk_stage: STAGE_UNKNOWN });
  if (values.result_percent !== null && values.kind !== 'fee_agreement') throw invalid({ result_percent: PERCENT_ONLY_AGREEMENT });
}

export function createLedgerService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  /** Reads outside a transaction, through statements compiled once. */
  const reads = createLedgerRepository(db);
  const kept = createMoneyTabCache<DossierMoney>(ctx);

  async function readDossierMoney(dossierId: number): Promise<DossierMoney> {
    const invoiced = await reads.issuedTotalOfLive(dossierId);
    if (invoiced === undefined) throw notFound('Dossier');
    const { currency } = await settings.get();
    // The balances add up the entries listed: the same rows, read once.
    const rows = await reads.listOfDossier(dossierId);
    return { currency, entries: rows.map(toEntry), balances: toBalances(sumsOfEntries(rows, invoiced), currency) };
  }

  async function liveDossier(trx: Kysely<Database>, id: number) {
    const dossier = await createLookupsRepository(trx).liveDossier(id);
    if (!dossier) throw notFound('Dossier');
    return dossier;
  }

  /** An entry that may still change: on no note, or on a draft. */
  function changeable(row: EntryRow | undefined): EntryRow {
    if (!row) throw notFound('Entry');
    if (row.invoice_status === 'issued') throw new AppError('issued', ENTRY_ON_ISSUED_NOTE);
    return row;
  }

  return {
    ofDossier(dossierId: number): Promise<DossierMoney> {
      return kept(String(dossierId), async () => reusedResponse(await readDossierMoney(dossierId)));
    },

    async create(actor: Actor, dossierId: number, body: EntryCreateBody): Promise<MoneyEntry> {
      const { currency } = await settings.get();
      const places = currencyPlaces(currency);
      const at = isoNow(ctx.clock);
      return db.transaction().execute(async (trx) => {
        await liveDossier(trx, dossierId);
        const values = {
          fk_dossier: dossierId,
          kind: body.kind,
          date: body.date,
          amount: toMinor(body.amount, places),
          currency,
          label: body.label,
          fk_party: body.fk_party ?? null,
          fk_stage: body.fk_stage ?? null,
          billable: body.billable ? 1 : 0,
          fk_invoice: null,
          result_percent: body.result_percent == null ? null : toScaled(body.result_percent, 2),
          method: body.method ?? null,
          reference: body.reference ?? null,
        };
        await checkEntry(trx, values);
        const repo = createLedgerRepository(trx);
        const id = await repo.insert({ ...values, created_at: at, created_by: actor.id, modified_at: at, modified_by: actor.id });
        const row = (await repo.find(id))!;
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'money_entry',
          entityId: id,
          operation: 'create',
          before: null,
          after: auditableEntry(row),
        });
        return toEntry(row);
      });
    },

    async update(actor: Actor, id: number, body: EntryPatchBody): Promise<MoneyEntry> {
      const at = isoNow(ctx.clock);
      return db.transaction().execute(async (trx) => {
        const repo = createLedgerRepository(trx);
        const before = changeable(await repo.find(id));
        await liveDossier(trx, before.fk_dossier);
        if (body.version !== undefined && body.version !== before.version) throw staleWrite(toEntry(before));
        const places = currencyPlaces(before.currency);
        const patch = {
          ...(body.kind !== undefined && { kind: body.kind }),
          ...(body.date !== undefined && { date: body.date }),
          ...(body.amount !== undefined && { amount: toMinor(body.amount, places) }),
          ...(body.label !== undefined && { label: body.label }),
          ...(body.fk_party !== undefined && { fk_party: body.fk_party }),
          ...(body.fk_stage !== undefined && { fk_stage: body.fk_stage }),
          ...(body.billable !== undefined && { billable: body.billable ? 1 : 0 }),
          ...(body.result_percent !== undefined && {
            result_percent: body.result_percent === null ? null : toScaled(body.result_percent, 2),
          }),
          ...(body.method !== undefined && { method: body.method }),
          ...(body.reference !== undefined && { reference: body.reference }),
        };
        await checkEntry(trx, {
          kind: patch.kind ?? before.kind,
          fk_dossier: before.fk_dossier,
          fk_party: patch.fk_party ?? null,
          fk_stage: patch.fk_stage,
          result_percent: 'result_percent' in patch ? (patch.result_percent ?? null) : before.result_percent,
        });
        if (!(await repo.update(id, before.version, { ...patch, modified_at: at, modified_by: actor.id })))
          throw staleWrite(toEntry((await repo.find(id))!));
        const after = (await repo.find(id))!;
        await writeAudit(
          trx,
          {
            at,
            userId: actor.id,
            entity: 'money_entry',
            entityId: id,
            operation: 'update',
            before: auditableEntry(before),
            after: auditableEntry(after),
          },
          { skipUnchanged: true },
        );
        return toEntry(after);
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createLedgerRepository(trx);
        const before = changeable(await repo.find(id));
        await liveDossier(trx, before.fk_dossier);
        if (before.fk_invoice !== null)
          throw new AppError('in_use', 'This entry is on a draft fee note: remove its line from the note first');
        if (!(await repo.delete(id, before.version))) throw staleWrite();
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'money_entry',
          entityId: id,
          operation: 'delete',
          before: auditableEntry(before),
          after: null,
        });
      });
    },
  };
}
