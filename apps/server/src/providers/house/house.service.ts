import { randomBytes } from 'node:crypto';

import type { FairSeed, HouseSession, RevealedSeed, SlotRoundView } from '@member-site/contracts';
import {
  type Currency,
  HOUSE_SESSION_IDLE_MINUTES,
  LAUNCH_TOKEN_TTL_SECONDS,
  type SupportedLanguage,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';
import { realtimeChannels } from '@member-site/contracts/realtime';
import { createFairRandom, hashServerSeed } from '@member-site/house-games/fair';
import { type SlotDefinition, type SlotRound, playSlotRound } from '@member-site/house-games/slot';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import { AppError } from '../../http/app-error';
import type { LedgerService } from '../../modules/ledger/ledger.service';
import type { OperatorService } from '../../modules/operator/operator.service';
import { hashToken, newToken } from '../../shared/tokens';
import { houseAccounts } from './house-accounts';
import type { TableService } from './table.service';
import {
  HOUSE_PROVIDER_CODE,
  type HouseGame,
  defaultStake,
  demoBalance,
  houseGame,
  slotStakes,
} from './house-games';
import {
  type HouseRoundRow,
  type HouseSeedRow,
  type HouseSessionRow,
  type NewHouseSession,
  claimLaunch,
  endMemberSessions,
  endSession,
  extendSession,
  findActiveSeed,
  findLiveSession,
  findLiveSessionIds,
  findMemberRound,
  findSessionById,
  findRoundByRequest,
  findSeed,
  hasLiveSession,
  insertRound,
  insertSeed,
  insertSession,
  listMemberRounds,
  revealSeed,
  setDemoBalance,
  sumSettledRoundStakes,
  updateSeed,
  sumRoundStakes,
} from './house.repository';

const houseError = (code: string) => new AppError(code, { family: 'house' });

/** The slot of a slot game's session; house 109 for a slot call from a table's session. */
const slotOf = (game: HouseGame): SlotDefinition => {
  if (game.kind !== 'slot') throw houseError('109');
  return game.slot;
};

/** A call's game session: who plays what, with which money. */
export type HouseContext = { session: HouseSessionRow; game: HouseGame };

/** Who a real-money launch is for. */
export type HouseLaunch = {
  siteId: number;
  memberId: number;
  currency: Currency;
  language: SupportedLanguage;
  gameId: number;
  gameCode: string;
  gameName: string;
  lobbyUrl: string;
  /** The play request's `extra`: the sportsbook opens the match `{"fixture_id":12}` names. */
  extra?: string;
};

/**
 * What a game page opens first, from the play request's `extra`: a sportsbook's match
 * (`?fixture=12`); nothing for other games or for anything else in `extra`.
 */
const pageQuery = (game: HouseGame, extra: string | undefined): string => {
  if (game.kind !== 'sportsbook' || extra === undefined) return '';
  try {
    const parsed: unknown = JSON.parse(extra);
    const fixtureId =
      typeof parsed === 'object' && parsed !== null && 'fixture_id' in parsed
        ? parsed.fixture_id
        : undefined;
    return Number.isSafeInteger(fixtureId) && (fixtureId as number) > 0
      ? `?fixture=${String(fixtureId)}`
      : '';
  } catch {
    return '';
  }
};

/** Push a session's idle expiry back at most this often. */
const EXTEND_EVERY_MS = 60_000;
const IDLE_MS = HOUSE_SESSION_IDLE_MINUTES * 60_000;

const newServerSeed = (): string => randomBytes(32).toString('hex');
/** A client seed until the member picks one: 16 random hexadecimal characters. */
const newClientSeed = (): string => randomBytes(8).toString('hex');

const seedView = (seed: HouseSeedRow): FairSeed => ({
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
  nonce: seed.nextNonce,
});

const roundView = (
  game: HouseGame,
  currency: Currency,
  round: SlotRound,
  stored: {
    id: number;
    balanceAfter: bigint;
    createdAt: Date;
    seed: HouseSeedRow;
    clientSeed: string;
    nonce: number;
  },
): SlotRoundView => {
  const money = (minor: number | bigint) => formatMinorUnits(minor, currency);
  return {
    round_id: stored.id,
    game_code: game.code,
    currency,
    stake: money(round.stake),
    win: money(round.win),
    balance_after: money(stored.balanceAfter),
    spins: round.spins.map((spin) => ({
      stops: spin.stops,
      grid: spin.grid,
      line_wins: spin.lineWins.map((win) => ({
        line: win.line,
        symbol: win.symbol,
        count: win.count,
        win: money(win.win),
      })),
      scatters: spin.scatters,
      scatter_win: money(spin.scatterWin),
      free_spins_awarded: spin.freeSpinsAwarded,
      multiplier: spin.multiplier,
      win: money(spin.win),
    })),
    free_spins: round.freeSpins,
    capped: round.capped,
    created_at: stored.createdAt.toISOString(),
    fair: {
      server_seed_hash: stored.seed.serverSeedHash,
      server_seed: stored.seed.status === 'revealed' ? stored.seed.serverSeed : null,
      client_seed: stored.clientSeed,
      nonce: stored.nonce,
    },
  };
};

/**
 * The house provider's games (ARCHITECTURE section 6): the game sessions that launches open, the
 * slot's rounds as ledger transfers between the member's house wallet and the house, and the
 * provably fair seeds every round is drawn from. Demo sessions play with play money kept on the
 * session and never touch the ledger.
 */
export const createHouseService = (
  db: Db,
  {
    ledger,
    operators,
    tables,
    now = () => new Date(),
  }: {
    ledger: LedgerService;
    operators: Pick<OperatorService, 'audit'>;
    tables: Pick<TableService, 'ensureTable'>;
    now?: () => Date;
  },
) => {
  const walletsOf = (session: HouseSessionRow & { memberId: number }) =>
    houseAccounts(ledger, session.siteId, session.currency, session.memberId);

  const seedOwner = (session: HouseSessionRow) =>
    session.memberId === null ? { sessionId: session.id } : { memberId: session.memberId };

  /** The owner's active seed pair, started on first use. */
  const activeSeed = async (session: HouseSessionRow, tx: Db = db): Promise<HouseSeedRow> => {
    const owner = seedOwner(session);
    const found = await findActiveSeed(tx, owner);
    if (found) return found;
    const serverSeed = newServerSeed();
    const inserted = await insertSeed(tx, {
      siteId: session.siteId,
      ...owner,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    });
    const seed = inserted ?? (await findActiveSeed(tx, owner));
    if (!seed) throw new Error('no active house seed after starting one');
    return seed;
  };

  const openLaunch = async (
    values: Omit<NewHouseSession, 'launchTokenHash' | 'launchExpiresAt'>,
    game: HouseGame,
    extra?: string,
  ): Promise<{ url: string }> => {
    const token = newToken();
    await insertSession(db, {
      ...values,
      launchTokenHash: hashToken(token),
      launchExpiresAt: new Date(now().getTime() + LAUNCH_TOKEN_TTL_SECONDS * 1000),
    });
    return { url: `/house/${game.path}${pageQuery(game, extra)}#launch=${token}` };
  };

  const requireGame = (code: string): HouseGame => {
    const game = houseGame(code);
    if (!game) throw new AppError('101', { family: 'play' });
    return game;
  };

  const balanceOf = async (session: HouseSessionRow): Promise<bigint> => {
    if (session.memberId === null) return session.demoBalance ?? 0n;
    const { wallet } = await walletsOf({ ...session, memberId: session.memberId });
    return wallet.balance;
  };

  /** The stake of a spin in minor units; house 102 for anything but one of the game's stakes. */
  const stakeOf = (context: HouseContext, text: string): bigint => {
    const stake = parseMinorUnits(text, context.session.currency);
    const allowed = slotStakes(slotOf(context.game), context.session.currency);
    if (stake === undefined || !allowed.includes(stake)) throw houseError('102');
    return stake;
  };

  const playRound = (game: HouseGame, seed: HouseSeedRow, stake: bigint): SlotRound =>
    playSlotRound(
      slotOf(game),
      createFairRandom({
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
      }),
      Number(stake),
    );

  const storedRoundView = async (context: HouseContext, row: HouseRoundRow) => {
    const seed = await findSeed(db, row.seedId);
    if (!seed) throw new Error('house round without its seed');
    const round = playSlotRound(
      slotOf(context.game),
      createFairRandom({
        serverSeed: seed.serverSeed,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
      }),
      Number(row.stake),
    );
    return roundView(context.game, row.currency, round, {
      id: row.id,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt,
      seed,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    });
  };

  const demoSpin = async (context: HouseContext, stake: bigint): Promise<SlotRoundView> =>
    db.transaction(async (tx) => {
      const seed = await findActiveSeed(tx, { sessionId: context.session.id }, true);
      if (!seed) throw houseError('101');
      // Read the play money under the seed's lock: two spins of one demo session queue here.
      const current = (await findSessionById(tx, context.session.id))?.demoBalance ?? 0n;
      if (current < stake) throw houseError('103');
      const round = playRound(context.game, seed, stake);
      const after = current - stake + BigInt(round.win);
      await setDemoBalance(tx, context.session.id, after);
      await updateSeed(tx, seed.id, { nextNonce: seed.nextNonce + 1 });
      return roundView(context.game, context.session.currency, round, {
        id: 0,
        balanceAfter: after,
        createdAt: now(),
        seed,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
      });
    });

  return {
    /**
     * The stakes of each member's settled rounds in a currency, by member: part of the turnover
     * that recommend-a-friend awards count.
     */
    settledStakesOf: async (
      memberIds: readonly number[],
      currency: Currency,
    ): Promise<Map<number, bigint>> =>
      new Map(
        (await sumSettledRoundStakes(db, memberIds, currency)).map((row) => [
          row.memberId,
          BigInt(row.stakes),
        ]),
      ),

    /** Open a real-money game for the member: its launch token leads to the game page once. */
    async launch(input: HouseLaunch): Promise<{ url: string }> {
      const game = requireGame(input.gameCode);
      // One game at a time: a new launch ends the member's earlier game pages.
      await endMemberSessions(db, input.memberId);
      return openLaunch(
        {
          siteId: input.siteId,
          memberId: input.memberId,
          gameId: input.gameId,
          gameCode: input.gameCode,
          gameName: input.gameName,
          currency: input.currency,
          language: input.language,
          lobbyUrl: input.lobbyUrl,
        },
        game,
        input.extra,
      );
    },

    /** Open a game with play money for a visitor. */
    async demoLaunch(input: Omit<HouseLaunch, 'memberId'>): Promise<{ url: string }> {
      const game = requireGame(input.gameCode);
      return openLaunch(
        {
          siteId: input.siteId,
          gameId: input.gameId,
          gameCode: input.gameCode,
          gameName: input.gameName,
          currency: input.currency,
          language: input.language,
          lobbyUrl: input.lobbyUrl,
          demo: true,
          demoBalance: demoBalance(input.currency),
        },
        game,
      );
    },

    /** Trade a launch token for its game session (house 106 when unknown, used or expired). */
    async openSession(launchToken: string): Promise<HouseSession> {
      const sessionToken = newToken();
      const session = await claimLaunch(
        db,
        hashToken(launchToken),
        { tokenHash: hashToken(sessionToken), expiresAt: new Date(now().getTime() + IDLE_MS) },
        now(),
      );
      if (!session) throw houseError('106');
      const game = requireGame(session.gameCode);
      // A table starts with its game's clock and a published chain when first played.
      if (game.kind === 'table') {
        await tables.ensureTable({
          siteId: session.siteId,
          gameId: session.gameId,
          game: game.table,
          currency: session.currency,
        });
      }
      const seed = await activeSeed(session);
      const currency = session.currency;
      return {
        session_token: sessionToken,
        game_code: game.code,
        game_name: session.gameName,
        currency,
        language: session.language,
        balance: formatMinorUnits(await balanceOf(session), currency),
        demo: session.demo,
        stakes:
          game.kind === 'slot'
            ? slotStakes(game.slot, currency).map((stake) => formatMinorUnits(stake, currency))
            : [],
        default_stake: formatMinorUnits(defaultStake(currency), currency),
        lobby_url: session.lobbyUrl,
        seed: seedView(seed),
        channel: session.memberId === null ? null : realtimeChannels.houseMember(session.memberId),
      };
    },

    /**
     * The live session of a game page's token, as the realtime server checks a subscription:
     * its idle expiry is left as it is (only the game's own calls keep a session alive).
     */
    async inspectSession(
      token: string,
    ): Promise<
      { id: number; siteId: number; memberId: number | null; expiresAt: Date } | undefined
    > {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const session = await findLiveSession(db, hashToken(token), now());
      if (!session) return undefined;
      return {
        id: session.id,
        siteId: session.siteId,
        memberId: session.memberId,
        expiresAt: session.expiresAt ?? now(),
      };
    },

    /** Which of these game sessions are live now. */
    liveSessions: (ids: readonly number[]): Promise<Set<number>> =>
      findLiveSessionIds(db, ids, now()),

    /** The live game session of a session token, its idle expiry pushed back. */
    async authenticate(token: string): Promise<HouseContext | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const at = now();
      const session = await findLiveSession(db, hashToken(token), at);
      if (!session) return undefined;
      const game = houseGame(session.gameCode);
      if (!game) return undefined;
      if (
        session.expiresAt &&
        session.expiresAt.getTime() - at.getTime() < IDLE_MS - EXTEND_EVERY_MS
      ) {
        await extendSession(db, session.id, new Date(at.getTime() + IDLE_MS));
      }
      return { session, game };
    },

    /**
     * Spin the slot. The stake and the payout are ledger transfers from and to the member's house
     * wallet, committed with the round and the seed's next nonce; the same request id again
     * answers the same round (house 112 when its stake differs).
     */
    async spin(
      context: HouseContext,
      input: { stake: string; requestId: string },
    ): Promise<SlotRoundView> {
      const stake = stakeOf(context, input.stake);
      const { session } = context;
      if (session.memberId === null) return demoSpin(context, stake);
      const memberId = session.memberId;
      const replay = async (): Promise<SlotRoundView | undefined> => {
        const existing = await findRoundByRequest(db, memberId, input.requestId);
        if (!existing) return undefined;
        if (existing.stake !== stake || existing.gameId !== session.gameId) {
          throw houseError('112');
        }
        return storedRoundView(context, existing);
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const { wallet, house } = await walletsOf({ ...session, memberId });
      try {
        return await db.transaction(async (tx) => {
          await activeSeed(session, tx);
          const seed = await findActiveSeed(tx, { memberId }, true);
          if (!seed) throw new Error('the active house seed disappeared');
          const locked = await ledger.lockAccountsWithin(tx, [wallet.id, house.id]);
          const balance = locked.find((account) => account.id === wallet.id)?.balance ?? 0n;
          if (balance < stake) throw houseError('103');

          const round = playRound(context.game, seed, stake);
          const key = `${memberId}:${input.requestId}`;
          const memo = { game: context.game.code, nonce: seed.nextNonce, seed_id: seed.id };
          const bet = await ledger.transferWithin(tx, {
            siteId: session.siteId,
            idempotencyKey: `house-bet:${key}`,
            kind: 'game_bet',
            currency: session.currency,
            amount: stake,
            from: wallet.id,
            to: house.id,
            memo,
          });
          const payout =
            round.win > 0
              ? await ledger.transferWithin(tx, {
                  siteId: session.siteId,
                  idempotencyKey: `house-payout:${key}`,
                  kind: 'game_payout',
                  currency: session.currency,
                  amount: BigInt(round.win),
                  from: house.id,
                  to: wallet.id,
                  memo,
                })
              : undefined;
          const balanceAfter = payout ? payout.balances.to : bet.balances.from;
          const row = await insertRound(tx, {
            siteId: session.siteId,
            memberId,
            gameId: session.gameId,
            sessionId: session.id,
            seedId: seed.id,
            nonce: seed.nextNonce,
            clientSeed: seed.clientSeed,
            currency: session.currency,
            stake,
            win: BigInt(round.win),
            balanceAfter,
            outcome: {
              stops: round.spins.map((spin) => spin.stops),
              free_spins: round.freeSpins,
              capped: round.capped,
            },
            requestId: input.requestId,
            stakeTransferId: bet.transferId,
            payoutTransferId: payout?.transferId ?? null,
          });
          await updateSeed(tx, seed.id, { nextNonce: seed.nextNonce + 1 });
          return roundView(context.game, session.currency, round, {
            id: row.id,
            balanceAfter,
            createdAt: row.createdAt,
            seed,
            clientSeed: seed.clientSeed,
            nonce: seed.nextNonce,
          });
        });
      } catch (error) {
        // Two sends of one request id at the same moment: the first committed, answer it.
        const answered = await replay().catch(() => undefined);
        if (answered) return answered;
        throw error;
      }
    },

    /** Play the next rounds with this client seed; the nonce goes on counting. */
    async setClientSeed(context: HouseContext, clientSeed: string): Promise<FairSeed> {
      return db.transaction(async (tx) => {
        await activeSeed(context.session, tx);
        const seed = await findActiveSeed(tx, seedOwner(context.session), true);
        if (!seed) throw new Error('the active house seed disappeared');
        await updateSeed(tx, seed.id, { clientSeed });
        return seedView({ ...seed, clientSeed });
      });
    },

    /** Reveal the server seed of the active pair and start a new pair. */
    async rotateSeed(
      context: HouseContext,
      clientSeed?: string,
    ): Promise<{ revealed: RevealedSeed; seed: FairSeed }> {
      return rotate(db, context.session, clientSeed);
    },

    /** A page of the member's rounds of this game (none for a demo session). */
    async rounds(
      context: HouseContext,
      page: number,
      count: number,
    ): Promise<{ list: SlotRoundView[]; total_count: number }> {
      const { session } = context;
      if (session.memberId === null) return { list: [], total_count: 0 };
      const { rows, total } = await listMemberRounds(
        db,
        { memberId: session.memberId, gameId: session.gameId },
        { limit: count, offset: (page - 1) * count },
      );
      const list = rows.map(({ round, seed }) =>
        roundView(
          context.game,
          round.currency,
          playSlotRound(
            slotOf(context.game),
            createFairRandom({
              serverSeed: seed.serverSeed,
              clientSeed: round.clientSeed,
              nonce: round.nonce,
            }),
            Number(round.stake),
          ),
          {
            id: round.id,
            balanceAfter: round.balanceAfter,
            createdAt: round.createdAt,
            seed,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
          },
        ),
      );
      return { list, total_count: total };
    },

    /** One of the member's rounds (house 105 for any other id). */
    async round(context: HouseContext, id: number): Promise<SlotRoundView> {
      const memberId = context.session.memberId;
      const row = memberId === null ? undefined : await findMemberRound(db, memberId, id);
      if (row?.gameId !== context.session.gameId) throw houseError('105');
      return storedRoundView(context, row);
    },

    /** A page of the member's rounds of every house game, newest first, for the operator. */
    async memberRounds(memberId: number, page: number, count: number) {
      const { rows, total } = await listMemberRounds(
        db,
        { memberId },
        { limit: count, offset: (page - 1) * count },
      );
      return { rows: rows.map(({ round, seed }) => ({ round, seed })), total };
    },

    /**
     * Reveal the member's active seed pair and start a new one, with the operator's audit entry.
     */
    async rotateMemberSeed(
      member: { siteId: number; id: number; account: string },
      action: { actor: string; reason?: string | undefined },
    ): Promise<{ revealed: RevealedSeed; seed: FairSeed }> {
      const rotated = await rotate(
        db,
        { siteId: member.siteId, memberId: member.id, id: 0 },
        undefined,
      );
      await operators.audit({
        siteId: member.siteId,
        actor: action.actor,
        action: 'house_seed_rotated',
        targetType: 'member',
        targetId: member.account,
        reason: action.reason,
        details: {
          revealed_hash: rotated.revealed.server_seed_hash,
          rounds: rotated.revealed.rounds,
        },
      });
      return rotated;
    },

    /** End this game page's session (a demo's lobby button). */
    async endSession(context: HouseContext): Promise<void> {
      await endSession(db, context.session.id);
    },

    /** End the member's game pages (the play ended). */
    endMemberSessions: (memberId: number): Promise<number> => endMemberSessions(db, memberId),

    /** Whether the member has a game page open or about to open. */
    isPlaying: (memberId: number): Promise<boolean> => hasLiveSession(db, memberId, now()),

    /** The stakes of the member's rounds in a turnover window (inside `tx` when given). */
    settledStakesWithin: (tx: Db, window: TurnoverWindow): Promise<bigint> =>
      sumRoundStakes(tx, window),

    /** The member's balance in the house wallet, minor units. */
    memberBalance: async (owner: {
      siteId: number;
      memberId: number;
      currency: Currency;
    }): Promise<bigint> =>
      (
        await ledger.ensureAccount({
          siteId: owner.siteId,
          kind: 'member_provider',
          memberId: owner.memberId,
          provider: HOUSE_PROVIDER_CODE,
          currency: owner.currency,
        })
      ).balance,
  };
};

/** Reveal the owner's active pair and start the next, in one transaction. */
const rotate = async (
  db: Db,
  session: Pick<HouseSessionRow, 'siteId' | 'memberId' | 'id'>,
  clientSeed: string | undefined,
): Promise<{ revealed: RevealedSeed; seed: FairSeed }> =>
  db.transaction(async (tx) => {
    const owner =
      session.memberId === null ? { sessionId: session.id } : { memberId: session.memberId };
    const current = await findActiveSeed(tx, owner, true);
    const revealed = current ? await revealSeed(tx, current.id) : undefined;
    const serverSeed = newServerSeed();
    const next = await insertSeed(tx, {
      siteId: session.siteId,
      ...owner,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? current?.clientSeed ?? newClientSeed(),
    });
    if (!next) throw new Error('a new house seed could not start');
    return {
      revealed: revealed
        ? {
            server_seed: revealed.serverSeed,
            server_seed_hash: revealed.serverSeedHash,
            client_seed: revealed.clientSeed,
            rounds: revealed.nextNonce,
          }
        : { server_seed: '', server_seed_hash: '', client_seed: '', rounds: 0 },
      seed: seedView(next),
    };
  });

export type HouseService = ReturnType<typeof createHouseService>;
