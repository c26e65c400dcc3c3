import {
  BILLABLE_KINDS,
  FISCAL_IDENTIFIERS,
  LINES_REQUIRED,
  currencyPlaces,
  type Invoice,
  type InvoiceCreateBody,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoicePatchBody,
  type LineInput,
  type OfficeIdentifiers,
  type PaymentCreateBody,
  type Settings,
} from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import { reusedResponse } from '../../lib/serializer';
import type { SettingsReader } from '../../lib/settings-reader';
import { lineTotals, noteTotals, toMinor, toScaled } from './amounts';
import { balanceMinors, auditableEntry, toEntry } from './entry-record';
import { fiscalProfile } from './fiscal-profiles';
import { auditableInvoice, clientOf, identifierValues, toInvoice, toInvoiceSummary, type Client, type Seller } from './invoice-record';
import { createInvoicesRepository, isDossierOnly, type InvoiceRow, type LineRow } from './invoices.repository';
import { createLedgerRepository } from './ledger.repository';
import { PARTY_UNKNOWN } from './ledger.service';
import { createLookupsRepository } from './lookups.repository';
import { createMoneyTabCache } from './money-tab-cache';
import { numberOf, seriesOf } from './numbering';

export const NOTE_ISSUED = 'This fee note is issued: it can no longer change; correct it with a credit note';
export const ENTRY_NOT_BILLABLE = 'Bill only a fee or a disbursement of this dossier that no other note bills';
export const FUTURE_ISSUE_DATE = 'A fee note cannot be dated in the future';
export const ISSUE_BEFORE_LAST = 'A fee note cannot be dated before the last one issued in its series';
export const MORE_THAN_DUE = 'The amount is more than what remains due on this note';
export const BAR_ACCOUNT_SHORT = 'The bar deposit account of this dossier does not hold this amount';
export const LINE_NOT_ON_NOTE = 'Choose lines of the note being credited';
export const LINE_ALREADY_CREDITED = 'A line has already been credited';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
const issued = () => new AppError('issued', NOTE_ISSUED);

/** The office as a note prints it: its name, address and the identifiers its fiscal profile asks for. */
function sellerOf(settings: Settings, language: 'fr' | 'ar' | 'en'): Seller {
  const profile = fiscalProfile(settings.fiscal_profile);
  const keys = profile ? profile.identifiers.filter((rule) => rule.holder === 'seller').map((rule) => rule.key) : FISCAL_IDENTIFIERS;
  return {
    name: settings.office_name,
    address: settings.office_address,
    identifiers: identifierValues(settings.office_identifiers, keys),
    mentions: profile ? profile.mentions[language] : [],
  };
}

/** What stops a note from being issued with the office's settings: no fiscal profile, or a required identifier missing. */
function missingForIssue(settings: Settings): string[] {
  const profile = fiscalProfile(settings.fiscal_profile);
  if (!profile) return ['fiscal_profile'];
  return profile.identifiers
    .filter((rule) => rule.holder === 'seller' && rule.required && !settings.office_identifiers[rule.key]?.trim())
    .map((rule) => rule.key);
}

export function createInvoicesService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  /** Reads outside a transaction, through statements compiled once. */
  const reads = createInvoicesRepository(db);
  const dossierNotes = createMoneyTabCache<InvoiceListResponse>(ctx);

  const todayOf = (office: Settings) => todayInZone(office.timezone, ctx.clock.now());

  async function load(trx: Kysely<Database>, id: number): Promise<{ row: InvoiceRow; lines: LineRow[] }> {
    const repo = createInvoicesRepository(trx);
    const row = await repo.find(id);
    if (!row) throw notFound('Fee note');
    return { row, lines: await repo.linesOf([id]) };
  }

  /** The note as the API shows it. Inside a transaction, pass the settings read before it: the pool's other connections may all be waiting on this one. */
  async function present(row: InvoiceRow, lines: LineRow[], office?: Settings): Promise<Invoice> {
    const seller = row.seller ? (JSON.parse(row.seller) as Seller) : sellerOf(office ?? (await settings.get()), row.language);
    return toInvoice(row, lines, seller);
  }

  /** Lines as stored: amounts in minor units, each line's net and VAT computed exactly. */
  function storedLines(lines: readonly LineInput[], places: number, defaultRate: string) {
    return lines.map((line, i) => {
      const amounts = {
        quantity: toScaled(line.quantity, 3),
        unit_price: toMinor(line.unit_price, places, `lines.${i}.unit_price`),
        vat_rate: toScaled(line.vat_rate ?? defaultRate, 2),
      };
      return { label: line.label, ...amounts, fk_entry: line.fk_entry ?? null, ...lineTotals(amounts), fk_credited_line: null };
    });
  }

  /** The ledger entries a draft's lines bill: fees and disbursements of its dossier, on no other note. */
  async function checkBilledEntries(
    trx: Kysely<Database>,
    dossierId: number,
    invoiceId: number | null,
    lines: readonly LineInput[],
  ): Promise<number[]> {
    const ids = lines.map((line) => line.fk_entry).filter((id): id is number => typeof id === 'number');
    if (new Set(ids).size !== ids.length) throw invalid({ lines: ENTRY_NOT_BILLABLE });
    const entries = await createLedgerRepository(trx).entriesById(ids);
    const billable = (entry: (typeof entries)[number]) =>
      entry.fk_dossier === dossierId &&
      (BILLABLE_KINDS as readonly string[]).includes(entry.kind) &&
      (entry.fk_invoice === null || entry.fk_invoice === invoiceId);
    if (entries.length !== ids.length || !entries.every(billable)) throw invalid({ lines: ENTRY_NOT_BILLABLE });
    return ids;
  }

  async function checkClient(trx: Kysely<Database>, partyId: number): Promise<void> {
    if (!(await createLookupsRepository(trx).liveParty(partyId))) throw invalid({ fk_client_party: PARTY_UNKNOWN });
  }

  const auditInvoice = (
    trx: Kysely<Database>,
    at: string,
    actor: Actor,
    id: number,
    operation: 'create' | 'update' | 'delete',
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    writeAudit(
      trx,
      { at, userId: actor.id, entity: 'invoice', entityId: id, operation, before, after },
      { skipUnchanged: operation === 'update' },
    );

  /** Numbers a draft (a note or a credit note) and keeps what it prints, in the caller's transaction. */
  async function issueDraft(
    trx: Kysely<Database>,
    actor: Actor,
    row: InvoiceRow,
    lines: LineRow[],
    issueDate: string,
    at: string,
    office: Settings,
  ): Promise<void> {
    const repo = createInvoicesRepository(trx);
    const series = seriesOf(row.kind, issueDate);
    const seq = await repo.takeNumber(series, at);
    const last = await repo.lastIssueDate(series);
    if (last !== null && last > issueDate) throw invalid({ issue_date: ISSUE_BEFORE_LAST });
    const profile = fiscalProfile(office.fiscal_profile)!;
    const stamp = row.kind === 'credit_note' ? row.stamp : profile.stamp ? toMinor(profile.stamp.amount, currencyPlaces(row.currency)) : 0;
    const totals = noteTotals(lines, stamp);
    const client: Client = { ...clientOf(row), identifiers: identifierValues(JSON.parse(row.client_identifiers) as OfficeIdentifiers) };
    const done = await repo.update(row.id, row.version, {
      status: 'issued',
      series,
      seq,
      number: numberOf(series, seq),
      issue_date: issueDate,
      fiscal_profile: profile.country,
      ...totals,
      seller: JSON.stringify(sellerOf(office, row.language)),
      client: JSON.stringify(client),
      issued_at: at,
      issued_by: actor.id,
      modified_at: at,
      modified_by: actor.id,
    });
    if (!done) throw staleWrite();
  }

  function checkIssuable(office: Settings, issueDate: string, today: string): void {
    const missing = missingForIssue(office);
    if (missing.length > 0) {
      throw new AppError('conflict', "Complete the office's fiscal profile and identifiers in the settings before issuing", undefined, {
        details: { missing },
      });
    }
    if (issueDate > today) throw invalid({ issue_date: FUTURE_ISSUE_DATE });
  }

  return {
    list(query: InvoiceListQuery) {
      const filter = { status: query.status, kind: query.kind, client: query.client, dossier: query.dossier, year: query.year };
      const page = async () => {
        const { rows, total } = await reads.list(filter, query);
        return { items: rows.map(toInvoiceSummary), total, page: query.page, page_size: query.page_size };
      };
      // A dossier's notes as its Money tab lists them are kept with its ledger; other lists are read each time.
      if (!isDossierOnly(filter)) return page();
      return dossierNotes(`${filter.dossier}|${query.page}|${query.page_size}`, async () => reusedResponse(await page()));
    },

    async get(id: number): Promise<Invoice> {
      const { row, lines } = await load(db, id);
      return present(row, lines);
    },

    async create(actor: Actor, body: InvoiceCreateBody): Promise<Invoice> {
      const office = await settings.get();
      const places = currencyPlaces(office.currency);
      const profile = fiscalProfile(office.fiscal_profile);
      const at = isoNow(ctx.clock);
      const lines = storedLines(body.lines, places, profile?.default_vat_rate ?? '0');
      const { row, lines: saved } = await db.transaction().execute(async (trx) => {
        if (!(await createLookupsRepository(trx).liveDossier(body.fk_dossier))) throw invalid({ fk_dossier: 'Choose a dossier' });
        await checkClient(trx, body.fk_client_party);
        const repo = createInvoicesRepository(trx);
        const id = await repo.insert({
          kind: 'invoice',
          status: 'draft',
          fk_dossier: body.fk_dossier,
          fk_client_party: body.fk_client_party,
          issue_date: body.issue_date ?? null,
          due_date: body.due_date ?? null,
          language: body.language,
          currency: office.currency,
          fiscal_profile: profile?.country ?? null,
          ...noteTotals(lines, profile?.stamp ? toMinor(profile.stamp.amount, places) : 0),
          client_identifiers: JSON.stringify(body.client_identifiers ?? {}),
          note: body.note ?? null,
          created_at: at,
          created_by: actor.id,
          modified_at: at,
          modified_by: actor.id,
        });
        const entryIds = await checkBilledEntries(trx, body.fk_dossier, id, body.lines);
        await repo.replaceLines(id, lines);
        await createLedgerRepository(trx).attachToInvoice(id, entryIds, at, actor.id);
        const created = await load(trx, id);
        await auditInvoice(trx, at, actor, id, 'create', null, auditableInvoice(created.row, created.lines));
        return created;
      });
      return present(row, saved, office);
    },

    async update(actor: Actor, id: number, body: InvoicePatchBody): Promise<Invoice> {
      const office = await settings.get();
      const at = isoNow(ctx.clock);
      const { row, lines } = await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        if (before.row.status !== 'draft') throw issued();
        if (body.version !== undefined && body.version !== before.row.version)
          throw staleWrite(await present(before.row, before.lines, office));
        const repo = createInvoicesRepository(trx);
        if (body.fk_client_party !== undefined) await checkClient(trx, body.fk_client_party);
        const places = currencyPlaces(before.row.currency);
        const profile = fiscalProfile(office.fiscal_profile);
        const lines = body.lines ? storedLines(body.lines, places, profile?.default_vat_rate ?? '0') : before.lines;
        if (body.lines) {
          const entryIds = await checkBilledEntries(trx, before.row.fk_dossier, id, body.lines);
          await repo.replaceLines(id, lines);
          await createLedgerRepository(trx).attachToInvoice(id, entryIds, at, actor.id);
        }
        const done = await repo.update(id, before.row.version, {
          ...(body.fk_client_party !== undefined && { fk_client_party: body.fk_client_party }),
          ...(body.issue_date !== undefined && { issue_date: body.issue_date }),
          ...(body.due_date !== undefined && { due_date: body.due_date }),
          ...(body.language !== undefined && { language: body.language }),
          ...(body.client_identifiers !== undefined && { client_identifiers: JSON.stringify(body.client_identifiers) }),
          ...(body.note !== undefined && { note: body.note }),
          fiscal_profile: profile?.country ?? null,
          ...noteTotals(lines, profile?.stamp ? toMinor(profile.stamp.amount, places) : 0),
          modified_at: at,
          modified_by: actor.id,
        });
        if (!done) throw staleWrite();
        const after = await load(trx, id);
        await auditInvoice(
          trx,
          at,
          actor,
          id,
          'update',
          auditableInvoice(before.row, before.lines),
          auditableInvoice(after.row, after.lines),
        );
        return after;
      });
      return present(row, lines, office);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        if (before.row.status !== 'draft') throw issued();
        await createLedgerRepository(trx).attachToInvoice(id, [], at, actor.id);
        if (!(await createInvoicesRepository(trx).deleteDraft(id, before.row.version))) throw staleWrite();
        await auditInvoice(trx, at, actor, id, 'delete', auditableInvoice(before.row, before.lines), null);
      });
    },

    /**
     * Issues a draft: the next number of its year's series, taken in the same transaction as the
     * note's change, so a crash, a refusal or another request at the same moment leaves neither a
     * gap nor a duplicate (see InvoicesRepository.takeNumber).
     */
    async issue(actor: Actor, id: number, version: number | undefined): Promise<Invoice> {
      const office = await settings.get();
      const today = todayOf(office);
      const at = isoNow(ctx.clock);
      const { row, lines } = await db.transaction().execute(async (trx) => {
        const before = await load(trx, id);
        if (before.row.status !== 'draft') throw issued();
        if (version !== undefined && version !== before.row.version) throw staleWrite(await present(before.row, before.lines, office));
        if (before.lines.length === 0) throw invalid({ lines: LINES_REQUIRED });
        const issueDate = before.row.issue_date ?? today;
        checkIssuable(office, issueDate, today);
        await issueDraft(trx, actor, before.row, before.lines, issueDate, at, office);
        const after = await load(trx, id);
        await auditInvoice(
          trx,
          at,
          actor,
          id,
          'update',
          auditableInvoice(before.row, before.lines),
          auditableInvoice(after.row, after.lines),
        );
        return after;
      });
      return present(row, lines);
    },

    /** A credit note for some or all lines of an issued note, numbered at once in its own series. */
    async creditNote(actor: Actor, id: number, body: { lines?: number[]; issue_date?: string | null }): Promise<Invoice> {
      const office = await settings.get();
      const today = todayOf(office);
      const at = isoNow(ctx.clock);
      const { row, lines } = await db.transaction().execute(async (trx) => {
        const original = await load(trx, id);
        if (original.row.status !== 'issued' || original.row.kind !== 'invoice')
          throw new AppError('conflict', 'Only an issued fee note can be credited');
        const chosen = body.lines ?? original.lines.map((line) => line.id);
        if (new Set(chosen).size !== chosen.length || !chosen.every((lineId) => original.lines.some((line) => line.id === lineId)))
          throw invalid({ lines: LINE_NOT_ON_NOTE });
        const issueDate = body.issue_date ?? today;
        checkIssuable(office, issueDate, today);
        const repo = createInvoicesRepository(trx);
        const credited = await repo.all({ creditsOf: id });
        const creditedLines = new Set((await repo.linesOf(credited.map((note) => note.id))).map((line) => line.fk_credited_line));
        if (chosen.some((lineId) => creditedLines.has(lineId)))
          throw new AppError('conflict', LINE_ALREADY_CREDITED, { lines: LINE_ALREADY_CREDITED });
        // Cancelling every line of a note cancels its stamp too; a partial credit keeps it.
        const whole = credited.length === 0 && chosen.length === original.lines.length;
        const creditLines = original.lines
          .filter((line) => chosen.includes(line.id))
          .map((line) => {
            const amounts = { quantity: -line.quantity, unit_price: line.unit_price, vat_rate: line.vat_rate };
            return { label: line.label, ...amounts, fk_entry: null, ...lineTotals(amounts), fk_credited_line: line.id };
          });
        const stamp = whole ? -original.row.stamp : 0;
        const creditId = await repo.insert({
          kind: 'credit_note',
          status: 'draft',
          fk_dossier: original.row.fk_dossier,
          fk_client_party: original.row.fk_client_party,
          credited_invoice: id,
          issue_date: issueDate,
          due_date: null,
          language: original.row.language,
          currency: original.row.currency,
          fiscal_profile: original.row.fiscal_profile,
          ...noteTotals(creditLines, stamp),
          client_identifiers: original.row.client_identifiers,
          note: null,
          created_at: at,
          created_by: actor.id,
          modified_at: at,
          modified_by: actor.id,
        });
        await repo.replaceLines(creditId, creditLines);
        const draft = await load(trx, creditId);
        await issueDraft(trx, actor, draft.row, draft.lines, issueDate, at, office);
        const after = await load(trx, creditId);
        await auditInvoice(trx, at, actor, creditId, 'create', null, auditableInvoice(after.row, after.lines));
        return after;
      });
      return present(row, lines);
    },

    /** A payment received against an issued note: a ledger entry of its dossier, never more than what is due. */
    async pay(actor: Actor, id: number, body: PaymentCreateBody) {
      const at = isoNow(ctx.clock);
      return db.transaction().execute(async (trx) => {
        const repo = createInvoicesRepository(trx);
        const first = await repo.find(id);
        if (!first) throw notFound('Fee note');
        await repo.lockDossierMoney(first.fk_dossier);
        const { row } = await load(trx, id);
        if (row.status !== 'issued' || row.kind !== 'invoice')
          throw new AppError('conflict', 'Payments are recorded against an issued fee note');
        const amount = toMinor(body.amount, currencyPlaces(row.currency));
        const due = row.total + row.credited - row.paid;
        if (amount > due) throw invalid({ amount: MORE_THAN_DUE });
        const ledger = createLedgerRepository(trx);
        if (body.method === 'bar_account' && balanceMinors(await ledger.sumsOfDossier(row.fk_dossier)).bar_account < amount)
          throw invalid({ method: BAR_ACCOUNT_SHORT });
        const entryId = await ledger.insert({
          fk_dossier: row.fk_dossier,
          kind: 'payment_received',
          date: body.date,
          amount,
          currency: row.currency,
          label: row.number!,
          fk_party: row.fk_client_party,
          fk_stage: null,
          billable: 0,
          fk_invoice: id,
          result_percent: null,
          method: body.method,
          reference: body.reference ?? null,
          created_at: at,
          created_by: actor.id,
          modified_at: at,
          modified_by: actor.id,
        });
        const entry = (await ledger.find(entryId))!;
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'money_entry',
          entityId: entryId,
          operation: 'create',
          before: null,
          after: auditableEntry(entry),
        });
        return { payment: toEntry(entry), invoice: toInvoiceSummary((await repo.find(id))!) };
      });
    },
  };
}
