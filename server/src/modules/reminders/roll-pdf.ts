import { createRequire } from 'node:module';
import { placeWords, wrapWords } from './pdf-bidi';
import type { RollSheet } from './roll-sheet';

const require = createRequire(import.meta.url);
/** Amiri covers Arabic and Latin; shipped as an npm package, so a fresh machine needs nothing else. */
const FONT_REGULAR = require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf');

const MARGIN = 40;
/** Time and room, dossier, court number, parties, action, attendee. */
const COLUMN_SHARES = [0.09, 0.09, 0.15, 0.25, 0.27, 0.15];
/** Lines a cell shows at most, so that the tallest row still fits on a page. */
const MAX_CELL_LINES = 30;

/**
 * The roll as an A4 PDF, right to left in Arabic. Runs in a job process (see roll.service.ts):
 * pdfkit lays text out synchronously, and its fonts' code is about 5 MB of heap.
 *
 * Every line is wrapped here (pdf-bidi.ts), words too wide for their column broken, and the height
 * of a row is the height of the lines drawn: pdfkit is only asked to measure words and to draw
 * each at its place, never to wrap or measure a cell itself (its breaking of a long word is
 * quadratic).
 */
export async function rollPdf(sheet: RollSheet): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { dir } = sheet;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: sheet.title } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;
  // The same characters come back again and again (digits, letters); each is measured once per font.
  const widths = new Map<string, number>();
  let fontKey = '';
  const setFont = (font: 'regular' | 'bold', size: number) => {
    doc.font(font).fontSize(size);
    fontKey = `${font}${size}|`;
  };
  const measure = (word: string) => {
    const key = fontKey + word;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.widthOfString(word);
      if (word.length <= 4) widths.set(key, width);
    }
    return width;
  };

  /** The lines of `text` in a column `width` wide, at most `maxLines` (the last one then ends with an ellipsis). */
  const linesOf = (text: string, width: number, maxLines = Infinity): string[][] => {
    const lines = wrapWords(text, measure, measure(' '), width);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = [...kept[maxLines - 1]!, '…'];
    return kept;
  };
  /** Draws lines in [x, x+width] from `top`; returns the height used. */
  const draw = (lines: string[][], x: number, width: number, top: number): number => {
    const lineHeight = doc.currentLineHeight(true);
    const space = measure(' ');
    lines.forEach((words, i) => {
      for (const { word, x: wx } of placeWords(words, measure, space, x, width, dir))
        doc.text(word, wx, top + i * lineHeight, { lineBreak: false });
    });
    return Math.max(1, lines.length) * lineHeight;
  };
  const block = (text: string, x: number, width: number, top: number) => draw(linesOf(text, width), x, width, top);

  const columns = (() => {
    let offset = 0;
    const cols = COLUMN_SHARES.map((share) => {
      const col = { x: MARGIN + offset, width: pageWidth * share - 6 };
      offset += pageWidth * share;
      return col;
    });
    // Right to left: the first column is the rightmost.
    return dir === 'rtl' ? cols.map((c) => ({ ...c, x: MARGIN + pageWidth - (c.x - MARGIN) - c.width })) : cols;
  })();
  const row = (cells: string[], font: 'regular' | 'bold') => {
    setFont(font, 10);
    const lines = cells.map((cell, i) => linesOf(cell, columns[i]!.width, MAX_CELL_LINES));
    const height = Math.max(...lines.map((l) => Math.max(1, l.length))) * doc.currentLineHeight(true) + 4;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    const used = lines.map((cellLines, i) => draw(cellLines, columns[i]!.x, columns[i]!.width, y));
    y += Math.max(...used) + 4;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + pageWidth, y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };

  setFont('bold', 12);
  y += block(sheet.office, MARGIN, pageWidth, y) + 4;
  setFont('bold', 16);
  y += block(sheet.title, MARGIN, pageWidth, y) + 8;
  if (sheet.groups.length === 0) {
    setFont('regular', 11);
    block(sheet.empty, MARGIN, pageWidth, y);
  }
  for (const group of sheet.groups) {
    if (y + 60 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    setFont('bold', 13);
    y += block(group.heading, MARGIN, pageWidth, y) + 4;
    row(sheet.headers, 'bold');
    for (const cells of group.rows) row(cells, 'regular');
    y += 10;
  }
  doc.end();
  return done;
}
