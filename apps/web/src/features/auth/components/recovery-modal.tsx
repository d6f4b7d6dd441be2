import { Modal, PasswordInput, SegmentedControl, TextInput } from '@mantine/core';
import { findErrorEntry } from '@member-site/contracts';
import {
  buildRecoveryVerifySchema,
  recoveryResetSchema,
  type RecoveryMethod,
} from '@member-site/contracts/validation';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SITE_ID } from '../../../config/env';
import { describeError, isApiError } from '../../../shared/api/api-error';
import { useDeviceMode } from '../../../shared/hooks/device-mode';
import { sendWithProof, useProofOfWork } from '../../../shared/security/use-proof-of-work';
import { openLogin } from '../../../shared/session/account-modal-store';
import { useSiteCurrency } from '../../../shared/site/site-currency';
import { showToast } from '../../../shared/ui/toast';
import { useClientCaptcha, useRecoveryReset, useRecoveryVerify } from '../api/recovery';
import { useRuleForm, type FormMessage } from '../hooks/use-rule-form';
import { useAuthFlowStore, type RecoveryReason } from '../stores/auth-flow-store';
import { validateWith } from '../utils/schema-validator';
import classes from './auth-modal.module.css';
import { CaptchaField, FormError, SubmitButton } from './form-parts';

const REVERIFY_KEY = 'signup.error_verify_pls_reVerify';
/** The field message of a 400 answer for one field: the rule's i18n key and its parameters. */
const fieldMessage = (
  data: unknown,
  field: string,
): { key: string; params?: Record<string, unknown> } | undefined => {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const found = (errors as { field?: unknown; message?: unknown; params?: unknown }[]).find(
    (item) => item.field === field && typeof item.message === 'string',
  );
  if (!found) return undefined;
  return {
    key: found.message as string,
    ...(typeof found.params === 'object' && found.params !== null
      ? { params: found.params as Record<string, unknown> }
      : {}),
  };
};
/** The message of a login locked after too many wrong passwords (code 802). */
const LOCKED_KEY = findErrorEntry('login', '802')?.key ?? 'withdraw_password_verify';

/** Keep only digits, at most four: the withdraw password boxes. */
const fourDigits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

type VerifyStepProps = {
  initialAccount: string;
  /** Shown above the form: why the step is asked for, or why it is asked again. */
  notice: string | undefined;
  onVerified: (account: string, token: string) => void;
};

/** Step 1: prove the account with its withdraw password, email or phone, and the code shown. */
const VerifyStep = ({ initialAccount, notice, onVerified }: VerifyStepProps) => {
  const { t } = useTranslation();
  const currency = useSiteCurrency() ?? 'USD';
  const [method, setMethod] = useState<RecoveryMethod>('email');
  const [formError, setFormError] = useState<string>();
  const code = useClientCaptcha(true);
  const verify = useRecoveryVerify();
  const proofOfWork = useProofOfWork('recovery');
  // The proof of work may still be solving when the member submits: the button waits with it.
  const [sending, setSending] = useState(false);
  const schema = useMemo(() => buildRecoveryVerifySchema({ method, currency }), [method, currency]);
  const form = useRuleForm(
    { account: initialAccount, withdraw_password: '', contact: '', verify_code: '' },
    (values) => {
      const found = validateWith(schema, {
        withdraw_password: values.withdraw_password,
        verify_code: values.verify_code,
        [method === 'email' ? 'member_email' : 'member_phone']: values.contact,
      });
      const account: FormMessage | undefined =
        values.account.trim() === '' ? { key: 'ph_account_name' } : undefined;
      return {
        account,
        withdraw_password: found.withdraw_password,
        contact: found[method === 'email' ? 'member_email' : 'member_phone'],
        verify_code: found.verify_code,
      };
    },
  );

  const newCode = () => {
    form.setValue('verify_code', '');
    void code.refetch();
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!form.check() || sending) return;
    const { account, withdraw_password, contact, verify_code } = form.values;
    setSending(true);
    try {
      const { token } = await sendWithProof(proofOfWork, (pow) =>
        verify.mutateAsync({
          site_id: SITE_ID,
          account: account.trim(),
          withdraw_password,
          member_email: method === 'email' ? contact.trim() : '',
          member_phone: method === 'phone' ? contact.trim() : '',
          verify_code: verify_code.trim(),
          captcha_data: code.data?.data ?? '',
          ...(pow === undefined ? {} : { pow }),
        }),
      );
      onVerified(account.trim(), token);
    } catch (error) {
      setFormError(describeError(error, t));
      newCode();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {notice && <p className={classes.intro}>{notice}</p>}
      <TextInput
        label={t('auth.account')}
        placeholder={t('ph_account_name')}
        autoComplete="username"
        maxLength={64}
        data-testid="recovery-account"
        {...form.field('account')}
      />
      <PasswordInput
        label={t('auth.withdrawPassword')}
        placeholder={t('auth.withdrawPasswordPlaceholder')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        data-testid="recovery-withdraw-password"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('withdraw_password')}
        onChange={(event) => {
          form.setValue('withdraw_password', fourDigits(event.currentTarget.value));
        }}
      />
      <SegmentedControl
        fullWidth
        value={method}
        onChange={(value) => {
          setMethod(value === 'phone' ? 'phone' : 'email');
          form.setValue('contact', '');
        }}
        data={[
          { value: 'email', label: t('auth.byEmail') },
          { value: 'phone', label: t('auth.byPhone') },
        ]}
        data-testid="recovery-method"
      />
      <TextInput
        label={method === 'email' ? t('auth.email') : t('auth.phone')}
        placeholder={method === 'email' ? t('auth.emailPlaceholder') : t('auth.phonePlaceholder')}
        type={method === 'email' ? 'email' : 'tel'}
        inputMode={method === 'email' ? 'email' : 'numeric'}
        maxLength={method === 'email' ? 254 : 32}
        data-testid="recovery-contact"
        {...form.field('contact')}
      />
      <CaptchaField
        input={{ placeholder: t('ph_account_verify_code'), ...form.field('verify_code') }}
        inputTestId="recovery-code-input"
        image={{
          src: code.data?.text,
          loading: code.isFetching,
          failed: code.isError,
          testId: 'recovery-code-image',
        }}
        onRefresh={newCode}
      />
      <FormError message={formError} testId="recovery-error" />
      <SubmitButton loading={sending} data-testid="recovery-verify-submit">
        {t('auth.next')}
      </SubmitButton>
    </form>
  );
};

type ResetStepProps = {
  account: string;
  token: string;
  onDone: () => void;
  /** The proof expired or was refused: start again from step 1 with this message. */
  onReverify: (message: string) => void;
};

/** Step 2: the new login password (6 to 12 letters and digits) and its confirmation. */
const ResetStep = ({ account, token, onDone, onReverify }: ResetStepProps) => {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const reset = useRecoveryReset();
  const form = useRuleForm({ password: '', check_password: '' }, (values) => {
    const found = validateWith(recoveryResetSchema, values);
    return { password: found.password, check_password: found.check_password };
  });

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!form.check() || reset.isPending) return;
    try {
      await reset.mutateAsync({ site_id: SITE_ID, account, password: form.values.password, token });
      showToast({ kind: 'success', message: t('signup.verify_success') });
      onDone();
    } catch (error) {
      // The server refused the new password as against the rules: the proof is still good.
      const refused = isApiError(error) ? fieldMessage(error.data, 'password') : undefined;
      if (refused) {
        form.setServerError('password', t(refused.key, refused.params));
        return;
      }
      const message = describeError(error, t);
      if (isApiError(error) && error.entry?.key === REVERIFY_KEY) onReverify(message);
      else setFormError(message);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <PasswordInput
        label={t('auth.newLoginPassword')}
        placeholder={t('auth.newLoginPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={64}
        data-testid="recovery-new-password"
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        placeholder={t('auth.newLoginPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={64}
        data-testid="recovery-confirm-password"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('check_password')}
      />
      <FormError message={formError} testId="recovery-error" />
      <SubmitButton loading={reset.isPending} data-testid="recovery-reset-submit">
        {t('auth.confirm')}
      </SubmitButton>
    </form>
  );
};

type Progress =
  { step: 'verify'; notice?: string } | { step: 'reset'; account: string; token: string };

const RecoveryFlow = ({ reason, account }: { reason: RecoveryReason; account: string }) => {
  const { t } = useTranslation();
  const close = useAuthFlowStore((state) => state.closeRecovery);
  const setLoginAccount = useAuthFlowStore((state) => state.setLoginAccount);
  const [progress, setProgress] = useState<Progress>({
    step: 'verify',
    notice: reason === 'verify' ? t(LOCKED_KEY) : t('auth.recoveryIntro'),
  });

  return (
    <>
      <ol className={classes.steps}>
        <li data-active={progress.step === 'verify' || undefined}>1. {t('auth.stepVerify')}</li>
        <li data-active={progress.step === 'reset' || undefined}>2. {t('auth.stepReset')}</li>
      </ol>
      {progress.step === 'verify' ? (
        <VerifyStep
          initialAccount={account}
          notice={progress.notice}
          onVerified={(verifiedAccount, token) => {
            setProgress({ step: 'reset', account: verifiedAccount, token });
          }}
        />
      ) : (
        <ResetStep
          account={progress.account}
          token={progress.token}
          onDone={() => {
            close();
            // The member logs in with the new password; the account is already filled in.
            setLoginAccount(progress.account);
            openLogin();
          }}
          onReverify={(message) => {
            setProgress({ step: 'verify', notice: message });
          }}
        />
      )}
    </>
  );
};

/**
 * Login-password recovery (spec: member transfer validation): reached from the login form's
 * "forgot password" link, and by a login answered 802 (the account is locked after too many wrong
 * passwords until it is reset here). Step 1 proves the member with the withdraw password and the
 * email or phone and returns a token; step 2 spends it to set a new login password.
 */
export const RecoveryModal = () => {
  const { t } = useTranslation();
  const recovery = useAuthFlowStore((state) => state.recovery);
  const close = useAuthFlowStore((state) => state.closeRecovery);
  const desktop = useDeviceMode() === 'desktop';

  return (
    <Modal
      opened={recovery !== null}
      onClose={close}
      size={440}
      fullScreen={!desktop}
      title={t('auth.recoveryTitle')}
      classNames={{ content: classes.content }}
      attributes={{ content: { 'data-testid': 'recovery-modal' } }}
    >
      {recovery && <RecoveryFlow reason={recovery.reason} account={recovery.account} />}
    </Modal>
  );
};
