// How the built server is started, in one place (npm start and the benchmark).
//
// V8 sizes its heap for the machine (a 4 GB ceiling here) and lets a busy server's heap grow far
// past what it keeps alive (25 MB) before collecting: 220 MB resident under load. A 4 MB young
// generation and a 512 MB old-generation ceiling keep it near 130 MB at the same throughput, and
// 512 MB is still ample for the largest answer (a year of agenda exported at 1M actions).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4', '--max-old-space-size=512'];

// glibc gives threads that allocate at the same time malloc arenas of their own (up to 8 per
// core), and memory freed in an arena mostly stays with it. The server's threads (requests, the
// read worker's SQLite connection, libuv's pool compressing answers) left about 25 MB more
// resident after the benchmark's load with the default than with two arenas, at the same
// throughput. One arena, shared by every thread, reuses what each frees: measured at full size
// against two (four runs each, interleaved), 5 MB less after the load and 11 MB less at the peak
// of a 100 MB upload (the socket's chunks wait for a collection in between), for about 5% fewer
// requests a second on the lightest routes (the dashboard, the bare route) and the same on the
// searches; every latency percentile held.
const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '1' };

/** The defaults above that `env` does not set: the environment wins. */
export function serverEnvDefaults(env = process.env) {
  return Object.fromEntries(Object.entries(SERVER_ENV_DEFAULTS).filter(([name]) => env[name] === undefined));
}

export const SERVER_ENTRY = 'server/dist/server.js';
