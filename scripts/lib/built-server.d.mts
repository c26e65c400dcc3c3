export interface BuiltServer {
  baseURL: string;
  pid: number;
  /** What the server printed lately (JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

export declare function startBuiltServer(options: {
  root: string;
  env?: Record<string, string | undefined>;
  nodeFlags?: string[];
  timeoutMs?: number;
  keepChars?: number;
}): Promise<BuiltServer>;
