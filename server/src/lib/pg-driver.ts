import { createRequire } from 'node:module';
import type pg from 'pg';

let driver: typeof pg | null = null;

/**
 * The PostgreSQL driver, loaded with the first PostgreSQL connection: a server on SQLite never
 * holds its code (about 2.5 MB of heap). Calendar dates stay `YYYY-MM-DD` strings; 64-bit
 * integers (counts, epoch ms) become numbers.
 */
export function pgDriver(): typeof pg {
  if (driver) return driver;
  const loaded = createRequire(import.meta.url)('pg') as typeof pg;
  loaded.types.setTypeParser(loaded.types.builtins.DATE, (v) => v);
  loaded.types.setTypeParser(loaded.types.builtins.INT8, (v) => Number(v));
  loaded.types.setTypeParser(loaded.types.builtins.NUMERIC, (v) => Number(v));
  driver = loaded;
  return loaded;
}
