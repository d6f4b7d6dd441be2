import { describe, expect, it } from 'vitest';

import { ConfigError, demoSeedDecision, loadConfig } from './config';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/member';

const decide = (env: NodeJS.ProcessEnv) => demoSeedDecision(loadConfig(env));

describe('seeding the demo site at start', () => {
  it('seeds the embedded database, in production too (npm start)', () => {
    expect(decide({ NODE_ENV: 'production' })).toEqual({ seed: true, reason: 'embedded' });
    expect(decide({ NODE_ENV: 'development', DATABASE_URL: '' })).toEqual({
      seed: true,
      reason: 'embedded',
    });
  });

  it('leaves a production PostgreSQL database alone unless SEED_DEMO=1', () => {
    expect(decide({ NODE_ENV: 'production', DATABASE_URL: POSTGRES })).toEqual({
      seed: false,
      reason: 'production database',
    });
    expect(decide({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, SEED_DEMO: '' })).toEqual({
      seed: false,
      reason: 'production database',
    });
    expect(decide({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, SEED_DEMO: '1' })).toEqual({
      seed: true,
      reason: 'SEED_DEMO=1',
    });
  });

  it('seeds PostgreSQL outside production, and never with SEED_DEMO=0', () => {
    expect(decide({ NODE_ENV: 'development', DATABASE_URL: POSTGRES })).toEqual({
      seed: true,
      reason: 'not production',
    });
    expect(decide({ NODE_ENV: 'development', SEED_DEMO: '0' })).toEqual({
      seed: false,
      reason: 'SEED_DEMO=0',
    });
  });

  it('refuses any other SEED_DEMO value', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(ConfigError);
  });
});

describe('the agent settlement clock', () => {
  it('runs on the real clock unless told a whole number of days ahead, up to a year', () => {
    expect(loadConfig({}).agentSettlementClockOffsetDays).toBe(0);
    expect(
      loadConfig({ AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS: '7' }).agentSettlementClockOffsetDays,
    ).toBe(7);
    expect(
      loadConfig({ AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS: '366' }).agentSettlementClockOffsetDays,
    ).toBe(366);
    for (const bad of ['-1', '367', '1.5', 'week', '1e9']) {
      expect(() => loadConfig({ AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS: bad }), bad).toThrow(
        /AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS/,
      );
    }
  });
});
