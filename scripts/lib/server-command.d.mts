export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENTRY: string;
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
