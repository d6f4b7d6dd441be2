import {
  infoDataCall,
  infoDataIssueCall,
  infoDataPeekCall,
  loginCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { createHandoffService } from './handoff.service';
import { countWrites, createSecondSite } from './auth.testing';

describe('session handoff: /member/session/handoff and /get_info_data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
  });
  afterAll(async () => t.close());

  const loggedIn = async () => {
    const member = await createTestMember(t.database);
    const { envelope } = await t.call(loginCall, { account: member.account, password: 'abc123' });
    return { member, token: envelope.apiResponseData.token };
  };

  const issue = async (token: string) => {
    const { envelope } = await t.call(infoDataIssueCall, {}, { token });
    expect(envelope.code).toBe('100');
    return envelope.apiResponseData;
  };

  it('opens a new session for the member named by the enc', async () => {
    const { member, token } = await loggedIn();
    const { enc, expires_at } = await issue(token);
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(110_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);

    const { envelope } = await t.call(infoDataCall, { enc });
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData).toMatchObject({
      member_id: member.id,
      member_account: member.account,
      member_currency: 'RMB',
    });
    const tk = envelope.apiResponseData.tk;
    expect(tk).not.toBe(token);
    expect((await t.call(infoDataIssueCall, {}, { token: tk })).status).toBe(200);
  });

  it('names the member of an enc without opening a session or using it up', async () => {
    const { member, token } = await loggedIn();
    const { enc } = await issue(token);
    const before = await countWrites(t);
    const peeked = await t.call(infoDataPeekCall, { enc });
    expect(peeked.envelope.code).toBe('100');
    expect(peeked.envelope.apiResponseData).toEqual({
      member_id: member.id,
      member_account: member.account,
      member_currency: 'RMB',
    });
    // Asking again is fine; nothing was written and the member's session is still the live one.
    expect((await t.call(infoDataPeekCall, { enc })).envelope.code).toBe('100');
    expect(await countWrites(t)).toEqual(before);
    expect((await t.call(infoDataIssueCall, {}, { token })).status).toBe(200);

    // Once redeemed, the enc names nobody.
    expect((await t.call(infoDataCall, { enc })).envelope.code).toBe('100');
    expect((await t.call(infoDataPeekCall, { enc })).envelope.code).toBe('101');
    expect((await t.call(infoDataPeekCall, { enc: 'not-an-enc' })).envelope.code).toBe('101');
  });

  it('needs a live session to make an enc', async () => {
    expect((await t.call(infoDataIssueCall, {})).status).toBe(401);
    expect((await t.call(infoDataIssueCall, {}, { token: 'forged' })).status).toBe(401);
  });

  it('answers 101 for a replayed enc and changes nothing', async () => {
    const { token } = await loggedIn();
    const { enc } = await issue(token);
    expect((await t.call(infoDataCall, { enc })).envelope.code).toBe('100');
    const before = await countWrites(t);
    const replay = await t.call(infoDataCall, { enc });
    expect(replay.envelope).toMatchObject({ code: '101', codeFull: 'login.101' });
    expect(await countWrites(t)).toEqual(before);
  });

  it.each([
    ['made up', () => 'bm90IGFuIGVuYw'],
    ['empty', () => ''],
    ['not base64url', () => '%%%'],
  ])('answers 101 for an enc that is %s', async (_label, make) => {
    const before = await countWrites(t);
    expect((await t.call(infoDataCall, { enc: make() })).envelope.code).toBe('101');
    expect(await countWrites(t)).toEqual(before);
  });

  it('answers 101 for a tampered enc', async () => {
    const { token } = await loggedIn();
    const { enc } = await issue(token);
    const raw = Buffer.from(enc, 'base64url');
    raw[20] = (raw[20] ?? 0) ^ 0xff;
    const before = await countWrites(t);
    expect((await t.call(infoDataCall, { enc: raw.toString('base64url') })).envelope.code).toBe(
      '101',
    );
    expect(await countWrites(t)).toEqual(before);
    // The genuine one still works: the tampered copy did not use it up.
    expect((await t.call(infoDataCall, { enc })).envelope.code).toBe('100');
  });

  it('answers 101 for an enc of another site', async () => {
    const { token } = await loggedIn();
    const { enc } = await issue(token);
    const siteId = await createSecondSite(t);
    expect((await t.call(infoDataCall, { enc, site_id: siteId })).envelope.code).toBe('101');
  });

  it('answers 101 once the member is disabled', async () => {
    const { member, token } = await loggedIn();
    const { enc } = await issue(token);
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.disabled })
      .where(eq(members.id, member.id));
    expect((await t.call(infoDataCall, { enc })).envelope.code).toBe('101');
  });

  it('answers 101 after two minutes', async () => {
    let now = new Date();
    const { database, sessions, rateLimiter } = t.app.deps;
    const auth = createHandoffService({ db: database.db, sessions, rateLimiter, now: () => now });
    const member = await createTestMember(t.database);
    const session = await sessions.start(member, { ip: '', udid: '', device: 1 });
    const { enc } = await auth.issueHandoff({ member, session: session.session });
    now = new Date(now.getTime() + 120_000);
    const expired = await auth.redeemHandoff(1, enc, '10.0.0.1').catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(AppError);
    expect((expired as AppError).code).toBe('101');
    now = new Date(now.getTime() - 1_000);
    const inTime = await auth.redeemHandoff(1, enc, '10.0.0.1');
    expect(inTime.member_id).toBe(member.id);
  });

  it('answers 400 for an oversized enc', async () => {
    const { status } = await t.call(infoDataCall, { enc: 'a'.repeat(10_000) });
    expect(status).toBe(400);
  });
});
