export const deadlineKeys = {
  all: ['deadlines'] as const,
  board: (query: Record<string, unknown>) => ['deadlines', 'board', query] as const,
  dossier: (id: number) => ['deadlines', 'dossier', id] as const,
  rules: ['deadline-rules'] as const,
  calendar: (from: string, to: string, lang: string) => ['calendar', from, to, lang] as const,
};
