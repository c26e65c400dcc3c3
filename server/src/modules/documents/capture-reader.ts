import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CAPTURE_LIMITS } from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import { countMovedBytes } from '../../lib/young-garbage';
import { typeInspector } from './detect-type';
import { tooLarge } from './upload-reader';

/** The photo types a capture takes (what phones' browsers send; the content decides, not the name). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const invalidPhoto = (message: string) => new AppError('validation_failed', message, { photo: message });

/**
 * Reads a phone capture's form: each `photo` part (in order) into `dir` (a private temporary
 * folder the caller removes), checked to be a JPEG, PNG or WebP image within `limit` bytes, and
 * the text fields.
 */
export async function readCapture(
  parts: AsyncIterable<Multipart>,
  dir: string,
  limit: number,
): Promise<{ photos: string[]; fields: Record<string, string> }> {
  const photos: string[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('validation_failed', 'Some fields are invalid', { [part.fieldname]: 'This text is too long' });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'photo') {
        part.file.resume();
        throw invalidPhoto('Send the photos in the field "photo"');
      }
      const path = join(dir, `photo-${photos.length}`);
      const inspector = typeInspector();
      part.file.on('data', (chunk: Buffer) => countMovedBytes(chunk.length));
      await pipeline(part.file, inspector, createWriteStream(path, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(limit);
      if (inspector.size === 0) throw invalidPhoto('A photo is empty');
      const found = await inspector.recognised();
      if (!found || !PHOTO_TYPES.has(found.mime)) throw new AppError('unsupported_type', 'A photo is not a JPEG, PNG or WebP image');
      photos.push(path);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
    if (code === 'FST_FILES_LIMIT') throw new AppError('payload_too_large', `At most ${CAPTURE_LIMITS.photos} photos at once`);
    if (code.startsWith('FST_') || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new AppError('validation_failed', 'The upload could not be read', { photo: 'The upload was interrupted or malformed' });
    }
    throw err;
  }
  if (photos.length === 0) throw invalidPhoto('Take at least one photo');
  return { photos, fields };
}
