import {
  RACING_STABLE,
  drawRaceScript,
  racingOdds,
  type RacingCard,
  type RacingOutcome,
} from '@member-site/house-games/racing';
import type { TableRoundView } from '@member-site/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../shared/i18n/i18n';
import { LAUNCH_TOKEN, envelope, makeSession, stubApi } from '../../../test/house-fixtures';
import { diceRound, fakeSocket, tableState, stageView } from '../../../test/table-fixtures';
import { RACE_MS, RacingStage, positionsAt } from './racing-stage';
import {
  RACING_TABLE,
  decimalOdds,
  readRacingCard,
  readRacingOutcome,
  setShownCard,
} from './racing-table';
import { VirtualRacingPage } from './virtual-racing-page';

const PATH = '/house/tables/virtual-racing';

/** Runner #3 is Golden Lotus (the favourite), #7 Jade Emperor. */
const HORSES = [5, 9, 0, 12, 3, 20, 1, 17];
const MILLIONTHS = [90_000, 70_000, 300_000, 50_000, 150_000, 40_000, 200_000, 100_000];

const card = (): RacingCard => ({
  runners: HORSES.map((horseId, index) => ({
    number: index + 1,
    horseId,
    name: RACING_STABLE[horseId]?.name ?? '',
    form: index === 2 ? [1, 2, 1] : index === 3 ? [] : [4, 6],
  })),
  probabilities: MILLIONTHS,
  odds: racingOdds(MILLIONTHS),
  margins: { win: 0.1, place: 0.1, forecast: 0.15 },
});

/** A race finishing 3, 7, 1, then the others, with a script from a fixed random source. */
const outcome = (order = [3, 7, 1, 2, 4, 5, 6, 8]): RacingOutcome => {
  let n = 0;
  const random = { int: (bound: number) => (n++ * 7919) % bound };
  return { order, ...drawRaceScript(random, order), horseIds: [...HORSES] };
};

const racingRound = (patch: Partial<TableRoundView> = {}): TableRoundView =>
  diceRound({ card: card(), ...patch });

const finishedRace = (number: number, order: number[]): TableRoundView =>
  racingRound({
    round_id: 460 + number,
    number,
    status: 'settled',
    outcome: outcome(order),
    seed: String(number % 10).repeat(64),
    chain: { commitment: 'c'.repeat(64), index: number },
  });

const racingState = (patch = {}) => {
  const state = tableState({
    round: racingRound(),
    history: [
      finishedRace(40, [5, 2, 3, 1, 4, 6, 7, 8]),
      finishedRace(39, [3, 7, 1, 2, 4, 5, 6, 8]),
    ],
    ...patch,
  });
  return { ...state, table: { ...state.table, game_code: 't_virtual_racing' } };
};

const session = () => makeSession({ game_code: 't_virtual_racing', game_name: 'Virtual Racing' });

const open = (socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
  render(<VirtualRacingPage instant connect={socket.connect} />);
  return socket;
};

const t = i18n.t.bind(i18n) as TFunction;

afterEach(() => setShownCard(null));

describe('the virtual racing definition', () => {
  it('names bets and outcomes from the card and reads only race cards', () => {
    const race = card();
    expect(readRacingCard(race)).toBe(race);
    expect(readRacingCard({ runners: [] })).toBeNull();
    expect(readRacingOutcome(outcome())).not.toBeNull();
    expect(readRacingOutcome({ order: [1, 2, 3] })).toBeNull();

    expect(RACING_TABLE.code).toBe('t_virtual_racing');
    expect(RACING_TABLE.name(t)).toBe('Virtual Racing');
    expect(RACING_TABLE.betLabel({ kind: 'win', pick: [3] }, t)).toBe('Win #3');
    setShownCard(race);
    expect(RACING_TABLE.betLabel({ kind: 'win', pick: [3] }, t)).toBe('Win #3 Golden Lotus');
    expect(RACING_TABLE.betLabel({ kind: 'place', pick: [7] }, t)).toBe('Place #7 Jade Emperor');
    expect(RACING_TABLE.betLabel({ kind: 'forecast', pick: [3, 7] }, t)).toBe(
      'Forecast #3 Golden Lotus, then #7 Jade Emperor',
    );
    expect(RACING_TABLE.outcomeLabel(outcome(), t)).toBe('1st #3, 2nd #7, 3rd #1');
    expect(RACING_TABLE.outcomeLabel(null, t)).toBe('');
  });

  it('pays up to the shown card odds and lists each market with 1 - margin', () => {
    expect(RACING_TABLE.maxReturn({ kind: 'win', pick: [3] })).toBe(0);
    const race = card();
    setShownCard(race);
    // 0.9 / 0.3 = 3.00
    expect(RACING_TABLE.maxReturn({ kind: 'win', pick: [3] })).toBe(300);
    expect(RACING_TABLE.maxReturn({ kind: 'place', pick: [3] })).toBe(race.odds.place[2]);
    expect(RACING_TABLE.maxReturn({ kind: 'forecast', pick: [3, 7] })).toBe(
      race.odds.forecast[2]?.[6],
    );
    expect(RACING_TABLE.maxReturn({ kind: 'forecast', pick: [3, 3] })).toBe(0);
    expect(decimalOdds(1234)).toBe('12.34');
    expect(decimalOdds(305)).toBe('3.05');

    const rules = RACING_TABLE.rules(t);
    expect(rules.map((row) => [row.key, row.rtp])).toEqual([
      ['win', 0.9],
      ['place', 0.9],
      ['forecast', 0.85],
    ]);
    expect(rules[2]?.bet).toContain('first and second, in that order');
    expect(rules[0]?.pays).toContain('margin of 10%');
    expect(rules[0]?.pays).toContain('rounded down');
  });

  it('interpolates the runners between checkpoints, from the start to the line', () => {
    const race = outcome();
    expect(positionsAt(race.checkpoints, 0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(positionsAt(race.checkpoints, 1)).toEqual(race.checkpoints[19]);
    const first = race.checkpoints[0] ?? [];
    expect(positionsAt(race.checkpoints, 0.025)).toEqual(first.map((d) => d / 2));
    expect(positionsAt(race.checkpoints, 0.05)).toEqual(first);
  });
});

describe('the race on the stage', () => {
  it('runs the race over the track, then shows the result board', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      const onShown = vi.fn();
      const view = stageView({ phase: 'betting', canBet: true, onShown });
      const { rerender } = render(<RacingStage {...view} round={racingRound()} />);
      const lefts = () =>
        screen.getAllByTestId('track-runner').map((runner) => Number(runner.dataset.distance));
      expect(lefts()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      rerender(
        <RacingStage
          {...view}
          phase="drawing"
          round={racingRound({ status: 'settling', outcome: outcome() })}
        />,
      );
      act(() => {
        vi.advanceTimersByTime(RACE_MS / 2);
      });
      expect(screen.getByTestId('race-caption').textContent).toMatch(/^#\d leads$/);
      expect(screen.queryByTestId('race-result')).toBeNull();
      expect(Math.min(...lefts())).toBeGreaterThan(300);
      expect(Math.max(...lefts())).toBeLessThan(1000);
      expect(onShown).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(RACE_MS);
      });
      expect(screen.getByTestId('race-caption').textContent).toBe('Race finished');
      expect(screen.getByTestId('race-result').textContent).toContain('#3 Golden Lotus');
      expect(lefts()).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]);
      expect(onShown).toHaveBeenCalledWith(racingRound().round_id);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the virtual racing table', () => {
  it('shows the race card and adds win, place and forecast bets at their odds', async () => {
    stubApi({
      '/house/session': () => envelope(session()),
      '/house/table/state': () => envelope(racingState()),
    });
    open();
    await screen.findByTestId('balance');
    const rows = screen.getAllByTestId('card-runner');
    expect(rows).toHaveLength(8);
    expect(rows[2]?.textContent).toContain('Golden Lotus');
    expect(rows[2]?.textContent).toContain('121');
    const board = screen.getByTestId('racing-board');
    expect(board.textContent).toContain('margin 10%');
    expect(board.textContent).toContain('margin 15%');
    expect(screen.getByTestId('odds-win:3').textContent).toBe('3.00');
    expect(screen.getByTestId('odds-win:7').textContent).toBe('4.50');

    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByTestId('odds-win:3'));
    fireEvent.click(screen.getByTestId('odds-win:3'));
    fireEvent.click(screen.getByRole('radio', { name: '$1.00' }));
    fireEvent.click(screen.getByTestId('odds-place:7'));
    fireEvent.change(screen.getByTestId('forecast-first'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('forecast-second'), { target: { value: '7' } });
    const forecastOdds = card().odds.forecast[2]?.[6] ?? 0;
    expect(screen.getByTestId('forecast-odds').textContent).toBe(
      `odds ${decimalOdds(forecastOdds)}`,
    );
    fireEvent.click(screen.getByTestId('forecast-add'));

    const slip = screen.getAllByTestId('slip-row');
    expect(slip).toHaveLength(3);
    expect(slip[0]?.textContent).toContain('Win #3 Golden Lotus');
    expect(within(slip[0]!).getByTestId('slip-stake').textContent).toBe('$10.00');
    expect(within(slip[0]!).getByTestId('slip-win').textContent).toBe('Pays up to $30.00');
    expect(slip[1]?.textContent).toContain('Place #7 Jade Emperor');
    expect(within(slip[1]!).getByTestId('slip-win').textContent).toBe(
      `Pays up to $${decimalOdds(card().odds.place[6] ?? 0)}`,
    );
    expect(slip[2]?.textContent).toContain('Forecast #3 Golden Lotus, then #7 Jade Emperor');
    expect(within(slip[2]!).getByTestId('slip-win').textContent).toBe(
      `Pays up to $${decimalOdds(forecastOdds)}`,
    );
    expect(screen.getByTestId('odds-win:3').textContent).toContain('$10.00');

    // The same runner twice is no forecast.
    fireEvent.change(screen.getByTestId('forecast-second'), { target: { value: '3' } });
    expect(screen.getByTestId('forecast-add')).toHaveProperty('disabled', true);
  });

  it('runs a drawn race to its result board and lists results, form and rules', async () => {
    stubApi({
      '/house/session': () => envelope(session()),
      '/house/table/state': () => envelope(racingState()),
    });
    const socket = open();
    await screen.findByTestId('balance');
    await waitFor(() => expect(socket.opened()).toBe(1));
    // Before the race: the runners at the start and the last race's result.
    expect(screen.getByTestId('race-caption').textContent).toBe(
      'The runners are at the start. Place your bets.',
    );
    expect(screen.getByTestId('race-result').textContent).toContain('Last race');
    expect(screen.getAllByTestId('recent-race')).toHaveLength(2);
    expect(screen.getAllByTestId('recent-race')[0]?.textContent).toContain('#5 Red Lantern');
    expect(screen.getAllByTestId('recent-race')[0]?.textContent).toContain('5–2');
    expect(screen.getAllByTestId('runner-form')[2]?.textContent).toContain('Golden Lotus');

    const race = outcome();
    act(() =>
      socket.fire('house_round', 'house_table.3', {
        ...racingRound(),
        status: 'settling',
        outcome: race,
        seed: 'a'.repeat(64),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('race-caption').textContent).toBe('Race finished'),
    );
    const result = screen.getByTestId('race-result');
    expect(result.textContent).toContain('Result');
    const places = within(result).getAllByRole('listitem');
    expect(places.map((row) => row.textContent)).toEqual([
      expect.stringContaining('#3 Golden Lotus'),
      expect.stringContaining('#7 Jade Emperor'),
      expect.stringContaining(`#1 ${RACING_STABLE[5]?.name}`),
    ]);
    expect(places[0]?.textContent).toContain(`${decimalOdds(race.times[2] ?? 0)} s`);
    expect(screen.getByTestId('round-phase').textContent).toBe('Drawing');

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const rows = within(screen.getByRole('dialog')).getAllByTestId('history-row');
    expect(rows[0]?.textContent).toContain('1st #5, 2nd #2, 3rd #3');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByTestId('rules-table');
    expect(rules.textContent).toContain('Forecast');
    expect(rules.textContent).toContain('90.00%');
    expect(rules.textContent).toContain('85.00%');
  });
});
