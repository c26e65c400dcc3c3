import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Paths whose segment after the prefix is a secret: a calendar feed's address is its only key
 * (GET /calendar/{token}.ics), and calendar applications fetch it every few minutes.
 */
const SECRET_SEGMENT = /^(\/calendar\/)[^/?#]+?(\.ics)?(?=[/?#]|$)/;

/**
 * Query parameters whose values say nothing about a client: paging, sorting, dates, ids and
 * fixed choices. Any other value (a searched name, a national id, free text) is hidden.
 */
const PLAIN_PARAMETERS = new Set([
  'page',
  'page_size',
  'sort',
  'from',
  'to',
  'date',
  'due_from',
  'due_to',
  'status',
  'mine',
  'scope',
  'role',
  'format',
  'inline',
  'entity',
  'entity_id',
  'user',
  'tribunal',
  'type_affaire_bureau',
]);

const REDACTED = '[redacted]';

function loggableQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return PLAIN_PARAMETERS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
}

/**
 * The URL as the logs may keep it: a calendar feed's token and the values of searches (names,
 * national ids) are replaced; the path, the parameters' names and the plain values are kept.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const loggablePath = path.replace(
    SECRET_SEGMENT,
    (_match, prefix: string, extension: string | undefined) => `${prefix}${REDACTED}${extension ?? ''}`,
  );
  return mark < 0 ? loggablePath : `${loggablePath}?${loggableQuery(url.slice(mark + 1))}`;
}

/**
 * Fastify's request log line (its default fields), with the URL made loggable: the access line
 * of every request would otherwise carry a feed's token, or the name and national id of a
 * prospective client checked for conflicts, to whoever reads the logs.
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

/**
 * A logged error as pino shows one (its standard serializer: type, message and stack with their
 * causes, the error's own fields), without a database error's `detail`: PostgreSQL quotes the
 * values there ("Failing row contains (…)", "Key (national_id_key)=(…) already exists"), a
 * client's data in the logs.
 */
export function serializeError(error: Error) {
  const logged = stdSerializers.err(error);
  delete logged.detail;
  return logged;
}
