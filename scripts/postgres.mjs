// Starts a throwaway PostgreSQL cluster on a free loopback port and returns its URL.
// Used by the test scripts when DATABASE_URL_TEST is not set. Needs the PostgreSQL server
// binaries (Debian: apt-get install -y postgresql); scripts/ensure-system-deps.sh installs them.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/free-port.mjs';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function runAs(bin, args) {
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export async function startPostgres() {
  const bin = findBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found: run scripts/ensure-system-deps.sh (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  runAs(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  runAs(join(bin, 'pg_ctl'), [
    '-D', data, '-l', join(dir, 'log.txt'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop() {
      try {
        runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
