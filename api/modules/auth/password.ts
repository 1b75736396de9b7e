import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified against when the username does not exist, so that a login for an
// unknown user costs the same argon2 work as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2);
  return dummyHash;
}

/** Warms the dummy hash at start-up so the first unknown-user login is not faster. */
export function prepareDummyHash(): Promise<string> {
  return getDummyHash();
}

/** false for a wrong password, or for no stored hash (after the same work). */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  const target = stored ?? (await getDummyHash());
  try {
    const ok = await verify(target, password);
    return ok && stored !== undefined;
  } catch {
    return false;
  }
}
