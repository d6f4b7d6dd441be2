import { describe, expect, it, vi } from 'vitest';

import { closePopup, isPopupOpen, rememberPopup } from './popups';

const fakeWindow = () => {
  const handle = { closed: false, close: vi.fn() };
  handle.close.mockImplementation(() => {
    handle.closed = true;
  });
  return handle;
};

describe('popups', () => {
  it('knows whether the window of a kind is open, and closes it', () => {
    expect(isPopupOpen('auth')).toBe(false);
    const auth = fakeWindow();
    rememberPopup('auth', auth as unknown as Window);
    expect(isPopupOpen('auth')).toBe(true);
    expect(isPopupOpen('payment')).toBe(false);

    expect(closePopup('auth')).toBe(true);
    expect(auth.close).toHaveBeenCalledTimes(1);
    expect(isPopupOpen('auth')).toBe(false);
    expect(closePopup('auth')).toBe(false);
  });

  it('knows a window that closed itself was this page’s, without closing it again', () => {
    const payment = fakeWindow();
    rememberPopup('payment', payment as unknown as Window);
    payment.closed = true;
    expect(isPopupOpen('payment')).toBe(false);
    expect(closePopup('payment')).toBe(true);
    expect(payment.close).not.toHaveBeenCalled();
    expect(closePopup('payment')).toBe(false);
  });
});
