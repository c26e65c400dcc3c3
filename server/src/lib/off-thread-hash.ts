import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './off-thread';

/** A SHA-256 computed chunk by chunk; the digest may come later (from another thread). */
export interface StreamHash {
  update(chunk: Buffer): void;
  digest(): Promise<string>;
  /** The stream was abandoned: forget its state. */
  abort(): void;
}

/** On the calling thread. */
export function localHash(): StreamHash {
  const hash = createHash('sha256');
  return { update: (chunk) => void hash.update(chunk), digest: async () => hash.digest('hex'), abort: () => undefined };
}

/**
 * Uploads are hashed on a thread of their own: SHA-256 is the largest CPU cost of a file received
 * (about 1.5 ms per MB), and on the main thread it delays every request served meanwhile. Each
 * chunk is copied to the hash thread (a memcpy, cheaper than hashing it) and the upload goes on at
 * once; only the digest is waited for, at the end. One thread serves every upload; it stays while
 * any hash is open and stops after a quiet minute.
 */
const IDLE_MS = 60_000;
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (sha256: string) => void; reject: (err: Error) => void }>();
let open = 0;
let idleTimer: NodeJS.Timeout | undefined;

function ensureWorker(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const started = startWorker('hash-worker');
  const fail = (err: Error) => {
    if (worker === started) worker = null;
    for (const pending of waiting.values()) pending.reject(err);
    waiting.clear();
  };
  started.on('message', (answer: { id: number; sha256: string }) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Only an awaited digest keeps the process alive.
    if (waiting.size === 0) started.unref();
    pending?.resolve(answer.sha256);
  });
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the hash thread stopped (exit code ${code})`)));
  started.unref();
  worker = started;
  return started;
}

function closeOne(): void {
  open--;
  if (open > 0) return;
  const idle = worker;
  idleTimer = setTimeout(() => {
    if (worker === idle && open === 0 && idle) {
      worker = null;
      void idle.terminate();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

export function offThreadHash(): StreamHash {
  const thread = ensureWorker();
  const id = ++nextId;
  open++;
  let closed = false;
  const close = () => {
    if (closed) return false;
    closed = true;
    closeOne();
    return true;
  };
  return {
    update(chunk) {
      // A view of a much larger buffer would copy all of it: send only its own bytes then.
      const own = chunk.byteLength * 2 < chunk.buffer.byteLength ? Buffer.from(chunk) : chunk;
      thread.postMessage({ id, chunk: own });
    },
    digest() {
      close();
      return new Promise<string>((resolve, reject) => {
        if (worker !== thread) return reject(new Error('the hash thread stopped'));
        waiting.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ id, end: true });
      });
    },
    abort() {
      if (close() && worker === thread) thread.postMessage({ id, drop: true });
    },
  };
}
