#!/usr/bin/env node
// Asks a running Cabinet for GET /api/health, for a supervisor (deploy/cabinet.service,
// deploy/cabinet-health.service, a container's HEALTHCHECK, a monitoring probe).
//
//   node deploy/healthcheck.mjs                 one request
//   node deploy/healthcheck.mjs --attempts 3    up to 3 requests 5 s apart, until one is healthy
//   node deploy/healthcheck.mjs --wait 300      every second until healthy, for at most 300 s
//
// Exit status: 0 healthy (200); 1 it answered but is not healthy (503: the database is
// unreachable or cannot write); 2 no answer within 10 s (not running, or stuck).
// The address: CABINET_HEALTH_URL, or http://HOST:PORT/api/health from the server's own
// environment (HOST 0.0.0.0 or :: is asked on the loopback address).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HEALTHY = 0;
const UNHEALTHY = 1;
const NO_ANSWER = 2;
const REQUEST_TIMEOUT_MS = 10_000;

export function healthUrl(env = process.env) {
  if (env.CABINET_HEALTH_URL) return env.CABINET_HEALTH_URL;
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST === '::' ? '::1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}/api/health`;
}

/** One request: [status, what to log]. */
export async function checkOnce(url, timeoutMs = REQUEST_TIMEOUT_MS) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    const body = await response.text();
    if (response.status === 200) return [HEALTHY, `healthy: ${body}`];
    return [UNHEALTHY, `answered ${response.status}: ${body.slice(0, 200)}`];
  } catch (err) {
    const reason =
      err?.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err?.cause?.code ?? err?.message ?? String(err));
    return [NO_ANSWER, `no answer from ${url}: ${reason}`];
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks until healthy: `attempts` times `pauseMs` apart, or until `deadline` (ms since the epoch).
 * When no answer was healthy: 1 if any attempt got an answer at all (the server runs; a restart
 * would not mend its database or its disk), else 2. The last failure is logged.
 */
export async function check({ url, attempts = 1, pauseMs = 5000, deadline = 0, log = (line) => process.stdout.write(`${line}\n`) }) {
  let answered = false;
  for (let attempt = 1; ; attempt++) {
    const [status, message] = await checkOnce(url);
    answered ||= status === UNHEALTHY;
    const more = status !== HEALTHY && (deadline ? Date.now() + pauseMs < deadline : attempt < attempts);
    if (!more) {
      log(message);
      return status === HEALTHY ? HEALTHY : answered ? UNHEALTHY : NO_ANSWER;
    }
    await sleep(pauseMs);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { attempts: { type: 'string', default: '1' }, wait: { type: 'string' } } });
  const attempts = Number(values.attempts);
  const wait = values.wait === undefined ? undefined : Number(values.wait);
  if (!Number.isInteger(attempts) || attempts < 1 || (wait !== undefined && !(wait > 0))) {
    console.error('usage: healthcheck.mjs [--attempts N] [--wait SECONDS]');
    process.exit(64);
  }
  const options = wait === undefined ? { attempts } : { pauseMs: 1000, deadline: Date.now() + wait * 1000 };
  process.exit(await check({ url: healthUrl(), ...options }));
}
