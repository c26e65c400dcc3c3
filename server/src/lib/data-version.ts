/**
 * A counter this instance bumps after every state-changing API request has been handled (its
 * transaction committed). Short-lived read caches (sessions, dashboard counters) remember the
 * value they were filled under and drop an entry as soon as it moved, so a client sees its own
 * writes at once. Other instances do not see this counter: their caches catch up within their
 * own few-second lifetime.
 */
export interface DataVersion {
  current(): number;
  changed(): void;
}

export function createDataVersion(): DataVersion {
  let version = 0;
  return {
    current: () => version,
    changed: () => {
      version++;
    },
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isWriteMethod = (method: string) => !READ_METHODS.has(method);
