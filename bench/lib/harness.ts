// `npm run bench [-- --dossiers N --actions M --duration S --connections C --seed S --out FILE --check --skip-import --compare-with SQLITE.json]`
// Generates (or reuses) the dataset, starts the built server on it, signs in, and measures the
// hot endpoints against a bare route in the same run; then the stale count the seed's way and
// Cabinet's, the JavaScript weight of /login and the dashboard, and the server's peak memory.
// DATABASE_URL=postgres://… runs the same on PostgreSQL. The launcher (run.mjs) builds first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, isPostgresUrl } from '../../server/src/db/database';
import { benchDir, BENCH_ADMIN, defaultSqliteUrl, existingDataset, generateDataset, type DatasetInfo } from './generate';
import { addDays } from '../../server/src/lib/dates';
import { bundleWeights, type BundleWeights } from './bundle';
import { benchDocuments, placeStaticCopy, type DocumentsResult } from './documents';
import { probeDuringHeavy, type HeavyProbe } from './heavy-probe';
import { measurePhone, type PhoneResults } from './phone';
import { measureRecompute, type RecomputeResult } from './deadlines';
import { sample, summarize, type LoadResult, type Sample } from './load';
import { Random } from './random';
import { childrenOf, memoryOf, signIn, startBuiltServer } from './server';
import { measureReminders, prepareReminders, startMailSink, type RemindersResult } from './reminders';
import { compareStale, type StaleCompare } from './stale-compare';
import { measureImportExport, type ImportExportResult } from './import-export';
import { measureFirstSearches, type FirstSearches } from './first-search';
import { compareWithSqlite, readSqliteRun, type RunForComparison } from './compare-databases';

const root = resolve(benchDir, '..');
const log = (line: string) => console.error(line);

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    dossiers: { type: 'string', default: '100000' },
    actions: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: 'cabinet' },
    out: { type: 'string', default: join(benchDir, 'results', 'latest.json') },
    check: { type: 'boolean', default: false },
    /** The large upload of the documents scenarios, in MB; the ten concurrent ones are a fifth of it. */
    'upload-mb': { type: 'string', default: '100' },
    // Skips the Chromium part (a machine without /usr/bin/chromium).
    'no-phone': { type: 'boolean', default: false },
    'phone-runs': { type: 'string', default: '3' },
    'skip-import': { type: 'boolean', default: false },
    // A SQLite run's results on the same dataset: a PostgreSQL run then checks issue 16's 1.5× against it.
    'compare-with': { type: 'string' },
  },
});
const dossiers = Number(values.dossiers);
const actions = Number(values.actions);
const duration = Number(values.duration);
const connections = Number(values.connections);
const seed = String(values.seed);
const out = resolve(String(values.out));
const uploadMb = Number(values['upload-mb']);

const ENDPOINTS = ['dashboard', 'search_name', 'search_ref', 'dossier_read', 'agenda', 'stale', 'search_party_name', 'party_search', 'conflict_check', 'deadlines_board', 'agenda_deadlines'] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** `baseline_rps`: the bare route's rate in the slices alternating with this endpoint's, which its ratio divides by. */
type Measured = LoadResult & { ratio_to_baseline: number; baseline_rps: number; path: string };

/** Name fragments typed without accents; each matches many dossiers (Hélène, Lefèvre, Chraïbi…). */
const NAME_FRAGMENTS = ['benjell', 'helene', 'lefevre', 'chraibi', 'idriss', 'kettani', 'eric', 'gaelle'];
/** Names only the dossiers' parties carry (organisations), typed loosely: the dossier search finds them through the parties. */
const PARTY_NAME_FRAGMENTS = ['trans atlas', 'toubkal', 'oum errabia', 'مؤسسه النور', 'الواحه', 'logistique sebou'];
/** What staff type to find a party: a few letters of a name in either script, or a national id. */
const PARTY_FRAGMENTS = ['benjell', 'alaoui', 'العلوي', 'el idrissi', 'trans-atlas', 'مؤسسة الأمل', 'rc 1001', 'kettani'];

async function pickTargets(databaseUrl: string) {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const rng = new Random(`${seed}:targets`);
    const candidates = Array.from({ length: 600 }, () => rng.int(1, dossiers));
    const rows = await handle.db
      .selectFrom('dossier')
      .select(['id_dossier', 'ref_dossier_bureau'])
      .where('id_dossier', 'in', candidates)
      .where('deleted_at', 'is', null)
      .orderBy('id_dossier')
      .execute();
    if (rows.length === 0) throw new Error('the dataset has no live dossier');
    const shuffled = rows.map((r) => ({ r, k: rng.next() })).sort((a, b) => a.k - b.k).map(({ r }) => r);
    // Prospective clients to check: known parties' full names and national ids, and names never seen.
    const partyIds = Array.from({ length: 200 }, () => rng.int(1, dossiers * 3));
    const parties = await handle.db.selectFrom('party').select(['name', 'national_id']).where('id_party', 'in', partyIds).orderBy('id_party').execute();
    const conflicts = parties.map((p, i) =>
      i % 4 === 0 && p.national_id ? `national_id=${encodeURIComponent(p.national_id)}&name=${encodeURIComponent(p.name)}` : `name=${encodeURIComponent(i % 7 === 0 ? `${p.name} Zarhouni` : p.name)}`,
    );
    return { ids: shuffled.map((r) => r.id_dossier), refs: shuffled.slice(0, 100).map((r) => r.ref_dossier_bureau), conflicts };
  } finally {
    await handle.close();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function countOpenDeadlines(databaseUrl: string): Promise<number> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const { n } = await handle.db.selectFrom('deadline').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await handle.close();
  }
}

async function main() {
  const envUrl = process.env.DATABASE_URL;
  const postgres = envUrl !== undefined && isPostgresUrl(envUrl);
  const databaseUrl = postgres ? envUrl : defaultSqliteUrl({ dossiers, actions, seed });
  const dbName = postgres ? 'postgres' : 'sqlite';
  const redacted = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');

  const options = { dossiers, actions, seed, databaseUrl };
  let dataset: DatasetInfo | null = await existingDataset(options);
  if (dataset) log(`[bench] reusing the dataset in ${redacted} (${dataset.key})`);
  else {
    log(`[bench] generating ${dossiers} dossiers and ${actions} actions into ${redacted}…`);
    dataset = await generateDataset(options, log);
  }

  const compareWith = typeof values['compare-with'] === 'string' ? values['compare-with'] : null;
  if (compareWith && !postgres) throw new Error('--compare-with compares a PostgreSQL run (DATABASE_URL=postgres://…) with a SQLite one');
  const sqliteRun: RunForComparison | null = compareWith ? readSqliteRun(resolve(compareWith), { dossiers, actions, db: dbName, seed, today: dataset.today }) : null;

  // The digest scenario sends to a real SMTP server on a loopback port, started before the server reads SMTP_URL.
  const mailSink = await startMailSink();
  process.env.SMTP_URL = mailSink.url;
  log('[bench] starting the built server…');
  const staticCopy = placeStaticCopy(join(root, 'web', 'dist'), Math.max(1, Math.round(uploadMb / 5)));
  const startedAt = performance.now();
  const server = await startBuiltServer(root, databaseUrl);
  const startSeconds = (performance.now() - startedAt) / 1000;
  const load1 = loadavg()[0]!;
  let peakRss = 0;
  // The server's resident-memory high-water mark after each step, so a peak can be traced to its step.
  const memorySteps: { step: string; rss_mb: number; hwm_mb: number }[] = [];
  const noteMemory = (step: string) => {
    const { rssMb, hwmMb } = memoryOf(server.pid);
    memorySteps.push({ step, rss_mb: Math.round(rssMb), hwm_mb: Math.round(hwmMb) });
  };
  noteMemory('start');
  // Heavy jobs run in processes of their own (server/src/lib/off-thread.ts): their peak, and the
  // server's and theirs together, are reported beside the server's own.
  let jobPeakRss = 0;
  let togetherPeakRss = 0;
  const poll = setInterval(() => {
    const own = memoryOf(server.pid).rssMb;
    peakRss = Math.max(peakRss, own);
    const jobs = childrenOf(server.pid).map(memoryOf);
    jobPeakRss = Math.max(jobPeakRss, ...jobs.map((job) => job.hwmMb));
    togetherPeakRss = Math.max(togetherPeakRss, own + jobs.reduce((sum, job) => sum + job.rssMb, 0));
  }, 100);
  try {
    const cookie = await signIn(server.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password);
    await prepareReminders(databaseUrl, dataset.today);
    const targets = await pickTargets(databaseUrl);
    const paths: Record<Endpoint | 'baseline', string[]> = {
      baseline: ['/api/bench/baseline'],
      dashboard: ['/api/dashboard'],
      search_name: NAME_FRAGMENTS.map((q) => `/api/dossiers?q=${encodeURIComponent(q)}`),
      search_ref: targets.refs.map((ref) => `/api/dossiers?q=${ref}`),
      dossier_read: targets.ids.map((id) => `/api/dossiers/${id}`),
      agenda: ['/api/agenda'],
      stale: ['/api/dossiers/stale'],
      search_party_name: PARTY_NAME_FRAGMENTS.map((q) => `/api/dossiers?q=${encodeURIComponent(q)}`),
      party_search: PARTY_FRAGMENTS.map((q) => `/api/parties?q=${encodeURIComponent(q)}`),
      conflict_check: targets.conflicts.map((query) => `/api/conflicts?${query}`),
      // The board's three sections: overdue, this week, the rest of the month.
      deadlines_board: [
        `/api/deadlines?due_to=${addDays(dataset.today, -1)}`,
        `/api/deadlines?due_from=${dataset.today}&due_to=${addDays(dataset.today, 6)}`,
        `/api/deadlines?due_from=${addDays(dataset.today, 7)}&due_to=${addDays(dataset.today, 30)}`,
      ],
      // Today's agenda: actions and the deadlines due today.
      agenda_deadlines: [`/api/agenda?from=${dataset.today}&to=${dataset.today}`],
    };
    // Every path answers 200 before anything is timed.
    for (const [name, list] of Object.entries(paths)) {
      const res = await fetch(`${server.baseURL}${list[0]}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${name}: ${list[0]} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }

    const run = (list: string[], seconds: number, withCookie = true) =>
      sample({ baseURL: server.baseURL, paths: list, cookie: withCookie ? cookie : undefined, connections, durationSeconds: seconds });
    log('[bench] warming up…');
    await run(Object.values(paths).flat(), Math.max(1, Math.min(3, duration)));
    noteMemory('warm-up');

    // Each endpoint runs in slices alternating with slices of the bare route, so both see the
    // same machine (other processes come and go on a shared machine); its ratio compares the two.
    const slices = Math.max(1, Math.round(duration / 2));
    const sliceSeconds = duration / slices;
    const baselineSamples: Sample[] = [];
    const endpoints = {} as Record<Endpoint, Measured>;
    for (const name of ENDPOINTS) {
      log(`[bench] ${name}: ${paths[name][0]}${paths[name].length > 1 ? ` (+${paths[name].length - 1} more)` : ''}, ${slices} × ${sliceSeconds} s alternating with the bare route`);
      const own: Sample[] = [];
      const paired: Sample[] = [];
      for (let i = 0; i < slices; i++) {
        paired.push(await run(paths.baseline, sliceSeconds, false));
        own.push(await run(paths[name], sliceSeconds));
      }
      const result = summarize(own);
      const pairedBaseline = summarize(paired);
      baselineSamples.push(...paired);
      if (result.non_2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non_2xx} non-2xx answers and ${result.errors} errors`);
      endpoints[name] = {
        ...result,
        ratio_to_baseline: Math.round((result.rps / pairedBaseline.rps) * 1000) / 1000,
        baseline_rps: pairedBaseline.rps,
        path: paths[name][0]!,
      };
      noteMemory(name);
    }
    log('[bench] searches for terms seen for the first time (their totals counted), one at a time…');
    const firstSearches: Record<string, FirstSearches> = {};
    for (const name of ['search_name', 'search_party_name', 'party_search'] as const) {
      firstSearches[name] = await measureFirstSearches({ baseURL: server.baseURL, cookie, paths: paths[name] });
    }
    log('[bench] reminders: calendar feed (2,000 items) and a digest run for 50 accounts…');
    const reminders: RemindersResult = await measureReminders({ baseURL: server.baseURL, cookie, connections, durationSeconds: sliceSeconds * slices, sink: mailSink });
    const baseline = summarize(baselineSamples);
    noteMemory('reminders');

    // Heavy work next to ordinary requests: the backup download (SQLite only) and a year of agenda.
    const heavy: Record<string, HeavyProbe> = {};
    if (!postgres) {
      log('[bench] a dashboard probe every 25 ms while the admin downloads a backup…');
      heavy.backup = await probeDuringHeavy({ baseURL: server.baseURL, cookie, heavyPath: '/api/admin/backup' });
      noteMemory('backup');
    }
    const yearEnd = new Date(Date.parse(`${dataset.today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
    log('[bench] a dashboard probe every 25 ms while a year of agenda is exported…');
    heavy.agenda_export_year = await probeDuringHeavy({ baseURL: server.baseURL, cookie, heavyPath: `/api/agenda/export?format=csv&from=${dataset.today}&to=${yearEnd}` });
    noteMemory('agenda export year');
    for (const [name, probe] of Object.entries(heavy)) {
      if (probe.heavy_status !== 200) throw new Error(`${name}: ${probe.heavy_path} answered ${probe.heavy_status}`);
    }
    log('[bench] recompute every open deadline after a day is closed…');
    const openDeadlines = await countOpenDeadlines(databaseUrl);
    const recompute: RecomputeResult = await measureRecompute(server.baseURL, cookie, openDeadlines, addDays(dataset.today, 3));
    noteMemory('recompute');
    clearInterval(poll);
    const documents: DocumentsResult = await benchDocuments({
      baseURL: server.baseURL,
      cookie,
      colleagueCookie: await signIn(server.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password),
      pid: server.pid,
      dossierId: targets.ids[0]!,
      uploadMb,
      durationSeconds: duration,
      staticPath: staticCopy.path,
      log,
    });
    noteMemory('documents');
    const memory = memoryOf(server.pid);

    let phone: PhoneResults | null = null;
    if (!values['no-phone']) {
      log('[bench] phone profile in Chromium: /login, / and /actions/tomorrow cold, / warm…');
      phone = await measurePhone({ baseURL: server.baseURL, cookie, runs: Number(values['phone-runs']), log });
    }
    const load2 = loadavg()[0]!;

    log('[bench] stale count: the seed’s way and Cabinet’s…');
    const stale: StaleCompare = await compareStale(databaseUrl);
    let importExport: ImportExportResult | null = null;
    if (!values['skip-import']) {
      log('[bench] export everything through the server, then import that zip into an empty database…');
      importExport = await measureImportExport(root, server.baseURL, cookie, databaseUrl);
    }
    let bundle: BundleWeights | null = null;
    try {
      bundle = bundleWeights(join(root, 'web', 'dist'));
    } catch (error) {
      log(`[bench] bundle: ${error instanceof Error ? error.message : String(error)}`);
    }

    const results = {
      dataset: { dossiers, actions, db: dbName, seed, today: dataset.today, timezone: dataset.timezone, generated_seconds: Math.round(dataset.seconds * 10) / 10, reused: dataset.reused },
      baseline: { rps: baseline.rps, p50_ms: baseline.p50_ms, p95_ms: baseline.p95_ms, p99_ms: baseline.p99_ms },
      endpoints,
      first_searches: firstSearches,
      recompute_all: recompute,
      reminders,
      stale_compare: { ...stale, bytes_ratio: Math.round((stale.seed_bytes / Math.max(1, stale.cabinet_bytes)) * 10) / 10 },
      bundle: bundle ?? { login_kb_gzip: null, dashboard_kb_gzip: null },
      documents,
      heavy,
      phone,
      import_export: importExport,
      rss_mb: Math.round(memory.hwmMb * 10) / 10,
      rss_under_load_max_mb: Math.round(Math.max(peakRss, memory.rssMb) * 10) / 10,
      rss_by_step: memorySteps,
      job_process_peak_rss_mb: Math.round(jobPeakRss * 10) / 10,
      rss_with_job_processes_max_mb: Math.round(togetherPeakRss * 10) / 10,
      run: {
        at: new Date().toISOString(),
        duration_s: duration,
        connections,
        server_start_s: Math.round(startSeconds * 10) / 10,
        node: process.version,
        cpus: cpus().length,
        loadavg_1m: [Math.round(load1 * 100) / 100, Math.round(load2 * 100) / 100],
      },
    };
    const budgets = [...checkBudgets(results), ...(sqliteRun ? compareWithSqlite(results, sqliteRun) : [])];
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
    printTable(results, budgets);
    log(`[bench] wrote ${out}`);
    if (values.check && budgets.some((b) => !b.ok)) process.exitCode = 1;
  } finally {
    clearInterval(poll);
    await server.stop();
    staticCopy.remove();
    await mailSink.close();
  }
}

interface Budget {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

/**
 * The budgets of issue 5 (ENGINEERING.md) and of part two's issues, the same on both databases (a
 * PostgreSQL run given a SQLite one also checks issue 16's 1.5×, see `compareWithSqlite`).
 */
function checkBudgets(
  r: {
    phone: PhoneResults | null;
    heavy: Record<string, HeavyProbe>;
    endpoints: Record<Endpoint, Measured>;
    stale_compare: StaleCompare & { bytes_ratio: number };
    bundle: Partial<BundleWeights> | { login_kb_gzip: null; dashboard_kb_gzip: null };
    rss_mb: number;
    job_process_peak_rss_mb: number;
    documents: DocumentsResult;
    import_export: ImportExportResult | null;
    recompute_all: RecomputeResult;
    reminders: RemindersResult;
  },
): Budget[] {
  const ms = (name: string, value: number, limit: number) => ({ name, limit: `≤ ${limit} ms`, value: `${fmt(value)} ms`, ok: value <= limit });
  const e = r.endpoints;
  // A scenario that completed no request has no latency to compare: its p95 of 0 is a failure, not a pass.
  const endpointMs = (name: string, endpoint: Endpoint, percentile: 'p95_ms' | 'p99_ms', limit: number): Budget => {
    const measured = e[endpoint];
    if (measured.requests > 0) return ms(name, measured[percentile], limit);
    return { name, limit: `≤ ${limit} ms`, value: 'no request completed', ok: false };
  };
  const ratio = (name: string, endpoint: Endpoint, limit: number): Budget => {
    const measured = e[endpoint];
    const ok = measured.rps > 0 && measured.baseline_rps > 0 && measured.ratio_to_baseline >= limit;
    const value = measured.rps > 0 ? (measured.baseline_rps > 0 ? fmt(measured.ratio_to_baseline, 2) : 'bare route completed no request') : 'no request completed';
    return { name, limit: `≥ ${limit}`, value, ok };
  };
  const list: Budget[] = [
    endpointMs('dashboard p99', 'dashboard', 'p99_ms', 25),
    endpointMs('search by name p95', 'search_name', 'p95_ms', 50),
    endpointMs('search by reference p95', 'search_ref', 'p95_ms', 50),
    ratio('dossier read / baseline', 'dossier_read', 0.4),
    endpointMs('agenda p95', 'agenda', 'p95_ms', 50),
    endpointMs('stale p95', 'stale', 'p95_ms', 50),
    endpointMs('search by party name p95', 'search_party_name', 'p95_ms', 50),
    endpointMs('party search p95', 'party_search', 'p95_ms', 50),
    endpointMs('conflict check p95', 'conflict_check', 'p95_ms', 50),
    endpointMs('deadlines board p95', 'deadlines_board', 'p95_ms', 50),
    endpointMs('agenda with deadlines p95', 'agenda_deadlines', 'p95_ms', 50),
    // The same 2 s on both databases.
    { name: 'recompute all open deadlines', limit: '≤ 2000 ms', value: `${fmt(r.recompute_all.add_ms)} ms`, ok: r.recompute_all.add_ms <= 2000 },
    {
      name: 'calendar feed (2,000 items) p95',
      limit: '≤ 50 ms, no failed request',
      value: `${r.reminders.feed.requests > 0 ? `${fmt(r.reminders.feed.p95_ms, 1)} ms` : 'no request completed'}${r.reminders.feed.errors + r.reminders.feed.non_2xx > 0 ? `, ${r.reminders.feed.errors + r.reminders.feed.non_2xx} failed` : ''}`,
      ok: r.reminders.feed.requests > 0 && r.reminders.feed.p95_ms <= 50 && r.reminders.feed.errors + r.reminders.feed.non_2xx === 0,
    },
    { name: 'digest run, 50 accounts', limit: '≤ 10 s', value: `${fmt(r.reminders.digest.seconds, 2)} s`, ok: r.reminders.digest.seconds <= 10 },
    ms('longest wait of a request during the digest run', r.reminders.digest.longest_stall_ms, 50),
    { name: 'stale bytes, seed / Cabinet', limit: '≥ 20×', value: `${fmt(r.stale_compare.bytes_ratio)}×`, ok: r.stale_compare.bytes_ratio >= 20 },
  ];
  if (r.bundle.login_kb_gzip != null) {
    list.push({ name: 'login JS (gzip)', limit: '≤ 250 KB', value: `${r.bundle.login_kb_gzip} KB`, ok: r.bundle.login_kb_gzip <= 250 });
    list.push({ name: 'dashboard JS (gzip)', limit: '≤ 350 KB', value: `${r.bundle.dashboard_kb_gzip} KB`, ok: (r.bundle.dashboard_kb_gzip ?? 0) <= 350 });
  }
  if (r.phone) {
    for (const route of Object.values(r.phone.routes)) {
      list.push({ name: `phone LCP ${route.path} (cold, median)`, limit: '≤ 2500 ms', value: `${route.lcp_ms} ms`, ok: route.lcp_ms > 0 && route.lcp_ms <= 2500 });
    }
    list.push({ name: 'phone LCP / (warm visit)', limit: '≤ 1000 ms', value: `${r.phone.warm.lcp_ms} ms`, ok: r.phone.warm.lcp_ms > 0 && r.phone.warm.lcp_ms <= 1000 });
    list.push({ name: 'JS+CSS transferred, /login', limit: '≤ 170 KB', value: `${r.phone.routes.login!.js_css_kb} KB`, ok: r.phone.routes.login!.js_css_kb <= 170 });
    list.push({ name: 'JS+CSS transferred, /', limit: '≤ 250 KB', value: `${r.phone.routes.dashboard!.js_css_kb} KB`, ok: r.phone.routes.dashboard!.js_css_kb <= 250 });
  }
  for (const [name, probe] of Object.entries(r.heavy)) {
    list.push({ name: `request delay during ${name.replaceAll('_', ' ')}`, limit: '≤ 50 ms', value: `${fmt(probe.max_delay_ms)} ms`, ok: probe.max_delay_ms <= 50 });
  }
  list.push({ name: 'server peak RSS', limit: '≤ 200 MB', value: `${fmt(r.rss_mb)} MB`, ok: r.rss_mb <= 200 });
  // A job's own process is held to the import task's budget (the import is such a process too).
  list.push({ name: 'job process peak RSS (backup, digest, agenda export)', limit: '≤ 300 MB', value: `${fmt(r.job_process_peak_rss_mb)} MB`, ok: r.job_process_peak_rss_mb <= 300 });
  const d = r.documents;
  list.push({ name: `RSS rise, one ${d.upload_mb} MB upload`, limit: '< 30 MB', value: `${fmt(d.upload_rss_delta_mb)} MB`, ok: d.upload_rss_delta_mb < 30 });
  list.push(ms(`dashboard p99, ${d.concurrent_uploads} × ${d.concurrent_upload_mb} MB uploads`, d.dashboard_p99_during_uploads_ms, 25));
  list.push({ name: 'document download / static', limit: '≥ 0.5', value: fmt(d.download_ratio_to_static, 2), ok: d.download_ratio_to_static >= 0.5 });
  const io = r.import_export;
  if (io) {
    const seconds = (name: string, value: number, limit: number) => ({ name, limit: `≤ ${limit} s`, value: `${fmt(value)} s`, ok: value <= limit });
    list.push(seconds('export everything (zip of CSV)', io.export_s, 60));
    list.push(ms('longest bare request during the export', io.export_max_stall_ms, 50));
    list.push(seconds('import that export into an empty database', io.import_s, 120));
    list.push({ name: 'import peak RSS', limit: '≤ 300 MB', value: `${fmt(io.import_peak_rss_mb)} MB`, ok: io.import_peak_rss_mb <= 300 });
  }
  return list;
}

function printTable(
  r: { dataset: { dossiers: number; actions: number; db: string }; first_searches: Record<string, FirstSearches>; recompute_all: RecomputeResult; reminders: RemindersResult; baseline: { rps: number; p50_ms: number; p95_ms: number; p99_ms: number }; endpoints: Record<Endpoint, Measured>; stale_compare: StaleCompare; run: { duration_s: number; connections: number; loadavg_1m: number[] } },
  budgets: Budget[],
) {
  const lines: string[] = [];
  lines.push(`Cabinet benchmark — ${r.dataset.db}, ${r.dataset.dossiers} dossiers / ${r.dataset.actions} actions, ${r.run.connections} connections × ${r.run.duration_s} s (load ${r.run.loadavg_1m.join(' → ')})`);
  lines.push('');
  lines.push('| endpoint | p50 ms | p95 ms | p99 ms | req/s | × baseline |');
  lines.push('|---|---:|---:|---:|---:|---:|');
  lines.push(`| baseline (bare route) | ${fmt(r.baseline.p50_ms, 2)} | ${fmt(r.baseline.p95_ms, 2)} | ${fmt(r.baseline.p99_ms, 2)} | ${fmt(r.baseline.rps, 0)} | 1.00 |`);
  for (const name of ENDPOINTS) {
    const e = r.endpoints[name];
    lines.push(`| ${name} | ${fmt(e.p50_ms, 2)} | ${fmt(e.p95_ms, 2)} | ${fmt(e.p99_ms, 2)} | ${fmt(e.rps, 0)} | ${fmt(e.ratio_to_baseline, 2)} |`);
  }
  const f = r.reminders.feed;
  for (const [name, first] of Object.entries(r.first_searches)) {
    lines.push(`| ${name}, first time (one at a time, ${first.requests} terms) | ${fmt(first.p50_ms, 2)} | | max ${fmt(first.max_ms, 2)} | | |`);
  }
  lines.push(`| calendar_feed (${f.items} items, no cookie) | ${fmt(f.p50_ms, 2)} | ${fmt(f.p95_ms, 2)} | ${fmt(f.p99_ms, 2)} | ${fmt(f.rps, 0)} | |`);
  const d = r.reminders.digest;
  lines.push('');
  lines.push(`Digest run: ${d.accounts} accounts, ${d.sent} sent (${d.messages_received} received by the SMTP server), ${d.skipped} with nothing to say, ${fmt(d.seconds, 2)} s; longest wait of another request meanwhile ${fmt(d.longest_stall_ms)} ms`);
  const s = r.stale_compare;
  lines.push('');
  lines.push(`Recompute after closing a day: ${r.recompute_all.open_deadlines} open deadlines, ${r.recompute_all.moved_on_add} moved, ${r.recompute_all.add_ms} ms (reopening: ${r.recompute_all.remove_ms} ms)`);
  lines.push('');
  lines.push(`Stale count (threshold ${s.threshold}, ${s.bytes_measure === 'wire' ? 'bytes on the wire' : 'bytes of rows handed to the client'}):`);
  lines.push(`  seed's way: ${s.seed_rows} rows, ${s.seed_bytes} bytes, ${s.seed_ms} ms → ${s.seed_stale} stale`);
  lines.push(`  Cabinet's:  ${s.cabinet_bytes} bytes, ${s.cabinet_ms} ms → ${s.cabinet_stale} stale`);
  lines.push('');
  lines.push('| budget | limit | measured | |');
  lines.push('|---|---|---|---|');
  for (const b of budgets) lines.push(`| ${b.name} | ${b.limit} | ${b.value} | ${b.ok ? 'ok' : 'MISSED'} |`);
  console.log(lines.join('\n'));
}

await main();
