import type { AuditEntry } from '@cabinet/shared';

/** A history card: one entry, or several downloads of one document by one person in a row. */
export interface HistoryCard {
  entry: AuditEntry;
  /** How many downloads or previews the card stands for (1 for any other entry). */
  times: number;
  /** The earliest of the grouped downloads (the entry itself is the latest). */
  firstAt: string;
}

/**
 * Folds each run of downloads of the same document by the same person into one card: opening a
 * scan ten times at a hearing is one fact to read in the history, not ten cards hiding the edits.
 * The log itself keeps every download.
 */
export function historyCards(entries: readonly AuditEntry[]): HistoryCard[] {
  const cards: HistoryCard[] = [];
  for (const entry of entries) {
    const last = cards.at(-1);
    if (
      last &&
      entry.operation === 'download' &&
      last.entry.operation === 'download' &&
      last.entry.entity === entry.entity &&
      last.entry.entity_id === entry.entity_id &&
      (last.entry.user?.id ?? null) === (entry.user?.id ?? null)
    ) {
      last.times += 1;
      last.firstAt = entry.at;
      continue;
    }
    cards.push({ entry, times: 1, firstAt: entry.at });
  }
  return cards;
}

/** The words that name the record of an entry better than its id: a document's file name, a party's name. */
export function recordWords(entry: AuditEntry): string | null {
  const named = (field: string) => {
    const pair = entry.changes[field];
    if (!pair) return null;
    const value = pair[1] ?? pair[0];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  if (entry.entity === 'document') return named('title') ?? named('filename');
  if (entry.entity === 'dossier_party') return named('party');
  return null;
}
