import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Japanese names in romaji', () => {
  it('reads miso, tofu and mirin as their English names', () => {
    expect(productKey('SHIRO MISO 1KG')).toBe(productKey('Miso, White 1 kg'));
    expect(productKey('AKA MISO 1KG')).toBe(productKey('Red Miso 1 kg'));
    expect(productKey('SHIRO MISO 1KG')).not.toBe(productKey('AKA MISO 1KG'));
    expect(productKey('KINU TOFU 12/14OZ')).toBe(productKey('Silken Tofu 14 oz'));
    expect(productKey('MOMEN TOFU 12/14OZ')).toBe(productKey('Firm Tofu 14 oz'));
    expect(productKey('HON MIRIN 1.8L')).toBe(productKey('Mirin 1.8 L'));
  });

  it('reads cuts of pork and chicken, and vegetables', () => {
    expect(productKey('BUTA BARA SLICED')).toBe(productKey('Pork Belly, Sliced'));
    expect(productKey('TORI MOMO BNLS')).toBe(productKey('Chicken Thigh, Boneless'));
    expect(productKey('TORI MUNE BNLS')).not.toBe(productKey('TORI MOMO BNLS'));
    expect(productKey('HAKUSAI')).toBe(productKey('Napa Cabbage'));
    expect(productKey('KABOCHA 40LB')).toBe(productKey('Kabocha Squash, 40 lb'));
    expect(productKey('KABOCHA 40LB')).not.toBe(productKey('Butternut Squash, 40 lb'));
  });

  it('reads starch, bonito flakes and pickles', () => {
    expect(productKey('KATAKURIKO 1KG')).toBe(productKey('Potato Starch 1 kg'));
    expect(productKey('HANAKATSUO 500G')).toBe(productKey('Bonito Flakes 500 g'));
    expect(productKey('BENI SHOGA 1KG')).not.toBe(productKey('GARI 1KG'));
  });
});
