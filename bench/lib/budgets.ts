// What `--check` judges, and what the run only reports.
//
// Judged: ratios measured in the same run (an endpoint's rate to the bare route's in alternating
// slices, one endpoint to another, a heavy job's effect on a probe against the same probe idle,
// PostgreSQL to SQLite in alternating slices: see compare-databases.ts), and bytes (the weight of
// the first screens, memory), which do not depend on the machine's speed.
// Reported beside the machine's measured speed, not judged: absolute times (p95s, job durations,
// the phone's largest paints). The same code gives a six-fold spread of those from one machine,
// or one hour, to the next; a ratio of two figures measured together does not move with it.
import type { BundleWeights } from './bundle';
import type { RecomputeResult } from './deadlines';
import type { DocumentsResult } from './documents';
import type { Endpoint, Measured } from './endpoints';
import type { FirstSearches } from './first-search';
import type { HeavyProbe } from './heavy-probe';
import type { MergeProbe } from './merge-probe';
import type { ImportExportResult } from './import-export';
import type { NumberingResult } from './money';
import type { OcrProbe } from './ocr-probe';
import type { PhoneResults } from './phone';
import type { RemindersResult } from './reminders';
import type { StaleCompare } from './stale-compare';

export interface Budget {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

/** An absolute figure and the speed of the machine it was measured on. */
export interface Reported {
  name: string;
  value: string;
  machine: string;
}

/** The endpoints judged by their share of the bare route; the others are judged against a kin endpoint (RELATIVE_TO, READ_AGAINST). */
type SharedEndpoint = Exclude<Endpoint, 'dossier_read' | 'money_tab' | 'document_search'>;

/**
 * The least share of the bare route's rate each endpoint must keep (its rate divided by the bare
 * route's, in alternating slices): 0.01 means one request may cost as much as a hundred bare ones.
 * Each floor is about half of the share today's code reaches on the fastest machine measured,
 * where the bare route is cheapest beside the database's work, and so the share lowest (see
 * bench/README.md for how to set them again). The dossier read has none: see READ_AGAINST.
 */
export const SHARE_FLOORS: Record<SharedEndpoint, number> & { calendar_feed: number } = {
  dashboard: 0.1,
  search_name: 0.01,
  search_ref: 0.01,
  search_court_number: 0.01,
  dossier_list: 0.03,
  agenda: 0.1,
  stale: 0.03,
  search_party_name: 0.006,
  party_search: 0.006,
  conflict_check: 0.006,
  deadlines_board: 0.1,
  agenda_deadlines: 0.015,
  calendar_feed: 0.02,
};

/**
 * The dossier read against two requests that reach the same rows, each share of its own bare
 * route divided by the other's: reading one dossier by id must stay several times cheaper than
 * finding it by its reference, and cheaper than a page of the list. A read's share of a bare route
 * alone measures Node's HTTP handling more than Cabinet: the read costs little more than the bare
 * route, so the share falls whenever what every request shares gets cheaper.
 */
export const READ_AGAINST = { search_ref: 4, dossier_list: 2 } as const;

/**
 * A search by a level's court number, typed either way round, against today's reference search in
 * the same run (p95 to p95): the numbers live in the same search text, so finding one costs about
 * what finding a reference does.
 */
export const COURT_NUMBER_AGAINST_REF = 1.5;

/**
 * Endpoints held to a kin endpoint, at most this many times as costly: a dossier's Money tab (its
 * two reads, the ledger with its balances and the notes) against the dossier read; the search in
 * every document's text against the search of the dossiers by name. Each pair is measured in
 * slices that alternate the two endpoints themselves (`relative` in the results): divided through
 * each one's bare route, measured minutes apart, the bare route's own swings (7,700 and 13,700
 * requests a second in one run) moved the ratio between 1.3× and 2.2× with the two endpoints'
 * rates unchanged.
 */
export const RELATIVE_TO = {
  money_tab: { against: 'dossier_read', times: 1.5, name: 'dossier Money tab / dossier read' },
  document_search: { against: 'search_name', times: 1.5, name: 'search in the documents’ text / search by name' },
} as const;

export type KinEndpoint = keyof typeof RELATIVE_TO;

/** An endpoint against its kin, in alternating slices: how many times the kin's rate its own is (the median of the pairs'). */
export interface RelativeMeasure {
  times: number;
  rps: number;
  kin_rps: number;
}

/** Longest delay a request may see while heavy work runs, beyond the same probe on the idle server. */
export const HEAVY_DELAY_MS = 50;

export interface RunResults {
  baseline: { rps: number };
  endpoints: Record<Endpoint, Measured>;
  relative: Record<KinEndpoint, RelativeMeasure>;
  first_searches: Record<string, FirstSearches>;
  recompute_all: RecomputeResult;
  reminders: RemindersResult;
  stale_compare: StaleCompare & { bytes_ratio: number };
  bundle: Partial<BundleWeights> | { login_kb_gzip: null; dashboard_kb_gzip: null };
  documents: DocumentsResult;
  heavy: Record<string, HeavyProbe>;
  phone: PhoneResults | null;
  import_export: ImportExportResult | null;
  rss_mb: number;
  job_process_peak_rss_mb: number;
  money: { numbering: NumberingResult; statement_dossiers: number };
  ocr: OcrProbe | null;
  merge?: MergeProbe | null;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

const ENDPOINT_NAMES: Record<SharedEndpoint, string> = {
  dashboard: 'dashboard',
  search_name: 'search by name',
  search_ref: 'search by reference',
  search_court_number: 'search by court number',
  dossier_list: 'dossier list page',
  agenda: 'agenda (tomorrow)',
  stale: 'stale list',
  search_party_name: 'search by party name',
  party_search: 'party search',
  conflict_check: 'conflict check',
  deadlines_board: 'deadlines board',
  agenda_deadlines: 'agenda with deadlines',
};

/** A share of the bare route: a line that completed no request, or whose bare route did not, fails. */
function shareLine(
  name: string,
  measured: { rps: number; baseline_rps: number; ratio_to_baseline: number },
  floor: number,
  failures = 0,
): Budget {
  const limit = `≥ ${floor}`;
  if (measured.rps <= 0) return { name, limit, value: 'no request completed', ok: false };
  if (measured.baseline_rps <= 0) return { name, limit, value: 'bare route completed no request', ok: false };
  const failed = failures > 0 ? `, ${failures} failed` : '';
  return {
    name,
    limit,
    value: `${fmt(measured.ratio_to_baseline, 3)}${failed}`,
    ok: measured.ratio_to_baseline >= floor && failures === 0,
  };
}

/** An endpoint at most `times` as costly as its kin: the kin's rate over the endpoint's, in slices alternating the two. */
function relativeLine(r: RunResults, endpoint: KinEndpoint): Budget {
  const { times, name } = RELATIVE_TO[endpoint];
  const full = `${name}, alternating the two`;
  const measure = r.relative[endpoint];
  if (measure.times <= 0) return { name: full, limit: `≤ ${times}×`, value: 'no request completed', ok: false };
  return {
    name: full,
    limit: `≤ ${times}×`,
    value: `${fmt(measure.times, 2)}× (${fmt(measure.rps, 0)} against ${fmt(measure.kin_rps, 0)} requests a second)`,
    ok: measure.times <= times,
  };
}

function readLine(e: Record<Endpoint, Measured>, other: keyof typeof READ_AGAINST): Budget {
  const floor = READ_AGAINST[other];
  const name = `dossier read / ${ENDPOINT_NAMES[other]}, each to its bare route`;
  const read = e.dossier_read.ratio_to_baseline;
  const against = e[other].ratio_to_baseline;
  if (read <= 0 || against <= 0) return { name, limit: `≥ ${floor}×`, value: 'no request completed', ok: false };
  return {
    name,
    limit: `≥ ${floor}×`,
    value: `${fmt(read / against, 2)}× (${fmt(read, 3)} against ${fmt(against, 3)})`,
    ok: read / against >= floor,
  };
}

function courtNumberLine(e: Record<Endpoint, Measured>): Budget {
  const name = 'search by court number (either order) / search by reference, their p95s';
  const limit = `≤ ${COURT_NUMBER_AGAINST_REF}×`;
  const number = e.search_court_number.p95_ms;
  const ref = e.search_ref.p95_ms;
  if (!(number > 0) || !(ref > 0) || e.search_court_number.requests === 0) return { name, limit, value: 'no request completed', ok: false };
  return {
    name,
    limit,
    value: `${fmt(number / ref, 2)}× (${fmt(number)} ms against ${fmt(ref)} ms)`,
    ok: number / ref <= COURT_NUMBER_AGAINST_REF,
  };
}

const delayLine = (name: string, delayMs: number, limitMs: number): Budget => ({
  name,
  limit: `≤ ${limitMs} ms`,
  value: `${fmt(delayMs)} ms`,
  ok: delayMs <= limitMs,
});

const megabytes = (name: string, value: number, limit: number, strict = false): Budget => ({
  name,
  limit: `${strict ? '<' : '≤'} ${limit} MB`,
  value: `${fmt(value)} MB`,
  ok: strict ? value < limit : value <= limit,
});

const kilobytes = (name: string, value: number, limit: number): Budget => ({
  name,
  limit: `≤ ${limit} KB`,
  value: `${value} KB`,
  ok: value <= limit,
});

/** The lines `--check` judges: ratios measured in this run, and bytes. */
export function judge(r: RunResults): Budget[] {
  const e = r.endpoints;
  const list: Budget[] = [];
  for (const [endpoint, name] of Object.entries(ENDPOINT_NAMES) as [SharedEndpoint, string][]) {
    list.push(shareLine(`${name}, share of the bare route`, e[endpoint], SHARE_FLOORS[endpoint]));
  }
  list.push(readLine(e, 'search_ref'), readLine(e, 'dossier_list'), courtNumberLine(e));
  list.push(relativeLine(r, 'money_tab'), relativeLine(r, 'document_search'));
  const n = r.money.numbering;
  list.push({
    name: `fee notes issued by ${n.connections} connections at once: ${n.notes} numbers unique and consecutive`,
    limit: 'all',
    value: `${n.first_number} … ${n.last_number}${n.unique ? '' : ', a number given twice or not at all'}${n.unique && !n.consecutive ? ', a gap' : ''}`,
    ok: n.unique && n.consecutive,
  });
  if (r.ocr)
    list.push({
      ...delayLine(`request delay during the OCR of a ${r.ocr.pages}-page scan`, r.ocr.max_delay_ms, HEAVY_DELAY_MS),
      ...(r.ocr.text_status === 'done' ? {} : { value: `not read (${r.ocr.text_status}: ${r.ocr.text_error ?? 'no reason'})`, ok: false }),
    });
  if (r.merge) list.push(delayLine('request delay during the nightly merge of the search indexes', r.merge.max_delay_ms, HEAVY_DELAY_MS));
  const feed = r.reminders.feed;
  list.push(
    shareLine(`calendar feed (${feed.items} items), share of the bare route`, feed, SHARE_FLOORS.calendar_feed, feed.errors + feed.non_2xx),
  );

  for (const [name, probe] of Object.entries(r.heavy))
    list.push(delayLine(`request delay during ${name.replaceAll('_', ' ')}`, probe.max_delay_ms, HEAVY_DELAY_MS));
  list.push(delayLine('request delay during the digest run', r.reminders.digest.max_delay_ms, HEAVY_DELAY_MS));
  list.push(
    delayLine(
      `request delay while ${r.recompute_all.open_deadlines} open deadlines are recounted`,
      r.recompute_all.max_delay_ms,
      HEAVY_DELAY_MS,
    ),
  );
  const d = r.documents;
  list.push(
    delayLine(
      `dashboard p99 delay during ${d.concurrent_uploads} × ${d.concurrent_upload_mb} MB uploads`,
      d.dashboard_delay_during_uploads_ms,
      25,
    ),
  );
  if (r.import_export)
    list.push(delayLine('request delay during the export of everything', r.import_export.export_max_delay_ms, HEAVY_DELAY_MS));

  list.push({
    name: 'document download / the same file as a static asset',
    limit: '≥ 0.5',
    value: fmt(d.download_ratio_to_static, 2),
    ok: d.download_ratio_to_static >= 0.5,
  });
  list.push({
    name: 'stale bytes, seed / Cabinet',
    limit: '≥ 20×',
    value: `${fmt(r.stale_compare.bytes_ratio)}×`,
    ok: r.stale_compare.bytes_ratio >= 20,
  });

  if (r.phone) {
    list.push(kilobytes('JS+CSS transferred, /login', r.phone.routes.login!.js_css_kb, 170));
    list.push(kilobytes('JS+CSS transferred, /', r.phone.routes.dashboard!.js_css_kb, 250));
  }
  if (r.bundle.login_kb_gzip != null) {
    list.push(kilobytes('login JS (gzip, by the manifest)', r.bundle.login_kb_gzip, 250));
    list.push(kilobytes('dashboard JS (gzip, by the manifest)', r.bundle.dashboard_kb_gzip ?? 0, 350));
  }
  list.push(megabytes('server peak RSS', r.rss_mb, 200));
  // A job's own process is held to the import task's budget (the import is such a process too).
  list.push(megabytes('job process peak RSS (backup, digest, agenda export)', r.job_process_peak_rss_mb, 300));
  list.push(megabytes(`RSS rise, one ${d.upload_mb} MB upload`, d.upload_rss_delta_mb, 30, true));
  if (r.import_export) list.push(megabytes('import peak RSS', r.import_export.import_peak_rss_mb, 300));
  return list;
}

/** The absolute figures, each beside the speed of the machine that measured it; never judged. */
export function report(r: RunResults): Reported[] {
  const bare = (rps: number) => `bare route ${fmt(rps, 0)} req/s`;
  const machine = bare(r.baseline.rps);
  const ms = (value: number) => `${fmt(value)} ms`;
  const list: Reported[] = [];
  const e = r.endpoints;
  list.push({ name: 'dashboard p99', value: ms(e.dashboard.p99_ms), machine: bare(e.dashboard.baseline_rps) });
  const ownNames: Record<Exclude<Endpoint, SharedEndpoint>, string> = {
    dossier_read: 'dossier read',
    money_tab: 'dossier Money tab (ledger and notes)',
    document_search: 'search in the documents’ text',
  };
  for (const endpoint of Object.keys(e) as Endpoint[]) {
    if (endpoint === 'dashboard') continue;
    const name = endpoint in ownNames ? ownNames[endpoint as keyof typeof ownNames] : ENDPOINT_NAMES[endpoint as SharedEndpoint];
    list.push({ name: `${name} p95`, value: ms(e[endpoint].p95_ms), machine: bare(e[endpoint].baseline_rps) });
  }
  const feed = r.reminders.feed;
  list.push({ name: `calendar feed (${feed.items} items) p95`, value: ms(feed.p95_ms), machine: bare(feed.baseline_rps) });
  for (const [name, first] of Object.entries(r.first_searches)) {
    list.push({ name: `${name.replaceAll('_', ' ')}, a term searched for the first time (median)`, value: ms(first.p50_ms), machine });
  }
  list.push({
    name: `closing a day: ${r.recompute_all.open_deadlines} open deadlines recomputed`,
    value: ms(r.recompute_all.add_ms),
    machine,
  });
  list.push({ name: `digest run, ${r.reminders.digest.accounts} accounts`, value: `${fmt(r.reminders.digest.seconds, 2)} s`, machine });
  const n = r.money.numbering;
  list.push({
    name: `issuing ${n.notes} fee notes, ${n.connections} at a time`,
    value: `${fmt(n.issue_seconds, 2)} s (${fmt(n.notes_per_second)} notes/s)`,
    machine,
  });
  if (r.ocr) list.push({ name: `OCR of a ${r.ocr.pages}-page scan, upload to text read`, value: `${fmt(r.ocr.ocr_seconds)} s`, machine });
  if (r.import_export) {
    list.push({ name: 'export everything (zip of CSV)', value: `${fmt(r.import_export.export_s)} s`, machine });
    list.push({ name: 'import that export into an empty database', value: `${fmt(r.import_export.import_s)} s`, machine });
  }
  if (r.phone) {
    const score = `browser CPU score ${r.phone.host_cpu_score}`;
    for (const route of Object.values(r.phone.routes))
      list.push({ name: `phone LCP ${route.path} (cold, median)`, value: ms(route.lcp_ms), machine: score });
    list.push({ name: 'phone LCP / (warm visit)', value: ms(r.phone.warm.lcp_ms), machine: score });
  }
  return list;
}
