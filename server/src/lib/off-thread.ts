import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The jobs a job process can run, by name, with their input and output. The registry sits
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
 * Runs from the bundle (server/dist/, where build.mjs writes each entry beside server.js) or from
 * the sources (tests, tsx). From the sources, the bundle of the job entries that the server tests
 * make once per run (test/job-bundle.setup.mjs, named by CABINET_TEST_JOB_BUNDLE) is used when
 * there is one: a job process loading the sources through tsx spent about 2 s of CPU at each
 * start, 0.4 s from a bundle. Without it, a worker thread first registers tsx's loader (Node 20
 * applies no loader to a worker's own entry file) and a job process starts with it.
 */
const fromSources = import.meta.url.endsWith('.ts');
const testBundle = fromSources ? process.env.CABINET_TEST_JOB_BUNDLE : undefined;
const throughTsx = fromSources && !testBundle;
const tsxLoader = (path: string) => (typeof import.meta.resolve === 'function' ? import.meta.resolve(path) : path);

function entryUrl(entry: string): URL {
  if (!fromSources) return new URL(`./${entry}.js`, import.meta.url);
  if (testBundle) return pathToFileURL(join(testBundle, `${entry}.js`));
  return new URL(`../jobs/${entry}.ts`, import.meta.url);
}

/** A worker thread running server/src/jobs/<entry>.ts (server/dist/<entry>.js once built). */
export function startWorker(entry: string, workerData?: unknown): Worker {
  const url = entryUrl(entry);
  if (!throughTsx) return new Worker(url, { workerData });
  const tsx = tsxLoader('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * A Node process running server/src/jobs/<entry>.ts (server/dist/<entry>.js once built), with the
 * server's Node flags and environment, talking over IPC with V8's serializer (structured clone:
 * Buffers, Dates and Maps cross as they are).
 */
export function startJobProcess(
  entry = 'off-thread-worker',
  { heapMb, niceness = JOB_NICENESS_ABOVE_SERVER }: { heapMb?: number; niceness?: number } = {},
): ChildProcess {
  let execArgv = throughTsx ? [...process.execArgv, '--import', tsxLoader('tsx')] : process.execArgv;
  if (heapMb !== undefined)
    execArgv = [...execArgv.filter((flag) => !flag.startsWith('--max-old-space-size')), `--max-old-space-size=${heapMb}`];
  const child = fork(fileURLToPath(entryUrl(entry)), [], { execArgv, serialization: 'advanced' });
  lowerPriority(child, niceness);
  return child;
}

/**
 * A job process yields the CPU to the server: on two cores, the server, the database and the job
 * contend, and a request should not wait while a download is being built. Five steps down gives
 * the job about a quarter of a contended core (ten steps, a tenth: a backup beside a busy test
 * run crawled) and kept the requests beside a year's export within 7–36 ms. Raising one's own
 * nice value needs no privilege; where the system refuses, the job runs at the usual priority.
 */
const JOB_NICENESS_ABOVE_SERVER = 5;
/**
 * Background work nobody waits for (reading documents' text) yields to the downloads as well:
 * five steps further down, it gets about a third of what a download gets of a contended core.
 */
const BACKGROUND_NICENESS_ABOVE_SERVER = 10;
const LOWEST_PRIORITY = 19;
function lowerPriority(child: ChildProcess, niceness: number): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, Math.min(LOWEST_PRIORITY, getPriority() + niceness));
  } catch {
    // Not permitted here (some containers): the job still runs, at the server's priority.
  }
}

/**
 * The server has one thread for every request; on a 2-core machine one heavy job at a time
 * leaves the other core to it. Further jobs wait their turn (they are downloads: a user waits
 * for the file, nobody else waits for them). Each job gets a process of its own, ended with the
 * job: its heap, its page cache and whatever its libraries keep (a year of agenda, a digest: 30
 * to 70 MB) are given back whole when it ends, and never count in the server's own memory. A
 * worker thread kept that memory in the server's process, and a kept worker kept the last job's
 * heap too. The price is the process's start, about half a second (loading the jobs' code),
 * added to each download that runs here.
 */
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };
/**
 * Two queues, one job at a time in each: the downloads someone waits for, and the background
 * work (documents' text) that can take minutes and must not hold a download back.
 */
export type JobLane = 'download' | 'background';
const queues: Record<JobLane, Promise<unknown>> = { download: Promise.resolve(), background: Promise.resolve() };
const NICENESS: Record<JobLane, number> = { download: JOB_NICENESS_ABOVE_SERVER, background: BACKGROUND_NICENESS_ABOVE_SERVER };

/**
 * Bounds for a job whose work depends on what users typed (a court roll laid out as a PDF): its
 * process is killed past `timeoutMs` (counted from its start, not from its turn in the queue),
 * and its heap stops at `heapMb`, so that neither a stuck job nor one that grows without end can
 * hold the queue or the machine's memory.
 */
export interface JobLimits {
  timeoutMs?: number;
  heapMb?: number;
  /** The queue it waits in (default: download). */
  lane?: JobLane;
}

/** A job stopped at its time limit (see JobLimits). */
export class JobTimedOut extends Error {
  override name = 'JobTimedOut';
}

function runInProcess(job: OffThreadJob, input: unknown, limits: JobLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = startJobProcess('off-thread-worker', { heapMb: limits.heapMb, niceness: NICENESS[limits.lane ?? 'download'] });
    let answer: Answer | null = null;
    let settled = false;
    let timedOut = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    // Killed, not asked: a job past its limit may be stuck in synchronous code. It is over once
    // its process has exited, like any other job, so the next one still starts after it.
    const timer =
      limits.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, limits.timeoutMs);
    // The job process exits when its channel closes (jobs/off-thread-worker.ts). The job is done
    // once it has exited, so that the next one starts after its memory is given back.
    child.on('message', (received: Answer) => {
      answer = received;
      if (child.connected) child.disconnect();
    });
    child.on('error', (err) => settle(() => reject(err)));
    child.on('exit', (code, signal) =>
      settle(() => {
        if (answer?.ok) resolve(answer.value);
        else if (timedOut) reject(new JobTimedOut(`the job ${job} took longer than ${limits.timeoutMs} ms and was stopped`));
        else if (answer) reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
        else reject(new Error(`the job process stopped (${signal ?? `exit code ${code}`}) during a job`));
      }),
    );
    child.send({ id: 1, job, input });
  });
}

/**
 * Runs a job of jobs/off-thread-jobs.ts in a job process, so that its CPU and synchronous I/O
 * (a SQLite copy, an integrity check, a year of agenda rendered) delay no other request and its
 * memory is not the server's. Input and output are copied between the processes: pass paths and
 * parameters, not large structures.
 */
export function runOffThread<J extends OffThreadJob>(job: J, input: Input<J>, limits: JobLimits = {}): Promise<Output<J>> {
  const lane = limits.lane ?? 'download';
  const run = () => runInProcess(job, input, limits) as Promise<Output<J>>;
  const result = queues[lane].then(run, run);
  queues[lane] = result.catch(() => undefined);
  return result;
}
