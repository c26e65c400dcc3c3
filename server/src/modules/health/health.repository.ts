import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** The smallest round trip to the database: throws when it cannot answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
