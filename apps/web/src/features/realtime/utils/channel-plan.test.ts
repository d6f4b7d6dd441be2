import { describe, expect, it } from 'vitest';

import { planChannels } from './channel-plan';

const VISITOR = {
  member: undefined,
  siteCurrency: 'RMB',
  desktopTemplate: 'site01',
  mobileTemplate: 'H5_1',
} as const;

describe('planChannels', () => {
  it('gives a visitor the public channels only', () => {
    expect(planChannels(VISITOR)).toEqual({
      public: ['web_member', 'web_api.RMB'],
      private: [],
      presence: [],
    });
  });

  it('adds the template channels for the templates that have one', () => {
    expect(
      planChannels({ ...VISITOR, desktopTemplate: 'suncity', mobileTemplate: 'H5_2' }).public,
    ).toEqual(['web_member', 'web_api.RMB', 'suncity_template', 'bob_mobile_template']);
    expect(planChannels({ ...VISITOR, desktopTemplate: 'site02' }).public).toContain(
      'site02_template',
    );
    expect(planChannels({ ...VISITOR, desktopTemplate: 'apsport' }).public).toContain(
      'apsport_template',
    );
  });

  it('waits for what is not known yet', () => {
    expect(
      planChannels({
        member: undefined,
        siteCurrency: undefined,
        desktopTemplate: undefined,
        mobileTemplate: undefined,
      }).public,
    ).toEqual(['web_member']);
  });

  it('asks for the member channels only with both a member id and a token', () => {
    const member = { memberId: 42, token: 'live-token', currency: 'VND' } as const;
    expect(planChannels({ ...VISITOR, member })).toEqual({
      public: ['web_member', 'web_api.RMB'],
      private: ['member.42', 'member.VND'],
      presence: ['member.VND'],
    });
    expect(planChannels({ ...VISITOR, member: { ...member, token: '' } }).private).toEqual([]);
    expect(planChannels({ ...VISITOR, member: { ...member, memberId: 0 } }).presence).toEqual([]);
  });
});
