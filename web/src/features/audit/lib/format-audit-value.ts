const MAX_LENGTH = 300;

/**
 * A value before or after a change, as plain text (never HTML). Null is "empty"; long text is
 * shortened, objects are shown as JSON.
 */
export function formatAuditValue(value: unknown, emptyLabel: string): string {
  if (value === null || value === undefined || value === '') return emptyLabel;
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
