/** Exact money: decimal strings in the API, integer cents in the database. */
export function toCents(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function fromCents(cents: number | string | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const value = typeof cents === 'string' ? Number(cents) : cents;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
