import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredCoding } from '../lib/accept-encoding';
import { isReusedPayload } from '../lib/serializer';

/**
 * Responses worth compressing: JSON and the text exports (CSV, iCalendar). Static files are
 * compressed once at build time (web/dist/**\/*.br, *.gz) and served as they are by static-web.
 */
const COMPRESSIBLE = /^(application\/(?:[\w.+-]+\+)?json|text\/csv|text\/calendar|text\/plain)(?:;|$)/;

/**
 * Brotli quality 4 and gzip level 6: on a 15 KB search page, 0.12 ms and 0.10 ms of CPU for
 * 96 % and 95 % less on the wire; quality 11 would take 44 ms for 7 % fewer bytes. Under 1 KB the
 * headers outweigh the gain.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size an answer held in memory is compressed at once on the request's thread: a
 * 22 KB search page takes 0.12 ms of brotli. The plugin's zlib stream through libuv's pool cost
 * the thread more than the compression itself: in a bare Fastify route answering that page to 4
 * connections, 1.05–1.15 ms of the thread per request through the plugin against 0.36–0.50 ms
 * inline, and a third of the requests a second. Larger answers still go to the pool.
 */
export const INLINE_COMPRESSION_LIMIT_BYTES = 64 * 1024;

/** The compressed forms of the reused responses' bytes, made once each, forgotten with the bytes. */
const compressedForms = new WeakMap<Buffer, Map<'br' | 'gzip', Promise<Buffer>>>();

function compressedForm(payload: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  let forms = compressedForms.get(payload);
  if (!forms) compressedForms.set(payload, (forms = new Map()));
  let form = forms.get(coding);
  if (!form) {
    form = coding === 'br' ? brotliAsync(payload, BROTLI_OPTIONS) : gzipAsync(payload, GZIP_OPTIONS);
    forms.set(coding, form);
    // A failed compression is not kept: the next request tries again.
    form.catch(() => forms.delete(coding));
  }
  return form;
}

function setEncoded(reply: FastifyReply, coding: 'br' | 'gzip', length: number): void {
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Accept-Encoding`);
  reply.header('Content-Encoding', coding);
  reply.header('Content-Length', length);
}

/**
 * Answers held in memory, before the plugin sees them. A response a read cache hands out again
 * (lib/serializer.ts `reusedResponse`) goes out compressed from a copy made once, on libuv's
 * thread pool: today's agenda at 100k dossiers is 1.4 MB of JSON, 45 ms of brotli per request.
 * Any other compressible answer up to the inline limit is compressed here, on this thread. Route-
 * level onSend hooks (the compression plugin's) run after this one and leave an encoded payload
 * alone: they take larger answers and streams.
 */
function registerHeldCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.getHeader('Content-Encoding')) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    const reused = isReusedPayload(payload);
    if (!reused && (size > INLINE_COMPRESSION_LIMIT_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('Content-Type') ?? '')))) return payload;
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (coding === null) return payload;
    let compressed: Buffer;
    if (reused) compressed = await compressedForm(payload, coding);
    else compressed = coding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, GZIP_OPTIONS);
    setEncoded(reply, coding, compressed.length);
    return compressed;
  });
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  registerHeldCompression(app);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
