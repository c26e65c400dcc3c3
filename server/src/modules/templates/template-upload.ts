import { TEMPLATE_LIMITS } from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../lib/app-error';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const templateTooLarge = () =>
  new AppError('payload_too_large', `A template may be at most ${megabytes(TEMPLATE_LIMITS.maxBytes)} MB`);
const invalidFile = (message: string) => new AppError('validation_failed', message, { file: message });

/**
 * Reads the upload form of a template: its text fields and one `file`, held in memory up to the
 * template limit (the multipart parser stops it there). Anything else is refused plainly.
 */
export async function readTemplateUpload(
  parts: AsyncIterable<Multipart>,
): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('validation_failed', 'Some fields are invalid', { [part.fieldname]: 'This text is too long' });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new AppError('validation_failed', 'Send one template in the field "file"', { [part.fieldname]: 'Unexpected file' });
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw templateTooLarge();
      file = { bytes, filename: part.filename ?? '' };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw templateTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw new AppError('payload_too_large', 'Too many form fields');
    throw new AppError('validation_failed', 'The upload could not be read', { file: 'The upload was interrupted or malformed' });
  }
  if (!file) throw invalidFile('Choose a Word file (.docx)');
  if (file.bytes.length === 0) throw invalidFile('The file is empty');
  return { ...file, fields };
}
