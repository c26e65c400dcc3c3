import { Readable } from 'node:stream';
import { startWorker } from '../../lib/off-thread';

type Message = { chunk: Uint8Array } | { end: true } | { error: string };

/**
 * The export's zip written on a worker thread of its own (jobs/export-worker.ts): reading a
 * million rows, formatting them and deflating them would otherwise hold up every other request
 * a few milliseconds at a time for the whole download. The bytes come back chunk by chunk, one
 * asked for each time the download wants more.
 */
export function exportZipOffThread(databaseUrl: string): { stream: Readable; abort(): void } {
  const worker = startWorker('export-worker', { databaseUrl });
  let ended = false;
  const stream = new Readable({
    read() {
      worker.postMessage('more');
    },
    destroy(err, callback) {
      if (!ended) void worker.terminate();
      callback(err);
    },
  });
  worker.on('message', (message: Message) => {
    if ('chunk' in message) stream.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if ('end' in message) {
      ended = true;
      stream.push(null);
      void worker.terminate();
    } else if ('error' in message) stream.destroy(new Error(message.error));
  });
  worker.on('error', (err) => stream.destroy(err));
  worker.on('exit', (code) => {
    if (!ended && !stream.destroyed) stream.destroy(new Error(`the export's thread stopped (exit code ${code})`));
  });
  return { stream, abort: () => stream.destroy() };
}
