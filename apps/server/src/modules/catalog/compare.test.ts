import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

describe('productKey', () => {
  it('gives one key for one product however it is worded', () => {
    expect(productKey('Roma Tomatoes 25 LB')).toBe(productKey('Tomatoes, Roma 25lb case'));
    expect(productKey('Chicken Breast, Boneless Skinless 4x10 LB')).toBe(
      productKey('Boneless skinless chicken breasts 40#'),
    );
    expect(productKey('Jalapeño Peppers')).toBe(productKey('Jalapeno pepper 10 lb'));
    expect(productKey('Roma Tomatoes')).not.toBe(productKey('Cherry Tomatoes'));
  });

  it('reads the abbreviations of supplier catalogues as the words they stand for', () => {
    const breast = productKey('Chicken Breast Boneless Skinless 4x2.5KG');
    expect(productKey('Chicken Breast BNLS SKLS 4/2.5 KG')).toBe(breast);
    expect(productKey('CHKN BRST B/S 4x2.5 KG')).toBe(breast);
    expect(productKey('EVOO 4x3L')).toBe(productKey('Olive Oil, Extra Virgin 4 x 3 L'));
    expect(productKey('Mozz Shrd 2x2.5kg')).toBe(productKey('Shredded Mozzarella 5 KG'));
    expect(productKey('Chicken Breast BNLS SKLS')).not.toBe(productKey('Chicken Thigh BNLS SKLS'));
  });
});

describe('compareOffers', () => {
  const offer = (supplier_id: number, name: string, price: string, unit: string, quantity: string, pack = '') => ({
    supplier_id,
    name,
    price,
    unit,
    quantity,
    pack,
  });

  it('marks the cheapest per kg across suppliers with its saving', () => {
    const [a, b, c] = compareOffers([
      offer(1, 'Roma Tomatoes 25 LB', '32.50', 'CS', '1', '25 LB'),
      offer(2, 'Tomatoes, Roma 25lb case', '1.20', 'LB', '25'),
      offer(3, 'Tomatoes Roma 10 KG', '30.00', 'CS', '1', '10 KG'),
    ]);
    expect(b?.cheapest).toBe(true);
    expect(a?.cheapest).toBe(false);
    expect(c?.cheapest).toBe(false);
    expect(b?.offers).toBe(3);
    // 1.20/lb = 2.6455/kg; dearest is 32.50 / 11.34 kg = 2.866/kg (a) vs 3.00/kg (c)
    expect(b?.unit_price).toBeCloseTo(2.64555, 4);
    expect(b?.saving_pct).toBeCloseTo(11.8, 1);
    expect(c?.premium_pct).toBeCloseTo(13.4, 1);
  });

  it('does not compare a product sold by one supplier only, or units that do not compare', () => {
    const rows = compareOffers([
      offer(1, 'Lemons 115 CT', '52.40', 'CS', '1', '115 CT'),
      offer(1, 'Lemons 165 CT', '60.00', 'CS', '1', '165 CT'),
      offer(2, 'Lemons', '5.00', 'CS', '1', ''),
    ]);
    expect(rows.every((r) => !r.cheapest)).toBe(true);
    expect(rows[2]?.unit_price).toBeNull();
  });
});
