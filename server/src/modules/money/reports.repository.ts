import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The court numbers of a dossier, from the first level to the last: its current level is the last one filled in. */
const LEVEL_COLUMNS = [
  'num_dossier_tribunal',
  'num_dossier_tribunal_a',
  'num_dossier_tribunal_c',
  'num_dossier_tribunal_n',
  'num_dossier_tribunal_e',
] as const;
export type CourtNumbers = Record<(typeof LEVEL_COLUMNS)[number], string | null>;

export interface StatementDossierRow extends CourtNumbers {
  id_dossier: number;
  ref_dossier_bureau: number;
  role: string;
  tribunal: string | null;
  montant_dette: number | null;
}

/** Money in the bar's deposit account: deposits, less releases and fee notes paid from it. */
const BAR_BALANCE = sql<number>`coalesce(sum(case
  when money_entry.kind = 'bar_deposit' then money_entry.amount
  when money_entry.kind = 'bar_release' then -money_entry.amount
  when money_entry.kind = 'payment_received' and money_entry.method = 'bar_account' then -money_entry.amount
  else 0 end), 0)`;

/** The reports of the money: a client's statement, what is outstanding, the dossiers in which fees were received. Read only. */
export function createReportsRepository(db: Kysely<Database>) {
  /** The live dossiers a party is linked to. */
  const ofParty = (partyId: number) =>
    db
      .selectFrom('dossier_party')
      .innerJoin('dossier', 'dossier.id_dossier', 'dossier_party.fk_dossier')
      .where('dossier_party.fk_party', '=', partyId)
      .where('dossier.deleted_at', 'is', null);

  return {
    /** How many live dossiers the party is on (each once, whatever its roles there). */
    async clientDossierCount(partyId: number): Promise<number> {
      const row = await ofParty(partyId)
        .select((eb) => eb.fn.count<number | string>('dossier.id_dossier').distinct().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async clientDossiers(partyId: number): Promise<StatementDossierRow[]> {
      const rows = await ofParty(partyId)
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
        .select([
          'dossier.id_dossier',
          'dossier.ref_dossier_bureau',
          'dossier_party.role',
          'tribunal.nom as tribunal',
          'dossier.montant_dette',
          ...LEVEL_COLUMNS.map((column) => `dossier.${column}` as const),
        ])
        .orderBy('dossier.ref_dossier_bureau')
        .orderBy('dossier_party.role')
        .execute();
      // A party with two roles in one dossier is one line, naming both.
      const byDossier = new Map<number, StatementDossierRow>();
      for (const row of rows) {
        const seen = byDossier.get(row.id_dossier);
        if (seen) seen.role = `${seen.role}, ${row.role}`;
        else byDossier.set(row.id_dossier, { ...row, montant_dette: row.montant_dette === null ? null : Number(row.montant_dette) });
      }
      return [...byDossier.values()];
    },

    /** The next hearing or action date from today of each of the party's dossiers. */
    async nextDates(partyId: number, today: string): Promise<Map<number, string>> {
      const dates = sql<{ fk_dossier: number; next: string }>`
        select upcoming.fk_dossier, min(upcoming.day) as next from (
          select action.fk_dossier, action.date_action as day from action where action.date_action >= ${today}
          union all
          select action.fk_dossier, action.date_prochaine as day from action where action.date_prochaine >= ${today}
        ) upcoming
        where upcoming.fk_dossier in (select dossier_party.fk_dossier from dossier_party where dossier_party.fk_party = ${partyId})
        group by upcoming.fk_dossier`;
      const { rows } = await dates.execute(db);
      return new Map(rows.map((row) => [Number(row.fk_dossier), String(row.next)]));
    },

    /** The bar deposit account's balance of each of the party's dossiers, in minor units. */
    async barBalances(partyId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('money_entry')
        .select(['money_entry.fk_dossier', BAR_BALANCE.as('balance')])
        .where('money_entry.fk_dossier', 'in', ofParty(partyId).select('dossier.id_dossier'))
        .groupBy('money_entry.fk_dossier')
        .execute();
      return new Map(rows.map((row) => [row.fk_dossier, Number(row.balance)]));
    },

    /** Live dossiers whose provisions received fall short of those requested. */
    async unpaidProvisions() {
      const requested = sql<number>`coalesce(sum(case when money_entry.kind = 'provision_requested' then money_entry.amount else 0 end), 0)`;
      const received = sql<number>`coalesce(sum(case when money_entry.kind = 'provision_received' then money_entry.amount else 0 end), 0)`;
      const rows = await db
        .selectFrom('money_entry')
        .innerJoin('dossier', 'dossier.id_dossier', 'money_entry.fk_dossier')
        .select(['dossier.id_dossier', 'dossier.ref_dossier_bureau', requested.as('requested'), received.as('received')])
        .where('dossier.deleted_at', 'is', null)
        .where('money_entry.kind', 'in', ['provision_requested', 'provision_received'])
        .groupBy(['dossier.id_dossier', 'dossier.ref_dossier_bureau'])
        .having(requested, '>', received)
        .orderBy('dossier.ref_dossier_bureau')
        .execute();
      return rows.map((row) => ({ ...row, requested: Number(row.requested), received: Number(row.received) }));
    },

    /**
     * The dossiers in which fees were received during a year (payments and provisions received,
     * whichever way they were paid), with the first day and the sum received: the list the tax
     * office compares with the courts' (Morocco, CGI art. 173-III).
     */
    async feeDossiers(year: number) {
      const rows = await db
        .selectFrom('money_entry')
        .innerJoin('dossier', 'dossier.id_dossier', 'money_entry.fk_dossier')
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
        .select((eb) => [
          'dossier.id_dossier',
          'dossier.ref_dossier_bureau',
          'tribunal.nom as tribunal',
          ...LEVEL_COLUMNS.map((column) => `dossier.${column}` as const),
          eb.fn.min('money_entry.date').as('first_received'),
          eb.fn.sum<number>('money_entry.amount').as('received'),
        ])
        .where('money_entry.kind', 'in', ['payment_received', 'provision_received'])
        .where('money_entry.date', '>=', `${year}-01-01`)
        .where('money_entry.date', '<=', `${year}-12-31`)
        .groupBy([
          'dossier.id_dossier',
          'dossier.ref_dossier_bureau',
          'tribunal.nom',
          ...LEVEL_COLUMNS.map((column) => `dossier.${column}` as const),
        ])
        .orderBy('dossier.ref_dossier_bureau')
        .execute();
      return rows.map((row) => ({ ...row, first_received: String(row.first_received), received: Number(row.received) }));
    },
  };
}

/** The court number of the furthest level a dossier has reached, and that level. */
export function currentLevel(numbers: CourtNumbers): { level: string | null; number: string | null } {
  const names = ['first_instance', 'appeal', 'cassation', 'notification', 'enforcement'];
  for (let i = LEVEL_COLUMNS.length - 1; i >= 0; i--) {
    const number = numbers[LEVEL_COLUMNS[i]!];
    if (number) return { level: names[i]!, number };
  }
  return { level: null, number: null };
}
