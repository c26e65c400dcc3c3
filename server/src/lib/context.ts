import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from './clock';

/** What every module's services need, built once in app.ts. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
}

/** The signed-in user as the server knows it for one request. */
export interface Actor {
  id: number;
  role: 'admin' | 'user';
}
