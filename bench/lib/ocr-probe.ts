// "OCR of a 10-page scan delays no request": a scan (images only, no text layer) of French and
// Arabic pages is uploaded, and while the server reads it by OCR in the background, a probe asks
// for the dashboard every 25 ms; its slowest answer beyond the same probe idle is the delay.
import { createDatabase } from '../../server/src/db/database';
import { scanPdf, textImage } from '../../server/test/text-fixtures';
import { delayBeyondIdle, idleProbe, pause, probeWhile, round } from './heavy-probe';

export interface OcrProbe {
  pages: number;
  /** The document's text status at the end: done, or failed (with its reason) when OCR is missing. */
  text_status: string;
  text_error: string | null;
  ocr_seconds: number;
  probe_path: string;
  idle_p95_ms: number;
  probes: number;
  probe_max_ms: number;
  max_delay_ms: number;
  /** The three slowest probes, and when each was sent (seconds after the upload began): where in the reading they fell. */
  slowest: { at_s: number; ms: number }[];
}

const LINES = [
  'Tribunal de première instance de Casablanca, chambre civile',
  'Jugement n° 2024/1201/55 rendu en audience publique',
  'Entre la compagnie Wafa Assurance et Monsieur Youssef Kettani',
  'Le tribunal condamne l’assureur à payer la somme de 125 000 dirhams',
  'المحكمة الابتدائية بالدار البيضاء',
  'حكمت المحكمة علنيا ابتدائيا وحضوريا',
  'بأداء شركة التأمين لفائدة المدعي تعويضا إجماليا',
];


/** A page of a judgment as a scanner gives it: lines of text in both scripts, as an image. */
const page = (n: number) => textImage(Array.from({ length: 24 }, (_, i) => `${LINES[(i + n) % LINES.length]} — ${n + 1}.${i + 1}`), { width: 1240 });

export async function probeDuringOcr(options: { baseURL: string; cookie: string; dossierId: number; pages: number; timeoutMs?: number }): Promise<OcrProbe> {
  const { baseURL, cookie } = options;
  const probePath = '/api/dashboard';
  const probeUrl = `${baseURL}${probePath}`;
  const scan = await scanPdf(await Promise.all(Array.from({ length: options.pages }, (_, n) => page(n))));
  const idle = await idleProbe(probeUrl, { cookie, intervalMs: 25 });

  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(scan)], { type: 'application/pdf' }), `scan-${options.pages}-pages.pdf`);
  const uploaded = await fetch(`${baseURL}/api/dossiers/${options.dossierId}/documents`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'cabinet' },
    body: form,
  });
  const text = await uploaded.text();
  if (uploaded.status !== 201) throw new Error(`the scan's upload answered ${uploaded.status}: ${text.slice(0, 300)}`);
  const id = (JSON.parse(text) as { items: { id_document: number }[] }).items[0]!.id_document;

  let finished = false;
  const until = performance.now() + (options.timeoutMs ?? 600_000);
  const reading = (async () => {
    try {
      for (;;) {
        const res = await fetch(`${baseURL}/api/documents/${id}`, { headers: { cookie } });
        const doc = (await res.json()) as { text_status: string; text_error: string | null };
        if (doc.text_status !== 'pending' || performance.now() > until) return doc;
        await pause(250);
      }
    } finally {
      finished = true;
    }
  })();
  // The uploader's next dashboard waits for the counters to be counted again, so that their own
  // write shows (dashboard.service.ts); at 100,000 dossiers that count is most of the first answer
  // after any upload, read or not. It is read once here, and the reading is probed from then on.
  await (await fetch(probeUrl, { headers: { cookie } })).text();
  const startedAt: number[] = [];
  const during = await probeWhile(probeUrl, { cookie, intervalMs: 25, startedAt }, () => !finished);
  const doc = await reading;
  return {
    pages: options.pages,
    text_status: doc.text_status,
    text_error: doc.text_error,
    ocr_seconds: round((performance.now() - started) / 1000),
    probe_path: probePath,
    idle_p95_ms: round(idle.p95_ms),
    probes: during.length,
    probe_max_ms: round(Math.max(0, ...during)),
    max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
    slowest: during
      .map((ms, i) => ({ at_s: round((startedAt[i]! - started) / 1000), ms: round(ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3),
  };
}

/**
 * The documents other scenarios uploaded (padded PDFs with no text, never read: their server reads
 * no text) are marked as having none, so the reading server starts with the scan alone.
 */
export async function leavePaddingUnread(databaseUrl: string): Promise<void> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    await handle.db.updateTable('document').set({ text_status: 'none' }).where('text_status', '=', 'pending').execute();
  } finally {
    await handle.close();
  }
}
