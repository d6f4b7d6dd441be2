import type { RegisterSettingItem } from '@member-site/contracts';
import type { RegisterSettingName } from '@member-site/contracts/constants';
import { describe, expect, it } from 'vitest';

import {
  clearHiddenFields,
  daysInMonth,
  emptyRegisterValues,
  fieldVisibility,
  validationInput,
} from './register-fields';

const item = (
  name: RegisterSettingName,
  currency: 'RMB' | 'VND',
  extra: Partial<RegisterSettingItem> = {},
): RegisterSettingItem => ({
  name,
  currency,
  is_display: true,
  is_required: false,
  is_unique: false,
  is_member_center: false,
  is_verification: false,
  is_member_center_verification: false,
  ...extra,
});

const LIST = [
  item('member_name', 'RMB', { is_required: true }),
  item('member_phone', 'RMB', { is_verification: true }),
  item('member_email', 'RMB', { is_display: false }),
  item('member_zalo', 'VND'),
];

describe('register fields per currency', () => {
  it('shows and requires what the currency settings say', () => {
    const rmb = fieldVisibility(LIST, 'RMB');
    expect([...rmb.shown].sort()).toEqual(['member_name', 'member_phone']);
    expect([...rmb.required]).toEqual(['member_name']);
    expect(rmb.phoneVerification).toBe(true);
    expect([...fieldVisibility(LIST, 'VND').shown]).toEqual(['member_zalo']);
  });

  it('empties the fields the new currency hides and keeps the rest', () => {
    const values = {
      ...emptyRegisterValues(),
      member_account: 'player01',
      member_name: '张三',
      member_phone: '13800138000',
      phone_verify: '123456',
      member_zalo: 'zalo_1',
    };
    const cleared = clearHiddenFields(values, fieldVisibility(LIST, 'VND'));
    expect(cleared).toMatchObject({
      member_account: 'player01',
      member_name: '',
      member_phone: '',
      phone_verify: '',
      member_zalo: 'zalo_1',
    });
  });

  it('validates only the fields on the form', () => {
    const input = validationInput(
      { ...emptyRegisterValues('88'), member_zalo: 'left over' },
      fieldVisibility(LIST, 'RMB'),
      { shown: false, token: '' },
    );
    expect(Object.keys(input).sort()).toEqual([
      'agreement',
      'member_account',
      'member_name',
      'member_phone',
      'password',
      'phone_verify',
    ]);
  });

  it('knows the length of each month', () => {
    expect(daysInMonth('2001', '2')).toBe(28);
    expect(daysInMonth('2000', '2')).toBe(29);
    expect(daysInMonth('', '4')).toBe(30);
    expect(daysInMonth('1990', '')).toBe(31);
  });
});
