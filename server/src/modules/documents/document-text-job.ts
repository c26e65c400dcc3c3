import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TextError } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { privateTempDir } from '../../lib/private-files';
import type { DocumentStorage } from '../../lib/storage';
import { createDocumentTextRepository } from './document-text.repository';
import { OcrTimedOut, OcrUnavailable } from './ocr';
import { foldDocumentText } from './text-folding';
import { extractText, hasReadableText } from './text-extract';
import { textLanguage } from './text-language';

/** What became of one document's reading: `lost` when its claim was taken over meanwhile (nothing was written). */
export type TextOutcome =
  | { status: 'done'; language: string | null; chars: number }
  | { status: 'none' }
  | { status: 'failed'; error: TextError; reason: string }
  | { status: 'lost' };

/** Why a reading failed, for the document's status; the reason itself goes to the log only. */
export function textErrorOf(err: unknown): TextError {
  if (err instanceof OcrUnavailable) return 'ocr_unavailable';
  if (err instanceof OcrTimedOut) return 'timed_out';
  return 'unreadable';
}

/**
 * Reads the text of the document held under `claim` and keeps it, folded for the search: its bytes
 * are copied from the storage to a private folder, read as their type says, and the folder is
 * removed. Runs in a job process (jobs/off-thread-jobs.ts), on the job's own connection.
 */
export async function readDocumentText(input: {
  db: Kysely<Database>;
  storage: DocumentStorage;
  id: number;
  claim: string;
  at: string;
}): Promise<TextOutcome> {
  const { db, storage, id, claim, at } = input;
  const repo = createDocumentTextRepository(db);
  const row = await repo.claimed(id, claim);
  if (!row) return { status: 'lost' };
  if (!hasReadableText(row.content_type)) return (await repo.finish(id, claim, 'none', null)) ? { status: 'none' } : { status: 'lost' };
  const work = await privateTempDir('cabinet-text-');
  try {
    const file = join(work.dir, 'document');
    await pipeline(await storage.open(row.storage_key), createWriteStream(file, { mode: 0o600 }));
    const extracted = await extractText(file, row.content_type, work.dir);
    if (!extracted) return (await repo.finish(id, claim, 'none', null)) ? { status: 'none' } : { status: 'lost' };
    const { folded, checkpoints } = foldDocumentText(extracted.text);
    const language = textLanguage(extracted.text);
    const saved = await repo.save(id, claim, {
      content: extracted.text,
      folded,
      checkpoints,
      method: extracted.method,
      pages: extracted.pages,
      language,
      at,
    });
    return saved ? { status: 'done', language, chars: extracted.text.length } : { status: 'lost' };
  } catch (err) {
    const error = textErrorOf(err);
    const reason = err instanceof Error ? err.message : String(err);
    return (await repo.finish(id, claim, 'failed', error)) ? { status: 'failed', error, reason } : { status: 'lost' };
  } finally {
    await work.discard();
  }
}
