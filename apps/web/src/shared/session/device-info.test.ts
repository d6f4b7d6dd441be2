import { describe, expect, it } from 'vitest';

import { deviceFields, deviceUdid, describeUserAgent } from './device-info';

describe('device fields', () => {
  it('names the browser and system briefly', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', system: 'Windows', system_version: '10.0' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', system: 'iOS', system_version: '17.5' });
    expect(describeUserAgent('')).toEqual({
      browser: 'Other',
      system: 'Other',
      system_version: '',
    });
  });

  it('keeps one random device id per browser', () => {
    const first = deviceUdid();
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(deviceUdid()).toBe(first);
    expect(deviceFields('mobile')).toMatchObject({ device: 2, udid: first });
    expect(deviceFields('desktop').device).toBe(1);
  });
});
