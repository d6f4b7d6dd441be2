import {
  balanceGetBackCall,
  memberLayoutCall,
  myCashCall,
  oneKeyReturnCall,
} from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { gameProviders, ledgerTransfers } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createFundedMember, createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { nextKey } from '../ledger/ledger.testing';
import { type MemoryProvider, createMemoryProvider } from './memory-provider.testing';
import { ProviderError } from './provider-adapter';

let t: TestApp;
/** gp_id by code. */
const gp: Record<string, number> = {};
const adapters: Record<string, MemoryProvider> = {};

const addProvider = async (
  code: string,
  names: Record<string, string> & { en_US: string },
  options: { adapter?: boolean; status?: 'active' | 'maintenance' } = {},
) => {
  const [row] = await t.database.db
    .insert(gameProviders)
    .values({
      siteId: 1,
      code,
      name: names,
      iconLight: `/icons/${code}-light.svg`,
      iconDark: `/icons/${code}-dark.svg`,
      status: options.status ?? 'active',
    })
    .returning();
  if (!row) throw new Error('provider insert failed');
  gp[code] = row.id;
  if (options.adapter !== false) {
    const adapter = createMemoryProvider(code, { delayMs: 1 });
    adapters[code] = adapter;
    t.app.deps.providers.register(adapter);
  }
};

const adapter = (code: string): MemoryProvider => {
  const found = adapters[code];
  if (!found) throw new Error(`no adapter ${code}`);
  return found;
};
const gpId = (code: string): number => {
  const id = gp[code];
  if (id === undefined) throw new Error(`no provider ${code}`);
  return id;
};

/** A logged-in RMB member whose main wallet received `amount` minor units from a deposit. */
const fundedMember = (amount: bigint) => createFundedMember(t, amount);

const transferIn = (member: TestMember, code: string, amount: bigint, key = nextKey('in')) =>
  t.app.deps.wallet.transferToProvider(member, gpId(code), amount, key);

const myCash = async (token: string, language: 'en_US' | 'zh_CN' = 'en_US') => {
  const { status, envelope } = await t.call(myCashCall, {}, { token, language });
  expect(status).toBe(200);
  expect(envelope.code).toBe('100');
  return envelope.apiResponseData;
};

const cashOf = (data: Awaited<ReturnType<typeof myCash>>, code: string) =>
  data.my_cash_list.find((entry) => entry.gp_id === gpId(code))?.cash;

const expectLedgerClean = async () => {
  const report = await verifyLedger(t.database.db);
  expect(isLedgerClean(report)).toBe(true);
};

beforeAll(async () => {
  t = await buildTestApp();
  // Inserted in this order so gp_id order is zeta, alpha, beta, ghost, closed, sleepy, solo.
  await addProvider('zeta', { en_US: 'Zeta Games', zh_CN: '泽塔游戏' });
  await addProvider('alpha', { en_US: 'Alpha Slots', zh_CN: '阿尔法老虎机' });
  await addProvider('beta', { en_US: 'Beta Live' });
  await addProvider('ghost', { en_US: 'Ghost (no adapter)' }, { adapter: false });
  await addProvider('closed', { en_US: 'Closed Hall' }, { status: 'maintenance' });
  await addProvider('sleepy', { en_US: 'Sleepy Poker' });
  await addProvider('solo', { en_US: 'Solo Fish' });
});

afterEach(() => {
  for (const each of Object.values(adapters)) each.setMode('ok');
});

afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  it('answers 401 to every wallet call without a session', async () => {
    for (const contract of [myCashCall, oneKeyReturnCall, balanceGetBackCall]) {
      const { status, envelope } = await t.call(contract, {});
      expect(status).toBe(401);
      expect(envelope.code).toBe('401');
    }
  });
});

describe('/member/profile/my_cash', () => {
  it('lists lit platforms first, then by gp_id, with the main wallet and the total', async () => {
    const { member, token } = await fundedMember(100_00n);
    await transferIn(member, 'beta', 30_00n);
    await transferIn(member, 'alpha', 20_05n);

    const data = await myCash(token, 'zh_CN');
    const ids = data.my_cash_list.map((entry) => entry.gp_id);
    expect(ids.slice(0, 2)).toEqual([gpId('alpha'), gpId('beta')]);
    const dark = data.my_cash_list.slice(2);
    expect(dark.every((entry) => !entry.is_light && entry.cash === '0.00')).toBe(true);
    expect(dark.map((entry) => entry.gp_id)).toEqual(
      [...dark.map((entry) => entry.gp_id)].sort((a, b) => a - b),
    );
    expect(dark.map((entry) => entry.gp_id)).toContain(gpId('zeta'));

    const alpha = data.my_cash_list[0];
    expect(alpha).toEqual({
      gp_id: gpId('alpha'),
      gp_name: '阿尔法老虎机',
      cash: '20.05',
      is_light: true,
      icon_light: '/icons/alpha-light.svg',
      icon_dark: '/icons/alpha-dark.svg',
      status: 'active',
    });
    // No Chinese name: the English one.
    expect(data.my_cash_list[1]?.gp_name).toBe('Beta Live');
    expect(data.main).toBe('49.95');
    expect(data.total).toBe('100.00');

    const statuses = Object.fromEntries(
      data.my_cash_list.map((entry) => [entry.gp_id, entry.status]),
    );
    expect(statuses[gpId('ghost')]).toBe('unavailable');
    expect(statuses[gpId('closed')]).toBe('maintenance');

    const layout = await t.call(memberLayoutCall, {}, { token });
    expect(layout.envelope.apiResponseData.member_common_layout.member_cash).toBe('49.95');
  });

  it('shows a new member an empty main wallet and every platform dark', async () => {
    const { token } = await createLoggedInMember(t);
    const data = await myCash(token);
    expect(data.main).toBe('0.00');
    expect(data.total).toBe('0.00');
    expect(data.my_cash_list.length).toBeGreaterThanOrEqual(7);
    expect(data.my_cash_list.some((entry) => entry.is_light)).toBe(false);
  });
});

describe('transferToProvider', () => {
  it('moves nothing when the provider refuses, and the ledger shows no money there', async () => {
    const { member, token } = await fundedMember(50_00n);
    adapter('zeta').failNextTransfer('refused');
    await expect(transferIn(member, 'zeta', 10_00n)).rejects.toBeInstanceOf(ProviderError);

    const data = await myCash(token);
    expect(data.main).toBe('50.00');
    expect(cashOf(data, 'zeta')).toBe('0.00');
    expect(adapter('zeta').balanceOf(member.id)).toBe(0n);
    await expectLedgerClean();
  });

  it('refuses more than the main wallet holds (money 105) and a provider without adapter', async () => {
    const { member, token } = await fundedMember(5_00n);
    await expect(transferIn(member, 'zeta', 5_01n)).rejects.toMatchObject({ code: '105' });
    await expect(transferIn(member, 'ghost', 1_00n)).rejects.toMatchObject({
      reason: 'unavailable',
    });
    await expect(transferIn(member, 'closed', 1_00n)).rejects.toMatchObject({
      reason: 'maintenance',
    });
    expect((await myCash(token)).main).toBe('5.00');
  });

  it('moves the money once however often the same key is sent', async () => {
    const { member, token } = await fundedMember(50_00n);
    const key = nextKey('same');
    const results = await Promise.all([
      transferIn(member, 'zeta', 7_00n, key),
      transferIn(member, 'zeta', 7_00n, key),
      transferIn(member, 'zeta', 7_00n, key),
    ]);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const data = await myCash(token);
    expect(data.main).toBe('43.00');
    expect(cashOf(data, 'zeta')).toBe('7.00');
    expect(adapter('zeta').balanceOf(member.id)).toBe(7_00n);
  });
});

describe('one-key return', () => {
  it('moves every provider balance back, settles wins and reports each provider', async () => {
    const { member, token } = await fundedMember(100_00n);
    await transferIn(member, 'alpha', 30_00n);
    await transferIn(member, 'beta', 20_00n);
    // A win at alpha and a loss at beta on the provider side.
    adapter('alpha').setBalance(member.id, 35_50n);
    adapter('beta').setBalance(member.id, 12_00n);

    const published: string[] = [];
    const stops = [
      t.app.deps.events.subscribe('member.cash', (event) => {
        if (event.memberId === member.id) published.push(`cash ${event.cash}`);
      }),
      t.app.deps.events.subscribe('all_transfer_back', (event) => {
        if (event.memberId === member.id) published.push('all_transfer_back');
      }),
    ];
    const { envelope } = await t.call(oneKeyReturnCall, {}, { token });
    for (const stop of stops) stop();

    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData).toEqual({
      list: [
        {
          gp_id: gpId('alpha'),
          gp_name: 'Alpha Slots',
          amount: '35.50',
          status: 'success',
          code: '100',
        },
        {
          gp_id: gpId('beta'),
          gp_name: 'Beta Live',
          amount: '12.00',
          status: 'success',
          code: '100',
        },
      ],
      main: '97.50',
    });
    expect(published).toEqual(['cash 97.50', 'all_transfer_back']);
    expect(adapter('alpha').balanceOf(member.id)).toBe(0n);
    expect(adapter('beta').balanceOf(member.id)).toBe(0n);

    const data = await myCash(token);
    expect(data.main).toBe('97.50');
    expect(data.total).toBe('97.50');
    expect(data.my_cash_list.some((entry) => entry.is_light)).toBe(false);

    const settlements = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'game_settlement')));
    expect(settlements.map((row) => row.amount)).toEqual(expect.arrayContaining([5_50n, 8_00n]));
    await expectLedgerClean();
  });

  it('leaves a failing provider’s money where it was while the others come back', async () => {
    const { member, token } = await fundedMember(100_00n);
    await transferIn(member, 'alpha', 30_00n);
    await transferIn(member, 'beta', 20_00n);
    adapter('beta').failNextTransfer('unavailable');

    const { envelope } = await t.call(balanceGetBackCall, {}, { token });
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData.list).toEqual([
      expect.objectContaining({ gp_id: gpId('alpha'), status: 'success', amount: '30.00' }),
      expect.objectContaining({
        gp_id: gpId('beta'),
        status: 'failed',
        code: '104',
        amount: '0.00',
      }),
    ]);
    const data = await myCash(token);
    expect(data.main).toBe('80.00');
    expect(cashOf(data, 'beta')).toBe('20.00');
    expect(data.my_cash_list[0]?.gp_id).toBe(gpId('beta'));
    expect(adapter('beta').balanceOf(member.id)).toBe(20_00n);
    await expectLedgerClean();
  });

  it('answers 101 when no provider holds money', async () => {
    const { token } = await fundedMember(10_00n);
    const { envelope } = await t.call(oneKeyReturnCall, {}, { token });
    expect(envelope.status).toBe('error');
    expect(envelope.code).toBe('101');
    expect(envelope.message).not.toBe('');
  });

  it('answers 102 while a game is in progress and moves nothing', async () => {
    const { member, token } = await fundedMember(10_00n);
    await transferIn(member, 'solo', 4_00n);
    adapter('solo').setPlaying(member.id, true);
    const { envelope } = await t.call(oneKeyReturnCall, {}, { token });
    adapter('solo').setPlaying(member.id, false);
    expect(envelope.code).toBe('102');
    expect(cashOf(await myCash(token), 'solo')).toBe('4.00');
  });

  it('answers 103 when every provider holding money is in maintenance', async () => {
    const { member, token } = await fundedMember(10_00n);
    await transferIn(member, 'sleepy', 4_00n);
    adapter('sleepy').setMode('maintenance');
    const { envelope } = await t.call(oneKeyReturnCall, {}, { token });
    expect(envelope.code).toBe('103');
    const data = envelope.apiResponseData;
    expect(data.list).toEqual([
      expect.objectContaining({ gp_id: gpId('sleepy'), status: 'maintenance', code: '103' }),
    ]);
    expect(cashOf(await myCash(token), 'sleepy')).toBe('4.00');
  });

  it('answers 104 when every attempted return failed', async () => {
    const { member, token } = await fundedMember(10_00n);
    await transferIn(member, 'solo', 3_00n);
    await transferIn(member, 'sleepy', 2_00n);
    adapter('solo').setMode('unavailable');
    adapter('sleepy').setMode('refused');
    const { envelope } = await t.call(oneKeyReturnCall, {}, { token });
    expect(envelope.code).toBe('104');
    const data = await myCash(token);
    expect(data.main).toBe('5.00');
    expect(data.total).toBe('10.00');
    await expectLedgerClean();
  });

  it('answers 105 within 10 s of the previous return, on either path', async () => {
    const { member, token } = await fundedMember(10_00n);
    await transferIn(member, 'zeta', 3_00n);
    expect((await t.call(oneKeyReturnCall, {}, { token })).envelope.code).toBe('100');
    await transferIn(member, 'zeta', 2_00n);
    const again = await t.call(balanceGetBackCall, {}, { token });
    expect(again.envelope.code).toBe('105');
    expect(cashOf(await myCash(token), 'zeta')).toBe('2.00');
  });

  it('never touches another member’s wallets', async () => {
    const first = await fundedMember(10_00n);
    const second = await fundedMember(10_00n);
    await transferIn(first.member, 'zeta', 3_00n);
    await transferIn(second.member, 'zeta', 4_00n);
    expect((await t.call(oneKeyReturnCall, {}, { token: first.token })).envelope.code).toBe('100');
    const other = await myCash(second.token);
    expect(cashOf(other, 'zeta')).toBe('4.00');
    expect(other.main).toBe('6.00');
    expect(adapter('zeta').balanceOf(second.member.id)).toBe(4_00n);
  });
});

describe('under concurrency', () => {
  it('keeps the ledger clean and every balance exactly as accepted', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => fundedMember(100_00n)));
    const codes = ['zeta', 'alpha', 'beta'];
    const accepted = new Map<number, bigint>();
    const returned = new Map<number, bigint>();
    const add = (map: Map<number, bigint>, id: number, amount: bigint) =>
      map.set(id, (map.get(id) ?? 0n) + amount);

    // A wallet service without the 10 s limit, so the returns really race the transfers.
    const { createWalletService } = await import('./wallet.service');
    const unlimited = createWalletService(t.database.db, {
      ledger: t.app.deps.ledger,
      providers: t.app.deps.providers,
      events: t.app.deps.events,
      rateLimiter: {
        ...t.app.deps.rateLimiter,
        hit: () => Promise.resolve({ allowed: true as const }),
      },
    });

    const outcomes: string[] = [];
    // Money at every provider before the race, so the first returns find something.
    for (const { member } of members) {
      for (const code of codes) {
        await transferIn(member, code, 5_00n);
        add(accepted, member.id, 5_00n);
      }
    }
    const work: Promise<void>[] = [];
    for (const { member, token } of members) {
      for (let i = 0; i < 60; i += 1) {
        const code = codes[i % codes.length] ?? 'zeta';
        const amount = BigInt(1_00 + i);
        work.push(
          transferIn(member, code, amount).then(
            () => void add(accepted, member.id, amount),
            () => undefined,
          ),
        );
        if (i % 3 === 0) {
          work.push(
            unlimited.oneKeyReturn(member, 'en_US').then(
              (data) => {
                for (const item of data.list) {
                  const minor = BigInt(item.amount.replace('.', ''));
                  add(returned, member.id, minor);
                }
              },
              (error: unknown) => void outcomes.push(String((error as { code?: string }).code)),
            ),
          );
        }
        if (i % 20 === 0) {
          work.push(
            t.call(oneKeyReturnCall, {}, { token }).then(({ envelope }) => {
              if (envelope.code !== '100') return;
              for (const item of envelope.apiResponseData.list) {
                add(returned, member.id, BigInt(item.amount.replace('.', '')));
              }
            }),
          );
        }
      }
    }
    await Promise.all(work);
    expect([...returned.values()].some((amount) => amount > 0n)).toBe(true);
    // Each refusal is one of the one-key return's own codes, never a fault.
    expect(outcomes.every((code) => ['101', '102', '104'].includes(code))).toBe(true);

    await expectLedgerClean();
    for (const { member, token } of members) {
      const data = await myCash(token);
      const atProviders = codes.reduce(
        (sum, code) => sum + BigInt((cashOf(data, code) ?? '0').replace('.', '')),
        0n,
      );
      const main = BigInt(data.main.replace('.', ''));
      expect(main + atProviders).toBe(100_00n);
      expect(data.total).toBe('100.00');
      for (const code of codes) {
        expect(BigInt((cashOf(data, code) ?? '0').replace('.', ''))).toBe(
          adapter(code).balanceOf(member.id),
        );
      }
      const moved = (accepted.get(member.id) ?? 0n) - (returned.get(member.id) ?? 0n);
      expect(atProviders).toBe(moved);
      expect(main).toBe(100_00n - moved);
      expect(accepted.get(member.id) ?? 0n).toBeGreaterThan(0n);
    }
  }, 120_000);
});
