// The direction of imports, checked on every relative import (docs/development/architecture.md explains the layers).
//   server: config/db/lib → plugins → modules → jobs → tasks → app/server; a lower layer never imports a higher one.
//   A module is entered only through its door (modules/<name>/index.ts), and only from a module of a higher tier
//   (MODULE_TIERS below), so no two modules depend on each other, directly or round a longer loop.
//   web: features never import another feature or app/; lib, components, api and i18n never import features or app/.
// Tests and test support are exempt: they may wire anything together.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Where a file sits: `{ side, layer, area }`, or null when the rule does not apply. */
function placeOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'server' && parts[1] === 'src') {
    const layer = parts.length === 3 ? (parts[2].replace(/\.[jt]s$/, '') === 'config' ? 'config' : 'entry') : parts[2];
    return { side: 'server', layer, area: layer === 'modules' ? parts[3] : layer };
  }
  if (parts[0] === 'web' && parts[1] === 'src') {
    const layer = parts.length === 3 ? 'entry' : parts[2];
    return { side: 'web', layer, area: layer === 'features' ? parts[3] : layer };
  }
  return null;
}

// config, db and lib are one bottom layer: the configuration, the database handle and the small helpers every module uses.
const SERVER_RANK = { config: 1, db: 1, lib: 1, plugins: 2, modules: 3, jobs: 4, tasks: 5, entry: 6 };

/**
 * The server modules in tiers, bottom first. A module imports (through its door) only modules of a lower tier,
 * never one of its own tier or above: the module graph cannot close a cycle. A new module takes the lowest tier
 * above every module it imports; a module that needs one above it means a piece is in the wrong module (move it
 * down, or move the orchestrating write up into the caller).
 */
const MODULE_TIERS = [
  // Nothing below them: the health check, the audit log, the reference lists, the account store (users table, a new
  // account, the accounts lock), the backup, and the court levels' storage (their table, record, labels, and the
  // dossier's old number fields kept in step with them).
  ['health', 'audit', 'reference', 'accounts', 'backup', 'stages'],
  // The dossier: its table and single writer (its levels follow its number fields), reads, search, derived columns.
  ['dossiers'],
  // What hangs off a dossier and locks or reads it: deadlines, parties, documents, the stale list.
  ['deadlines', 'parties', 'documents', 'stale'],
  // Actions (the deadlines they start, the dossier field their type fills), and the reads and routes that join
  // several of the above: the agenda, the dashboard, the dossier routes with their search in documents (casefile).
  ['actions', 'agenda', 'dashboard', 'casefile'],
  // Money: ledger entries on a court level, statements written like the agenda's CSV.
  ['money'],
  // Writes that orchestrate actions and money: a level's writes and its notification action (court-levels), the
  // purge (trash), the settings checked against the ledger, the action types and the holiday library, templates.
  ['court-levels', 'trash', 'settings', 'templates'],
  // Readers of nearly everything: the digest, feed and court roll (reminders), the import and the export (transfer).
  ['reminders', 'transfer'],
  // Sign-in and passwords: ending an account's sessions retires its calendar feed address (reminders).
  ['auth'],
  // The administrator's accounts screen: an invitation or a reset sets a password and ends sessions (auth).
  ['users'],
];
const MODULE_TIER = new Map(MODULE_TIERS.flatMap((names, tier) => names.map((name) => [name, tier])));

/** A module imports only modules of a lower tier (MODULE_TIERS), so modules never import each other in a cycle. */
function moduleTierViolation(from, to) {
  if (from.layer !== 'modules' || to.layer !== 'modules' || from.area === to.area) return null;
  const fromTier = MODULE_TIER.get(from.area);
  const toTier = MODULE_TIER.get(to.area);
  const unranked = fromTier === undefined ? from.area : toTier === undefined ? to.area : null;
  if (unranked) return `server module "${unranked}" has no tier: add it to MODULE_TIERS in eslint/layers.js`;
  if (toTier < fromTier) return null;
  return (
    `module "${from.area}" must not import module "${to.area}": a module imports only modules of a lower tier ` +
    `(MODULE_TIERS in eslint/layers.js), so modules never depend on each other in a cycle`
  );
}

/** A server module is entered through its door, `modules/<name>/index.ts`, from anywhere outside it. */
function moduleDoorViolation(from, to, target) {
  if (to.layer !== 'modules' || (from.layer === 'modules' && from.area === to.area)) return null;
  const inside = relative(resolve(root, 'server/src/modules', to.area), target);
  if (inside === '' || inside === 'index' || inside === 'index.ts') return null;
  return `import module "${to.area}" through its door (server/src/modules/${to.area}/index.ts), not ${inside}`;
}

function serverViolation(from, to) {
  const fromRank = SERVER_RANK[from.layer];
  const toRank = SERVER_RANK[to.layer];
  if (fromRank === undefined || toRank === undefined) return null;
  if (toRank > fromRank) return `server/src/${from.layer} must not import server/src/${to.layer}`;
  return null;
}

const WEB_BOTTOM = new Set(['lib', 'components', 'api', 'i18n']);

function webViolation(from, to) {
  if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area) {
    return `feature "${from.area}" must not import feature "${to.area}" (share it through web/src/api, components or lib)`;
  }
  if (from.layer === 'features' && to.layer === 'app') return `features must not import web/src/app`;
  if (WEB_BOTTOM.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) {
    return `web/src/${from.layer} must not import web/src/${to.layer}`;
  }
  return null;
}

const layersRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports point down the layers' } },
  create(context) {
    const from = placeOf(context.filename);
    // Tests and test support may wire anything together.
    if (!from || from.layer === 'test' || /\.test\.tsx?$|test-harness\.tsx?$/.test(context.filename)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const to = placeOf(target);
      if (!to || to.side !== from.side) return;
      const message =
        from.side === 'server'
          ? (serverViolation(from, to) ?? moduleDoorViolation(from, to, target) ?? moduleTierViolation(from, to))
          : webViolation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { 'imports-point-down': layersRule } };
