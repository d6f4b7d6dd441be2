import { MAX_CLIENT_SEED_LENGTH, isValidClientSeed } from '@member-site/house-games/fair';

export type ClientSeedProblem = 'empty' | 'space' | 'long' | 'characters';

/** What is wrong with a client seed before it is sent, or null when it is fine. */
export const clientSeedProblem = (text: string): ClientSeedProblem | null => {
  if (text.length === 0) return 'empty';
  if (/\s/.test(text)) return 'space';
  if (text.length > MAX_CLIENT_SEED_LENGTH) return 'long';
  if (!isValidClientSeed(text)) return 'characters';
  return null;
};
