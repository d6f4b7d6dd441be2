import type { TableRoundView } from '@member-site/contracts';
import {
  BACCARAT_THEORY,
  bigEyeBoy,
  bigRoad,
  cardOf,
  cockroachPig,
  handTotal,
  isPair,
  smallRoad,
  winnerOf,
  type BaccaratCard,
  type BaccaratOutcome,
  type BaccaratWinner,
} from '@member-site/house-games/baccarat';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../shared/i18n/i18n';
import { LAUNCH_TOKEN, envelope, makeSession, stubApi } from '../../../test/house-fixtures';
import { diceRound, fakeSocket, tableState, stageView } from '../../../test/table-fixtures';
import type { TableView } from '../components/table-shell';
import { BaccaratPage } from './baccarat-page';
import { BaccaratStage, DEAL_MS, FLIP_MS } from './baccarat-stage';
import { BACCARAT_TABLE, readBaccaratOutcome, roadResults } from './baccarat-table';

const PATH = '/house/tables/baccarat';
const t = ((key: string, options?: Record<string, unknown>) =>
  i18n.t(key, options)) as unknown as TFunction;

const SPADES = 0;
const HEARTS = 1;
const CLUBS = 2;
const DIAMONDS = 3;

/** An outcome from the two hands, its totals, winner and pairs worked out. */
const outcomeOf = (player: number[], banker: number[]): BaccaratOutcome => {
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: isPair(player),
    bankerPair: isPair(banker),
    natural: handTotal(player.slice(0, 2)) >= 8 || handTotal(banker.slice(0, 2)) >= 8,
    shoeAfter: { shoe: 2, counts: [], left: 300, cutCard: 15, rounds: 12 },
  };
};

/** Player 7♠ K♥ stands on 7; banker 5♦ Q♣ draws 10♠ and stays on 5: player wins. */
const DRAWN = outcomeOf(
  [cardOf(7, SPADES), cardOf(13, HEARTS)],
  [cardOf(5, DIAMONDS), cardOf(12, CLUBS), cardOf(10, SPADES)],
);

/** Naturals for each winner: the banker's on a pair of fours, the player's on 9, a tie on 8. */
const RESULTS: Record<BaccaratWinner, BaccaratOutcome> = {
  banker: outcomeOf(
    [cardOf(10, SPADES), cardOf(7, HEARTS)],
    [cardOf(4, CLUBS), cardOf(4, DIAMONDS)],
  ),
  player: outcomeOf(
    [cardOf(9, SPADES), cardOf(13, HEARTS)],
    [cardOf(3, CLUBS), cardOf(12, DIAMONDS)],
  ),
  tie: outcomeOf([cardOf(8, SPADES), cardOf(10, HEARTS)], [cardOf(8, CLUBS), cardOf(11, DIAMONDS)]),
};

const CARD: BaccaratCard = {
  shoe: 2,
  newShoe: false,
  burned: [],
  counts: [],
  left: 305,
  cutCard: 15,
  round: 12,
};

const finished = (number: number, outcome: BaccaratOutcome): TableRoundView =>
  diceRound({
    round_id: 400 + number,
    number,
    status: 'settled',
    card: CARD,
    outcome,
    seed: String(number % 10).repeat(64),
    chain: { commitment: 'c'.repeat(64), index: number },
  });

/** Oldest first: B B P T P B B B P B P P. */
const SEQUENCE: BaccaratWinner[] = [
  'banker',
  'banker',
  'player',
  'tie',
  'player',
  'banker',
  'banker',
  'banker',
  'player',
  'banker',
  'player',
  'player',
];
/** The table's history as the server sends it: newest first. */
const HISTORY = SEQUENCE.map((winner, index) => finished(index + 1, RESULTS[winner])).reverse();

const baccaratState = (patch: Parameters<typeof tableState>[0] = {}) => {
  const base = tableState();
  return tableState({
    table: { ...base.table, game_code: 'v_baccarat' },
    round: diceRound({ card: CARD }),
    history: HISTORY,
    ...patch,
  });
};

const open = (socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
  render(<BaccaratPage instant connect={socket.connect} />);
  return socket;
};

const stubTable = (state = baccaratState()) =>
  stubApi({
    '/house/session': () =>
      envelope(makeSession({ game_code: 'v_baccarat', game_name: 'Baccarat' })),
    '/house/table/state': () => envelope(state),
  });

const cardsOf = (side: 'player' | 'banker') =>
  within(screen.getByTestId(`hand-${side}`))
    .queryAllByTestId('playing-card')
    .map((card) => card.getAttribute('data-card'));

describe('the baccarat definition', () => {
  it('names the game, its bets and outcomes and pays by the game', () => {
    expect(BACCARAT_TABLE.code).toBe('v_baccarat');
    expect(BACCARAT_TABLE.name(t)).toBe('Baccarat');
    expect(BACCARAT_TABLE.betLabel({ kind: 'banker_pair', pick: [] }, t)).toBe('Banker pair');
    expect(BACCARAT_TABLE.betLabel({ kind: 'tie', pick: [] }, t)).toBe('Tie');
    expect(BACCARAT_TABLE.maxReturn({ kind: 'player', pick: [] })).toBe(200);
    expect(BACCARAT_TABLE.maxReturn({ kind: 'banker', pick: [] })).toBe(195);
    expect(BACCARAT_TABLE.maxReturn({ kind: 'tie', pick: [] })).toBe(900);
    expect(BACCARAT_TABLE.maxReturn({ kind: 'player_pair', pick: [] })).toBe(1200);
    expect(BACCARAT_TABLE.outcomeLabel(DRAWN, t)).toBe('Player 7 – Banker 5, Player wins');
    expect(BACCARAT_TABLE.outcomeLabel(RESULTS.tie, t)).toBe('Player 8 – Banker 8, Tie');
    expect(BACCARAT_TABLE.outcomeLabel({ dice: [1, 2, 3] }, t)).toBe('');
    expect(BACCARAT_TABLE.outcomeLabel(null, t)).toBe('');
  });

  it('lists every bet with its payout, return and the drawing rules', () => {
    const rows = BACCARAT_TABLE.rules(t);
    expect(rows.map((row) => row.key)).toEqual([
      'player',
      'banker',
      'tie',
      'player_pair',
      'banker_pair',
    ]);
    expect(rows.map((row) => row.pays)).toEqual([
      '1 to 1',
      '0.95 to 1',
      '8 to 1',
      '11 to 1',
      '11 to 1',
    ]);
    expect(rows.map((row) => row.rtp)).toEqual([
      BACCARAT_THEORY.returns.player,
      BACCARAT_THEORY.returns.banker,
      BACCARAT_THEORY.returns.tie,
      BACCARAT_THEORY.returns.player_pair,
      BACCARAT_THEORY.returns.banker_pair,
    ]);
    expect(rows[0]?.bet).toContain('stands on 6 or 7');
    expect(rows[1]?.bet).toContain('on 3 unless that card is an 8');
  });

  it('reads the roads from the history, oldest first, leaving out voided rounds', () => {
    const voided = diceRound({ round_id: 999, number: 13, status: 'voided', card: CARD });
    const results = roadResults([voided, ...HISTORY]);
    expect(results.map((result) => result.winner)).toEqual(SEQUENCE);
    expect(results[0]).toEqual({
      winner: 'banker',
      playerPair: false,
      bankerPair: true,
      natural: true,
    });
    expect(readBaccaratOutcome({ ...DRAWN, player: [60, 1] })).toBeNull();
  });
});

describe('the baccarat table', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the selected chip to the betting areas with their possible wins', async () => {
    stubTable();
    open();
    await screen.findByTestId('balance');
    const banker = screen.getByTestId('spot-banker:');
    expect(banker.textContent).toContain('0.95:1');
    expect(screen.getByTestId('spot-tie:').textContent).toContain('8:1');
    expect(screen.getByTestId('spot-player_pair:').textContent).toContain('11:1');
    expect(screen.getByTestId('spot-player:').textContent).toContain('1:1');

    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(banker);
    fireEvent.click(banker);
    fireEvent.click(screen.getByRole('radio', { name: '$1.00' }));
    fireEvent.click(screen.getByTestId('spot-tie:'));
    fireEvent.click(screen.getByTestId('spot-banker_pair:'));
    const rows = screen.getAllByTestId('slip-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Banker');
    expect(within(rows[0]!).getByTestId('slip-stake').textContent).toBe('$10.00');
    expect(within(rows[0]!).getByTestId('slip-win').textContent).toBe('Pays up to $19.50');
    expect(within(rows[1]!).getByTestId('slip-win').textContent).toBe('Pays up to $9.00');
    expect(within(rows[2]!).getByTestId('slip-win').textContent).toBe('Pays up to $12.00');
    expect(screen.getByTestId('spot-banker:').getAttribute('aria-label')).toBe(
      'Banker, 0.95 to 1, $10.00 in the slip',
    );
    expect(screen.getByTestId('slip-total').textContent).toBe('$12.00');
  });

  it('shows the shoe, then both hands and the winner once the round draws', async () => {
    stubTable();
    const socket = open();
    await screen.findByTestId('balance');
    expect(screen.getByTestId('shoe').textContent).toBe('Shoe 2 · Hand 12 · 305 cards left');
    // Between rounds the last hands stay on the felt.
    expect(screen.getByTestId('baccarat-caption').textContent).toBe(
      'Last result: Player 9 – Banker 3, Player wins',
    );
    await waitFor(() => expect(socket.opened()).toBe(1));
    act(() =>
      socket.fire('house_round', 'house_table.3', {
        ...diceRound({ card: CARD }),
        status: 'settling',
        outcome: DRAWN,
        seed: 'a'.repeat(64),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('baccarat-caption').textContent).toBe(
        'Player 7 – Banker 5, Player wins',
      ),
    );
    expect(cardsOf('player')).toEqual(['7♠', 'K♥']);
    expect(cardsOf('banker')).toEqual(['5♦', 'Q♣', '10♠']);
    expect(screen.getByTestId('total-player').textContent).toBe('7');
    expect(screen.getByTestId('total-banker').textContent).toBe('5');
    expect(screen.getByTestId('hand-player').className).toContain('is-winner');
    expect(screen.getByTestId('hand-banker').className).not.toContain('is-winner');
    expect(screen.getByTestId('cards-left').textContent).toBe('300 cards left');
  });

  it('announces a new shoe with its shown and burned cards', async () => {
    const card: BaccaratCard = {
      ...CARD,
      shoe: 3,
      newShoe: true,
      burned: [cardOf(7, HEARTS), 1, 2, 3, 4, 5, 6, 7],
      left: 408,
      round: 1,
    };
    stubTable(baccaratState({ round: diceRound({ card }) }));
    open();
    expect((await screen.findByTestId('new-shoe')).textContent).toBe(
      'New shoe: the first card 7♥ was shown; cards burned: 7.',
    );
    expect(screen.getByTestId('shoe').textContent).toBe('Shoe 3 · Hand 1 · 408 cards left');
  });

  it('draws the roads and the counts from the history, and lists the rules', async () => {
    stubTable();
    open();
    await screen.findByTestId('balance');
    expect(screen.getByTestId('road-counts').textContent).toBe(
      'Banker 6Player 5Tie 1Banker pair 6Player pair 0Natural 12Rounds: 12',
    );
    const cells = (testId: string) =>
      within(screen.getByTestId(testId)).getAllByTestId('road-cell');
    const bead = cells('road-bead');
    expect(bead).toHaveLength(12);
    expect(bead.map((cell) => cell.textContent)).toEqual(
      SEQUENCE.map((winner) => ({ banker: 'B', player: 'P', tie: 'T' })[winner]),
    );
    expect(bead[6]?.style.gridColumn).toBe('2');
    expect(bead[6]?.style.gridRow).toBe('1');

    const big = bigRoad(roadResults(HISTORY));
    const bigCells = cells('road-big');
    expect(bigCells).toHaveLength(11);
    expect(bigCells.map((cell) => cell.className.split(' ')[1])).toEqual([
      'is-banker',
      'is-banker',
      'is-player',
      'is-player',
      'is-banker',
      'is-banker',
      'is-banker',
      'is-player',
      'is-banker',
      'is-player',
      'is-player',
    ]);
    // The tie after the first player win is marked on its cell.
    expect(bigCells[2]?.querySelector('.bc-tie-line')).not.toBeNull();
    expect(cells('road-big-eye')).toHaveLength(bigEyeBoy(big.columns).cells.length);
    expect(cells('road-small')).toHaveLength(smallRoad(big.columns).cells.length);
    expect(cells('road-cockroach')).toHaveLength(cockroachPig(big.columns).cells.length);
    expect(bigEyeBoy(big.columns).cells.length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByTestId('rules-table');
    expect(rules.textContent).toContain('Banker pair');
    expect(rules.textContent).toContain('0.95 to 1');
    expect(rules.textContent).toContain('98.94%');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const rows = within(screen.getByRole('dialog')).getAllByTestId('history-row');
    expect(rows[0]?.textContent).toContain('Player 9 – Banker 3, Player wins');
  });
});

describe('the baccarat deal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const view = (round: TableRoundView | null, patch: Partial<TableView> = {}): TableView =>
    stageView({ round, ...patch });

  it('deals face down in order, turns the cards up with running totals, then shows the winner', () => {
    vi.useFakeTimers();
    const round = diceRound({ card: CARD });
    const { rerender } = render(<BaccaratStage {...view(round)} />);
    expect(screen.getByTestId('baccarat-caption').textContent).toBe('Dealing…');
    expect(cardsOf('player')).toEqual([]);

    rerender(<BaccaratStage {...view({ ...round, status: 'settling', outcome: DRAWN })} />);
    // Each beat's timer is set once the one before it has been drawn.
    const advance = (ms: number, beats = 1) => {
      for (let beat = 0; beat < beats; beat += 1)
        act(() => {
          vi.advanceTimersByTime(ms);
        });
    };
    advance(DEAL_MS);
    expect(cardsOf('player')).toEqual(['']);
    expect(cardsOf('banker')).toEqual([]);
    advance(DEAL_MS, 3);
    // P1, B1, P2, B2 on the felt, face down.
    expect(cardsOf('player')).toEqual(['', '']);
    expect(cardsOf('banker')).toEqual(['', '']);
    expect(screen.getByTestId('total-player').textContent).toBe('–');
    expect(screen.getByTestId('cards-left').textContent).toBe('301 cards left');
    advance(FLIP_MS);
    expect(cardsOf('player')).toEqual(['7♠', '']);
    expect(screen.getByTestId('total-player').textContent).toBe('7');
    advance(FLIP_MS);
    expect(cardsOf('banker')).toEqual(['5♦', '']);
    expect(screen.getByTestId('total-banker').textContent).toBe('5');
    advance(FLIP_MS, 2);
    expect(cardsOf('player')).toEqual(['7♠', 'K♥']);
    expect(cardsOf('banker')).toEqual(['5♦', 'Q♣']);
    expect(screen.getByTestId('hand-player').className).not.toContain('is-winner');
    // The banker's third card, dealt then turned.
    advance(DEAL_MS);
    expect(cardsOf('banker')).toEqual(['5♦', 'Q♣', '']);
    advance(FLIP_MS);
    expect(cardsOf('banker')).toEqual(['5♦', 'Q♣', '10♠']);
    expect(screen.getByTestId('baccarat-caption').textContent).toBe('Dealing…');
    advance(DEAL_MS);
    expect(screen.getByTestId('hand-player').className).toContain('is-winner');
    expect(screen.getByTestId('baccarat-caption').textContent).toBe(
      'Player 7 – Banker 5, Player wins',
    );
  });

  it('shows the final hands at once when instant', () => {
    const round = diceRound({ card: CARD, status: 'settling', outcome: RESULTS.tie });
    render(<BaccaratStage {...view(round, { instant: true })} />);
    expect(cardsOf('player')).toEqual(['8♠', '10♥']);
    expect(cardsOf('banker')).toEqual(['8♣', 'J♦']);
    expect(screen.getByTestId('baccarat-result').textContent).toBe(
      'NaturalPlayer 8 – Banker 8, Tie',
    );
    expect(screen.getByTestId('baccarat-stage').className).toContain('is-tie');
  });
});
