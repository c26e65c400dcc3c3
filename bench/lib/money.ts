// The money scenarios: dossiers whose Money tab holds a year of an office's bookkeeping (for the
// tab's line beside the dossier read), an insurer party to 2,000 dossiers (its statement beside a
// probe), and fee notes issued by ten connections at once, whose numbers must come out unique and
// consecutive: the series' one rule.
import { createDatabase } from '../../server/src/db/database';

/** The office bills as a Moroccan one (the bench's office is in Morocco). */
const MOROCCO = {
  currency: 'MAD',
  fiscal_profile: 'MA',
  office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
  office_address: '5, bd Zerktouni, Casablanca',
};
/** The dossiers whose Money tab is read. */
export const MONEY_TAB_DOSSIERS = 20;
/** How many dossiers the statement's insurer is a party to. */
export const STATEMENT_DOSSIERS = 2000;
const STATEMENT_PARTY = 'Assurances Benchmark du Relevé';

type Json = Record<string, unknown>;

async function call(baseURL: string, cookie: string, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { cookie, 'x-requested-with': 'cabinet', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Json) : {};
}

export interface MoneySetup {
  /** The dossiers whose Money tab is read, each with its ledger and notes. */
  tabDossiers: number[];
  /** The dossier the series' notes are issued on (not one of the tab's: its notes add up run after run). */
  issueDossier: number;
  /** The party whose statement is the heavy work, and how many dossiers it is on. */
  statementParty: number;
  statementDossiers: number;
}

/** An office's year on one dossier: provisions, disbursements, fees, four notes issued, payments. */
async function bookkeeping(baseURL: string, cookie: string, dossierId: number, clientId: number, today: string): Promise<void> {
  const entry = (body: Json) => call(baseURL, cookie, 'POST', `/api/dossiers/${dossierId}/money`, { date: today, ...body });
  await entry({ kind: 'fee_agreement', amount: '15000', label: 'Convention d’honoraires', result_percent: '10' });
  const fees: number[] = [];
  for (let i = 0; i < 6; i++) {
    await entry({ kind: 'provision_requested', amount: `${2000 + i * 150}.50`, label: `Provision ${i + 1}`, fk_party: clientId });
    await entry({ kind: 'provision_received', amount: `${1500 + i * 100}.25`, label: `Provision reçue ${i + 1}`, fk_party: clientId, method: 'cheque' });
    await entry({ kind: 'disbursement', amount: `${120 + i}.30`, label: `Frais de greffe ${i + 1}`, billable: true });
    fees.push(Number((await entry({ kind: 'fee', amount: `${3000 + i * 10}`, label: `Honoraires, audience ${i + 1}`, billable: true })).id));
  }
  await entry({ kind: 'bar_deposit', amount: '25000', label: 'Indemnité versée à la CARPA' });
  await entry({ kind: 'bar_release', amount: '20000', label: 'Indemnité remise au client' });
  for (let n = 0; n < 4; n++) {
    const note = await call(baseURL, cookie, 'POST', '/api/invoices', {
      fk_dossier: dossierId,
      fk_client_party: clientId,
      lines: [
        { label: `Honoraires, audience ${n + 1}`, unit_price: `${3000 + n * 10}`, fk_entry: fees[n] },
        { label: 'Copies et frais de dossier', quantity: '3', unit_price: '0.10', vat_rate: '0' },
      ],
    });
    const issued = await call(baseURL, cookie, 'POST', `/api/invoices/${String(note.id)}/issue`, {});
    if (n < 3) await call(baseURL, cookie, 'POST', `/api/invoices/${String(issued.id)}/payments`, { date: today, amount: '1000.05', method: 'transfer' });
  }
}

/**
 * Sets the office's fiscal profile, gives the first dossiers their year of money (once: a reused
 * dataset keeps it), and makes an insurer a party to the first 2,000 live dossiers (by SQL, once).
 */
export async function prepareMoney(options: { baseURL: string; cookie: string; databaseUrl: string; dossierIds: number[]; today: string }): Promise<MoneySetup> {
  const { baseURL, cookie } = options;
  await call(baseURL, cookie, 'PATCH', '/api/settings', MOROCCO);
  const tabDossiers = options.dossierIds.slice(0, MONEY_TAB_DOSSIERS);
  const issueDossier = options.dossierIds[MONEY_TAB_DOSSIERS] ?? options.dossierIds.at(-1)!;
  /** The dossier's client made for the benchmark (once). */
  const clientOf = async (dossierId: number) => {
    const name = `Client du dossier ${dossierId}`;
    const linked = (await call(baseURL, cookie, 'GET', `/api/dossiers/${dossierId}/parties`)).items as { id_party: number; name: string }[];
    const known = linked.find((p) => p.name === name);
    if (known) return known.id_party;
    const client = await call(baseURL, cookie, 'POST', '/api/parties', { kind: 'organisation', name });
    await call(baseURL, cookie, 'POST', `/api/dossiers/${dossierId}/parties`, { id_party: client.id_party, role: 'client' });
    return Number(client.id_party);
  };
  for (const dossierId of tabDossiers) {
    const money = await call(baseURL, cookie, 'GET', `/api/dossiers/${dossierId}/money`);
    if ((money.entries as unknown[]).length > 0) continue;
    await bookkeeping(baseURL, cookie, dossierId, await clientOf(dossierId), options.today);
  }
  await clientOf(issueDossier);

  const found = await call(baseURL, cookie, 'GET', `/api/parties?q=${encodeURIComponent(STATEMENT_PARTY)}`);
  const existing = (found.items as { id_party: number; name: string }[]).find((p) => p.name === STATEMENT_PARTY);
  const statementParty = existing?.id_party ?? Number((await call(baseURL, cookie, 'POST', '/api/parties', { kind: 'organisation', name: STATEMENT_PARTY })).id_party);
  const handle = createDatabase(options.databaseUrl, { poolSize: 1 });
  try {
    const dossiers = await handle.db
      .selectFrom('dossier')
      .select('id_dossier')
      .where('deleted_at', 'is', null)
      .orderBy('id_dossier')
      .limit(STATEMENT_DOSSIERS)
      .execute();
    const now = new Date().toISOString();
    for (let i = 0; i < dossiers.length; i += 500) {
      await handle.db
        .insertInto('dossier_party')
        .values(dossiers.slice(i, i + 500).map((d) => ({ fk_dossier: d.id_dossier, fk_party: statementParty, role: 'insurer' as const, created_at: now, created_by: null })))
        .onConflict((oc) => oc.columns(['fk_dossier', 'fk_party', 'role']).doNothing())
        .execute();
    }
    return { tabDossiers, issueDossier, statementParty, statementDossiers: dossiers.length };
  } finally {
    await handle.close();
  }
}

export interface NumberingResult {
  notes: number;
  connections: number;
  series: string;
  first_number: string;
  last_number: string;
  /** Every note got a number, none twice. */
  unique: boolean;
  /** The numbers follow the series' last one without a gap. */
  consecutive: boolean;
  issue_seconds: number;
  notes_per_second: number;
}

/**
 * `count` drafts on one dossier, then issued by `connections` requests at a time: each number
 * given once, one after the other from where the series stood (no other note is issued meanwhile).
 */
export async function issueConcurrently(options: { baseURL: string; cookie: string; dossierId: number; count: number; connections: number }): Promise<NumberingResult> {
  const { baseURL, cookie, dossierId, count, connections } = options;
  const parties = await call(baseURL, cookie, 'GET', `/api/dossiers/${dossierId}/parties`);
  const client = (parties.items as { id_party: number; name: string }[]).find((p) => p.name === `Client du dossier ${dossierId}`)!.id_party;
  const drafts: number[] = [];
  const draftQueue = Array.from({ length: count }, (_, i) => i);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = draftQueue.shift(); i !== undefined; i = draftQueue.shift()) {
        const note = await call(baseURL, cookie, 'POST', '/api/invoices', {
          fk_dossier: dossierId,
          fk_client_party: client,
          lines: [{ label: `Note de la série, ${i + 1}`, unit_price: '100' }],
        });
        drafts.push(Number(note.id));
      }
    }),
  );
  const before = await call(baseURL, cookie, 'GET', '/api/invoices/numbering');
  const series = (before.series as { kind: string; series: string; last_number: number }[]).find((s) => s.kind === 'invoice')!;
  const numbers: string[] = [];
  const started = performance.now();
  const issueQueue = [...drafts];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let id = issueQueue.shift(); id !== undefined; id = issueQueue.shift()) {
        numbers.push(String((await call(baseURL, cookie, 'POST', `/api/invoices/${id}/issue`, {})).number));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const prefix = `${series.series}-`;
  const seqs = numbers.map((n) => (n.startsWith(prefix) ? Number(n.slice(prefix.length)) : NaN)).sort((a, b) => a - b);
  const unique = new Set(numbers).size === count && seqs.every(Number.isInteger);
  const consecutive = unique && seqs.every((seq, i) => seq === series.last_number + 1 + i);
  return {
    notes: count,
    connections,
    series: series.series,
    first_number: numbers.length > 0 ? `${prefix}${String(seqs[0]).padStart(4, '0')}` : '',
    last_number: numbers.length > 0 ? `${prefix}${String(seqs.at(-1)).padStart(4, '0')}` : '',
    unique,
    consecutive,
    issue_seconds: Math.round(seconds * 100) / 100,
    notes_per_second: Math.round((count / Math.max(seconds, 0.001)) * 10) / 10,
  };
}
