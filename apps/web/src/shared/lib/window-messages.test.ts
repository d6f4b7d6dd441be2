import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  type WindowMessage,
  onWindowMessage,
  parseWindowMessage,
  postWindowMessage,
} from './window-messages';

const SESSION = {
  token: 'third-party-token',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'RMB',
  member_type: 1,
  agent_type: 0,
  idle_expires_in: 1800,
  first_login_to_change_password: false,
};

let stops: (() => void)[] = [];
const listen = () => {
  const received: WindowMessage[] = [];
  stops.push(onWindowMessage((message) => received.push(message)));
  return received;
};

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

describe('parseWindowMessage', () => {
  it('reads the three messages, as objects or JSON', () => {
    expect(parseWindowMessage({ msg: 'authLogin', data: SESSION })).toEqual({
      msg: 'authLogin',
      data: SESSION,
    });
    expect(
      parseWindowMessage(JSON.stringify({ msg: 'authLoginClose', resCode: 101, resMessage: 'No' })),
    ).toEqual({ msg: 'authLoginClose', resCode: 101, resMessage: 'No' });
    expect(parseWindowMessage({ msg: 'authLoginClose', resCode: '', resMessage: null })).toEqual({
      msg: 'authLoginClose',
    });
    expect(parseWindowMessage({ msg: 'quickGame', data: { gp_id: 3 } })).toEqual({
      msg: 'quickGame',
      data: { gp_id: 3 },
    });
  });

  it('refuses anything else, and a login without a usable session', () => {
    for (const raw of [
      null,
      'not json',
      { msg: 'other' },
      { msg: 'authLogin' },
      { msg: 'authLogin', data: { ...SESSION, token: '' } },
      { msg: 'authLogin', data: { ...SESSION, member_id: '42' } },
      { msg: 'authLogin', data: { ...SESSION, member_currency: 'XYZ' } },
    ]) {
      expect(parseWindowMessage(raw)).toBeUndefined();
    }
  });
});

describe('the cross-window channel', () => {
  it('carries a message to the other windows through a BroadcastChannel', async () => {
    const received = listen();
    // Another window of the site: a channel of the same name.
    const other = new BroadcastChannel('window-msg');
    other.postMessage({ msg: 'quickGame', data: { gp_id: 3 } });
    other.close();
    await vi.waitFor(() => {
      expect(received).toEqual([{ msg: 'quickGame', data: { gp_id: 3 } }]);
    });

    const sent: unknown[] = [];
    const peer = new BroadcastChannel('window-msg');
    peer.onmessage = (event) => sent.push(event.data);
    postWindowMessage({ msg: 'authLoginClose', resCode: 101 });
    await vi.waitFor(() => {
      expect(sent).toEqual([{ msg: 'authLoginClose', resCode: 101 }]);
    });
    peer.close();
  });

  it('hears the window-msg key of local storage, as legacy windows write it', () => {
    const received = listen();
    const value = JSON.stringify({ msg: 'authLoginClose', resCode: 3, resMessage: 'Denied' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'window-msg', newValue: value }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'window-msg', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: value }));
    expect(received).toEqual([{ msg: 'authLoginClose', resCode: 3, resMessage: 'Denied' }]);
  });

  it('writes the key and clears it where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const writes: (string | null)[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    postWindowMessage({ msg: 'quickGame' });
    for (const [key, value] of setItem.mock.calls) if (key === 'window-msg') writes.push(value);
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0] ?? '{}')).toMatchObject({ msg: 'quickGame' });
    expect(removeItem).toHaveBeenCalledWith('window-msg');
    expect(localStorage.getItem('window-msg')).toBeNull();
  });
});
