import { hash, verify } from '@node-rs/argon2';

// The package's Algorithm is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same work as a real check, so an unknown account answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('cabinet-dummy-password');
  await verifyPassword(await dummyHash, password);
}
