import { Worker } from 'node:worker_threads';

/**
 * The jobs a worker thread can run, by name, with their input and output. The registry sits
 * above the modules whose code it runs (jobs/off-thread-jobs.ts) and fills this interface in by
 * declaration merging, so this helper stays at the bottom layer and imports nothing from above.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by jobs/off-thread-jobs.ts
export interface OffThreadJobs {}

export type OffThreadJob = keyof OffThreadJobs;
type JobFunction<J extends OffThreadJob> = OffThreadJobs[J] extends (input: never) => Promise<unknown> ? OffThreadJobs[J] : never;
type Input<J extends OffThreadJob> = Parameters<JobFunction<J>>[0];
type Output<J extends OffThreadJob> = Awaited<ReturnType<JobFunction<J>>>;

/**
 * Runs from the bundle (server/dist/, where build.mjs writes off-thread-worker.js beside
 * server.js) or from the sources (tests, tsx), where the worker first registers tsx's loader:
 * Node 20 applies no loader to a worker's own entry file.
 */
const fromSources = import.meta.url.endsWith('.ts');

/** A worker thread running server/src/jobs/<entry>.ts (server/dist/<entry>.js once built). */
export function startWorker(entry = 'off-thread-worker', workerData?: unknown): Worker {
  const url = new URL(fromSources ? `../jobs/${entry}.ts` : `./${entry}.js`, import.meta.url);
  if (!fromSources) return new Worker(url, { workerData });
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * The server has one thread for every request; on a 2-core machine one heavy job at a time
 * leaves the other core to it. Further jobs wait their turn (they are downloads: a user waits
 * for the file, nobody else waits for them). The worker stays for a while after a job, so a
 * series of jobs pays its start-up once, and does not keep the process alive when idle.
 */
const IDLE_MS = 30_000;
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };
let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
let current: { id: number; resolve: (value: unknown) => void; reject: (err: Error) => void } | null = null;
let queue: Promise<unknown> = Promise.resolve();

function ensureWorker(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const started = startWorker();
  const fail = (err: Error) => {
    if (worker === started) worker = null;
    current?.reject(err);
    current = null;
  };
  started.on('message', (answer: Answer) => {
    if (!current || answer.id !== current.id) return;
    const job = current;
    current = null;
    if (answer.ok) job.resolve(answer.value);
    else job.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
  });
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the worker thread stopped (exit code ${code}) during a job`)));
  worker = started;
  return started;
}

function release(): void {
  const idle = worker;
  if (!idle) return;
  idle.unref();
  idleTimer = setTimeout(() => {
    if (worker === idle && !current) {
      worker = null;
      void idle.terminate();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Runs a job of jobs/off-thread-jobs.ts on a worker thread, so that its CPU and synchronous I/O
 * (a SQLite copy, an integrity check, a year of agenda rendered) delay no other request. Input
 * and output are copied between threads: pass paths and parameters, not large structures.
 */
export function runOffThread<J extends OffThreadJob>(job: J, input: Input<J>): Promise<Output<J>> {
  const run = () =>
    new Promise<Output<J>>((resolve, reject) => {
      const thread = ensureWorker();
      thread.ref();
      const id = ++nextId;
      current = { id, resolve: resolve as (value: unknown) => void, reject };
      thread.postMessage({ id, job, input });
    }).finally(release);
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
