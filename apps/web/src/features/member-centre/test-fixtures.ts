import {
  callUrl,
  memberLayoutCall,
  memberProfileCall,
  registerSettingsCall,
  type CallContract,
  type MemberLayout,
  type MemberProfile,
  type RegisterSettingItem,
} from '@member-site/contracts';
import { vi } from 'vitest';

import { envelopeResponse } from '../../test/render';

export const PROFILE: MemberProfile = {
  id: 7,
  member_account: 'player01',
  member_name: '张三',
  is_withdraw_password: true,
  member_birthday: '1990-05-17',
  member_email: '',
  member_currency: 'RMB',
  member_phone: '',
  member_line: '',
  member_others: '',
  member_qq: '',
  member_skype: '',
  member_wechat: 'wx_player01',
  member_fb: '',
  member_zalo: '',
  member_telegram: '',
  member_whats_app: '',
  new_identity_id: '**************1234',
  bank_account: null,
};

export const LAYOUT: MemberLayout = {
  id: 7,
  member_account: 'player01',
  member_currency: 'RMB',
  member_cash: '0.00',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: false,
  agent_active: false,
  is_playing: false,
  cash_back_status: false,
  wallet_status: true,
  first_login_to_change_password: false,
  need_bank_account_deposit_verified: false,
};

export const setting = (
  name: RegisterSettingItem['name'],
  extra: Partial<RegisterSettingItem> = {},
): RegisterSettingItem => ({
  name,
  currency: 'RMB',
  is_display: true,
  is_required: false,
  is_unique: false,
  is_member_center: true,
  is_verification: false,
  is_member_center_verification: false,
  ...extra,
});

type Answer = Response | (() => Response);

/** A fetch that answers each call by its path; unknown calls fail the test loudly. */
export const routeFetch = (answers: Map<CallContract, Answer>) => {
  const byUrl = new Map([...answers].map(([contract, answer]) => [callUrl(contract), answer]));
  return vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
};

/** The three calls every member-centre page makes, with overridable answers. */
export const memberCentreAnswers = (
  options: {
    profile?: MemberProfile;
    layout?: MemberLayout;
    settings?: RegisterSettingItem[];
  } = {},
) =>
  new Map<CallContract, Answer>([
    [memberProfileCall, envelopeResponse({ member_profile: options.profile ?? PROFILE })],
    [memberLayoutCall, envelopeResponse({ member_common_layout: options.layout ?? LAYOUT })],
    [
      registerSettingsCall,
      envelopeResponse({
        list: options.settings ?? [],
        captcha_required: false,
        currencies: ['RMB'],
      }),
    ],
  ]);

/** The JSON body the app sent with the call to `contract`. */
export const sentBody = (fetchMock: ReturnType<typeof routeFetch>, contract: CallContract) => {
  const found = fetchMock.mock.calls.find(([input]) => input === callUrl(contract));
  return found ? (JSON.parse(found[1]?.body as string) as Record<string, unknown>) : undefined;
};
