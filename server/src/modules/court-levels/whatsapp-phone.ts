const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** E.164 allows at most 15 digits; fewer than 8 is no one's number with its country code. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The digits `wa.me` takes: the number in international form without `+` or `00`. A Moroccan
 * national number (`06 12 34 56 78`: ten digits from a 0) gets Morocco's code, 212, for its 0;
 * other numbers must carry their country code. Null when what is written is no such number.
 */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const latin = phone.replace(ARABIC_INDIC, (d) => String((d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10));
  // A second number after a separator ("0612345678 / 0522…") is not dialled: the first one is.
  const first = latin.split(/[/;,]|\bou\b|\bor\b/)[0]!;
  if (/[^\d\s+().-]/.test(first.trim())) return null;
  let digits = first.replace(/\D/g, '');
  if (first.trim().startsWith('+')) {
    // As written: +212 …
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^0\d{9}$/.test(digits)) digits = `212${digits.slice(1)}`;
  else if (digits.startsWith('0')) return null;
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return digits;
}
