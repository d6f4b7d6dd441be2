import { Modal, PasswordInput, Tabs, TextInput } from '@mantine/core';
import { buildLoginSchema } from '@member-site/contracts/validation';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SITE_ID } from '../../../config/env';
import { describeError, isApiError } from '../../../shared/api/api-error';
import { useDeviceMode } from '../../../shared/hooks/device-mode';
import { sendWithProof, useProofOfWork } from '../../../shared/security/use-proof-of-work';
import { openRegister, useAuthModalStore } from '../../../shared/session/account-modal-store';
import { completeLogin } from '../../../shared/session/complete-login';
import { deviceFields } from '../../../shared/session/device-info';
import { useLoginCaptcha } from '../api/get-captcha';
import { useLoginHeader } from '../api/get-login-header';
import { readDoubleValidationQuestion, useLogin } from '../api/login';
import { useRuleForm } from '../hooks/use-rule-form';
import { useAuthFlowStore } from '../stores/auth-flow-store';
import { validateWith } from '../utils/schema-validator';
import classes from './auth-modal.module.css';
import { CaptchaField, FormError, SubmitButton } from './form-parts';

const LoginForm = ({ initialAccount }: { initialAccount: string }) => {
  const { t } = useTranslation();
  const mode = useDeviceMode();
  const closeModal = useAuthModalStore((state) => state.close);
  const openDoubleValidation = useAuthFlowStore((state) => state.openDoubleValidation);
  const openRecovery = useAuthFlowStore((state) => state.openRecovery);
  const header = useLoginHeader();
  // The server may ask for a captcha (105) although the site does not, when an account has failed
  // often from many addresses: the form then shows one too.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaRequired = header.data?.captcha_required === true || captchaAsked;
  const captcha = useLoginCaptcha(captchaRequired);
  const login = useLogin();
  const proofOfWork = useProofOfWork('login');
  // The proof of work may still be solving when the visitor submits: the button waits with it.
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();

  const schema = useMemo(() => buildLoginSchema({ captcha: captchaRequired }), [captchaRequired]);
  const form = useRuleForm({ account: initialAccount, password: '', answer: '' }, (values) =>
    validateWith(
      schema,
      captchaRequired
        ? { ...values, captcha_token: captcha.data?.token ?? '' }
        : { account: values.account, password: values.password },
    ),
  );

  const newCaptcha = () => {
    form.setValue('answer', '');
    void captcha.refetch();
  };

  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.code === '107') {
      const question = readDoubleValidationQuestion(error.data);
      if (question) {
        closeModal();
        openDoubleValidation(question);
        return;
      }
    }
    if (isApiError(error) && error.code === '802') {
      closeModal();
      openRecovery('verify', form.values.account.trim());
      return;
    }
    if (isApiError(error) && error.code === '105' && !captchaRequired) {
      setCaptchaAsked(true);
      setFormError(t('ph_account_verify_code'));
      return;
    }
    setFormError(describeError(error, t));
    if (captchaRequired) newCaptcha();
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!form.check() || sending) return;
    const { account, password, answer } = form.values;
    setSending(true);
    try {
      const session = await sendWithProof(proofOfWork, (pow) =>
        login.mutateAsync({
          site_id: SITE_ID,
          account: account.trim(),
          password,
          ...(captchaRequired ? { answer: answer.trim(), captcha_token: captcha.data?.token } : {}),
          ...(pow === undefined ? {} : { pow }),
          ...deviceFields(mode),
        }),
      );
      completeLogin(session);
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        label={t('auth.account')}
        placeholder={t('ph_account_name')}
        autoComplete="username"
        maxLength={64}
        data-testid="login-account"
        data-autofocus
        {...form.field('account')}
      />
      <PasswordInput
        label={t('auth.password')}
        placeholder={t('ph_password')}
        autoComplete="current-password"
        maxLength={64}
        data-testid="login-password"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        {...form.field('password')}
      />
      {captchaRequired && (
        <CaptchaField
          input={{
            placeholder: captcha.data?.placeholder ?? t('ph_account_verify_code'),
            ...form.field('answer'),
          }}
          inputTestId="login-captcha-input"
          image={{
            src: captcha.data?.captcha,
            loading: captcha.isFetching,
            failed: captcha.isError,
            testId: 'login-captcha-image',
          }}
          onRefresh={newCaptcha}
        />
      )}
      <FormError message={formError} testId="login-error" />
      <SubmitButton size="md" loading={sending} data-testid="login-submit">
        {t('auth.login')}
      </SubmitButton>
      <div className={classes.links}>
        <button
          type="button"
          className={classes.link}
          data-testid="forgot-withdraw-password"
          onClick={() => {
            closeModal();
            openRecovery('forgot', form.values.account.trim());
          }}
        >
          {t('auth.forgotPassword')}
        </button>
        <button type="button" className={classes.link} onClick={openRegister}>
          {t('auth.noAccount')}
        </button>
      </div>
    </form>
  );
};

/** The login form (spec section 2): a modal on desktop, a full-screen sheet on mobile. */
export const LoginModal = () => {
  const { t } = useTranslation();
  const opened = useAuthModalStore((state) => state.mode === 'login');
  // After a password reset the form starts over with the account just recovered.
  const loginAccount = useAuthFlowStore((state) => state.loginAccount);
  const close = useAuthModalStore((state) => state.close);
  const desktop = useDeviceMode() === 'desktop';

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={420}
      fullScreen={!desktop}
      transitionProps={desktop ? undefined : { transition: 'slide-up', duration: 200 }}
      classNames={{ content: classes.content }}
      attributes={{ content: { 'data-testid': 'login-modal' } }}
      title={
        <Tabs
          value="login"
          onChange={(value) => {
            if (value === 'register') openRegister();
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="login">{t('auth.login')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('auth.register')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      }
    >
      <LoginForm key={loginAccount} initialAccount={loginAccount} />
    </Modal>
  );
};
