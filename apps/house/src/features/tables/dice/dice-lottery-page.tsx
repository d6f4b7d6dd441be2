import { TablePage, type TablePageProps } from '../components/table-page';
import type { TableGameParts } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import { Die } from './die';
import { DiceBoard } from './dice-board';
import { DiceStage } from './dice-stage';
import { DiceStats } from './dice-stats';
import { DICE_TABLE, readDiceOutcome } from './dice-table';
import './dice.css';

/** The dice lottery with its outcomes drawn as dice in the lists. */
export const DICE_GAME: TableGameDefinition = {
  ...DICE_TABLE,
  outcomeView: (outcome) => {
    const dice = readDiceOutcome(outcome);
    return dice ? (
      <span className="dc-mini-dice" aria-hidden="true">
        {dice.dice.map((face, index) => (
          <Die key={index} face={face} />
        ))}
        <strong>{dice.sum}</strong>
      </span>
    ) : null;
  },
};

const PARTS: TableGameParts = {
  game: DICE_GAME,
  renderStage: (view) => <DiceStage {...view} />,
  renderBoard: (view) => <DiceBoard {...view} />,
  renderStats: (view) => <DiceStats {...view} />,
};

/** `/house/tables/dice-lottery#launch=<token>`: the dice lottery's shared table. */
export const DiceLotteryPage = (props: TablePageProps) => <TablePage parts={PARTS} {...props} />;
