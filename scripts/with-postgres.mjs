// Runs a command with TEST_DATABASE_URL pointing at PostgreSQL: DATABASE_URL_TEST if set,
// otherwise a throwaway cluster started here and stopped afterwards.
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let cluster = null;
let url = process.env.DATABASE_URL_TEST;
if (!url) {
  cluster = await startPostgres();
  url = cluster.url;
  console.log(`PostgreSQL test cluster at ${url}`);
}

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: process.platform === 'win32' });
const stop = () => cluster?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
