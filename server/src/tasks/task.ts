import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config';

export interface TaskContext {
  config: Config;
  env: NodeJS.ProcessEnv;
}

/** A command-line task: `npm run <script> -- <args>` ends up in `run`. */
export interface Task {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], context: TaskContext): Promise<void>;
}

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type StrictConfig<T extends OptionsConfig> = { args: string[]; options: T; strict: true };

/** A task's options; an unknown or malformed one throws, and the CLI prints the usage. */
export function readOptions<T extends OptionsConfig>(args: string[], options: T): ReturnType<typeof parseArgs<StrictConfig<T>>>['values'] {
  return parseArgs<StrictConfig<T>>({ args, options, strict: true }).values;
}
