import {
  agentLevelRenameCall,
  bindBankAccountCall,
  memberLayoutCall,
  memberProfileCall,
  memberProfileEditCall,
} from '@member-site/contracts';
import { type RegisterSettingName } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  agentLevelNames,
  memberBankAccounts,
  members,
  registerBlacklist,
  registerSettings,
  sites,
  siteCurrencies,
  smsCodes,
  smsOutbox,
} from '../../db/schema';
import { verifyPassword } from '../../infra/passwords';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, type TestMemberInput, createTestMember } from '../../test/members';

type Flags = Partial<{
  display: boolean;
  unique: boolean;
  memberCenter: boolean;
  memberCenterVerification: boolean;
}>;

describe('member centre calls', () => {
  let t: TestApp;

  const setting = async (currency: 'RMB' | 'VND', name: RegisterSettingName, flags: Flags) => {
    const values = {
      isDisplay: flags.display ?? true,
      isUnique: flags.unique ?? false,
      isMemberCenter: flags.memberCenter ?? false,
      isMemberCenterVerification: flags.memberCenterVerification ?? false,
    };
    await t.database.db
      .insert(registerSettings)
      .values({ siteId: 1, currency, name, ...values })
      .onConflictDoUpdate({
        target: [registerSettings.siteId, registerSettings.currency, registerSettings.name],
        set: values,
      });
  };

  const login = async (member: TestMember): Promise<string> =>
    (await t.app.deps.sessions.start(member, { ip: '127.0.0.1', udid: 'test', device: 1 })).token;

  const newMember = async (input: TestMemberInput = {}) => {
    const member = await createTestMember(t.database, input);
    return { member, token: await login(member) };
  };

  const row = async (id: number) => {
    const [found] = await t.database.db.select().from(members).where(eq(members.id, id));
    if (!found) throw new Error('member not found');
    return found;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // These tests state the settings they rely on, whatever the demo seed holds.
    await t.database.db.delete(registerSettings).where(eq(registerSettings.siteId, 1));
    await setting('RMB', 'member_name', { memberCenter: true, unique: true });
    await setting('RMB', 'member_email', { memberCenter: true, unique: true });
    await setting('RMB', 'member_phone', {
      memberCenter: true,
      unique: true,
      memberCenterVerification: true,
    });
    await setting('RMB', 'member_qq', { memberCenter: true });
    await setting('RMB', 'member_wechat', { memberCenter: false });
    await setting('RMB', 'identity_id', { memberCenter: true, unique: true });
    await setting('RMB', 'withdraw_password', { memberCenter: true });
    await setting('RMB', 'member_birthday', { memberCenter: true });
    // VND members may edit nothing from the member centre.
    await setting('VND', 'member_email', { memberCenter: false });
  });
  afterAll(async () => t.close());

  describe('/member/profile/common/layout', () => {
    it('answers the caller with an honest empty main wallet in their currency', async () => {
      const { member, token } = await newMember({
        currency: 'RMB',
        needBankAccountDepositVerified: true,
        firstLoginChangePassword: true,
      });
      const { status, envelope } = await t.call(memberLayoutCall, {}, { token });
      expect(status).toBe(200);
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.member_common_layout).toEqual({
        id: member.id,
        member_account: member.account,
        member_currency: 'RMB',
        member_cash: '0.00',
        member_type: 1,
        agent_type: 0,
        agent_level: 0,
        is_agent: false,
        agent_active: false,
        is_playing: false,
        cash_back_status: false,
        wallet_status: true,
        first_login_to_change_password: true,
        need_bank_account_deposit_verified: true,
      });

      const vnd = await newMember({ currency: 'VND' });
      const answer = await t.call(memberLayoutCall, {}, { token: vnd.token });
      expect(answer.envelope.apiResponseData.member_common_layout.member_cash).toBe('0');
    });

    it('is refused with 401 without a live session', async () => {
      const none = await t.call(memberLayoutCall, {});
      expect(none.status).toBe(401);
      const bogus = await t.call(memberLayoutCall, {}, { token: 'not-a-token' });
      expect(bogus.status).toBe(401);
      expect(bogus.envelope.code).toBe('401');
    });
  });

  describe('/member/profile', () => {
    it('answers the caller with the identity id and bank account masked', async () => {
      const { member, token } = await newMember({
        name: '张三',
        phone: '13800138000',
        email: 'zhang@example.com',
        identityId: '110101199001011234',
        qq: 'qq12345',
        withdrawPassword: '1234',
        birthday: '1990-01-01',
      });
      const first = await t.call(memberProfileCall, {}, { token });
      expect(first.envelope.code).toBe('100');
      expect(first.envelope.apiResponseData.member_profile).toMatchObject({
        id: member.id,
        member_account: member.account,
        member_name: '张三',
        member_phone: '13800138000',
        member_email: 'zhang@example.com',
        member_birthday: '1990-01-01',
        member_qq: 'qq12345',
        is_withdraw_password: true,
        new_identity_id: '**************1234',
        bank_account: null,
      });
      expect(JSON.stringify(first.envelope)).not.toContain('110101199001');

      await t.database.db.insert(memberBankAccounts).values({
        memberId: member.id,
        bankName: 'ICBC',
        accountName: '张三',
        accountNumber: '6222020200112233445',
      });
      const second = await t.call(memberProfileCall, {}, { token });
      expect(second.envelope.apiResponseData.member_profile.bank_account).toEqual({
        bank_name: 'ICBC',
        account_name: '张三',
        account_number: '***************3445',
      });
      expect(JSON.stringify(second.envelope)).not.toContain('622202020011');
    });

    it('says a member without a withdraw password has none', async () => {
      const { token } = await newMember();
      const { envelope } = await t.call(memberProfileCall, {}, { token });
      expect(envelope.apiResponseData.member_profile).toMatchObject({
        is_withdraw_password: false,
        new_identity_id: '',
      });
    });
  });

  describe('/member/profile/edit', () => {
    it('fills in empty member-centre fields and answers the new profile', async () => {
      const { member, token } = await newMember();
      const { envelope } = await t.call(
        memberProfileEditCall,
        {
          member_name: ' 李四 ',
          member_email: 'lisi@example.com',
          member_qq: 'qq_9876',
          member_birthday: '1991-2-3',
          identity_id: 'A123456789',
          withdraw_password: '4321',
        },
        { token },
      );
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.member_profile).toMatchObject({
        member_name: '李四',
        member_email: 'lisi@example.com',
        member_qq: 'qq_9876',
        member_birthday: '1991-02-03',
        new_identity_id: '******6789',
        is_withdraw_password: true,
      });
      const stored = await row(member.id);
      expect(stored.identityId).toBe('A123456789');
      expect(stored.withdrawPasswordHash).not.toBe('4321');
      expect(await verifyPassword(stored.withdrawPasswordHash ?? '', '4321')).toBe(true);
    });

    it('locks a field once it is filled (240) and writes nothing', async () => {
      const { member, token } = await newMember({ email: 'kept@example.com' });
      const { envelope } = await t.call(
        memberProfileEditCall,
        { member_qq: 'qq_55555', member_email: 'other@example.com' },
        { token },
      );
      expect(envelope.code).toBe('240');
      expect(envelope.codeFull).toBe('register.240');
      const stored = await row(member.id);
      expect(stored.email).toBe('kept@example.com');
      expect(stored.qq).toBe('');

      const withPassword = await newMember({ withdrawPassword: '1111' });
      const again = await t.call(
        memberProfileEditCall,
        { withdraw_password: '2222' },
        { token: withPassword.token },
      );
      expect(again.envelope.code).toBe('240');
      const kept = await row(withPassword.member.id);
      expect(await verifyPassword(kept.withdrawPasswordHash ?? '', '1111')).toBe(true);
    });

    it('refuses fields the register settings keep out of the member centre', async () => {
      const { member, token } = await newMember();
      const { status, envelope } = await t.call(
        memberProfileEditCall,
        { member_wechat: 'wechat_id_1', member_qq: 'qq_12345' },
        { token },
      );
      expect(status).toBe(400);
      expect(envelope.apiResponseData).toEqual({
        errors: [{ field: 'member_wechat', message: 'illegal_input' }],
      });
      expect((await row(member.id)).qq).toBe('');

      const vnd = await newMember({ currency: 'VND' });
      const refused = await t.call(
        memberProfileEditCall,
        { member_email: 'vn@example.com' },
        { token: vnd.token },
      );
      expect(refused.status).toBe(400);
      expect((await row(vnd.member.id)).email).toBe('');
    });

    it('applies the field rules of the registration form', async () => {
      const { member, token } = await newMember();
      const { status, envelope } = await t.call(
        memberProfileEditCall,
        {
          member_email: 'not-an-email',
          member_name: 'John',
          member_qq: 'a!',
          withdraw_password: '12a4',
        },
        { token },
      );
      expect(status).toBe(400);
      const errors = (envelope.apiResponseData as unknown as { errors: unknown[] }).errors;
      expect(errors).toEqual(
        expect.arrayContaining([
          { field: 'member_email', message: 'signup.err_email_format' },
          { field: 'member_name', message: 'signup.error_RMB_name_format' },
          { field: 'member_qq', message: 'signup.error_for_contact.format' },
          {
            field: 'withdraw_password',
            message: 'signup.err_withdrawPsw_blank',
            params: { length: 4 },
          },
        ]),
      );
      const stored = await row(member.id);
      expect([stored.email, stored.name, stored.qq, stored.withdrawPasswordHash]).toEqual([
        '',
        '',
        '',
        null,
      ]);
    });

    it('keeps unique fields unique on the site with the register codes', async () => {
      await newMember({
        name: '王五',
        email: 'Taken@Example.com',
        identityId: 'ID-TAKEN-1',
        phone: '13900139000',
      });
      const { member, token } = await newMember();
      const cases = [
        [{ member_name: '王五' }, '103'],
        [{ member_email: 'taken@example.com' }, '105'],
        [{ identity_id: 'ID-TAKEN-1' }, '114'],
        [{ member_phone: '13900139000', phone_verify: '123456' }, '104'],
      ] as const;
      for (const [body, code] of cases) {
        const { envelope } = await t.call(memberProfileEditCall, body, { token });
        expect(envelope.code).toBe(code);
        expect(envelope.codeFull).toBe(`register.${code}`);
      }
      // A failure of one field keeps the others of the same edit out too.
      const { envelope } = await t.call(
        memberProfileEditCall,
        { member_qq: 'qq_77777', member_email: 'TAKEN@example.com' },
        { token },
      );
      expect(envelope.code).toBe('105');
      const stored = await row(member.id);
      expect([stored.name, stored.email, stored.identityId, stored.phone, stored.qq]).toEqual([
        '',
        '',
        '',
        '',
        '',
      ]);
    });

    it('refuses blacklisted names and emails', async () => {
      await t.database.db.insert(registerBlacklist).values([
        { siteId: 1, kind: 'name', value: '黑名单' },
        { siteId: 1, kind: 'email', value: 'banned@example.com' },
      ]);
      const { token } = await newMember();
      const name = await t.call(memberProfileEditCall, { member_name: '黑名单' }, { token });
      expect(name.envelope.code).toBe('214');
      const email = await t.call(
        memberProfileEditCall,
        { member_email: 'Banned@example.com' },
        { token },
      );
      expect(email.envelope.code).toBe('216');
    });

    it('sets a phone only with the SMS code sent for the member centre', async () => {
      const { member, token } = await newMember();
      const phone = '13712345678';

      const missing = await t.call(memberProfileEditCall, { member_phone: phone }, { token });
      expect(missing.status).toBe(400);
      expect(missing.envelope.apiResponseData).toEqual({
        errors: [{ field: 'phone_verify', message: 'signup.error_verify' }],
      });

      const site = await t.app.deps.sites.resolveSite(1, 'localhost');
      await t.app.deps.sms.sendCode(site, {
        phone,
        currency: 'RMB',
        purpose: 'member_center',
        language: 'en_US',
        ip: '10.0.0.1',
        pow: '',
      });
      const [message] = await t.database.db
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, phone));
      const code = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
      expect(code).toHaveLength(6);
      const wrong = code === '000000' ? '111111' : '000000';

      const refused = await t.call(
        memberProfileEditCall,
        { member_phone: phone, phone_verify: wrong },
        { token },
      );
      expect(refused.envelope.code).toBe('113');
      expect((await row(member.id)).phone).toBe('');

      const accepted = await t.call(
        memberProfileEditCall,
        { member_phone: phone, phone_verify: code },
        { token },
      );
      expect(accepted.envelope.code).toBe('100');
      expect(accepted.envelope.apiResponseData.member_profile.member_phone).toBe(phone);
      const [used] = await t.database.db
        .select({ consumedAt: smsCodes.consumedAt, failedAttempts: smsCodes.failedAttempts })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, 'member_center')));
      expect(used?.consumedAt).not.toBeNull();
      expect(used?.failedAttempts).toBe(1);
    });

    it('refuses wrong types, huge strings and unknown fields with 400, writing nothing', async () => {
      const { member, token } = await newMember();
      const bodies = [
        { member_qq: 12345 },
        { member_email: `${'a'.repeat(10_000)}@example.com` },
        { member_qq: 'qq_12345', is_agent: true },
        { member_qq: 'qq_12345', member_id: 1 },
        { member_birthday: { year: 1990 } },
      ];
      for (const body of bodies) {
        const { status, envelope } = await t.call(memberProfileEditCall, body, { token });
        expect(status).toBe(400);
        expect(envelope.code).toBe('400');
      }
      const stored = await row(member.id);
      expect([stored.qq, stored.email, stored.birthday, stored.isAgent]).toEqual([
        '',
        '',
        '',
        false,
      ]);
    });
  });

  describe('/member/bank_account/bind', () => {
    const account = {
      bank_name: 'China Merchants Bank',
      account_name: '赵六',
      account_number: '6214830112345678',
      withdraw_password: '2468',
    };

    it('binds once with the right withdraw password and ends the deposit prompt', async () => {
      const { member, token } = await newMember({
        withdrawPassword: '2468',
        needBankAccountDepositVerified: true,
      });
      const { envelope } = await t.call(bindBankAccountCall, account, { token });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.bank_account).toMatchObject({
        bank_name: 'China Merchants Bank',
        account_name: '赵六',
        account_number: '************5678',
      });
      const layout = await t.call(memberLayoutCall, {}, { token });
      expect(
        layout.envelope.apiResponseData.member_common_layout.need_bank_account_deposit_verified,
      ).toBe(false);

      const again = await t.call(
        bindBankAccountCall,
        { ...account, account_number: '6214830199999999' },
        { token },
      );
      expect(again.envelope.code).toBe('104');
      const [bound] = await t.database.db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, member.id));
      expect(bound?.accountNumber).toBe('6214830112345678');
    });

    it('needs a withdraw password set (105) and correct (103)', async () => {
      const without = await newMember();
      const none = await t.call(bindBankAccountCall, account, { token: without.token });
      expect(none.envelope.code).toBe('105');
      expect(none.envelope.codeFull).toBe('account.105');

      const withPassword = await newMember({ withdrawPassword: '1357' });
      const wrong = await t.call(bindBankAccountCall, account, { token: withPassword.token });
      expect(wrong.envelope.code).toBe('103');
      const rows = await t.database.db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, withPassword.member.id));
      expect(rows).toHaveLength(0);
    });

    it('stops guessing the withdraw password after five wrong tries', async () => {
      const { token } = await newMember({ withdrawPassword: '9753' });
      for (let i = 0; i < 5; i += 1) {
        const { envelope } = await t.call(
          bindBankAccountCall,
          { ...account, withdraw_password: `000${i}` },
          { token },
        );
        expect(envelope.code).toBe('103');
      }
      const blocked = await t.call(
        bindBankAccountCall,
        { ...account, withdraw_password: '9753' },
        { token },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.envelope.code).toBe('429');
    });

    it('checks the account fields with 400 field errors before anything else', async () => {
      const { member, token } = await newMember({ withdrawPassword: '2468' });
      const { status, envelope } = await t.call(
        bindBankAccountCall,
        { ...account, bank_name: 'X', account_name: ' ', account_number: '12AB34' },
        { token },
      );
      expect(status).toBe(400);
      const fields = (envelope.apiResponseData as unknown as { errors: { field: string }[] }).errors
        .map((e) => e.field)
        .sort();
      expect(fields).toEqual(['account_name', 'account_number', 'bank_name']);
      for (const number of ['12345', '1'.repeat(35), '１２３４５６７']) {
        const refused = await t.call(
          bindBankAccountCall,
          { ...account, account_number: number },
          { token },
        );
        expect(refused.status).toBe(400);
      }
      const extra = await t.call(
        bindBankAccountCall,
        { ...account, member_id: member.id + 1 },
        { token },
      );
      expect(extra.status).toBe(400);
      const rows = await t.database.db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, member.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe('one member never reaches another', () => {
    it("answers, edits and binds only the caller's own row", async () => {
      const a = await newMember({ withdrawPassword: '1212', name: '甲' });
      const b = await newMember({
        withdrawPassword: '3434',
        name: '乙',
        email: 'b@example.com',
        identityId: 'B-IDENTITY-9999',
      });

      const profile = await t.call(memberProfileCall, { site_id: 1 }, { token: a.token });
      expect(profile.envelope.apiResponseData.member_profile.id).toBe(a.member.id);
      expect(JSON.stringify(profile.envelope)).not.toContain('b@example.com');

      const edit = await t.call(
        memberProfileEditCall,
        { member_email: 'a@example.com' },
        { token: a.token },
      );
      expect(edit.envelope.apiResponseData.member_profile.id).toBe(a.member.id);
      expect((await row(a.member.id)).email).toBe('a@example.com');
      expect((await row(b.member.id)).email).toBe('b@example.com');

      const bind = await t.call(
        bindBankAccountCall,
        {
          bank_name: 'Bank of China',
          account_name: '甲某',
          account_number: '60138200001234',
          withdraw_password: '1212',
        },
        { token: a.token },
      );
      expect(bind.envelope.code).toBe('100');
      const bRows = await t.database.db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, b.member.id));
      expect(bRows).toHaveLength(0);

      // B's withdraw password does not work for A, and A's token cannot bind for B.
      const other = await newMember({ withdrawPassword: '5656' });
      const crossed = await t.call(
        bindBankAccountCall,
        {
          bank_name: 'Bank of China',
          account_name: '甲某',
          account_number: '60138200001235',
          withdraw_password: '3434',
        },
        { token: other.token },
      );
      expect(crossed.envelope.code).toBe('103');
    });

    it("refuses a member's token on another site", async () => {
      const [site] = await t.database.db
        .insert(sites)
        .values({
          code: 'second',
          name: 'Second',
          titleZh: '第二',
          titleEn: 'Second',
          defaultLanguage: 'en_US',
          template: 'default',
          mobileTemplate: 'H5_1',
        })
        .returning({ id: sites.id });
      const siteId = site?.id ?? 0;
      await t.database.db
        .insert(siteCurrencies)
        .values({ siteId, currency: 'RMB', isDefault: true });
      const { token } = await newMember();
      for (const contract of [memberProfileCall, memberLayoutCall, agentLevelRenameCall]) {
        const { status } = await t.call(contract, { site_id: siteId }, { token });
        expect(status).toBe(401);
      }
      const edit = await t.call(
        memberProfileEditCall,
        { site_id: siteId, member_qq: 'qq_12345' },
        { token },
      );
      expect(edit.status).toBe(401);
    });
  });

  describe('/arks/web/agent-level-rename', () => {
    it('names the agent levels in the request language, falling back to English', async () => {
      await t.database.db.delete(agentLevelNames).where(eq(agentLevelNames.siteId, 1));
      await t.database.db.insert(agentLevelNames).values([
        { siteId: 1, level: 2, name: { en_US: 'Gold agent', zh_CN: '金牌代理' } },
        { siteId: 1, level: 1, name: { en_US: 'Agent' } },
      ]);
      const { token } = await newMember();
      const zh = await t.call(agentLevelRenameCall, {}, { token, language: 'zh_CN' });
      expect(zh.envelope.apiResponseData.detail).toEqual([
        { agent_level: 1, name: 'Agent' },
        { agent_level: 2, name: '金牌代理' },
      ]);
      const en = await t.call(agentLevelRenameCall, {}, { token });
      expect(en.envelope.apiResponseData.detail.map((d) => d.name)).toEqual([
        'Agent',
        'Gold agent',
      ]);
    });
  });
});
