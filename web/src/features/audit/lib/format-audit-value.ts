import { formatTimestamp } from '../../../lib/format';

const MAX_LENGTH = 300;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export const isEmptyAuditValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A value before or after a change, as plain text (never HTML). Null is "empty"; timestamps are
 * shown for the language; long text is shortened; objects are shown as JSON.
 */
export function formatAuditValue(value: unknown, emptyLabel: string, lang: string): string {
  if (isEmptyAuditValue(value)) return emptyLabel;
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatTimestamp(value, lang);
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
