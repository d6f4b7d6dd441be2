import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { formatMoney } from '../../../shared/lib/money';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { logOut } from '../../../shared/session/log-out';
import { openMemberPage } from '../../../shared/session/member-windows';
import { useSessionStore } from '../../../shared/session/session-store';
import { ActionButton } from '../../../shared/ui/action-button';
import classes from './member-panel.module.css';

const LogoutConfirm = lazyComponent(
  () => import('./logout-confirm'),
  (m) => m.LogoutConfirm,
);

/** Where the member-centre link leads. */
const MEMBER_CENTRE_PATH = '/user';

type MemberPanelProps = { compact?: boolean };

/**
 * The logged-in member in the header (spec: member panel): account, main balance, the way to
 * the member centre and logging out. Logging out while a game is played asks first.
 */
export const MemberPanel = ({ compact = false }: MemberPanelProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const session = useSessionStore((state) => state.session);
  const layout = useMemberLayout();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;

  const leave = () => {
    setLeaving(true);
    void logOut().finally(() => {
      setLeaving(false);
      setConfirming(false);
    });
  };

  const onLogout = () => {
    if (layout.data?.is_playing) setConfirming(true);
    else leave();
  };

  const size = compact ? 'xs' : 'sm';
  return (
    <div className={classes.panel} data-compact={compact || undefined} data-testid="member-panel">
      <div className={classes.identity}>
        <span className={classes.account} data-testid="member-account" title={session.account}>
          {session.account}
        </span>
        <span className={classes.balance} data-testid="member-balance" aria-live="polite">
          {layout.data ? (
            formatMoney(layout.data.member_cash, layout.data.member_currency)
          ) : layout.isError ? (
            '--'
          ) : (
            <span className={classes.skeleton} aria-label={t('common.loading')} />
          )}
        </span>
      </div>
      <ActionButton
        variant="outline"
        size={size}
        className={compact ? classes.iconButton : undefined}
        title={t('member.centre')}
        aria-label={compact ? t('member.centre') : undefined}
        data-testid="member-centre-link"
        onClick={() => {
          openMemberPage(MEMBER_CENTRE_PATH, {
            isDesktop: desktop,
            navigate: (to) => void navigate(to),
          });
        }}
      >
        <IconUserCircle size={compact ? 16 : 18} aria-hidden />
        {!compact && t('member.centre')}
      </ActionButton>
      <ActionButton
        variant="subtle"
        size={size}
        className={compact ? classes.iconButton : undefined}
        title={t('member.logout')}
        aria-label={compact ? t('member.logout') : undefined}
        disabled={leaving}
        data-testid="logout-button"
        onClick={onLogout}
      >
        <IconLogout size={compact ? 16 : 18} aria-hidden />
        {!compact && t('member.logout')}
      </ActionButton>
      {confirming && (
        <Suspense fallback={null}>
          <LogoutConfirm
            opened={confirming}
            leaving={leaving}
            onCancel={() => {
              setConfirming(false);
            }}
            onConfirm={leave}
          />
        </Suspense>
      )}
    </div>
  );
};
