import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Strict headers and CSP: only our own scripts and styles, no framing, no plugins. */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the thumbnails of photos about to be sent (a phone capture), made in the page from its own files.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The CSP above with the given inline scripts allowed by their hashes (`'sha256-…'`): for the
 * pages that carry one of our own inline scripts, and only those scripts.
 */
export function policyAllowingScripts(hashes: readonly string[]): string {
  const policy = recordHelmetSteps(SECURITY_OPTIONS).find(
    (step): step is { set: string; value: string } => 'set' in step && step.set === 'Content-Security-Policy',
  );
  if (!policy) throw new Error('no Content-Security-Policy in the security options');
  if (hashes.length === 0) return policy.value;
  return policy.value.replace(
    /(^|;)script-src ([^;]*)/,
    (_match, start: string, sources: string) => `${start}script-src ${sources} ${hashes.map((hash) => `'${hash}'`).join(' ')}`,
  );
}

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * What helmet does to a response, recorded once: its headers depend on the options only (no
 * directive here is a function of the request). Helmet's Fastify plugin rebuilt the middleware and
 * parsed the CSP for every request, a tenth of a bare request's CPU.
 */
export function recordHelmetSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value: String(value) });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let failure: unknown;
  helmet({ ...options })({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/** Helmet's headers on every response (API, web app, errors), set where its plugin set them: on the raw response, before routing. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const steps = recordHelmetSteps(SECURITY_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const step of steps) {
      if ('set' in step) raw.setHeader(step.set, step.value);
      else raw.removeHeader(step.remove);
    }
    done();
  });
}
