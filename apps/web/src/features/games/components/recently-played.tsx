import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useLastPlayedGames, type SupportDevice } from '../api/game-queries';
import { GameShelf } from './game-shelf';

/**
 * A member's last played games, newest first, to get back to one in a click. Nothing for
 * visitors, nor for a member who has not played yet.
 */
export const RecentlyPlayed = ({ device }: { device: SupportDevice }) => {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const recent = useLastPlayedGames(device);
  if (!loggedIn || (!recent.isPending && !recent.isError && recent.games.length === 0)) {
    return null;
  }
  return (
    <GameShelf
      title={t('games.recentTitle')}
      icon={<IconHistory size={18} aria-hidden />}
      device={device}
      games={recent.games}
      isPending={recent.isPending}
      isError={recent.isError}
      onRetry={recent.refetch}
      testId="recently-played"
    />
  );
};
