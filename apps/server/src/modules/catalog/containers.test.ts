import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

describe('containers of drinks and refills', () => {
  it('keeps single-serve cans and bottles of a drink apart from its other sizes', () => {
    expect(productKey('Soft Drink: Coca-Cola Classic, Can 12 oz')).toBe(productKey('COCA-COLA CANETTE 355 ML'));
    expect(productKey('Soft Drink: Coca-Cola Classic, Can 12 oz')).not.toBe(
      productKey('Soft Drink: Coca-Cola Classic, Bottle 20 oz'),
    );
    expect(productKey('Spring water — 500 mL PET — 24 pk')).not.toBe(productKey('Spring water — 1.5 L PET — 12 pk'));
    expect(productKey('WATER SPRING BOTTLED', '24 / 16.9 FZ')).toBe(productKey('Spring water — 500 mL PET — 24 pk'));
  });

  it('does not fold a drink of no size into a single-serve one', () => {
    const rows = ['4/1GAL MILK WHOLE', 'Milk: Whole, Half Pint'].map((name, i) => ({
      name,
      pack: i === 1 ? 'CS=50×8OZ' : '',
      supplier_id: i + 1,
      unit: 'CS',
      quantity: '1',
      price: '20',
    }));
    const [gallons, halfPints] = compareOffers(rows);
    expect(gallons?.group_key).not.toBe(halfPints?.group_key);
  });

  it('reads a pint of milk as a kitchen size, and condensed milk as no drink', () => {
    expect(productKey('Whole Milk 1 pint x 12')).toBe(productKey('Whole Milk 2ltr x 6'));
    expect(productKey('Leche condensada 24/14 oz')).toBe(productKey('Leche condensada, lata 14 oz'));
  });

  it("reads a broadliner's 'MILK EVAP' and 'MILK COND' as no drink: no container size", () => {
    expect(productKey('MILK EVAP CAN', '48/12 OZ')).toBe(productKey('Milk - Evaporated, Tin', '48/12 FL OZ'));
    expect(productKey('MILK COND SWTND CAN', '24/14 OZ')).toBe(
      productKey('Milk - Condensed, Sweetened, Tin', '48/14 OZ'),
    );
  });

  it('keeps soap refills of different sizes apart', () => {
    expect(productKey('Hand soap, foam, refill, 1200 mL')).not.toBe(productKey('Hand soap, foam, refill, 1000 mL'));
  });
});
