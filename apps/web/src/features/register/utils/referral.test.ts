import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';

import { captureReferral, readReferral } from './referral';

describe('agent and referral links', () => {
  it('remembers an agent link and its currency in cookies', () => {
    captureReferral('?id=88&currency=vnd', 60);
    expect(Cookies.get('member_agent')).toBe('88');
    expect(Cookies.get('currency')).toBe('VND');
    // A later visit without the query still registers under the agent.
    expect(readReferral('')).toEqual({
      introducer: { value: '88', type: 'agent' },
      currency: 'VND',
    });
  });

  it('lets the latest link win: a referral code replaces an earlier agent link', () => {
    captureReferral('?id=88', 60);
    captureReferral('?invite=FRIEND7', 60);
    expect(Cookies.get('member_agent')).toBeUndefined();
    expect(readReferral('')).toEqual({ introducer: { value: 'FRIEND7', type: 'recommend' } });
  });

  it("prefers the address's own query over a remembered link", () => {
    captureReferral('?invite=FRIEND7', 60);
    expect(readReferral('?id=12')).toEqual({ introducer: { value: '12', type: 'agent' } });
  });

  it('ignores values that cannot be an introducer or a currency', () => {
    captureReferral('?id=%3Cscript%3E&currency=XYZ', 60);
    expect(Cookies.get()).toEqual({});
    expect(readReferral('?invite=' + 'x'.repeat(33))).toEqual({});
  });
});
