import pg from 'pg';
import type { ImportSource, SourceRow, SourceTable } from './csv-source';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';

const BATCH = 2000;

/**
 * The old system's PostgreSQL database, read directly: every value in PostgreSQL's text form
 * (exactly what its CSV export would hold), through a cursor so no table is held in memory.
 * Only reads: one read-only transaction per table.
 */
export async function postgresSource(url: string, tables: TableDescriptor[]): Promise<ImportSource> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, types: { getTypeParser: () => (value: string) => value } });
    await client.connect();
    return client;
  };
  const probe = await connect();
  const present = new Set(
    (
      await probe.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      )
    ).rows.map((r) => r.table_name),
  );
  const columnsOf = async (table: string) =>
    (
      await probe.query<{ column_name: string }>(
        'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position',
        [table],
      )
    ).rows.map((r) => r.column_name.toLowerCase());

  return {
    label: url.replace(/\/\/[^@/]*@/, '//'),
    kind: 'database',
    async open(file): Promise<SourceTable | null> {
      const descriptor = tables.find((t) => t.file === file);
      if (!descriptor || !present.has(descriptor.table)) return null;
      const columns = await columnsOf(descriptor.table);
      const key = keyColumns(descriptor);
      const keyIndex = key.length === 1 ? columns.indexOf(key[0]!) : -1;
      return {
        name: descriptor.table,
        columns,
        async *rows(): AsyncGenerator<SourceRow> {
          const client = await connect();
          try {
            await client.query('begin read only');
            const order = key.every((c) => columns.includes(c)) ? `order by ${key.map((c) => pg.escapeIdentifier(c)).join(', ')}` : '';
            await client.query(`declare rows no scroll cursor for select * from ${pg.escapeIdentifier(descriptor.table)} ${order}`);
            let n = 1;
            for (;;) {
              const batch = await client.query({ text: `fetch ${BATCH} from rows`, rowMode: 'array' });
              if (batch.rows.length === 0) break;
              for (const values of batch.rows as (string | null)[][]) {
                n++;
                const where =
                  keyIndex >= 0 ? `${descriptor.table} ${key[0]}=${values[keyIndex] ?? '?'}` : `${descriptor.table} row ${n - 1}`;
                yield { where, cells: values };
              }
            }
            await client.query('commit');
          } finally {
            await client.end();
          }
        },
        // PostgreSQL keeps its text as UTF-8, and a whole table is there or not at all.
        faults: () => [],
      };
    },
    unknownFiles: () => [],
    close: () => probe.end(),
  };
}
