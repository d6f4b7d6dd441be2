import {
  agentDownlineCall,
  agentLinksCall,
  agentStatusCall,
  agentTransferCall,
  agentTransfersCall,
} from '@member-site/contracts';
import { readFile } from 'node:fs/promises';

import { MEMBER_STATUSES, SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { agentTree, members } from '../../db/schema';
import { zonedDateOf } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { register, rmbRegistration } from '../register/register.testing';
import {
  createAgent,
  createDownlineMember,
  creditWallet,
  openProgramme,
  requestId,
  setPlan,
} from './agent.testing';

let t: TestApp;
let key: string;
let planId: number;
const SITE = { id: 1, currencies: ['RMB', 'VND', 'USD'] as const };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
  const created = await t.app.deps.operators.create(1, 'agents');
  if (!created) throw new Error('operator not created');
  key = created.key;
  planId = (await setPlan(t, key)).id;
  await openProgramme(t, key);
});
afterAll(async () => {
  await t.close();
});

const treeOf = (memberId: number) =>
  t.database.db
    .select({ ancestorId: agentTree.ancestorId, depth: agentTree.depth })
    .from(agentTree)
    .where(eq(agentTree.memberId, memberId))
    .orderBy(asc(agentTree.depth));

const idOf = async (account: string): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

describe('the hierarchy written at registration', () => {
  it('gives a member registered three agents down one row per ancestor, depths 1 to 3', async () => {
    const top = await createAgent(t, planId);
    const registerUnder = async (agentId: number): Promise<number> => {
      const body = rmbRegistration({ introducer: String(agentId), introducer_type: 'agent' });
      dataOf(await register(t, body));
      return idOf(body.member_account);
    };
    const middle = await registerUnder(top.member.id);
    const [middleRow] = await t.database.db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, middle));
    await t.app.deps.agentAdmin.make(
      SITE,
      { account: middleRow?.account ?? '', planId, level: 1, reason: 'sub-agent' },
      'test',
    );
    const lower = await registerUnder(middle);
    const [lowerRow] = await t.database.db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, lower));
    await t.app.deps.agentAdmin.make(
      SITE,
      { account: lowerRow?.account ?? '', planId, level: 2, reason: 'sub-sub-agent' },
      'test',
    );
    const bottom = await registerUnder(lower);

    expect(await treeOf(middle)).toEqual([{ ancestorId: top.member.id, depth: 1 }]);
    expect(await treeOf(lower)).toEqual([
      { ancestorId: middle, depth: 1 },
      { ancestorId: top.member.id, depth: 2 },
    ]);
    expect(await treeOf(bottom)).toEqual([
      { ancestorId: lower, depth: 1 },
      { ancestorId: middle, depth: 2 },
      { ancestorId: top.member.id, depth: 3 },
    ]);
    // The top agent sees all three, at their depths, each with the agent they registered under.
    const downline = dataOf(await t.call(agentDownlineCall, {}, { token: top.token }));
    expect(downline.list.map((row) => [row.member_id, row.depth, row.is_agent]).sort()).toEqual(
      [
        [middle, 1, true],
        [lower, 2, true],
        [bottom, 3, false],
      ].sort(),
    );
    expect(downline.list.find((row) => row.member_id === bottom)?.upline_account).toBe(
      lowerRow?.account,
    );
    // A member registered with no introducer has no rows.
    const alone = rmbRegistration();
    dataOf(await register(t, alone));
    expect(await treeOf(await idOf(alone.member_account))).toEqual([]);
  });
});

describe('the hierarchy of members who registered before it existed', () => {
  it('is filled by the migration from members.agent_id, at every depth, once', async () => {
    const top = await createLoggedInMember(t, { isAgent: true, agentActive: true });
    const middle = await createLoggedInMember(t, { isAgent: true, agentId: top.member.id });
    const lower = await createLoggedInMember(t, { isAgent: true, agentId: middle.member.id });
    const bottom = await createLoggedInMember(t, { agentId: lower.member.id });
    const ids = [middle, lower, bottom].map((row) => row.member.id);
    // The migration's last statement is the backfill; run it as an upgrade would.
    const migration = await readFile(
      new URL('../../../drizzle/0016_agent_centre.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').pop() ?? '';
    expect(backfill).toContain('WITH RECURSIVE');
    await t.database.db.execute(sql.raw(backfill));
    await t.database.db.execute(sql.raw(backfill));
    const rows = await t.database.db
      .select()
      .from(agentTree)
      .where(inArray(agentTree.memberId, ids));
    const byMember = (id: number) =>
      rows
        .filter((row) => row.memberId === id)
        .map((row) => [row.ancestorId, row.depth])
        .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0));
    expect(byMember(middle.member.id)).toEqual([[top.member.id, 1]]);
    expect(byMember(lower.member.id)).toEqual([
      [middle.member.id, 1],
      [top.member.id, 2],
    ]);
    expect(byMember(bottom.member.id)).toEqual([
      [lower.member.id, 1],
      [middle.member.id, 2],
      [top.member.id, 3],
    ]);
  });
});

describe('the downline: search, filters and pages', () => {
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let sub: Awaited<ReturnType<typeof createAgent>>;
  let direct: Awaited<ReturnType<typeof createDownlineMember>>[];
  let subMembers: Awaited<ReturnType<typeof createDownlineMember>>[];

  beforeAll(async () => {
    agent = await createAgent(t, planId);
    direct = [
      await createDownlineMember(t, agent.member.id, { account: 'dlalpha01' }),
      await createDownlineMember(t, agent.member.id, { account: 'dlbeta02' }),
      await createDownlineMember(t, agent.member.id, {
        account: 'dlgamma03',
        status: MEMBER_STATUSES.frozen,
      }),
    ];
    sub = await createAgent(t, planId, { upline: agent.member.id, account: 'dlsubagent' });
    subMembers = [
      await createDownlineMember(t, sub.member.id, { account: 'dlsubm01' }),
      await createDownlineMember(t, sub.member.id, { account: 'dlsubm02' }),
    ];
  });

  const downline = (token: string, body: Record<string, unknown> = {}) =>
    t.call(agentDownlineCall, body, { token });
  const accounts = async (token: string, body: Record<string, unknown> = {}) =>
    dataOf(await downline(token, { page_size: 100, ...body }))
      .list.map((row) => row.member_account)
      .sort();

  it('lists every depth by default and the direct members on request', async () => {
    expect(await accounts(agent.token)).toEqual(
      ['dlalpha01', 'dlbeta02', 'dlgamma03', 'dlsubagent', 'dlsubm01', 'dlsubm02'].sort(),
    );
    expect(await accounts(agent.token, { depth: 'direct' })).toEqual(
      ['dlalpha01', 'dlbeta02', 'dlgamma03', 'dlsubagent'].sort(),
    );
    expect(await accounts(agent.token, { kind: 'agents' })).toEqual(['dlsubagent']);
    expect(await accounts(agent.token, { kind: 'members', depth: 'direct' })).toEqual(
      ['dlalpha01', 'dlbeta02', 'dlgamma03'].sort(),
    );
    expect(await accounts(agent.token, { status: 'frozen' })).toEqual(['dlgamma03']);
    expect(await accounts(agent.token, { account: 'SUBM' })).toEqual(['dlsubm01', 'dlsubm02']);
    // Wildcards are searched as text.
    expect(await accounts(agent.token, { account: '%' })).toEqual([]);
    expect(await accounts(agent.token, { account: '_' })).toEqual([]);
  });

  it('answers rows a caller may see and no personal data', async () => {
    const page = dataOf(await downline(agent.token, { account: 'dlgamma03' }));
    expect(page.list).toHaveLength(1);
    const [row] = page.list;
    expect(row).toEqual({
      member_id: direct[2]?.member.id,
      member_account: 'dlgamma03',
      is_agent: false,
      depth: 1,
      upline_account: agent.member.account,
      registered_at: expect.any(String) as string,
      last_login_at: null,
      status: 'frozen',
      currency: 'RMB',
      balance: null,
    });
    const raw = JSON.stringify(page);
    for (const member of [...direct, ...subMembers]) {
      if (member.member.phone !== '') expect(raw).not.toContain(member.member.phone);
    }
  });

  it('shows balances only when the agent plan lets it', async () => {
    const open = await setPlan(t, key, { show_balances: true });
    const seeing = await createAgent(t, open.id);
    await createDownlineMember(t, seeing.member.id);
    const [row] = dataOf(await downline(seeing.token)).list;
    expect(row?.balance).toBe('0.00');
    const [hidden] = dataOf(await downline(agent.token)).list;
    expect(hidden?.balance).toBeNull();
  });

  it('pages newest first with totals', async () => {
    const first = dataOf(await downline(agent.token, { page: 1, page_size: 4 }));
    const second = dataOf(await downline(agent.token, { page: 2, page_size: 4 }));
    expect(first).toMatchObject({ total_count: 6, page: 1, count: 4 });
    expect(second).toMatchObject({ total_count: 6, page: 2, count: 2 });
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((row) => row.member_id)).size).toBe(6);
    const times = all.map((row) => row.registered_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(dataOf(await downline(agent.token, { page: 9, page_size: 4 })).list).toEqual([]);
  });

  it('filters by registration days and refuses a range that is not one (110)', async () => {
    const today = zonedDateOf(new Date(), SITE_TIME_ZONE);
    expect(await accounts(agent.token, { start_date: today, end_date: today })).toHaveLength(6);
    expect(
      await accounts(agent.token, { start_date: '2020-01-01', end_date: '2020-01-31' }),
    ).toEqual([]);
    for (const range of [
      { start_date: today },
      { start_date: '2020-02-01', end_date: '2020-01-01' },
      { start_date: '2020-01-01', end_date: '2021-01-01' },
      { start_date: '2020-02-30', end_date: '2020-03-01' },
    ]) {
      expect((await downline(agent.token, range)).envelope.code).toBe('110');
    }
    expect((await downline(agent.token, { start_date: 'yesterday' })).envelope.code).toBe('400');
    expect((await downline(agent.token, { page_size: 1000 })).envelope.code).toBe('400');
  });

  describe('who may see what', () => {
    it('a sub-agent sees only its own members', async () => {
      expect(await accounts(sub.token)).toEqual(['dlsubm01', 'dlsubm02']);
      expect(await accounts(sub.token, { account: 'dlalpha' })).toEqual([]);
    });

    it('another agent sees nothing of this downline, even searching for it', async () => {
      const other = await createAgent(t, planId);
      expect(await accounts(other.token)).toEqual([]);
      expect(await accounts(other.token, { account: 'dl' })).toEqual([]);
      expect(dataOf(await downline(other.token)).total_count).toBe(0);
    });

    it('an ordinary member, a downline member and an inactive agent get 101', async () => {
      const member = await createLoggedInMember(t);
      const inactive = await createAgent(t, planId, { agentActive: false });
      for (const token of [member.token, direct[0]?.token ?? '', inactive.token]) {
        for (const call of [agentDownlineCall, agentLinksCall, agentTransfersCall]) {
          expect((await t.call(call, {}, { token })).envelope.code).toBe('101');
        }
        const transfer = await t.call(
          agentTransferCall,
          {
            member_id: subMembers[0]?.member.id,
            amount: '1',
            withdraw_password: '1234',
            request_id: requestId(),
          },
          { token },
        );
        expect(transfer.envelope.code).toBe('101');
      }
    });

    it('a logged-out caller gets 401 before any validation', async () => {
      for (const call of [
        agentDownlineCall,
        agentLinksCall,
        agentTransfersCall,
        agentTransferCall,
      ]) {
        const answer = await t.call(call, { page: 'x', member_id: '\u0000' });
        expect(answer.status).toBe(401);
      }
    });

    it('transfers reach the whole downline and nobody else, with one answer for strangers', async () => {
      const other = await createAgent(t, planId);
      const otherMember = await createDownlineMember(t, other.member.id);
      for (const funded of [agent, sub, other]) await creditWallet(t, key, funded.member.id, '100');
      const transfer = (token: string, memberId: number) =>
        t.call(
          agentTransferCall,
          { member_id: memberId, amount: '1', withdraw_password: '1234', request_id: requestId() },
          { token },
        );
      const code = async (token: string, memberId: number) =>
        (await transfer(token, memberId)).envelope.code;
      // The agent: its direct members, its sub-agent and the sub-agent's members.
      expect(await code(agent.token, direct[0]?.member.id ?? 0)).toBe('100');
      expect(await code(agent.token, sub.member.id)).toBe('100');
      expect(await code(agent.token, subMembers[0]?.member.id ?? 0)).toBe('100');
      // The sub-agent: its own members only, never its upline or its siblings.
      expect(await code(sub.token, subMembers[1]?.member.id ?? 0)).toBe('100');
      expect(await code(sub.token, direct[0]?.member.id ?? 0)).toBe('102');
      expect(await code(sub.token, agent.member.id)).toBe('102');
      // Strangers, another agent's members, itself and a member that does not exist: all 102.
      expect(await code(other.token, direct[1]?.member.id ?? 0)).toBe('102');
      expect(await code(agent.token, otherMember.member.id)).toBe('102');
      expect(await code(agent.token, agent.member.id)).toBe('102');
      expect(await code(agent.token, 2_000_000_000)).toBe('102');
      const stranger = await transfer(agent.token, otherMember.member.id);
      const missing = await transfer(agent.token, 2_000_000_000);
      expect(stranger.envelope.message).toBe(missing.envelope.message);
      expect(stranger.envelope.apiResponseData).toEqual(missing.envelope.apiResponseData);
      // The frozen member is in the downline but takes no money.
      expect(await code(agent.token, direct[2]?.member.id ?? 0)).toBe('105');
      // Each agent's record lists only its own transfers.
      const mine = dataOf(await t.call(agentTransfersCall, {}, { token: sub.token }));
      expect(mine.list.map((row) => row.member_account)).toEqual(['dlsubm02']);
      expect(mine.totals).toEqual({ transfers: 1, amount: '1.00' });
    });
  });
});

describe('the demo agent', () => {
  it('has its team in the hierarchy, a sub-agent with its own member and a funded wallet', async () => {
    const login = async (account: string) => {
      const id = await idOf(account);
      const { token } = await t.app.deps.sessions.start(
        { id, siteId: 1 },
        { ip: '127.0.0.1', udid: 'demo', device: 1 },
      );
      return token;
    };
    const agent = await login('agent01');
    const team = dataOf(await t.call(agentDownlineCall, { page_size: 100 }, { token: agent }));
    expect(team.list.map((row) => [row.member_account, row.depth]).sort()).toEqual([
      ['agent02', 1],
      ['player01', 1],
      ['player02', 1],
      ['player03', 2],
    ]);
    // The revenue-share plan shows balances.
    expect(team.list.every((row) => row.balance !== null)).toBe(true);
    const sub = await login('agent02');
    const subTeam = dataOf(await t.call(agentDownlineCall, {}, { token: sub }));
    expect(subTeam.list.map((row) => row.member_account)).toEqual(['player03']);
    expect(subTeam.list[0]?.balance).toBeNull();
    const status = dataOf(await t.call(agentStatusCall, {}, { token: agent }));
    expect(status).toMatchObject({ is_agent: true, agent_active: true, wallet: '5000.00' });
    expect(status.plan_id).not.toBeNull();
  });
});
