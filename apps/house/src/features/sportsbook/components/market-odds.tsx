import { useTranslation } from 'react-i18next';

import type { SportFixtureView, SportMarketView } from '../api/sportsbook-calls';
import { selectionName, selectionShort } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';
import { OddsButton } from './odds-button';

export type PickHandler = (fixture: SportFixtureView, market: SportMarketView, key: string) => void;

type Props = {
  fixture: SportFixtureView;
  market: SportMarketView;
  format: OddsFormat;
  selected: ReadonlySet<number>;
  onPick: PickHandler;
  /** Captions on the buttons (the list's columns have none for 1X2 and moneyline). */
  captions?: boolean;
};

/** A market's selections as odds buttons, locked together while the market is not open. */
export const MarketOdds = ({
  fixture,
  market,
  format,
  selected,
  onPick,
  captions = true,
}: Props) => {
  const { t } = useTranslation();
  const locked = market.status !== 'open';
  return (
    <div
      className="sb-market-odds"
      data-testid={`market-${market.market_id}`}
      data-status={market.status}
    >
      {market.selections.map((selection) => {
        const name = selectionName(
          {
            marketType: market.type,
            line: market.line,
            key: selection.key,
            home: fixture.home.name,
            away: fixture.away.name,
          },
          t,
        );
        return (
          <OddsButton
            key={selection.selection_id}
            odds={selection.odds}
            format={format}
            locked={locked}
            selected={selected.has(selection.selection_id)}
            label={name}
            {...(captions
              ? { caption: selectionShort(market.type, market.line, selection.key, t) }
              : {})}
            onPick={() => onPick(fixture, market, selection.key)}
            testId={`odds-${selection.selection_id}`}
          />
        );
      })}
    </div>
  );
};
