import type { SportBetView } from '@member-site/contracts';
import { type Currency, formatMinorUnits, parseMinorUnits } from '@member-site/contracts/constants';
import {
  MAX_PARLAY_LEGS,
  type OddsFormat,
  betReturn,
  cashOutValue,
} from '@member-site/house-games/sports';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import { AppError } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { LedgerService } from '../../modules/ledger/ledger.service';
import { type HouseSessionRow, findSessionById } from './house.repository';
import { houseAccounts } from './house-accounts';
import {
  type SportsBookContext,
  bookLimits,
  marketLimits,
  ownerOf,
  sportsOfHall,
} from './sportsbook-context';
import { type LegDetail, betView } from './sportsbook-views';
import {
  type BetRow,
  betsPage,
  findBet,
  findBetByRequest,
  findSelections,
  insertBet,
  insertLegs,
  legsOf,
  lockMarkets,
  saveOddsFormat,
  stakedOnMarkets,
  updateBet,
  sumSettledSportStakes,
  sumSettledSportStakesByMember,
} from './sportsbook.repository';
import { giveDemoMoney, takeDemoMoney } from './table.repository';

const houseError = (code: string, data?: unknown) =>
  new AppError(code, { family: 'house', ...(data === undefined ? {} : { data }) });

/** A bettor places at most this many bets a second. */
const BET_RATE = { points: 10, durationSeconds: 1 } as const;

/**
 * The house's sportsbook bets (decision 0021): placing them, the bettor's bets and cash-outs,
 * the odds format. A bet is one transaction: its legs' markets locked for share (repricing locks them
 * for update, so the odds it checks are the odds it takes), the stake moved from the member's
 * house wallet to the house by a transfer keyed by the request id, and the bet with its legs.
 * Demo sessions bet play money kept on the session.
 */
export const createSportsbookService = (
  db: Db,
  {
    ledger,
    limiter,
    events,
    now = () => new Date(),
  }: {
    ledger: LedgerService;
    events: Pick<DomainEventBus, 'publish'>;
    limiter: Pick<RateLimiter, 'hit'>;
    now?: () => Date;
  },
) => {
  const balanceOf = async (session: HouseSessionRow): Promise<bigint> => {
    if (session.memberId === null)
      return (await findSessionById(db, session.id))?.demoBalance ?? 0n;
    const { wallet } = await houseAccounts(
      ledger,
      session.siteId,
      session.currency,
      session.memberId,
    );
    return ledger.balanceOf(wallet.id);
  };

  /** What cashing the bet out pays now, from its legs as they stand; null when it cannot. */
  const cashOutOf = (bet: BetRow, legs: readonly LegDetail[]): bigint | null => {
    if (bet.status !== 'open') return null;
    if (legs.some(({ market, leg }) => leg.result === null && market.status !== 'open')) {
      return null;
    }
    return cashOutValue(
      bet.stake,
      legs.map(({ leg, selection }) => ({
        odds: leg.odds,
        currentOdds: selection.result === null ? selection.odds : null,
        outcome: selection.result,
      })),
    );
  };

  const betsWithLegs = async (bets: readonly BetRow[]): Promise<SportBetView[]> => {
    const legs = await legsOf(
      db,
      bets.map((bet) => bet.id),
    );
    return bets.map((bet) => {
      const own = legs.filter(({ leg }) => leg.betId === bet.id);
      return betView(bet, own, cashOutOf(bet, own));
    });
  };

  const answerBet = async (session: HouseSessionRow, bet: BetRow) => {
    const [view] = await betsWithLegs([bet]);
    if (!view) throw new Error('a sport bet without its view');
    return { bet: view, balance: formatMinorUnits(await balanceOf(session), session.currency) };
  };

  return {
    /**
     * The stakes of each member's settled sport bets (cash-outs aside) in a currency, by member: part of the turnover
     * that recommend-a-friend awards count.
     */
    settledStakesOf: async (
      memberIds: readonly number[],
      currency: Currency,
    ): Promise<Map<number, bigint>> =>
      new Map(
        (await sumSettledSportStakesByMember(db, memberIds, currency)).map((row) => [
          row.memberId,
          BigInt(row.stakes),
        ]),
      ),
    /** The stakes of the member's sport bets first settled in a turnover window. */
    settledStakesWithin: (tx: Db, window: TurnoverWindow): Promise<bigint> =>
      sumSettledSportStakes(tx, window),

    async setOddsFormat(context: SportsBookContext, format: OddsFormat) {
      await saveOddsFormat(db, context.session.siteId, ownerOf(context.session), format);
      return { odds_format: format };
    },

    /**
     * Place a single or a parlay. Refused with nothing moved: 102 for a stake that is not an
     * amount, 110 outside the book's stake limits, above its largest return or above what the
     * bettor may still stake on a leg's market (with that amount), 123 for two legs
     * of one fixture, 127 for a selection of no fixture of this book, 121 while a leg's market is
     * suspended, 122 when it is closed, settled or voided (or the selection is not offered), 120
     * when a leg's odds are not the odds now and the bet did not accept the change (with each
     * leg's odds now), 103 without the balance, 113 faster than a bettor bets, 112 for a request
     * id used for another bet.
     */
    async placeBet(
      context: SportsBookContext,
      input: {
        legs: { selectionId: number; odds: number }[];
        stake: string;
        acceptOdds: 'none' | 'higher' | 'any';
        requestId: string;
      },
    ): Promise<{ bet: SportBetView; balance: string }> {
      const { session } = context;
      const owner = ownerOf(session);
      const stake = parseMinorUnits(input.stake, session.currency);
      const sameBet = async (bet: BetRow): Promise<boolean> => {
        const legs = await legsOf(db, [bet.id]);
        const asked = input.legs.map((leg) => leg.selectionId).sort((a, b) => a - b);
        const taken = legs.map(({ leg }) => leg.selectionId).sort((a, b) => a - b);
        return bet.stake === stake && asked.join() === taken.join();
      };
      const replay = async () => {
        const existing = await findBetByRequest(db, owner, input.requestId);
        if (!existing) return undefined;
        if (!(await sameBet(existing))) throw houseError('112');
        return answerBet(session, existing);
      };
      const earlier = await replay();
      if (earlier) return earlier;

      if (stake === undefined || stake <= 0n) throw houseError('102');
      const limits = bookLimits(session.currency);
      if (stake < limits.minStake || stake > limits.maxStake) throw houseError('110');
      const ids = input.legs.map((leg) => leg.selectionId);
      if (new Set(ids).size !== ids.length || ids.length > MAX_PARLAY_LEGS) throw houseError('123');
      const found = await findSelections(db, ids);
      const sports = sportsOfHall(context.hall);
      if (
        found.length !== ids.length ||
        found.some(
          ({ fixture }) => fixture.siteId !== session.siteId || !sports.includes(fixture.sport),
        )
      ) {
        throw houseError('127');
      }
      if (new Set(found.map(({ fixture }) => fixture.id)).size !== found.length) {
        throw houseError('123');
      }
      const limited = await limiter.hit('house-sport-bet', String(session.id), BET_RATE);
      if (!limited.allowed) throw houseError('113');
      const accounts =
        session.memberId === null
          ? undefined
          : await houseAccounts(ledger, session.siteId, session.currency, session.memberId);

      try {
        const placed = await db.transaction(async (tx) => {
          const markets = await lockMarkets(
            tx,
            [...new Set(found.map(({ market }) => market.id))],
            'share',
          );
          // Read the selections again under the lock: these are the odds the bet takes.
          const current = await findSelections(tx, ids);
          const legs = input.legs.map((asked) => {
            const entry = current.find(({ selection }) => selection.id === asked.selectionId);
            const market = markets.find((row) => row.id === entry?.market.id);
            if (!entry || !market) throw houseError('127');
            return { asked, entry, market };
          });
          if (legs.some(({ market }) => market.status === 'suspended')) throw houseError('121');
          if (
            legs.some(
              ({ market, entry }) =>
                market.status !== 'open' ||
                entry.selection.odds === null ||
                entry.fixture.status === 'finished' ||
                entry.fixture.status === 'cancelled',
            )
          ) {
            throw houseError('122');
          }
          const accepted = ({ asked, entry }: (typeof legs)[number]) => {
            const odds = entry.selection.odds ?? 0;
            if (odds === asked.odds || input.acceptOdds === 'any') return true;
            return input.acceptOdds === 'higher' && odds > asked.odds;
          };
          if (!legs.every(accepted)) {
            throw houseError('120', {
              legs: legs.map(({ entry }) => ({
                selection_id: entry.selection.id,
                odds: entry.selection.odds,
              })),
            });
          }
          const taken = legs.map(({ entry }) => entry.selection.odds ?? 0);
          const potentialReturn = betReturn(
            stake,
            taken.map((odds) => ({ odds, outcome: 'win' as const })),
          );
          if (potentialReturn > limits.maxReturn) throw houseError('110');

          let stakeTransferId: number | null = null;
          if (accounts && session.memberId !== null) {
            const locked = await ledger.lockAccountsWithin(tx, [
              accounts.wallet.id,
              accounts.house.id,
            ]);
            const balance =
              locked.find((account) => account.id === accounts.wallet.id)?.balance ?? 0n;
            if (balance < stake) throw houseError('103');
            const transfer = await ledger.transferWithin(tx, {
              siteId: session.siteId,
              idempotencyKey: `sport-bet:${session.memberId}:${input.requestId}`,
              kind: 'sport_bet',
              currency: session.currency,
              amount: stake,
              from: accounts.wallet.id,
              to: accounts.house.id,
              memo: { selections: ids },
            });
            stakeTransferId = transfer.transferId;
          } else if ((await takeDemoMoney(tx, session.id, stake)) === undefined) {
            throw houseError('103');
          }
          // The owner's wallet (or demo session) is locked now, so their bets on these markets
          // are counted one bet at a time.
          const staked = await stakedOnMarkets(
            tx,
            owner,
            legs.map(({ market }) => market.id),
          );
          for (const { entry, market } of legs) {
            const inPlay = entry.fixture.status === 'live';
            const limit = marketLimits(session.currency)[inPlay ? 'live' : 'prematch'][market.type];
            const left = limit - (staked.get(market.id) ?? 0n);
            if (stake > left) {
              throw houseError('110', {
                selection_id: entry.selection.id,
                max_stake: formatMinorUnits(left > 0n ? left : 0n, session.currency),
              });
            }
          }
          const bet = await insertBet(tx, {
            siteId: session.siteId,
            memberId: session.memberId,
            sessionId: session.id,
            currency: session.currency,
            kind: legs.length === 1 ? 'single' : 'parlay',
            stake,
            potentialReturn,
            requestId: input.requestId,
            stakeTransferId,
          });
          await insertLegs(
            tx,
            legs.map(({ entry }) => ({
              siteId: session.siteId,
              betId: bet.id,
              selectionId: entry.selection.id,
              fixtureId: entry.fixture.id,
              marketId: entry.market.id,
              odds: entry.selection.odds ?? 0,
            })),
          );
          return bet;
        });
        return await answerBet(session, placed);
      } catch (error) {
        // Two sends of one request id at the same moment: the first committed, answer it.
        const answered = await replay().catch((replayed: unknown) => {
          if (replayed instanceof AppError) throw replayed;
          return undefined;
        });
        if (answered) return answered;
        throw error;
      }
    },

    async bets(
      context: SportsBookContext,
      input: { status: 'open' | 'settled' | 'all'; page: number; count: number },
    ) {
      const { rows, total } = await betsPage(db, ownerOf(context.session), input.status, {
        limit: input.count,
        offset: (input.page - 1) * input.count,
      });
      return {
        list: await betsWithLegs(rows),
        total_count: total,
        balance: formatMinorUnits(await balanceOf(context.session), context.session.currency),
      };
    },

    /**
     * Cash a bet out at its value now, in the bet's transaction: the bet row locked for update (as
     * settlement locks it, so exactly one of them wins) and its markets for share. House 127 for
     * another bettor's bet, 124 when it cannot be cashed out (settled, cashed out, a market
     * suspended or closed, a leg lost), 125 when the value is not the one shown (unless
     * `acceptChange`), with the value now in the data. A repeat of the request id that cashed
     * the bet out answers as the first did.
     */
    async cashOut(
      context: SportsBookContext,
      input: { betId: number; value: string; acceptChange: boolean; requestId: string },
    ): Promise<{ bet: SportBetView; balance: string }> {
      const { session } = context;
      const bet = await findBet(db, input.betId);
      const mine =
        bet !== undefined &&
        (session.memberId === null
          ? bet.sessionId === session.id
          : bet.memberId === session.memberId);
      if (!bet || !mine) throw houseError('127');
      // A repeat of the cash-out that closed the bet answers as the first did.
      const repeat = async () => {
        const now = await findBet(db, input.betId);
        return now?.status === 'cashed_out' && now.cashOutRequestId === input.requestId
          ? answerBet(session, now)
          : undefined;
      };
      if (bet.status === 'cashed_out' && bet.cashOutRequestId === input.requestId) {
        return answerBet(session, bet);
      }
      const shown = parseMinorUnits(input.value, session.currency);
      const accounts =
        session.memberId === null
          ? undefined
          : await houseAccounts(ledger, session.siteId, session.currency, session.memberId);
      const cashOutNow = () =>
        db.transaction(async (tx) => {
          const before = await legsOf(tx, [bet.id]);
          await lockMarkets(
            tx,
            before.map(({ market }) => market.id),
            'share',
          );
          const locked = await findBet(tx, bet.id, true);
          if (locked?.status !== 'open') throw houseError('124');
          const legs = await legsOf(tx, [bet.id]);
          const value = cashOutOf(locked, legs);
          if (value === null || value <= 0n) throw houseError('124');
          if (value !== shown && !input.acceptChange) {
            throw houseError('125', { value: formatMinorUnits(value, session.currency) });
          }
          let returnTransferId: number | null = null;
          if (accounts && session.memberId !== null) {
            await ledger.lockAccountsWithin(tx, [accounts.wallet.id, accounts.house.id]);
            const transfer = await ledger.transferWithin(tx, {
              siteId: session.siteId,
              idempotencyKey: `sport-cash-out:${session.memberId}:${input.requestId}`,
              kind: 'sport_cash_out',
              currency: session.currency,
              amount: value,
              from: accounts.house.id,
              to: accounts.wallet.id,
              memo: { bet_id: bet.id },
            });
            returnTransferId = transfer.transferId;
          } else {
            await giveDemoMoney(tx, session.id, value);
          }
          return updateBet(tx, bet.id, {
            status: 'cashed_out',
            returned: value,
            returnTransferId,
            cashOutRequestId: input.requestId,
            settledAt: now(),
          });
        });
      let done: BetRow;
      try {
        done = await cashOutNow();
      } catch (error) {
        // Two sends of one cash-out at the same moment: the first closed the bet, answer it.
        const answered =
          error instanceof AppError && error.code === '124' ? await repeat() : undefined;
        if (answered) return answered;
        throw error;
      }
      if (done.memberId !== null) {
        events.publish('sport_bet', {
          siteId: done.siteId,
          memberId: done.memberId,
          betId: done.id,
          status: done.status,
          returned: formatMinorUnits(done.returned ?? 0n, session.currency),
        });
      }
      return answerBet(session, done);
    },

    /** The cash-out a bet shows now (tests and the realtime push). */
    async cashOutValueOf(betId: number): Promise<bigint | null> {
      const bet = await findBet(db, betId);
      if (!bet) return null;
      return cashOutOf(bet, await legsOf(db, [bet.id]));
    },
  };
};

export type SportsbookService = ReturnType<typeof createSportsbookService>;
