import type { TranslatedLabels } from './translated-labels';

// Without zod: every screen that names an action type calls it, the dashboard's first one too.
/** The label in the reader's language when there is one, else the office's own label. */
export function labelIn(label: string, labels: TranslatedLabels | null | undefined, lang: string): string {
  const key = lang.slice(0, 2) as keyof TranslatedLabels;
  return labels?.[key] || label;
}
