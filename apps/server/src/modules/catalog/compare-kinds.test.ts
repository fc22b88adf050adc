import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

const offer = (supplier_id: number, name: string, pack: string, price = '50.00') => ({
  supplier_id,
  name,
  pack,
  unit: 'CS',
  quantity: '1',
  price,
});

describe('brands and kinds a name implies', () => {
  it('keeps Kerrygold, an Irish butter, apart from other salted butter', () => {
    const rows = compareOffers([
      offer(1, 'Butter Salted AA Solids', '36/1 lb', '150.00'),
      offer(2, 'Kerrygold Salted Butter', '40x250g', '74.00'),
      offer(3, 'Kerrygold Pure Irish Butter, Salted', '20 x 8 oz', '70.00'),
    ]);
    expect(rows[1]?.group_key).not.toBe(rows[0]?.group_key);
    expect(rows[1]?.group_key).toBe(rows[2]?.group_key);
  });

  it('reads cayenne pepper sauce as hot sauce and sriracha named alone as the sauce', () => {
    expect(productKey("Frank's RedHot Original Cayenne Pepper Sauce")).toBe(productKey('Hot Sauce, Louisiana Style'));
    expect(productKey('Huy Fong Sriracha, Rooster Bottle')).toBe(productKey('Sriracha Sauce'));
  });

  it('reads the 330 mL drinks can and the 12 fl oz can as the one standard can', () => {
    expect(productKey('Coca-Cola 330ml Cans', '24x330ml')).toBe(productKey('Coke, 12 fl oz Cans', '24 x 12 fl oz'));
    // A bottle of 330 mL is no can.
    expect(productKey('Still Water 330ml Bottles', '24x330ml')).not.toBe(
      productKey('Still Water 12 fl oz Bottles', '24 x 12 fl oz'),
    );
  });

  it('does not fold fresh shallots or onions into fried ones', () => {
    const rows = compareOffers([
      offer(1, 'Shallots', '10 lb', '20.00'),
      offer(2, 'Fried Shallots', '12 x 1 lb', '60.00'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
  });
});
