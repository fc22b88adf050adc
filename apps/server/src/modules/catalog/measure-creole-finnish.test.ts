import { describe, expect, it } from 'vitest';
import { unitPrice } from './measure.js';

const LB = 0.45359237;
const OZ = LB / 16;
const FLOZ = 3.785411784 / 128;

const offer = (name: string, price: string, unit = 'CS') => ({ name, pack: '', unit, quantity: '1', price });

describe('Haitian Creole make-ups', () => {
  it("reads 'liv' as pounds: a sack of 50 liv, a case of 4 x 10 liv, a price per liv", () => {
    expect(unitPrice(offer('diri blan (white rice) — sak 50 liv', '30.00', 'SAK'))?.value).toBeCloseTo(
      30 / (50 * LB),
      6,
    );
    expect(unitPrice(offer('poul (chicken thighs) — kès 4 x 10 liv', '80.00'))?.value).toBeCloseTo(80 / (40 * LB), 6);
    expect(unitPrice(offer('kochon (pork shoulder) — pa liv', '3.00', 'LIV'))?.value).toBeCloseTo(3 / LB, 6);
  });

  it('counts douzèn (dozens), grenn (pieces) and pake (bunches)', () => {
    expect(unitPrice(offer('ze (eggs) — kès 10 douzèn', '36.00'))).toMatchObject({ per: 'each' });
    expect(unitPrice(offer('ze (eggs) — kès 10 douzèn', '36.00'))?.value).toBeCloseTo(0.3, 6);
    expect(unitPrice(offer('bannann (plantains) — kès 40 grenn', '20.00'))?.value).toBeCloseTo(0.5, 6);
    expect(unitPrice(offer('pèsi (parsley) — kès 30 pake', '15.00'))?.value).toBeCloseTo(0.5, 6);
  });

  it("reads 'oz likid' as fluid ounces and '48 bwat 6 oz' as so many cans of a size", () => {
    expect(unitPrice(offer('esans (vanilla essence) — kès 12 x 8 oz likid', '24.00'))).toMatchObject({ per: 'l' });
    expect(unitPrice(offer('esans (vanilla essence) — kès 12 x 8 oz likid', '24.00'))?.value).toBeCloseTo(
      24 / (96 * FLOZ),
      6,
    );
    expect(unitPrice(offer('pat tomat (tomato paste) — kès 48 bwat 6 oz', '24.00'))?.value).toBeCloseTo(
      24 / (288 * OZ),
      6,
    );
    expect(unitPrice(offer('kasav (cassava bread) — kès 10 pake 8 oz', '20.00'))?.value).toBeCloseTo(20 / (80 * OZ), 6);
  });
});

describe("'|' fields of a count and boxes", () => {
  it("reads '100 ct | 10 bx' as ten boxes of a hundred", () => {
    expect(unitPrice(offer('Tea Bags, Black | 100 ct | 10 bx', '40.00'))?.value).toBeCloseTo(0.04, 6);
    expect(unitPrice(offer('Straws, Wrapped | 500 ct | 24 bx', '60.00'))?.value).toBeCloseTo(0.005, 6);
  });
});

describe('Finnish make-ups', () => {
  it('counts kpl (pieces) and nippua (bunches) in a case (ltk)', () => {
    expect(unitPrice(offer('Kurkku | English Cucumber | ltk 10 kpl', '15.00', 'LTK'))?.value).toBeCloseTo(1.5, 6);
    expect(unitPrice(offer('Kananmunat | Eggs | ltk 12 × 10 kpl', '60.00', 'LTK'))?.value).toBeCloseTo(0.5, 6);
    expect(unitPrice(offer('Tilli | Dill | ltk 20 nippua', '20.00', 'LTK'))?.value).toBeCloseTo(1, 6);
  });

  it('reads a KPL order unit as one piece whatever it holds (a 10 l canister)', () => {
    expect(unitPrice(offer('Rypsiöljy | Rapeseed Oil | kanisteri 10 l', '30.00', 'KPL'))).toMatchObject({ per: 'l' });
    expect(unitPrice(offer('Rypsiöljy | Rapeseed Oil | kanisteri 10 l', '30.00', 'KPL'))?.value).toBeCloseTo(3, 6);
  });
});
