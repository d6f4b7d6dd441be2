import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { envelopeSchema, fieldErrorsSchema, isSuccessCode } from './envelope';

const schema = envelopeSchema(z.object({ list: z.array(z.object({ id: z.number() })) }));

const success = {
  status: 'success',
  code: '100',
  codeFull: 'content.100',
  message: 'Success',
  apiResponseData: { list: [{ id: 1 }, { id: 2 }] },
};

describe('envelopeSchema', () => {
  it('parses a success envelope with its typed data', () => {
    const parsed = schema.parse(success);
    expect(parsed.status).toBe('success');
    expect(parsed.code).toBe('100');
    expect(parsed.apiResponseData.list.map((item) => item.id)).toEqual([1, 2]);
    expect(parsed.text).toBeUndefined();
  });

  it('keeps a leading zero in the code', () => {
    const parsed = schema.parse({ ...success, status: 'error', code: '099', codeFull: 'sms.099' });
    expect(parsed.code).toBe('099');
  });

  it('rejects envelopes with a bad status, a numeric code or mistyped data', () => {
    expect(schema.safeParse({ ...success, status: 'ok' }).success).toBe(false);
    expect(schema.safeParse({ ...success, code: 100 }).success).toBe(false);
    expect(schema.safeParse({ ...success, apiResponseData: { list: [{ id: '1' }] } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...success, message: undefined }).success).toBe(false);
  });

  it('parses field errors', () => {
    const errors = { errors: [{ field: 'member_account', message: 'account_repeat' }] };
    expect(fieldErrorsSchema.parse(errors)).toEqual(errors);
    expect(fieldErrorsSchema.safeParse({ errors: [{ field: 'x' }] }).success).toBe(false);
  });
});

describe('isSuccessCode', () => {
  it('accepts 100 and the legacy 1000 only', () => {
    expect(isSuccessCode('100')).toBe(true);
    expect(isSuccessCode(100)).toBe(true);
    expect(isSuccessCode(1000)).toBe(true);
    expect(isSuccessCode('101')).toBe(false);
    expect(isSuccessCode('0100')).toBe(false);
  });
});
