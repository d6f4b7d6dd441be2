import { describe, expect, it } from 'vitest';

import { siteIdSchema, siteRequestSchema } from './common';

describe('siteIdSchema', () => {
  it('accepts a positive integer as number or numeric string', () => {
    expect(siteIdSchema.parse(1)).toBe(1);
    expect(siteIdSchema.parse('1')).toBe(1);
    expect(siteIdSchema.parse('42')).toBe(42);
  });

  it.each([0, -1, 'abc', 1.5, '0', '-1', '1.5', '', ' 1', null, undefined, Number.NaN])(
    'rejects %j',
    (value) => {
      expect(siteIdSchema.safeParse(value).success).toBe(false);
    },
  );

  it('rejects ids beyond a 32-bit integer', () => {
    expect(siteIdSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(siteIdSchema.safeParse('1234567890').success).toBe(false);
  });
});

describe('siteRequestSchema', () => {
  it('allows site_id to be omitted and rejects unknown fields', () => {
    expect(siteRequestSchema.parse({})).toEqual({});
    expect(siteRequestSchema.parse({ site_id: '3' })).toEqual({ site_id: 3 });
    expect(siteRequestSchema.safeParse({ site_id: 3, extra: true }).success).toBe(false);
  });
});
