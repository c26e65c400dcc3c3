/**
 * What the catalogue test tolerates. Keep these lists short: each entry is a deliberate choice.
 */

/** Latin words an Arabic string may hold: product and file-format names, keys, legal codes. */
export const ARABIC_LATIN_ALLOWED = new Set([
  'Cabinet',
  'Ctrl',
  'Cmd',
  'B',
  'K',
  'Esc',
  'PostgreSQL',
  'pg_dump',
  'README',
  'Operations',
  'PV',
  'CIN',
  'RC',
  'ICE',
  'CSV',
  'TXT',
  'HTML',
  'PDF',
  'ICS',
  'JSON',
  'iCalendar',
  'SMTP',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'URL',
  'MB',
  'KB',
  'Excel',
  'Word',
  'Google',
  'Outlook',
  'Apple',
  'ZIP',
  'zip',
  'MA',
  'TN',
  'DZ',
  'FR',
  'CPC',
  'CPCC',
  'CPCA',
  'SHA',
  'eml',
  'PNG',
  'JPEG',
  'WebP',
  'TIFF',
  'PowerPoint',
  'OpenDocument',
  'ISO',
  // Keys and formats the user types as shown: the Enter key, the date pattern, the server variable.
  'Enter',
  'YYYY',
  'MM',
  'DD',
  'SMTP_URL',
]);

/** French that slips into English text: accented letters and words that are not English. */
export const FRENCH_IN_ENGLISH = /[éèêàâçôûîœ]|\b(de|du|des|les|demain|inactifs|affaire|bureau|tribunaux|dossier\(s\))\b/i;

/**
 * English texts that must stay the same in English while their translation rightly differs
 * (none today: when a translation must differ, make the English say what differs).
 */
export const SAME_SOURCE_EXCEPTIONS = new Set<string>([]);
