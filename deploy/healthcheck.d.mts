export declare function healthUrl(env?: NodeJS.ProcessEnv): string;
export declare function checkOnce(url: string, timeoutMs?: number): Promise<[0 | 1 | 2, string]>;
export declare function check(options: {
  url: string;
  attempts?: number;
  pauseMs?: number;
  deadline?: number;
  log?: (line: string) => void;
}): Promise<0 | 1 | 2>;
