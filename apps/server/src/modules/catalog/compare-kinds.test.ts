import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

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

describe('what a kind of product says of itself', () => {
  it('reads pasta said dry, sweet peas, wrapped iceberg and greens in a clamshell as the plain product', () => {
    expect(productKey('Spaghetti, Dried')).toBe(productKey('Barilla Spaghetti'));
    expect(productKey('PASTA PENNE RIGATE DRY')).toBe(productKey('Penne Rigate'));
    expect(productKey('Sweet Peas, Frozen')).toBe(productKey('Green Peas, Frozen'));
    expect(productKey('Sugar Snap Peas')).not.toBe(productKey('Green Peas'));
    expect(productKey('LETTUCE ICEBERG WRPD 24 CT')).toBe(productKey('Iceberg Lettuce 24 ct'));
    expect(productKey('Baby Spinach, Clamshell')).toBe(productKey('Baby Spinach'));
    expect(productKey('MUSHROOM CREMINI BROWN 5#')).toBe(productKey('Cremini Mushrooms'));
  });

  it('reads a rack of lamb by its trim, not the count of its ribs or bones', () => {
    expect(productKey('Lamb Rack Frenched 8-Rib')).toBe(productKey('Lamb Rack French Trimmed 8 Bone'));
    expect(productKey('Lamb Rack Frenched 8-Rib')).not.toBe(productKey('Lamb Leg, Bone-In'));
  });

  it('reads PSMO as peeled and an IMPS number as the animal, in any case', () => {
    expect(productKey('Tenderloin PSMO, Choice (IMPS 189A)')).toBe(
      productKey('Beef Tenderloin, Peeled (PSMO), Choice'),
    );
    expect(productKey('Rack, Frenched (IMPS 204)')).toBe(productKey('Lamb Rack, Frenched'));
  });

  it('reads broadliners cutting straight cut, sweet potato and low sodium short', () => {
    expect(productKey('FRIES 3/8 STR CUT')).toBe(productKey('Straight Cut Fries 3/8"'));
    expect(productKey('FRIES SWT POT 3/8 FZN')).toBe(productKey('Sweet Potato Fries 3/8", Frozen'));
    expect(productKey('SAUCE SOY LOW SOD')).toBe(productKey('Less Sodium Soy Sauce'));
    // The millimetres beside a cut in inches say no more.
    expect(productKey('Straight Cut Chips 3/8" (10mm), Frozen')).toBe(productKey('Straight Cut Fries 3/8", Frozen'));
  });

  it('reads British closed cup mushrooms as button ones and leaves out the colour of a milk cap', () => {
    expect(productKey('Closed Cup Mushrooms')).toBe(productKey('White Button Mushrooms'));
    expect(productKey('Flat Mushrooms')).toBe(productKey('Portobello Mushrooms'));
    expect(productKey('Semi-Skimmed Milk (Green)')).toBe(productKey('Semi-Skimmed Milk'));
    expect(productKey('Whole Milk (Blue)')).toBe(productKey('Whole Milk'));
  });
});

describe('British words and baked goods counted by the piece', () => {
  it('reads French beans, sugar snaps and film as wide as so many millimetres', () => {
    expect(productKey('French Beans')).toBe(productKey('Green Beans'));
    expect(productKey('Sugar Snaps')).toBe(productKey('Sugar Snap Peas'));
    expect(productKey('Cling Film 450mm x 300m')).toBe(productKey('Cling Film 18 in x 1000 ft'));
  });

  it('prices baked goods whose pack column only counts them per piece, whatever one weighs', () => {
    const line = (name: string, pack: string, price: string) => ({ name, pack, unit: 'CS', quantity: '1', price });
    expect(unitPrice(line('BAGEL PLAIN 4 OZ UNSLICED FRZ', '6-12 CT', '36.00'))).toEqual({ value: 0.5, per: 'each' });
    expect(unitPrice(line('SOURDOUGH BOULE 1 LB', '12 CT', '30.00'))).toEqual({ value: 2.5, per: 'each' });
    expect(unitPrice(line('BREAD PULLMAN WHITE SLICED 3#', '6 LOAVES', '27.00'))).toEqual({ value: 4.5, per: 'each' });
    expect(unitPrice(line('PUFF PASTRY SHEET 10"X15" FRZ', '2-10 CT', '44.00'))).toEqual({ value: 2.2, per: 'each' });
    // Steaks of a weight counted by the case are still weighed.
    expect(unitPrice(line('Strip Steaks, 12 oz', '16 CT', '120.00'))?.per).toBe('kg');
  });
});

describe('British milk by the pint and squid by its kitchen name', () => {
  it('reads bottles of 2, 4 or 6 pints in a British make-up as imperial pints', () => {
    const line = { name: 'Whole Milk (Blue)', pack: '6x2pt', unit: 'CASE', quantity: '1', price: '6.82' };
    expect(unitPrice(line)?.value).toBeCloseTo(6.82 / (12 * 0.56826125), 6);
    // An American list's pints stay US pints.
    const us = { name: 'MILK WHOLE', pack: '12/1 PT', unit: 'CS', quantity: '1', price: '5.68' };
    expect(unitPrice(us)?.value).toBeCloseTo(5.68 / (12 * 0.473176473), 6);
  });

  it('reads calamari as squid', () => {
    expect(productKey('Calamari Tubes & Tentacles, Frozen')).toBe(productKey('Squid Tubes & Tentacles, Frozen'));
    expect(productKey('Mực ống và râu làm sạch')).toBe(productKey('Calamari Tubes & Tentacles, Cleaned'));
  });
});

describe('more British catering words', () => {
  it('reads castor sugar, plain chocolate, butter beans, fish fingers, baps and chilli flakes the American way', () => {
    expect(productKey('Castor Sugar')).toBe(productKey('Superfine Sugar'));
    expect(productKey('Plain Chocolate')).toBe(productKey('Dark Chocolate'));
    expect(productKey('Butter Beans')).toBe(productKey('Lima Beans'));
    expect(productKey('Butter Beans')).not.toBe(productKey('Butter'));
    expect(productKey('Fish Fingers')).toBe(productKey('Fish Sticks'));
    expect(productKey('Mixed Salad Leaves')).toBe(productKey('Spring Mix'));
    expect(productKey('Burger Baps')).toBe(productKey('Hamburger Buns'));
    expect(productKey('Chilli Flakes')).toBe(productKey('Crushed Red Pepper'));
    expect(productKey('Red Pepper Flakes')).toBe(productKey('Crushed Red Pepper'));
  });

  it('reads chicken thigh fillets as boneless skinless thighs unless the skin is kept', () => {
    expect(productKey('Chicken Thigh Fillets')).toBe(productKey('Chicken Thighs, Boneless Skinless'));
    expect(productKey('Chicken Thigh Fillets, Skin On')).toBe(productKey('Chicken Thighs, Boneless, Skin-On'));
  });
});
