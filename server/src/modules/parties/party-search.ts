import { foldText } from '@cabinet/shared';
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/paging';

/** The FTS5 trigram index (migration 007) answers substrings of 3 characters or more. */
const TRIGRAM = 3;

/**
 * The phrase for the party index when it can answer the query (SQLite, 3+ folded characters):
 * the trigram tokenizer matches a phrase as a contiguous substring. Null otherwise.
 */
export function indexedPartyPhrase(db: Kysely<Database>, query: string): string | null {
  const folded = foldText(query);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || [...folded].length < TRIGRAM) return null;
  return `"${folded.replace(/"/g, '""')}"`;
}

/**
 * The party search condition: the folded names (or national id) contain the folded query.
 * SQLite: the ids come from the FTS5 trigram index over live parties; PostgreSQL: LIKE, which
 * the pg_trgm GIN index serves. Shorter queries fall back to LIKE (on SQLite, a scan).
 */
export function partySearch(db: Kysely<Database>, query: string): Expression<SqlBool> {
  const folded = foldText(query);
  if (folded === '') return sql<SqlBool>`1 = 0`;
  const phrase = indexedPartyPhrase(db, query);
  if (phrase !== null) return sql<SqlBool>`${sql.ref('party.id_party')} in (select rowid from party_search where party_search match ${phrase})`;
  return sql<SqlBool>`${sql.ref('party.search_text')} like ${containsPattern(folded)} escape '\\'`;
}
