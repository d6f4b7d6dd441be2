import { operatorRedEnvelopeScheduleCall } from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataOf } from '../../test/answers';
import { connectEcho, eventOn, listen, untilInChannel } from '../../test/echo-clients';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { startRedEnvelopeRunner } from './red-envelope-runner';
import { scheduleBody } from './red-envelope.testing';

let t: TestApp;
let url: string;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
  const created = await t.app.deps.operators.create(1, 'realtime-promo');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

describe('RedEnvelopeDisplay over realtime', () => {
  it('reaches the currency’s members when a promotion is scheduled already started, and when the timer sees one start', async () => {
    const { token } = await createLoggedInMember(t);
    const client = connectEcho(url, { token });
    const usd = connectEcho(url, {
      token: (await createLoggedInMember(t, { currency: 'USD' })).token,
    });
    try {
      client.echo.private('member.RMB');
      usd.echo.private('member.USD');
      await untilInChannel(t, client, 'private-member.RMB');
      await untilInChannel(t, usd, 'private-member.USD');

      const now = dataOf(
        await t.call(operatorRedEnvelopeScheduleCall, scheduleBody(), { token: key }),
      );
      const first = await client.next(eventOn('RedEnvelopeDisplay', 'private-member.RMB'));
      expect(first.args[1]).toEqual({ id: now.id, end_at: now.end_at });

      const soon = dataOf(
        await t.call(
          operatorRedEnvelopeScheduleCall,
          scheduleBody({ start_at: new Date(Date.now() + 1_500).toISOString() }),
          { token: key },
        ),
      );
      const runner = startRedEnvelopeRunner({
        redEnvelopes: t.app.deps.redEnvelopes,
        redEnvelopeAdmin: t.app.deps.redEnvelopeAdmin,
        database: t.database,
        log: { warn: () => undefined },
        everyMs: 200,
      });
      try {
        const started = await client.next(
          (event) =>
            eventOn('RedEnvelopeDisplay', 'private-member.RMB')(event) &&
            (event.args[1] as { id: number }).id === soon.id,
          8_000,
        );
        expect(started.args[1]).toEqual({ id: soon.id, end_at: soon.end_at });
        expect(runner.isRunning()).toBe(true);
        // Announced once, however many times the timer steps after.
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(
          client.received.filter(eventOn('RedEnvelopeDisplay', 'private-member.RMB')),
        ).toHaveLength(2);
        expect(usd.received.filter((event) => event.event === 'RedEnvelopeDisplay')).toEqual([]);
      } finally {
        await runner.stop();
      }
    } finally {
      client.close();
      usd.close();
    }
  });
});
