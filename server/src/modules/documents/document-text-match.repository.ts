import { SEARCH_WORD_MIN } from '@cabinet/shared';
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/paging';
import { DENSE, densityOf, textHolds, VERY_DENSE } from './document-text.repository';
import { searchWords } from './text-folding';

/**
 * The dossier holds a live document whose text has every word: for a page in id order (read
 * until the page is full), a page in another order (every match sorted), and the bounded count.
 */
export interface DossierTextMatch {
  inIdOrder: Expression<SqlBool>;
  sorted: Expression<SqlBool>;
  count: Expression<SqlBool>;
}

/**
 * The dossier search's "in the documents too": the dossier holds a live document whose text has
 * every word of the query (words of three letters or more, folded as names are, as the search
 * across documents takes them), as conditions on `dossier.id_dossier`. Null when the query has
 * no such word: the documents then add nothing.
 *
 * SQLite: the documents' FTS5 trigram index gives the matches. PostgreSQL: as the search across
 * documents (see PROBE in document-text.repository.ts), the newest documents say first whether the
 * words are common. A rare word's documents come from the trigram index (LIKE), all at once; a
 * common word's are looked for dossier by dossier, newest dossier first, and the page in id order
 * (the list's own) or the bounded count stops early: through the index, a word in two thirds of 100,000 texts read every
 * one of them (1.4 s for a page, 1.6 s for its count). Both find the same documents.
 */
export async function dossierDocumentTextMatch(db: Kysely<Database>, query: string): Promise<DossierTextMatch | null> {
  const words = searchWords(query).filter((word) => [...word].length >= SEARCH_WORD_MIN);
  if (words.length === 0) return null;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Each word a quoted phrase: the trigram tokenizer matches it as a substring (folded words hold letters and digits only).
    const match = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');
    const indexed = sql<SqlBool>`${sql.ref('dossier.id_dossier')} in (select ${sql.ref('d.fk_dossier')} from document_text_search
      join ${sql.table('document')} as ${sql.id('d')} on ${sql.ref('d.id_document')} = document_text_search.rowid
      where document_text_search match ${match} and ${sql.ref('d.deleted_at')} is null)`;
    return { inIdOrder: indexed, sorted: indexed, count: indexed };
  }
  const dense = await densityOf(db, words);
  const indexed = fromTrigramIndex(words);
  const walked = dossierByDossier(words);
  // A page in another order reads every match either way: once through the index costs least.
  return { inIdOrder: dense >= DENSE ? walked : indexed, sorted: indexed, count: dense >= VERY_DENSE ? walked : indexed };
}

/** PostgreSQL: every matching document through the trigram index, once for the whole query. */
function fromTrigramIndex(words: string[]): Expression<SqlBool> {
  const contains = sql.join(
    words.map((word) => sql`${sql.ref('t.folded')} like ${containsPattern(word)} escape '\\'`),
    sql` and `,
  );
  return sql<SqlBool>`${sql.ref('dossier.id_dossier')} in (select ${sql.ref('d.fk_dossier')} from ${sql.table('document')} as ${sql.id('d')}
    join ${sql.table('document_text')} as ${sql.id('t')} on ${sql.ref('t.id_document')} = ${sql.ref('d.id_document')}
    where ${sql.ref('d.deleted_at')} is null and ${contains})`;
}

/**
 * PostgreSQL: the dossier's own documents, read until one has every word (`strpos`, which the
 * trigram index does not serve). A scalar subquery, not EXISTS: the planner turned EXISTS into
 * the same read of every match, hashed once for the whole query.
 */
function dossierByDossier(words: string[]): Expression<SqlBool> {
  return sql<SqlBool>`(select 1 from ${sql.table('document')} as ${sql.id('d')}
    join ${sql.table('document_text')} as ${sql.id('t')} on ${sql.ref('t.id_document')} = ${sql.ref('d.id_document')}
    where ${sql.ref('d.fk_dossier')} = ${sql.ref('dossier.id_dossier')} and ${sql.ref('d.deleted_at')} is null
    and ${textHolds(words, 't.folded')} limit 1) is not null`;
}
