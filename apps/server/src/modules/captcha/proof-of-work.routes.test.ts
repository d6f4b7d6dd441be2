import {
  clientCaptchaCall,
  loginCall,
  proofOfWorkChallengeCall,
  recoveryVerifyCall,
  registerCall,
  registerSmsCall,
} from '@member-site/contracts';
import { type ProofOfWorkForm } from '@member-site/contracts/constants';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { smsOutbox } from '../../db/schema';
import { createSealer } from '../../infra/sealed';
import { setProofOfWorkCost } from './proof-of-work.service';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { countMembers, rmbRegistration } from '../register/register.testing';

let addresses = 0;
const nextIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe('the proof of work of the login, register, SMS and recovery forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    // The picture captcha off and the proof of work on: the `pow` mode of the captcha command.
    await t.app.deps.accountSettings.update(1, {
      loginCaptcha: false,
      registerCaptcha: false,
      loginProofOfWork: true,
      registerProofOfWork: true,
    });
  });

  const challenge = async (form: ProofOfWorkForm, ip: string) => {
    const { envelope } = await t.call(proofOfWorkChallengeCall, { form }, { ip });
    expect(envelope.code).toBe('100');
    return envelope.apiResponseData.challenge;
  };

  /** Solve a challenge as the browser does; answers the `pow` field and the counter found. */
  const prove = async (form: ProofOfWorkForm, ip: string) => {
    const issued = await challenge(form, ip);
    if (!issued) throw new Error('no challenge');
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('not solved');
    const pow = Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
    return { pow, counter: solution.counter };
  };

  const login = (ip: string, body: Record<string, unknown>) =>
    t.call(loginCall, { account: 'demo001', password: 'demo123', ...body }, { ip });

  it('answers no challenge when the site does not ask the form for one', async () => {
    await t.app.deps.accountSettings.update(1, { loginProofOfWork: false });
    expect(await challenge('login', nextIp())).toBeNull();
    expect(await challenge('recovery', nextIp())).toBeNull();
    expect(await challenge('register', nextIp())).not.toBeNull();
    const { envelope } = await login(nextIp(), {});
    expect(envelope.code).toBe('100');
  });

  it('refuses a login without a proof, before looking at the password', async () => {
    const ip = nextIp();
    for (const pow of [undefined, '', 'bm90IGpzb24=', '%%%']) {
      const { envelope } = await login(ip, pow === undefined ? {} : { pow });
      expect(envelope).toMatchObject({ code: '428', codeFull: 'common.428' });
    }
    const { envelope } = await login(ip, { pow: (await prove('login', ip)).pow });
    expect(envelope.code).toBe('100');
  });

  it('accepts each solution once, for the form and site it was made for', async () => {
    const ip = nextIp();
    const { pow } = await prove('login', ip);
    expect((await login(ip, { pow })).envelope.code).toBe('100');
    // Replayed: a bot cannot solve once and log in many times.
    expect((await login(ip, { pow })).envelope.code).toBe('428');
    // Made for registration.
    const other = await prove('register', ip);
    expect((await login(ip, { pow: other.pow })).envelope.code).toBe('428');
  });

  it('refuses a solution whose challenge or answer was changed', async () => {
    const ip = nextIp();
    const issued = await challenge('login', ip);
    if (!issued) throw new Error('no challenge');
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('not solved');
    const send = (payload: unknown) =>
      login(ip, { pow: Buffer.from(JSON.stringify(payload)).toString('base64') });
    // A cheaper prefix the client made up, or a key it did not derive: both fail the signatures.
    const easier = { ...issued, parameters: { ...issued.parameters, keyPrefix: '00' } };
    expect((await send({ challenge: easier, solution })).envelope.code).toBe('428');
    const last = solution.derivedKey.at(-1) === '0' ? '1' : '0';
    const wrong = { ...solution, derivedKey: `${solution.derivedKey.slice(0, -1)}${last}` };
    expect((await send({ challenge: issued, solution: wrong })).envelope.code).toBe('428');
    expect((await send({ challenge: issued, solution })).envelope.code).toBe('100');
  });

  it('makes each guess of a password script cost more from its address', async () => {
    const guesser = nextIp();
    const fresh = await prove('login', nextIp());
    // Test range: counters 10 to 30 at first; two failures are free, then each one doubles it.
    expect(fresh.counter).toBeLessThanOrEqual(30);
    for (let guess = 0; guess < 4; guess += 1) {
      const { pow } = await prove('login', guesser);
      const { envelope } = await login(guesser, { password: `wrong${guess}`, pow });
      expect(envelope.code).toBe('101');
    }
    // Four failures: twice doubled, counters 40 to 120.
    const after = await prove('login', guesser);
    expect(after.counter).toBeGreaterThanOrEqual(40);
    expect(after.counter).toBeLessThanOrEqual(120);
  });

  it('asks the work the operator chose: a light proof is found within 200 to 600 tries', async () => {
    setProofOfWorkCost('site');
    try {
      await t.app.deps.accountSettings.update(1, { proofOfWorkStrength: 'light' });
      const ip = nextIp();
      const { pow, counter } = await prove('login', ip);
      expect(counter).toBeGreaterThanOrEqual(200);
      expect(counter).toBeLessThanOrEqual(600);
      const { envelope } = await login(ip, { pow });
      expect(envelope.code).toBe('100');
    } finally {
      setProofOfWorkCost('test');
      await t.app.deps.accountSettings.update(1, { proofOfWorkStrength: 'standard' });
    }
  });

  it('refuses a registration without a proof and writes nothing', async () => {
    const before = await countMembers(t);
    const ip = nextIp();
    const refused = await t.call(registerCall, rmbRegistration(), { ip });
    expect(refused.envelope.code).toBe('428');
    expect(await countMembers(t)).toBe(before);
    const { pow } = await prove('register', ip);
    const accepted = await t.call(registerCall, rmbRegistration({ pow }), { ip });
    expect(accepted.envelope.code).toBe('100');
    expect(await countMembers(t)).toBe(before + 1);
  });

  it('sends no registration SMS without a proof, so a script cannot spend the budget', async () => {
    const phone = '13600001111';
    const ip = nextIp();
    const outbox = async () =>
      (await t.database.db.select().from(smsOutbox)).filter((row) => row.phone === phone).length;
    const refused = await t.call(
      registerSmsCall,
      { member_phone: phone, currency: 'RMB', type: 'register_member' },
      { ip },
    );
    expect(refused.envelope.code).toBe('428');
    expect(await outbox()).toBe(0);
    // The refusal did not start the number's 300 s wait either.
    const { pow } = await prove('sms', ip);
    const sent = await t.call(
      registerSmsCall,
      { member_phone: phone, currency: 'RMB', type: 'register_member', pow },
      { ip },
    );
    expect(sent.envelope.code).toBe('100');
    expect(await outbox()).toBe(1);
  });

  it('refuses a recovery step without a proof', async () => {
    const member = await createTestMember(t.database, {
      email: 'owner@example.com',
      withdrawPassword: '4321',
    });
    const ip = nextIp();
    const verify = async (extra: Record<string, unknown>) => {
      const { envelope } = await t.call(clientCaptchaCall, undefined, { ip });
      const { data } = envelope.apiResponseData;
      const opened = await createSealer(t.database.db).open(
        'client-captcha',
        data,
        z.object({ code: z.string() }),
      );
      return t.call(
        recoveryVerifyCall,
        {
          account: member.account,
          withdraw_password: '4321',
          member_email: 'owner@example.com',
          verify_code: opened?.payload.code ?? '',
          captcha_data: data,
          ...extra,
        },
        { ip },
      );
    };
    expect((await verify({})).envelope.code).toBe('428');
    const { pow } = await prove('recovery', ip);
    expect((await verify({ pow })).envelope.code).toBe('100');
  });
});
