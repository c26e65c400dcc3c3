import { pipeline } from 'node:stream';
import { cleanFilename, DOCUMENT_LIMITS, nameForType, type DocumentContentType } from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import type { DocumentStorage, StagedObject } from '../../lib/storage';
import { countMovedBytes } from '../../lib/young-garbage';
import { detectType, typeInspector } from './detect-type';

export interface StagedFile {
  object: StagedObject;
  filename: string;
  contentType: DocumentContentType;
  size: number;
  sha256: string;
}

export interface ReadUpload {
  files: StagedFile[];
  fields: Record<string, string>;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const tooLarge = (limit: number) => new AppError('payload_too_large', `A file is larger than the limit of ${megabytes(limit)} MB`);
const invalidFile = (message: string) => new AppError('validation_failed', message, { file: message });

/** What a multipart parser error means for the client; null when it is not one. */
function multipartError(err: unknown, limit: number): AppError | null {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_FILES_LIMIT') return new AppError('payload_too_large', `At most ${DOCUMENT_LIMITS.filesPerRequest} files at once`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('payload_too_large', 'Too many form fields');
  if (code.startsWith('FST_') || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new AppError('validation_failed', 'The upload could not be read', { file: 'The upload was interrupted or malformed' });
  }
  // busboy's own errors (a malformed or truncated form) carry no code.
  const message = (err as Error).message ?? '';
  if (/Unexpected end of form|Malformed|boundary|multipart|Part terminated/i.test(message)) {
    return new AppError('validation_failed', 'The upload could not be read', { file: 'The upload was interrupted or malformed' });
  }
  return null;
}

/**
 * Reads a multipart upload part by part: each file streams through the inspector (SHA-256, size,
 * type) into a staging object of the storage. Nothing is held whole in memory. On any refusal or
 * failure, every staged object is discarded before the error goes on.
 */
export async function readUpload(parts: AsyncIterable<Multipart>, storage: DocumentStorage, limit: number): Promise<ReadUpload> {
  const files: StagedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('validation_failed', 'Some fields are invalid', { [part.fieldname]: 'This text is too long' });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('validation_failed', 'Send the files in the field "file"', { [part.fieldname]: 'Unexpected file field' });
      }
      const inspector = typeInspector();
      part.file.on('data', (chunk: Buffer) => countMovedBytes(chunk.length));
      // Errors of the incoming file (too large, client gone) reach the storage through the inspector.
      pipeline(part.file, inspector, () => undefined);
      const object = await storage.stage(inspector);
      const refuse = async (error: AppError) => {
        await object.discard();
        throw error;
      };
      if (part.file.truncated) await refuse(tooLarge(limit));
      const filename = cleanFilename(part.filename ?? '');
      if (!filename) await refuse(invalidFile('The file needs a name'));
      if (inspector.size === 0) await refuse(invalidFile(`${filename} is empty`));
      const contentType = await detectType(inspector, filename!);
      if (!contentType) {
        await refuse(new AppError('unsupported_type', `${filename} is not a PDF, an image, an Office or OpenDocument file, plain text or an e-mail`));
      }
      // Kept under a name that says what the content is: a text file named .html stays text on a desktop.
      files.push({ object, filename: nameForType(filename!, contentType!), contentType: contentType!, size: inspector.size, sha256: inspector.sha256 });
    }
  } catch (err) {
    await Promise.all(files.map((f) => f.object.discard().catch(() => undefined)));
    if (err instanceof AppError) throw err;
    throw multipartError(err, limit) ?? err;
  }
  if (files.length === 0) throw invalidFile('Choose at least one file');
  return { files, fields };
}
