import { PasswordInput, TextInput } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';

import type { TextFieldName } from '../utils/register-fields';

type RegisterTextFieldProps = {
  name: TextFieldName;
  label: string;
  value: string;
  onChange: (name: TextFieldName, value: string) => void;
  onBlur: (name: TextFieldName) => void;
  error?: string | undefined;
  required?: boolean;
  secret?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  description?: ReactNode;
  readOnly?: boolean;
  rightSection?: ReactNode;
  rightSectionWidth?: number;
  testId?: string;
  className?: string;
};

/**
 * One line of the register form: label tied to the input, required mark, and the field's message
 * under it (announced through aria-describedby and aria-invalid, which Mantine sets from `error`).
 */
export const RegisterTextField = ({
  name,
  onChange,
  onBlur,
  error,
  required = false,
  secret = false,
  type = 'text',
  testId,
  rightSection,
  rightSectionWidth,
  ...rest
}: RegisterTextFieldProps) => {
  const shared = {
    ...rest,
    name,
    error,
    withAsterisk: required,
    'aria-required': required || undefined,
    errorProps: { 'data-testid': `register-error-${name}`, 'aria-live': 'polite' as const },
    'data-testid': testId ?? `register-field-${name}`,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      onChange(name, event.currentTarget.value);
    },
    onBlur: () => {
      onBlur(name);
    },
  };
  if (secret) return <PasswordInput {...shared} />;
  return (
    <TextInput
      {...shared}
      type={type}
      rightSection={rightSection}
      rightSectionWidth={rightSectionWidth}
      rightSectionPointerEvents={rightSection ? 'all' : undefined}
    />
  );
};
