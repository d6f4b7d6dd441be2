import { describe, expect, it } from 'vitest';

import { LOGIN_REDIRECT_KEY, saveLoginRedirect, takeLoginRedirect } from './redirect';

describe('login redirect', () => {
  it('gives back the remembered page once', () => {
    saveLoginRedirect('/user/Info?tab=1');
    expect(takeLoginRedirect()).toBe('/user/Info?tab=1');
    expect(takeLoginRedirect()).toBeUndefined();
  });

  it('never remembers another site', () => {
    saveLoginRedirect('https://evil.example/user');
    saveLoginRedirect('//evil.example/user');
    expect(takeLoginRedirect()).toBeUndefined();
    window.sessionStorage.setItem(LOGIN_REDIRECT_KEY, '//evil.example');
    expect(takeLoginRedirect()).toBeUndefined();
  });
});
