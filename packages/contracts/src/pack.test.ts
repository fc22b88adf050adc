import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedUnitPrice, parsePack } from './pack.js';

describe('parsePack', () => {
  it.each([
    ['4x2.5KG', { count: 4, size: 2.5, base: 'kg', total: 10 }],
    ['6/5 LB', { count: 6, size: 5, base: 'kg', total: 6 * 5 * 0.45359237 }],
    ['12/1 L', { count: 12, size: 1, base: 'l', total: 12 }],
    ['24 CT', { count: 1, size: 24, base: 'each', total: 24 }],
    ['CS 12x500ML', { count: 12, size: 500, base: 'l', total: 6 }],
    ['10#', { count: 1, size: 10, base: 'kg', total: 4.5359237 }],
    ['2 x 1,5 kg', { count: 2, size: 1.5, base: 'kg', total: 3 }],
    ['Case 24 x 355 mL', { count: 24, size: 355, base: 'l', total: 8.52 }],
    ['4/1 GAL', { count: 4, size: 1, base: 'l', total: 4 * 3.785411784 }],
    ['dozen', { count: 1, size: 1, base: 'each', total: 12 }],
  ])('%s', (text, expected) => {
    const p = parsePack(text);
    expect(p).not.toBeNull();
    expect(p?.count).toBe(expected.count);
    expect(p?.size).toBe(expected.size);
    expect(p?.base).toBe(expected.base);
    expect(p?.total).toBeCloseTo(expected.total, 6);
  });

  it('returns null for text without a measure', () => {
    expect(parsePack('')).toBeNull();
    expect(parsePack('CASE')).toBeNull();
    expect(parsePack('fresh daily')).toBeNull();
  });

  it('reads any count × size × unit it is given, in any spacing and separator', () => {
    const units = { KG: 1, G: 0.001, L: 1, ML: 0.001, LB: 0.45359237, CT: 1 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
        fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])),
        fc.constantFrom('x', 'X', '/', ' x ', ' / ', '×'),
        fc.constantFrom('', ' '),
        fc.constantFrom('', 'CS ', 'Case '),
        (count, size, unit, sep, space, prefix) => {
          const p = parsePack(`${prefix}${count}${sep}${size}${space}${unit}`);
          expect(p?.count).toBe(count);
          expect(p?.size).toBe(size);
          expect(p?.total).toBeCloseTo(count * size * units[unit], 6);
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const p = parsePack(s);
        if (p) expect(p.total).toBeGreaterThan(0);
      }),
    );
  });
});

describe('normalisedUnitPrice', () => {
  it('compares a case of 25 lb with a price per kg', () => {
    const caseOffer = normalisedUnitPrice({ price: 32.5, quantity: 1, unit: 'CS', pack: '25 LB' });
    const perLb = normalisedUnitPrice({ price: 1.2, quantity: 25, unit: 'LB' });
    expect(caseOffer?.per).toBe('kg');
    expect(caseOffer?.value).toBeCloseTo(32.5 / (25 * 0.45359237), 6);
    expect(perLb?.value).toBeCloseTo(1.2 / 0.45359237, 6);
  });

  it('is proportional to the price and independent of how the pack is written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 50 }),
        (price, count, size) => {
          const a = normalisedUnitPrice({ price, quantity: 1, unit: 'CS', pack: `${count}x${size}KG` });
          const b = normalisedUnitPrice({ price, quantity: 1, unit: 'CS', pack: `${count}/${size * 1000} G` });
          expect(a?.value).toBeCloseTo(price / (count * size), 6);
          expect(b?.value).toBeCloseTo(a?.value ?? Number.NaN, 6);
        },
      ),
    );
  });

  it('has no unit price without a measure', () => {
    expect(normalisedUnitPrice({ price: 10, quantity: 1, unit: 'CS', pack: '' })).toBeNull();
  });
});
