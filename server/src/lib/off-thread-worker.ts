import { parentPort, workerData } from 'node:worker_threads';
import { OFF_THREAD_JOBS, type OffThreadJobs } from './off-thread-jobs';

/** The worker's side of runOffThread: runs one job and posts its result or its error. */
const { job, input } = workerData as { job: keyof OffThreadJobs; input: never };
try {
  const value = await OFF_THREAD_JOBS[job](input);
  parentPort!.postMessage({ ok: true, value });
} catch (err) {
  const error = err instanceof Error ? err : new Error(String(err));
  parentPort!.postMessage({ ok: false, error: { name: error.name, message: error.message } });
}
