import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). The same function hashes
 * login and withdraw passwords.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a malformed stored hash; never throws on either. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/**
 * A hash to verify against when the account does not exist, so a login for an unknown account
 * takes as long as one with a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
};
