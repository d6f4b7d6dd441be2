import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). The same function hashes
 * login and withdraw passwords.
 */
const STANDARD_COST = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The cheapest cost argon2 accepts, for test runs only: thousands of test members and logins
 * would otherwise spend most of the suite's time hashing. The cost is stored in each hash, so
 * verifying a hash made at either cost works whatever the current setting is.
 */
const TEST_COST = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 };

let cost = STANDARD_COST;

/**
 * A hash to verify against when the account does not exist, so a login for an unknown account
 * takes as long as one with a wrong password. Made at the current cost, on first use.
 */
let dummyHash: Promise<string> | undefined;

/** Switch new hashes to the test cost (`'test'`) or back (`'standard'`); test setup only. */
export const setPasswordHashCost = (name: 'standard' | 'test'): void => {
  cost = name === 'test' ? TEST_COST : STANDARD_COST;
  dummyHash = undefined;
};

export const hashPassword = (password: string): Promise<string> => hash(password, cost);

/** False for a wrong password and for a malformed stored hash; never throws on either. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/** The hash an unknown account's password is checked against: a real one, at the current cost. */
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
};

/** Spend what verifying a real hash spends, and answer false (unknown accounts). */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  await verifyPassword(await dummyPasswordHash(), password);
  return false;
};
