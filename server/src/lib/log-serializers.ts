import type { FastifyRequest } from 'fastify';

/**
 * Paths whose segment after the prefix is a secret: a calendar feed's address is its only key
 * (GET /calendar/{token}.ics), and calendar applications fetch it every few minutes.
 */
const SECRET_SEGMENT = /^(\/calendar\/)[^/?#]+?(\.ics)?(?=[/?#]|$)/;

/** The URL as the logs may keep it: a calendar feed's token is replaced, the rest is kept. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, (_match, prefix: string, extension: string | undefined) => `${prefix}[redacted]${extension ?? ''}`);
}

/**
 * Fastify's request log line (its default fields), with the URL made loggable: the access line
 * of every request would otherwise carry a feed's token to whoever reads the logs.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
