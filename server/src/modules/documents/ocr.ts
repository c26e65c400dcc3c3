import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** Tesseract's languages: Arabic and French, read together (a page often has both). */
export const OCR_LANGUAGES = ['ara', 'fra'] as const;

/** The server lacks a tool OCR needs (Tesseract with Arabic and French, or pdftoppm). */
export class OcrUnavailable extends Error {
  override name = 'OcrUnavailable';
}

/** A tool ran past its time and was stopped. */
export class OcrTimedOut extends Error {
  override name = 'OcrTimedOut';
}

/** One page read by Tesseract, one page of a PDF drawn by pdftoppm: stopped past these. */
const PAGE_OCR_TIMEOUT_MS = 180_000;
const PAGE_RENDER_TIMEOUT_MS = 60_000;
/** A page drawn for OCR: 300 dpi (what Tesseract reads best), at most this many pixels a side. */
const RENDER_DPI = 300;
const LONGEST_SIDE = 5000;
/** An image larger than this (in pixels) is refused, not decoded (a decompression bomb). */
const MOST_PIXELS = 120_000_000;

function run(command: string, args: string[], timeoutMs: number, tool: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      // One thread: the job takes one core of two, the server keeps the other.
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new OcrUnavailable(`${tool} is not installed (${command} not found)`));
        if (error.killed) return reject(new OcrTimedOut(`${tool} took longer than ${timeoutMs / 1000} s`));
        reject(new Error(`${tool} failed: ${String(stderr).trim().split('\n').slice(-3).join(' ') || error.message}`));
      },
    );
  });
}

let checkedLanguages: Promise<void> | null = null;
/** Refuses when Tesseract or one of its languages is missing, so that no document is read in part. */
export function assertOcrAvailable(): Promise<void> {
  checkedLanguages ??= run('tesseract', ['--list-langs'], 30_000, 'Tesseract').then((listed) => {
    const installed = new Set(listed.split('\n').map((line) => line.trim()));
    const missing = OCR_LANGUAGES.filter((lang) => !installed.has(lang));
    if (missing.length)
      throw new OcrUnavailable(
        `Tesseract lacks the languages ${missing.join(', ')} (Debian packages tesseract-ocr-ara, tesseract-ocr-fra)`,
      );
  });
  checkedLanguages.catch(() => {
    checkedLanguages = null;
  });
  return checkedLanguages;
}

/** The text Tesseract reads on an image file (PNG, JPEG, TIFF, WebP). */
export async function ocrImageFile(path: string): Promise<string> {
  await assertOcrAvailable();
  return run('tesseract', [path, 'stdout', '-l', OCR_LANGUAGES.join('+')], PAGE_OCR_TIMEOUT_MS, 'Tesseract');
}

/**
 * Page `page` (1-based) of a PDF drawn as a grey PNG in `dir`, for OCR: at RENDER_DPI, or less
 * for a page so large (`longestSidePt`, in points) that it would pass LONGEST_SIDE pixels.
 */
export async function renderPdfPage(pdfPath: string, page: number, dir: string, longestSidePt: number): Promise<string> {
  const prefix = join(dir, `page-${page}`);
  const dpi = Math.max(36, Math.min(RENDER_DPI, Math.floor((LONGEST_SIDE * 72) / Math.max(1, longestSidePt))));
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-gray', '-png', '-singlefile', pdfPath, prefix];
  await run('pdftoppm', args, PAGE_RENDER_TIMEOUT_MS, 'pdftoppm (Debian package poppler-utils)');
  return `${prefix}.png`;
}

/**
 * Each page of an image (a TIFF may hold several) made ready for OCR in `dir`: turned upright as
 * its EXIF orientation says (a phone's photo), grey, at most LONGEST_SIDE pixels a side.
 */
export async function imagePagesForOcr(path: string, dir: string): Promise<string[]> {
  // Loaded when used: every job process would otherwise pay for it at its start.
  const { default: sharp } = await import('sharp');
  const { pages = 1 } = await sharp(path, { limitInputPixels: MOST_PIXELS }).metadata();
  const out: string[] = [];
  for (let page = 0; page < pages; page++) {
    const target = join(dir, `image-${page}.png`);
    await sharp(path, { page, limitInputPixels: MOST_PIXELS })
      .rotate()
      .greyscale()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(target);
    out.push(target);
  }
  return out;
}
