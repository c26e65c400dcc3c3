import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.js';
import { queriesPlugin } from './eslint/queries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'data/**', 'bench/data/**', 'bench/results/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports point down the layers (docs/development/architecture.md).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-point-down': 'error' },
  },
  {
    // Only repositories touch Kysely: no query is built in a module's routes, services or logic.
    files: ['server/src/modules/**/*.ts'],
    plugins: { queries: queriesPlugin },
    rules: { 'queries/only-in-repositories': 'error' },
  },
  {
    // A dossier row is written by the dossier commands only (docs/development/architecture.md); migrations
    // and tests set up their own rows, and the import loader writes tables by name.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/modules/dossiers/dossier-table.repository.ts', 'server/src/db/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom)$/][arguments.0.value='dossier']",
          message: 'Write dossier rows through modules/dossiers/dossier-commands.ts (or dossier-upkeep.ts).',
        },
        {
          selector: "CallExpression[callee.name='updateIfVersion'][arguments.1.value='dossier']",
          message: 'Write dossier rows through modules/dossiers/dossier-commands.ts (or dossier-upkeep.ts).',
        },
      ],
    },
  },
  {
    // Every CSV file Cabinet writes is formula-safe: it is written through server/src/lib/csv.ts.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/lib/csv.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['csv-stringify', 'csv-stringify/*'], message: 'Write CSV with server/src/lib/csv.ts (formula-safe cells).' },
          ],
        },
      ],
    },
  },
  {
    // The web refreshes its cache in one way: a feature's api/ module, after its mutation, invalidates
    // the group of reads the server-side change touches (web/src/api/query-keys.ts invalidationGroups).
    // Screens never refresh reads themselves, nor refetch after "any mutation anywhere".
    files: ['web/src/features/**/*.tsx', 'web/src/components/**/*.tsx', 'web/src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries)$/]",
          message: 'Refresh reads from the feature’s api/ module with an invalidation group (web/src/api/query-keys.ts).',
        },
        {
          selector: "CallExpression[callee.name='useIsMutating']",
          message: 'Refresh reads from the mutation’s invalidation group, not after any mutation anywhere.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', 'server/src/tasks/**'],
    rules: { 'no-console': 'off' },
  },
);
