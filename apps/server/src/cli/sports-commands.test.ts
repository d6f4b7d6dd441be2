import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../db/schema';
import { type TestApp, buildTestApp } from '../test/helpers';
import { runSiteCommand } from './site-commands';

describe('the operator’s sportsbook commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists fixtures, enters and corrects a result, and cancels a fixture', async () => {
    expect((await site('sports', 'list')).output).toBe('Site 1 has no fixtures.');
    const add = (ref: string, sport: 'football' | 'tennis') =>
      t.app.deps.sportsSettlement.addFixture(1, {
        ref,
        sport,
        league: { id: 'cup', name: 'The Cup' },
        home: { id: 'h', name: 'Lions' },
        away: { id: 'a', name: 'Tigers' },
        startsAt: new Date(Date.now() + 60_000),
        markets: [
          {
            type: sport === 'football' ? '1x2' : 'ml',
            line: null,
            main: true,
            margin: 0.05,
            selections:
              sport === 'football'
                ? [
                    { key: 'home', odds: 200 },
                    { key: 'draw', odds: 300 },
                    { key: 'away', odds: 400 },
                  ]
                : [
                    { key: 'home', odds: 180 },
                    { key: 'away', odds: 200 },
                  ],
          },
        ],
      });
    const football = await add('cli-1', 'football');
    const tennis = await add('cli-2', 'tennis');
    const listed = await site('sports', 'list', '--status', 'scheduled');
    expect(listed.output).toMatch(new RegExp(`${football.id} +football +The Cup +Lions v Tigers`));

    const id = String(football.id);
    expect((await site('sports', 'result', id, '2-1')).code).toBe(2);
    expect((await site('sports', 'result', id, 'two', '--reason', 'x')).code).toBe(2);
    const entered = await site('sports', 'result', id, '2-1', '--reason', 'feed down');
    expect([entered.code, entered.output]).toEqual([
      0,
      `Fixture ${id} (Lions v Tigers) is finished; its bets are settled to the result.`,
    ]);
    const again = await site('sports', 'result', id, '2-1', '--reason', 'again');
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/126/);
    expect((await site('sports', 'result', id, '1-1', '--reason', 'VAR')).code).toBe(0);
    expect((await site('sports', 'list', '--status', 'finished')).output).toMatch(/"home":1/);

    const sets = await site('sports', 'result', String(tennis.id), '6-4,3-6,7-6', '--reason', 'x');
    expect(sets.code).toBe(0);
    const other = await add('cli-3', 'football');
    const cancelled = await site('sports', 'cancel', String(other.id), '--reason', 'storm');
    expect(cancelled.code).toBe(0);
    expect((await site('sports', 'cancel', String(other.id), '--reason', 'again')).code).toBe(1);
    expect((await site('sports', 'cancel', '999999', '--reason', 'x')).code).toBe(1);
    const actions = (await t.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'sport_result_entered',
        'sport_result_corrected',
        'sport_fixture_cancelled',
      ]),
    );
  });
});
