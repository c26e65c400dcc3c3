import { describe, expect, it } from 'vitest';
import { COURT_NUMBER_AGAINST_REF, judge, READ_AGAINST, RELATIVE_TO, report, SHARE_FLOORS, type RunResults } from './lib/budgets';
import { ENDPOINTS, type Endpoint, type Measured } from './lib/endpoints';

const measured = (share: number, p95_ms: number, baseline_rps = 10_000): Measured => ({
  requests: 1000,
  rps: share * baseline_rps,
  p50_ms: p95_ms / 2,
  p95_ms,
  p99_ms: p95_ms * 1.5,
  max_ms: p95_ms * 2,
  non_2xx: 0,
  errors: 0,
  response_bytes: 500,
  ratio_to_baseline: share,
  baseline_rps,
  path: '/api/x',
});

/** A run in which every line holds, on a machine of the given speed; `change` breaks one thing. */
function run(change: (r: RunResults) => void = () => {}, baselineRps = 10_000): RunResults {
  const endpoints = Object.fromEntries(ENDPOINTS.map((name) => [name, measured(0.5, 5, baselineRps)])) as Record<Endpoint, Measured>;
  endpoints.search_ref = measured(0.05, 30, baselineRps);
  endpoints.dossier_list = measured(0.2, 8, baselineRps);
  const results: RunResults = {
    baseline: { rps: baselineRps },
    endpoints,
    relative: { money_tab: { times: 0.7, rps: 700, kin_rps: 490 }, document_search: { times: 1.2, rps: 300, kin_rps: 360 } },
    first_searches: { search_name: { requests: 24, p50_ms: 20, max_ms: 40 } },
    recompute_all: { open_deadlines: 15_000, add_ms: 400, remove_ms: 200, moved_on_add: 4000, max_delay_ms: 12 },
    reminders: {
      feed: { ...measured(0.1, 12, baselineRps), items: 2000 },
      digest: { accounts: 50, sent: 48, skipped: 2, seconds: 9, longest_stall_ms: 20, max_delay_ms: 18, messages_received: 48 },
    },
    stale_compare: {
      threshold: '2026-08-29',
      seed_rows: 1,
      seed_bytes: 2_000_000,
      seed_ms: 190,
      seed_stale: 5,
      cabinet_bytes: 17,
      cabinet_ms: 1,
      cabinet_stale: 5,
      bytes_measure: 'wire',
      bytes_ratio: 117_647,
    },
    bundle: { login_kb_gzip: 172, dashboard_kb_gzip: 240 },
    documents: {
      upload_mb: 100,
      upload_rss_delta_mb: 2,
      concurrent_uploads: 10,
      concurrent_upload_mb: 20,
      dashboard_p99_during_uploads_ms: 9,
      dashboard_p99_idle_ms: 4,
      dashboard_delay_during_uploads_ms: 5,
      download_mb_s: 300,
      static_mb_s: 100,
      download_ratio_to_static: 3,
    },
    heavy: {
      backup: {
        heavy_path: '/api/admin/backup',
        heavy_status: 200,
        heavy_ms: 9000,
        heavy_bytes: 1,
        probe_path: '/api/dashboard',
        idle_p50_ms: 1,
        idle_p95_ms: 2,
        probes: 300,
        probe_max_ms: 8,
        max_delay_ms: 6,
      },
    },
    phone: {
      profile: { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4, width: 390, height: 844 },
      browser: '156',
      host_cpu_score: 26_440,
      quiet: { waited_ms: 2000, busy_at_start: 0, busy_at_end: 0, timed_out: false },
      routes: {
        login: { path: '/login', lcp_ms: 4100, transferred_kb: 170, js_css_kb: 161.3, requests: 7, runs: [] },
        dashboard: { path: '/', lcp_ms: 4200, transferred_kb: 250, js_css_kb: 239.4, requests: 12, runs: [] },
      },
      warm: { path: '/', lcp_ms: 3000, transferred_kb: 5, js_css_kb: 0, requests: 3, runs: [] },
    },
    import_export: {
      export_s: 500,
      export_mb: 80,
      export_max_stall_ms: 40,
      export_max_delay_ms: 38,
      import_s: 900,
      import_peak_rss_mb: 240,
      imported_rows: 1_100_000,
    },
    rss_mb: 190,
    job_process_peak_rss_mb: 110,
    money: {
      numbering: {
        notes: 1000,
        connections: 10,
        series: '2026',
        first_number: '2026-0081',
        last_number: '2026-1080',
        unique: true,
        consecutive: true,
        issue_seconds: 12,
        notes_per_second: 83.3,
      },
      statement_dossiers: 2000,
    },
    ocr: {
      pages: 10,
      text_status: 'done',
      text_error: null,
      ocr_seconds: 40,
      probe_path: '/api/dashboard',
      idle_p95_ms: 2,
      probes: 1500,
      probe_max_ms: 20,
      max_delay_ms: 18,
      slowest: [{ at_s: 1.2, ms: 20 }],
    },
  };
  change(results);
  return results;
}

const failed = (r: RunResults) =>
  judge(r)
    .filter((b) => !b.ok)
    .map((b) => b.name);

describe('what --check judges', () => {
  it('holds a run whose ratios and bytes are within their limits, whatever its absolute times', () => {
    // Largest paints of 4 s, an import of 15 minutes: reported beside the machine's speed, never judged.
    expect(failed(run())).toEqual([]);
    expect(failed(run(() => {}, 1_000))).toEqual([]);
  });

  it('judges every endpoint but the dossier read by its share of the bare route', () => {
    expect(failed(run((r) => (r.endpoints.search_name = measured(SHARE_FLOORS.search_name / 2, 5))))).toEqual([
      'search by name, share of the bare route',
    ]);
    const lines = judge(run()).map((b) => b.name);
    // The calendar feed has one too; the dossier read, the Money tab and the documents' search are held to kin endpoints.
    expect(lines.filter((name) => name.endsWith('share of the bare route'))).toHaveLength(ENDPOINTS.length + 1 - 3);
    expect(lines.some((name) => name.startsWith('dossier read,'))).toBe(false);
  });

  it('holds the Money tab to the dossier read and the documents’ search to the search by name, alternating each pair', () => {
    expect(failed(run((r) => (r.relative.money_tab.times = RELATIVE_TO.money_tab.times)))).toEqual([]);
    expect(failed(run((r) => (r.relative.money_tab.times = 1.6)))).toEqual(['dossier Money tab / dossier read, alternating the two']);
    expect(failed(run((r) => (r.relative.document_search.times = 2)))).toEqual([
      'search in the documents’ text / search by name, alternating the two',
    ]);
    // Each one's share of its bare route no longer enters the line: a bare route measured faster
    // beside one of the two moves nothing.
    expect(failed(run((r) => (r.endpoints.document_search = measured(0.01, 50, 20_000))))).toEqual([]);
    // No request completed: the line fails rather than passing on a zero.
    expect(failed(run((r) => (r.relative.document_search.times = 0)))).toEqual([
      'search in the documents’ text / search by name, alternating the two',
    ]);
  });

  it('requires every fee note issued at once to get its own number, in order, with no gap', () => {
    const numbering = 'fee notes issued by 10 connections at once: 1000 numbers unique and consecutive';
    expect(failed(run((r) => (r.money.numbering.consecutive = false)))).toEqual([numbering]);
    expect(failed(run((r) => (r.money.numbering = { ...r.money.numbering, unique: false, consecutive: false })))).toEqual([numbering]);
  });

  it('judges the dossier read against the reference search and the list page, not the bare route', () => {
    // A read at a tiny share of its bare route still holds while it stays cheaper than the other two.
    const slowMachine = run((r) => {
      r.endpoints.dossier_read = measured(0.21, 2);
      r.endpoints.search_ref = measured(0.05, 30);
      r.endpoints.dossier_list = measured(0.1, 8);
    });
    expect(failed(slowMachine)).toEqual([]);
    const readLikeASearch = run((r) => {
      r.endpoints.dossier_read = measured(0.05 * (READ_AGAINST.search_ref - 1), 2);
      r.endpoints.dossier_list = measured(0.05, 8);
    });
    expect(failed(readLikeASearch)).toEqual(['dossier read / search by reference, each to its bare route']);
    const readLikeAPage = run((r) => (r.endpoints.dossier_read = measured(0.2, 2)));
    expect(failed(readLikeAPage)).toEqual(['dossier read / dossier list page, each to its bare route']);
  });

  it('judges the search by a court number against the reference search of the same run, p95 to p95', () => {
    const line = 'search by court number (either order) / search by reference, their p95s';
    expect(failed(run((r) => (r.endpoints.search_court_number = measured(0.05, 30 * COURT_NUMBER_AGAINST_REF))))).toEqual([]);
    expect(failed(run((r) => (r.endpoints.search_court_number = measured(0.05, 30 * COURT_NUMBER_AGAINST_REF + 1))))).toEqual([line]);
    // A slow machine slows both: the ratio holds.
    expect(
      failed(run((r) => ((r.endpoints.search_ref = measured(0.05, 300)), (r.endpoints.search_court_number = measured(0.05, 400))))),
    ).toEqual([]);
  });

  it('judges heavy work by the delay it adds to a probe', () => {
    expect(failed(run((r) => (r.heavy.backup!.max_delay_ms = 51)))).toEqual(['request delay during backup']);
    expect(failed(run((r) => (r.reminders.digest.max_delay_ms = 60)))).toEqual(['request delay during the digest run']);
    expect(failed(run((r) => (r.recompute_all.max_delay_ms = 60)))).toEqual(['request delay while 15000 open deadlines are recounted']);
    expect(failed(run((r) => (r.import_export!.export_max_delay_ms = 70)))).toEqual(['request delay during the export of everything']);
    expect(failed(run((r) => (r.documents.dashboard_delay_during_uploads_ms = 30)))).toEqual([
      'dashboard p99 delay during 10 × 20 MB uploads',
    ]);
    expect(failed(run((r) => (r.ocr!.max_delay_ms = 51)))).toEqual(['request delay during the OCR of a 10-page scan']);
    // A scan OCR could not read (no Tesseract on the machine) measured nothing: the line is missed, with the reason.
    const unread = judge(run((r) => Object.assign(r.ocr!, { text_status: 'failed', text_error: 'Tesseract is not installed' })));
    expect(unread.find((b) => b.name === 'request delay during the OCR of a 10-page scan')).toMatchObject({
      ok: false,
      value: 'not read (failed: Tesseract is not installed)',
    });
  });

  it('keeps the bytes absolute', () => {
    expect(failed(run((r) => (r.phone!.routes.login!.js_css_kb = 171)))).toEqual(['JS+CSS transferred, /login']);
    expect(failed(run((r) => (r.phone!.routes.dashboard!.js_css_kb = 251)))).toEqual(['JS+CSS transferred, /']);
    expect(failed(run((r) => (r.rss_mb = 201)))).toEqual(['server peak RSS']);
  });

  it('fails a line that completed no request, and a feed with failed requests', () => {
    expect(failed(run((r) => (r.endpoints.stale = { ...measured(0, 0), requests: 0 })))).toEqual(['stale list, share of the bare route']);
    expect(failed(run((r) => (r.reminders.feed.errors = 1)))).toEqual(['calendar feed (2000 items), share of the bare route']);
  });
});

describe('what the run reports', () => {
  it('gives every absolute time beside the speed of the machine that measured it', () => {
    const lines = report(run());
    expect(lines.find((l) => l.name === 'search by name p95')).toEqual({
      name: 'search by name p95',
      value: '5.0 ms',
      machine: 'bare route 10000 req/s',
    });
    expect(lines.find((l) => l.name === 'phone LCP / (warm visit)')).toEqual({
      name: 'phone LCP / (warm visit)',
      value: '3000.0 ms',
      machine: 'browser CPU score 26440',
    });
    expect(lines.find((l) => l.name === 'import that export into an empty database')).toMatchObject({
      value: '900.0 s',
      machine: 'bare route 10000 req/s',
    });
  });
});
