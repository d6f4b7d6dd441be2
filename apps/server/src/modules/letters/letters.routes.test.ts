import {
  letterDestroyCall,
  letterListCall,
  letterReadCall,
  operatorLetterListCall,
  operatorLetterSendCall,
} from '@member-site/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, memberLetters, members } from '../../db/schema';
import { dataOf } from '../../test/answers';
import { connectEcho, eventOn, listen, untilInChannel } from '../../test/echo-clients';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';

describe('letters', () => {
  let t: TestApp;
  let key: string;

  const send = (body: Record<string, unknown>, token = key) =>
    t.call(operatorLetterSendCall, { title: 'Hello', content: '<p>Hi</p>', ...body }, { token });
  const list = async (token: string, body: Record<string, unknown> = {}) =>
    dataOf(await t.call(letterListCall, body, { token }));
  const ownRows = (memberId: number) =>
    t.database.db.select().from(memberLetters).where(eq(memberLetters.memberId, memberId));

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await t.app.deps.operators.create(1, 'postmaster');
    if (!created) throw new Error('operator not created');
    key = created.key;
  });
  afterAll(async () => t.close());

  it('answers 50 letters a page, newest first, with the total and unread counts', async () => {
    const { member, token } = await createLoggedInMember(t);
    for (let i = 1; i <= 53; i += 1) {
      dataOf(await send({ member_account: member.account, title: `Letter ${i}` }));
    }
    const first = await list(token, {
      active: 0,
      count: 50,
      language: 'en_US',
      page: 1,
      sort_field: 'id',
      sort_order: 'desc',
    });
    expect(first.list).toHaveLength(50);
    expect(first).toMatchObject({ total_count: 53, unread_count: 53, page: 1, count: 50 });
    expect(first.list[0]).toMatchObject({
      title: 'Letter 53',
      content: '<p>Hi</p>',
      is_read: false,
    });
    const ids = first.list.map((letter) => letter.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await list(token, { page: 2 });
    expect(second.list.map((letter) => letter.title)).toEqual(['Letter 3', 'Letter 2', 'Letter 1']);
    expect((await list(token, { page: 3 })).list).toEqual([]);
    // More than a page at once is refused, with the field named.
    const tooMany = await t.call(letterListCall, { count: 51 }, { token });
    expect(tooMany.envelope.code).toBe('400');
  });

  it('marks a letter read once, and counts it; the unread filter leaves it out', async () => {
    const { member, token } = await createLoggedInMember(t);
    await send({ member_account: member.account, title: 'One' });
    await send({ member_account: member.account, title: 'Two' });
    const [two, one] = (await list(token)).list;
    if (!one || !two) throw new Error('letters missing');

    const read = dataOf(await t.call(letterReadCall, { id: one.id }, { token }));
    expect(read).toEqual({ id: one.id, is_read: true, total_count: 2, unread_count: 1 });
    const again = dataOf(await t.call(letterReadCall, { id: String(one.id) }, { token }));
    expect(again.unread_count).toBe(1);

    const after = await list(token);
    expect(after.list.find((letter) => letter.id === one.id)).toMatchObject({ is_read: true });
    expect(after.unread_count).toBe(1);
    const unread = await list(token, { active: 1 });
    expect(unread.list.map((letter) => letter.title)).toEqual(['Two']);
    expect(unread.total_count).toBe(1);
  });

  it('refuses to read or delete another member’s letter or an unknown one, changing nothing', async () => {
    const owner = await createLoggedInMember(t);
    const stranger = await createLoggedInMember(t);
    await send({ member_account: owner.member.account });
    const [letter] = (await list(owner.token)).list;
    if (!letter) throw new Error('letter missing');

    for (const language of ['en_US', 'zh_CN'] as const) {
      const read = await t.call(
        letterReadCall,
        { id: letter.id },
        { token: stranger.token, language },
      );
      expect(read.status).toBe(200);
      expect(read.envelope.code).toBe('101');
      expect(read.envelope.message).toBe(
        language === 'en_US'
          ? 'This letter does not exist or has been deleted.'
          : '该信件不存在或已被删除。',
      );
    }
    expect(
      (await t.call(letterReadCall, { id: 999_999 }, { token: owner.token })).envelope.code,
    ).toBe('101');
    const destroy = await t.call(letterDestroyCall, { id: letter.id }, { token: stranger.token });
    expect(destroy.envelope.code).toBe('101');
    // A list naming one own letter and one of another member deletes neither.
    await send({ member_account: stranger.member.account });
    const [own] = (await list(stranger.token)).list;
    const mixed = await t.call(
      letterDestroyCall,
      { ids: [own?.id ?? 0, letter.id] },
      { token: stranger.token },
    );
    expect(mixed.envelope.code).toBe('101');

    const [row] = await ownRows(owner.member.id);
    expect(row).toMatchObject({ readAt: null, deletedAt: null });
    expect((await list(stranger.token)).total_count).toBe(1);
    // Without a session the calls answer 401 before looking at the body.
    expect((await t.call(letterReadCall, { id: 'x' })).status).toBe(401);
  });

  it('deletes named letters, or every letter of the list’s filter when none is named', async () => {
    const { member, token } = await createLoggedInMember(t);
    for (const title of ['A', 'B', 'C', 'D']) await send({ member_account: member.account, title });
    const [d, c, b] = (await list(token)).list;
    if (!d || !c || !b) throw new Error('letters missing');
    await t.call(letterReadCall, { id: d.id }, { token });

    const named = dataOf(await t.call(letterDestroyCall, { id: c.id }, { token }));
    expect(named).toEqual({ deleted_count: 1, total_count: 3, unread_count: 2 });
    expect((await t.call(letterReadCall, { id: c.id }, { token })).envelope.code).toBe('101');

    const unread = dataOf(await t.call(letterDestroyCall, { active: 1 }, { token }));
    expect(unread).toEqual({ deleted_count: 2, total_count: 1, unread_count: 0 });
    expect((await list(token)).list.map((letter) => letter.title)).toEqual(['D']);

    const all = dataOf(await t.call(letterDestroyCall, {}, { token }));
    expect(all).toEqual({ deleted_count: 1, total_count: 0, unread_count: 0 });
    // The rows stay for the operator's counts, marked deleted.
    expect((await ownRows(member.id)).every((row) => row.deletedAt !== null)).toBe(true);
  });

  it('sends to every member of a currency and to no one else, in one letter', async () => {
    const rmb = await createLoggedInMember(t, { currency: 'RMB' });
    const vnd = await createLoggedInMember(t, { currency: 'VND' });
    const sent = dataOf(await send({ currency: 'RMB', title: 'For RMB' }));
    const rmbMembers = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, 1), eq(members.currency, 'RMB')));
    expect(sent.letter).toMatchObject({
      target: 'currency',
      currency: 'RMB',
      recipient_count: rmbMembers.length,
      sent_by: 'operator:postmaster',
    });
    expect((await list(rmb.token)).list.map((letter) => letter.title)).toContain('For RMB');
    expect((await list(vnd.token)).list.map((letter) => letter.title)).not.toContain('For RMB');

    const copies = await t.database.db
      .select()
      .from(memberLetters)
      .where(eq(memberLetters.letterId, sent.letter.id));
    expect(copies.map((copy) => copy.memberId).sort()).toEqual(rmbMembers.map((m) => m.id).sort());

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'letter.send'), eq(auditLog.targetId, String(sent.letter.id))),
      );
    expect(audit).toMatchObject({ actor: 'operator:postmaster', targetType: 'letter' });

    const sentList = dataOf(await t.call(operatorLetterListCall, {}, { token: key }));
    expect(sentList.list[0]).toMatchObject({ id: sent.letter.id, title: 'For RMB' });
  });

  it('sends to a list of members; an unknown account or a closed currency sends nothing', async () => {
    const a = await createLoggedInMember(t);
    const b = await createLoggedInMember(t);
    const both = dataOf(
      await send({ member_accounts: [a.member.account, b.member.account.toUpperCase()] }),
    );
    expect(both.letter).toMatchObject({ target: 'members', recipient_count: 2 });

    const before = (await list(a.token)).total_count;
    const unknown = await send({ member_accounts: [a.member.account, 'nosuchone'] });
    expect(unknown.envelope.code).toBe('102');
    expect(unknown.envelope.message).toContain('nosuchone');
    expect((await list(a.token)).total_count).toBe(before);
    expect((await send({ currency: 'THB' })).envelope.code).toBe('461');
    // Exactly one target, and no control characters in the text.
    expect((await send({ currency: 'RMB', member_account: a.member.account })).envelope.code).toBe(
      '400',
    );
    expect((await send({ member_account: a.member.account, title: 'a\nb' })).envelope.code).toBe(
      '400',
    );
    expect((await send({ member_account: a.member.account }, 'op_wrong')).status).toBe(401);
  });

  it('tells the member’s private channel when a letter is sent, read and deleted', async () => {
    const url = await listen(t);
    const { member, token } = await createLoggedInMember(t);
    const other = await createLoggedInMember(t);
    const own = connectEcho(url, { token });
    const stranger = connectEcho(url, { token: other.token });
    try {
      own.echo.private(`member.${member.id}`);
      stranger.echo.private(`member.${other.member.id}`);
      const channel = `private-member.${member.id}`;
      await untilInChannel(t, own, channel);
      await untilInChannel(t, stranger, `private-member.${other.member.id}`);

      dataOf(await send({ member_account: member.account }));
      const [letter] = (await list(token)).list;
      if (!letter) throw new Error('letter missing');
      expect((await own.next(eventOn('letter.sent', channel))).args[1]).toEqual({ id: letter.id });

      dataOf(await t.call(letterReadCall, { id: letter.id }, { token }));
      expect((await own.next(eventOn('letter.read', channel))).args[1]).toEqual({ id: letter.id });

      dataOf(await t.call(letterDestroyCall, { id: letter.id }, { token }));
      expect((await own.next(eventOn('letter.delete', channel))).args[1]).toEqual({
        id: letter.id,
      });

      expect(stranger.received.some((event) => event.event.startsWith('letter.'))).toBe(false);
      const rows = await t.database.db
        .select()
        .from(memberLetters)
        .where(and(eq(memberLetters.memberId, member.id), isNull(memberLetters.deletedAt)));
      expect(rows).toEqual([]);
    } finally {
      own.close();
      stranger.close();
    }
  });
});
