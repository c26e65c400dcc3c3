/**
 * A table's columns, named, so a repository reads what it names rather than whatever the table
 * holds (`selectAll`). `as const satisfies` keeps each list to real columns; the row types the
 * repositories return (e.g. `DossierRow`) make the compiler say when a list misses one.
 */
export function columnsOf<Table>() {
  return <const Columns extends readonly (keyof Table & string)[]>(columns: Columns): Columns => columns;
}

/** The same columns named with their table (`dossier.ref_dossier_bureau`), for a query that joins others. */
export function qualified<const T extends string, const C extends string>(table: T, columns: readonly C[]): `${T}.${C}`[] {
  return columns.map((column) => `${table}.${column}` as const);
}
