import type { HouseSession } from '@member-site/contracts';
import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../../shared/session/game-session-gate';
import { TableShell } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import type { TableSocketFactory } from '../lib/table-realtime';
import type { TableApi } from '../lib/use-table';
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

type Props = {
  instant?: boolean;
  api?: Partial<TableApi>;
  connect?: TableSocketFactory;
};

export const DiceLotteryTable = ({
  session,
  instant,
  api,
  connect,
}: Props & { session: HouseSession }) => (
  <TableShell
    session={session}
    game={DICE_GAME}
    instant={instant ?? false}
    {...(api ? { api } : {})}
    {...(connect ? { connect } : {})}
    renderStage={(view) => <DiceStage {...view} />}
    renderBoard={(view) => <DiceBoard {...view} />}
    renderStats={(view) => <DiceStats {...view} />}
  />
);

/** `/house/tables/dice-lottery#launch=<token>`: the dice lottery's shared table. */
export const DiceLotteryPage = (props: Props) => {
  const { t } = useTranslation();
  return (
    <GameSessionGate gameCode={DICE_TABLE.code} noSessionText={t('tables.no_session_text')}>
      {(session) => <DiceLotteryTable session={session} {...props} />}
    </GameSessionGate>
  );
};
