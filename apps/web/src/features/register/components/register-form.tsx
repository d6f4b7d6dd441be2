import { type MemberSession, type RegisterSettingItem } from '@member-site/contracts';
import { LIMITS, type Currency } from '@member-site/contracts/constants';
import {
  CONTACT_FIELDS,
  buildRegisterSchema,
  fieldErrors,
  type FieldError,
} from '@member-site/contracts/validation';
import { Alert, Anchor, Button, Checkbox, Input, NativeSelect } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SITE_ID } from '../../../config/env';
import { useDeviceMode } from '../../../shared/hooks/device-mode';
import { openLogin } from '../../../shared/session/account-modal-store';
import { sendWithProof, useProofOfWork } from '../../../shared/security/use-proof-of-work';
import { deviceFields } from '../../../shared/session/device-info';
import { useRegisterCaptcha } from '../api/get-register-captcha';
import { useRegisterMember, type RegisterBody } from '../api/register-member';
import type { RegisterLocks } from '../hooks/use-register-locks';
import {
  CONTACT_FIELD_NAMES,
  clearHiddenFields,
  emptyRegisterValues,
  fieldVisibility,
  isFieldShown,
  settingsForCurrency,
  validationInput,
  type RegisterFieldName,
  type RegisterFormValues,
  type TextFieldName,
} from '../utils/register-fields';
import { registerFailure } from '../utils/server-errors';
import { AgreementModal } from './agreement-modal';
import { BirthdayField } from './birthday-field';
import { CaptchaField } from './captcha-field';
import { DigitBoxes } from './digit-boxes';
import { PhoneFields } from './phone-fields';
import { RegisterTextField } from './register-text-field';
import classes from './register-form.module.css';

export type RegisterSettings = {
  list: RegisterSettingItem[];
  captcha_required: boolean;
  currencies: Currency[];
};

type RegisterFormProps = {
  settings: RegisterSettings;
  locks: RegisterLocks;
  initialCurrency: Currency;
  /** Currencies the visitor may choose from. */
  currencies: readonly Currency[];
  agreementOpen: boolean;
  onAgreementOpenChange: (opened: boolean) => void;
  onRegistered: (session: MemberSession) => void;
};

/** The schema's message paths that belong to each field shown with a message. */
const messagePaths = (name: RegisterFieldName): string[] =>
  name === 'member_birthday'
    ? ['member_birthday', 'member_birthday.year', 'member_birthday.month', 'member_birthday.day']
    : name === 'answer'
      ? ['answer', 'captcha_token']
      : [name];

/**
 * The registration form (spec sections 3 to 5). Which fields show and which are required follow
 * the register settings of the chosen currency; every rule is the shared register schema, so the
 * messages here are the ones the server would answer. A field's message appears once it has been
 * left or a submit was tried, and then follows every keystroke.
 */
export const RegisterForm = ({
  settings,
  locks,
  initialCurrency,
  currencies,
  agreementOpen,
  onAgreementOpenChange,
  onRegistered,
}: RegisterFormProps) => {
  const { t, i18n } = useTranslation();
  const mode = useDeviceMode();
  const withdrawLabelId = useId();
  const withdrawErrorId = useId();
  const agreementErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const [values, setValues] = useState<RegisterFormValues>(() =>
    emptyRegisterValues(locks.introducer?.value ?? ''),
  );
  const [touched, setTouched] = useState<ReadonlySet<RegisterFieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterFieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  /** A new captcha was drawn after a failed submit: its empty answer is not an error yet. */
  const [captchaRenewed, setCaptchaRenewed] = useState(false);

  const captchaShown = settings.captcha_required;
  const captcha = useRegisterCaptcha(captchaShown);
  const register = useRegisterMember();
  const proofOfWork = useProofOfWork('register');
  // The proof of work may still be solving when the visitor submits: the button waits with it.
  const [sending, setSending] = useState(false);

  const visibility = useMemo(
    () => fieldVisibility(settings.list, currency),
    [settings.list, currency],
  );
  const schema = useMemo(
    () =>
      buildRegisterSchema(settingsForCurrency(settings.list, currency), currency, {
        captcha: captchaShown,
        agreement: true,
      }),
    [settings.list, currency, captchaShown],
  );
  const parsed = schema.safeParse(
    validationInput(values, visibility, { shown: captchaShown, token: captcha.data?.token ?? '' }),
  );
  const clientErrors: Record<string, FieldError> = parsed.success ? {} : fieldErrors(parsed.error);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const shown = (name: RegisterFieldName) => isFieldShown(name, visibility, captchaShown);
  const required = (name: RegisterFieldName) =>
    name === 'member_account' || name === 'password' || name === 'check_password'
      ? true
      : visibility.required.has(name as never);

  const errorOf = (name: RegisterFieldName): string | undefined => {
    const quiet = name === 'answer' && captchaRenewed && !touched.has(name);
    if ((submitted && !quiet) || touched.has(name)) {
      const found = messagePaths(name)
        .map((path) => clientErrors[path])
        .find((item) => item !== undefined);
      if (found) return t(found.key, found.params);
    }
    const server = serverErrors[name];
    if (server) return server;
    if (name === 'introducer' && locks.introducerError) return t(locks.introducerError);
    return undefined;
  };

  const forgetServerError = (name: RegisterFieldName) => {
    setServerErrors((previous) =>
      name in previous
        ? Object.fromEntries(Object.entries(previous).filter(([field]) => field !== name))
        : previous,
    );
  };

  const setValue = <N extends RegisterFieldName>(name: N, value: RegisterFormValues[N]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    forgetServerError(name);
  };

  const touch = (name: RegisterFieldName) => {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  };

  const onText = (name: TextFieldName, value: string) => {
    setValue(name, value);
  };

  const changeCurrency = (next: Currency) => {
    if (next === currency || locks.currency) return;
    setCurrency(next);
    setValues((previous) => clearHiddenFields(previous, fieldVisibility(settings.list, next)));
    setServerErrors({});
  };

  /** Draw a new captcha with an empty answer (each captcha can be answered once). */
  const renewCaptcha = () => {
    setValues((previous) => ({ ...previous, answer: '' }));
    setTouched((previous) => new Set([...previous].filter((name) => name !== 'answer')));
    setCaptchaRenewed(true);
    void captcha.refetch();
  };

  const refreshCaptcha = () => {
    forgetServerError('answer');
    renewCaptcha();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setCaptchaRenewed(false);
    setFormError(undefined);
    if (!parsed.success) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const introducer = locks.introducer?.value ?? values.introducer.trim();
    const body: RegisterBody = {
      ...parsed.data,
      member_account: parsed.data.member_account ?? '',
      password: parsed.data.password ?? '',
      site_id: SITE_ID,
      member_currency: currency,
      introducer,
      introducer_type: locks.introducer?.type ?? '',
      agreement: true,
      ...deviceFields(mode),
    };
    setSending(true);
    sendWithProof(proofOfWork, (pow) =>
      register.mutateAsync(pow === undefined ? body : { ...body, pow }),
    )
      .then(onRegistered, (error: unknown) => {
        const failure = registerFailure(error, {
          t,
          exists: (key) => i18n.exists(key),
          isShown: (name): name is RegisterFieldName =>
            name in values && shown(name as RegisterFieldName),
        });
        setServerErrors(failure.fields);
        setFormError(failure.form);
        if (captchaShown) renewCaptcha();
        if (Object.keys(failure.fields).length > 0) setFocusRequest((n) => n + 1);
      })
      .finally(() => {
        setSending(false);
      });
  };

  const textField = (
    name: TextFieldName,
    extra: Partial<Parameters<typeof RegisterTextField>[0]> = {},
  ) => (
    <RegisterTextField
      name={name}
      label={t(`register.fields.${name}`)}
      value={values[name]}
      onChange={onText}
      onBlur={touch}
      error={errorOf(name)}
      required={required(name)}
      {...extra}
    />
  );

  const withdrawError = errorOf('withdraw_password');
  const agreementError = errorOf('agreement');
  const introducerLabel =
    locks.introducer?.type === 'agent'
      ? t('register.introducerAgent')
      : locks.introducer?.type === 'recommend'
        ? t('register.introducerRecommend')
        : t('register.fields.introducer');
  const currencyOptions = currencies.includes(currency) ? currencies : [currency, ...currencies];

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={classes.form}>
      <div className={classes.grid}>
        {textField('member_account', {
          autoComplete: 'username',
          maxLength: 64,
          placeholder: t('register.placeholders.member_account', {
            min: LIMITS.accountMin,
            max: LIMITS.accountMax,
          }),
        })}
        <NativeSelect
          label={t('register.fields.member_currency')}
          value={currency}
          data={currencyOptions.map((code) => ({ value: code, label: code }))}
          disabled={locks.currency !== undefined}
          description={locks.currency ? t('register.lockedByLink') : undefined}
          withAsterisk
          data-testid="register-currency"
          onChange={(event) => {
            changeCurrency(event.currentTarget.value as Currency);
          }}
        />
        {textField('password', {
          secret: true,
          autoComplete: 'new-password',
          maxLength: 64,
          placeholder: t('register.placeholders.password', {
            min: LIMITS.passwordMin,
            max: LIMITS.passwordMax,
          }),
        })}
        {shown('check_password') &&
          textField('check_password', {
            secret: true,
            autoComplete: 'new-password',
            maxLength: 64,
            placeholder: t('register.placeholders.check_password'),
          })}
        {shown('member_name') &&
          textField('member_name', {
            autoComplete: 'name',
            maxLength: 64,
            placeholder: t('register.placeholders.member_name'),
          })}
        {shown('member_email') &&
          textField('member_email', {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            maxLength: 254,
            placeholder: t('register.placeholders.member_email'),
          })}
        {shown('member_birthday') && (
          <BirthdayField
            value={values.member_birthday}
            onChange={(next) => {
              setValue('member_birthday', next);
            }}
            onBlur={() => {
              touch('member_birthday');
            }}
            error={errorOf('member_birthday')}
            required={required('member_birthday')}
          />
        )}
        {shown('member_phone') && (
          <PhoneFields
            phone={values.member_phone}
            code={values.phone_verify}
            currency={currency}
            required={required('member_phone')}
            verification={visibility.phoneVerification}
            phoneError={errorOf('member_phone')}
            codeError={errorOf('phone_verify')}
            phoneInvalid={clientErrors.member_phone !== undefined}
            onChange={onText}
            onBlur={touch}
            onPhoneMessage={(message) => {
              setServerErrors((previous) => ({ ...previous, member_phone: message }));
            }}
          />
        )}
        {CONTACT_FIELD_NAMES.filter((name) => shown(name)).map((name) => (
          <RegisterTextField
            key={name}
            name={name}
            label={CONTACT_FIELDS[name].label}
            value={values[name]}
            onChange={onText}
            onBlur={touch}
            error={errorOf(name)}
            required={required(name)}
            maxLength={LIMITS.contactMax}
            autoComplete="off"
            placeholder={t('register.placeholders.contact', { type: CONTACT_FIELDS[name].label })}
          />
        ))}
        {shown('identity_id') &&
          textField('identity_id', {
            autoComplete: 'off',
            maxLength: 64,
            placeholder: t('register.placeholders.identity_id'),
          })}
        {shown('withdraw_password') && (
          <Input.Wrapper
            label={t('register.fields.withdraw_password')}
            labelElement="div"
            labelProps={{ id: withdrawLabelId }}
            withAsterisk={required('withdraw_password')}
            description={t('register.withdrawHint', { digits: LIMITS.withdrawPasswordDigits })}
            error={withdrawError}
            errorProps={{
              id: withdrawErrorId,
              'data-testid': 'register-error-withdraw_password',
              'aria-live': 'polite',
            }}
          >
            <DigitBoxes
              value={values.withdraw_password}
              onChange={(next) => {
                setValue('withdraw_password', next);
              }}
              onBlur={() => {
                touch('withdraw_password');
              }}
              labelledBy={withdrawLabelId}
              describedBy={withdrawError ? withdrawErrorId : undefined}
              invalid={withdrawError !== undefined}
              required={required('withdraw_password')}
              testId="register-field-withdraw_password"
            />
          </Input.Wrapper>
        )}
        {textField('introducer', {
          label: introducerLabel,
          required: false,
          readOnly: locks.introducer !== undefined,
          autoComplete: 'off',
          maxLength: 32,
          placeholder: t('register.placeholders.introducer'),
          description: locks.introducer ? t('register.lockedByLink') : undefined,
        })}
        {captchaShown && (
          <CaptchaField
            value={values.answer}
            onChange={onText}
            onBlur={touch}
            error={errorOf('answer')}
            image={captcha.data}
            loading={captcha.isFetching}
            loadError={captcha.error}
            onRefresh={refreshCaptcha}
          />
        )}
      </div>

      <div className={classes.agreement}>
        <Checkbox
          checked={values.agreement}
          onChange={(event) => {
            setValue('agreement', event.currentTarget.checked);
            touch('agreement');
          }}
          error={agreementError !== undefined}
          aria-describedby={agreementError ? agreementErrorId : undefined}
          aria-required
          data-testid="register-agreement"
          label={
            <>
              {t('register.agreementPrefix')}{' '}
              <Anchor
                component="button"
                type="button"
                className={classes.agreementLink}
                data-testid="register-agreement-link"
                onClick={(event) => {
                  event.preventDefault();
                  onAgreementOpenChange(true);
                }}
              >
                {t('register.agreementLink')}
              </Anchor>
            </>
          }
        />
        {agreementError && (
          <Input.Error
            id={agreementErrorId}
            data-testid="register-error-agreement"
            aria-live="polite"
            mt={4}
          >
            {agreementError}
          </Input.Error>
        )}
      </div>

      {formError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          data-testid="register-form-error"
          className={classes.formError}
        >
          {formError}
        </Alert>
      )}

      <Button
        type="submit"
        variant="gradient"
        radius="xl"
        size="md"
        fullWidth
        c="#2a1f06"
        loading={sending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
      <p className={classes.switch}>
        {t('register.haveAccount')}{' '}
        <Anchor component="button" type="button" onClick={openLogin}>
          {t('register.logIn')}
        </Anchor>
      </p>

      <AgreementModal
        opened={agreementOpen}
        fullScreen={mode === 'mobile'}
        onClose={() => {
          onAgreementOpenChange(false);
        }}
        onAgree={() => {
          setValue('agreement', true);
          touch('agreement');
        }}
      />
    </form>
  );
};
