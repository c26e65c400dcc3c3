// The documents scenarios: memory while one large file uploads, a colleague's dashboard while ten
// files upload at once (against the same just before), and download throughput against the same
// file served as a static asset, in the same run.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sample, summarize } from './load';
import { memoryOf } from './server';

export interface DocumentsResult {
  upload_mb: number;
  upload_rss_delta_mb: number;
  concurrent_uploads: number;
  concurrent_upload_mb: number;
  dashboard_p99_during_uploads_ms: number;
  /** The same colleague's dashboard just before, without uploads, and how much the uploads added to its p99. */
  dashboard_p99_idle_ms: number;
  dashboard_delay_during_uploads_ms: number;
  download_mb_s: number;
  static_mb_s: number;
  download_ratio_to_static: number;
}

const MB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n');

/** The same deterministic bytes every run (so repeated runs store one copy): a PDF head and padding. */
function fileChunks(totalBytes: number, salt: number): () => Generator<Buffer> {
  const block = Buffer.alloc(256 * 1024, 0x20 + (salt % 64));
  return function* () {
    yield PDF_HEAD;
    let sent = PDF_HEAD.length;
    while (sent < totalBytes) {
      const part = block.subarray(0, Math.min(block.length, totalBytes - sent));
      sent += part.length;
      yield part;
    }
  };
}

/** A multipart upload streamed from a generator: the bench process never holds the file either. */
export async function uploadStreamed(baseURL: string, cookie: string, dossierId: number, totalBytes: number, salt: number): Promise<number> {
  const boundary = `----bench${salt}${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${salt}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunks = fileChunks(totalBytes, salt)();
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        stage = 1;
        return controller.enqueue(head);
      }
      if (stage === 1) {
        const next = chunks.next();
        if (!next.done) return controller.enqueue(next.value);
        stage = 2;
        return controller.enqueue(tail);
      }
      controller.close();
    },
  });
  const res = await fetch(`${baseURL}/api/dossiers/${dossierId}/documents`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'cabinet', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { items: { id_document: number }[] }).items[0]!.id_document;
}

/** Megabytes per second fetching `path` over and over with two clients for `seconds`. */
async function throughput(baseURL: string, path: string, cookie: string | undefined, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let bytes = 0;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      const res = await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {} });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    }
  };
  await Promise.all([client(), client()]);
  return bytes / MB / ((performance.now() - started) / 1000);
}

/** The static copy must exist before the server starts (the static plugin lists files then). */
export function placeStaticCopy(webDist: string, megabytes: number): { path: string; remove: () => void } {
  const path = join(webDist, 'bench-download.pdf');
  writeFileSync(path, Buffer.concat([...fileChunks(Math.round(megabytes * MB), 7)()]));
  return { path: '/bench-download.pdf', remove: () => rmSync(path, { force: true }) };
}

export async function benchDocuments(options: {
  baseURL: string;
  cookie: string;
  /**
   * Another session, reading the dashboard while `cookie`'s session uploads: a colleague at their
   * desk. The uploading session's own next dashboard waits for its uploads to be counted.
   */
  colleagueCookie: string;
  pid: number;
  dossierId: number;
  uploadMb: number;
  durationSeconds: number;
  staticPath: string;
  log: (line: string) => void;
}): Promise<DocumentsResult> {
  const { baseURL, cookie, pid, dossierId, uploadMb, log } = options;
  const concurrentMb = Math.max(1, Math.round(uploadMb / 5));
  const settings = await fetch(`${baseURL}/api/settings`, {
    method: 'PATCH',
    headers: { cookie, 'x-requested-with': 'cabinet', 'content-type': 'application/json' },
    body: JSON.stringify({ max_upload_mb: Math.max(25, uploadMb + 1) }),
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  // The settings are cached for up to 2 s on the server.
  await new Promise((resolve) => setTimeout(resolve, 2100));

  log(`[bench] documents: one ${uploadMb} MB upload, watching the server's memory…`);
  const before = memoryOf(pid).rssMb;
  let peak = before;
  const poll = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMb);
  }, 25);
  try {
    await uploadStreamed(baseURL, cookie, dossierId, uploadMb * MB, 1);
  } finally {
    clearInterval(poll);
  }
  peak = Math.max(peak, memoryOf(pid).rssMb);

  log(`[bench] documents: 10 uploads of ${concurrentMb} MB at once, measuring a colleague's dashboard before and meanwhile…`);
  const dashboardLoad = () => sample({ baseURL, paths: ['/api/dashboard'], cookie: options.colleagueCookie, connections: 2, durationSeconds: 1 });
  const idle = summarize([await dashboardLoad(), await dashboardLoad()]);
  const uploads = Promise.all(Array.from({ length: 10 }, (_, i) => uploadStreamed(baseURL, cookie, dossierId, concurrentMb * MB, 10 + i)));
  const samples = [];
  let done = false;
  void uploads.finally(() => {
    done = true;
  });
  do samples.push(await dashboardLoad());
  while (!done);
  const ids = await uploads;
  const dashboard = summarize(samples);

  log('[bench] documents: download throughput against the same file as a static asset…');
  const half = Math.max(1, options.durationSeconds / 2);
  const documentPath = `/api/documents/${ids[0]}/content`;
  // The static copy has the same size as the concurrent uploads' first file: compare like with like.
  const staticRate = await throughput(baseURL, options.staticPath, undefined, half);
  const downloadRate = await throughput(baseURL, documentPath, cookie, half);
  return {
    upload_mb: uploadMb,
    upload_rss_delta_mb: Math.round((peak - before) * 10) / 10,
    concurrent_uploads: 10,
    concurrent_upload_mb: concurrentMb,
    dashboard_p99_during_uploads_ms: dashboard.p99_ms,
    dashboard_p99_idle_ms: idle.p99_ms,
    dashboard_delay_during_uploads_ms: Math.round(Math.max(0, dashboard.p99_ms - idle.p99_ms) * 100) / 100,
    download_mb_s: Math.round(downloadRate * 10) / 10,
    static_mb_s: Math.round(staticRate * 10) / 10,
    download_ratio_to_static: Math.round((downloadRate / staticRate) * 100) / 100,
  };
}
