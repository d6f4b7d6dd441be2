import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { CallContract } from '../call';
import * as contracts from '../index';
import { TEXT_CONTROL_MESSAGE, callSchemas } from './call';
import { WIRE, wireSchemas, withSchemas } from './index';

const descriptors = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is CallContract =>
    typeof value === 'object' && value !== null && 'path' in value && 'family' in value,
);
const calls = descriptors.map((call) => withSchemas(call));

describe('calls and their schemas', () => {
  it('pair up one to one: every call has schemas and every schema a call', () => {
    expect(descriptors.length).toBeGreaterThan(50);
    expect(descriptors.map((call) => call.path).sort()).toEqual(Object.keys(WIRE).sort());
    expect(new Set(descriptors.map((call) => call.path)).size).toBe(descriptors.length);
  });

  it('hold no schema at run time, so the browser needs no zod to name a call', () => {
    for (const call of descriptors) {
      expect(Object.keys(call).sort()).toEqual(['access', 'family', 'method', 'path']);
    }
  });

  it('refuse to find schemas for a path nobody declared', () => {
    expect(() =>
      wireSchemas({ path: '/__proto__', method: 'POST', access: 'public', family: 'common' }),
    ).toThrow(/No schemas/);
  });
});

/** The top-level field names of a request schema, looking through pipes and wrappers. */
const fieldNames = (schema: z.ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  const inner = def.in ?? def.innerType ?? def.schema;
  return inner ? fieldNames(inner as z.ZodType) : [];
};

const HOSTILE = [
  'a\u0000b',
  'x\ud800',
  '\udfffy',
  'red\u001b[31m',
  'tab\tbed',
  'line\nbreak',
  'c1\u0085',
];

const holdsForbidden = (value: unknown): boolean =>
  typeof value === 'string'
    ? HOSTILE.includes(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsForbidden);

describe('text fields of every call', () => {
  it('never let a control character or a lone surrogate through, in any field of any call', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) {
      for (const field of fieldNames(call.request)) {
        for (const text of HOSTILE) {
          const parsed = call.request.safeParse({ [field]: text });
          if (parsed.success)
            expect(holdsForbidden(parsed.data), `${call.path} ${field}`).toBe(false);
        }
      }
    }
  });

  it('names the field that holds one, and keeps text outside ASCII', () => {
    const call = callSchemas({
      '/example': {
        request: z.strictObject({ name: z.string().max(40), tags: z.array(z.string()).optional() }),
        response: z.object({}),
      },
    })['/example'];
    const refused = call.request.safeParse({ name: 'a\u0000', tags: ['ok', 'b\ud800'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', TEXT_CONTROL_MESSAGE],
      ['tags.1', TEXT_CONTROL_MESSAGE],
    ]);
    expect(call.request.safeParse({ name: '金莲 Sen Vàng 😀 सोना' }).success).toBe(true);
  });
});
