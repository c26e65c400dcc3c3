/** A Select option, sorted by label in the user's language. */
export interface Option {
  value: string;
  label: string;
}

export function toOptions<T>(items: T[], id: (item: T) => number, label: (item: T) => string, lang: string): Option[] {
  return items
    .map((item) => ({ value: String(id(item)), label: label(item) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang, { sensitivity: 'base' }));
}
