import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AGENT_MENU, type AgentPage, PUBLIC_AGENT_PAGES, agentPagePath } from '../utils/pages';
import classes from '../../../shared/ui/side-menu.module.css';

type AgentMenuProps = { current: AgentPage; isActiveAgent: boolean; compact?: boolean };

/**
 * The agent menu of spec section 2. A member who is not an active agent sees the agent's own
 * pages locked, with the reason, so the programme's offer is visible before applying.
 */
export const AgentMenu = ({ current, isActiveAgent, compact = false }: AgentMenuProps) => {
  const { t } = useTranslation();
  return (
    <nav
      className={classes.menu}
      data-compact={compact || undefined}
      aria-label={t('agentCentre.menuLabel')}
      data-testid="agent-menu"
    >
      {AGENT_MENU.map(({ group, pages }) => (
        <div key={group} className={classes.group} role="group" aria-labelledby={`ag-${group}`}>
          <p id={`ag-${group}`} className={classes.groupTitle}>
            {t(`agentCentre.groups.${group}`)}
          </p>
          <ul className={classes.items}>
            {pages.map((page) => {
              const open = isActiveAgent || PUBLIC_AGENT_PAGES.includes(page);
              return (
                <li key={page}>
                  {open ? (
                    <Link
                      to={agentPagePath(page)}
                      className={classes.item}
                      aria-current={current === page ? 'page' : undefined}
                      data-active={current === page || undefined}
                      data-testid={`agent-menu-${page}`}
                    >
                      {t(`agentCentre.pages.${page}`)}
                    </Link>
                  ) : (
                    <span
                      className={classes.item}
                      aria-disabled="true"
                      data-disabled
                      title={t('agentCentre.agentsOnly')}
                      data-testid={`agent-menu-${page}`}
                    >
                      {t(`agentCentre.pages.${page}`)}
                      <IconLock size={14} aria-label={t('agentCentre.agentsOnly')} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
};
