import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';

/**
 * `column in (values…)`. On PostgreSQL `column = any($1)`, the list being one array parameter:
 * the SQL text is then the same whatever the number of values, so the query can be a prepared
 * statement (db/prepared.ts) instead of one new text per list length.
 */
export function inList<DB>(db: Kysely<DB>, column: string, values: readonly number[] | readonly string[], type: 'integer' | 'text'): Expression<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return sql<SqlBool>`${sql.ref(column)} = any(${[...values]}::${sql.raw(type)}[])`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join([...values])})`;
}
