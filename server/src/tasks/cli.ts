import { loadConfig } from '../config';
import { SqliteFileError } from '../db/sqlite-file';
import { adminTask } from './admin';
import { backupTask } from './backup';
import { documentsReindexTask } from './documents-reindex';
import { importTask } from './import';
import { migrateTask } from './migrate';
import { restoreTask } from './restore';
import { TaskError } from './task-error';
import type { Task } from './task';

const TASKS: Task[] = [adminTask, migrateTask, backupTask, restoreTask, importTask, documentsReindexTask];

function help(): string {
  return [
    'Cabinet tasks (they use DATABASE_URL like the server):',
    ...TASKS.map((t) => `  ${t.name.padEnd(8)} ${t.summary}\n           ${t.usage.replaceAll('\n', '\n           ')}`),
  ].join('\n');
}

/** Runs one task; resolves to the process exit status. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [name, ...args] = argv;
  const task = TASKS.find((t) => t.name === name);
  if (!task) {
    const asked = name === 'help' || name === '--help' || name === '-h';
    if (name && !asked) console.error(`Unknown task: ${name}\n`);
    console.error(help());
    return asked ? 0 : 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`${task.summary}\nusage: ${task.usage}`);
    return 0;
  }
  try {
    await task.run(args, { config: loadConfig(env), env });
    return 0;
  } catch (err) {
    if (err instanceof TaskError) {
      console.error(err.message);
      return err.exitCode;
    }
    // A database file the operator must look at (damaged, not Cabinet's, exists already): the message says it all.
    if (err instanceof SqliteFileError) {
      console.error(err.message);
      return 1;
    }
    // parseArgs reports unknown or malformed options with these codes.
    const code = (err as { code?: string }).code;
    if (code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n\nusage: ${task.usage}`);
      return 2;
    }
    console.error(`${task.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

runCli(process.argv.slice(2), process.env).then(
  (status) => {
    process.exitCode = status;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
