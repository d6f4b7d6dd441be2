import {
  doubleValidationCall,
  doubleValidationSkipCall,
  loginCall,
  type CallRequest,
  type DoubleValidationQuestion,
} from '@member-site/contracts';
import { DOUBLE_VALIDATION_QUESTIONS } from '@member-site/contracts/constants';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';

export const useLogin = () =>
  useMutation({ mutationFn: (body: CallRequest<typeof loginCall>) => call(loginCall, body) });

export const useDoubleValidation = () =>
  useMutation({
    mutationFn: (body: CallRequest<typeof doubleValidationCall>) =>
      call(doubleValidationCall, body),
  });

export const useSkipQuestion = () =>
  useMutation({
    mutationFn: (body: CallRequest<typeof doubleValidationSkipCall>) =>
      call(doubleValidationSkipCall, body),
  });

/**
 * The double-validation question carried by a 107 answer (or a skip), checked by hand: the
 * browser loads no response schema.
 */
export const readDoubleValidationQuestion = (
  data: unknown,
): DoubleValidationQuestion | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { member_login_id, available_questions_count, question } = data as Record<string, unknown>;
  if (typeof member_login_id !== 'string' || member_login_id === '') return undefined;
  if (typeof available_questions_count !== 'number') return undefined;
  const kind = DOUBLE_VALIDATION_QUESTIONS.find((name) => name === question);
  if (!kind) return undefined;
  return { member_login_id, available_questions_count, question: kind };
};
