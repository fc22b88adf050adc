import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Mexican butchers and grocers', () => {
  it('keeps cuts and offal of one animal apart, as the English names them', () => {
    expect(productKey('Lengua de res, pieza ~3 lb')).toBe(productKey('Beef Tongue ~3 lb'));
    expect(productKey('Cachete de res')).toBe(productKey('Beef Cheeks'));
    expect(productKey('Lengua de res')).not.toBe(productKey('Cachete de res'));
    expect(productKey('Lengua de res')).not.toBe(productKey('Aguja de res'));
    expect(productKey('Chamorro de cerdo')).toBe(productKey('Pork Shank'));
    expect(productKey('Manitas de cerdo')).toBe(productKey('Pork Trotters'));
    expect(productKey('Pork Tongue')).not.toBe(productKey('Pork Cheek'));
  });

  it('reads crema ácida, cambray onions and Chihuahua cheese', () => {
    expect(productKey('Crema ácida 1 kg')).toBe(productKey('Sour Cream 1 kg'));
    expect(productKey('Cebolla cambray, manojo')).toBe(productKey('Green Onions, bunch'));
    expect(productKey('Queso Chihuahua')).not.toBe(productKey('Queso Oaxaca'));
  });
});
