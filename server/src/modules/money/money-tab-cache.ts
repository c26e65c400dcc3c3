import type { AppContext } from '../../lib/context';
import { createShortCache } from '../../lib/short-cache';

/**
 * How long a dossier's Money tab is kept at most. Every write through the API drops it at once, on
 * this instance and on the others (the change feed); the time bounds what no request announces:
 * a command run beside the server.
 */
const KEPT_MS = 10_000;
/** Dossiers kept at once: the tabs an office's staff have open. */
const KEPT_DOSSIERS = 64;

/**
 * A dossier's Money tab (its ledger with the balances, the page of its notes) kept per dossier,
 * as the agenda and the deadlines board keep their lists: checked, serialized and compressed once
 * while kept (lib/serializer.ts), where each visit otherwise turns the year's rows into JSON again.
 * On PostgreSQL nothing is kept while the change feed is down, so a payment recorded on another
 * instance is never hidden behind a kept tab. A tab that fails (a dossier gone) is not kept.
 */
export function createMoneyTabCache<V>(ctx: AppContext) {
  return createShortCache<V>(ctx, { ttlMs: KEPT_MS, maxKeys: KEPT_DOSSIERS, acrossInstances: true });
}
