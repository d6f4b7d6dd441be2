import { useEffect } from 'react';

/**
 * A stage's report that it has played a drawn round out: once `done` holds for `roundId`,
 * `onShown` hears of it (the table then shows the player's results and balance).
 */
export const useRoundShown = (
  onShown: (roundId: number) => void,
  roundId: number | null,
  done: boolean,
): void => {
  useEffect(() => {
    if (done && roundId !== null) onShown(roundId);
  }, [onShown, roundId, done]);
};
