import { type Bulletin } from '@member-site/contracts';
import { COOKIES } from '@member-site/contracts/constants';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';

import { pickPopup, readPopupClosedAt, rememberPopupClosed } from './popup-selection';

const bulletin = (id: number, overrides: Partial<Bulletin> = {}): Bulletin => ({
  id,
  title: `Promotion ${id}`,
  display_device: 0,
  display_location: 2,
  display_content: '',
  content: '<p>x</p>',
  updated_at: '2026-11-20T12:00:00.000Z',
  setting: { display_frequency: 1 },
  ...overrides,
});

describe('pop-up promotion selection', () => {
  it('shows the first promotion meant for this device', () => {
    const list = [
      bulletin(1, { display_device: 2 }),
      bulletin(2, { display_device: 1 }),
      bulletin(3),
    ];
    expect(pickPopup(list, 1, null)?.id).toBe(2);
    expect(pickPopup(list, 2, null)?.id).toBe(1);
  });

  it('remembers the close time in the site time zone and hides older promotions', () => {
    // 2026-11-21 16:00 UTC is 12:00 in Caracas (UTC-4).
    const stamp = rememberPopupClosed(new Date('2026-11-21T16:00:00.000Z'));
    expect(stamp).toBe('2026-11-21 12:00:00');
    expect(Cookies.get(COOKIES.popupClosedAt.name)).toBe('2026-11-21 12:00:00');
    expect(readPopupClosedAt()).toBe(stamp);

    const older = bulletin(1, { updated_at: '2026-11-21T15:59:59.000Z' });
    const newer = bulletin(2, { updated_at: '2026-11-21T16:00:05.000Z' });
    expect(pickPopup([older], 1, stamp)).toBeUndefined();
    expect(pickPopup([older, newer], 1, stamp)?.id).toBe(2);
  });
});
