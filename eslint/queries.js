// Only repositories touch Kysely (docs/development/architecture.md): in server/src/modules, a file that builds a
// query (selectFrom, insertInto, updateTable, deleteFrom, replaceInto, mergeInto, or the `sql` tag) is a
// `*.repository.ts`; services, routes and the import's or export's logic call its methods. Tests set up their own rows.
import { relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

function appliesTo(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'server' || parts[1] !== 'src' || parts[2] !== 'modules') return false;
  return !/\.repository\.ts$|\.test\.ts$/.test(file);
}

const onlyInRepositories = {
  meta: { type: 'problem', schema: [], docs: { description: 'Queries are built in repositories only' } },
  create(context) {
    if (!appliesTo(context.filename)) return {};
    const report = (node, what) =>
      context.report({
        node,
        message: `${what} belongs in a repository (a *.repository.ts file of the module); call its method from here`,
      });
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && BUILDERS.has(callee.property.name))
          report(node, `A query (.${callee.property.name})`);
      },
      ImportSpecifier(node) {
        if (node.parent.source.value === 'kysely' && node.imported.name === 'sql') report(node, 'SQL (the `sql` tag)');
      },
    };
  },
};

export const queriesPlugin = { rules: { 'only-in-repositories': onlyInRepositories } };
