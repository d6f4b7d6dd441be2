import { randomUUID } from 'node:crypto';

import {
  depositFastPaymentCall,
  loginCall,
  logoutCall,
  operatorAdjustmentCall,
  siteDetailCall,
} from '@member-site/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { runSiteCommand } from '../cli/site-commands';
import { memberSessions } from '../db/schema';
import { channelId, deliverThroughInject } from '../modules/deposit/deposit.testing';
import {
  type EchoClient,
  connectEcho,
  eventOn,
  listen,
  untilInChannel,
  untilOutOfChannel,
} from '../test/echo-clients';
import { type TestApp, buildTestApp } from '../test/helpers';
import { type TestMember, createLoggedInMember, createTestMember } from '../test/members';

/** An account as presence lists show it: asterisks, then its last three characters. */
const masked = (account: string) => `${'*'.repeat(account.length - 3)}${account.slice(-3)}`;

const loginBody = (account: string) => ({
  account,
  password: 'abc123',
  udid: 'device-one',
  device: 1,
  browser: 'Chrome',
  system: 'Linux',
});

describe('realtime channels with the stock laravel-echo client', () => {
  let t: TestApp;
  let url: string;
  let operatorKey: string;
  const logLines: string[] = [];
  const clients: EchoClient[] = [];
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  const connect = (token?: string) => {
    const client = connectEcho(url, token === undefined ? {} : { token });
    clients.push(client);
    return client;
  };

  /** A member with a live session and an echo client subscribed to their private channel. */
  const subscribedMember = async (input: Partial<TestMember> = {}) => {
    const { member, token } = await createLoggedInMember(t, input);
    const client = connect(token);
    client.echo.private(`member.${member.id}`);
    await untilInChannel(t, client, `private-member.${member.id}`);
    return { member, token, client };
  };

  beforeAll(async () => {
    t = await buildTestApp({
      config: { logLevel: 'info' },
      build: { logStream: { write: (line) => logLines.push(line) } },
    });
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
    deliverThroughInject(t);
    const operator = await t.app.deps.operators.create(1, 'realtime');
    operatorKey = operator?.key ?? '';
    url = await listen(t);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => t.close());

  it('pushes member.cash after an operator adjustment', async () => {
    const { member, client } = await subscribedMember();
    const { envelope } = await t.call(
      operatorAdjustmentCall,
      {
        member_account: member.account,
        direction: 'credit',
        amount: '88.50',
        reason: 'goodwill',
        request_id: randomUUID(),
      },
      { token: operatorKey },
    );
    expect(envelope.code).toBe('100');
    const event = await client.next(eventOn('member.cash', `private-member.${member.id}`));
    expect(event.args[1]).toEqual({ cash: '88.50' });
  });

  it('pushes member_deposit.success and member.cash after a sandbox payment', async () => {
    const { member, token, client } = await subscribedMember();
    const order = await t.call(
      depositFastPaymentCall,
      {
        channel_id: await channelId(t, 'fast_payment'),
        amount: '300.00',
        request_id: randomUUID(),
      },
      { token },
    );
    const payUrl = order.envelope.apiResponseData.pay_url;
    const checkout = new URL(payUrl).pathname.split('/').pop() ?? '';
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/checkout/${checkout}/pay?lang=en_US`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
      payload: '',
    });
    expect(paid.statusCode).toBeLessThan(400);
    const channel = `private-member.${member.id}`;
    const success = await client.next(eventOn('member_deposit.success', channel));
    expect(success.args[1]).toEqual({
      order_number: order.envelope.apiResponseData.order_number,
      deposit_amount: '300.00',
      deposit_times: 1,
      currency: 'RMB',
    });
    expect((await client.next(eventOn('member.cash', channel))).args[1]).toEqual({
      cash: '300.00',
    });
  });

  it('tells the first socket of a login elsewhere and takes it out of its private channels', async () => {
    const member = await createTestMember(t.database);
    const first = await t.call(loginCall, loginBody(member.account));
    const firstToken = first.envelope.apiResponseData.token;
    const client = connect(firstToken);
    const channel = `private-member.${member.id}`;
    client.echo.private(`member.${member.id}`);
    client.echo.join('member.RMB');
    client.echo.channel('web_member');
    await untilInChannel(t, client, channel);
    await untilInChannel(t, client, 'presence-member.RMB');
    await untilInChannel(t, client, 'web_member');

    const second = await t.call(loginCall, loginBody(member.account));
    const secondToken = second.envelope.apiResponseData.token;
    const login = await client.next(eventOn('login', channel));
    const mark = (login.args[1] as { token: string }).token;
    expect(mark).toMatch(/^[\w-]{16,}$/);
    expect(mark).not.toBe(secondToken);
    expect(mark).not.toBe(firstToken);

    await untilOutOfChannel(t, client, channel);
    await untilOutOfChannel(t, client, 'presence-member.RMB');
    // Still on its public channel: a public event arrives, a private one published before it
    // does not.
    t.app.deps.events.publish('member.cash', {
      siteId: 1,
      memberId: member.id,
      currency: 'RMB',
      cash: '1.00',
    });
    expect((await site('customer-service-link', 'https://help.example.com/chat')).code).toBe(0);
    await client.next(eventOn('customer_service_link_change', 'web_member'));
    expect(client.received.some(eventOn('member.cash', channel))).toBe(false);

    // The old token opens nothing any more.
    const again = connect(firstToken);
    again.echo.private(`member.${member.id}`);
    expect((await again.next((e) => e.event === 'subscription_error')).args).toEqual([
      channel,
      401,
    ]);
  });

  it('takes sockets out when the member logs out or the operator freezes them', async () => {
    const loggedOut = await subscribedMember();
    await t.call(logoutCall, {}, { token: loggedOut.token });
    await untilOutOfChannel(t, loggedOut.client, `private-member.${loggedOut.member.id}`);

    const frozen = await subscribedMember();
    expect((await site('member', 'freeze', frozen.member.account)).output).toContain(
      'ended 1 session',
    );
    await untilOutOfChannel(t, frozen.client, `private-member.${frozen.member.id}`);
  });

  it('takes sockets out when their session expires', async () => {
    const { member, token } = await createLoggedInMember(t);
    // The session is about to pass its idle expiry.
    await t.database.db
      .update(memberSessions)
      .set({ idleExpiresAt: new Date(Date.now() + 1500) })
      .where(eq(memberSessions.memberId, member.id));
    const client = connect(token);
    client.echo.private(`member.${member.id}`);
    await untilInChannel(t, client, `private-member.${member.id}`);
    await untilOutOfChannel(t, client, `private-member.${member.id}`, 1, 8000);
  });

  it('confirms a subscription once the socket is in the channel, and a refused one never', async () => {
    const { member, token } = await createLoggedInMember(t);
    const client = connect(token);
    const channel = `private-member.${member.id}`;
    client.echo.private(`member.${member.id}`);
    await client.next(eventOn('subscription_succeeded', channel));
    // The confirmation comes after the join: a push sent now reaches the socket.
    const sockets = await t.app.realtime.io.in(`1|${channel}`).fetchSockets();
    expect(sockets.map((socket) => socket.id)).toEqual([client.socket.id]);
    client.echo.channel('web_api.RMB');
    await client.next(eventOn('subscription_succeeded', 'web_api.RMB'));

    client.echo.private('member.VND');
    await client.next(eventOn('subscription_error', 'private-member.VND'));
    expect(client.received.some(eventOn('subscription_succeeded', 'private-member.VND'))).toBe(
      false,
    );
  });

  it('refuses another member’s private channel and joins nothing', async () => {
    const owner = await subscribedMember();
    const { token: strangerToken } = await createLoggedInMember(t);
    const stranger = connect(strangerToken);
    const channel = `private-member.${owner.member.id}`;
    stranger.echo.private(`member.${owner.member.id}`);
    expect((await stranger.next((e) => e.event === 'subscription_error')).args).toEqual([
      channel,
      403,
    ]);
    // Another currency's channels are refused the same way.
    stranger.echo.private('member.VND');
    await stranger.next(eventOn('subscription_error', 'private-member.VND'));
    const sockets = await t.app.realtime.io.in(`1|${channel}`).fetchSockets();
    expect(sockets.map((socket) => socket.id)).toEqual([owner.client.socket.id]);

    t.app.deps.events.publish('member.cash', {
      siteId: 1,
      memberId: owner.member.id,
      currency: 'RMB',
      cash: '5.00',
    });
    await owner.client.next(eventOn('member.cash', channel));
    expect(stranger.received.some(eventOn('member.cash', channel))).toBe(false);
    expect(logLines.some((line) => line.includes('realtime subscription refused'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(strangerToken);
  });

  it('refuses private channels without a token, with a revoked one, or by a made-up name', async () => {
    const { member, token } = await createLoggedInMember(t);
    const anonymous = connect();
    anonymous.echo.private(`member.${member.id}`);
    expect((await anonymous.next((e) => e.event === 'subscription_error')).args[1]).toBe(401);

    await t.app.deps.sessions.endAll(member, 'operator');
    const revoked = connect(token);
    revoked.echo.private(`member.${member.id}`);
    expect((await revoked.next((e) => e.event === 'subscription_error')).args[1]).toBe(401);

    const odd = connect(token);
    for (const name of ['member.0', 'member.12abc', `x${'y'.repeat(5000)}`, 'web_api.XYZ']) {
      odd.socket.emit('subscribe', { channel: name });
    }
    odd.socket.emit('subscribe', { channel: 42 });
    odd.socket.emit('subscribe', 'not an object');
    await odd.next(() => odd.received.filter((e) => e.event === 'subscription_error').length === 6);
    expect(odd.received.every((e) => e.args[1] === 400)).toBe(true);
    expect((await t.app.realtime.io.local.fetchSockets()).length).toBeGreaterThan(0);
  });

  it('lists presence members and tells of joining and leaving, with public fields only', async () => {
    const alice = await createLoggedInMember(t, { account: `pa${Date.now() % 1e8}` });
    const bob = await createLoggedInMember(t, { account: `pb${Date.now() % 1e8}` });
    const channel = 'presence-member.RMB';
    const here: unknown[][] = [];
    const joined: unknown[] = [];
    const left: unknown[] = [];

    const aliceClient = connect(alice.token);
    aliceClient.echo
      .join('member.RMB')
      .here((members: unknown[]) => here.push(members))
      .joining((member: unknown) => joined.push(member))
      .leaving((member: unknown) => left.push(member));
    await untilInChannel(t, aliceClient, channel);
    const aliceInfo = {
      member_id: alice.member.id,
      member_account: masked(alice.member.account),
    };
    const bobInfo = {
      member_id: bob.member.id,
      member_account: masked(bob.member.account),
    };
    await aliceClient.next(eventOn('presence:subscribed', channel));
    expect(here.at(-1)).toContainEqual(aliceInfo);

    const bobClient = connect(bob.token);
    bobClient.echo.join('member.RMB');
    const bobHere = await bobClient.next(eventOn('presence:subscribed', channel));
    expect(bobHere.args[1]).toEqual(
      expect.arrayContaining([
        { user_id: alice.member.id, user_info: aliceInfo },
        { user_id: bob.member.id, user_info: bobInfo },
      ]),
    );
    await aliceClient.next(eventOn('presence:joining', channel));
    expect(joined).toEqual([bobInfo]);
    expect(JSON.stringify(bobHere.args[1])).not.toContain(alice.member.account);

    bobClient.close();
    await aliceClient.next(eventOn('presence:leaving', channel));
    expect(left).toEqual([bobInfo]);
  });

  it('sends websocket frames uncompressed, though the client offers permessage-deflate', async () => {
    const visitor = connectEcho(url, { transports: ['websocket'] });
    clients.push(visitor);
    visitor.echo.channel('web_member');
    await untilInChannel(t, visitor, 'web_member');
    const transport = visitor.socket.io.engine.transport as unknown as {
      ws?: { extensions?: string };
    };
    expect(transport.ws?.extensions).toBe('');
  });

  it('pushes public events when the operator changes banners and advertising blocks', async () => {
    const visitor = connect();
    visitor.echo.channel('web_api.RMB');
    visitor.echo.channel('bob_mobile_template');
    visitor.echo.channel('web_member');
    await untilInChannel(t, visitor, 'web_api.RMB');
    await untilInChannel(t, visitor, 'bob_mobile_template');
    await untilInChannel(t, visitor, 'web_member');

    const [banner] = await t.app.deps.contentAdmin.banners(1);
    if (!banner) throw new Error('the demo site has banners');
    expect((await site('banner', 'hide', String(banner.id))).code).toBe(0);
    await visitor.next(eventOn('carousel_picture.url', 'web_api.RMB'));

    const [sponsor] = await t.app.deps.contentAdmin.modelItems(1, 'sponsor');
    if (!sponsor) throw new Error('the demo site has sponsor blocks');
    expect((await site('model', 'hide', String(sponsor.id))).code).toBe(0);
    const sponsorEvent = await visitor.next(eventOn('model_sponsor.url', 'bob_mobile_template'));
    expect(sponsorEvent.args[1]).toEqual({ language: sponsor.language });

    expect((await site('customer-service-link', 'ftp://nope')).code).toBe(1);
    expect((await site('customer-service-link', '--clear')).code).toBe(0);
    await visitor.next(eventOn('customer_service_link_change', 'web_member'));
    expect((await site('banner', 'hide', '999999')).code).toBe(1);

    const added = await site(
      'announcement',
      'create',
      '--title',
      'News',
      '--content',
      'Read all about it.',
      '--reason',
      'news',
    );
    expect(added.code).toBe(0);
    await visitor.next(eventOn('web_announcement_change', 'web_member'));
    const popup = await site(
      'popup',
      'create',
      '--title',
      'Offer',
      '--content',
      'Take it.',
      '--reason',
      'offer',
    );
    expect(popup.code).toBe(0);
    await visitor.next(eventOn('bulletin_change', 'web_member'));
  });

  it('moves open pages to the new template when the operator changes the desktop template', async () => {
    const visitor = connect();
    visitor.echo.channel('site02_template');
    await untilInChannel(t, visitor, 'site02_template');

    expect((await site('site-template', 'bob')).code).toBe(2);
    expect((await site('site-template', 'suncity')).output).toContain('now suncity');
    const languages = (await t.app.deps.sites.findById(1))?.languages ?? [];
    await visitor.next(
      () =>
        visitor.received.filter(eventOn('model_settings.url', 'site02_template')).length ===
        languages.length,
    );
    expect(
      visitor.received
        .filter(eventOn('model_settings.url', 'site02_template'))
        .map((e) => e.args[1]),
    ).toEqual(languages.map((language) => ({ language })));
    // The site detail pages fetch next names the new template.
    const detail = await t.call(siteDetailCall, {});
    expect(detail.envelope.apiResponseData.detail.template).toBe('suncity');
    expect((await site('site-template')).output).toBe('suncity');
    expect((await site('site-template', 'site02')).code).toBe(0);
  });

  it('names every event and channel exactly as spec section 7 does', async () => {
    const { member, client } = await subscribedMember();
    client.echo.private('member.RMB');
    client.echo.channel('site02_template');
    client.echo.channel('web_member');
    await untilInChannel(t, client, 'private-member.RMB');
    await untilInChannel(t, client, 'site02_template');
    await untilInChannel(t, client, 'web_member');
    const own = `private-member.${member.id}`;
    const base = { siteId: 1, memberId: member.id };
    const endAt = new Date('2026-12-01T12:00:00Z');
    const publish = t.app.deps.events.publish;
    publish('letter.sent', { ...base, letterId: 7 });
    publish('letter.read', { ...base, letterId: 7 });
    publish('letter.delete', { ...base, letterId: 7 });
    publish('game.url', { ...base, url: 'https://games.example.com/play/1' });
    publish('forward_game.status', { ...base, code: 957 });
    publish('all_transfer_back', base);
    publish('profile.updated', base);
    publish('red_envelope.display', { siteId: 1, currency: 'RMB', id: 3, endAt });
    publish('content.changed', {
      siteId: 1,
      change: { kind: 'template_settings', template: 'site02', language: 'vi_VN' },
    });
    const expected: [string, string, unknown][] = [
      ['letter.sent', own, { id: 7 }],
      ['letter.read', own, { id: 7 }],
      ['letter.delete', own, { id: 7 }],
      ['game.url', own, { url: 'https://games.example.com/play/1' }],
      ['forward_game.status', own, { code: 957 }],
      ['all_transfer_back', own, {}],
      ['profile.updated', own, {}],
      ['RedEnvelopeDisplay', 'private-member.RMB', { id: 3, end_at: endAt.toISOString() }],
      ['model_settings.url', 'site02_template', { language: 'vi_VN' }],
    ];
    for (const [event, channel, payload] of expected) {
      expect((await client.next(eventOn(event, channel))).args[1]).toEqual(payload);
    }
    // Another site's events never reach this site's sockets.
    publish('profile.updated', { siteId: 2, memberId: member.id });
    publish('content.changed', { siteId: 2, change: { kind: 'customer_service_link' } });
    publish('profile.updated', base);
    await client.next(
      () => client.received.filter((e) => e.event === 'profile.updated').length === 2,
    );
    expect(client.received.filter((e) => e.event === 'customer_service_link_change')).toEqual([]);
  });

  it('asks a member’s pages to clean their caches when the operator says so', async () => {
    const { member, client } = await subscribedMember();
    expect((await site('member', 'clean-cache', member.account)).code).toBe(0);
    await client.next(eventOn('app_clean_cache', `private-member.${member.id}`));
  });
});

describe('realtime connections that misbehave', () => {
  let t: TestApp;
  let url: string;
  const logLines: string[] = [];
  const clients: EchoClient[] = [];
  const connect = (token?: string) => {
    const client = connectEcho(url, { transports: ['websocket'], ...(token ? { token } : {}) });
    clients.push(client);
    return client;
  };
  const disconnected = (client: EchoClient) =>
    new Promise<string>((resolve) => {
      if (!client.socket.connected && client.socket.id === undefined) resolve('never connected');
      client.socket.once('disconnect', (reason) => resolve(reason));
    });

  beforeAll(async () => {
    t = await buildTestApp({
      config: { logLevel: 'info' },
      build: {
        logStream: { write: (line) => logLines.push(line) },
        realtimeLimits: { maxQueuedBytes: 256 * 1024, queueCheckMs: 100, sessionSweepMs: 300 },
      },
    });
    url = await listen(t);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('drops a client that stops reading before its queue grows without bound', async () => {
    const { member, token } = await createLoggedInMember(t);
    const reader = connect(token);
    reader.echo.private(`member.${member.id}`);
    await untilInChannel(t, reader, `private-member.${member.id}`);
    // The client stops taking bytes off its connection, as a stalled phone would.
    const engine = reader.socket.io.engine as unknown as {
      transport: { ws: { _socket: { pause: () => void; destroy: () => void } } };
    };
    const connection = engine.transport.ws._socket;
    connection.pause();
    const url = `https://games.example.com/launch?${'x'.repeat(16 * 1024)}`;
    const id = reader.socket.id;
    const stillThere = async () =>
      (await t.app.realtime.io.local.fetchSockets()).some((socket) => socket.id === id);
    let sent = 0;
    while (await stillThere()) {
      for (let i = 0; i < 200; i += 1) {
        t.app.deps.events.publish('game.url', { siteId: 1, memberId: member.id, url });
      }
      sent += 200 * url.length;
      // Far more than the kernel's socket buffers would hold: the check must have fired.
      expect(sent).toBeLessThan(256 * 1024 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(logLines.some((line) => line.includes('realtime client not reading'))).toBe(true);
    connection.destroy();
  });

  it('finds sessions that ended without a word on its regular sweep', async () => {
    const { member, token } = await createLoggedInMember(t);
    const client = connect(token);
    client.echo.private(`member.${member.id}`);
    await untilInChannel(t, client, `private-member.${member.id}`);
    // Ended behind the server's back (as if its event had been lost).
    await t.database.db
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(eq(memberSessions.memberId, member.id));
    await untilOutOfChannel(t, client, `private-member.${member.id}`);
  });

  it('drops a socket that floods subscriptions and keeps serving the others', async () => {
    const calm = connect();
    calm.echo.channel('web_member');
    await untilInChannel(t, calm, 'web_member');
    const flood = connect();
    await new Promise<void>((resolve) => flood.socket.once('connect', () => resolve()));
    const gone = disconnected(flood);
    for (let i = 0; i < 1000; i += 1) flood.socket.emit('subscribe', { channel: `web_api.RMB` });
    expect(await gone).toBe('io server disconnect');
    const refused = flood.received.filter((e) => e.event === 'subscription_error');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.args[1] === 429)).toBe(true);

    expect(
      (
        await runSiteCommand(
          ['customer-service-link', 'https://help.example.com'],
          async () => t.app.deps,
        )
      ).code,
    ).toBe(0);
    await calm.next(eventOn('customer_service_link_change', 'web_member'));
  });

  it('closes a connection that sends a megabyte and keeps serving the others', async () => {
    const calm = connect();
    calm.echo.channel('web_member');
    await untilInChannel(t, calm, 'web_member');
    const heavy = connect();
    await new Promise<void>((resolve) => heavy.socket.once('connect', () => resolve()));
    const gone = disconnected(heavy);
    heavy.socket.emit('subscribe', {
      channel: 'web_member',
      auth: { pad: 'x'.repeat(1024 * 1024) },
    });
    expect(await gone).toMatch(/transport (close|error)/);
    const before = (await t.app.realtime.io.local.fetchSockets()).length;
    expect(before).toBeGreaterThan(0);
    t.app.deps.events.publish('content.changed', {
      siteId: 1,
      change: { kind: 'customer_service_link' },
    });
    await calm.next(eventOn('customer_service_link_change', 'web_member'));
  });

  it('limits the channels one socket may hold', async () => {
    const greedy = connect();
    for (const currency of ['RMB', 'USD', 'VND', 'WON', 'JPY', 'THB', 'INR', 'MMK', 'BDT', 'BRL']) {
      greedy.echo.channel(`web_api.${currency}`);
    }
    for (let i = 0; i < 10; i += 1) greedy.echo.channel(`t${i}_template`);
    await greedy.next(
      () => greedy.received.filter((e) => e.event === 'subscription_error').length === 4,
    );
    const sockets = await t.app.realtime.io.local.fetchSockets();
    const held = sockets.find((socket) => socket.id === greedy.socket.id);
    expect(held ? held.rooms.size - 1 : -1).toBe(16);
  });
});
