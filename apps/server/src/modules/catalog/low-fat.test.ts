import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('productKey: low fat', () => {
  it("reads 'Low Fat' and 'low-fat' as LOWFAT is read", () => {
    expect(productKey('Yogurt, Plain, Low Fat')).toBe(productKey('YOGURT PLAIN LOWFAT 6X32OZ'));
    expect(productKey('Yogurt, Plain, low-fat')).toBe(productKey('YOGURT PLAIN LOWFAT'));
  });

  it('reads a milk stating its fat in per cent by it, low fat or not', () => {
    expect(productKey('Low Fat Chocolate Milk 1%, 1/2 gal.')).toBe(productKey('MLK CHOC 1% HG'));
  });
});

describe('productKey: vegetable oil of soybeans', () => {
  it('reads milk of 0.5 % fat or less as skim milk, and of more as 1 %', () => {
    expect(productKey('PL-1004 Mleko 0,5% (skim milk)')).toBe(productKey('Milk, Skim'));
    expect(productKey('lait écrémé 0 %')).toBe(productKey('Milk, Skim'));
    expect(productKey('Milk 0.9%')).toBe(productKey('Milk 1%'));
    expect(productKey('Milk 1%')).not.toBe(productKey('Milk, Skim'));
  });

  it('reads vegetable oil of soybeans as the soybean oil, and plain vegetable oil apart', () => {
    expect(productKey('Vegetable Oil (Soybean) | 48 fl oz | 9 ct')).toBe(productKey('OIL SALAD SOYBEAN 6X1GAL'));
    expect(productKey('Vegetable Oil')).not.toBe(productKey('Soybean Oil'));
  });

  it('reads fat free (fat-free) as one word, and fat-free or nonfat milk as skim milk', () => {
    expect(productKey('Milk, skim (fat free)')).toBe(productKey('Skim milk'));
    expect(productKey('Milk, fat-free, 1 gal')).toBe(productKey('Skim milk 1 gal'));
    expect(productKey('Nonfat milk')).toBe(productKey('Skim milk'));
    expect(productKey('Yogurt, fat free')).not.toBe(productKey('Yogurt'));
    expect(productKey('Milk, fat free')).not.toBe(productKey('Milk fat'));
  });
});
