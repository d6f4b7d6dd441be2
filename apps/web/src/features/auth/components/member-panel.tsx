import { IconAffiliate, IconLogout, IconMail, IconUserCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { formatMoney } from '../../../shared/lib/money';
import { useUnreadLetterCount } from '../../../shared/session/get-letters';
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
/** The agent centre, for an active agent; anyone else goes to the application (spec section 6). */
const AGENT_CENTRE_PATH = '/proxy';
const AGENT_REGISTER_PATH = '/proxy?page=Register';
/** The member centre's letters page. */
const LETTERS_PATH = '/user/Letter';
/** Past this the badge shows "99+". */
const BADGE_MAX = 99;

type MemberPanelProps = { compact?: boolean };

/**
 * The logged-in member in the header (spec: member panel): account, main balance, the way to
 * the member centre and logging out. Logging out while a game is played asks first.
 */
export const MemberPanel = ({ compact = false }: MemberPanelProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const session = useSessionStore((state) => state.session);
  const layout = useMemberLayout();
  const unread = useUnreadLetterCount(i18n.language);
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
  const isActiveAgent = layout.data?.is_agent === true && layout.data.agent_active;
  const open = (path: string) => {
    openMemberPage(path, { isDesktop: desktop, navigate: (to) => void navigate(to) });
  };
  const lettersLabel =
    unread !== undefined && unread > 0
      ? `${t('member.letters')}: ${t('member.unreadLetters', { count: unread })}`
      : t('member.letters');
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
        variant="subtle"
        size={size}
        className={`${classes.iconButton} ${classes.letters}`}
        title={lettersLabel}
        aria-label={lettersLabel}
        data-testid="member-letters-link"
        onClick={() => open(LETTERS_PATH)}
      >
        <IconMail size={compact ? 16 : 18} aria-hidden />
        {unread !== undefined && unread > 0 && (
          <span className={classes.badge} data-testid="member-letters-unread" aria-hidden>
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </ActionButton>
      <ActionButton
        variant="outline"
        size={size}
        className={compact ? classes.iconButton : undefined}
        title={t('member.centre')}
        aria-label={compact ? t('member.centre') : undefined}
        data-testid="member-centre-link"
        onClick={() => open(MEMBER_CENTRE_PATH)}
      >
        <IconUserCircle size={compact ? 16 : 18} aria-hidden />
        {!compact && t('member.centre')}
      </ActionButton>
      <ActionButton
        variant="subtle"
        size={size}
        className={classes.iconButton}
        title={t('member.agentCentre')}
        aria-label={t('member.agentCentre')}
        data-testid="member-agent-link"
        onClick={() => open(isActiveAgent ? AGENT_CENTRE_PATH : AGENT_REGISTER_PATH)}
      >
        <IconAffiliate size={compact ? 16 : 18} aria-hidden />
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
