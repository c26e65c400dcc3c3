import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** The kernel's id of the calling thread (Linux: /proc/thread-self links to <pid>/task/<tid>); null elsewhere. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Gives the calling thread a lower CPU priority (nice 10 on Linux). A heavy job's thread calls it
 * first: on a 2-core machine the job, the request thread and a downloading client all want a core,
 * and the scheduler then hands the request thread its turn first. Elsewhere, or when the system
 * refuses, the job runs at normal priority.
 */
export function lowerThreadPriority(): void {
  const tid = currentThreadId();
  if (tid === null) return;
  try {
    setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here: the job keeps the normal priority.
  }
}
