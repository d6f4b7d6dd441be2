import { Button, Modal, PasswordInput } from '@mantine/core';
import { confirmPasswordRule, passwordSchema } from '@member-site/contracts/validation';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { useForcePasswordStore } from '../../../shared/session/force-password-store';
import { useEditPassword } from '../../../shared/session/edit-password';
import { logOut } from '../../../shared/session/log-out';
import { showToast } from '../../../shared/ui/toast';
import { useRuleForm } from '../hooks/use-rule-form';
import { validateWith } from '../utils/schema-validator';
import classes from './auth-modal.module.css';
import { FormError, SubmitButton } from './form-parts';

type Fields = { old_password: string; password: string; check_password: string };

const ForcePasswordForm = () => {
  const { t } = useTranslation();
  const done = useForcePasswordStore((state) => state.done);
  const edit = useEditPassword();
  const [formError, setFormError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const form = useRuleForm<Fields>(
    { old_password: '', password: '', check_password: '' },
    (values) => ({
      old_password: values.old_password === '' ? { key: 'ph_password' } : undefined,
      password: validateWith(passwordSchema, values.password)[''],
      check_password: confirmPasswordRule(values.check_password, values.password),
    }),
  );

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!form.check() || edit.isPending) return;
    try {
      await edit.mutateAsync({ type: 'login', ...form.values });
      done();
      showToast({ kind: 'success', message: t('auth.passwordChanged') });
    } catch (error) {
      const message = describeError(error, t);
      const field = isApiError(error) ? error.entry?.field : undefined;
      if (field === 'old_password' || field === 'password') form.setServerError(field, message);
      else setFormError(message);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={classes.intro}>{t('auth.forcePasswordIntro')}</p>
      <PasswordInput
        label={t('auth.oldPassword')}
        placeholder={t('ph_password')}
        autoComplete="current-password"
        maxLength={64}
        data-testid="force-password-old"
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('old_password')}
      />
      <PasswordInput
        label={t('auth.newPassword')}
        placeholder={t('auth.newPasswordPlaceholder')}
        description={t('auth.passwordRules')}
        autoComplete="new-password"
        maxLength={64}
        data-testid="force-password-new"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={64}
        data-testid="force-password-confirm"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('check_password')}
      />
      <FormError message={formError} testId="force-password-error" />
      <div className={classes.actions}>
        <Button
          variant="default"
          radius="xl"
          loading={leaving}
          disabled={edit.isPending}
          onClick={() => {
            setLeaving(true);
            void logOut().finally(() => {
              setLeaving(false);
            });
          }}
          data-testid="force-password-logout"
        >
          {t('member.logout')}
        </Button>
        <SubmitButton loading={edit.isPending} data-testid="force-password-submit">
          {t('auth.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
};

/**
 * The first-login password change on desktop (spec section 6): it stays until the password is
 * changed; the only other way out is to log out.
 */
export const ForcePasswordModal = () => {
  const { t } = useTranslation();
  const required = useForcePasswordStore((state) => state.required);

  return (
    <Modal
      opened={required}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size={420}
      title={t('auth.forcePasswordTitle')}
      classNames={{ content: classes.content }}
      attributes={{ content: { 'data-testid': 'force-password-modal' } }}
    >
      {required && <ForcePasswordForm />}
    </Modal>
  );
};
