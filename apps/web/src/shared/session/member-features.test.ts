import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, envelopeResponse } from '../../test/render';
import { getMemberFeaturesQueryOptions } from './member-features';

/** Answer the three checks as given and read the member's features. */
const featuresWith = async (answers: {
  isFriend: 0 | 1;
  standing?: '101' | '104';
  cashSurplus: boolean;
}) => {
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      bodies[url] = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
      if (url === '/api/bonus_setting/check')
        return envelopeResponse({ is_friend: answers.isFriend });
      if (url === '/api/arks/web/cash_surplus/check') {
        return envelopeResponse({ active: answers.cashSurplus });
      }
      if (url === '/api/member/apply_for_agent/check') {
        return answers.standing
          ? envelopeResponse(null, { code: answers.standing, message: 'no' })
          : envelopeResponse({});
      }
      return envelopeResponse({});
    }),
  );
  const features = await createTestQueryClient().query(getMemberFeaturesQueryOptions('VND'));
  return { features, bodies };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the member’s feature flags', () => {
  it('enables friend recommendation and reads the cash-surplus switch of the currency', async () => {
    const { features, bodies } = await featuresWith({ isFriend: 1, cashSurplus: true });
    expect(features).toEqual({ friendRecommend: { enabled: true }, cashSurplus: true });
    expect(bodies['/api/bonus_setting/check']).toEqual({ site_id: 1, member_currency: 'VND' });
    expect(bodies['/api/arks/web/cash_surplus/check']).toEqual({ site_id: 1, currency: 'VND' });
  });

  it('closes friend recommendation for is_friend 0, an agent (101) and a downline (104)', async () => {
    expect((await featuresWith({ isFriend: 0, cashSurplus: false })).features).toEqual({
      friendRecommend: { enabled: false, reason: 'programme_closed' },
      cashSurplus: false,
    });
    expect(
      (await featuresWith({ isFriend: 1, standing: '101', cashSurplus: false })).features
        .friendRecommend,
    ).toEqual({ enabled: false, reason: 'agent' });
    expect(
      (await featuresWith({ isFriend: 1, standing: '104', cashSurplus: true })).features,
    ).toEqual({ friendRecommend: { enabled: false, reason: 'agent_downline' }, cashSurplus: true });
  });
});
