import { AppError } from '../../lib/app-error';

/**
 * Exact money: decimal text in the API, integers of the currency's minor units (millimes for the
 * dinar, cents for the others) in the database, BigInt for every product. No binary float ever
 * holds an amount.
 */

const TEN = 10n;

function scaled(text: string, places: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > places && /[^0]/.test(fraction.slice(places))) return null;
  const value = BigInt(whole!) * TEN ** BigInt(places) + BigInt(fraction.slice(0, places).padEnd(places, '0') || '0');
  return sign ? -value : value;
}

const PLACES_MESSAGE: Record<number, string> = {
  0: 'Enter an amount without decimals',
  2: 'Enter an amount with at most two decimals',
  3: 'Enter an amount with at most three decimals',
};

/** The amount in minor units; a validation error on `field` when it has more places than the currency. */
export function toMinor(text: string, places: number, field = 'amount'): number {
  const value = scaled(text, places);
  if (value === null) {
    const message = PLACES_MESSAGE[places] ?? PLACES_MESSAGE[2]!;
    throw new AppError('validation_failed', 'Some fields are invalid', { [field]: message });
  }
  return Number(value);
}

/** Minor units as decimal text with the currency's places ("1250.500"). */
export function fromMinor(minor: number | bigint, places: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  if (places === 0) return `${negative ? '-' : ''}${abs}`;
  const unit = TEN ** BigInt(places);
  return `${negative ? '-' : ''}${abs / unit}.${String(abs % unit).padStart(places, '0')}`;
}

/** A decimal with at most `places` places as an integer of that scale (quantities: 3, rates: 2). */
export function toScaled(text: string, places: number): number {
  const value = scaled(text, places);
  if (value === null) throw new Error(`not a decimal with ${places} places: ${text}`);
  return Number(value);
}

/** An integer of that scale as the shortest decimal text ("1.5", "20", "5.5"). */
export function fromScaled(value: number, places: number): string {
  const text = fromMinor(value, places);
  return places === 0 ? text : text.replace(/\.?0+$/, '');
}

/** a × b / divisor, rounded half away from zero (so a credit note mirrors its note exactly). */
function mulDivRound(a: bigint, b: bigint, divisor: bigint): bigint {
  const product = a * b;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + divisor) / (divisor * 2n);
  return negative ? -rounded : rounded;
}

export interface LineAmounts {
  /** Thousandths. */
  quantity: number;
  /** Minor units. */
  unit_price: number;
  /** Hundredths of a percent. */
  vat_rate: number;
}

/** A line's net (quantity × unit price) and VAT (net × rate), each rounded to the minor unit: VAT is computed per line. */
export function lineTotals(line: LineAmounts): { net: number; vat: number } {
  const net = mulDivRound(BigInt(line.quantity), BigInt(line.unit_price), 1000n);
  const vat = mulDivRound(net, BigInt(line.vat_rate), 10_000n);
  return { net: Number(net), vat: Number(vat) };
}

export interface Totals {
  net: number;
  vat: number;
  stamp: number;
  total: number;
}

/** A note's totals: the sum of its lines' net and VAT, the stamp, and all three together. */
export function noteTotals(lines: readonly { net: number; vat: number }[], stamp: number): Totals {
  let net = 0n;
  let vat = 0n;
  for (const line of lines) {
    net += BigInt(line.net);
    vat += BigInt(line.vat);
  }
  return { net: Number(net), vat: Number(vat), stamp, total: Number(net + vat + BigInt(stamp)) };
}
