import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './off-thread';

/** A SHA-256 computed chunk by chunk; the digest may come later (from another thread). */
export interface StreamHash {
  /** A promise when the caller should wait before the next chunk (the hash is behind). */
  update(chunk: Buffer): Promise<void> | undefined;
  digest(): Promise<string>;
  /** The stream was abandoned: forget its state. */
  abort(): void;
}

/** On the calling thread. */
export function localHash(): StreamHash {
  const hash = createHash('sha256');
  return {
    update: (chunk) => {
      hash.update(chunk);
      return undefined;
    },
    digest: async () => hash.digest('hex'),
    abort: () => undefined,
  };
}

/**
 * Uploads are hashed on a thread of their own: SHA-256 is the largest CPU cost of a received file
 * (about 1.5 ms per MB), and on the main thread it delays every request served meanwhile. Each
 * upload has a ring of 1 MiB shared with that thread: a chunk is copied into it (a memcpy, far
 * cheaper than hashing it), its place is posted, and the upload goes on at once. When the ring is
 * full the upload waits for the hash (memory stays bounded), and nothing is allocated per chunk on
 * either thread (a copy per message would be garbage by the megabyte, and V8 answers garbage held
 * outside its heap with full collections). One thread serves every upload; it stops after a quiet
 * minute.
 */
const RING_BYTES = 1024 * 1024;
/** The largest piece copied at once: half the ring, so a piece never waits for a full ring to empty. */
const PIECE_BYTES = RING_BYTES / 2;
const POST_BYTES = 256 * 1024;
const IDLE_MS = 60_000;

interface OpenHash {
  ring: Uint8Array;
  /** Where the next byte goes in the ring. */
  at: number;
  unhashed: number;
  resume: (() => void) | null;
  digest: { resolve: (sha256: string) => void; reject: (err: Error) => void } | null;
}

let worker: Worker | null = null;
let nextId = 0;
const open = new Map<number, OpenHash>();
let idleTimer: NodeJS.Timeout | undefined;

function ensureWorker(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const started = startWorker('hash-worker', undefined, { resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 } });
  const fail = (err: Error) => {
    if (worker !== started) return;
    worker = null;
    for (const stream of open.values()) {
      stream.digest?.reject(err);
      stream.resume?.();
    }
    open.clear();
  };
  started.on('message', (answer: { id: number; acked?: number; sha256?: string }) => {
    const stream = open.get(answer.id);
    if (!stream) return;
    if (answer.acked !== undefined) {
      stream.unhashed -= answer.acked;
      if (stream.resume) {
        const resume = stream.resume;
        stream.resume = null;
        resume();
      }
    }
    if (answer.sha256 !== undefined) {
      close(answer.id);
      stream.digest?.resolve(answer.sha256);
    }
  });
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the hash thread stopped (exit code ${code})`)));
  started.unref();
  worker = started;
  return started;
}

function close(id: number): void {
  if (!open.delete(id) || open.size > 0) return;
  const idle = worker;
  // Only an awaited digest keeps the process alive.
  idle?.unref();
  idleTimer = setTimeout(() => {
    if (worker === idle && open.size === 0 && idle) {
      worker = null;
      void idle.terminate();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

export function offThreadHash(): StreamHash {
  const thread = ensureWorker();
  const id = ++nextId;
  const shared = new SharedArrayBuffer(RING_BYTES);
  const stream: OpenHash = { ring: new Uint8Array(shared), at: 0, unhashed: 0, resume: null, digest: null };
  open.set(id, stream);
  thread.postMessage({ id, ring: shared });
  const gone = () => worker !== thread || !open.has(id);

  /** Bytes copied into the ring but not yet posted: the hash thread is told once per 256 KiB, not per chunk. */
  let unposted = 0;
  const post = () => {
    if (unposted === 0) return;
    const start = (stream.at - unposted + RING_BYTES) % RING_BYTES;
    thread.postMessage({ id, offset: start, length: unposted });
    unposted = 0;
  };
  /** Copies a piece (at most half the ring) into the free part of the ring. */
  const send = (piece: Buffer) => {
    const first = Math.min(piece.length, RING_BYTES - stream.at);
    stream.ring.set(piece.subarray(0, first), stream.at);
    stream.at = (stream.at + first) % RING_BYTES;
    unposted += first;
    // A posted range never wraps around the end of the ring.
    if (stream.at === 0) post();
    if (first < piece.length) {
      stream.ring.set(piece.subarray(first), 0);
      stream.at = piece.length - first;
      unposted += piece.length - first;
    }
    stream.unhashed += piece.length;
    if (unposted >= POST_BYTES) post();
  };
  const fits = (length: number) => stream.unhashed + length <= RING_BYTES;
  const room = async (length: number) => {
    post();
    while (!fits(length) && !gone()) await new Promise<void>((resolve) => (stream.resume = resolve));
  };

  return {
    update(chunk) {
      if (gone()) return undefined;
      if (chunk.length <= PIECE_BYTES && fits(chunk.length)) {
        send(chunk);
        return undefined;
      }
      return (async () => {
        for (let start = 0; start < chunk.length; start += PIECE_BYTES) {
          const piece = chunk.subarray(start, start + PIECE_BYTES);
          await room(piece.length);
          if (gone()) return;
          send(piece);
        }
      })();
    },
    digest() {
      return new Promise<string>((resolve, reject) => {
        if (gone()) return reject(new Error('the hash thread stopped'));
        stream.digest = { resolve, reject };
        post();
        thread.ref();
        thread.postMessage({ id, end: true });
      });
    },
    abort() {
      if (gone()) return;
      close(id);
      thread.postMessage({ id, drop: true });
    },
  };
}
