import type { ProofOfWorkForm } from '@member-site/contracts/constants';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { isProofOfWorkRefusal, proveWork } from './proof-of-work';

/** A proof solved this long ago is solved again: its challenge lives ten minutes. */
const FRESH_MS = 8 * 60_000;

type Pending = { proof: Promise<string | undefined>; controller: AbortController; at: number };

export type ProofOfWork = {
  /** The proof for one submission: the one solved in the background, or a new one. */
  take: () => Promise<string | undefined>;
  /** Start solving the next proof in the background. */
  prepare: () => void;
};

/**
 * The proof of work of a form, solved from the moment the form opens (unless `ahead` is false:
 * a send-code button that may never be pressed solves when pressed); the form's submissions take
 * it through {@link sendWithProof}. Leaving the form stops the solver.
 */
export const useProofOfWork = (form: ProofOfWorkForm, ahead = true): ProofOfWork => {
  const pending = useRef<Pending | undefined>(undefined);

  const start = useCallback((): Pending => {
    const controller = new AbortController();
    const proof = proveWork(form, controller).catch(() => undefined);
    return { proof, controller, at: Date.now() };
  }, [form]);

  const prepare = useCallback(() => {
    pending.current?.controller.abort();
    pending.current = start();
  }, [start]);

  useEffect(() => {
    if (ahead) prepare();
    return () => {
      pending.current?.controller.abort();
      pending.current = undefined;
    };
  }, [ahead, prepare]);

  const take = useCallback(async () => {
    let current = pending.current;
    pending.current = undefined;
    if (!current || Date.now() - current.at > FRESH_MS) {
      current?.controller.abort();
      current = start();
    }
    return current.proof;
  }, [start]);

  return useMemo(() => ({ take, prepare }), [take, prepare]);
};

/**
 * Send a form with its proof of work. A refusal of the proof (428: expired while the form sat
 * open, say) is answered with a new proof once; after any failure the next proof starts solving
 * so that the visitor's next try does not wait for it.
 */
export const sendWithProof = async <T>(
  proofOfWork: ProofOfWork,
  send: (pow: string | undefined) => Promise<T>,
): Promise<T> => {
  const attempt = async () => send(await proofOfWork.take());
  try {
    return await attempt();
  } catch (error) {
    if (!isProofOfWorkRefusal(error)) {
      proofOfWork.prepare();
      throw error;
    }
  }
  try {
    return await attempt();
  } catch (error) {
    proofOfWork.prepare();
    throw error;
  }
};
