import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

describe('kosher certification', () => {
  it('keeps kosher meat and dairy apart from the same product not certified, and cholov yisroel milk apart too', () => {
    const milk = productKey('LECHE ENTERA / WHOLE MILK 4 x 1 gal');
    const kosher = productKey('KOSHER (OU-D) Whole Milk - 4/1 gal');
    expect(kosher).not.toBe(milk);
    expect(productKey('KOSHER CHOLOV YISROEL Whole Milk - 9/half gal')).not.toBe(kosher);
    expect(productKey('KOSHER GLATT Chicken Wings Whole - 4/10 lb')).toBe(
      productKey('Glatt Kosher Chicken Wings Whole 40 lb'),
    );
    expect(productKey('KOSHER GLATT Ground Beef 80/20 - 4/10 lb')).not.toBe(productKey('GROUND BEEF 80/20 4/10 LB'));
  });

  it('does not fold a product into its kosher kind as if kosher said little', () => {
    let id = 0;
    const offer = (supplier_id: number, name: string, pack: string) => ({
      id: ++id,
      supplier_id,
      name,
      price: '20.00',
      unit: 'CS',
      quantity: '1',
      pack,
    });
    const rows = compareOffers([
      offer(1, 'LECHE ENTERA / WHOLE MILK 4 x 1 gal', '4/1 gal'),
      offer(2, 'KOSHER (OU-D) Whole Milk - 4/1 gal', '4/1 gal'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('reads a kosher symbol on dry goods, oil, eggs or honey as saying nothing, and glatt alone as flat-leaf', () => {
    expect(productKey('KOSHER (OU) Canola Oil - 6/1 gal')).toBe(productKey('Canola Oil 6/1 gal'));
    expect(productKey('KOSHER PAREVE Large White Eggs - 15 dz')).toBe(productKey('Large White Eggs 15 dz'));
    expect(productKey('KOSHER (OU) Granulated Sugar - 50 lb')).toBe(productKey('Granulated Sugar 50 lb'));
    expect(productKey('KOSHER FOR PASSOVER Matzo Plain - 12/1 lb')).not.toBe(productKey('Matzo Plain 12/1 lb'));
    expect(productKey('Petersilie glatt, Bund')).toBe(productKey('Italian Parsley, bunch'));
  });

  it('still reads kosher salt as coarse salt, and kosher dill pickles as a kind of pickle', () => {
    expect(productKey('Kosher Salt 3 lb')).toBe(productKey('Salt · Kosher · Coarse · 3 lb box'));
    expect(productKey('SALT KOSHER FLAKE 3LB')).not.toBe(productKey('Kosher Salt 3 lb'));
    expect(productKey('Kosher Dill Pickle Spears 4/1 gal')).not.toBe(productKey('Dill Pickle Spears 4/1 gal'));
  });
});
