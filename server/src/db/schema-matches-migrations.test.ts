import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';

/**
 * The typed schema (schema.ts, what every query is checked against) and the schema the migrations
 * make must not drift: a column the types do not know is never read; a column typed as never empty
 * that the database lets be null reaches the code as null. Each table's columns and whether they
 * may be null are read from both and compared.
 */

const schemaFile = fileURLToPath(new URL('./schema.ts', import.meta.url));
const probeFile = fileURLToPath(new URL('./__schema-probe.ts', import.meta.url));
const PROBE = `import type { Selectable } from 'kysely';
import type { Database } from './schema';
export declare const tables: { [K in keyof Database]: Selectable<Database[K]> };
`;

type Columns = Record<string, Record<string, { nullable: boolean }>>;

/** Each table of `Database` with its columns as selected, and whether their type admits null. */
function typedColumns(): Columns {
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probeFile ? PROBE : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === probeFile || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === probeFile ? ts.createSourceFile(file, PROBE, language) : getSourceFile(file, language);
  const program = ts.createProgram([probeFile, schemaFile], options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probeFile)!;
  let tables: ts.Type | undefined;
  probe.forEachChild((node) => {
    if (ts.isVariableStatement(node)) tables = checker.getTypeAtLocation(node.declarationList.declarations[0]!.name);
  });
  const result: Columns = {};
  for (const table of tables!.getProperties()) {
    const tableType = checker.getTypeOfSymbol(table);
    result[table.name] = {};
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      const parts = type.isUnion() ? type.types : [type];
      result[table.name]![column.name] = { nullable: parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0) };
    }
  }
  return result;
}

/** Each table of the migrated database (its own tables, not SQLite's search indexes) with its columns. */
async function migratedColumns(server: TestServer): Promise<Columns> {
  const { db } = server.database;
  const result: Columns = {};
  if (onPostgres()) {
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db);
    for (const row of rows.rows) (result[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES' };
    return result;
  }
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' and sql not like 'create virtual table%' collate nocase`.execute(
    db,
  );
  for (const { name } of tables.rows) {
    if (/_search_|_search$/.test(name) && !name.startsWith('search')) continue;
    const columns = await sql<{
      name: string;
      notnull: number;
      pk: number;
    }>`select name, "notnull", pk from pragma_table_info(${name})`.execute(db);
    result[name] = {};
    for (const column of columns.rows) result[name]![column.name] = { nullable: column.notnull === 0 && column.pk === 0 };
  }
  return result;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the typed schema', () => {
  it('names every table and column the migrations make, each null exactly where the database allows it', async () => {
    const typed = typedColumns();
    const migrated = await migratedColumns(server);
    const typedTables = Object.keys(typed).sort();
    expect(
      Object.keys(migrated)
        .filter((t) => typedTables.includes(t) || !isIndexTable(t))
        .sort(),
    ).toEqual(typedTables);
    for (const table of typedTables) {
      expect({ table, columns: Object.keys(migrated[table]!).sort() }).toEqual({ table, columns: Object.keys(typed[table]!).sort() });
      for (const [column, { nullable }] of Object.entries(typed[table]!))
        expect({ table, column, nullable: migrated[table]![column]!.nullable }).toEqual({ table, column, nullable });
    }
  }, 60_000);
});

/**
 * Tables kept by triggers and read by their own SQL, outside the typed schema: SQLite's full-text
 * shadow tables, and PostgreSQL's running count of actions (migration 017).
 */
function isIndexTable(name: string): boolean {
  return /_search(_|$)|^search_index/.test(name) || name === 'action_count_change';
}
