import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Bytes kept from the start of a file for type detection (Office files need a look into the zip). */
const SAMPLE_BYTES = 256 * 1024;

/** The control characters plain text may not hold (tab, line feed, form feed and carriage return are fine). */
const CONTROL_BYTES = [...Array(0x20).keys()].filter((byte) => ![0x09, 0x0a, 0x0c, 0x0d].includes(byte));

/**
 * Where an unfinished UTF-8 sequence starts at the end of `bytes` (its length when there is none):
 * a character may be split between two chunks.
 */
function completeLength(bytes: Buffer): number {
  for (let i = bytes.length - 1, back = 1; i >= 0 && back <= 4; i--, back++) {
    const byte = bytes[i]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return back < needed ? i : bytes.length;
  }
  return bytes.length;
}

/**
 * Passes a file through unchanged while learning what it is: SHA-256, size, the first bytes, and
 * whether the whole of it reads as plain text (valid UTF-8, no NUL, no control characters other
 * than tab, line breaks and form feed). Each chunk is looked at with native scans only (memchr,
 * simdutf), never byte by byte in JavaScript: uploads run on the thread that serves every request.
 *
 * `recognise` (a magic-number lookup) runs once on the sample as soon as it is complete; a file it
 * recognises is never judged as text, so from then on the text scans (about as costly as the
 * hash) are skipped.
 */
export class ContentInspector<Kind = unknown> extends Transform {
  private readonly hash = createHash('sha256');
  private readonly sampleChunks: Buffer[] = [];
  private sampled = 0;
  /** The start of a character cut off at the end of the previous chunk. */
  private carry: Buffer | null = null;
  size = 0;
  /** No NUL byte anywhere (mail in an 8-bit charset may still not be UTF-8); only known for a file `recognise` did not recognise. */
  noNul = true;
  utf8Text = true;
  sha256 = '';
  private readonly recognise: ((sample: Buffer) => Promise<Kind | undefined>) | undefined;
  private recognition: Promise<Kind | undefined> | null = null;
  private textCheck = true;

  constructor(options: { recognise?: (sample: Buffer) => Promise<Kind | undefined> } = {}) {
    super();
    this.recognise = options.recognise;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.sampled < SAMPLE_BYTES) {
      const part = chunk.subarray(0, SAMPLE_BYTES - this.sampled);
      this.sampleChunks.push(Buffer.from(part));
      this.sampled += part.length;
      if (this.sampled === SAMPLE_BYTES) this.startRecognition();
    }
    if (this.textCheck) {
      if (this.noNul && chunk.includes(0)) {
        this.noNul = false;
        this.utf8Text = false;
      }
      if (this.utf8Text) this.checkText(chunk);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A file ending inside a character is not text.
    if (this.carry) this.utf8Text = false;
    this.sha256 = this.hash.digest('hex');
    this.startRecognition();
    done();
  }

  /** What `recognise` made of the sample (undefined without one); ask once the file has passed through. */
  recognised(): Promise<Kind | undefined> {
    return this.startRecognition();
  }

  sample(): Buffer {
    return Buffer.concat(this.sampleChunks);
  }

  private startRecognition(): Promise<Kind | undefined> {
    if (!this.recognition) {
      this.recognition = this.recognise ? this.recognise(this.sample()) : Promise.resolve(undefined);
      this.recognition.then(
        (kind) => {
          if (kind === undefined) return;
          this.textCheck = false;
          this.utf8Text = false;
        },
        // The failure reaches whoever asks for `recognised()`.
        () => undefined,
      );
    }
    return this.recognition;
  }

  private checkText(chunk: Buffer): void {
    for (const byte of CONTROL_BYTES) {
      if (chunk.includes(byte)) {
        this.utf8Text = false;
        return;
      }
    }
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const complete = completeLength(bytes);
    this.carry = complete < bytes.length ? Buffer.from(bytes.subarray(complete)) : null;
    if (!isUtf8(bytes.subarray(0, complete))) this.utf8Text = false;
  }
}
