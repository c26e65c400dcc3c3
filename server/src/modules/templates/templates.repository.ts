import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, TemplateTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';

/** The only place that queries the template tables. */
export function createTemplatesRepository(db: Kysely<Database>) {
  return {
    list() {
      return db.selectFrom('template').selectAll().orderBy('is_example').orderBy('name').orderBy('id').execute();
    },
    find(id: number) {
      return db.selectFrom('template').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(values: Insertable<TemplateTable>): Promise<number> {
      const row = await db.insertInto('template').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update(id: number, version: number, values: Updateable<TemplateTable>) {
      return updateIfVersion(db, 'template', 'id', id, version, values);
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('template').where('id', '=', id).execute();
    },
    /** The examples once added to this database, deleted since or not. */
    async seededExamples(): Promise<Set<string>> {
      return new Set((await db.selectFrom('template_example_seed').select('example_key').execute()).map((r) => r.example_key));
    },
    /** Claims an example for adding: false when another instance (or an earlier start) did. */
    async claimExample(key: string, at: string): Promise<boolean> {
      const inserted = await db
        .insertInto('template_example_seed')
        .values({ example_key: key, seeded_at: at })
        .onConflict((oc) => oc.column('example_key').doNothing())
        .returning('example_key')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type TemplateRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTemplatesRepository>['find']>>>;
