import { describeError, isApiError } from '../../../shared/api/api-error';

/**
 * Where a failed call's message belongs: the form field the catalogue names for the code (shown
 * under that field), or the form as a whole.
 */
export const apiFieldError = (
  error: unknown,
  t: (key: string) => string,
): { field: string | undefined; message: string } => ({
  field: isApiError(error) ? error.entry?.field : undefined,
  message: describeError(error, t),
});
