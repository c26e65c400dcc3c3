// The run's summary on stdout, as Markdown tables: the endpoints, the judged lines, the reported figures.
import type { Budget, Reported, RunResults } from './budgets';
import { ENDPOINTS } from './endpoints';
import type { StaleCompare } from './stale-compare';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

export function printSummary(
  r: RunResults & {
    dataset: { dossiers: number; actions: number; db: string };
    baseline: { rps: number; p50_ms: number; p95_ms: number; p99_ms: number };
    stale_compare: StaleCompare;
    run: { duration_s: number; connections: number; loadavg_1m: number[] };
  },
  budgets: Budget[],
  reported: Reported[],
): void {
  const lines: string[] = [];
  lines.push(
    `Cabinet benchmark — ${r.dataset.db}, ${r.dataset.dossiers} dossiers / ${r.dataset.actions} actions, ${r.run.connections} connections × ${r.run.duration_s} s (load ${r.run.loadavg_1m.join(' → ')})`,
  );
  lines.push(
    `Machine: the bare route answered ${fmt(r.baseline.rps, 0)} requests/s${r.phone ? `; the browser's CPU score ${r.phone.host_cpu_score}` : ''}`,
  );
  lines.push('');
  lines.push('| endpoint | p50 ms | p95 ms | p99 ms | req/s | × bare route |');
  lines.push('|---|---:|---:|---:|---:|---:|');
  lines.push(
    `| bare route | ${fmt(r.baseline.p50_ms, 2)} | ${fmt(r.baseline.p95_ms, 2)} | ${fmt(r.baseline.p99_ms, 2)} | ${fmt(r.baseline.rps, 0)} | 1.00 |`,
  );
  for (const name of ENDPOINTS) {
    const e = r.endpoints[name];
    lines.push(
      `| ${name} | ${fmt(e.p50_ms, 2)} | ${fmt(e.p95_ms, 2)} | ${fmt(e.p99_ms, 2)} | ${fmt(e.rps, 0)} | ${fmt(e.ratio_to_baseline, 3)} |`,
    );
  }
  const f = r.reminders.feed;
  lines.push(
    `| calendar_feed (${f.items} items, no cookie) | ${fmt(f.p50_ms, 2)} | ${fmt(f.p95_ms, 2)} | ${fmt(f.p99_ms, 2)} | ${fmt(f.rps, 0)} | ${fmt(f.ratio_to_baseline, 3)} |`,
  );
  for (const [name, first] of Object.entries(r.first_searches)) {
    lines.push(
      `| ${name}, first time (one at a time, ${first.requests} terms) | ${fmt(first.p50_ms, 2)} | | max ${fmt(first.max_ms, 2)} | | |`,
    );
  }
  const d = r.reminders.digest;
  lines.push('');
  lines.push(
    `Digest run: ${d.accounts} accounts, ${d.sent} sent (${d.messages_received} received by the SMTP server), ${d.skipped} with nothing to say, ${fmt(d.seconds, 2)} s; slowest other request meanwhile ${fmt(d.longest_stall_ms)} ms`,
  );
  lines.push(
    `Recompute after closing a day: ${r.recompute_all.open_deadlines} open deadlines, ${r.recompute_all.moved_on_add} moved, ${r.recompute_all.add_ms} ms (reopening: ${r.recompute_all.remove_ms} ms)`,
  );
  const s = r.stale_compare;
  lines.push(
    `Stale count (threshold ${s.threshold}, ${s.bytes_measure === 'wire' ? 'bytes on the wire' : 'bytes of rows handed to the client'}):`,
  );
  lines.push(`  seed's way: ${s.seed_rows} rows, ${s.seed_bytes} bytes, ${s.seed_ms} ms → ${s.seed_stale} stale`);
  lines.push(`  Cabinet's:  ${s.cabinet_bytes} bytes, ${s.cabinet_ms} ms → ${s.cabinet_stale} stale`);
  lines.push('');
  lines.push('Judged (ratios measured in this run, and bytes):');
  lines.push('');
  lines.push('| line | limit | measured | |');
  lines.push('|---|---|---|---|');
  for (const b of budgets) lines.push(`| ${b.name} | ${b.limit} | ${b.value} | ${b.ok ? 'ok' : 'MISSED'} |`);
  lines.push('');
  lines.push('Reported, not judged (absolute, beside the speed of the machine that measured them):');
  lines.push('');
  lines.push('| figure | measured | machine |');
  lines.push('|---|---|---|');
  for (const line of reported) lines.push(`| ${line.name} | ${line.value} | ${line.machine} |`);
  console.log(lines.join('\n'));
}
