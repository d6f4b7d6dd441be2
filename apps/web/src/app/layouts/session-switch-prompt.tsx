import { Button, Group, Modal } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SwitchQuestion } from '../hooks/use-session-handoff';
import dialog from '../../shared/ui/notice-dialog.module.css';
import classes from './session-switch-prompt.module.css';

type SessionSwitchPromptProps = {
  question: SwitchQuestion | undefined;
  onAnswer: (switchAccount: boolean) => void;
};

/**
 * Asked when a link hands over another member's session while one is stored: the stored session
 * is replaced only on Switch; closing the box (Escape, the close button, outside) stays.
 */
export const SessionSwitchPrompt = ({ question, onAnswer }: SessionSwitchPromptProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={question !== undefined}
      onClose={() => {
        onAnswer(false);
      }}
      size={400}
      title={t('handoff.switchTitle')}
      classNames={{ content: dialog.content }}
      attributes={{ content: { 'data-testid': 'session-switch-prompt' } }}
    >
      <div className={dialog.body}>
        <span className={dialog.icon}>
          <IconArrowsExchange size={30} stroke={1.5} aria-hidden />
        </span>
        <p className={classes.text}>
          {t('handoff.switchText', { current: question?.current, next: question?.next })}
        </p>
        <Group grow w="100%">
          <Button
            variant="default"
            radius="xl"
            data-autofocus
            data-testid="session-switch-stay"
            onClick={() => {
              onAnswer(false);
            }}
          >
            {t('handoff.stay')}
          </Button>
          <Button
            variant="gradient"
            radius="xl"
            c="#2a1f06"
            data-testid="session-switch-confirm"
            onClick={() => {
              onAnswer(true);
            }}
          >
            {t('handoff.switch')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
};
