/**
 * The exact sum of decimal amounts as the API gives them ("1250.50", "-12.345"): added as whole
 * numbers of the smallest place among them, so no binary fraction creeps in. The result has as
 * many places as the most precise amount (two when there is none).
 */
export function sumAmounts(amounts: readonly string[]): string {
  const places = Math.max(2, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  let total = 0n;
  for (const amount of amounts) {
    const negative = amount.startsWith('-');
    const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
    const minor = BigInt(whole + fraction.padEnd(places, '0'));
    total += negative ? -minor : minor;
  }
  const sign = total < 0n ? '-' : '';
  const digits = (total < 0n ? -total : total).toString().padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
