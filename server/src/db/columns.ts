/**
 * Every column of a table, named, so a repository reads the columns it names rather than
 * whatever the table holds (`selectAll`). The list compiles only when it names each column of
 * the table once: a column added by a migration must be added here too, and the compiler says so.
 * Lists keep the table's column order: a created record's audit line lists its fields in it.
 */
export function columnsOf<Table>() {
  return <const Columns extends readonly (keyof Table & string)[]>(
    columns: Columns & (Exclude<keyof Table, Columns[number]> extends never ? unknown : { missing: Exclude<keyof Table, Columns[number]> }),
  ): Columns => columns;
}

/** The same columns named with their table (`dossier.ref_dossier_bureau`), for a query that joins others. */
export function qualified<const T extends string, const C extends string>(table: T, columns: readonly C[]): `${T}.${C}`[] {
  return columns.map((column) => `${table}.${column}` as const);
}

/** The audit and concurrency columns of every business record, in the tables' order. */
export const RECORD_COLUMNS = ['created_at', 'created_by', 'modified_at', 'modified_by', 'version'] as const;
/** The imported author names of the tables that carry them (migration 010). */
export const LEGACY_AUTHOR_COLUMNS = ['created_by_name', 'modified_by_name'] as const;
