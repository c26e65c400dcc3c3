import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createImportRepository } from './import.repository';
import type { Authors } from './transfer-columns';

/** The accounts of this database, by email and username (any case), and their export name (the email). */
export async function loadAuthors(db: Kysely<Database>): Promise<Authors> {
  const users = await createImportRepository(db).accounts();
  const byName = new Map<string, number>();
  const names = new Map<number, string>();
  for (const user of users) {
    names.set(user.id, user.email);
    byName.set(user.email.toLowerCase(), user.id);
    if (user.username) byName.set(user.username.toLowerCase(), user.id);
  }
  return {
    idOf: (name) => byName.get(name.toLowerCase()) ?? null,
    nameOf: (id) => names.get(id) ?? null,
  };
}
