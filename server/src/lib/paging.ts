export interface PageRequest {
  page: number;
  page_size: number;
}

export const offsetOf = ({ page, page_size }: PageRequest) => (page - 1) * page_size;

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (use with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
