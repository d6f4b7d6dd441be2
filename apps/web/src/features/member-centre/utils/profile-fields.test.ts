import { describe, expect, it } from 'vitest';

import { PROFILE, setting } from '../test-fixtures';
import { pageOfPath } from './menu';
import { editableFields } from './profile-fields';

describe('fields a member may still fill in', () => {
  it('counts the identity id and withdraw password as filled by their own flags', () => {
    const settings = [
      setting('identity_id'),
      setting('withdraw_password'),
      setting('member_phone'),
    ];
    expect(editableFields(PROFILE, settings)).toEqual(['member_phone']);
    expect(
      editableFields(
        { ...PROFILE, new_identity_id: '', is_withdraw_password: false, member_phone: '138' },
        settings,
      ),
    ).toEqual(['identity_id', 'withdraw_password']);
  });
});

describe('member-centre addresses', () => {
  it('opens the profile at /user and matches pages without regard to case', () => {
    expect(pageOfPath('/user')).toBe('Info');
    expect(pageOfPath('/user/')).toBe('Info');
    expect(pageOfPath('/user/bindaccount')).toBe('BindAccount');
    expect(pageOfPath('/user/Deposit')).toBe('Deposit');
    expect(pageOfPath('/user/Nothing')).toBeUndefined();
  });
});
