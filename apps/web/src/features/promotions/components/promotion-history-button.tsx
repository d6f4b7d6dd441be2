import { UnstyledButton } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { usePromotionHistoryStore } from '../stores/promotion-history-store';
import classes from '../../../shared/ui/header-icon-button.module.css';

/** Opens the pop-up promotion history from the header. */
export const PromotionHistoryButton = () => {
  const { t } = useTranslation();
  const open = usePromotionHistoryStore((state) => state.open);
  return (
    <UnstyledButton
      className={classes.button}
      aria-label={t('popup.historyTitle')}
      title={t('popup.historyTitle')}
      onClick={open}
      data-testid="promotion-history-button"
    >
      <IconGift size={18} stroke={1.6} aria-hidden />
    </UnstyledButton>
  );
};
