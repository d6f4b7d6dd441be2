import { expect } from 'vitest';

/** The data of a call that must succeed: the test fails on any other code. */
export const dataOf = <T>(answer: { envelope: { code: string; apiResponseData: T } }): T => {
  expect(answer.envelope.code).toBe('100');
  return answer.envelope.apiResponseData;
};

/** The launch token a game's address carries (`/house/...#launch=<token>`). */
export const launchTokenOf = (url: string): string => {
  const token = /#launch=([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
  if (!token) throw new Error(`no launch token in ${url}`);
  return token;
};
