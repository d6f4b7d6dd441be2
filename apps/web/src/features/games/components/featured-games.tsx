import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useTemplateGames, type SupportDevice } from '../api/game-queries';
import { GameShelf } from './game-shelf';

/** The games the site's template features, as a row on the lobby; nothing when it has none. */
export const FeaturedGames = ({ device }: { device: SupportDevice }) => {
  const { t } = useTranslation();
  const featured = useTemplateGames(device);
  if (featured.isSuccess && featured.data.length === 0) return null;
  return (
    <GameShelf
      title={t('games.featuredTitle')}
      icon={<IconStarFilled size={18} aria-hidden />}
      device={device}
      games={featured.data ?? []}
      isPending={featured.isPending}
      isError={featured.isError}
      onRetry={() => void featured.refetch()}
      testId="featured-games"
    />
  );
};
