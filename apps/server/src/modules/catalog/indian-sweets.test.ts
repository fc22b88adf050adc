import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Indian sweets and dairy names', () => {
  it('reads Hindi names of sweets and their makings as the products they are', () => {
    expect(productKey('Motichoor Ladoo – per kg')).toBe(productKey('LADDU MOTICHOOR 1 KG BOX'));
    expect(productKey('LADDU BESAN 1 KG BOX')).not.toBe(productKey('BESAN (GRAM FLOUR) 20 LB'));
    expect(productKey('Kaju Katli (Cashew Fudge) with Silver Varq – per kg')).toBe(productKey('KAJU KATLI 1 KG BOX'));
    expect(productKey('Gulab Jamun in Syrup – 6 × 1 kg tin')).toBe(productKey('GULAB JAMUN TIN 1KG X 12'));
    expect(productKey('GULAB JAMUN MIX 1KG X 10')).not.toBe(productKey('GULAB JAMUN TIN 1KG X 12'));
    expect(productKey('Rasgulla in Syrup – 6 × 1 kg tin')).toBe(productKey('RASGULLA TIN 1KG X 12'));
    expect(productKey('Saffron, Kashmiri (Kesar) – 1 g × 10')).toContain('saffron');
    expect(productKey('ELAICHI POWDER 1 KG')).toBe(productKey('Cardamom Powder (Elaichi Powder) – 1 lb'));
  });

  it('reads kewra (kewda) water and LWP cashews', () => {
    expect(productKey('Kewra Water (Kewda Jal) – 12 × 750 ml')).toBe(productKey('KEWRA WATER 12X750ML'));
    expect(productKey('KAJU LWP PIECES 10 KG CTN')).toBe(productKey('Cashew Pieces, Large White (Kaju Tukda) – 25 lb'));
  });

  it('keeps rose water (gulab) apart from gulab jamun', () => {
    expect(productKey('ROSE WATER (GULAB) 24X10 FL OZ')).toBe(productKey('Rose Water, Culinary — 12 × 32 fl oz'));
  });
});

describe('syrups', () => {
  it('keeps cane syrup and rose syrup apart from table syrup, and simple syrup of cane with simple syrup', () => {
    expect(productKey('Syrup, Cane, Pure')).not.toBe(productKey('Syrup, Pancake, Table'));
    expect(productKey('Syrup, Cane, Pure')).toBe(productKey('CANE SYRUP PURE LA -- 12/12 FL OZ'));
    expect(productKey('Rose Syrup (Gulab Sharbat) – 12 × 750 ml')).not.toBe(productKey('Syrup, Pancake, Table'));
    expect(productKey('Pure Cane Simple Syrup - 1 Liter Bottle')).toBe(productKey('Simple Syrup - 1L btl'));
  });
});
