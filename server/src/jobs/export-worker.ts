import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../db/database';
import { exportZip } from '../modules/transfer/export-zip';

/**
 * The thread writing an export's zip (see modules/transfer/export-off-thread.ts): reads the
 * database on its own connection, formats the CSV and deflates, and posts the zip's bytes one
 * chunk per request of the server's thread, so a slow download holds no more than a few chunks.
 */
const port = parentPort!;
const handle = createDatabase((workerData as { databaseUrl: string }).databaseUrl, { poolSize: 2 });
let credit = 0;

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
stream.pause();
stream.once('end', () => void handle.close().finally(() => port.postMessage({ end: true })));
stream.once('error', (err) => void handle.close().finally(() => port.postMessage({ error: err.message })));
