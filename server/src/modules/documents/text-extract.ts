import { open } from 'node:fs/promises';
import type { DocumentContentType } from '@cabinet/shared';
import { arabicLooksReversed } from './arabic-order';
import { mailText } from './mail-text';
import { imagePagesForOcr, ocrImageFile, OcrUnavailable, renderPdfPage } from './ocr';
import { docxText, odtText } from './office-text';
import { pdfPageTexts } from './pdf-text';

/** How a document's text is read, by its detected type; the types missing here have no text Cabinet reads. */
const READERS = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/tiff': 'image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'message/rfc822': 'mail',
  'text/plain': 'plain',
} as const satisfies Partial<Record<DocumentContentType, string>>;
type Reader = (typeof READERS)[keyof typeof READERS];

/** Whether Cabinet reads the text of documents of this type (else their status is `none`). */
export const hasReadableText = (contentType: string) => Object.hasOwn(READERS, contentType);

/** A document's text is kept up to this many characters (a few hundred pages); the rest is not searched. */
export const MOST_TEXT_CHARS = 400_000;
/** Pages of a PDF read (by its text layer or by OCR); the rest is not searched. */
export const MOST_PAGES = 300;
/** A PDF page with fewer letters or digits than this in its text layer is a scan (or a drawing): it is read by OCR. */
const FEWEST_PAGE_CHARS = 16;

export type TextMethod = 'pdf' | 'ocr' | 'pdf+ocr' | 'docx' | 'odt' | 'mail' | 'plain';

export interface ExtractedText {
  text: string;
  method: TextMethod;
  pages: number | null;
}

/** The first `bytes` bytes of a file as UTF-8 (a character cut at the end becomes U+FFFD): a text file may be far larger than what is kept. */
async function readStart(path: string, bytes: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

const letterCount = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
const capped = (text: string) => (text.length > MOST_TEXT_CHARS ? text.slice(0, MOST_TEXT_CHARS) : text);

/**
 * A PDF's text: each page's text layer, unless it has hardly any text (a scan) or its Arabic came
 * out reversed, in which case the page is drawn and read by OCR. Without OCR on the server, a PDF
 * whose text layer gave usable text keeps it; one that needed OCR for all its text fails.
 */
async function readPdf(path: string, workDir: string): Promise<ExtractedText> {
  const { pages, pageCount } = await pdfPageTexts(path, MOST_PAGES);
  const texts: string[] = [];
  let usedLayer = false;
  let usedOcr = false;
  let ocrMissing: OcrUnavailable | null = null;
  let length = 0;
  for (const [index, page] of pages.entries()) {
    if (length >= MOST_TEXT_CHARS) break;
    let text = page.text;
    const needsOcr = letterCount(text) < FEWEST_PAGE_CHARS || arabicLooksReversed(text);
    if (needsOcr && !ocrMissing) {
      try {
        text = await ocrImageFile(await renderPdfPage(path, index + 1, workDir, page.longestSidePt));
        usedOcr = true;
      } catch (err) {
        if (!(err instanceof OcrUnavailable)) throw err;
        ocrMissing = err;
      }
    }
    if (needsOcr && ocrMissing) text = arabicLooksReversed(text) ? '' : text;
    if (!needsOcr) usedLayer = true;
    texts.push(text.trim());
    length += text.length;
  }
  const text = capped(texts.join('\n\n'));
  if (ocrMissing && letterCount(text) < FEWEST_PAGE_CHARS) throw ocrMissing;
  return { text, method: usedOcr ? (usedLayer ? 'pdf+ocr' : 'ocr') : 'pdf', pages: pageCount };
}

async function readImage(path: string, workDir: string): Promise<ExtractedText> {
  const pages = await imagePagesForOcr(path, workDir);
  const texts: string[] = [];
  for (const page of pages) texts.push((await ocrImageFile(page)).trim());
  return { text: capped(texts.join('\n\n')), method: 'ocr', pages: pages.length };
}

const READ: Record<Reader, (path: string, workDir: string) => Promise<ExtractedText>> = {
  pdf: readPdf,
  image: readImage,
  docx: async (path) => ({ text: capped(await docxText(path)), method: 'docx', pages: null }),
  odt: async (path) => ({ text: capped(await odtText(path)), method: 'odt', pages: null }),
  mail: async (path) => ({ text: capped(await mailText(path)), method: 'mail', pages: null }),
  plain: async (path) => ({
    text: capped((await readStart(path, MOST_TEXT_CHARS * 4)).replace(/^\uFEFF/, '')),
    method: 'plain',
    pages: null,
  }),
};

/**
 * The text of the file at `path`, read as its type says (`workDir`: a private folder for the
 * pages drawn for OCR). Null for a type whose text Cabinet does not read. The text is cut at
 * MOST_TEXT_CHARS; NUL characters, which no database keeps, are taken out.
 */
export async function extractText(path: string, contentType: string, workDir: string): Promise<ExtractedText | null> {
  if (!hasReadableText(contentType)) return null;
  const reader = READERS[contentType as keyof typeof READERS];
  const extracted = await READ[reader](path, workDir);
  return { ...extracted, text: extracted.text.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\uFFFD') };
}
