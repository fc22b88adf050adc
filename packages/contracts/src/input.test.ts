import { describe, expect, it } from 'vitest';
import { decimalSchema, findUnstorableText, hasScale, idSchema, isStorableText } from './input.js';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps surrogate pairs', () => {
    expect(isStorableText('plain text, accents: é, emoji: 😀')).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udfff\ud800', '😀'.slice(0, 1)])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('names the first unstorable string of a request, keys included', () => {
    expect(findUnstorableText({ a: 'ok', items: [{ note: 'fine' }, { note: 'x\u0000' }] })).toBe('items.1.note');
    expect(findUnstorableText({ data: { 'k\ud800': 1 } })).toMatch(/^data\./);
    expect(findUnstorableText({ a: 1, b: [true, null, 'ok'] })).toBeUndefined();
    expect(findUnstorableText('\u0000')).toBe('(body)');
  });
});

describe('ids and decimals', () => {
  it('bounds ids to the integer column', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(idSchema.safeParse('2147483647').success).toBe(true);
    for (const bad of [0, -1, 2_147_483_648, 1.5, '1e20', Number.MAX_SAFE_INTEGER + 2])
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('counts decimals without rounding', () => {
    expect(hasScale(5.125, 3)).toBe(true);
    expect(hasScale(0.1, 3)).toBe(true);
    expect(hasScale(5.0004, 3)).toBe(false);
    expect(hasScale(0.0004, 3)).toBe(false);
    expect(hasScale(1e-7, 5)).toBe(false);
    const q = decimalSchema({ scale: 3, min: 0, max: 100_000, message: 'range' });
    expect(q.parse('5.125')).toBe(5.125);
    expect(q.safeParse('5.0004').error?.issues[0]?.message).toBe('Use at most 3 decimals');
    expect(q.safeParse(100_001).error?.issues[0]?.message).toBe('range');
    // Text is read as decimal digits only: what Number() would also take is refused.
    for (const bad of ['0x10', '1e3', 'Infinity', '1,5'])
      expect(q.safeParse(bad).error?.issues[0]?.message, bad).toBe('range');
    expect(hasScale(0.1 + 0.2, 3)).toBe(false);
  });
});
