import { afterEach, describe, expect, it } from 'vitest';

import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import {
  AGENT_QUERY_KEY,
  BONUS_QUERY_KEY,
  LETTERS_QUERY_KEY,
  MEMBER_LAYOUT_QUERY_KEY,
  MEMBER_PROFILE_QUERY_KEY,
  MY_CASH_QUERY_KEY,
} from '../../../shared/session/member-queries';
import { createTestQueryClient } from '../../../test/render';
import { createFakeSocketClient } from './fake-socket.testing';
import {
  type RealtimeController,
  type RealtimeState,
  createRealtimeController,
} from './realtime-controller';

const VISITOR: RealtimeState = {
  member: undefined,
  sessionSerial: 0,
  siteCurrency: 'RMB',
  desktopTemplate: 'site02',
  mobileTemplate: 'H5_2',
};
const MEMBER: RealtimeState = {
  ...VISITOR,
  member: { memberId: 42, token: 'first-token', currency: 'RMB' },
  sessionSerial: 1,
};
const PUBLIC = ['web_member', 'web_api.RMB', 'site02_template', 'bob_mobile_template'];
const PRIVATE = ['private-member.42', 'private-member.RMB', 'presence-member.RMB'];

let controller: RealtimeController | undefined;

const start = (state: RealtimeState) => {
  const fake = createFakeSocketClient();
  const queryClient = createTestQueryClient();
  controller = createRealtimeController({ queryClient, client: fake.client, siteId: 3 });
  controller.update(state);
  return { fake, queryClient, controller };
};

const live = () => {
  const { connected, memberChannel } = useRealtimeStatusStore.getState();
  return connected && memberChannel;
};

afterEach(() => {
  controller?.stop();
  controller = undefined;
});

describe('the realtime connection', () => {
  it('gives a visitor the public channels and no private one, with the spec settings', () => {
    const { fake } = start(VISITOR);
    expect(fake.sockets).toHaveLength(1);
    const socket = fake.current();
    expect(socket.channels()).toEqual(PUBLIC);
    expect(socket.sent.every((m) => m.authorization === undefined)).toBe(true);
    expect(socket.uri).toBeUndefined();
    expect(socket.options).toMatchObject({
      query: { site_id: '3' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20_000,
      transports: ['polling', 'websocket'],
    });
  });

  it('asks for the member channels with the token only when a member id and token are stored', () => {
    const { fake } = start(MEMBER);
    const socket = fake.current();
    expect(socket.channels()).toEqual([...PUBLIC, ...PRIVATE]);
    for (const channel of PRIVATE) {
      expect(socket.authorizationOf(channel)).toBe('Bearer first-token');
    }
  });

  it('drops the old connection before opening one for a new login, and one without member channels on logout', () => {
    const { fake } = start(VISITOR);
    const visitor = fake.current();
    controller?.update(MEMBER);
    expect(fake.sockets).toHaveLength(2);
    expect(visitor.disconnected).toBe(true);
    const member = fake.current();
    expect(member.channels()).toEqual([...PUBLIC, ...PRIVATE]);

    controller?.update({ ...VISITOR, sessionSerial: 2 });
    expect(member.disconnected).toBe(true);
    expect(fake.sockets).toHaveLength(3);
    expect(fake.current().channels()).toEqual(PUBLIC);
  });

  it('starts over for another session of the same member (a handoff), not for a rotated token', () => {
    const { fake } = start(MEMBER);
    const first = fake.current();
    first.serverConnect();

    controller?.update({ ...MEMBER, member: { ...MEMBER.member!, token: 'rotated-token' } });
    expect(fake.sockets).toHaveLength(1);
    expect(first.disconnected).toBe(false);
    // laravel-echo subscribes again after a reconnection, with the header as it is then.
    first.serverReconnect();
    for (const channel of PRIVATE) {
      expect(first.authorizationOf(channel)).toBe('Bearer rotated-token');
    }

    controller?.update({
      ...MEMBER,
      member: { ...MEMBER.member!, token: 'handed-token' },
      sessionSerial: 2,
    });
    expect(first.disconnected).toBe(true);
    expect(fake.current().authorizationOf('private-member.42')).toBe('Bearer handed-token');
  });

  it('moves the banner channel with the site currency without reconnecting', () => {
    const { fake } = start(MEMBER);
    controller?.update({ ...MEMBER, siteCurrency: 'VND' });
    expect(fake.sockets).toHaveLength(1);
    const socket = fake.current();
    expect(socket.channels()).toContain('web_api.VND');
    expect(socket.channels()).not.toContain('web_api.RMB');
    expect(socket.channels()).toContain('private-member.42');
  });

  it('subscribes to the template channels once the site detail names them', () => {
    const { fake } = start({ ...VISITOR, desktopTemplate: undefined, mobileTemplate: undefined });
    expect(fake.current().channels()).toEqual(['web_member', 'web_api.RMB']);
    controller?.update({ ...VISITOR, desktopTemplate: 'site01', mobileTemplate: 'H5_1' });
    expect(fake.current().channels()).toEqual(['web_member', 'web_api.RMB']);
    controller?.update(VISITOR);
    expect(fake.current().channels()).toEqual(PUBLIC);
    expect(fake.sockets).toHaveLength(1);
  });

  it('tells whether the member feed is live: connected, and the channel confirmed and not refused', () => {
    const { fake } = start(MEMBER);
    const socket = fake.current();
    expect(live()).toBe(false);
    socket.serverConnect({ confirm: false });
    expect(live()).toBe(false);
    socket.serverConfirm();
    expect(live()).toBe(true);
    socket.serverDisconnect();
    expect(live()).toBe(false);
    socket.serverReconnect({ confirm: false });
    expect(live()).toBe(false);
    socket.serverConfirm();
    expect(live()).toBe(true);
    socket.push('subscription_error', 'private-member.42', 401);
    expect(live()).toBe(false);

    controller?.update({ ...VISITOR, sessionSerial: 2 });
    fake.current().serverConnect();
    expect(live()).toBe(false);
  });

  it('asks again for all the member channel pushes once it is joined, and after each rejoin', () => {
    const { fake, queryClient } = start(MEMBER);
    const keys = [
      MEMBER_LAYOUT_QUERY_KEY,
      MY_CASH_QUERY_KEY,
      BONUS_QUERY_KEY,
      LETTERS_QUERY_KEY,
      MEMBER_PROFILE_QUERY_KEY,
      [...AGENT_QUERY_KEY, 'settlements', 1],
    ];
    const cache = () => {
      for (const key of keys) queryClient.setQueryData(key, { cached: true });
    };
    const invalidated = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    cache();

    // A letter or a commission pushed between the page's first calls and the join would be lost
    // without this.
    fake.current().serverConnect({ confirm: false });
    expect(invalidated()).toEqual(keys.map(() => false));
    fake.current().serverConfirm();
    expect(invalidated()).toEqual(keys.map(() => true));

    cache();
    fake.current().serverReconnect();
    expect(invalidated()).toEqual(keys.map(() => true));
  });

  it('disconnects when stopped', () => {
    const { fake } = start(MEMBER);
    fake.current().serverConnect();
    controller?.stop();
    expect(fake.current().disconnected).toBe(true);
    expect(useRealtimeStatusStore.getState().connected).toBe(false);
  });
});
