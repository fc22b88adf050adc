import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

describe('shellfish growers’ lines', () => {
  it("tells shellfish of one species apart by the grower's waters in brackets", () => {
    expect(productKey('mussels, blue (penn cove), live; 10 lb bag')).toContain('penncove');
    expect(productKey('mussels, blue (penn cove), live; 10 lb bag')).not.toBe(
      productKey('Mussels, Blue, PEI, Live, Cleaned'),
    );
    expect(productKey('salmon, sockeye (wild, bristol bay) fillet')).toContain('wild');
  });

  it('folds a line naming no waters into the one that does', () => {
    const rows = compareOffers([
      {
        id: 1,
        supplier_id: 1,
        name: 'oysters, pacific (totten inlet) small, live',
        price: '80',
        unit: 'bag',
        quantity: '1',
        pack: '100 ct',
      },
      {
        id: 2,
        supplier_id: 2,
        name: 'Oysters, Pacific, Small, Live, in Shell',
        price: '84',
        unit: 'CS',
        quantity: '1',
        pack: '100 CT',
      },
    ]);
    expect(rows.map((r) => r.offers)).toEqual([2, 2]);
  });

  it('keeps shucking oysters apart from live ones for the half shell', () => {
    expect(productKey('oysters, pacific (willapa bay) medium, shucking; bushel')).not.toBe(
      productKey('oysters, pacific (willapa bay) medium, live; 100 ct bag'),
    );
  });

  it('reads sockeye salmon as wild, and oyster crackers as no oysters', () => {
    expect(productKey('FISH, SALMON, SOCKEYE, FILLET, SKIN ON, FROZEN')).toBe(
      productKey('Salmon, Sockeye, Wild, Fillet, Skin-On, Frozen'),
    );
    expect(productKey('Crackers, Oyster, Portion Pack')).not.toBe(productKey('Oysters, Pacific'));
    expect(productKey('Crackers, Oyster')).not.toBe(productKey('Oysters'));
  });

  it('counts crackers in portion packs, as other baked goods', () => {
    const line = {
      name: 'oyster crackers, portion packs; 150 × 0.5 oz',
      pack: '150 × 0.5 oz',
      unit: 'case',
      quantity: '1',
    };
    expect(unitPrice({ ...line, price: '21.00' })).toEqual({ value: 0.14, per: 'each' });
  });
});
