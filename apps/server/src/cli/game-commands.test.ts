import {
  demoPlayCall,
  gameListCall,
  gamePlayCall,
  houseSessionCall,
  houseSpinCall,
  myCashCall,
  siteDetailCall,
} from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';

import { houseTableRounds } from '../db/schema';
import { tableGame } from '../providers/house/table-games';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createFundedMember } from '../test/members';
import { runSiteCommand } from './site-commands';

describe('the operator’s game commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);
  const halls = async () =>
    (await t.call(gameListCall, {})).envelope.apiResponseData.list.map((hall) => hall.gt_id);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists games and providers, and shows or hides them in every list at once', async () => {
    const list = await site('game', 'list');
    expect(list.code).toBe(0);
    expect(list.output).toMatch(/e_lotus_fortune +yes +yes +Lotus Fortune/);
    expect(list.output).toMatch(/v_baccarat +yes +yes +Lotus Baccarat/);
    expect(list.output).toMatch(/d_cockfight +yes +yes +Lotus Cockfight/);
    expect(list.output).toMatch(/s_sportsbook +yes +yes +Lotus Sportsbook/);
    const id = /^(\d+) +2 +1 +e_lotus_fortune/m.exec(list.output)?.[1] ?? '';
    expect((await site('game', 'hide', id)).output).toBe(`Game ${id} is hidden.`);
    // The slot hall goes with its only game; the tables' halls stay.
    expect(await halls()).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect((await site('game', 'show', id)).code).toBe(0);
    expect(await halls()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);

    expect((await site('provider', 'list')).output).toMatch(/1 +house +GPHO +yes +yes +- +Lotus/);
    expect((await site('provider', 'hide', '1')).code).toBe(0);
    expect(await halls()).toEqual([]);
    expect((await site('provider', 'show', '1')).code).toBe(0);
    expect(await halls()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await site('provider', 'hide', '77')).code).toBe(1);
    expect((await site('game', 'show', 'x')).code).toBe(2);
  });

  it('sets and ends a maintenance window that launches answer with 203', async () => {
    const { token } = await createFundedMember(t, 10_00n);
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    expect((await site('provider', 'maintenance', '1', '--from', from, '--to', to)).code).toBe(0);
    const lotus = { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune', lobby_url: '/close' };
    const refused = await t.call(gamePlayCall, lotus, { token });
    expect(refused.envelope.code).toBe('203');
    expect((await site('provider', 'maintenance', '1', '--from', to, '--to', from)).code).toBe(2);
    expect((await site('provider', 'maintenance', '1', '--from', 'tomorrow')).code).toBe(2);
    expect((await site('provider', 'maintenance', '1', '--clear')).output).toBe(
      'Provider 1 has no maintenance window.',
    );
    expect((await t.call(gamePlayCall, lotus, { token })).envelope.code).toBe('100');
  });

  it('closes the site’s games: every launch refused with the closed-site message, money still answers', async () => {
    const { token } = await createFundedMember(t, 10_00n);
    const lotus = { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune' };
    const play = () => t.call(gamePlayCall, { ...lotus, lobby_url: '/close' }, { token });
    const detail = async () =>
      (await t.call(siteDetailCall, { site_id: 1 })).envelope.apiResponseData.detail;

    expect((await site('games', 'close')).output).toBe(
      'Site 1 has closed its games: every launch is refused.',
    );
    expect((await detail()).games_closed).toBe(true);
    const refused = await play();
    expect(refused.envelope.code).toBe('105');
    expect(refused.envelope.message).toBe('This site has closed. Thank you for your support.');
    const chinese = await t.call(demoPlayCall, lotus, { language: 'zh_CN' });
    expect([chinese.envelope.code, chinese.envelope.message]).toEqual([
      '105',
      '本站已关闭，感谢您的支持',
    ]);
    // Nothing moved, and the wallet still answers so that members can take their money out.
    expect((await t.call(myCashCall, {}, { token })).envelope.apiResponseData.main).toBe('10.00');

    expect((await site('games', 'shut')).code).toBe(2);
    expect((await site('games', 'open')).output).toBe('Site 1 has opened its games.');
    expect((await detail()).games_closed).toBe(false);
    expect((await play()).envelope.code).toBe('100');
  });

  it('prints a member’s rounds and rotates their seed', async () => {
    const { member, token } = await createFundedMember(t, 10_00n);
    expect((await site('house', 'rounds', member.account)).output).toContain('played no rounds');
    const { game_url } = (
      await t.call(
        gamePlayCall,
        { gp_id: 1, game_type: 2, game_code: 'e_lotus_fortune', lobby_url: '/close' },
        { token },
      )
    ).envelope.apiResponseData;
    const launch = game_url.split('#launch=')[1] ?? '';
    const session = (await t.call(houseSessionCall, { launch_token: launch })).envelope
      .apiResponseData;
    const headers = { authorization: session.session_token };
    await t.call(houseSpinCall, { stake: '0.50', request_id: 'cli-round-0001' }, { headers });
    const rounds = await site('house', 'rounds', member.account);
    expect(rounds.output).toMatch(/0\.50 .* \(active\) +0 +/);
    const rotated = await site('house', 'rotate-seed', member.account);
    expect(rotated.output).toMatch(/^Revealed server seed [0-9a-f]{64} .*, 1 rounds\./);
    expect((await site('house', 'rounds', member.account)).output).toContain('(revealed)');
    expect((await site('house', 'rounds', 'nobody')).code).toBe(1);
  });

  it('opens, configures and closes a house table, publishes its chains and voids a round', async () => {
    expect((await site('table', 'list')).output).toBe('Site 1 has no house tables yet.');
    const opened = await site('table', 'open', 'l_dice_lottery', 'RMB');
    expect(opened.output).toMatch(
      /^Table \d+ \(l_dice_lottery, RMB\) is open: stakes 5.00 to 20000.00/,
    );
    const limits = await site(
      'table',
      'limits',
      'l_dice_lottery',
      'RMB',
      '--min',
      '10',
      '--max',
      '500',
    );
    expect(limits.output).toMatch(/stakes 10.00 to 500.00 in steps of 1.00/);
    // Limits and clocks are checked as a whole: a minimum off the step, a close after the draw.
    expect((await site('table', 'limits', 'l_dice_lottery', 'RMB', '--step', '3')).code).toBe(1);
    expect((await site('table', 'clock', 'l_dice_lottery', 'RMB', '--close', '60')).code).toBe(1);
    const clock = await site(
      'table',
      'clock',
      'l_dice_lottery',
      'RMB',
      '--round',
      '40',
      '--close',
      '4',
    );
    expect(clock.output).toMatch(/rounds of 40 s closing 4 s before the draw/);
    expect((await site('table', 'open', 'e_lotus_fortune', 'RMB')).code).toBe(1);
    expect((await site('table', 'open', 'l_dice_lottery', 'XYZ')).code).toBe(2);

    const before = (await site('table', 'list')).output;
    const chain = await site('table', 'chain', 'l_dice_lottery', 'RMB', '--length', '500');
    expect(chain.output).toMatch(/^Published a chain of 500 rounds, commitment [0-9a-f]{64}\.$/);
    const commitment = /commitment ([0-9a-f]{64})/.exec(chain.output)?.[1] ?? '';
    expect(before).not.toContain(commitment);
    expect((await site('table', 'list')).output).toContain(commitment);

    // A round opened on the table, voided from the command line, is refunded and audited.
    const [row] = await t.app.deps.tables.tables(1);
    if (!row) throw new Error('no table');
    const game = tableGame('l_dice_lottery');
    if (!game) throw new Error('no dice game');
    await t.app.deps.tables.advance(row.id, game);
    const view = await t.app.deps.tables.views(1);
    expect(view[0]?.round_seconds).toBe(40);
    const state = await t.database.db
      .select()
      .from(houseTableRounds)
      .where(eq(houseTableRounds.tableId, row.id));
    const roundId = state[0]?.id ?? 0;
    expect((await site('table', 'void', String(roundId))).code).toBe(2);
    const voided = await site('table', 'void', String(roundId), '--reason', 'dealer error');
    expect(voided.output).toBe(`Round 1 of table ${row.id} is voided; its bets are refunded.`);
    expect((await site('table', 'void', String(roundId), '--reason', 'again')).code).toBe(1);
    expect((await site('table', 'close', 'l_dice_lottery', 'RMB')).output).toMatch(/is closed/);
    const audit = await t.app.deps.operators.auditLog(1, 20);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'house_table_limits',
        'house_table_clock',
        'house_chain_published',
        'house_round_voided',
        'house_table_closed',
      ]),
    );
  });
});
