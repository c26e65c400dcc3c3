// The SMTP sink of scripts/lib/smtp-sink.mjs on a worker thread, for the benchmark: parsing a
// received 120 KB digest (mailparser's text-to-HTML link scan) takes 40–110 ms, and on the thread
// that also times the probe's requests it was counted as the server holding a request up.
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { startSmtpSink } from './smtp-sink.mjs';

if (!isMainThread && parentPort) {
  const port = parentPort;
  const sink = await startSmtpSink();
  port.on('message', async (request) => {
    if (request === 'count') port.postMessage({ count: sink.messages.length });
    else if (request === 'close') {
      await sink.close();
      port.postMessage({ closed: true });
    }
  });
  port.postMessage({ url: sink.url });
}

export async function startSmtpSinkThread() {
  const worker = new Worker(new URL(import.meta.url));
  const next = () =>
    new Promise((resolve, reject) => {
      const off = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (message) => {
        off();
        resolve(message);
      };
      const onError = (error) => {
        off();
        reject(error);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
    });
  const { url } = await next();
  let pending = Promise.resolve();
  const ask = (request) => {
    const answer = pending.then(() => {
      const reply = next();
      worker.postMessage(request);
      return reply;
    });
    pending = answer.then(() => undefined, () => undefined);
    return answer;
  };
  return {
    url,
    received: async () => (await ask('count')).count,
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}
