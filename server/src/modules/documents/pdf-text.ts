import { readFile } from 'node:fs/promises';

export interface PdfPageText {
  /** The page's text layer, line by line as the PDF gives it (empty for a scan). */
  text: string;
  /** The page's longer side, in points (for drawing it for OCR at a sensible size). */
  longestSidePt: number;
}

/**
 * The text layer of each page of a PDF, up to `maxPages` pages, read with PDF.js (through unpdf).
 * Throws on a file PDF.js cannot open (damaged, or protected by a password).
 */
export async function pdfPageTexts(path: string, maxPages: number): Promise<{ pages: PdfPageText[]; pageCount: number }> {
  // Loaded when used: every job process would otherwise pay for it at its start.
  const { getDocumentProxy } = await import('unpdf');
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocumentProxy(data, { stopAtErrors: false });
  try {
    const pages: PdfPageText[] = [];
    const count = Math.min(pdf.numPages, maxPages);
    for (let number = 1; number <= count; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push({ text, longestSidePt: Math.max(viewport.width, viewport.height) });
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
