import { SEARCH_WORD_MIN } from '@cabinet/shared';
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/paging';
import { searchWords } from './text-folding';

/**
 * The dossier search's "in the documents too": the dossier holds a live document whose text has
 * every word of the query (words of three letters or more, folded as names are, as the search
 * across documents takes them), as a condition on `dossier.id_dossier`. Null when the query has
 * no such word: the documents then add nothing.
 *
 * SQLite: the documents' FTS5 trigram index gives the matches; PostgreSQL: LIKE on the folded
 * text, which its trigram index serves. Both find the same documents.
 */
export function dossierHasDocumentText(db: Kysely<Database>, query: string): Expression<SqlBool> | null {
  const words = searchWords(query).filter((word) => [...word].length >= SEARCH_WORD_MIN);
  if (words.length === 0) return null;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Each word a quoted phrase: the trigram tokenizer matches it as a substring (folded words hold letters and digits only).
    const match = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');
    return sql<SqlBool>`${sql.ref('dossier.id_dossier')} in (select ${sql.ref('d.fk_dossier')} from document_text_search
      join ${sql.table('document')} as ${sql.id('d')} on ${sql.ref('d.id_document')} = document_text_search.rowid
      where document_text_search match ${match} and ${sql.ref('d.deleted_at')} is null)`;
  }
  const contains = sql.join(
    words.map((word) => sql`${sql.ref('t.folded')} like ${containsPattern(word)} escape '\\'`),
    sql` and `,
  );
  return sql<SqlBool>`${sql.ref('dossier.id_dossier')} in (select ${sql.ref('d.fk_dossier')} from ${sql.table('document')} as ${sql.id('d')}
    join ${sql.table('document_text')} as ${sql.id('t')} on ${sql.ref('t.id_document')} = ${sql.ref('d.id_document')}
    where ${sql.ref('d.deleted_at')} is null and ${contains})`;
}
