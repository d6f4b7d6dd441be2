import {
  demoHallGamesCall,
  demoPlayCall,
  favoriteStoreCall,
  gameLabelCall,
  gameLeaveCall,
  gameListCall,
  gamePlayCall,
  lastPlayingGameCall,
  memberLayoutCall,
  myCashCall,
  operatorGameSwitchCall,
  operatorHouseRoundsCall,
  operatorMaintenanceCall,
  operatorRotateSeedCall,
  providerGamesCall,
  tagGameListCall,
  templateGameListCall,
} from '@member-site/contracts';
import { FORWARD_GAME_STATUS } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, games, providerCurrencies, providerMaintenance } from '../../db/schema';
import { dataOf as data } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember, createLoggedInMember } from '../../test/members';
import { isLedgerClean } from '../ledger/ledger.service';

let t: TestApp;
const HOUSE = 1;
const SLOT = 2;
const LOTUS = { gp_id: HOUSE, game_type: SLOT, game_code: 'e_lotus_fortune' };
/** The halls with a game to play: the slot's, then the house's five tables. */
const HALLS = [SLOT, 3, 4, 5, 6, 7, 8, 9];
/** Every game on show, in the catalogue's order. */
const GAME_CODES = [
  'e_lotus_fortune',
  'v_baccarat',
  'l_dice_lottery',
  'c_bull_bull',
  't_virtual_racing',
  'd_cockfight',
  's_sportsbook',
  'g_esports',
];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Change the catalogue as the operator does: rows, then the event every process hears. */
const changeCatalogue = async (change: () => Promise<unknown>) => {
  await change();
  t.app.deps.catalogue.changed(1);
};

describe('the game catalogue', () => {
  it('shows only halls that have a game to play, with the house provider in the slot hall', async () => {
    const { list } = data(await t.call(gameListCall, { support_device: 'desktop' }));
    // Sports (4) and esports (9) are announced but switched off: their halls stay hidden.
    expect(list.map((hall) => hall.gt_id)).toEqual(HALLS);
    const hall = list.find((shown) => shown.gt_id === SLOT);
    expect(hall?.name).toBe('Slots');
    expect(hall?.gp_list).toEqual([
      expect.objectContaining({
        gp_id: HOUSE,
        gp_code: 'GPHO',
        game_type: SLOT,
        // The slot hall lists the provider's games instead of opening one.
        game_code: '',
        game_name: 'Lotus Originals',
        house: true,
        force_modal: false,
        maintain_interval: null,
        game_names: ['Lotus Fortune'],
      }),
    ]);
    // Every other hall holds one house table, which the hall opens directly.
    expect(
      list
        .filter((shown) => shown.gt_id !== SLOT)
        .map((shown) => [
          shown.gt_id,
          shown.name,
          shown.gp_list.map((provider) => [
            provider.gp_id,
            provider.game_code,
            provider.game_names,
          ]),
        ]),
    ).toEqual([
      [3, 'Live Casino', [[HOUSE, 'v_baccarat', ['Lotus Baccarat']]]],
      [4, 'Sports', [[HOUSE, 's_sportsbook', ['Lotus Sportsbook']]]],
      [5, 'Lottery', [[HOUSE, 'l_dice_lottery', ['Dice Lottery']]]],
      [6, 'Card Games', [[HOUSE, 'c_bull_bull', ['Bull Bull']]]],
      [7, 'Virtual Sports', [[HOUSE, 't_virtual_racing', ['Virtual Racing']]]],
      [8, 'Cockfight', [[HOUSE, 'd_cockfight', ['Lotus Cockfight']]]],
      [9, 'Esports', [[HOUSE, 'g_esports', ['Lotus Esports']]]],
    ]);
    const chinese = data(await t.call(gameListCall, {}, { language: 'zh_CN' }));
    const chineseSlots = chinese.list.find((shown) => shown.gt_id === SLOT);
    expect(chineseSlots?.name).toBe('电子');
    expect(chineseSlots?.gp_list[0]?.game_names).toEqual(['莲花财富']);
    expect(chinese.list.find((shown) => shown.gt_id === 3)?.gp_list[0]?.game_names).toEqual([
      '金莲百家乐',
    ]);
  });

  it('lists a provider’s games with their label tabs, and the demo games of every hall', async () => {
    const games = data(
      await t.call(providerGamesCall, { gp_id: HOUSE, game_type_id: SLOT, house: 1 }),
    ).data;
    expect(games.map((game) => [game.game_code, game.demo, game.member_favorite])).toEqual([
      ['e_lotus_fortune', true, false],
    ]);
    expect(games[0]?.icon).toMatch(/^\/media\/games\//);
    const labels = data(
      await t.call(gameLabelCall, { gp_id: HOUSE, game_type_id: SLOT }, { language: 'vi_VN' }),
    );
    expect(labels.main).toBe('all');
    expect(labels.list.map((label) => label.label)).toEqual([
      'all',
      'hot',
      'new',
      'free_spins',
      'provably_fair',
    ]);
    expect(labels.list[0]?.name).toBe('Tất cả');
    // A table's hall has no free spins to offer.
    const tableLabels = data(await t.call(gameLabelCall, { gp_id: HOUSE, game_type_id: 3 }));
    expect(tableLabels.list.map((label) => label.label)).toEqual([
      'all',
      'hot',
      'new',
      'provably_fair',
    ]);
    const baccarat = data(
      await t.call(providerGamesCall, { gp_id: HOUSE, game_type_id: 3, house: 1 }),
    ).data;
    expect(baccarat.map((game) => [game.game_code, game.demo, game.labels])).toEqual([
      ['v_baccarat', true, ['hot', 'new', 'provably_fair']],
    ]);
    expect(baccarat[0]?.icon).toMatch(/^\/media\/games\//);
    const demo = data(await t.call(demoHallGamesCall, {})).data;
    expect(demo.map((hall) => [hall.gt_id, hall.list.map((game) => game.game_code)])).toEqual([
      [SLOT, ['e_lotus_fortune']],
      [3, ['v_baccarat']],
      [4, ['s_sportsbook']],
      [5, ['l_dice_lottery']],
      [6, ['c_bull_bull']],
      [7, ['t_virtual_racing']],
      [8, ['d_cockfight']],
      [9, ['g_esports']],
    ]);
    const featured = data(await t.call(templateGameListCall, {})).list;
    expect(featured.map((game) => game.game_code)).toEqual(GAME_CODES);
  });

  it('answers play 101 for a provider it does not show, and no games for an empty hall', async () => {
    const unknown = await t.call(providerGamesCall, { gp_id: 999, game_type_id: SLOT });
    expect(unknown.envelope.code).toBe('101');
    // The esports hall's only game switched off leaves the hall empty.
    const esports = and(eq(games.siteId, 1), eq(games.gameCode, 'g_esports'));
    await changeCatalogue(() =>
      t.database.db.update(games).set({ isActive: false }).where(esports),
    );
    expect(data(await t.call(providerGamesCall, { gp_id: HOUSE, game_type_id: 9 })).data).toEqual(
      [],
    );
    await changeCatalogue(() => t.database.db.update(games).set({ isActive: true }).where(esports));
    const { envelope } = await t.call(providerGamesCall, { gp_id: HOUSE, game_type_id: 1 });
    expect(envelope.code).toBe('400');
  });

  it('searches the tabs: all games, a keyword, and a visitor’s empty favourites', async () => {
    const all = data(await t.call(tagGameListCall, { tag: 'all_game' })).info;
    expect(all.map((game) => game.game_code)).toEqual(GAME_CODES);
    const found = data(await t.call(tagGameListCall, { tag: 'all_game', keyword: '莲花' })).info;
    expect(found.map((game) => game.game_code)).toEqual(['e_lotus_fortune']);
    const tables = data(await t.call(tagGameListCall, { tag: 'all_game', keyword: '金莲' })).info;
    expect(tables.map((game) => game.game_code)).toEqual([
      'v_baccarat',
      'd_cockfight',
      's_sportsbook',
      'g_esports',
    ]);
    const none = data(await t.call(tagGameListCall, { tag: 'all_game', keyword: 'poker' })).info;
    expect(none).toEqual([]);
    expect(data(await t.call(tagGameListCall, { tag: 'my_favorite' })).info).toEqual([]);
    expect(data(await t.call(tagGameListCall, { tag: 'last_play' })).info).toEqual([]);
  });

  it('keeps a member’s favourites and marks them in every list', async () => {
    const { token } = await createLoggedInMember(t);
    const lotus = data(await t.call(tagGameListCall, { tag: 'all_game' })).info.find(
      (game) => game.game_code === 'e_lotus_fortune',
    );
    if (!lotus) throw new Error('Lotus Fortune is listed');
    const stored = data(
      await t.call(
        favoriteStoreCall,
        {
          data: [
            { game_id: lotus.game_id, status: 1 },
            { game_id: 999_999, status: 1 },
          ],
        },
        { token },
      ),
    );
    expect(stored.list).toEqual([{ game_id: lotus.game_id }]);
    const favorites = data(await t.call(tagGameListCall, { tag: 'my_favorite' }, { token })).info;
    expect(favorites.map((game) => [game.game_id, game.member_favorite])).toEqual([
      [lotus.game_id, true],
    ]);
    const removed = data(
      await t.call(favoriteStoreCall, { data: [{ game_id: lotus.game_id, status: 0 }] }, { token }),
    );
    expect(removed.list).toEqual([]);
    const { status } = await t.call(favoriteStoreCall, { data: [] }, {});
    expect(status).toBe(401);
  });

  it('drops a game the operator switches off from every list at once', async () => {
    const lotus = and(eq(games.siteId, 1), eq(games.gameCode, 'e_lotus_fortune'));
    const hallIds = async () => data(await t.call(gameListCall, {})).list.map((hall) => hall.gt_id);
    const codes = async () =>
      data(await t.call(tagGameListCall, { tag: 'all_game' })).info.map((game) => game.game_code);
    await changeCatalogue(() => t.database.db.update(games).set({ isActive: false }).where(lotus));
    // The slot hall had no other game: it goes; the tables stay.
    expect(await hallIds()).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(await codes()).toEqual(GAME_CODES.filter((code) => code !== 'e_lotus_fortune'));
    expect(data(await t.call(demoHallGamesCall, {})).data.map((hall) => hall.gt_id)).not.toContain(
      SLOT,
    );
    expect((await t.call(demoPlayCall, LOTUS)).envelope.code).toBe('101');
    await changeCatalogue(() => t.database.db.update(games).set({ isActive: true }).where(lotus));
    expect(await hallIds()).toEqual(HALLS);
    expect(await codes()).toEqual(GAME_CODES);
  });
});

describe('opening games', () => {
  it('opens the demo slot for a visitor with play money', async () => {
    const answer = data(await t.call(demoPlayCall, { ...LOTUS, currency: 'VND' }));
    expect(answer.game_url).toMatch(/^\/house\/slot\/lotus-fortune#launch=[A-Za-z0-9_-]{43}$/);
    expect(answer.mode).toBeNull();
  });

  it('moves the main balance into the house to play, and back when the member leaves', async () => {
    const { member, token } = await createFundedMember(t, 500_00n);
    const opened = data(
      await t.call(gamePlayCall, { ...LOTUS, lobby_url: '/close', device: 'desktop' }, { token }),
    );
    expect(opened.game_url).toMatch(/^\/house\/slot\/lotus-fortune#launch=/);
    const cash = data(await t.call(myCashCall, {}, { token }));
    expect(cash.main).toBe('0.00');
    expect(cash.my_cash_list[0]).toMatchObject({ gp_id: HOUSE, cash: '500.00', is_light: true });
    expect(
      data(await t.call(memberLayoutCall, {}, { token })).member_common_layout.is_playing,
    ).toBe(true);
    const recent = data(await t.call(lastPlayingGameCall, {}, { token })).list;
    expect(recent).toHaveLength(1);

    // A second game while the first is open: refused, nothing moves.
    const again = await t.call(
      gamePlayCall,
      { ...LOTUS, lobby_url: '/close', device: 'desktop' },
      { token },
    );
    expect(again.envelope.code).toBe('102');

    // Every page of the member hears that the game ended.
    const statuses: number[] = [];
    const stop = t.app.deps.events.subscribe('forward_game.status', (event) => {
      if (event.memberId === member.id) statuses.push(event.code);
    });
    data(await t.call(gameLeaveCall, {}, { token }));
    stop();
    expect(statuses).toEqual([FORWARD_GAME_STATUS.ended]);
    const back = data(await t.call(myCashCall, {}, { token }));
    expect(back.main).toBe('500.00');
    expect(back.my_cash_list[0]).toMatchObject({ gp_id: HOUSE, cash: '0.00', is_light: false });
    expect(
      data(await t.call(memberLayoutCall, {}, { token })).member_common_layout.is_playing,
    ).toBe(false);
    // Leaving twice is fine: the lobby's /close calls it whatever happened.
    data(await t.call(gameLeaveCall, {}, { token }));
    expect(member.currency).toBe('RMB');
    expect(isLedgerClean(await t.app.deps.ledger.verify())).toBe(true);
  });

  it('lets exactly one of 20 simultaneous launches of one member through', async () => {
    const { token } = await createFundedMember(t, 100_00n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(gamePlayCall, { ...LOTUS, lobby_url: '/close', device: 'mobile' }, { token }),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code).sort();
    expect(codes.filter((code) => code === '100')).toHaveLength(1);
    expect(codes.filter((code) => code !== '100').every((code) => code === '102')).toBe(true);
    const cash = data(await t.call(myCashCall, {}, { token }));
    expect([cash.main, cash.my_cash_list[0]?.cash]).toEqual(['0.00', '100.00']);
    data(await t.call(gameLeaveCall, {}, { token }));
    expect(data(await t.call(myCashCall, {}, { token })).main).toBe('100.00');
  });

  it('refuses unknown, switched-off and other-currency games with 101, moving nothing', async () => {
    const { token } = await createFundedMember(t, 10_00n, { currency: 'VND' });
    const open = (body: object) =>
      t.call(gamePlayCall, { lobby_url: '/close', device: 'desktop', ...body }, { token });
    expect((await open({ ...LOTUS, game_code: 'e_nothing' })).envelope.code).toBe('101');
    // A game the operator switched off.
    const sportsbook = eq(games.gameCode, 's_sportsbook');
    await changeCatalogue(() =>
      t.database.db.update(games).set({ isActive: false }).where(sportsbook),
    );
    expect((await open({ ...LOTUS, game_type: 4, game_code: 's_sportsbook' })).envelope.code).toBe(
      '101',
    );
    await changeCatalogue(() =>
      t.database.db.update(games).set({ isActive: true }).where(sportsbook),
    );
    await changeCatalogue(() =>
      t.database.db
        .delete(providerCurrencies)
        .where(
          and(eq(providerCurrencies.providerId, HOUSE), eq(providerCurrencies.currency, 'VND')),
        ),
    );
    expect((await open(LOTUS)).envelope.code).toBe('101');
    await changeCatalogue(() =>
      t.database.db.insert(providerCurrencies).values({ providerId: HOUSE, currency: 'VND' }),
    );
    expect(data(await t.call(myCashCall, {}, { token })).main).toBe('1000');
  });

  it('answers 203 with the maintenance window while the provider is in maintenance', async () => {
    const { token } = await createFundedMember(t, 10_00n);
    const startsAt = new Date(Date.now() - 60_000);
    const endsAt = new Date(Date.now() + 3_600_000);
    await changeCatalogue(() =>
      t.database.db.insert(providerMaintenance).values({ providerId: HOUSE, startsAt, endsAt }),
    );
    const answer = await t.call(
      gamePlayCall,
      { ...LOTUS, lobby_url: '/close', device: 'desktop' },
      { token },
    );
    expect(answer.envelope.code).toBe('203');
    expect(answer.envelope.apiResponseData).toEqual({
      maintain_interval: { start_at: startsAt.toISOString(), end_at: endsAt.toISOString() },
    });
    // The house is in every hall, and in maintenance in every one of them.
    const halls = data(await t.call(gameListCall, {})).list;
    expect(halls.map((hall) => hall.gt_id)).toEqual(HALLS);
    for (const hall of halls) {
      expect(hall.gp_list[0]?.maintain_interval).toEqual({
        start_at: startsAt.toISOString(),
        end_at: endsAt.toISOString(),
      });
    }
    expect(data(await t.call(myCashCall, {}, { token })).main).toBe('10.00');
    await changeCatalogue(() =>
      t.database.db.delete(providerMaintenance).where(eq(providerMaintenance.providerId, HOUSE)),
    );
  });
});

describe('the operator’s game calls', () => {
  let key = '';
  beforeAll(async () => {
    key = (await t.app.deps.operators.create(1, 'games-desk'))?.key ?? '';
  });

  it('hides and shows a provider, with an audit entry, and answers 404 for unknown ids', async () => {
    const hide = { kind: 'provider', id: HOUSE, active: false, reason: 'provider outage' };
    expect(data(await t.call(operatorGameSwitchCall, hide, { token: key }))).toEqual({
      kind: 'provider',
      id: HOUSE,
      active: false,
    });
    expect(data(await t.call(gameListCall, {})).list).toEqual([]);
    data(await t.call(operatorGameSwitchCall, { ...hide, active: true }, { token: key }));
    expect(data(await t.call(gameListCall, {})).list.map((hall) => hall.gt_id)).toEqual(HALLS);
    const unknown = await t.call(
      operatorGameSwitchCall,
      { kind: 'game', id: 999_999, active: false, reason: 'typo' },
      { token: key },
    );
    expect(unknown.envelope.code).toBe('404');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.reason, 'provider outage'))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['operator:games-desk', 'provider_hidden'],
      ['operator:games-desk', 'provider_shown'],
    ]);
    // Without a key: 401 before the body is looked at.
    expect((await t.call(operatorGameSwitchCall, { kind: 'x' })).status).toBe(401);
  });

  it('sets and ends a maintenance window, refusing a window that ends before it starts', async () => {
    const start_at = new Date(Date.now() - 1000).toISOString();
    const end_at = new Date(Date.now() + 60_000).toISOString();
    const set = await t.call(
      operatorMaintenanceCall,
      { gp_id: HOUSE, start_at, end_at, reason: 'upgrade' },
      { token: key },
    );
    expect(data(set).maintain_interval).toEqual({ start_at, end_at });
    expect((await t.call(demoPlayCall, LOTUS)).envelope.code).toBe('203');
    const backwards = await t.call(
      operatorMaintenanceCall,
      { gp_id: HOUSE, start_at: end_at, end_at: start_at, reason: 'oops' },
      { token: key },
    );
    expect(backwards.envelope.code).toBe('400');
    const cleared = await t.call(
      operatorMaintenanceCall,
      { gp_id: HOUSE, reason: 'done' },
      { token: key },
    );
    expect(data(cleared).maintain_interval).toBeNull();
    expect((await t.call(demoPlayCall, LOTUS)).envelope.code).toBe('100');
  });

  it('lists a member’s rounds and rotates their seed', async () => {
    const { member } = await createLoggedInMember(t);
    const empty = data(
      await t.call(operatorHouseRoundsCall, { member_account: member.account }, { token: key }),
    );
    expect(empty).toEqual({ list: [], total_count: 0 });
    const rotated = data(
      await t.call(
        operatorRotateSeedCall,
        { member_account: member.account, reason: 'member asked' },
        { token: key },
      ),
    );
    expect(rotated.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const nobody = await t.call(
      operatorHouseRoundsCall,
      { member_account: 'nobody' },
      { token: key },
    );
    expect(nobody.envelope.code).toBe('404');
  });
});
