// `npm run bench` (table games part): play at least a million rounds of each of the house's
// shared-round games through `packages/house-games`, each round from the next seed of a hash
// chain as a table draws it, and report every bet type's measured return with its 99 %
// confidence interval next to the theoretical one. A bet's return is what it paid back per unit
// staked (a bull bull bet holds five stakes; its return counts what it won or lost per stake).
// For racing and cockfight, whose odds change with every race card, the theoretical figure is
// the mean of each round's exact expected return.
//
//   TABLE_BENCH_ROUNDS   rounds of each game (default 1,000,000)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();

const source = (path) => new URL(`../packages/house-games/src/${path}`, import.meta.url).href;
const Z99 = 2.5758;

/** The bets measured per game: a label, the bet, and its theory (a number, or per round). */
const specs = async (name) => {
  switch (name) {
    case 'baccarat': {
      const { BACCARAT, BACCARAT_THEORY } = await import(source('baccarat/index.ts'));
      const kinds = ['banker', 'player', 'tie', 'player_pair', 'banker_pair'];
      return {
        game: BACCARAT,
        bets: kinds.map((kind) => ({
          label: kind,
          bet: { kind, pick: [] },
          theory: BACCARAT_THEORY.returns[kind],
        })),
      };
    }
    case 'dice lottery': {
      const { DICE_LOTTERY, DICE_THEORY } = await import(source('dice/index.ts'));
      const picked = (kind, pick) => ({
        label: `${kind} ${pick}`,
        bet: { kind, pick: [pick] },
        theory: DICE_THEORY[kind].picks[pick].rtp,
      });
      const flat = (kind) => ({
        label: kind,
        bet: { kind, pick: [] },
        theory: DICE_THEORY[kind].all.rtp,
      });
      return {
        game: DICE_LOTTERY,
        bets: [
          flat('big'),
          flat('small'),
          flat('odd'),
          flat('even'),
          flat('any_triple'),
          picked('sum', 4),
          picked('sum', 10),
          picked('triple', 6),
          picked('double', 2),
          picked('single', 5),
        ],
      };
    }
    case 'bull bull': {
      const { BULL_BULL, BULL_BULL_THEORY } = await import(source('bull-bull/index.ts'));
      return {
        game: BULL_BULL,
        bets: [1, 3, 5].map((hand) => ({
          label: `player ${hand}`,
          bet: { kind: 'player', pick: [hand] },
          theory: BULL_BULL_THEORY.returnPerStake,
        })),
      };
    }
    case 'virtual racing': {
      const { RACING, expectedReturn } = await import(source('racing/index.ts'));
      const bets = [
        { label: 'win, runner 1', bet: { kind: 'win', pick: [1] } },
        { label: 'place, runner 1', bet: { kind: 'place', pick: [1] } },
        { label: 'forecast, 1-2', bet: { kind: 'forecast', pick: [1, 2] } },
      ];
      return {
        game: RACING,
        bets: bets.map((entry) => ({
          ...entry,
          theory: (card) => expectedReturn(entry.bet, card),
        })),
      };
    }
    case 'cockfight': {
      const { COCKFIGHT, expectedReturn } = await import(source('cockfight/index.ts'));
      return {
        game: COCKFIGHT,
        bets: ['meron', 'wala', 'draw'].map((kind) => {
          const bet = { kind, pick: [] };
          return { label: kind, bet, theory: (card) => expectedReturn(bet, card) };
        }),
      };
    }
    default:
      throw new Error(`unknown game ${name}`);
  }
};

const GAMES = ['baccarat', 'dice lottery', 'bull bull', 'virtual racing', 'cockfight'];

if (isMainThread) {
  const rounds = Number(process.env.TABLE_BENCH_ROUNDS ?? 1_000_000);
  const workers = Math.max(1, Math.min(availableParallelism(), 8));
  let missed = 0;
  for (const name of GAMES) {
    const { bets } = await specs(name);
    const share = Math.ceil(rounds / workers);
    const started = performance.now();
    const parts = await Promise.all(
      Array.from({ length: workers }, (_, index) => {
        const count = Math.max(0, Math.min(share, rounds - index * share));
        return new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { name, count, worker: index },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n${name}: ${rounds.toLocaleString('en')} rounds from hash chains, ${Math.round(rounds / seconds).toLocaleString('en')} rounds/s`,
    );
    const rows = bets.map((entry, index) => {
      const sum = parts.reduce((total, part) => total + part.sums[index], 0);
      const squares = parts.reduce((total, part) => total + part.squares[index], 0);
      const theory = parts.reduce((total, part) => total + part.theory[index], 0) / rounds;
      const mean = sum / rounds;
      const deviation = Math.sqrt(Math.max(0, squares / rounds - mean * mean));
      const margin = (Z99 * deviation) / Math.sqrt(rounds);
      const inside = mean - margin <= theory && theory <= mean + margin;
      if (!inside) missed += 1;
      const percent = (value) => `${(value * 100).toFixed(3)} %`;
      return {
        bet: entry.label,
        measured: percent(mean),
        '99 % interval': `${percent(mean - margin)} to ${percent(mean + margin)}`,
        theoretical: percent(theory),
        'house edge': percent(1 - theory),
        check: inside ? 'inside' : 'OUTSIDE',
      };
    });
    console.table(rows);
  }
  if (missed > 0) {
    console.log(`${missed} theoretical figure(s) outside their interval`);
    process.exitCode = 1;
  }
} else {
  const { name, count, worker } = workerData;
  const { game, bets } = await specs(name);
  const { chainSeeds } = await import(source('rounds/index.ts'));
  const { playSharedRound } = await import(source('rounds/index.ts'));
  // Each worker plays its own chain, as a table of its own would.
  const lastSeed = `${worker.toString(16).padStart(2, '0')}${'5e1f0c0a9b8d7e6f'.repeat(4)}`.slice(
    0,
    64,
  );
  const sums = bets.map(() => 0);
  const squares = bets.map(() => 0);
  const theory = bets.map(() => 0);
  let state = game.initialState();
  const chunk = 100_000;
  for (let done = 0; done < count; done += chunk) {
    const length = Math.min(chunk, count - done);
    const seeds = chainSeeds(
      `${lastSeed.slice(0, 56)}${(done / chunk).toString(16).padStart(8, '0')}`,
      length,
    );
    for (const seed of seeds) {
      const played = playSharedRound(game, seed, state);
      for (const [index, entry] of bets.entries()) {
        const value =
          (game.settle(entry.bet, played.card, played.outcome) - game.hold(entry.bet) + 100) / 100;
        sums[index] += value;
        squares[index] += value * value;
        theory[index] +=
          typeof entry.theory === 'function' ? entry.theory(played.card) : entry.theory;
      }
      state = played.state;
    }
  }
  parentPort.postMessage({ sums, squares, theory });
}
