/**
 * Attempt throttling shared through the database, so several instances count together.
 * An attempt is counted before it is evaluated, in one atomic statement that also refuses it when
 * the key is locked: simultaneous guesses cannot all slip past a check made before the count.
 * Reaching the allowance locks the key for a doubling delay (capped); only the caller decides
 * what a success undoes. The statements are in login-attempts.repository.ts.
 */
export const ACCOUNT_FREE_ATTEMPTS = 5;
export const ADDRESS_FREE_ATTEMPTS = 20;
/** Registrations from one address per window before it must wait. */
export const REGISTRATION_FREE_ATTEMPTS = 10;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** Attempts older than this are forgotten. */
export const WINDOW_MS = 60 * 60_000;

/**
 * The sign-in keys: an existing account is counted by its id (its email and its username are one
 * account), an unknown login by its text.
 */
export const loginKeys = (account: { id: number } | { login: string }, ip: string) => ({
  account: 'id' in account ? `account:${account.id}` : `login:${account.login.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

export const registrationKey = (ip: string) => `register:${ip}`;
