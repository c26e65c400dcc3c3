/** The keys an import has seen in a file: only asked whether it holds one. */
export interface KeyLookup {
  has(value: unknown): boolean;
  readonly size: number;
}

const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
/** A page's ids are kept in a Set until this many, then as one bit each (8 KB a page). */
const DENSE_FROM = 256;

/**
 * A set of keys that keeps whole-number ids (the usual key) as bits in pages of 65536: a million
 * ids take about 128 KB instead of the 30 MB or so a Set of them would. Sparse pages, other
 * numbers and strings fall back to Sets.
 */
export class KeySet implements KeyLookup {
  private pages = new Map<number, Set<number> | Uint32Array>();
  private others = new Set<unknown>();
  size = 0;

  has(value: unknown): boolean {
    if (!isId(value)) return this.others.has(value);
    const page = this.pages.get(value >>> PAGE_BITS);
    if (!page) return false;
    const offset = value & (PAGE_SIZE - 1);
    return page instanceof Set ? page.has(offset) : (page[offset >>> 5]! & (1 << (offset & 31))) !== 0;
  }

  /** Adds the key; false when it was there already. */
  add(value: unknown): boolean {
    if (!isId(value)) {
      if (this.others.has(value)) return false;
      this.others.add(value);
      this.size++;
      return true;
    }
    const index = value >>> PAGE_BITS;
    const offset = value & (PAGE_SIZE - 1);
    let page = this.pages.get(index);
    if (!page) this.pages.set(index, (page = new Set()));
    if (page instanceof Set) {
      if (page.has(offset)) return false;
      page.add(offset);
      if (page.size >= DENSE_FROM) this.pages.set(index, toBits(page));
    } else {
      const word = offset >>> 5;
      const bit = 1 << (offset & 31);
      if ((page[word]! & bit) !== 0) return false;
      page[word] = page[word]! | bit;
    }
    this.size++;
    return true;
  }
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0x7fffffff;

function toBits(offsets: Set<number>): Uint32Array {
  const bits = new Uint32Array(PAGE_SIZE / 32);
  for (const offset of offsets) bits[offset >>> 5] = bits[offset >>> 5]! | (1 << (offset & 31));
  return bits;
}
