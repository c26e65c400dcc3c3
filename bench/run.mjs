// `npm run bench [-- --dossiers N --actions M --duration S --connections C --seed S --out FILE --check --skip-import --no-phone]`
// Builds what is missing or stale, then runs the harness (bench/lib/harness.ts, through tsx).
// DATABASE_URL=postgres://… benchmarks PostgreSQL (the dataset is generated into that database),
// beside a SQLite server on the same dataset; `--postgres` starts a throwaway PostgreSQL cluster
// for the run instead. See bench/README.md.
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import { startPostgres } from '../scripts/postgres.mjs';
import { register } from 'tsx/esm/api';

ensureBuilt(['web', 'server']);

const argv = process.argv.slice(2);
let cluster = null;
if (argv.includes('--postgres')) {
  cluster = await startPostgres();
  process.env.DATABASE_URL = cluster.url;
  console.error(`[bench] throwaway PostgreSQL cluster at ${cluster.url}`);
  process.argv = [...process.argv.slice(0, 2), ...argv.filter((a) => a !== '--postgres')];
}

register();
try {
  await import('./lib/harness.ts');
} finally {
  cluster?.stop();
}
