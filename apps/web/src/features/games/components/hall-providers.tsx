import type { ProviderEntry } from '@member-site/contracts';
import { Skeleton, UnstyledButton } from '@mantine/core';
import { IconClockPause, IconDeviceGamepad2, IconTool } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../../shared/i18n/i18n';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useGameList, type SupportDevice } from '../api/game-queries';
import { platformDescription } from '../utils/launch-mode';
import classes from './hall-providers.module.css';

/** The address of a provider's game list inside the site. */
export const providerListPath = (gtId: number, gpId: number): string => `/games/${gtId}/${gpId}`;

const sortProviders = (providers: ProviderEntry[]): ProviderEntry[] =>
  // Spec section 9: by gp_id, providers open for play (not in maintenance) first.
  [...providers].sort(
    (a, b) =>
      Number(a.maintain_interval !== null) - Number(b.maintain_interval !== null) ||
      a.gp_id - b.gp_id,
  );

// The demo list is only needed once a visitor asks for it.
const DemoGamesModal = lazyComponent(
  () => import('./demo-games-modal'),
  (m) => m.DemoGamesModal,
);

type HallProvidersProps = { gtId: number; device: SupportDevice; hallName: string };

/** A visitor's way to the hall's free demos: a button and, once asked for, the demo list. */
const FreeDemo = ({ gtId, device, hallName }: HallProvidersProps) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <UnstyledButton
        className={classes.demoButton}
        data-testid={`free-demo-${gtId}`}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        <IconDeviceGamepad2 size={16} aria-hidden />
        {t('games.freeDemo')}
      </UnstyledButton>
      {asked && (
        <Suspense fallback={null}>
          <DemoGamesModal
            gtId={gtId}
            hallName={hallName}
            device={device}
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
};

/** The hall's content, then the free demo for visitors (members play for real). */
const WithFreeDemo = ({ children, ...hall }: HallProvidersProps & { children: ReactNode }) => {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    children
  ) : (
    <div className={classes.hall}>
      {children}
      <FreeDemo {...hall} />
    </div>
  );
};

/**
 * A hall's providers from the game menu: icon, name, the names of its games, a maintenance badge;
 * each opens the provider's game list. A hall without providers says so. Visitors also find the
 * hall's free demos here.
 */
export const HallProviders = (props: HallProvidersProps) => (
  <WithFreeDemo {...props}>
    <HallProviderList {...props} />
  </WithFreeDemo>
);

const HallProviderList = ({ gtId, device, hallName }: HallProvidersProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: halls, isPending, isError } = useGameList(device);

  if (isPending) {
    return (
      <div className={classes.list} aria-busy="true" data-device={device}>
        <Skeleton height={58} radius="md" />
      </div>
    );
  }
  const providers = sortProviders(halls?.find((hall) => hall.gt_id === gtId)?.gp_list ?? []);
  if (isError || providers.length === 0) {
    return (
      <div className={classes.empty} data-testid={`hall-empty-${gtId}`} data-device={device}>
        <IconClockPause size={22} stroke={1.5} aria-hidden />
        <div>
          <p className={classes.emptyTitle}>{t('games.hallEmptyTitle')}</p>
          <p className={classes.emptyText}>{t('games.hallEmptyText', { hall: hallName })}</p>
        </div>
      </div>
    );
  }

  return (
    <ul
      className={classes.list}
      data-device={device}
      aria-label={t('games.providersOf', { hall: hallName })}
    >
      {providers.map((provider) => {
        const description = platformDescription(provider.game_names, language);
        return (
          <li key={provider.id}>
            <Link
              to={providerListPath(gtId, provider.gp_id)}
              className={classes.provider}
              data-testid={`provider-${gtId}-${provider.gp_id}`}
              data-maintenance={provider.maintain_interval !== null || undefined}
            >
              <img src={provider.icon_light} alt="" className={classes.icon} loading="lazy" />
              <span className={classes.text}>
                <span className={classes.name}>{provider.game_name}</span>
                {description !== '' && <span className={classes.description}>{description}</span>}
              </span>
              {provider.maintain_interval !== null && (
                <span className={classes.badge}>
                  <IconTool size={12} aria-hidden />
                  {t('games.maintenanceBadge')}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
