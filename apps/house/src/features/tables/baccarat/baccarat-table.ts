import {
  BACCARAT,
  BACCARAT_BET_KINDS,
  BACCARAT_PAYS,
  BACCARAT_THEORY,
  type BaccaratBetKind,
  type BaccaratCard,
  type BaccaratOutcome,
  type BaccaratWinner,
  type RoadResult,
} from '@member-site/house-games/baccarat';
import type { TableRoundView } from '@member-site/contracts';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';

import type { RuleRow, TableGameDefinition } from '../lib/table-game';

const WINNERS: readonly BaccaratWinner[] = ['player', 'banker', 'tie'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A card of the shoe, 0 to 51. */
const isCard = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 51;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isHand = (value: unknown, min: number): value is number[] =>
  Array.isArray(value) && value.length >= min && value.length <= 3 && value.every(isCard);

const isTotal = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;

const isBetKind = (kind: string): kind is BaccaratBetKind =>
  (BACCARAT_BET_KINDS as readonly string[]).includes(kind);

/** A round's outcome as the server sends it (the JSON of `BaccaratOutcome`), or null. */
export const readBaccaratOutcome = (outcome: unknown): BaccaratOutcome | null => {
  if (!isRecord(outcome)) return null;
  const { player, banker, playerTotal, bankerTotal, winner, shoeAfter } = outcome;
  if (!isHand(player, 2) || !isHand(banker, 2)) return null;
  if (!isTotal(playerTotal) || !isTotal(bankerTotal)) return null;
  if (typeof winner !== 'string' || !(WINNERS as readonly string[]).includes(winner)) return null;
  const shoe = isRecord(shoeAfter) ? shoeAfter : {};
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winner as BaccaratWinner,
    playerPair: outcome.playerPair === true,
    bankerPair: outcome.bankerPair === true,
    natural: outcome.natural === true,
    shoeAfter: {
      shoe: isCount(shoe.shoe) ? shoe.shoe : 0,
      counts: Array.isArray(shoe.counts) ? shoe.counts.filter(isCount) : [],
      left: isCount(shoe.left) ? shoe.left : 0,
      cutCard: isCount(shoe.cutCard) ? shoe.cutCard : 0,
      rounds: isCount(shoe.rounds) ? shoe.rounds : 0,
    },
  };
};

/** A round's public card (the shoe it deals from), or null. */
export const readBaccaratCard = (card: unknown): BaccaratCard | null => {
  if (!isRecord(card)) return null;
  const { shoe, left, cutCard, round, burned } = card;
  if (!isCount(shoe) || !isCount(left) || !isCount(cutCard) || !isCount(round)) return null;
  return {
    shoe,
    newShoe: card.newShoe === true,
    burned: Array.isArray(burned) ? burned.filter(isCard) : [],
    counts: Array.isArray(card.counts) ? card.counts.filter(isCount) : [],
    left,
    cutCard,
    round,
  };
};

/** The finished rounds' results for the road maps, oldest first; voided rounds are left out. */
export const roadResults = (history: readonly TableRoundView[]): RoadResult[] => {
  const results: RoadResult[] = [];
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const round = history[index];
    if (!round || round.status === 'voided') continue;
    const outcome = readBaccaratOutcome(round.outcome);
    if (outcome) {
      results.push({
        winner: outcome.winner,
        playerPair: outcome.playerPair,
        bankerPair: outcome.bankerPair,
        natural: outcome.natural,
      });
    }
  }
  return results;
};

/** What a winning bet pays to one: 1, 0.95, 8 or 11. */
export const baccaratPaysToOne = (kind: string): number =>
  isBetKind(kind) ? (BACCARAT_PAYS[kind] - 100) / 100 : 0;

export const baccaratBetLabel = (bet: RoundBet, t: TFunction): string =>
  isBetKind(bet.kind) ? t(`baccarat.bet_${bet.kind}`) : bet.kind;

/** "Player wins", "Banker wins", "Tie". */
export const winnerLabel = (winner: BaccaratWinner, t: TFunction): string =>
  t(`baccarat.wins_${winner}`);

/** "Player 7 – Banker 5, Player wins" */
export const baccaratOutcomeLabel = (outcome: unknown, t: TFunction): string => {
  const read = readBaccaratOutcome(outcome);
  if (!read) return '';
  return t('baccarat.outcome', {
    player: read.playerTotal,
    banker: read.bankerTotal,
    result: winnerLabel(read.winner, t),
  });
};

const baccaratRules = (t: TFunction): RuleRow[] =>
  BACCARAT_BET_KINDS.map((kind) => ({
    key: kind,
    bet: `${t(`baccarat.bet_${kind}`)} — ${t(`baccarat.rule_${kind}`)}`,
    pays: t('tables.pays_to_one', { n: baccaratPaysToOne(kind) }),
    rtp: BACCARAT_THEORY.returns[kind],
  }));

/** Punto banco from an 8-deck shoe at a shared table. */
export const BACCARAT_TABLE: TableGameDefinition = {
  code: BACCARAT.code,
  name: (t) => t('baccarat.title'),
  maxReturn: (bet) => (isBetKind(bet.kind) ? BACCARAT_PAYS[bet.kind] : 0),
  betLabel: baccaratBetLabel,
  outcomeLabel: baccaratOutcomeLabel,
  rules: baccaratRules,
};
