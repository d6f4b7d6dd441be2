import type {
  CockfightCard,
  CockfightEntrant,
  CockfightSide,
} from '@member-site/house-games/cockfight';
import type { RoundBet } from '@member-site/house-games/rounds';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { betKey } from '../lib/bet-slip';
import { cockfightMaxReturn, decimalOdds, readCockfightCard } from './cockfight-table';
import { Rooster } from './rooster';

const stakeOf = (view: TableView, bet: RoundBet): bigint | undefined =>
  view.slip.find((entry) => entry.key === betKey(bet))?.stake;

type SideProps = {
  side: CockfightSide;
  bird: CockfightEntrant | null;
  card: CockfightCard | null;
  view: TableView;
};

/** One side of the fight card: tapping it puts the selected chip on that bird. */
const SideSpot = ({ side, bird, card, view }: SideProps) => {
  const { t } = useTranslation();
  const bet: RoundBet = { kind: side, pick: [] };
  const stake = stakeOf(view, bet);
  const odds = card ? decimalOdds(card.odds[side]) : '—';
  const record = bird ? t('cockfight.record', { w: bird.wins, l: bird.losses, d: bird.draws }) : '';
  const label = [
    t(`cockfight.side_${side}`),
    bird ? `${bird.name}, ${t(`cockfight.colour.${bird.colour}`)}, ${record}` : '',
    t('cockfight.odds_label', { odds }),
    stake ? t('cockfight.on_side', { amount: view.money(stake) }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`cf-side cf-side--${side}${stake ? ' has-stake' : ''}`}
      onClick={() => view.addBet(bet)}
      aria-label={label}
      data-testid={`spot-${betKey(bet)}`}
    >
      <span className="cf-side__tag">{t(`cockfight.side_${side}`)}</span>
      {bird ? (
        <>
          <Rooster
            colour={bird.colour}
            facing={side === 'meron' ? 'right' : 'left'}
            className="cf-side__bird"
          />
          <strong className="cf-side__name" data-testid={`bird-${side}`}>
            {bird.name}
          </strong>
          <span className="cf-side__meta">
            {t(`cockfight.colour.${bird.colour}`)} · {record}
          </span>
        </>
      ) : (
        <span className="cf-side__meta">{t('cockfight.no_card')}</span>
      )}
      <span className="cf-side__odds" data-testid={`odds-${side}`}>
        {odds}
      </span>
      {stake && (
        <span className="cf-chip" aria-hidden="true">
          {view.money(stake)}
        </span>
      )}
    </button>
  );
};

/**
 * The fight card: meron on the red side and wala on the blue, each bird's colour, record and
 * posted decimal odds; the draw between them at 18 to 1.
 */
export const CockfightBoard = (view: TableView) => {
  const { t } = useTranslation();
  const card = readCockfightCard(view.round?.card);
  const drawBet: RoundBet = { kind: 'draw', pick: [] };
  const drawStake = stakeOf(view, drawBet);
  const drawOdds = cockfightMaxReturn(drawBet, card);
  return (
    <section className="cf-board" aria-label={t('cockfight.board')} data-testid="cockfight-board">
      <div className="cf-board__sides">
        <SideSpot side="meron" bird={card?.meron ?? null} card={card} view={view} />
        <button
          type="button"
          className={`cf-side cf-side--draw${drawStake ? ' has-stake' : ''}`}
          onClick={() => view.addBet(drawBet)}
          aria-label={[
            t('cockfight.side_draw'),
            t('tables.pays_to_one', { n: drawOdds / 100 - 1 }),
            drawStake ? t('cockfight.on_side', { amount: view.money(drawStake) }) : '',
          ]
            .filter(Boolean)
            .join(', ')}
          data-testid={`spot-${betKey(drawBet)}`}
        >
          <span className="cf-side__tag">{t('cockfight.side_draw')}</span>
          <span className="cf-side__vs" aria-hidden="true">
            {t('cockfight.vs')}
          </span>
          <span className="cf-side__meta">
            {t('tables.pays_to_one', { n: drawOdds / 100 - 1 })}
          </span>
          <span className="cf-side__odds" data-testid="odds-draw">
            {decimalOdds(drawOdds)}
          </span>
          {drawStake && (
            <span className="cf-chip" aria-hidden="true">
              {view.money(drawStake)}
            </span>
          )}
        </button>
        <SideSpot side="wala" bird={card?.wala ?? null} card={card} view={view} />
      </div>
      <p className="cf-board__note" data-testid="refund-note">
        {t('cockfight.refund_note')}
      </p>
    </section>
  );
};
