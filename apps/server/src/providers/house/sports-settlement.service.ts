import type { SportFixtureView } from '@member-site/contracts';
import { formatMinorUnits } from '@member-site/contracts/constants';
import { type FixtureResult, settleSelection } from '@member-site/house-games/sports';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { DomainEventBus, DomainEvents } from '../../infra/events';
import type { LedgerService } from '../../modules/ledger/ledger.service';
import type { OperatorService } from '../../modules/operator/operator.service';
import { houseAccounts } from './house-accounts';
import { returnOfLegs, sameJson } from './sportsbook-money';
import {
  type PublishSportChange,
  chunkSportUpdate,
  createSportUpdateBatch,
} from './sport-update-batch';
import type { FeedFixture, FeedUpdate, SportsFeed } from './sports-feed';
import { fixtureView } from './sportsbook-views';
import {
  type BetRow,
  type FixtureRow,
  betIdsAwaitingSettlement,
  betIdsOnFixture,
  bookSiteIds,
  findBet,
  findFixture,
  findFixtureByRef,
  insertFixture,
  insertMarkets,
  insertSelections,
  knownFeedRefs,
  legsOf,
  lockMarkets,
  marketsOf,
  setLegResult,
  setMarketStatus,
  setSelection,
  setSelectionOdds,
  updateBet,
  updateFixture,
} from './sportsbook.repository';
import { giveDemoMoney, takeDemoMoney } from './table.repository';

const houseError = (code: string) => new AppError(code, { family: 'house' });

const toMargin = (margin: number) => Math.round(margin * 10_000);
/** A market's identity within its fixture: one per type and line. */
const marketKey = (market: { type: string; line: number | null }) =>
  `${market.type}:${market.line ?? ''}`;

/**
 * The book's side of the feed and of settlement (decision 0021): fixtures and prices applied
 * from a `SportsFeed`, markets graded from a result, bets paid exactly once, a corrected result
 * moving only each bet's difference, and the operator's cancellations.
 *
 * Locks, always in this order: a fixture's markets (repricing and grading for update, a bet or a
 * cash-out for share), then a bet row for update (settlement and cash-out), then the ledger
 * accounts in id order. No step takes them the other way round, so none waits in a circle.
 */
export const createSportsSettlement = (
  db: Db,
  {
    ledger,
    operators,
    events,
    now = () => new Date(),
  }: {
    ledger: LedgerService;
    operators: Pick<OperatorService, 'audit'>;
    events: Pick<DomainEventBus, 'publish'>;
    now?: () => Date;
  },
) => {
  /** Tell the book's pages what changed, now: in events small enough to travel. */
  const publishNow: PublishSportChange = (siteId, change) => {
    const update = {
      siteId,
      fixtures: change.fixtures ?? [],
      markets: change.markets ?? [],
      selections: change.selections ?? [],
    };
    for (const chunk of chunkSportUpdate(update)) events.publish('sport_update', chunk);
  };

  /**
   * Add a fixture the book does not hold yet, with its markets at their opening odds. The site's
   * feed reference is unique, so a fixture added meanwhile fails the transaction, never doubles.
   */
  const insertNewFixture = async (
    siteId: number,
    feed: FeedFixture,
    publish: PublishSportChange,
  ): Promise<FixtureRow> => {
    const added = await db.transaction(async (tx) => {
      const fixture = await insertFixture(tx, {
        siteId,
        feedRef: feed.ref,
        sport: feed.sport,
        leagueId: feed.league.id,
        leagueName: feed.league.name,
        homeId: feed.home.id,
        homeName: feed.home.name,
        awayId: feed.away.id,
        awayName: feed.away.name,
        startsAt: feed.startsAt,
        strengths: feed.strengths ?? null,
      });
      // Three statements for the whole fixture, however many markets it opens with.
      const markets = await insertMarkets(
        tx,
        feed.markets.map((market) => ({
          siteId,
          fixtureId: fixture.id,
          type: market.type,
          line: market.line,
          main: market.main,
          margin: toMargin(market.margin),
        })),
      );
      const idOf = new Map(markets.map((row) => [marketKey(row), row.id]));
      await insertSelections(
        tx,
        feed.markets.flatMap((market) => {
          const marketId = idOf.get(marketKey(market));
          if (marketId === undefined) throw new Error('an inserted market was not returned');
          return market.selections.map((selection) => ({
            siteId,
            marketId,
            key: selection.key,
            odds: selection.odds,
          }));
        }),
      );
      return fixture;
    });
    publish(siteId, { fixtures: [{ fixtureId: added.id, status: added.status }] });
    return added;
  };

  /** Add a fixture the feed announced, with its markets at their opening odds (once). */
  const addFixture = async (
    siteId: number,
    feed: FeedFixture,
    publish: PublishSportChange = publishNow,
  ): Promise<FixtureRow> =>
    (await findFixtureByRef(db, siteId, feed.ref)) ?? insertNewFixture(siteId, feed, publish);

  /** Set the status of a fixture's markets that are open or suspended, locked for update. */
  const setOpenMarkets = async (
    fixture: Pick<FixtureRow, 'id' | 'siteId'>,
    status: 'open' | 'suspended' | 'closed',
    publish: PublishSportChange = publishNow,
  ): Promise<void> => {
    const fixtureId = fixture.id;
    const changed = await db.transaction(async (tx) => {
      const markets = (await marketsOf(tx, [fixtureId])).filter(
        (market) => market.status === 'open' || market.status === 'suspended',
      );
      const locked = await lockMarkets(
        tx,
        markets.map((market) => market.id),
        'update',
      );
      const ids = locked
        .filter(
          (market) =>
            market.status !== status && (market.status === 'open' || market.status === 'suspended'),
        )
        .map((market) => market.id);
      await setMarketStatus(tx, ids, status);
      return ids;
    });
    publish(fixture.siteId, {
      markets: changed.map((marketId) => ({ marketId, fixtureId, status })),
    });
  };

  /**
   * Settle, resettle or reopen one bet from its legs' graded selections, exactly once: the bet
   * row is locked for update, and money moves only for the difference between what it returns
   * now and what it was paid, by a transfer keyed by the bet and its next settle version.
   */
  const settleBet = async (betId: number): Promise<BetRow | undefined> => {
    const bet = await findBet(db, betId);
    if (!bet || bet.status === 'cashed_out') return bet;
    const accounts =
      bet.memberId === null
        ? undefined
        : await houseAccounts(ledger, bet.siteId, bet.currency, bet.memberId);
    /** Whether the transaction changed the bet (set inside it). */
    const change = { moved: false };
    const settled = await db.transaction(async (tx) => {
      const locked = await findBet(tx, betId, true);
      if (!locked || locked.status === 'cashed_out') return locked;
      const legs = await legsOf(tx, [betId]);
      for (const { leg, selection } of legs) {
        if (leg.result !== selection.result) await setLegResult(tx, leg.id, selection.result);
      }
      const outcomes = legs.map(({ leg, selection }) => ({
        odds: leg.odds,
        outcome: selection.result,
      }));
      const owed = returnOfLegs(locked.stake, outcomes);
      const paid = locked.returned ?? 0n;
      if (owed === undefined) {
        // A corrected result undid the lost leg that decided a parlay: it is open again.
        if (locked.status === 'settled' && paid === 0n) {
          change.moved = true;
          return updateBet(tx, betId, { status: 'open', returned: null, settledAt: null });
        }
        return locked;
      }
      if (locked.status === 'settled' && owed === paid) return locked;
      const version = locked.settleVersion + 1;
      const delta = owed - paid;
      let shortfall = locked.shortfall;
      let returnTransferId = locked.returnTransferId;
      if (accounts && delta !== 0n) {
        const balances = await ledger.lockAccountsWithin(tx, [
          accounts.wallet.id,
          accounts.house.id,
        ]);
        const memo = { bet_id: betId, settle_version: version };
        const allVoid = outcomes.every((leg) => leg.outcome === 'void' || leg.outcome === 'push');
        if (delta > 0n) {
          const transfer = await ledger.transferWithin(tx, {
            siteId: locked.siteId,
            idempotencyKey: `sport-settle:${betId}:${version}`,
            kind:
              locked.status === 'settled'
                ? 'sport_resettle'
                : allVoid
                  ? 'sport_refund'
                  : 'sport_payout',
            currency: locked.currency,
            amount: delta,
            from: accounts.house.id,
            to: accounts.wallet.id,
            memo,
          });
          returnTransferId = transfer.transferId;
        } else {
          // Take back what the wallet holds; what it cannot cover is left to the operator.
          const balance =
            balances.find((account) => account.id === accounts.wallet.id)?.balance ?? 0n;
          const taken = balance < -delta ? balance : -delta;
          shortfall += -delta - taken;
          if (taken > 0n) {
            await ledger.transferWithin(tx, {
              siteId: locked.siteId,
              idempotencyKey: `sport-settle:${betId}:${version}`,
              kind: 'sport_resettle',
              currency: locked.currency,
              amount: taken,
              from: accounts.wallet.id,
              to: accounts.house.id,
              memo,
            });
          }
        }
      } else if (!accounts && delta > 0n) {
        await giveDemoMoney(tx, locked.sessionId, delta);
      } else if (!accounts && delta < 0n) {
        await takeDemoMoney(tx, locked.sessionId, -delta);
      }
      change.moved = true;
      return updateBet(tx, betId, {
        status: 'settled',
        returned: owed,
        settleVersion: version,
        shortfall,
        returnTransferId,
        settledAt: now(),
      });
    });
    if (change.moved && settled?.memberId) {
      events.publish('sport_bet', {
        siteId: settled.siteId,
        memberId: settled.memberId,
        betId: settled.id,
        status: settled.status,
        returned:
          settled.returned === null ? null : formatMinorUnits(settled.returned, settled.currency),
      });
    }
    return settled;
  };

  /** Settle every bet with a leg on the fixture (open ones, or all of them after a correction). */
  const settleBetsOf = async (fixtureId: number, openOnly: boolean): Promise<void> => {
    for (const betId of await betIdsOnFixture(db, fixtureId, openOnly)) await settleBet(betId);
  };

  /**
   * Grade a finished fixture's markets to its result: each selection's outcome, the market
   * settled (a voided market keeps its void). The markets are locked for update, so a bet or a
   * cash-out in flight commits before them or sees them closed.
   */
  const gradeFixture = async (
    fixtureId: number,
    result: FixtureResult,
    version: { before: number } | undefined,
  ): Promise<FixtureRow> =>
    db.transaction(async (tx) => {
      const fixture = await findFixture(tx, fixtureId, true);
      if (!fixture) throw houseError('127');
      if (version && fixture.resultVersion !== version.before) throw houseError('126');
      const markets = await marketsOf(tx, [fixtureId]);
      await lockMarkets(
        tx,
        markets.map((market) => market.id),
        'update',
      );
      for (const market of markets) {
        if (market.status === 'voided') continue;
        for (const selection of market.selections) {
          const outcome = settleSelection(
            { type: market.type, line: market.line },
            selection.key,
            result,
          );
          if (outcome !== selection.result)
            await setSelection(tx, selection.id, { result: outcome });
        }
      }
      await setMarketStatus(
        tx,
        markets.filter((market) => market.status !== 'voided').map((market) => market.id),
        'settled',
      );
      return updateFixture(tx, fixtureId, {
        status: 'finished',
        result,
        resultVersion: fixture.resultVersion + 1,
      });
    });

  /** Void every market of a fixture and every selection's result, then settle its bets. */
  const voidFixture = async (fixtureId: number, reason: string): Promise<FixtureRow> => {
    const fixture = await db.transaction(async (tx) => {
      const locked = await findFixture(tx, fixtureId, true);
      if (!locked) throw houseError('127');
      if (locked.status === 'finished' || locked.status === 'cancelled') throw houseError('122');
      const markets = await marketsOf(tx, [fixtureId]);
      await lockMarkets(
        tx,
        markets.map((market) => market.id),
        'update',
      );
      for (const market of markets) {
        for (const selection of market.selections) {
          await setSelection(tx, selection.id, { result: 'void' });
        }
      }
      await setMarketStatus(
        tx,
        markets.map((market) => market.id),
        'voided',
      );
      return updateFixture(tx, fixtureId, { status: 'cancelled', cancelReason: reason });
    });
    await publishGraded(fixtureId);
    await settleBetsOf(fixtureId, true);
    return fixture;
  };

  /** Tell the pages a fixture finished or was cancelled, with its markets' status now. */
  const publishGraded = async (
    fixtureId: number,
    publish: PublishSportChange = publishNow,
  ): Promise<void> => {
    const fixture = await findFixture(db, fixtureId);
    if (!fixture) return;
    const markets = await marketsOf(db, [fixtureId]);
    publish(fixture.siteId, {
      fixtures: [{ fixtureId, status: fixture.status }],
      markets: markets.map((market) => ({ marketId: market.id, fixtureId, status: market.status })),
    });
  };

  const viewOf = async (fixture: FixtureRow): Promise<SportFixtureView> => {
    const markets = await marketsOf(db, [fixture.id]);
    return fixtureView(fixture, markets, markets.length);
  };

  /** Apply one update of a feed; an update of a fixture the book does not know is ignored. */
  const apply = async (
    siteId: number,
    update: FeedUpdate,
    publish: PublishSportChange = publishNow,
  ): Promise<void> => {
    if (update.kind === 'fixture') {
      await addFixture(siteId, update.fixture, publish);
      return;
    }
    const fixture = await findFixtureByRef(db, siteId, update.ref);
    if (!fixture || fixture.status === 'finished' || fixture.status === 'cancelled') return;
    switch (update.kind) {
      case 'odds': {
        const changed = await db.transaction(async (tx) => {
          const moved: DomainEvents['sport_update']['selections'] = [];
          const markets = await marketsOf(tx, [fixture.id]);
          const wanted = markets.filter((market) =>
            update.markets.some(
              (entry) => entry.type === market.type && entry.line === market.line,
            ),
          );
          await lockMarkets(
            tx,
            wanted.map((market) => market.id),
            'update',
          );
          for (const market of wanted) {
            const entry = update.markets.find(
              (candidate) => candidate.type === market.type && candidate.line === market.line,
            );
            for (const selection of market.selections) {
              const priced = entry?.selections.find((candidate) => candidate.key === selection.key);
              if (priced && priced.odds !== selection.odds) {
                moved.push({ selectionId: selection.id, marketId: market.id, odds: priced.odds });
              }
            }
          }
          await setSelectionOdds(
            tx,
            moved.map(({ selectionId, odds }) => ({ id: selectionId, odds })),
          );
          return moved;
        });
        publish(siteId, { selections: changed });
        return;
      }
      case 'suspend':
        await setOpenMarkets(fixture, 'suspended', publish);
        return;
      case 'resume':
        await setOpenMarkets(fixture, 'open', publish);
        return;
      case 'state':
        {
          const moved = await updateFixture(db, fixture.id, {
            state: update.state,
            status: update.live ? 'live' : fixture.status,
          });
          publish(siteId, {
            fixtures: [{ fixtureId: moved.id, status: moved.status, state: moved.state }],
          });
        }
        return;
      case 'result':
        await setOpenMarkets(fixture, 'closed', publish);
        await gradeFixture(fixture.id, update.result, { before: 0 });
        await publishGraded(fixture.id, publish);
        await settleBetsOf(fixture.id, true);
        return;
      case 'cancel':
        await voidFixture(fixture.id, update.reason);
        return;
    }
  };

  return {
    addFixture,
    apply,
    settleBet,

    /**
     * Apply what the feed reports between `from` and `to`, in order; the pages hear the pass's
     * changes together at its end.
     */
    async step(siteId: number, feed: SportsFeed, from: Date, to: Date): Promise<number> {
      const updates = await feed.updates(siteId, from, to);
      // A feed announces again what it announced before a restart: one look-up for them all.
      const known = await knownFeedRefs(
        db,
        siteId,
        updates.flatMap((update) => (update.kind === 'fixture' ? [update.fixture.ref] : [])),
      );
      const batch = createSportUpdateBatch((update) => events.publish('sport_update', update));
      try {
        for (const update of updates) {
          if (update.kind !== 'fixture') await apply(siteId, update, batch.publish);
          else if (!known.has(update.fixture.ref)) {
            await insertNewFixture(siteId, update.fixture, batch.publish);
            known.add(update.fixture.ref);
          }
        }
      } finally {
        batch.flush();
      }
      return updates.length;
    },

    /**
     * Settle the open bets a finished or cancelled match has left unsettled (the process stopped
     * between grading the match and paying its bets, or a bet's settlement failed), up to `limit`
     * of them. Each is settled exactly once whoever else settles it meanwhile. A bet that fails
     * again is reported to `onError` and the others still settle. Returns how many were gone through.
     */
    async settleOverdue(
      siteId: number,
      onError: (betId: number, error: unknown) => void,
      limit = 100,
    ): Promise<number> {
      let settled = 0;
      for (const betId of await betIdsAwaitingSettlement(db, siteId, limit)) {
        try {
          await settleBet(betId);
          settled += 1;
        } catch (error) {
          onError(betId, error);
        }
      }
      return settled;
    },

    /**
     * Enter a finished fixture's result, or correct it: every market is graded again and every
     * bet on it (cash-outs aside) moves the difference between its new and old return. House 126
     * for the result the fixture already has, 127 for a fixture of another site, 122 for a
     * cancelled one.
     */
    async enterResult(
      target: { siteId: number; fixtureId: number },
      result: FixtureResult,
      reason: string,
      actor: string,
    ): Promise<SportFixtureView> {
      const fixture = await findFixture(db, target.fixtureId);
      if (fixture?.siteId !== target.siteId) throw houseError('127');
      if (fixture.status === 'cancelled') throw houseError('122');
      if (fixture.sport !== result.sport) {
        throw new AppError('400', {
          family: 'common',
          httpStatus: 400,
          data: { errors: [{ field: 'result.sport', message: `the fixture is ${fixture.sport}` }] },
        });
      }
      if (sameJson(fixture.result, result)) throw houseError('126');
      await setOpenMarkets(fixture, 'closed');
      const graded = await gradeFixture(fixture.id, result, { before: fixture.resultVersion });
      await operators.audit({
        siteId: fixture.siteId,
        actor,
        action: fixture.resultVersion === 0 ? 'sport_result_entered' : 'sport_result_corrected',
        targetType: 'sport_fixture',
        targetId: String(fixture.id),
        reason,
        details: { result, before: fixture.result, version: graded.resultVersion },
      });
      await publishGraded(fixture.id);
      await settleBetsOf(fixture.id, false);
      return viewOf(graded);
    },

    /** Cancel a fixture: its markets voided, singles refunded, parlays' legs void. */
    async cancel(
      target: { siteId: number; fixtureId: number },
      reason: string,
      actor: string,
    ): Promise<SportFixtureView> {
      const fixture = await findFixture(db, target.fixtureId);
      if (fixture?.siteId !== target.siteId) throw houseError('127');
      const cancelled = await voidFixture(fixture.id, reason);
      await operators.audit({
        siteId: fixture.siteId,
        actor,
        action: 'sport_fixture_cancelled',
        targetType: 'sport_fixture',
        targetId: String(fixture.id),
        reason,
      });
      return viewOf(cancelled);
    },

    viewOf,

    /** The sites the feed runs for: those with a book switched on. */
    siteIds: (): Promise<number[]> => bookSiteIds(db),

    /** The sport of one of the site's fixtures (house 127 for any other id). */
    async sportOf(siteId: number, fixtureId: number): Promise<string> {
      const fixture = await findFixture(db, fixtureId);
      if (fixture?.siteId !== siteId) throw houseError('127');
      return fixture.sport;
    },
  };
};

export type SportsSettlement = ReturnType<typeof createSportsSettlement>;
