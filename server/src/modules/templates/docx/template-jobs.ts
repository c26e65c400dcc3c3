import { readFile, writeFile } from 'node:fs/promises';
import { TEMPLATE_LIMITS, type TemplateProblem } from '@cabinet/shared';
import { createStorage, type StorageConfig } from '../../../lib/storage';
import { TemplateSyntaxError } from './template-syntax-error';
import { checkDocxZip, TemplateFileRefused } from './zip-bounds';

/** What a job says of a template it could not read: plain data, to cross the job's channel. */
export type TemplateRefusal =
  { kind: 'refused'; reason: TemplateFileRefused['reason']; message: string } | { kind: 'syntax'; problems: TemplateProblem[] };

function refusalOf(err: unknown): TemplateRefusal {
  if (err instanceof TemplateSyntaxError) return { kind: 'syntax', problems: err.problems };
  if (err instanceof TemplateFileRefused) return { kind: 'refused', reason: err.reason, message: err.message };
  throw err;
}

/**
 * The placeholders of an uploaded template (the file at `path`), after its zip was found bounded.
 * Runs in a job process: parsing the Word XML of a large file is synchronous work.
 */
export async function inspectTemplate(input: {
  path: string;
}): Promise<{ ok: true; tags: string[] } | { ok: false; refusal: TemplateRefusal }> {
  try {
    const bytes = await readFile(input.path);
    await checkDocxZip(bytes);
    // Loaded when used: every other job process would otherwise pay for docxtemplater at its start.
    const { readTags } = await import('./template-engine');
    return { ok: true, tags: readTags(bytes) };
  } catch (err) {
    return { ok: false, refusal: refusalOf(err) };
  }
}

/** A filled document larger than this is refused: letters and pleadings are far smaller. */
const MOST_FILLED_BYTES = 4 * TEMPLATE_LIMITS.maxBytes;

async function readBounded(storage: ReturnType<typeof createStorage>, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.open(key)) {
    size += (chunk as Buffer).length;
    if (size > TEMPLATE_LIMITS.maxBytes)
      throw new TemplateFileRefused('too_large_unzipped', 'This template is larger than a template may be');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A template (its bytes in the storage under `key`) filled with `data`, written to `out`. Runs in
 * a job process with a heap and time limit (templates.service.ts): the loops of a template grow
 * with the dossier.
 */
export async function fillTemplate(input: {
  storage: StorageConfig;
  key: string;
  data: Record<string, unknown>;
  out: string;
}): Promise<{ ok: true; size: number } | { ok: false; refusal: TemplateRefusal }> {
  try {
    const bytes = await readBounded(createStorage(input.storage), input.key);
    await checkDocxZip(bytes);
    const { fillDocx } = await import('./template-engine');
    const filled = fillDocx(bytes, input.data);
    if (filled.length > MOST_FILLED_BYTES) throw new TemplateFileRefused('too_large_unzipped', 'The filled document would be too large');
    await writeFile(input.out, filled, { mode: 0o600 });
    return { ok: true, size: filled.length };
  } catch (err) {
    return { ok: false, refusal: refusalOf(err) };
  }
}
