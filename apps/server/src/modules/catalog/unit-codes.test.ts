import { describe, expect, it } from 'vitest';
import { measureText, unitPrice } from './measure.js';
import { unitInfo } from './units.js';

const LB = 0.45359237;
const GAL = 3.785411784;

describe('unit codes of electronic catalogues', () => {
  it('reads UN/ECE Recommendation 20 codes for weights, volumes and counts', () => {
    expect(unitInfo('KGM')).toEqual({ per: 'kg', factor: 1 });
    expect(unitInfo('LBR')?.factor).toBeCloseTo(LB, 9);
    expect(unitInfo('ONZ')?.factor).toBeCloseTo(LB / 16, 9);
    expect(unitInfo('GRM')?.factor).toBeCloseTo(0.001, 9);
    expect(unitInfo('OZA')).toEqual({ per: 'l', factor: GAL / 128 });
    expect(unitInfo('GLL')?.factor).toBeCloseTo(GAL, 9);
    expect(unitInfo('GLI')?.factor).toBeCloseTo(4.54609, 9);
    expect(unitInfo('MLT')?.factor).toBeCloseTo(0.001, 9);
    expect(unitInfo('DZN')).toEqual({ per: 'each', factor: 12 });
    expect(unitInfo('H87')).toEqual({ per: 'each', factor: 1 });
    expect(unitInfo('GRO')).toEqual({ per: 'each', factor: 144 });
  });

  it('reads X12 codes that are no plain abbreviation', () => {
    expect(unitInfo('FO')?.per).toBe('l');
    expect(unitInfo('GS')).toEqual({ per: 'each', factor: 144 });
  });

  it('prices an EDI line by its coded pack column', () => {
    const offer = (pack: string, unit: string, price: string, name: string) => ({
      name,
      pack,
      unit,
      quantity: '1',
      price,
    });
    expect(unitPrice(offer('36 X 1 LBR', 'CS', '142.20', 'BUTTER UNSALTED AA SOLIDS'))?.value).toBeCloseTo(
      142.2 / (36 * LB),
      3,
    );
    expect(unitPrice(offer('4 X 1 GLL', 'CS', '48.50', 'MAYONNAISE REAL EXTRA HEAVY'))?.value).toBeCloseTo(
      48.5 / (4 * GAL),
      3,
    );
    expect(unitPrice(offer('15 DZN', 'CS', '48.00', 'EGGS LARGE WHITE GRADE A'))?.value).toBeCloseTo(48 / 180, 4);
    expect(unitPrice(offer('60 H87', 'CS', '36.00', 'PARSLEY ITALIAN FLAT LEAF'))?.value).toBeCloseTo(0.6, 4);
    expect(unitPrice(offer('1 X 6 KGM AVG', 'KGM', '22.40', 'CHEESE EMMENTALER AOP'))?.value).toBeCloseTo(22.4, 4);
  });

  it('reads Czech and Hungarian pieces and bunches as each', () => {
    const sold = (unit: string, name: string) => unitPrice({ name, pack: '', unit, quantity: '1', price: '0.80' });
    expect(sold('KS', 'Květák (cauliflower) – ks')).toEqual({ value: 0.8, per: 'each' });
    expect(sold('SVAZEK', 'Kopr (dill) – svazek')).toEqual({ value: 0.8, per: 'each' });
    expect(sold('CSOMÓ', 'KAPOR (DILL) CSOMÓ')).toEqual({ value: 0.8, per: 'each' });
  });

  it('reads a comma after a ratio as the next field, no decimal comma', () => {
    expect(measureText('BEEF,PATTY,GROUND,80/20,6 OZ')).toContain('80/20, 6 oz');
    expect(measureText('Huile 2,5 L')).toContain('2.5 l');
  });
});
