import { parentPort } from 'node:worker_threads';
import { OFF_THREAD_JOBS, type OffThreadJobs } from './off-thread-jobs';

/** The worker's side of runOffThread: runs each job it is sent and posts its result or its error. */
parentPort!.on('message', (message: { id: number; job: keyof OffThreadJobs; input: never }) => {
  void (async () => {
    try {
      const value = await OFF_THREAD_JOBS[message.job](message.input);
      parentPort!.postMessage({ id: message.id, ok: true, value });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      parentPort!.postMessage({ id: message.id, ok: false, error: { name: error.name, message: error.message } });
    }
  })();
});
