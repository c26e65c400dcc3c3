// `npm run bench:phone [-- --dossiers N --actions M --runs R]`: only the phone part of the benchmark
// (bench/lib/phone.ts) on the built app and a small generated dataset, for weighing a web change in
// a minute or two; `npm run bench` stays the reference and writes bench/results/latest.json.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDir, BENCH_ADMIN, defaultSqliteUrl, existingDataset, generateDataset } from './generate';
import { measurePhone } from './phone';
import { signIn, startBuiltServer } from './server';

const log = (line: string) => console.error(line);
const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    dossiers: { type: 'string', default: '1000' },
    actions: { type: 'string', default: '10000' },
    seed: { type: 'string', default: 'cabinet' },
    runs: { type: 'string', default: '1' },
  },
});
const options = { dossiers: Number(values.dossiers), actions: Number(values.actions), seed: String(values.seed) };
const databaseUrl = defaultSqliteUrl(options);
if (!(await existingDataset({ ...options, databaseUrl }))) await generateDataset({ ...options, databaseUrl }, log);
const server = await startBuiltServer(resolve(benchDir, '..'), databaseUrl);
try {
  log(`[bench] load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}; web app: ${join(benchDir, '..', 'web', 'dist')}`);
  const cookie = await signIn(server.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const results = await measurePhone({ baseURL: server.baseURL, cookie, runs: Number(values.runs), log });
  console.log(JSON.stringify(results, null, 2));
} finally {
  await server.stop();
}
