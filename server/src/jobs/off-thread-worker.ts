import { OFF_THREAD_JOBS, type OffThreadJobs } from './off-thread-jobs';

/**
 * The job process's side of runOffThread (lib/off-thread.ts): runs the job it is sent and sends
 * back its result or its error. It ends when the server closes the channel, or when the server
 * itself ends, so that no job outlives it.
 */
const send = (message: unknown) => process.send!(message);

process.on('message', (message: { id: number; job: keyof OffThreadJobs; input: never }) => {
  void (async () => {
    try {
      const value = await OFF_THREAD_JOBS[message.job](message.input);
      send({ id: message.id, ok: true, value });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      send({ id: message.id, ok: false, error: { name: error.name, message: error.message } });
    }
  })();
});
process.on('disconnect', () => process.exit(0));
