import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';

describe('productKey: Haitian Creole names', () => {
  it('reads san sèl as unsalted, san zo as boneless, san po as skinless and ak zo as bone-in', () => {
    expect(productKey('bè san sèl (unsalted butter) — kès 36 x 1 liv')).toBe(
      productKey('Butter, Unsalted, 1 lb Solids'),
    );
    expect(productKey('bè san sèl (butter)')).not.toBe(productKey('bè sale (butter)'));
    expect(productKey('poul, kwis san zo san po')).toBe(productKey('poul, kwis, boneless, skinless'));
    expect(productKey('lanmori ak zo')).not.toBe(productKey('lanmori san zo'));
  });

  it('reads plain meat as the meat, and keeps marinated meat apart', () => {
    expect(productKey('Chicken Breast Fillet, Plain, Skinless')).toBe(productKey('CHICKEN BREAST BNLS SKNLS'));
    const row = (id: number, name: string) => caseOffer(id, name, '4 x 2.5 kg');
    const rows = compareOffers([
      row(1, 'CHICKEN BREAST BNLS SKNLS'),
      row(2, 'Chicken Breast Fillet, Marinated, Skinless'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('reads Haitian coffee by its origin', () => {
    expect(productKey('kafe moulen (ground coffee, haitian dark roast)')).not.toBe(
      productKey('Coffee, Ground, Dark Roast'),
    );
    expect(productKey('Coffee, Ground, Haiti')).toBe(productKey('Coffee, Haitian, Ground'));
  });

  it("reads pork 'for griyo' as the pork, and Finnish pork shoulder (porsaan lapa, luuton)", () => {
    expect(productKey('zepòl kochon san zo (pork shoulder boneless, for griyo)')).toBe(
      productKey('Pork Shoulder, Boneless'),
    );
    expect(productKey('Porsaan lapa, luuton')).toBe(productKey('Pork Shoulder, Boneless'));
  });

  it("reads 'fig mi' as bananas and 'bannann mi' as ripe (yellow) plantains, no medium size", () => {
    expect(productKey('fig mi (bananas) — kès 40 liv')).toBe(productKey('Bananas | 40 lb'));
    expect(productKey('bannann mi (ripe plantains)')).toBe(productKey('Plantains, Ripe'));
    expect(productKey('bannann mi (ripe plantains)')).not.toBe(productKey('bannann vèt (green plantains)'));
  });
});
