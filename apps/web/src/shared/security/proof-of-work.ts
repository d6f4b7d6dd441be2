import { proofOfWorkChallengeCall, type CallResponse } from '@member-site/contracts';
import type { ProofOfWorkForm } from '@member-site/contracts/constants';

import { SITE_ID } from '../../config/env';
import { isApiError } from '../api/api-error';
import { call } from '../api/call';

/*
 * The invisible proof of work of the login, register, SMS and recovery forms. The browser asks
 * for a challenge when the form opens and solves it in web workers (ALTCHA's PBKDF2 solver) while
 * the visitor types, so by the time they submit the proof is usually ready. The solver's code is
 * loaded only then, never with the page.
 */

export type ProofOfWorkChallenge = NonNullable<
  CallResponse<typeof proofOfWorkChallengeCall>['challenge']
>;

/** Workers at most: more would only slow a phone's other work. */
const MAX_WORKERS = 4;

/** A solution as the form's `pow` field: base64 of `{ challenge, solution }`. */
const encode = (value: unknown): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};

/** Solve a challenge; undefined when aborted. */
export const solveProofOfWork = async (
  challenge: ProofOfWorkChallenge,
  controller: AbortController,
): Promise<string | undefined> => {
  const altcha = await import('altcha/lib');
  let solution;
  if (typeof Worker === 'undefined') {
    solution = await altcha.solveChallenge({
      challenge,
      deriveKey: altcha.pbkdf2.deriveKey,
      controller,
    });
  } else {
    const { default: SolverWorker } = await import('altcha/workers/pbkdf2?worker');
    solution = await altcha.solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 2)),
      createWorker: () => new SolverWorker(),
      controller,
    });
  }
  return solution ? encode({ challenge, solution }) : undefined;
};

/**
 * The `pow` for one submission of `form`: undefined when the site asks none, or when no
 * challenge could be had (the server then answers 428 and the form says so).
 */
export const proveWork = async (
  form: ProofOfWorkForm,
  controller: AbortController,
): Promise<string | undefined> => {
  let challenge: ProofOfWorkChallenge | null;
  try {
    ({ challenge } = await call(
      proofOfWorkChallengeCall,
      { site_id: SITE_ID, form },
      { signal: controller.signal },
    ));
  } catch (error) {
    if (controller.signal.aborted || !isApiError(error)) throw error;
    return undefined;
  }
  return challenge ? solveProofOfWork(challenge, controller) : undefined;
};

/** Whether a call was refused for its proof of work (missing, wrong, used or expired). */
export const isProofOfWorkRefusal = (error: unknown): boolean =>
  isApiError(error) && error.code === '428';
