import type { DiscountApplication } from '@member-site/contracts';
import { Badge, Button } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { describeError } from '../../../shared/api/api-error';
import { openLogin } from '../../../shared/session/account-modal-store';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/toast';
import { useApplyDiscount, useDiscountApplications } from '../api/discount-apply';
import classes from './discount-apply-button.module.css';

const STATE = {
  pending: { color: 'yellow', icon: IconClock },
  approved: { color: 'teal', icon: IconCheck },
  rejected: { color: 'red', icon: IconX },
} as const satisfies Record<DiscountApplication['status'], unknown>;

/**
 * The Apply action of a discount that takes applications: a visitor is asked to log in first; a
 * member applies once and then sees the application's state (pending, approved, rejected).
 */
export const DiscountApplyButton = ({
  discountId,
  size = 'md',
}: {
  discountId: number;
  size?: 'sm' | 'md';
}) => {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const applications = useDiscountApplications(loggedIn);
  const applying = useApplyDiscount();
  const mine = applications.data?.list.find((entry) => entry.discount_id === discountId);

  if (mine) {
    const { color, icon: Icon } = STATE[mine.status];
    return (
      <Badge
        color={color}
        variant="light"
        size={size === 'sm' ? 'md' : 'lg'}
        leftSection={<Icon size={14} aria-hidden />}
        className={classes.state}
        data-testid="discount-application-state"
        data-status={mine.status}
      >
        {t(`promotions.apply.status.${mine.status}`)}
      </Badge>
    );
  }

  const onApply = () => {
    if (!loggedIn) {
      openLogin();
      return;
    }
    applying.mutate(discountId, {
      onSuccess: () => showToast({ kind: 'success', message: t('promotions.apply.sent') }),
      onError: (error) => showToast({ kind: 'error', message: describeError(error, t) }),
    });
  };

  return (
    <Button
      size={size}
      radius="xl"
      color="yellow"
      className={classes.button}
      loading={applying.isPending || (loggedIn && applications.isPending)}
      onClick={onApply}
      data-testid="discount-apply"
    >
      {loggedIn ? t('promotions.apply.action') : t('promotions.apply.loginFirst')}
    </Button>
  );
};
