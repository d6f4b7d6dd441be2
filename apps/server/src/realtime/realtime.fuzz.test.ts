import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type EchoClient,
  connectEcho,
  eventOn,
  listen,
  untilInChannel,
} from '../test/echo-clients';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createLoggedInMember } from '../test/members';

/** Values a hostile client may put where the protocol expects a channel or its auth. */
const hostile = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    'private-member.1',
    'presence-member.RMB',
    'private-member.RMB',
    '__proto__',
    'constructor',
    'private-member.-1',
    'private-member.1e3',
    'private-member.9999999999999999',
    'private-house.1',
    'private-house.0',
    'private-house.RMB',
    'presence-member.rmb',
    '_template',
    'web_api.',
    '1|web_member',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const message = fc.record(
  {
    channel: hostile,
    auth: fc.oneof(
      hostile,
      fc.record({ headers: fc.record({ Authorization: hostile }, { requiredKeys: [] }) }),
    ),
  },
  { requiredKeys: [] },
);

describe('realtime subscriptions under hostile messages', () => {
  let t: TestApp;
  let url: string;
  let client: EchoClient;
  let watcher: EchoClient;
  let memberId = 0;

  beforeAll(async () => {
    t = await buildTestApp({ build: { realtimeLimits: { subscribesPerWindow: 100_000 } } });
    url = await listen(t);
    const { member, token } = await createLoggedInMember(t);
    memberId = member.id;
    watcher = connectEcho(url, { token, transports: ['websocket'] });
    watcher.echo.private(`member.${member.id}`);
    await untilInChannel(t, watcher, `private-member.${member.id}`);
    client = connectEcho(url, { transports: ['websocket'] });
  });
  afterAll(async () => {
    client.close();
    watcher.close();
    await t.close();
  });

  it('refuses or ignores every one, joins no private room, and keeps serving', async () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('subscribe', 'unsubscribe'), fc.oneof(message, hostile)),
          { minLength: 1, maxLength: 5 },
        ),
        (messages) => {
          for (const [event, data] of messages) client.socket.emit(event, data);
        },
      ),
      { numRuns: 200, seed: 20_261_123 },
    );
    // The server handles a socket's messages in order: once this one is in, so are the others.
    client.socket.emit('unsubscribe', { channel: 'zzmarker_template' });
    client.socket.emit('subscribe', { channel: 'zzmarker_template' });
    await untilInChannel(t, client, 'zzmarker_template', 1, 10_000);
    expect(client.socket.connected).toBe(true);
    const statuses = new Set(
      client.received.filter((e) => e.event === 'subscription_error').map((e) => e.args[1]),
    );
    for (const status of statuses) expect([400, 401, 403, 429]).toContain(status);
    const sockets = await t.app.realtime.io.local.fetchSockets();
    const rooms = [...(sockets.find((socket) => socket.id === client.socket.id)?.rooms ?? [])];
    expect(rooms.filter((room) => room.includes('private-') || room.includes('presence-'))).toEqual(
      [],
    );
    t.app.deps.events.publish('profile.updated', { siteId: 1, memberId });
    await watcher.next(eventOn('profile.updated', `private-member.${memberId}`));
  });
});
