import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ContentInspector } from './content-inspector';

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

describe('ContentInspector', () => {
  const arabic = Buffer.from('حكم المحكمة الابتدائية بالرباط — décision n° 12\r\n\tFin\f😀\n'.repeat(50));

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

describe('ContentInspector with a recogniser', () => {
  const pdfStart = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');

  async function inspectWith(chunks: Buffer[], recognise: (sample: Buffer) => Promise<string | undefined>) {
    const inspector = new ContentInspector<string>({ recognise });
    await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) void chunk;
    });
    return inspector;
  }

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
});
