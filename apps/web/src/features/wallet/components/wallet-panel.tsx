import { Badge, Button, Skeleton } from '@mantine/core';
import { type MyCashEntry, type OneKeyReturnData } from '@member-site/contracts';
import { ONE_KEY_COUNTDOWN_SECONDS, type Currency } from '@member-site/contracts/constants';
import { IconArrowBackUp, IconDeviceGamepad2, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { describeError } from '../../../shared/api/api-error';
import { isGamePage } from '../../../shared/lib/game-page';
import { formatMoney } from '../../../shared/lib/money';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { useSessionStore } from '../../../shared/session/session-store';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useMyCash } from '../api/get-my-cash';
import { useOneKeyReturn } from '../api/one-key-return';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import classes from './wallet-panel.module.css';

const PlatformIcon = ({ entry }: { entry: MyCashEntry }) => {
  const [broken, setBroken] = useState(false);
  const src = entry.is_light ? entry.icon_light : entry.icon_dark;
  if (src === '' || broken) {
    return (
      <span className={classes.iconFallback} aria-hidden>
        <IconDeviceGamepad2 size={22} stroke={1.6} />
      </span>
    );
  }
  return (
    <img
      className={classes.icon}
      src={src}
      alt=""
      width={36}
      height={36}
      onError={() => {
        setBroken(true);
      }}
    />
  );
};

const Platform = ({ entry, currency }: { entry: MyCashEntry; currency: Currency }) => {
  const { t } = useTranslation();
  return (
    <li
      className={classes.platform}
      data-lit={entry.is_light || undefined}
      data-testid="wallet-platform"
      data-gp-id={entry.gp_id}
    >
      <PlatformIcon entry={entry} />
      <span className={classes.platformText}>
        <span className={classes.platformName} title={entry.gp_name}>
          {entry.gp_name}
        </span>
        {entry.status !== 'active' && (
          <Badge size="xs" variant="light" color="orange" radius="sm">
            {t(`wallet.status.${entry.status}`)}
          </Badge>
        )}
      </span>
      <span className={classes.platformCash} data-testid="wallet-platform-cash">
        {formatMoney(entry.cash, currency)}
      </span>
    </li>
  );
};

/** Names of the platforms whose balance did not come back. */
const failedNames = (data: OneKeyReturnData) =>
  data.list.filter((item) => item.status !== 'success').map((item) => item.gp_name);

/**
 * The wallet panel: main wallet, one line per game platform (lit when money is there), the
 * total, and the one-key return with its 10 s countdown. The button is off while the balances
 * load or a return runs, while counting down, while a game is played, on /play and while an
 * account modal is open (spec section 4).
 */
export const WalletPanel = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const myCash = useMyCash();
  const layout = useMemberLayout();
  const sessionCurrency = useSessionStore((state) => state.session?.currency);
  const modalOpen = useAuthModalStore((state) => state.mode !== null);
  const returning = useOneKeyReturn();
  const countdown = useCountdown();

  const currency: Currency = layout.data?.member_currency ?? sessionCurrency ?? 'RMB';
  const playing = layout.data?.is_playing === true;
  const onPlay = isGamePage(pathname);
  const disabled =
    myCash.isFetching || returning.isPending || countdown.running || playing || onPlay || modalOpen;

  const returnAll = () => {
    countdown.start(ONE_KEY_COUNTDOWN_SECONDS);
    returning.mutate(undefined, {
      onSuccess: (data) => {
        const failed = failedNames(data);
        if (failed.length === 0) {
          showToast({ kind: 'success', message: t('wallet.returned') });
        } else {
          showToast({
            kind: 'warning',
            message: t('wallet.partial', { names: failed.join(', ') }),
          });
        }
      },
      onError: (error) => {
        showToast({ kind: 'error', message: describeError(error, t) });
      },
    });
  };

  if (myCash.isPending) {
    return (
      <div className={classes.panel} data-testid="wallet-loading">
        <Skeleton height={72} radius="md" />
        <Skeleton height={160} radius="md" />
      </div>
    );
  }
  if (myCash.isError) {
    return (
      <div className={classes.panel}>
        <ErrorState
          error={myCash.error}
          onRetry={() => {
            void myCash.refetch();
          }}
        />
      </div>
    );
  }

  const { my_cash_list: platforms, main, total } = myCash.data;
  const hint = playing ? t('wallet.hintPlaying') : undefined;

  return (
    <div className={classes.panel} data-testid="wallet-panel">
      <div className={classes.summary}>
        <div className={classes.figure} data-kind="main">
          <span className={classes.figureLabel}>
            <IconWallet size={16} stroke={1.7} aria-hidden />
            {t('wallet.main')}
          </span>
          <span className={classes.figureValue} data-testid="wallet-main">
            {formatMoney(main, currency)}
          </span>
        </div>
        <div className={classes.figure}>
          <span className={classes.figureLabel}>{t('wallet.total')}</span>
          <span className={classes.figureValue} data-testid="wallet-total">
            {formatMoney(total, currency)}
          </span>
        </div>
      </div>

      <div className={classes.platformsHeader}>
        <h3 className={classes.subtitle}>{t('wallet.platforms')}</h3>
        <Button
          size="sm"
          radius="xl"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={disabled}
          loading={returning.isPending}
          onClick={returnAll}
          data-testid="wallet-return-all"
        >
          {countdown.running
            ? t('wallet.returnAllWait', { seconds: countdown.remaining })
            : t('wallet.returnAll')}
        </Button>
      </div>
      {hint && (
        <p className={classes.hint} role="status">
          {hint}
        </p>
      )}

      {platforms.length === 0 ? (
        <EmptyState title={t('wallet.empty')} text={t('wallet.emptyText')} />
      ) : (
        <ul className={classes.platforms} data-testid="wallet-platforms">
          {platforms.map((entry) => (
            <Platform key={entry.gp_id} entry={entry} currency={currency} />
          ))}
        </ul>
      )}
    </div>
  );
};
