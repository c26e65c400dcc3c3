import type { CompiledQuery } from 'kysely';
import { prepared } from '../../db/prepared';

/**
 * A read compiled once and run with other values (the Money tab's reads, on every visit): building
 * and compiling a query of thirty columns costs more than SQLite answering it. `parameters`: how
 * many values the caller passes, checked against the compiled query's.
 */
export function compiledOnce<R>(query: CompiledQuery<R>, parameters: number): CompiledQuery<R> {
  if (query.parameters.length !== parameters)
    throw new Error(`expected ${parameters} parameters, the query has ${query.parameters.length}`);
  return prepared(query);
}
