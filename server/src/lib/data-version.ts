/**
 * A counter bumped after every state-changing API request has been handled (its transaction
 * committed). Short-lived read caches (sessions, settings, dashboard counters, agenda lists)
 * remember the value they were filled under and drop an entry as soon as it moved, so a client
 * sees its own writes at once. On PostgreSQL several instances share the database: the change
 * feed (change-feed.ts) bumps every instance's counter when any of them writes, and says whether
 * it is listening (`sharedAcrossInstances`); caches that must agree across instances at once
 * (sessions) serve only while it is.
 */
export interface DataVersion {
  current(): number;
  /** `writer`: who changed something on this instance (a session's token hash), for `lastWriteOf`. */
  changed(writer?: string | null): void;
  /** The counter after this writer's last change on this instance; 0 when none is known. */
  lastWriteOf(writer: string | null): number;
  /** True while a change on any instance moves this counter at once (the PostgreSQL change feed is connected). */
  sharedAcrossInstances(): boolean;
  /** Tells the other instances this one has changed something; resolves once the database has taken the message. */
  publish(): Promise<void>;
}

/** Writers remembered, the latest kept: far more than an office's open sessions. */
const MAX_WRITERS_KEPT = 10_000;

export function createDataVersion(): DataVersion & { attachFeed(feed: { live(): boolean; publish(): Promise<void> }): void } {
  let version = 0;
  let feed: { live(): boolean; publish(): Promise<void> } | null = null;
  const lastWrites = new Map<string, number>();
  return {
    current: () => version,
    changed: (writer = null) => {
      version++;
      if (writer === null) return;
      lastWrites.delete(writer);
      lastWrites.set(writer, version);
      if (lastWrites.size > MAX_WRITERS_KEPT) lastWrites.delete(lastWrites.keys().next().value!);
    },
    lastWriteOf: (writer) => (writer === null ? 0 : (lastWrites.get(writer) ?? 0)),
    sharedAcrossInstances: () => feed?.live() ?? false,
    publish: () => feed?.publish() ?? Promise.resolve(),
    attachFeed(next) {
      feed = next;
    },
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isWriteMethod = (method: string) => !READ_METHODS.has(method);
