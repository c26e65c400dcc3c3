import DataLoader from 'dataloader';

/** Enough ids for one statement; more wait for the next. */
const MOST_IDS_AT_ONCE = 100;
/** Statements of one reader in flight at once; the reads arriving meanwhile gather for the next. */
const MOST_STATEMENTS_AT_ONCE = 2;

/**
 * Reads of one row by id that arrive together, answered by one statement for all their ids. On
 * PostgreSQL each statement costs a round trip, waking the server's backend and parsing a reply,
 * whatever its size: under load, the requests read from the network in one turn of the event loop
 * share it. Nothing is kept between turns (no cache): each read sees the rows as they are when its
 * statement runs, as a read of its own would.
 */
export function batchedReads<R>(readMany: (ids: readonly number[]) => Promise<readonly R[]>, idOf: (row: R) => number): (id: number) => Promise<R | undefined> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<number, R | undefined>(
    async (ids) => {
      try {
        const byId = new Map((await readMany(ids)).map((row) => [idOf(row), row]));
        return ids.map((id) => byId.get(id));
      } finally {
        const next = waiting.shift();
        if (next) setImmediate(next);
        else inFlight--;
      }
    },
    {
      cache: false,
      maxBatchSize: MOST_IDS_AT_ONCE,
      // After the turn's network reads, not after the current callback (DataLoader's default):
      // each request is read in a callback of its own. While enough statements are in flight, the
      // batch stays open and waits for one of them to end.
      batchScheduleFn: (dispatch) => {
        if (inFlight < MOST_STATEMENTS_AT_ONCE) {
          inFlight++;
          setImmediate(dispatch);
        } else waiting.push(dispatch);
      },
    },
  );
  return (id) => loader.load(id);
}
