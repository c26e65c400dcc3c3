/** A task failure the operator can act on: printed as a message, never as a stack. */
export class TaskError extends Error {
  constructor(
    message: string,
    /** Process exit status: 1 failure, 2 usage, 3 not available for this database. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const usageError = (message: string, usage: string) => new TaskError(`${message}\n\nusage: ${usage}`, 2);
