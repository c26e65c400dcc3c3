import { readFile, writeFile } from 'node:fs/promises';

/** A photo's longer side is brought down to this many pixels: about 200 dpi on an A4 page, plenty to read and to OCR. */
const LONGEST_SIDE_PX = 2400;
const JPEG_QUALITY = 80;
/** Each page is A4-sized along the photo's longer side, its shorter side as the photo's shape says. */
const A4_LONG_SIDE_PT = 842;
/** A photo larger than this (in pixels) is refused, not decoded (a decompression bomb). */
const MOST_PIXELS = 120_000_000;

/**
 * The photos of a phone capture as one PDF at `out`, a page per photo in their order: each turned
 * upright as its EXIF orientation says, reduced to LONGEST_SIDE_PX and stored as JPEG. Runs in a
 * job process (jobs/off-thread-jobs.ts): decoding a dozen 12-megapixel photos is seconds of CPU.
 */
export async function capturePdf(input: {
  photos: string[];
  out: string;
  title: string | null;
}): Promise<{ pages: number; bytes: number }> {
  // Loaded when used: every job process would otherwise pay for them at its start.
  const [{ default: sharp }, { PDFDocument }] = await Promise.all([import('sharp'), import('pdf-lib')]);
  const pdf = await PDFDocument.create();
  if (input.title) pdf.setTitle(input.title);
  pdf.setCreator('Cabinet');
  pdf.setProducer('Cabinet');
  for (const path of input.photos) {
    const { data, info } = await sharp(await readFile(path), { limitInputPixels: MOST_PIXELS })
      .rotate()
      .resize({ width: LONGEST_SIDE_PX, height: LONGEST_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const image = await pdf.embedJpg(data);
    const scale = A4_LONG_SIDE_PT / Math.max(info.width, info.height);
    const [width, height] = [info.width * scale, info.height * scale];
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  const bytes = await pdf.save();
  await writeFile(input.out, bytes, { mode: 0o600 });
  return { pages: input.photos.length, bytes: bytes.length };
}
