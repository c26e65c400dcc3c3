import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ContentInspector } from './content-inspector';
import { offThreadHash } from './off-thread-hash';

/** Runs `chunks` through an inspector, one write each, and drains its output. */
async function inspect(chunks: Buffer[]): Promise<ContentInspector> {
  const inspector = new ContentInspector();
  let passed = 0;
  await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) passed += chunk.length;
  });
  expect(passed).toBe(inspector.size);
  return inspector;
}

/** `bytes` cut every `size` bytes, so characters of several bytes straddle chunks. */
const cut = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

const arabicBytes = () => Buffer.from('حكم المحكمة الابتدائية بالرباط — décision n° 12\r\n\tFin\f😀\n'.repeat(50));

describe('ContentInspector', () => {
  const arabic = arabicBytes();

  it('passes the bytes through and learns their size and SHA-256', async () => {
    const result = await inspect(cut(arabic, 4096));
    expect(result.size).toBe(arabic.length);
    expect(result.sha256).toBe(createHash('sha256').update(arabic).digest('hex'));
    expect(result.sample().equals(arabic)).toBe(true);
  });

  it('reads UTF-8 text as text wherever the chunks cut its characters', async () => {
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const result = await inspect(cut(arabic, size));
      expect([size, result.utf8Text, result.noNul]).toEqual([size, true, true]);
    }
  });

  it('is not text with a control character, a NUL, broken UTF-8 or a file ending inside a character', async () => {
    const cases: [string, Buffer, boolean][] = [
      ['vertical tab', Buffer.from('line\vline'), true],
      ['escape', Buffer.from('a\x1bb'), true],
      ['NUL', Buffer.from('a\0b'), false],
      ['lone continuation byte', Buffer.from([0x41, 0x80, 0x41]), true],
      ['overlong encoding', Buffer.from([0xc0, 0xaf]), true],
      ['encoded surrogate', Buffer.from([0xed, 0xa0, 0x80]), true],
      ['cut character at the end', Buffer.concat([Buffer.from('texte '), Buffer.from('😀').subarray(0, 3)]), true],
      ['lead byte followed by ASCII', Buffer.from([0x41, 0xe2, 0x41, 0x41]), true],
    ];
    for (const [name, bytes, noNul] of cases) {
      for (const size of [1, 2, bytes.length]) {
        const result = await inspect(cut(bytes, size));
        expect([name, size, result.utf8Text, result.noNul]).toEqual([name, size, false, noNul]);
      }
    }
  });

  it('keeps a sample of the first 256 KiB only', async () => {
    const big = Buffer.alloc(600 * 1024, 0x20);
    const result = await inspect(cut(big, 65536));
    expect(result.sample().length).toBe(256 * 1024);
    expect(result.utf8Text).toBe(true);
  });
});

describe('ContentInspector with a recogniser and the hash thread', () => {
  const pdfStart = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');

  async function inspectWith(chunks: Buffer[], recognise: (sample: Buffer) => Promise<string | undefined>) {
    const inspector = new ContentInspector<string>({ recognise, hash: offThreadHash });
    await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) void chunk;
    });
    return inspector;
  }

  it('hashes on the hash thread to the same SHA-256, whatever the size of the chunks', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 0x61);
    big.write('de la fin', big.length - 9);
    const digest = createHash('sha256').update(big).digest('hex');
    // Chunks as a socket hands them over, larger than the ring shared with the hash thread, and odd sizes.
    for (const size of [65536, big.length, 700 * 1024 + 3]) {
      const result = await inspectWith(cut(big, size), async () => undefined);
      expect([size, result.sha256]).toEqual([size, digest]);
    }
    const small = await inspectWith(cut(arabicBytes(), 7), async () => undefined);
    expect(small.sha256).toBe(createHash('sha256').update(arabicBytes()).digest('hex'));
  });

  it('asks the recogniser once, with the first 256 KiB, and judges a recognised file no text', async () => {
    const seen: number[] = [];
    const file = Buffer.concat([pdfStart, Buffer.alloc(600 * 1024, 0x20)]);
    const result = await inspectWith(cut(file, 65536), async (sample) => {
      seen.push(sample.length);
      return sample.subarray(0, 5).toString() === '%PDF-' ? 'pdf' : undefined;
    });
    expect(await result.recognised()).toBe('pdf');
    expect(seen).toEqual([256 * 1024]);
    expect(result.utf8Text).toBe(false);
  });

  it('still reads an unrecognised file through for text, and recognises a short file at its end', async () => {
    const text = await inspectWith(cut(Buffer.alloc(600 * 1024, 0x41), 65536), async () => undefined);
    expect([await text.recognised(), text.utf8Text, text.noNul]).toEqual([undefined, true, true]);
    const controlLate = Buffer.alloc(600 * 1024, 0x41);
    controlLate[500 * 1024] = 0x1b;
    const notText = await inspectWith(cut(controlLate, 65536), async () => undefined);
    expect(notText.utf8Text).toBe(false);
    const seen: number[] = [];
    const short = await inspectWith([pdfStart], async (sample) => {
      seen.push(sample.length);
      return 'pdf';
    });
    expect([await short.recognised(), seen]).toEqual(['pdf', [pdfStart.length]]);
  });

  it('drops an abandoned stream from the hash thread and still hashes the next ones', async () => {
    const inspector = new ContentInspector({ hash: offThreadHash });
    const closed = new Promise((resolve) => inspector.once('close', resolve));
    inspector.on('error', () => undefined);
    inspector.write(Buffer.from('partial'));
    inspector.destroy(new Error('client gone'));
    await closed;
    const next = await inspectWith([Buffer.from('next')], async () => undefined);
    expect(next.sha256).toBe(createHash('sha256').update('next').digest('hex'));
  });
});
