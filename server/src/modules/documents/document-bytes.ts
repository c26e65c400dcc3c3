import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentStorage } from '../../lib/storage';
import { createDocumentsRepository } from './documents.repository';

/**
 * Removes stored objects no document row points to any more (content is shared between
 * documents with the same bytes). Called after the deleting transaction has committed.
 */
export async function removeUnreferenced(db: Kysely<Database>, storage: DocumentStorage, keys: Iterable<string>): Promise<void> {
  const repo = createDocumentsRepository(db);
  for (const key of new Set(keys)) {
    if (!(await repo.keyInUse(key))) await storage.remove(key);
  }
}
