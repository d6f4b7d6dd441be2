import type { GameEntry } from '@member-site/contracts';
import { UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { NearScreenImage } from '../../../shared/ui/near-screen-image';
import classes from './game-list.module.css';

type GameTileProps = {
  game: GameEntry;
  /** A member sees no demo badge (they play for real); a visitor sees which games they may try. */
  member: boolean;
  onOpen: (game: GameEntry) => void;
  /** The heart, where a member keeps favourites. */
  onToggleFavorite?: ((game: GameEntry) => void) | undefined;
  /** A tile off the first screen: its picture loads once the tile comes near the screen. */
  pictureWaits?: boolean;
};

/** A game of a list: its picture and name open it; the heart keeps it among the favourites. */
export const GameTile = ({
  game,
  member,
  onOpen,
  onToggleFavorite,
  pictureWaits = false,
}: GameTileProps) => {
  const { t } = useTranslation();
  const inMaintenance = game.maintain_interval !== null;
  return (
    <li className={classes.tile} data-testid={`game-${game.game_code}`}>
      <UnstyledButton
        className={classes.open}
        onClick={() => {
          onOpen(game);
        }}
      >
        <span className={classes.art} data-maintenance={inMaintenance || undefined}>
          <NearScreenImage src={game.icon} wait={pictureWaits} className={classes.icon} />
          {inMaintenance && (
            <span className={classes.maintenance}>
              <IconTool size={12} aria-hidden />
              {t('games.maintenanceBadge')}
            </span>
          )}
          {game.demo && !member && <span className={classes.demo}>{t('games.demoBadge')}</span>}
        </span>
        {/* The button is named by what it shows: the badges, then the game's name. */}{' '}
        <span className={classes.name}>{game.game_name}</span>
      </UnstyledButton>
      {member && onToggleFavorite && (
        <UnstyledButton
          className={classes.heart}
          aria-pressed={game.member_favorite}
          aria-label={t(game.member_favorite ? 'games.removeFavorite' : 'games.addFavorite', {
            game: game.game_name,
          })}
          data-testid={`favorite-${game.game_code}`}
          onClick={() => {
            onToggleFavorite(game);
          }}
        >
          {game.member_favorite ? (
            <IconHeartFilled size={18} aria-hidden />
          ) : (
            <IconHeart size={18} aria-hidden />
          )}
        </UnstyledButton>
      )}
    </li>
  );
};
