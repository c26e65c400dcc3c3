import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Bytes kept from the start of a file for type detection (Office files need a look into the zip). */
const SAMPLE_BYTES = 256 * 1024;

/**
 * Passes a file through unchanged while learning what it is: SHA-256, size, the first bytes, and
 * whether the whole of it reads as plain text (valid UTF-8, no NUL, no control characters other
 * than tab, line breaks and form feed).
 */
export class ContentInspector extends Transform {
  private readonly hash = createHash('sha256');
  private readonly sampleChunks: Buffer[] = [];
  private sampled = 0;
  private decoder: InstanceType<typeof TextDecoder> | null = new TextDecoder('utf-8', { fatal: true });
  size = 0;
  /** No NUL byte anywhere (mail in an 8-bit charset may still not be UTF-8). */
  noNul = true;
  utf8Text = true;
  sha256 = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.sampled < SAMPLE_BYTES) {
      const part = chunk.subarray(0, SAMPLE_BYTES - this.sampled);
      this.sampleChunks.push(Buffer.from(part));
      this.sampled += part.length;
    }
    if (this.noNul && chunk.includes(0)) {
      this.noNul = false;
      this.utf8Text = false;
    }
    if (this.utf8Text) this.checkText(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.utf8Text && this.decoder) {
      try {
        this.decoder.decode();
      } catch {
        this.utf8Text = false;
      }
    }
    this.sha256 = this.hash.digest('hex');
    done();
  }

  sample(): Buffer {
    return Buffer.concat(this.sampleChunks);
  }

  private checkText(chunk: Buffer): void {
    for (const byte of chunk) {
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
        this.utf8Text = false;
        return;
      }
    }
    try {
      this.decoder!.decode(chunk, { stream: true });
    } catch {
      this.utf8Text = false;
      this.decoder = null;
    }
  }
}
