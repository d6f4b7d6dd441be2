import { type Esport, isEsport } from '../types';
import type { FixturePlan } from './plan';
import { playBasketball } from './play-basketball';
import { playEsports } from './play-esports';
import { playFootball } from './play-football';
import { playTennis } from './play-tennis';
import { simulatorStream } from './random';
import type { Timeline } from './timeline';

/** The stream a plan's match is played from: its own label, nonce 1 (0 made its form). */
export const MATCH_NONCE = 1;

/**
 * Plays a fixture out from its plan, the same timeline every time: each sport's match from the
 * very model that prices it (see `play-*.ts`), in model time shown accelerated to
 * `durationMs` of real time for a typical match (by default the plan's).
 */
export const playMatch = (plan: FixturePlan, options: { durationMs?: number } = {}): Timeline => {
  const durationMs = options.durationMs ?? plan.durationMs;
  const random = simulatorStream(plan.seed, plan.id, MATCH_NONCE);
  switch (plan.sport) {
    case 'football':
      return playFootball(plan, random, durationMs);
    case 'basketball':
      return playBasketball(plan, random, durationMs);
    case 'tennis':
      return playTennis(plan, random, durationMs);
    default:
      if (!isEsport(plan.sport)) throw new RangeError('unknown sport');
      return playEsports(plan as FixturePlan & { sport: Esport }, random, durationMs);
  }
};
