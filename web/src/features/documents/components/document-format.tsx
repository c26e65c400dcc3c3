import { DOCUMENT_TYPES, type DocumentContentType } from '@cabinet/shared';
import { IconFile, IconFileSpreadsheet, IconFileText, IconFileTypeDoc, IconFileTypePdf, IconMail, IconPhoto, IconPresentation } from '@tabler/icons-react';

const ICONS = {
  pdf: IconFileTypePdf,
  image: IconPhoto,
  word: IconFileTypeDoc,
  sheet: IconFileSpreadsheet,
  slides: IconPresentation,
  text: IconFileText,
  mail: IconMail,
} as const;

export const kindOf = (contentType: string) => DOCUMENT_TYPES[contentType as DocumentContentType] ?? null;

export function TypeIcon({ contentType, label }: { contentType: string; label: string }) {
  const kind = kindOf(contentType);
  const Icon = kind ? ICONS[kind] : IconFile;
  return <Icon size={20} aria-label={label} role="img" style={{ flexShrink: 0 }} />;
}

/** 1.2 MB, 340 KB: sizes as people read them, in the page's language. */
export function formatSize(bytes: number, lang: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
