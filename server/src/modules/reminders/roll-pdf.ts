import { createRequire } from 'node:module';
import { labelIn, type RollResponse } from '@cabinet/shared';
import type { MailLanguage } from './digest-labels';
import { placeWords, wrapWords, type Direction } from './pdf-bidi';
import { partyLines, ROLL_LABELS, tribunalHeading, type RollHeading } from './roll-labels';

const require = createRequire(import.meta.url);
/** Amiri covers Arabic and Latin; shipped as an npm package, so a fresh machine needs nothing else. */
const FONT_REGULAR = require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf');

const MARGIN = 40;
const COLUMN_SHARES = [0.1, 0.16, 0.24, 0.32, 0.18];

/**
 * The roll as an A4 PDF, right to left in Arabic. pdfkit and its fonts' code load with the first
 * roll: about 5 MB of the server's heap that most days never need.
 */
export async function rollPdf(roll: RollResponse, lang: MailLanguage, heading: RollHeading): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const labels = ROLL_LABELS[lang];
  const dir: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: labels.title(heading.day) } });
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
  const measure = (word: string) => doc.widthOfString(word);

  /** Draws text wrapped in [x, x+width]; returns the height used. */
  const block = (text: string, x: number, width: number, top: number): number => {
    const space = doc.widthOfString(' ');
    const lines = wrapWords(text, measure, space, width);
    const lineHeight = doc.currentLineHeight(true);
    lines.forEach((words, i) => {
      for (const { word, x: wx } of placeWords(words, measure, space, x, width, dir))
        doc.text(word, wx, top + i * lineHeight, { lineBreak: false });
    });
    return Math.max(1, lines.length) * lineHeight;
  };
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
    doc.font(font).fontSize(10);
    const heights = cells.map((cell, i) => {
      doc.font(font).fontSize(10);
      return doc.heightOfString(cell || ' ', { width: columns[i]!.width }) + 4;
    });
    if (y + Math.max(...heights) > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    const used = cells.map((cell, i) => block(cell, columns[i]!.x, columns[i]!.width, y));
    y += Math.max(...used) + 4;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + pageWidth, y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };

  doc.font('regular').fontSize(11);
  y += block(heading.office, MARGIN, pageWidth, y) + 2;
  doc.font('bold').fontSize(16);
  y += block(labels.title(heading.day), MARGIN, pageWidth, y) + 8;
  if (roll.groups.length === 0) {
    doc.font('regular').fontSize(11);
    block(labels.empty, MARGIN, pageWidth, y);
  }
  for (const group of roll.groups) {
    if (y + 60 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('bold').fontSize(13);
    y += block(tribunalHeading(group, lang), MARGIN, pageWidth, y) + 4;
    row([labels.reference, labels.courtNumber, labels.parties, labels.action, labels.attendee], 'bold');
    for (const h of group.hearings) {
      row(
        [
          `#${h.ref_dossier_bureau}`,
          h.num_dossier_tribunal ?? '',
          partyLines(h.parties, lang).join('\n'),
          [h.type_libelle === null ? null : labelIn(h.type_libelle, h.type_labels, lang), h.contenu].filter(Boolean).join(' – '),
          h.attendee ?? '',
        ],
        'regular',
      );
    }
    y += 10;
  }
  doc.end();
  return done;
}
