import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = Record<string, string>;

/** A field's message: an i18n key and its parameters. */
export type FormMessage = { readonly key: string; readonly params?: Record<string, unknown> };

/** Validates the form's values; answers the first message of each failing field. */
export type FormValidator<V extends Values> = (
  values: V,
) => Partial<Record<keyof V, FormMessage | undefined>>;

/**
 * State of a small form checked by the field rules of `@member-site/contracts/validation`. A
 * field's message shows once the field was left (blur) or the form was submitted, and follows
 * every keystroke from then on. A message from the server (`setServerError`) shows until the
 * field changes.
 */
export const useRuleForm = <V extends Values>(initial: V, validate: FormValidator<V>) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});

  const ruleErrors = validate(values);

  const errorOf = (name: keyof V): string | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    if (!submitted && !touched[name]) return undefined;
    const found = ruleErrors[name];
    return found ? t(found.key, found.params) : undefined;
  };

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  /** Props for a Mantine input: value, change, blur and the message to show. */
  const field = (name: keyof V) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(name, event.currentTarget.value);
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  /** Show every message; true when the values pass the rules. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.values(ruleErrors).every((found) => found === undefined);
  };

  const setServerError = useCallback((name: keyof V, message: string) => {
    setServerErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { values, setValue, field, check, setServerError, reset };
};
