import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('productKey: Haitian Creole names', () => {
  it('reads san sèl as unsalted, san zo as boneless, san po as skinless and ak zo as bone-in', () => {
    expect(productKey('bè san sèl (unsalted butter) — kès 36 x 1 liv')).toBe(
      productKey('Butter, Unsalted, 1 lb Solids'),
    );
    expect(productKey('bè san sèl (butter)')).not.toBe(productKey('bè sale (butter)'));
    expect(productKey('poul, kwis san zo san po')).toBe(productKey('poul, kwis, boneless, skinless'));
    expect(productKey('lanmori ak zo')).not.toBe(productKey('lanmori san zo'));
  });
});
