import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness. Before a member plays, the house commits to a secret server seed by
 * showing its SHA-256; the member picks a client seed; each round under that pair has the next
 * nonce. A round's randomness is the byte stream
 *
 *   HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${block}`), block = 0, 1, ...
 *
 * read four bytes at a time as big-endian unsigned integers. An integer below `n` is drawn by
 * rejection sampling: a word at or above the largest multiple of `n` that fits in 32 bits is
 * skipped, so every value is exactly equally likely (no modulo bias). Once the seed is rotated the
 * house reveals it, and anyone can recompute every round played under it.
 */
export type FairInputs = {
  /** The secret seed: 64 hexadecimal characters, revealed when it is rotated. */
  serverSeed: string;
  /** The member's seed: 1 to 64 visible ASCII characters. */
  clientSeed: string;
  /** The round's number under this seed pair, from 0. */
  nonce: number;
};

/** A server seed: 32 random bytes written as 64 lowercase hexadecimal characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed: 1 to 64 visible ASCII characters (no spaces, no control characters). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
export const MAX_CLIENT_SEED_LENGTH = 64;

const WORD = 2 ** 32;

/** The commitment shown before play: SHA-256 of the server seed's text, in hexadecimal. */
export const hashServerSeed = (serverSeed: string): string =>
  bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** Whether a revealed server seed is the one a commitment was made to. */
export const seedMatchesHash = (serverSeed: string, serverSeedHash: string): boolean =>
  hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();

export const isValidClientSeed = (clientSeed: string): boolean =>
  CLIENT_SEED_PATTERN.test(clientSeed);

/** A source of uniform integers, the only randomness a game's math reads. */
export type RandomSource = {
  /** A uniform integer in [0, n); n is a positive integer below 2^32. */
  int(n: number): number;
};

/** The stream of one round's fair randomness. */
export type FairRandom = RandomSource & {
  /** How many 32-bit words were read, rejected ones included. */
  readonly wordsRead: number;
};

/**
 * The HMAC keyed with the last server seed used: keying costs two hash blocks, and every round of
 * a seed pair (thousands in a row while a member plays, millions in the bench) shares the key.
 */
let lastKey: { serverSeed: string; mac: ReturnType<typeof hmac.create> } | undefined;
const keyedHmac = (serverSeed: string) => {
  if (lastKey?.serverSeed !== serverSeed) {
    lastKey = { serverSeed, mac: hmac.create(sha256, utf8ToBytes(serverSeed)) };
  }
  return lastKey.mac;
};

export const createFairRandom = ({ serverSeed, clientSeed, nonce }: FairInputs): FairRandom => {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('invalid server seed');
  if (!isValidClientSeed(clientSeed)) throw new RangeError('invalid client seed');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('invalid nonce');
  const keyed = keyedHmac(serverSeed);
  let block = 0;
  let bytes = new Uint8Array(0);
  let offset = 0;
  let wordsRead = 0;

  const nextWord = (): number => {
    if (offset + 4 > bytes.length) {
      bytes = keyed
        .clone()
        .update(utf8ToBytes(`${clientSeed}:${nonce}:${block}`))
        .digest();
      block += 1;
      offset = 0;
    }
    const word =
      ((bytes[offset] ?? 0) * 2 ** 24 +
        ((bytes[offset + 1] ?? 0) << 16) +
        ((bytes[offset + 2] ?? 0) << 8) +
        (bytes[offset + 3] ?? 0)) >>>
      0;
    offset += 4;
    wordsRead += 1;
    return word;
  };

  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n >= WORD) throw new RangeError('invalid range');
      const limit = WORD - (WORD % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
    get wordsRead() {
      return wordsRead;
    },
  };
};
