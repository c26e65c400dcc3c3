import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { runOffThread } from '../../lib/off-thread';
import { privateTempDir } from '../../lib/private-files';
import type { StatementJobInput } from './statement-job';

/**
 * A client on more dossiers than this has its statement read and written in a job process: an
 * insurer on 2,000 dossiers is tens of milliseconds of SQL and half a megabyte of JSON, which
 * would hold up every other request. Below it, the statement takes a few milliseconds and no
 * process start (about half a second).
 */
export const STATEMENT_IN_THREAD_MAX_DOSSIERS = 200;

/**
 * The statement written by a job process into a private temporary directory, streamed from there
 * and removed once the stream closes; null when the party is gone.
 */
export async function statementOffThread(input: Omit<StatementJobInput, 'out'> & { databaseUrl: string }): Promise<Readable | null> {
  const { dir, discard } = await privateTempDir('cabinet-statement-');
  try {
    const out = join(dir, 'statement');
    const { found } = await runOffThread('clientStatement', { ...input, out });
    if (!found) {
      await discard();
      return null;
    }
    return createReadStream(out).once('close', () => void discard());
  } catch (err) {
    await discard();
    throw err;
  }
}
