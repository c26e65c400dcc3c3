import { DOCUMENT_TYPES, type DocumentContentType } from '@cabinet/shared';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { ContentInspector } from '../../lib/content-inspector';

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

/** Old Office files are all one container format (OLE2); the extension says which of the three. */
const OLE_BY_EXTENSION: Record<string, DocumentContentType> = {
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlt: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
};

const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+:[^\r\n]*\r?\n(?:[ \t][^\r\n]*\r?\n)*/;
const MAIL_HEADER = /^(from|date|subject|message-id|received|return-path|mime-version|to):/im;

/** An e-mail message: starts with RFC 5322 header lines, among them one a message always has. */
function looksLikeMail(sample: Buffer): boolean {
  let text = sample.toString('latin1');
  const headerEnd = text.search(/\r?\n\r?\n/);
  if (headerEnd < 0) return false;
  text = text.slice(0, headerEnd + 1);
  let rest = `${text}\n`;
  while (rest.length > 1) {
    const line = HEADER_LINE.exec(rest);
    if (!line) return false;
    rest = rest.slice(line[0].length);
  }
  return MAIL_HEADER.test(text);
}

/** An inspector that looks the file's first bytes up in the magic-number library as soon as it has them. */
export const typeInspector = () => new ContentInspector<FileTypeResult>({ recognise: fileTypeFromBuffer });

/**
 * The type of a file from its content: a maintained magic-number library first; then the
 * types without a magic number, e-mail (.eml) and plain text, each checked with care.
 * Null for anything not on the list.
 */
export async function detectType(inspected: ContentInspector<FileTypeResult>, filename: string): Promise<DocumentContentType | null> {
  const found = await inspected.recognised();
  const ext = extensionOf(filename);
  if (found) {
    if (found.mime in DOCUMENT_TYPES) return found.mime as DocumentContentType;
    if (found.mime === 'application/x-cfb') return OLE_BY_EXTENSION[ext] ?? null;
    return null;
  }
  if (ext === 'eml' && inspected.noNul && looksLikeMail(inspected.sample())) return 'message/rfc822';
  if (inspected.utf8Text) return 'text/plain';
  return null;
}
