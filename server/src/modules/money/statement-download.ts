import type { Readable } from 'node:stream';
import { runOffThread } from '../../lib/off-thread';
import { streamedTempFile } from '../../lib/private-files';
import type { StatementJobInput } from './statement-job';

/**
 * A client on more dossiers than this has its statement read and written in a job process: an
 * insurer on 2,000 dossiers is tens of milliseconds of SQL and half a megabyte of JSON, which
 * would hold up every other request. Below it, the statement takes a few milliseconds and no
 * process start (about half a second).
 */
export const STATEMENT_IN_THREAD_MAX_DOSSIERS = 200;

/** The statement written by a job process into a private temporary file and streamed from it; null when the party is gone. */
export function statementOffThread(input: Omit<StatementJobInput, 'out'> & { databaseUrl: string }): Promise<Readable | null> {
  return streamedTempFile('cabinet-statement-', async (out) => (await runOffThread('clientStatement', { ...input, out })).found);
}
