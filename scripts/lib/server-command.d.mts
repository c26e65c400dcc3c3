export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENTRY: string;
export function serverEnvDefaults(env?: NodeJS.ProcessEnv): Record<string, string>;
