import { registerCall } from '@member-site/contracts';
import { sql } from 'drizzle-orm';

import { members } from '../../db/schema';
import type { TestApp } from '../../test/helpers';

let counter = 0;

/** A fresh client address per registration, so the per-address limits stay out of the way. */
export const nextIp = (): string => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** A fresh account name (6 to 12 characters). */
export const nextAccount = (prefix = 'user'): string => {
  counter += 1;
  return `${prefix}${String(counter).padStart(4, '0')}`.slice(0, 12);
};

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰';

/** A fresh Chinese name (the demo RMB form wants names unique). */
export const nextChineseName = (): string => {
  counter += 1;
  const pick = (chars: string, index: number) => chars[index % chars.length] ?? '';
  return (
    pick(SURNAMES, counter) +
    pick(GIVEN, Math.floor(counter / SURNAMES.length)) +
    pick(GIVEN, Math.floor(counter / (SURNAMES.length * GIVEN.length)) + 1)
  );
};

/** A registration the demo site's RMB form accepts (captcha answer not included). */
export const rmbRegistration = (overrides: Record<string, unknown> = {}) => ({
  member_account: nextAccount(),
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'RMB',
  member_name: nextChineseName(),
  member_phone: '13512345678',
  withdraw_password: '5678',
  agreement: true,
  ...overrides,
});

export const countMembers = async (t: TestApp): Promise<number> => {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(members);
  return row?.count ?? 0;
};

/** Register with a fresh address unless one is given. */
export const register = (
  t: TestApp,
  body: Record<string, unknown>,
  options: { ip?: string; host?: string; language?: 'en_US' | 'zh_CN' } = {},
) => t.call(registerCall, body, { ip: nextIp(), ...options });

/** The id of a seeded member by account. */
export const memberId = async (t: TestApp, account: string): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.account}) = lower(${account})`);
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};
