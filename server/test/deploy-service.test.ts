import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { check, healthUrl } from '../../deploy/healthcheck.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnvDefaults } from '../../scripts/lib/server-command.mjs';
import { startTestServer, type TestServer } from './harness';

const root = join(import.meta.dirname, '..', '..');
const unit = readFileSync(join(root, 'deploy', 'cabinet.service'), 'utf8');
/** The values of a key in the unit's [Service] section. */
const serviceValues = (key: string) =>
  unit
    .slice(unit.indexOf('[Service]'), unit.indexOf('[Install]'))
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

describe('the systemd unit', () => {
  it('runs the built server as npm start does, restarts it on failure, as an account of its own', () => {
    expect(serviceValues('ExecStart')).toEqual([`/usr/bin/node ${[...SERVER_NODE_FLAGS, SERVER_ENTRY].join(' ')}`]);
    const environment = serviceValues('Environment');
    for (const [name, value] of Object.entries(serverEnvDefaults({}))) expect(environment).toContain(`${name}=${value}`);
    expect(serviceValues('Restart')).toEqual(['on-failure']);
    expect(serviceValues('User')).toEqual(['cabinet']);
    expect(serviceValues('ExecStartPost')).toEqual(['/usr/bin/node deploy/healthcheck.mjs --wait 300']);
  });
});

describe('deploy/healthcheck.mjs', () => {
  let server: TestServer | null = null;
  let other: Server | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
    await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
    other = null;
  });
  const silent = () => undefined;

  it('finds the server from its own environment', () => {
    expect(healthUrl({})).toBe('http://127.0.0.1:3000/api/health');
    expect(healthUrl({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://127.0.0.1:8080/api/health');
    expect(healthUrl({ HOST: '::', PORT: '8080' })).toBe('http://[::1]:8080/api/health');
    expect(healthUrl({ HOST: '10.0.0.5', PORT: '8080', CABINET_HEALTH_URL: 'http://cabinet.internal/api/health' })).toBe(
      'http://cabinet.internal/api/health',
    );
  });

  it('says healthy (0) for a server that answers 200, from the command line too', async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/health`;
    expect(await check({ url, log: silent })).toBe(0);
    const run = await promisify(execFile)(process.execPath, [join(root, 'deploy', 'healthcheck.mjs')], {
      env: { ...process.env, CABINET_HEALTH_URL: url },
    });
    expect(run.stdout).toContain('healthy: {"status":"ok","db":"ok"}');
  });

  it('tells a server that answers 503 (1) from one that does not answer at all (2)', async () => {
    other = createServer((_request, response) =>
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"error","db":"unreachable"}'),
    );
    await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    const lines: string[] = [];
    expect(await check({ url: `http://127.0.0.1:${port}/api/health`, attempts: 2, pauseMs: 1, log: (line) => lines.push(line) })).toBe(1);
    expect(lines).toEqual(['answered 503: {"status":"error","db":"unreachable"}']);
    await new Promise((resolve) => other!.close(resolve));
    other = null;
    expect(await check({ url: `http://127.0.0.1:${port}/api/health`, attempts: 2, pauseMs: 1, log: silent })).toBe(2);
    await expect(
      promisify(execFile)(process.execPath, [join(root, 'deploy', 'healthcheck.mjs')], {
        env: { ...process.env, CABINET_HEALTH_URL: `http://127.0.0.1:${port}/api/health` },
      }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
