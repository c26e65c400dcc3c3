// `npm run bench [-- --dossiers N --actions M --duration S --connections C --seed S --out FILE --check --skip-import --no-phone]`
// Generates (or reuses) the dataset, starts the built server on it, signs in, and measures the hot
// endpoints against a bare route in the same run; then heavy work beside a probe, the documents,
// the phone, the stale count the seed's way and Cabinet's, the export and import, the JavaScript
// weight of the first screens and the server's memory. DATABASE_URL=postgres://… runs the same on
// PostgreSQL, with a SQLite server on the same dataset up beside it for the comparison
// (compare-databases.ts). What is judged and what is only reported: budgets.ts. The launcher
// (run.mjs) builds first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, isPostgresUrl } from '../../server/src/db/database';
import { addDays } from '../../server/src/lib/dates';
import { judge, RELATIVE_TO, report, type KinEndpoint, type RelativeMeasure } from './budgets';
import { bundleWeights, type BundleWeights } from './bundle';
import { COMPARED, compareDatabases, databaseBudgets, type ComparedEndpoint, type DatabaseComparison } from './compare-databases';
import { measureRecompute } from './deadlines';
import { benchDocuments, placeStaticCopy } from './documents';
import { checkPathsAnswer, endpointPaths, ENDPOINTS, pickTargets, type Endpoint, type Measured } from './endpoints';
import { measureFirstSearches, type FirstSearches } from './first-search';
import { benchDir, BENCH_ADMIN, defaultSqliteUrl, existingDataset, generateDataset, type DatasetInfo } from './generate';
import { probeDuringHeavy, type HeavyProbe } from './heavy-probe';
import { measureImportExport, type ImportExportResult } from './import-export';
import { issueConcurrently, prepareMoney } from './money';
import { probeDuringMerge, type MergeProbe } from './merge-probe';
import { leavePaddingUnread, probeDuringOcr } from './ocr-probe';
import { sample, summarize, type Sample } from './load';
import { alternate, medianRatio, shareOfFirst, slicing } from './paired';
import { measurePhone, type PhoneResults } from './phone';
import { printSummary } from './print';
import { measureReminders, prepareReminders, startMailSink } from './reminders';
import { childrenOf, memoryOf, signIn, startBuiltServer } from './server';
import { compareStale } from './stale-compare';

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
    /** Fee notes issued by `--connections` requests at once, whose numbers must come out unique and consecutive. */
    notes: { type: 'string', default: '1000' },
    /** Pages of the scan read by OCR beside the probe. */
    'ocr-pages': { type: 'string', default: '10' },
  },
});
if (values['compare-with'] !== undefined) {
  throw new Error(
    '--compare-with is gone: a PostgreSQL run now starts a SQLite server on the same dataset and compares the two in the same run',
  );
}
const dossiers = Number(values.dossiers);
const actions = Number(values.actions);
const duration = Number(values.duration);
const connections = Number(values.connections);
const seed = String(values.seed);
const out = resolve(String(values.out));
const uploadMb = Number(values['upload-mb']);
const notes = Number(values.notes);
const ocrPages = Number(values['ocr-pages']);
const timing = slicing(duration, connections);

async function countOpenDeadlines(databaseUrl: string): Promise<number> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const { n } = await handle.db
      .selectFrom('deadline')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await handle.close();
  }
}

async function ensureDataset(databaseUrl: string): Promise<DatasetInfo> {
  const redacted = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
  const options = { dossiers, actions, seed, databaseUrl };
  const existing = await existingDataset(options);
  if (existing) {
    log(`[bench] reusing the dataset in ${redacted} (${existing.key})`);
    return existing;
  }
  log(`[bench] generating ${dossiers} dossiers and ${actions} actions into ${redacted}…`);
  return generateDataset(options, log);
}

/**
 * PostgreSQL beside SQLite: a second built server on the SQLite copy of the same dataset, up only
 * while the compared endpoints alternate between the two.
 */
async function compareWithSqlite(
  postgres: { baseURL: string; cookie: string },
  paths: Record<ComparedEndpoint, string[]>,
  today: string,
): Promise<DatabaseComparison> {
  const sqliteUrl = defaultSqliteUrl({ dossiers, actions, seed });
  const dataset = await ensureDataset(sqliteUrl);
  if (dataset.today !== today)
    throw new Error(`the SQLite dataset's office day is ${dataset.today}, PostgreSQL's ${today}: generate both on the same day`);
  await prepareReminders(sqliteUrl, today);
  log('[bench] starting a SQLite server on the same dataset, for the comparison…');
  const sqlite = await startBuiltServer(root, sqliteUrl);
  try {
    const cookie = await signIn(sqlite.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password);
    await checkPathsAnswer(sqlite.baseURL, cookie, paths);
    const warmUp = { connections, durationSeconds: Math.max(1, Math.min(3, duration)), paths: Object.values(paths).flat() };
    await sample({ ...warmUp, baseURL: sqlite.baseURL, cookie });
    return await compareDatabases({ postgres, sqlite: { baseURL: sqlite.baseURL, cookie }, paths, slicing: timing, log });
  } finally {
    await sqlite.stop();
  }
}

async function main() {
  const envUrl = process.env.DATABASE_URL;
  const postgres = envUrl !== undefined && isPostgresUrl(envUrl);
  const databaseUrl = postgres ? envUrl : defaultSqliteUrl({ dossiers, actions, seed });
  const dataset = await ensureDataset(databaseUrl);

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
    const targets = await pickTargets(databaseUrl, seed, dossiers);
    log('[bench] money: the fiscal profile, a year of money on the Money tab’s dossiers, an insurer on 2,000 dossiers…');
    const money = await prepareMoney({ baseURL: server.baseURL, cookie, databaseUrl, dossierIds: targets.ids, today: dataset.today });
    const paths = endpointPaths(targets, dataset.today, money.tabDossiers);
    await checkPathsAnswer(server.baseURL, cookie, paths);

    log('[bench] warming up…');
    await sample({
      baseURL: server.baseURL,
      paths: Object.values(paths).flat(),
      cookie,
      connections,
      durationSeconds: Math.max(1, Math.min(3, duration)),
    });
    noteMemory('warm-up');

    const bare = { baseURL: server.baseURL, paths: paths.baseline };
    const baselineSamples: Sample[] = [];
    const endpoints = {} as Record<Endpoint, Measured>;
    for (const name of ENDPOINTS) {
      log(
        `[bench] ${name}: ${paths[name][0]}${paths[name].length > 1 ? ` (+${paths[name].length - 1} more)` : ''}, ${timing.slices} × ${timing.sliceSeconds} s alternating with the bare route`,
      );
      const alternated = await alternate(bare, { baseURL: server.baseURL, paths: paths[name], cookie }, timing);
      const result = alternated.second;
      baselineSamples.push(...alternated.firstSamples);
      if (result.non_2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non_2xx} non-2xx answers and ${result.errors} errors`);
      endpoints[name] = {
        ...result,
        ratio_to_baseline: shareOfFirst(alternated),
        baseline_rps: alternated.first.rps,
        path: paths[name][0]!,
      };
      noteMemory(name);
    }
    const relative = {} as Record<KinEndpoint, RelativeMeasure>;
    for (const [endpoint, { against }] of Object.entries(RELATIVE_TO) as [KinEndpoint, (typeof RELATIVE_TO)[KinEndpoint]][]) {
      log(`[bench] ${endpoint} against ${against}: ${timing.slices} × ${timing.sliceSeconds} s, alternating the two`);
      const kin = { baseURL: server.baseURL, paths: paths[against], cookie };
      const alternated = await alternate(kin, { baseURL: server.baseURL, paths: paths[endpoint], cookie }, timing);
      relative[endpoint] = {
        times: medianRatio(alternated.pairs, ({ first, second }) => first.rps / second.rps),
        rps: alternated.second.rps,
        kin_rps: alternated.first.rps,
      };
    }
    const databases = postgres
      ? await compareWithSqlite(
          { baseURL: server.baseURL, cookie },
          Object.fromEntries(COMPARED.map(({ endpoint }) => [endpoint, paths[endpoint]])) as Record<ComparedEndpoint, string[]>,
          dataset.today,
        )
      : null;

    log('[bench] searches for terms seen for the first time (their totals counted), one at a time…');
    const firstSearches: Record<string, FirstSearches> = {};
    for (const name of ['search_name', 'search_party_name', 'party_search'] as const) {
      firstSearches[name] = await measureFirstSearches({ baseURL: server.baseURL, cookie, paths: paths[name] });
    }
    log('[bench] reminders: calendar feed (2,000 items) and a digest run for 50 accounts…');
    const reminders = await measureReminders({ baseURL: server.baseURL, cookie, slicing: timing, sink: mailSink });
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
    const statementHeavy = `client_statement_of_${money.statementDossiers}_dossiers`;
    log(`[bench] a dashboard probe every 25 ms while the statement of an insurer on ${money.statementDossiers} dossiers is read…`);
    heavy[statementHeavy] = await probeDuringHeavy({ baseURL: server.baseURL, cookie, heavyPath: `/api/clients/${money.statementParty}/statement` });
    noteMemory('client statement');
    log('[bench] a dashboard probe every 25 ms while a year of agenda is exported…');
    heavy.agenda_export_year = await probeDuringHeavy({
      baseURL: server.baseURL,
      cookie,
      heavyPath: `/api/agenda/export?format=csv&from=${dataset.today}&to=${yearEnd}`,
    });
    noteMemory('agenda export year');
    for (const [name, probe] of Object.entries(heavy)) {
      if (probe.heavy_status !== 200) throw new Error(`${name}: ${probe.heavy_path} answered ${probe.heavy_status}`);
    }
    log(`[bench] ${notes} fee notes issued by ${connections} connections at once…`);
    const numbering = await issueConcurrently({ baseURL: server.baseURL, cookie, dossierId: money.issueDossier, count: notes, connections });
    noteMemory('fee notes issued');
    log('[bench] recompute every open deadline after a day is closed…');
    const recompute = await measureRecompute(server.baseURL, cookie, await countOpenDeadlines(databaseUrl), addDays(dataset.today, 3));
    noteMemory('recompute');
    clearInterval(poll);
    const documents = await benchDocuments({
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
    // The measured server reads no text (server.ts): a second one on the same database does, and
    // the probe asks that one while it reads the scan.
    log(`[bench] a server that reads documents' text, probed every 25 ms while it reads a ${ocrPages}-page scan by OCR…`);
    await leavePaddingUnread(databaseUrl);
    const reader = await startBuiltServer(root, databaseUrl, 120_000, { readText: true });
    let ocr;
    try {
      const readerCookie = await signIn(reader.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password);
      ocr = await probeDuringOcr({ baseURL: reader.baseURL, cookie: readerCookie, dossierId: targets.ids[0]!, pages: ocrPages });
    } finally {
      await reader.stop();
    }
    // The day's writes (the uploads, the scan) left the indexes in pieces: a server started in the
    // office's night merges them, probed meanwhile.
    let merge: MergeProbe | null = null;
    if (!postgres) {
      log('[bench] a server started in the office\'s night, probed every 25 ms while it merges the search indexes…');
      merge = await probeDuringMerge({ root, databaseUrl });
    }
    const memory = memoryOf(server.pid);

    let phone: PhoneResults | null = null;
    if (!values['no-phone']) {
      log('[bench] phone profile in Chromium: /login, / and /actions/tomorrow cold, / warm…');
      phone = await measurePhone({ baseURL: server.baseURL, cookie, runs: Number(values['phone-runs']), log });
    }
    const load2 = loadavg()[0]!;

    log('[bench] stale count: the seed’s way and Cabinet’s…');
    const stale = await compareStale(databaseUrl);
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
      dataset: {
        dossiers,
        actions,
        db: postgres ? 'postgres' : 'sqlite',
        seed,
        today: dataset.today,
        timezone: dataset.timezone,
        generated_seconds: Math.round(dataset.seconds * 10) / 10,
        reused: dataset.reused,
      },
      /** The machine's measured speed, printed beside every absolute figure. */
      machine: { bare_route_rps: baseline.rps, host_cpu_score: phone?.host_cpu_score ?? null },
      baseline: { rps: baseline.rps, p50_ms: baseline.p50_ms, p95_ms: baseline.p95_ms, p99_ms: baseline.p99_ms },
      endpoints,
      relative,
      databases,
      first_searches: firstSearches,
      recompute_all: recompute,
      reminders,
      stale_compare: { ...stale, bytes_ratio: Math.round((stale.seed_bytes / Math.max(1, stale.cabinet_bytes)) * 10) / 10 },
      bundle: bundle ?? { login_kb_gzip: null, dashboard_kb_gzip: null },
      documents,
      money: { numbering, statement_dossiers: money.statementDossiers, tab_dossiers: money.tabDossiers.length },
      ocr,
      merge,
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
    const budgets = [...judge(results), ...(databases ? databaseBudgets(databases) : [])];
    const reported = report(results);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ ...results, budgets, reported }, null, 2)}\n`);
    printSummary(results, budgets, reported);
    log(`[bench] wrote ${out}`);
    if (values.check && budgets.some((b) => !b.ok)) process.exitCode = 1;
  } finally {
    clearInterval(poll);
    await server.stop();
    staticCopy.remove();
    await mailSink.close();
  }
}

await main();
