export interface PageRequest {
  page: number;
  page_size: number;
}

/** Runs the count of a list's total, or answers it from a cache. */
export type CountTotal = (count: () => Promise<number>) => Promise<number>;

export const offsetOf = ({ page, page_size }: PageRequest) => (page - 1) * page_size;

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (use with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
