import { fieldErrors, type FieldError } from '@member-site/contracts/validation';

type Parsed = { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
type Schema = { safeParse: (values: unknown) => Parsed };

/** Check form values with a schema of the validation package: the first message per field. */
export const validateWith = (schema: Schema, values: unknown): Record<string, FieldError> => {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};
