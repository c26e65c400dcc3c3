import { z } from 'zod';
import { listOf, optionalText, pagedListOf, pageQuery, storableString, timestamp, versionInput } from './common';
import { clearableRef } from './dossier';
import { foldText } from './fold';

/** What Cabinet accepts, by the type detected from the content (never the name or the declared type). */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/tiff': 'image',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.ms-excel': 'sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'sheet',
  'application/vnd.ms-powerpoint': 'slides',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'slides',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/vnd.oasis.opendocument.spreadsheet': 'sheet',
  'application/vnd.oasis.opendocument.presentation': 'slides',
  'text/plain': 'text',
  'message/rfc822': 'mail',
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;
export type DocumentKind = (typeof DOCUMENT_TYPES)[DocumentContentType];

/** Types a browser shows in the page (TIFF is stored but not previewed: browsers do not display it). */
export const PREVIEWABLE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const isPreviewable = (contentType: string) => PREVIEWABLE_TYPES.includes(contentType);

/** The file picker's hint; the server decides from the content. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,.eml';

export const DOCUMENT_LIMITS = {
  filename: 255,
  title: 200,
  /** Files in one upload request. */
  filesPerRequest: 20,
  maxUploadMbMax: 2048,
} as const;

/**
 * Where a document's text stands: `pending` (waiting to be read, or being read), `done` (its
 * words can be searched), `failed` (`text_error` says why; it can be retried), `none` (a type
 * whose text Cabinet does not read: spreadsheets, slides, old Word files).
 */
export const TEXT_STATUSES = ['pending', 'done', 'failed', 'none'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
/**
 * Why reading failed: `ocr_unavailable` (the server has no Tesseract with Arabic and French: an
 * administrator installs it), `unreadable` (a damaged or protected file), `timed_out` (it took too
 * long), `interrupted` (the reading stopped several times, the server restarting meanwhile).
 */
export const TEXT_ERRORS = ['ocr_unavailable', 'unreadable', 'timed_out', 'interrupted'] as const;
export type TextError = (typeof TEXT_ERRORS)[number];
/** The main language of a document's text, as far as its letters and common words tell. */
export const TEXT_LANGUAGES = ['ar', 'fr', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const documentSchema = z.object({
  id_document: z.number().int(),
  fk_dossier: z.number().int(),
  fk_action: z.number().int().nullable(),
  filename: z.string(),
  title: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_at: timestamp,
  uploaded_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  version: z.number().int(),
  text_status: z.enum(TEXT_STATUSES),
  text_language: z.enum(TEXT_LANGUAGES).nullable(),
  text_error: z.enum(TEXT_ERRORS).nullable(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

/** The longest search Cabinet accepts, and the most words of it that count (the rest are ignored). */
export const DOCUMENT_SEARCH_LIMITS = { query: 200, words: 8 } as const;
const searchText = storableString().trim().max(DOCUMENT_SEARCH_LIMITS.query, { error: 'This text is too long' });

/**
 * A document found by its words: `snippet` is the passage around the first match, as plain text
 * (null when the search matched no text, or without a search); `highlights` are the matched
 * stretches in it, as [start, end) offsets in UTF-16 code units.
 */
export const documentMatchSchema = documentSchema.extend({
  snippet: z.string().nullable(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type DocumentMatch = z.infer<typeof documentMatchSchema>;

/** GET /api/dossiers/{id}/documents: `q` keeps the documents whose text has every word of it. */
export const documentListQuery = z.object({ q: searchText.optional() });
export const documentListResponse = listOf(documentMatchSchema.partial({ snippet: true, highlights: true }));

export const SEARCH_WORD_TOO_SHORT = 'Type at least one word of 3 letters or more';
/** The fewest letters (or digits) a word needs for the search in every document to start from it: shorter ones match too much to look for alone. */
export const SEARCH_WORD_MIN = 3;
/** Whether a search has a word long enough to look for in every document (the words folded as the search folds them). */
export const hasSearchableWord = (q: string) => q.split(/[\s"]+/).some((word) => [...foldText(word)].length >= SEARCH_WORD_MIN);

/** GET /api/documents/search: every document whose text has every word of `q`, newest first. */
export const documentSearchQuery = pageQuery.omit({ sort: true }).extend({ q: searchText.refine(hasSearchableWord, { error: SEARCH_WORD_TOO_SHORT }) });
export const documentSearchItemSchema = documentMatchSchema.extend({
  dossier: z.object({ id_dossier: z.number().int(), ref_dossier_bureau: z.number().int(), client_name: z.string().nullable() }),
});
export type DocumentSearchItem = z.infer<typeof documentSearchItemSchema>;
/** The search across documents counts its matches up to this many (`more`: there are others beyond). */
export const DOCUMENT_SEARCH_COUNT_UP_TO = 1000;
export const documentSearchResponse = pagedListOf(documentSearchItemSchema).extend({ more: z.boolean() });

/** The text fields of a phone capture (multipart form fields): the photos come as `photo` parts, in page order. */
export const CAPTURE_LIMITS = { photos: 30 } as const;
/** A document in the trash also says when it was deleted and by whom. */
export const trashedDocumentSchema = documentSchema.extend({
  deleted_at: timestamp,
  deleted_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type TrashedDocument = z.infer<typeof trashedDocumentSchema>;
export const trashedDocumentListResponse = listOf(trashedDocumentSchema);
export const documentUploadResponse = z.object({ items: z.array(documentSchema) });

/** Rename (title; the file name too) or attach to one of the dossier's actions; `version` guards against stale edits. */
export const documentPatchBody = z.object({
  title: optionalText(DOCUMENT_LIMITS.title),
  filename: z.string().max(1000).optional(),
  fk_action: clearableRef,
  version: versionInput,
});
export type DocumentPatchBody = z.infer<typeof documentPatchBody>;

/** The text fields of an upload (multipart form fields, so they arrive as strings). */
export const documentUploadFields = z.object({
  title: optionalText(DOCUMENT_LIMITS.title),
  fk_action: z
    .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
    .transform((v) => (v === '' ? null : v))
    .optional(),
});

export const documentContentQuery = z.object({
  inline: z.enum(['0', '1', 'true', 'false']).optional(),
});

const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/**
 * A file name as it is kept and offered back: the last path segment only, no control or
 * direction-override characters, no leading dots, at most 255 characters with the extension kept.
 * Null when nothing usable is left.
 */
export function cleanFilename(raw: string): string | null {
  const last = raw.split(/[/\\]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(CONTROL, '')
    .trim()
    .replace(/^[.\s]+/, '')
    .trim();
  if (!name) return null;
  const chars = Array.from(name);
  if (chars.length > DOCUMENT_LIMITS.filename) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = chars.slice(0, DOCUMENT_LIMITS.filename - Array.from(ext).length).join('') + ext;
  }
  return name;
}

/**
 * The extensions a document of each detected type may carry, the usual one first. The name is
 * what a desktop goes by when a colleague opens the download: a text file named `.html`, `.svg`,
 * `.hta`, `.js`, `.bat` or `.url`, or a PDF named `.html`, would run or fetch something there.
 */
export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'application/msword': ['doc', 'dot'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls', 'xlt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt', 'pps'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'text/plain': ['txt', 'text', 'csv', 'tsv', 'log', 'md'],
  'message/rfc822': ['eml'],
};

/** What a file of a type Cabinet does not hold (a row from elsewhere) is offered as: bytes nothing opens by itself. */
const UNKNOWN_TYPE_EXTENSION = 'bin';

/**
 * A clean file name (see cleanFilename) as kept for a document of `contentType`: unchanged when
 * its extension is one of the type's, otherwise with the type's usual extension added
 * (`invoice.html` of plain text becomes `invoice.html.txt`, `scan.html` of a PDF `scan.html.pdf`,
 * `Jugement 12.03.2024` of a PDF `Jugement 12.03.2024.pdf`). Adding rather than replacing keeps
 * whatever the name said. Trailing dots and spaces go first: Windows drops them, so
 * `run.hta.` would open as `run.hta`.
 */
export function nameForType(filename: string, contentType: string): string {
  const name = filename.replace(/[.\s]+$/u, '') || 'document';
  const allowed: readonly string[] | undefined = DOCUMENT_EXTENSIONS[contentType as DocumentContentType];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (allowed?.includes(extension)) return name;
  return cleanFilename(`${name}.${allowed?.[0] ?? UNKNOWN_TYPE_EXTENSION}`) ?? name;
}
