import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is read and thrown away before the answer goes out. */
const DRAIN_MAX_BYTES = 256 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

const bodyDone = (request: IncomingMessage) => request.complete || request.readableEnded || request.destroyed;

/**
 * Reads and discards the rest of a request body, up to a bound. Resolves once the body has
 * ended, the client went away, or the bound is reached.
 */
function drain(request: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (bodyDone(request)) return resolve();
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', finish);
      request.off('close', finish);
      request.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    // A multipart parser may still be attached; it has given up on this body.
    request.unpipe();
    request.on('data', onData);
    request.once('end', finish);
    request.once('close', finish);
    request.once('error', finish);
    request.resume();
  });
}

/**
 * A refused body (413 too large, or a 4xx decided before the body was all read, such as a
 * refused file in the middle of an upload) must reach ordinary clients as a readable answer.
 * Answering and closing while the client is still sending makes the client's next write fail
 * (EPIPE/RST), and Node's fetch or a browser then report a network error instead of the answer.
 * So the rest of the body is read and discarded first (up to a bound), then the answer goes out
 * with `Connection: close`.
 */
export function registerOversizeBodyAnswer(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || bodyDone(request.raw)) return payload;
    reply.header('connection', 'close');
    await drain(request.raw);
    return payload;
  });
}
