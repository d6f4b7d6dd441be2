import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberSessions, members } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { type SessionPolicy, createSessionService, hashToken } from './session.service';

const MINUTE = 60_000;
const policy: SessionPolicy = {
  idleMs: 10 * MINUTE,
  absoluteMs: 60 * MINUTE,
  rotateAfterMs: 0,
  rotationGraceMs: MINUTE,
};
const device = { ip: '10.1.1.1', udid: 'udid-1', device: 1 };

describe('session service', () => {
  let t: TestApp;
  let clock: Date;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const service = (overrides: Partial<SessionPolicy> = {}) =>
    createSessionService(t.database.db, {
      events: t.app.deps.events,
      policy: { ...policy, ...overrides },
      now: () => clock,
    });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const freshMember = async () => {
    // A session's times come from the service's clock; start it at a fixed moment.
    clock = new Date('2026-03-01T12:00:00Z');
    return createTestMember(t.database);
  };

  it('stores only the hash of the token', async () => {
    const member = await freshMember();
    const { token, session } = await service().start(member, device);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.tokenHash).toBe(hashToken(token));
    const [row] = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.id, session.id));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps one live session per member: a new login ends the old one', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 15 * MINUTE });
    const first = await sessions.start(member, device);
    const second = await sessions.start(member, device);
    expect(second.revoked).toEqual([first.session.id]);
    expect(await sessions.authenticate(first.token)).toBeUndefined();
    expect((await sessions.authenticate(second.token))?.member.id).toBe(member.id);
  });

  it('rotates the token on use and keeps the old one for the grace period only', async () => {
    const member = await freshMember();
    const sessions = service();
    const { token } = await sessions.start(member, device);
    advance(1_000);
    const rotated = await sessions.authenticate(token);
    expect(rotated?.rotatedToken).toBeDefined();
    const next = rotated?.rotatedToken ?? '';
    expect(next).not.toBe(token);

    // A call already in flight with the old token still works, without rotating again.
    advance(30_000);
    const inFlight = await sessions.authenticate(token);
    expect(inFlight?.member.id).toBe(member.id);
    expect(inFlight?.rotatedToken).toBeUndefined();

    advance(31_000);
    expect(await sessions.authenticate(token)).toBeUndefined();
    expect((await sessions.authenticate(next))?.member.id).toBe(member.id);
  });

  it('does not rotate before rotateAfterMs', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 5 * MINUTE });
    const { token } = await sessions.start(member, device);
    advance(4 * MINUTE);
    expect((await sessions.authenticate(token))?.rotatedToken).toBeUndefined();
    advance(2 * MINUTE);
    expect((await sessions.authenticate(token))?.rotatedToken).toBeDefined();
  });

  it('ends a session left unused for the idle time, and use pushes the idle time back', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 24 * 60 * MINUTE });
    const { token } = await sessions.start(member, device);
    advance(9 * MINUTE);
    expect(await sessions.authenticate(token)).toBeDefined();
    advance(9 * MINUTE);
    expect(await sessions.authenticate(token)).toBeDefined();
    advance(10 * MINUTE + 1);
    expect(await sessions.authenticate(token)).toBeUndefined();
  });

  it('ends a session at its absolute expiry however much it is used', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 24 * 60 * MINUTE });
    const { token } = await sessions.start(member, device);
    for (let minute = 5; minute < 60; minute += 5) {
      advance(5 * MINUTE);
      expect(await sessions.authenticate(token)).toBeDefined();
    }
    advance(5 * MINUTE);
    expect(await sessions.authenticate(token)).toBeUndefined();
  });

  it('ends the session of a member the operator disabled', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 24 * 60 * MINUTE });
    const { token, session } = await sessions.start(member, device);
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.disabled })
      .where(eq(members.id, member.id));
    expect(await sessions.authenticate(token)).toBeUndefined();
    const [row] = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.id, session.id));
    expect(row?.revokeReason).toBe('member_disabled');
    // Re-enabling does not bring the ended session back.
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.active })
      .where(eq(members.id, member.id));
    expect(await sessions.authenticate(token)).toBeUndefined();
  });

  it('ends one session on logout and all but one on endAll', async () => {
    const member = await freshMember();
    const sessions = service({ rotateAfterMs: 24 * 60 * MINUTE });
    const { token, session } = await sessions.start(member, device);
    await sessions.end(member, session.id, 'logout');
    expect(await sessions.authenticate(token)).toBeUndefined();

    const kept = await sessions.start(member, device);
    expect(await sessions.endAll(member, 'password_changed', kept.session.id)).toEqual([]);
    expect(await sessions.authenticate(kept.token)).toBeDefined();
    expect(await sessions.endAll(member, 'password_changed')).toEqual([kept.session.id]);
    expect(await sessions.authenticate(kept.token)).toBeUndefined();
  });

  it.each(['', 'x', 'a'.repeat(300), 'not-a-token-of-anyone-aaaaaaaaaaaaaaaaaaaaaaaa'])(
    'refuses an unknown or malformed token (%#)',
    async (token) => {
      expect(await service().authenticate(token)).toBeUndefined();
    },
  );
});
