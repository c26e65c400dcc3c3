import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { afterEach, expect, it } from 'vitest';
import { waitForQuietMachine } from './lib/quiet';

const spinners: ChildProcess[] = [];
afterEach(() => {
  for (const child of spinners.splice(0)) child.kill('SIGKILL');
});

it('does not call a machine quiet while every core is kept busy, and gives up after its limit', async () => {
  for (let core = 0; core < availableParallelism(); core++) {
    spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));

  const wait = await waitForQuietMachine({ threshold: 0.15, maxWaitMs: 2500 });

  expect(wait.timed_out).toBe(true);
  expect(wait.busy_at_start).toBeGreaterThan(0.5);
  expect(wait.busy_at_end).toBeGreaterThan(0.5);
  expect(wait.waited_ms).toBeGreaterThanOrEqual(2500);
});
