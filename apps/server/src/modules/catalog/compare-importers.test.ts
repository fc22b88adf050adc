import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Polish and Czech names', () => {
  it('reads Polish names of poultry, meat, fish, dairy and produce as the English ones', () => {
    expect(productKey('Filet z piersi kurczaka')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Łosoś wędzony')).toBe(productKey('Salmon, Smoked'));
    expect(productKey('Mąka pszenna typ 450')).toBe(productKey('Flour'));
    expect(productKey('Czosnek')).toBe(productKey('Garlic'));
    expect(productKey('Mleko pełne')).toBe(productKey('Milk, Whole'));
    expect(productKey('Boczek wędzony')).toBe(productKey('Bacon, Smoked'));
    expect(productKey('Ogórki kiszone')).toBe(productKey('Pickles'));
  });

  it('reads Czech names', () => {
    expect(productKey('Kuřecí prsa bez kosti')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Hovězí mleté')).toBe(productKey('Ground Beef'));
    expect(productKey('Cibule')).toBe(productKey('Onions'));
  });
});
