import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../db/database';
import { exportZip } from '../modules/transfer';

/**
 * The thread writing an export's zip (see modules/transfer/export-off-thread.ts): reads the
 * database on its own connection, formats the CSV and deflates, and posts the zip's bytes a few
 * chunks ahead of the server's requests for more, so a slow download holds no more than a few chunks.
 */
const port = parentPort!;
const handle = createDatabase((workerData as { databaseUrl: string }).databaseUrl, { poolSize: 2 });
/** Chunks sent ahead of the server's requests, so that the two threads never wait on each other. */
let credit = 8;

const { stream } = await exportZip(handle);
port.on('message', (message: 'more') => {
  if (message !== 'more') return;
  credit++;
  stream.resume();
});
stream.on('data', (chunk: Buffer) => {
  // A copy of its own, handed over rather than copied again (Buffers share pooled memory).
  const bytes = new Uint8Array(chunk);
  port.postMessage({ chunk: bytes }, [bytes.buffer]);
  if (--credit <= 0) stream.pause();
});
stream.once('end', () => void handle.close().finally(() => port.postMessage({ end: true })));
stream.once('error', (err) => void handle.close().finally(() => port.postMessage({ error: err.message })));
