import { randomBytes } from 'node:crypto';

import { type Currency, MEMBER_STATUSES } from '@member-site/contracts/constants';

import type { Database } from '../db/client';
import { members } from '../db/schema';
import { hashPassword } from '../infra/passwords';
import type { Deps } from '../deps';
import type { SessionService } from '../modules/session/session.service';

export type TestMemberInput = Partial<typeof members.$inferInsert> & {
  /** Plain login password (default `abc123`). */
  password?: string;
  /** Plain withdraw password (four digits); omitted means none. */
  withdrawPassword?: string;
};

export type TestMember = typeof members.$inferSelect & { plainPassword: string };

/**
 * Insert a member straight into the database (for tests of calls that need one). Defaults: site 1,
 * RMB, active, a random account, password `abc123`.
 */
export const createTestMember = async (
  database: Database,
  input: TestMemberInput = {},
): Promise<TestMember> => {
  const { password = 'abc123', withdrawPassword, ...columns } = input;
  const [row] = await database.db
    .insert(members)
    .values({
      siteId: 1,
      account: `m${randomBytes(4).toString('hex')}`,
      currency: 'RMB' satisfies Currency,
      status: MEMBER_STATUSES.active,
      recommendCode: randomBytes(4).toString('hex').toUpperCase(),
      ...columns,
      passwordHash: await hashPassword(password),
      withdrawPasswordHash:
        withdrawPassword === undefined ? null : await hashPassword(withdrawPassword),
    })
    .returning();
  if (!row) throw new Error('member insert returned no row');
  return { ...row, plainPassword: password };
};

/** A new member (see createTestMember) with a live session: the token member calls send. */
export const createLoggedInMember = async (
  t: { database: Database; app: { deps: { sessions: SessionService } } },
  input: TestMemberInput = {},
): Promise<{ member: TestMember; token: string }> => {
  const member = await createTestMember(t.database, input);
  const { token } = await t.app.deps.sessions.start(member, {
    ip: '127.0.0.1',
    udid: 'test',
    device: 1,
  });
  return { member, token };
};

/**
 * A logged-in member (see createLoggedInMember) whose main wallet received `amount` minor units
 * of their currency, as a deposit would bring them.
 */
export const createFundedMember = async (
  t: { database: Database; app: { deps: Pick<Deps, 'sessions' | 'ledger' | 'wallet'> } },
  amount: bigint,
  input: TestMemberInput = {},
): Promise<{ member: TestMember; token: string }> => {
  const { member, token } = await createLoggedInMember(t, input);
  const { ledger, wallet } = t.app.deps;
  const main = await wallet.mainWallet(member);
  const deposits = await ledger.ensureAccount({
    siteId: member.siteId,
    kind: 'house_deposits',
    currency: member.currency,
  });
  await ledger.transfer({
    siteId: member.siteId,
    idempotencyKey: `fund:${member.id}:${randomBytes(6).toString('hex')}`,
    kind: 'deposit',
    currency: member.currency,
    amount,
    from: deposits.id,
    to: main.id,
  });
  return { member, token };
};
