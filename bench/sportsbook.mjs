// `npm run bench` (sportsbook part): price, play and settle at least 100,000 markets of the
// simulated sportsbook, and check that what the book keeps is what its posted odds say.
//
// Fixtures come from the simulator's schedule (a fixed seed, day after day from 2025-01-01, every
// league), each with the markets `marketsFor` offers. Each market is priced pre-match from the
// fixture's own model (`chancesOf` on its initial state), each selection posted at
// `oddsFor(chances, 1 - DEFAULT_MARGINS[type])` (a selection too likely to price is not
// offered), the match is played out by `playMatch`, every offered selection is settled with
// `settleSelection` and paid by `betReturn`, one unit staked on each.
//
// Per market type the table shows:
// - margin: the configured one;
// - posted: 1 - the mean expected return of the posted odds under the model's chances (the odds
//   are rounded down to whole hundredths, so it is a little above the configured margin);
// - measured: 1 - returned / staked, with its 99 % confidence interval. The selections of one
//   fixture's markets of a type are not independent (a home win is an away loss, the lines of a
//   handicap move together), so the interval treats each fixture's markets of a type as one
//   draw: the ratio estimator's variance, sum over draws of (returned - ratio x staked)^2 over
//   staked^2;
// - check: whether the interval holds the posted figure.
//
// With ten intervals at 99 %, about one run in ten has a posted figure outside one of them by
// chance alone (the seed is fixed, so a given version of the code always shows the same table).
// The bench fails only when a posted figure is outside its 99.9 % interval, which chance alone
// does about one run in a hundred.
//
//   SPORTS_BENCH_MARKETS   markets to settle at least (default 100,000)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();

const source = (path) =>
  new URL(`../packages/house-games/src/sports/${path}`, import.meta.url).href;
const Z99 = 2.5758;
const Z999 = 3.2905;
const SEED = 'sportsbook bench';
const FROM = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
/** A stake of 10,000 minor units: any return at whole-hundredth odds is a whole number of them. */
const STAKE = 10_000n;

if (isMainThread) {
  const target = Number(process.env.SPORTS_BENCH_MARKETS ?? 100_000);
  const { scheduleFixtures } = await import(source('simulator/index.ts'));
  const { marketsFor } = await import(source('models/index.ts'));
  const { MARKET_TYPES, DEFAULT_MARGINS } = await import(source('index.ts'));

  // The fixtures, day by day in kick-off order, until their markets reach the target.
  const started = performance.now();
  const fixtures = [];
  let markets = 0;
  for (let day = 0; markets < target; day += 1)
    for (const plan of scheduleFixtures(SEED, FROM + day * DAY, FROM + (day + 1) * DAY)) {
      if (markets >= target) break;
      const offered = marketsFor(plan.sport, plan.strengths);
      fixtures.push({ plan, markets: offered });
      markets += offered.length;
    }

  const workers = Math.max(1, Math.min(availableParallelism(), 8));
  const share = Math.ceil(fixtures.length / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const chunk = fixtures.slice(index * share, (index + 1) * share);
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { fixtures: chunk } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const count = (value) => value.toLocaleString('en');
  const bySport = new Map();
  for (const { plan } of fixtures) bySport.set(plan.sport, (bySport.get(plan.sport) ?? 0) + 1);
  const sports = [...bySport].map(([sport, played]) => `${sport} ${count(played)}`);
  console.log(
    `\nsportsbook: ${count(markets)} markets of ${count(fixtures.length)} simulated fixtures ` +
      `(${sports.join(', ')}), priced, played and settled in ${seconds.toFixed(1)} s`,
  );

  const percent = (value) => `${(value * 100).toFixed(2)} %`;
  let outside = 0;
  let missed = 0;
  const rows = [];
  for (const type of MARKET_TYPES) {
    const totals = parts.reduce(
      (sum, part) => {
        const own = part[type];
        if (!own) return sum;
        for (const key of Object.keys(sum)) sum[key] += own[key];
        return sum;
      },
      { markets: 0, bets: 0, staked: 0, returned: 0, expected: 0, draws: 0 },
    );
    if (totals.markets === 0) continue;
    const ratio = totals.returned / totals.staked;
    // Sum over draws of (returned - ratio staked)^2, from the workers' sums of R^2, RS and S^2.
    const squares = parts.reduce((sum, part) => {
      const own = part[type];
      return own ? sum + own.rr - 2 * ratio * own.rs + ratio * ratio * own.ss : sum;
    }, 0);
    const halfWidth = (Z99 * Math.sqrt(Math.max(0, squares))) / totals.staked;
    const measured = 1 - ratio;
    const posted = 1 - totals.expected / totals.staked;
    const inside = measured - halfWidth <= posted && posted <= measured + halfWidth;
    if (!inside) outside += 1;
    if (Math.abs(measured - posted) > (halfWidth * Z999) / Z99) missed += 1;
    rows.push({
      market: type,
      markets: count(totals.markets),
      bets: count(totals.bets),
      margin: percent(DEFAULT_MARGINS[type]),
      posted: percent(posted),
      measured: percent(measured),
      '99 % interval': `${percent(measured - halfWidth)} to ${percent(measured + halfWidth)}`,
      check: inside ? 'inside' : 'OUTSIDE',
    });
  }
  console.table(rows);
  if (outside > 0)
    console.log(
      `${outside} posted margin(s) outside their 99 % interval, ${missed} outside their 99.9 % one`,
    );
  if (missed > 0) process.exitCode = 1;
} else {
  const { fixtures } = workerData;
  const { chancesOf } = await import(source('models/index.ts'));
  const { initialState, playMatch } = await import(source('simulator/index.ts'));
  const { DEFAULT_MARGINS, betReturn, expectedReturn, oddsFor, settleSelection } = await import(
    source('index.ts')
  );
  const stats = {};
  for (const { plan, markets } of fixtures) {
    const prematch = initialState(plan.sport, plan.firstServer);
    const priced = chancesOf(plan, prematch, markets);
    const { result } = playMatch(plan);
    // One draw per market type of the fixture: its stakes and returns summed.
    const draws = new Map();
    for (const { market, selections } of priced) {
      const own = (stats[market.type] ??= {
        markets: 0,
        bets: 0,
        staked: 0,
        returned: 0,
        expected: 0,
        draws: 0,
        rr: 0,
        rs: 0,
        ss: 0,
      });
      own.markets += 1;
      const draw = draws.get(market.type) ?? { staked: 0, returned: 0 };
      for (const { key, chances } of selections) {
        const odds = oddsFor(chances, 1 - DEFAULT_MARGINS[market.type]);
        if (odds === null) continue;
        const outcome = settleSelection(market, key, result);
        const returned = Number(betReturn(STAKE, [{ odds, outcome }])) / Number(STAKE);
        own.bets += 1;
        own.staked += 1;
        own.returned += returned;
        own.expected += expectedReturn(chances, odds);
        draw.staked += 1;
        draw.returned += returned;
      }
      draws.set(market.type, draw);
    }
    for (const [type, { staked, returned }] of draws) {
      const own = stats[type];
      own.draws += 1;
      own.rr += returned * returned;
      own.rs += returned * staked;
      own.ss += staked * staked;
    }
  }
  parentPort.postMessage(stats);
}
