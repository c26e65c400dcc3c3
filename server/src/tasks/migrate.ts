import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { usageError } from './task-error';
import type { Task } from './task';

export const migrateTask: Task = {
  name: 'migrate',
  summary: 'bring the database schema up to date (the server also does this at start-up)',
  usage: 'npm run db:migrate',
  async run(args, { config }) {
    if (args.length > 0) throw usageError(`unexpected argument ${args[0]}`, this.usage);
    const handle = createDatabase(config.DATABASE_URL, { poolSize: 1 });
    try {
      await migrateToLatest(handle);
      console.log(`The ${handle.dialect} database schema is up to date.`);
    } finally {
      await handle.close();
    }
  },
};
