import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import sharp from 'sharp';
import { zip } from './document-fixtures';

/**
 * Real files with known words, made in the tests: images drawn from SVG text (librsvg shapes the
 * Arabic), PDFs with a text layer (pdfkit and the Amiri font the roll uses), scans (an image in a
 * PDF, no text), Word, OpenDocument and e-mail files.
 */
const require = createRequire(import.meta.url);
const AMIRI = require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A white image with each line in black, 34 px DejaVu Sans, as a scanner or a phone would give it. */
export function textImage(lines: string[], options: { format?: 'png' | 'jpeg'; width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 1000;
  const height = 60 + lines.length * 64;
  const texts = lines
    .map((line, i) => `<text x="30" y="${70 + i * 64}" font-family="DejaVu Sans" font-size="34">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${texts}</svg>`;
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  return options.format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

function pdfkitDocument(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** A PDF whose text layer holds the lines (one page per entry of `pages`). */
export function textPdf(pages: string[][]): Promise<Buffer> {
  return pdfkitDocument((doc) => {
    doc.font(AMIRI).fontSize(14);
    pages.forEach((lines, i) => {
      if (i > 0) doc.addPage();
      lines.forEach((line, j) => doc.text(line, 50, 60 + j * 30));
    });
  });
}

/**
 * A scan with a text layer that gives its Arabic back to front, as many producers' layers do:
 * the page shows `image`, and an invisible layer holds `hidden` (each word's letters reversed).
 */
export function sandwichPdf(image: Buffer, hidden: string): Promise<Buffer> {
  return pdfkitDocument((doc) => {
    doc.image(image, 20, 20, { width: 555 });
    doc.font(AMIRI).fontSize(14).fillOpacity(0).text(hidden, 50, 700);
  });
}

/** A scan: pages that are images only, no text layer. */
export async function scanPdf(images: Buffer[]): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  for (const png of images) {
    const embedded = await pdf.embedPng(png);
    const page = pdf.addPage([embedded.width * 0.6, embedded.height * 0.6]);
    page.drawImage(embedded, { x: 0, y: 0, width: embedded.width * 0.6, height: embedded.height * 0.6 });
  }
  return Buffer.from(await pdf.save());
}

/** A Word file (.docx) with one paragraph per entry. */
export function docxWith(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
  ]);
}

/** An OpenDocument text (.odt) with one paragraph per entry. */
export function odtWith(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<text:p>${escapeXml(p)}</text:p>`).join('');
  return zip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
    {
      name: 'content.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
      ),
    },
  ]);
}

/** An e-mail (.eml) in UTF-8 (quoted-printable body, encoded-word subject). */
export function emlWith(subject: string, body: string): Buffer {
  const encodedSubject = `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`;
  return Buffer.from(
    [
      'From: Greffe <greffe@example.test>',
      'To: cabinet@example.test',
      `Subject: ${encodedSubject}`,
      'Date: Mon, 2 Mar 2026 10:00:00 +0000',
      'Message-ID: <2@example.test>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(body).toString('base64'),
      '',
    ].join('\r\n'),
  );
}
