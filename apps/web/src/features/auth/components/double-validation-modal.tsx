import { Button, Modal, PasswordInput, TextInput } from '@mantine/core';
import type { DoubleValidationQuestion } from '@member-site/contracts';
import { withdrawPasswordSchema } from '@member-site/contracts/validation';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SITE_ID } from '../../../config/env';
import { describeError, isApiError } from '../../../shared/api/api-error';
import { useDeviceMode } from '../../../shared/hooks/device-mode';
import { completeLogin } from '../../../shared/session/complete-login';
import { deviceFields } from '../../../shared/session/device-info';
import { showToast } from '../../../shared/ui/toast';
import { readDoubleValidationQuestion, useDoubleValidation, useSkipQuestion } from '../api/login';
import { useRuleForm } from '../hooks/use-rule-form';
import { useAuthFlowStore } from '../stores/auth-flow-store';
import { validateWith } from '../utils/schema-validator';
import classes from './auth-modal.module.css';
import { FormError, SubmitButton } from './form-parts';

const withdrawRule = withdrawPasswordSchema(true);

const DoubleValidationForm = ({ initial }: { initial: DoubleValidationQuestion }) => {
  const { t } = useTranslation();
  const mode = useDeviceMode();
  const close = useAuthFlowStore((state) => state.closeDoubleValidation);
  const [question, setQuestion] = useState(initial);
  const [formError, setFormError] = useState<string>();
  const submit = useDoubleValidation();
  const skip = useSkipQuestion();
  const isWithdrawPassword = question.question === 'withdraw_password';

  const form = useRuleForm({ answer: '' }, ({ answer }) => {
    if (isWithdrawPassword) return { answer: validateWith(withdrawRule, answer)[''] };
    return answer.trim() === '' ? { answer: { key: 'auth.answerRequired' } } : {};
  });

  const changeQuestion = async () => {
    setFormError(undefined);
    try {
      const next = readDoubleValidationQuestion(
        await skip.mutateAsync({ site_id: SITE_ID, member_login_id: question.member_login_id }),
      );
      if (next) {
        setQuestion(next);
        form.reset({ answer: '' });
      }
    } catch (error) {
      setFormError(describeError(error, t));
    }
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!form.check() || submit.isPending) return;
    try {
      const session = await submit.mutateAsync({
        site_id: SITE_ID,
        member_login_id: question.member_login_id,
        answer: form.values.answer.trim(),
        ...deviceFields(mode),
      });
      close();
      completeLogin(session);
    } catch (error) {
      if (isApiError(error) && error.code === '998') {
        close();
        showToast({ kind: 'error', message: t('double_validation_faild') });
        return;
      }
      setFormError(describeError(error, t));
    }
  };

  const answerProps = {
    label: t(`auth.question.${question.question}`),
    placeholder: t(`auth.answerPlaceholder.${question.question}`),
    autoComplete: 'off',
    'data-testid': 'double-validation-answer',
    'data-autofocus': true,
    ...form.field('answer'),
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={classes.intro}>{t('different_device')}</p>
      {isWithdrawPassword ? (
        <PasswordInput
          {...answerProps}
          inputMode="numeric"
          maxLength={4}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          onChange={(event) => {
            form.setValue('answer', event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
          }}
        />
      ) : (
        <TextInput {...answerProps} maxLength={100} />
      )}
      <FormError message={formError} testId="double-validation-error" />
      <div className={classes.actions}>
        <Button
          variant="default"
          radius="xl"
          disabled={question.available_questions_count <= 1 || submit.isPending}
          loading={skip.isPending}
          onClick={() => void changeQuestion()}
          data-testid="double-validation-skip"
        >
          {t('auth.changeQuestion')}
        </Button>
        <SubmitButton loading={submit.isPending} data-testid="double-validation-submit">
          {t('auth.verify')}
        </SubmitButton>
      </div>
    </form>
  );
};

/**
 * The second check of a login from a new device (spec section 4): one question about the member,
 * answered or swapped for another while questions remain; the answer completes the login.
 */
export const DoubleValidationModal = () => {
  const { t } = useTranslation();
  const question = useAuthFlowStore((state) => state.doubleValidation);
  const close = useAuthFlowStore((state) => state.closeDoubleValidation);
  const desktop = useDeviceMode() === 'desktop';

  return (
    <Modal
      opened={question !== null}
      onClose={close}
      size={420}
      fullScreen={!desktop}
      title={t('auth.doubleValidationTitle')}
      classNames={{ content: classes.content }}
      attributes={{ content: { 'data-testid': 'double-validation-modal' } }}
    >
      {question && <DoubleValidationForm key={question.member_login_id} initial={question} />}
    </Modal>
  );
};
