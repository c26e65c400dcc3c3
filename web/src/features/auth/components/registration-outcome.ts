import type { User } from '@cabinet/shared';

export type RegistrationOutcome = 'admin' | 'active' | 'pending';

/** What the new account can do now: the first account administers the office; others may wait for approval. */
export function registrationOutcome(user: Pick<User, 'role' | 'status'>): RegistrationOutcome {
  if (user.status !== 'active') return 'pending';
  return user.role === 'admin' ? 'admin' : 'active';
}

export const isRegistrationOutcome = (value: unknown): value is RegistrationOutcome =>
  value === 'admin' || value === 'active' || value === 'pending';
