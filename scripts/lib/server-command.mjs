// How the built server is started, in one place (npm start and the benchmark).
//
// V8 sizes its heap for the machine (a 4 GB ceiling here) and lets a busy server's heap grow far
// past what it keeps alive (25 MB) before collecting: 220 MB resident under load. A 4 MB young
// generation and a 512 MB old-generation ceiling keep it near 130 MB at the same throughput, and
// 512 MB is still ample for the largest answer (a year of agenda exported at 1M actions).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4', '--max-old-space-size=512'];

export const SERVER_ENTRY = 'server/dist/server.js';
