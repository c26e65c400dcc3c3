import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DigestDeadline } from './digest-content';

export interface DigestDeadlines {
  /** Open deadlines due from today to today + 7 days. */
  dueSoon: DigestDeadline[];
  /** Open deadlines due before today. */
  overdue: DigestDeadline[];
}

/**
 * The deadlines the digest lists for one account (its own when `userId` is given).
 * Placeholder until procedural deadlines exist: it finds none, so a digest holds only actions.
 * TO WIRE AT MERGE: query the deadlines table (open ones, due in [today, today+7] and before today).
 */
export async function digestDeadlines(_db: Kysely<Database>, _input: { userId: number; today: string }): Promise<DigestDeadlines> {
  return { dueSoon: [], overdue: [] };
}
