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
