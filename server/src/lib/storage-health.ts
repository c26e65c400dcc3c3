/**
 * Whether the database can still write, as the last writes showed. A full disk or a read-only
 * database lets reads (and `select 1`) succeed while every save fails, so the health check asks
 * this too: a storage failure stands until a write succeeds again.
 */
export interface StorageHealth {
  /** The failure code while writes fail, else null. */
  failing(): string | null;
  /** Notes the error if it says the storage cannot write; answers whether it did. */
  noteFailure(error: unknown): boolean;
  noteSuccess(): void;
}

/** SQLite extended codes start with these; PostgreSQL: disk_full, io_error, read_only_sql_transaction. */
const SQLITE_STORAGE = /^SQLITE_(FULL|IOERR|READONLY)/;
const POSTGRES_STORAGE = new Set(['53100', '58030', '25006']);

export function storageFailureCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return SQLITE_STORAGE.test(code) || POSTGRES_STORAGE.has(code) ? code : null;
}

export function createStorageHealth(): StorageHealth {
  let failure: string | null = null;
  return {
    failing: () => failure,
    noteFailure(error) {
      const code = storageFailureCode(error);
      if (code) failure = code;
      return code !== null;
    },
    noteSuccess() {
      failure = null;
    },
  };
}
