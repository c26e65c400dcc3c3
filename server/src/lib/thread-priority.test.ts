import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId } from './thread-priority';

/** The nice value of a thread, from /proc (field 19 of its stat line, after the command's parentheses). */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('thread priority', () => {
  it('names this thread, not the process', () => {
    expect(currentThreadId()).toBeGreaterThan(0);
  });

  it('lowers the calling thread only: a heavy job yields the CPU, the request thread keeps its priority', async () => {
    const source = new URL('./thread-priority.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); }).then((m) => {
      m.lowerThreadPriority();
      require('node:worker_threads').parentPort.postMessage(m.currentThreadId());
      setTimeout(() => {}, 1000);
    });`;
    const worker = new Worker(code, { eval: true });
    try {
      const tid = await new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(niceOf(tid)).toBe(10);
      expect(niceOf(currentThreadId()!)).toBe(niceOf(process.pid));
    } finally {
      await worker.terminate();
    }
  });
});
