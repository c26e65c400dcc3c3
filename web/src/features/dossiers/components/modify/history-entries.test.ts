import type { AuditEntry } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { historyCards, recordWords } from './history-entries';

const entry = (
  id: number,
  operation: AuditEntry['operation'],
  entityId: number,
  userId: number,
  changes: AuditEntry['changes'] = {},
): AuditEntry => ({
  id,
  at: `2026-11-29T10:${String(60 - id).padStart(2, '0')}:00Z`,
  user: { id: userId, full_name: `User ${userId}` },
  entity: 'document',
  entity_id: entityId,
  operation,
  changes,
});

describe('the dossier history cards', () => {
  it('fold a run of downloads of one document by one person into one card, counting them', () => {
    const cards = historyCards([
      entry(1, 'download', 7, 1),
      entry(2, 'download', 7, 1),
      entry(3, 'download', 7, 1),
      entry(4, 'update', 7, 1),
    ]);
    expect(cards.map((c) => [c.entry.id, c.times])).toEqual([
      [1, 3],
      [4, 1],
    ]);
    expect(cards[0]!.firstAt).toBe(entry(3, 'download', 7, 1).at);
  });

  it('keep apart downloads of other documents, by other people, or with an edit between them', () => {
    const cards = historyCards([
      entry(1, 'download', 7, 1),
      entry(2, 'download', 8, 1),
      entry(3, 'download', 8, 2),
      entry(4, 'update', 8, 2),
      entry(5, 'download', 8, 2),
    ]);
    expect(cards.map((c) => c.times)).toEqual([1, 1, 1, 1, 1]);
  });

  it('name a document by its title or file name rather than its number', () => {
    expect(recordWords(entry(1, 'download', 7, 1, { filename: ['scan.pdf', 'scan.pdf'] }))).toBe('scan.pdf');
    expect(recordWords(entry(1, 'update', 7, 1, { title: ['Old', 'Rapport d’expertise'] }))).toBe('Rapport d’expertise');
    expect(recordWords(entry(1, 'delete', 7, 1, {}))).toBeNull();
  });
});
