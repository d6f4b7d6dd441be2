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
    expect(list.output).toMatch(/v_baccarat +no +no +Lotus Baccarat/);
    const id = /^(\d+) +2 +1 +e_lotus_fortune/m.exec(list.output)?.[1] ?? '';
    expect((await site('game', 'hide', id)).output).toBe(`Game ${id} is hidden.`);
    expect(await halls()).toEqual([]);
    expect((await site('game', 'show', id)).code).toBe(0);
    expect(await halls()).toEqual([2]);

    expect((await site('provider', 'list')).output).toMatch(/1 +house +GPHO +yes +yes +- +Lotus/);
    expect((await site('provider', 'hide', '1')).code).toBe(0);
    expect(await halls()).toEqual([]);
    expect((await site('provider', 'show', '1')).code).toBe(0);
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
});
