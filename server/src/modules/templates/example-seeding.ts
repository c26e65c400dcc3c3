import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EXAMPLE_TEMPLATES, exampleBytes } from './examples';
import { readTags } from './docx/template-engine';
import { createTemplatesRepository } from './templates.repository';

/**
 * Adds Cabinet's example templates to the database, each once: an example is claimed by its key
 * (a row of template_example_seed, inserted or not, so two instances add it once), its file stored
 * like an upload and its row recorded in the same transaction as the claim. An example the office
 * deleted keeps its claim and is not added again; an example added in a later version is added to
 * an existing database at the first look at the templates.
 */
export async function ensureExampleTemplates(deps: {
  repo: ReturnType<typeof createTemplatesRepository>;
  db: Kysely<Database>;
  store: (bytes: Buffer) => Promise<string>;
  /** Removes stored bytes no record points to (those of an example another instance added first). */
  discard: (key: string) => Promise<void>;
  now: () => string;
}): Promise<void> {
  const seeded = await deps.repo.seededExamples();
  for (const example of EXAMPLE_TEMPLATES) {
    if (seeded.has(example.key)) continue;
    const bytes = exampleBytes(example);
    // Cabinet's own file: small, and known to be well formed (the examples' test reads each).
    const tags = readTags(bytes);
    const key = await deps.store(bytes);
    const at = deps.now();
    const added = await deps.db.transaction().execute(async (trx) => {
      const repo = createTemplatesRepository(trx);
      if (!(await repo.claimExample(example.key, at))) return false;
      await repo.insert({
        name: example.name,
        language: example.language,
        purpose: example.purpose,
        filename: example.filename,
        size: bytes.length,
        sha256: key,
        storage_key: key,
        tags: JSON.stringify(tags),
        is_example: 1,
        example_key: example.key,
        created_at: at,
        created_by: null,
        modified_at: at,
        modified_by: null,
      });
      return true;
    });
    if (!added) await deps.discard(key);
  }
}
