import { createHash, type Hash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

/** The worker's side of lib/off-thread-hash.ts: one SHA-256 per stream id, fed chunk by chunk. */
const hashes = new Map<number, Hash>();

parentPort!.on('message', (message: { id: number; chunk?: Uint8Array; end?: true; drop?: true }) => {
  if (message.drop) {
    hashes.delete(message.id);
    return;
  }
  let hash = hashes.get(message.id);
  if (!hash) hashes.set(message.id, (hash = createHash('sha256')));
  if (message.chunk) hash.update(message.chunk);
  if (message.end) {
    hashes.delete(message.id);
    parentPort!.postMessage({ id: message.id, sha256: hash.digest('hex') });
  }
});
