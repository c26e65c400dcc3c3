import {
  currencyPlaces,
  type ClientStatement,
  type ClientStatementQuery,
  type FeeDossiers,
  type Outstanding,
  type Settings,
} from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import type { SettingsReader } from '../../lib/settings-reader';
import { fromMinor } from './amounts';
import { toInvoiceSummary } from './invoice-record';
import { createInvoicesRepository } from './invoices.repository';
import { createLookupsRepository } from './lookups.repository';
import { createReportsRepository, currentLevel } from './reports.repository';

/** What a statement needs of the office: its currency, and its time zone for "today". */
export type StatementOffice = Pick<Settings, 'currency' | 'timezone'>;

/**
 * A client's (an insurer's) portfolio and account: every live dossier it is a party to, with its
 * level, next date, amounts claimed, and what its fee notes billed, received and still claim;
 * then those notes. `from`/`to` choose the notes by issue date. Null when there is no such party.
 * Run by the server for most clients, and in a job process for the largest (money.routes.ts).
 */
export async function readStatement(
  db: Kysely<Database>,
  office: StatementOffice,
  now: number,
  partyId: number,
  query: Pick<ClientStatementQuery, 'from' | 'to'>,
): Promise<ClientStatement | null> {
  const places = currencyPlaces(office.currency);
  const money = (minor: number) => fromMinor(minor, places);
  const party = await createLookupsRepository(db).party(partyId);
  if (!party) return null;
  const reports = createReportsRepository(db);
  const [dossiers, nextDates, bar, notes] = await Promise.all([
    reports.clientDossiers(partyId),
    reports.nextDates(partyId, todayInZone(office.timezone, now)),
    reports.barBalances(partyId),
    createInvoicesRepository(db).all({ client: partyId, status: undefined }),
  ]);
  const issued = notes.filter(
    (note) =>
      note.status === 'issued' &&
      (!query.from || (note.issue_date ?? '') >= query.from) &&
      (!query.to || (note.issue_date ?? '') <= query.to),
  );
  const perDossier = new Map<number, { invoiced: number; paid: number; due: number }>();
  for (const note of issued) {
    const sums = perDossier.get(note.fk_dossier) ?? { invoiced: 0, paid: 0, due: 0 };
    sums.invoiced += note.total;
    if (note.kind === 'invoice') {
      sums.paid += note.paid;
      sums.due += note.total + note.credited - note.paid;
    }
    perDossier.set(note.fk_dossier, sums);
  }
  const totals = { invoiced: 0, paid: 0, due: 0, bar_account: 0 };
  const lines = dossiers.map((dossier) => {
    const sums = perDossier.get(dossier.id_dossier) ?? { invoiced: 0, paid: 0, due: 0 };
    const barBalance = bar.get(dossier.id_dossier) ?? 0;
    totals.invoiced += sums.invoiced;
    totals.paid += sums.paid;
    totals.due += sums.due;
    totals.bar_account += barBalance;
    const { level, number } = currentLevel(dossier);
    return {
      id_dossier: dossier.id_dossier,
      ref_dossier_bureau: dossier.ref_dossier_bureau,
      role: dossier.role,
      tribunal: dossier.tribunal,
      level,
      court_number: number,
      next_hearing: nextDates.get(dossier.id_dossier) ?? null,
      // The claim is a dossier field, kept in hundredths whatever the currency.
      claimed: dossier.montant_dette === null ? null : fromMinor(dossier.montant_dette, 2),
      awarded: null,
      invoiced: money(sums.invoiced),
      paid: money(sums.paid),
      due: money(sums.due),
      bar_account: money(barBalance),
    };
  });
  return {
    client: { id_party: party.id_party, name: party.name, name_ar: party.name_ar, address: party.address, identifiers: [] },
    currency: office.currency,
    from: query.from ?? null,
    to: query.to ?? null,
    dossiers: lines,
    invoices: issued.map(toInvoiceSummary),
    totals: {
      invoiced: money(totals.invoiced),
      paid: money(totals.paid),
      due: money(totals.due),
      bar_account: money(totals.bar_account),
    },
  };
}

export function createReportsService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;

  return {
    /** The statement read on the request's thread (see readStatement). */
    async statement(partyId: number, query: Pick<ClientStatementQuery, 'from' | 'to'>): Promise<ClientStatement> {
      const statement = await readStatement(db, await settings.get(), ctx.clock.now(), partyId, query);
      if (!statement) throw notFound('Party');
      return statement;
    },

    /** How many live dossiers the party is on: whether its statement is read in a job process. */
    clientDossierCount(partyId: number): Promise<number> {
      return createReportsRepository(db).clientDossierCount(partyId);
    },

    /** Fee notes with something still due, oldest first, and the provisions asked for and not yet received. */
    async outstanding(): Promise<Outstanding> {
      const { currency } = await settings.get();
      const places = currencyPlaces(currency);
      const [notes, provisions] = await Promise.all([
        createInvoicesRepository(db).all({ outstanding: true }),
        createReportsRepository(db).unpaidProvisions(),
      ]);
      const invoices = notes.map(toInvoiceSummary);
      const owed = notes.reduce((sum, note) => sum + note.total + note.credited - note.paid, 0);
      const short = provisions.reduce((sum, row) => sum + row.requested - row.received, 0);
      return {
        currency,
        invoices,
        provisions: provisions.map((row) => ({
          id_dossier: row.id_dossier,
          ref_dossier_bureau: row.ref_dossier_bureau,
          requested: fromMinor(row.requested, places),
          received: fromMinor(row.received, places),
          due: fromMinor(row.requested - row.received, places),
        })),
        totals: { invoices: fromMinor(owed, places), provisions: fromMinor(short, places) },
      };
    },

    async feeDossiers(year: number): Promise<FeeDossiers> {
      const { currency } = await settings.get();
      const places = currencyPlaces(currency);
      const rows = await createReportsRepository(db).feeDossiers(year);
      const items = rows.map((row) => {
        const { level, number } = currentLevel(row);
        return {
          id_dossier: row.id_dossier,
          ref_dossier_bureau: row.ref_dossier_bureau,
          tribunal: row.tribunal,
          level,
          court_number: number,
          first_received: row.first_received,
          received: fromMinor(row.received, places),
        };
      });
      return { year, currency, items, total: items.length };
    },
  };
}
