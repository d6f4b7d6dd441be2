// `npm run bench` (slot part): play Lotus Fortune rounds through `packages/house-games` with the
// provably fair random stream a real round uses (HMAC-SHA256 of one seed pair, nonces 0, 1, ...)
// and report the return to player with its 99 % confidence interval, the hit frequency, the
// standard deviation of a round and rounds per second. One worker per core plays a share.
//
//   SLOT_BENCH_ROUNDS   rounds in all (default 10,000,000)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();

const games = new URL('../packages/house-games/src/index.ts', import.meta.url).href;
const SERVER_SEED = '5e1f0c0a9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f';
const CLIENT_SEED = 'bench';
const STAKE = 25;

if (isMainThread) {
  const rounds = Number(process.env.SLOT_BENCH_ROUNDS ?? 10_000_000);
  const workers = Math.max(1, Math.min(availableParallelism(), 8));
  const { LOTUS_FORTUNE, LOTUS_FORTUNE_FIGURES, computeSlotMath } = await import(games);
  const share = Math.ceil(rounds / workers);
  const started = performance.now();
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const from = index * share;
      const to = Math.min(rounds, from + share);
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { from, to } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = parts.reduce(
    (sum, part) => ({
      returned: sum.returned + part.returned,
      squares: sum.squares + part.squares,
      hits: sum.hits + part.hits,
      features: sum.features + part.features,
      freeSpins: sum.freeSpins + part.freeSpins,
      capped: sum.capped + part.capped,
      biggest: Math.max(sum.biggest, part.biggest),
    }),
    { returned: 0, squares: 0, hits: 0, features: 0, freeSpins: 0, capped: 0, biggest: 0 },
  );
  const mean = total.returned / rounds;
  const deviation = Math.sqrt(total.squares / rounds - mean * mean);
  const margin = (2.5758 * deviation) / Math.sqrt(rounds);
  const exact = computeSlotMath(LOTUS_FORTUNE).rtp;
  const percent = (value, digits = 2) => `${(value * 100).toFixed(digits)} %`;
  const contains =
    mean - margin <= LOTUS_FORTUNE_FIGURES.rtp && LOTUS_FORTUNE_FIGURES.rtp <= mean + margin;
  console.log(`\nSlot: Lotus Fortune, ${rounds.toLocaleString('en')} rounds, ${workers} workers`);
  console.log(
    `  return to player   ${percent(mean, 3)}, 99 % interval ${percent(mean - margin, 3)} to ${percent(mean + margin, 3)}`,
  );
  console.log(
    `  declared           ${percent(LOTUS_FORTUNE_FIGURES.rtp)} (exact from the strips ${percent(exact, 3)}): ${contains ? 'inside' : 'OUTSIDE'} the interval`,
  );
  console.log(
    `  hit frequency      ${percent(total.hits / rounds)} (declared ${percent(LOTUS_FORTUNE_FIGURES.hitFrequency, 1)})`,
  );
  console.log(
    `  standard deviation ${deviation.toFixed(2)} stakes per round (declared ${LOTUS_FORTUNE_FIGURES.standardDeviation})`,
  );
  console.log(
    `  free spins         1 round in ${(rounds / total.features).toFixed(1)}, ${(total.freeSpins / Math.max(1, total.features)).toFixed(1)} spins each`,
  );
  console.log(
    `  biggest round      ${total.biggest.toFixed(1)} stakes; ${total.capped} rounds at the cap`,
  );
  console.log(
    `  speed              ${Math.round(rounds / seconds).toLocaleString('en')} rounds/s (${seconds.toFixed(1)} s)`,
  );
  if (!contains) process.exitCode = 1;
} else {
  const { LOTUS_FORTUNE, createFairRandom, playSlotRound } = await import(games);
  const { from, to } = workerData;
  const part = {
    returned: 0,
    squares: 0,
    hits: 0,
    features: 0,
    freeSpins: 0,
    capped: 0,
    biggest: 0,
  };
  for (let nonce = from; nonce < to; nonce += 1) {
    const random = createFairRandom({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
    const round = playSlotRound(LOTUS_FORTUNE, random, STAKE);
    const stakes = round.win / STAKE;
    part.returned += stakes;
    part.squares += stakes * stakes;
    if (round.win > 0) part.hits += 1;
    if (round.freeSpins > 0) {
      part.features += 1;
      part.freeSpins += round.freeSpins;
    }
    if (round.capped) part.capped += 1;
    if (stakes > part.biggest) part.biggest = stakes;
  }
  parentPort.postMessage(part);
}
