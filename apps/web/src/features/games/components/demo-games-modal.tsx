import { Modal, Skeleton } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import dialog from '../../../shared/ui/notice-dialog.module.css';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useDemoHallGames, type SupportDevice } from '../api/game-queries';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { GameTile } from './game-tile';
import classes from './demo-games-modal.module.css';

const SKELETON_TILES = 8;

type DemoGamesModalProps = {
  gtId: number;
  hallName: string;
  device: SupportDevice;
  opened: boolean;
  onClose: () => void;
};

/** A hall's games visitors may play with play money; choosing one starts its demo. */
export const DemoGamesModal = ({
  gtId,
  hallName,
  device,
  opened,
  onClose,
}: DemoGamesModalProps) => {
  const { t } = useTranslation();
  const demo = useDemoHallGames(device, opened);
  const { open } = useGameLauncher();
  const games = demo.data?.find((hall) => hall.gt_id === gtId)?.list ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={device === 'desktop' ? 760 : 'auto'}
      fullScreen={device === 'mobile'}
      title={t('games.demoListTitle', { hall: hallName })}
      classNames={{ content: dialog.content }}
    >
      <div data-testid={`demo-games-${gtId}`} aria-busy={demo.isPending || undefined}>
        <p className={classes.intro}>{t('games.demoListText')}</p>
        {demo.isPending ? (
          <ul className={classes.grid} data-device={device} aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index}>
                <Skeleton className={classes.skeletonArt} radius="md" />
                <Skeleton height={14} mt={10} width="70%" radius="sm" />
              </li>
            ))}
          </ul>
        ) : demo.isError ? (
          <ErrorState error={demo.error} onRetry={() => void demo.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState
            icon={<IconDeviceGamepad2 size={34} stroke={1.4} />}
            title={t('games.demoListEmptyTitle')}
            text={t('games.demoListEmptyText', { hall: hallName })}
          />
        ) : (
          <ul
            className={classes.grid}
            data-device={device}
            aria-label={t('games.demoListTitle', { hall: hallName })}
          >
            {games.map((game) => (
              <GameTile
                key={game.game_id}
                game={game}
                member={false}
                onOpen={(chosen) => {
                  void open({
                    gpId: chosen.gp_id,
                    gameType: chosen.game_type,
                    gameCode: chosen.game_code,
                    name: chosen.game_name,
                    demo: true,
                  });
                  onClose();
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
};
