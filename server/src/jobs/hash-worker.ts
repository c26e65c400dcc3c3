import { createHash, type Hash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

/** Bytes hashed between two acknowledgements (each frees that much of the sender's ring). */
const ACK_BYTES = 256 * 1024;

/**
 * The worker's side of lib/off-thread-hash.ts: one SHA-256 per stream id, fed from the stream's
 * shared ring buffer (the messages carry offsets only, so nothing is allocated per chunk here).
 */
const streams = new Map<number, { hash: Hash; ring: Uint8Array; unacked: number }>();

type Message = { id: number; ring?: SharedArrayBuffer; offset?: number; length?: number; end?: true; drop?: true };

parentPort!.on('message', (message: Message) => {
  if (message.drop) {
    streams.delete(message.id);
    return;
  }
  if (message.ring) streams.set(message.id, { hash: createHash('sha256'), ring: new Uint8Array(message.ring), unacked: 0 });
  const stream = streams.get(message.id);
  if (!stream) return;
  if (message.length) {
    stream.hash.update(stream.ring.subarray(message.offset!, message.offset! + message.length));
    stream.unacked += message.length;
    if (stream.unacked >= ACK_BYTES) {
      parentPort!.postMessage({ id: message.id, acked: stream.unacked });
      stream.unacked = 0;
    }
  }
  if (message.end) {
    streams.delete(message.id);
    parentPort!.postMessage({ id: message.id, sha256: stream.hash.digest('hex') });
  }
});
