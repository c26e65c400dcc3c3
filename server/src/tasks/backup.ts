import { resolve } from 'node:path';
import { isPostgresUrl, sqlitePathFromUrl } from '../db/database';
import { backupSqlite } from '../db/sqlite-backup';
import { summarize } from '../db/sqlite-file';
import { createStorage } from '../lib/storage';
import { TaskError, usageError } from './task-error';
import { readOptions, type Task } from './task';

const USAGE = 'npm run backup -- --out FILE [--force]';

export const POSTGRES_BACKUP_HELP = `On PostgreSQL, back up with pg_dump (it takes a consistent snapshot while Cabinet runs):

  pg_dump --format=custom --file=FILE "$DATABASE_URL"

Restore such a file with pg_restore after stopping every Cabinet instance:

  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE`;

export const backupTask: Task = {
  name: 'backup',
  summary: 'copy the SQLite database to a file, safely while the server runs',
  usage: USAGE,
  async run(args, { config }) {
    const values = readOptions(args, { out: { type: 'string', short: 'o' }, force: { type: 'boolean', default: false } });
    if (isPostgresUrl(config.DATABASE_URL)) throw new TaskError(POSTGRES_BACKUP_HELP, 3);
    if (!values.out) throw usageError('--out FILE is required', USAGE);
    const sourcePath = sqlitePathFromUrl(config.DATABASE_URL);
    if (!sourcePath || sourcePath === ':memory:') throw new TaskError('DATABASE_URL does not name a SQLite file');
    const report = await backupSqlite(sourcePath, values.out, { force: values.force, documents: createStorage(config) });
    console.log(`Backed up ${sourcePath} to ${resolve(values.out)}: ${summarize(report)}`);
  },
};
