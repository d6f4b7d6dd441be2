import { describeError, isApiError } from '../../../shared/api/api-error';
import type { RegisterFieldName } from './register-fields';

export type RegisterFailure = {
  /** Messages to show under fields. */
  fields: Partial<Record<RegisterFieldName, string>>;
  /** The message for the whole form, when a failure belongs to no field on it. */
  form?: string;
};

type Translate = (key: string, params?: Record<string, unknown>) => string;

type Options = {
  t: Translate;
  /** Whether a message key is translated (a server validation message may be one). */
  exists: (key: string) => boolean;
  /** Whether the field is on the form as shown. */
  isShown: (name: string) => name is RegisterFieldName;
};

/** Catalogue fields that are named differently on the form. */
const FIELD_ALIASES: Readonly<Record<string, string>> = { captcha: 'answer' };

/** One refused field: the rule's i18n key and its parameters. */
type ValidationIssue = { field: string; message: string; params?: unknown };

const paramsOf = (issue: ValidationIssue): Record<string, unknown> | undefined =>
  typeof issue.params === 'object' && issue.params !== null
    ? (issue.params as Record<string, unknown>)
    : undefined;

const validationIssues = (data: unknown): ValidationIssue[] => {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const { errors } = data;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ValidationIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Partial<ValidationIssue>).field === 'string' &&
      typeof (item as Partial<ValidationIssue>).message === 'string',
  );
};

/**
 * Where a failed registration's message goes (spec section 8): codes the catalogue ties to a
 * field show under that field; a refused body (400) shows each named field's message under it;
 * everything else is the form's message.
 */
export const registerFailure = (
  error: unknown,
  { t, exists, isShown }: Options,
): RegisterFailure => {
  if (!isApiError(error)) return { fields: {}, form: describeError(error, t) };
  const field = error.entry?.field;
  if (field) {
    const name = FIELD_ALIASES[field] ?? field;
    const text = describeError(error, t);
    return isShown(name) ? { fields: { [name]: text } } : { fields: {}, form: text };
  }
  const issues = error.httpStatus === 400 ? validationIssues(error.data) : [];
  if (issues.length === 0) return { fields: {}, form: describeError(error, t) };

  const fields: RegisterFailure['fields'] = {};
  let unplaced = false;
  for (const issue of issues) {
    const top = issue.field.split('.')[0] ?? '';
    const name = FIELD_ALIASES[top] ?? top;
    if (!isShown(name)) {
      unplaced = true;
      continue;
    }
    fields[name] ??= exists(issue.message) ? t(issue.message, paramsOf(issue)) : t('illegal_input');
  }
  return unplaced ? { fields, form: describeError(error, t) } : { fields };
};
