import { Button, Group, Modal, Skeleton } from '@mantine/core';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import classes from './deposit-page.module.css';
import { MobileBackBar } from '../../../shared/ui/mobile-back-bar';
import { Panel } from '../../../shared/ui/panel';

/** The "unbound bank account" prompt (spec: Modals): deposits need a bound account first. */
const BankPromptModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={420}
      title={t('memberCentre.deposit.promptTitle')}
    >
      <div className={classes.prompt} data-testid="bank-prompt-modal">
        <span className={classes.promptIcon}>
          <IconBuildingBank size={30} stroke={1.5} aria-hidden />
        </span>
        <p className={classes.promptText}>{t('memberCentre.deposit.promptText')}</p>
        <Group grow w="100%">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('memberCentre.deposit.promptLater')}
          </Button>
          <Button
            variant="gradient"
            radius="xl"
            c="#2a1f06"
            data-testid="bank-prompt-bind"
            onClick={() => {
              onClose();
              void navigate('/user/BindAccount');
            }}
          >
            {t('memberCentre.deposit.promptGo')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
};

export type DepositPageProps = {
  /** The deposit form (the app puts the deposit feature's form here). */
  children?: ReactNode;
  /** Title key of the page (the quick payment page has its own). */
  titleKey?: string;
};

/**
 * /user/Deposit and /Deposit. Members who must verify a bank account first are prompted to bind
 * one; the form itself comes from the deposit feature, composed by the app.
 */
export const DepositPage = ({
  children,
  titleKey = 'memberCentre.pages.Deposit',
}: DepositPageProps) => {
  const { t } = useTranslation();
  const layout = useMemberLayout();
  const [dismissed, setDismissed] = useState(false);

  if (layout.isError) {
    return <ErrorState error={layout.error} onRetry={() => void layout.refetch()} />;
  }
  if (layout.isPending) return <Skeleton height={220} radius="lg" aria-busy="true" />;

  return (
    <Panel title={t(titleKey)} testId="deposit-page">
      {children ?? (
        <EmptyState
          icon={<IconWallet size={34} stroke={1.4} />}
          title={t('memberCentre.deposit.soonTitle')}
          text={t('memberCentre.deposit.soonText')}
        />
      )}
      <BankPromptModal
        opened={layout.data.need_bank_account_deposit_verified && !dismissed}
        onClose={() => {
          setDismissed(true);
        }}
      />
    </Panel>
  );
};

/** /Deposit and /fastPayment outside the member centre: the same page, with a back bar on mobile. */
export const StandaloneDepositPage = (props: DepositPageProps) => {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return isDesktop ? (
    <div className={classes.standalone}>
      <DepositPage {...props} />
    </div>
  ) : (
    <>
      <MobileBackBar title={t(props.titleKey ?? 'memberCentre.pages.Deposit')} />
      <div className={classes.standaloneMobile}>
        <DepositPage {...props} />
      </div>
    </>
  );
};
