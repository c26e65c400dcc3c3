// The direction of imports, checked on every relative import (docs/development/architecture.md explains the layers).
//   server: config/db/lib → plugins → modules → jobs → tasks → app/server; a lower layer never imports a higher one,
//   and a module is entered only through its door (modules/<name>/index.ts).
//   web: features never import another feature or app/; lib, components, api and i18n never import features or app/.
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
        from.side === 'server' ? (serverViolation(from, to) ?? moduleDoorViolation(from, to, target)) : webViolation(from, to);
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
