import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Turkish names', () => {
  it('reads salt, sugar and seeds said with -li and -siz', () => {
    expect(productKey('Tereyağ, tuzsuz, 1 kg')).toBe(productKey('Unsalted Butter 1 kg'));
    expect(productKey('Tereyağ, tuzlu')).toBe(productKey('Salted Butter'));
    expect(productKey('Tereyağ, tuzsuz')).not.toBe(productKey('Tereyağ, tuzlu'));
    expect(productKey('Üzüm, çekirdeksiz')).toBe(productKey('Seedless Grapes'));
  });

  it('reads the fat of ground meat written with the per cent sign before its figure', () => {
    expect(productKey('Kuzu kıyma %25 yağlı')).toBe(productKey('Ground Lamb 75/25'));
    expect(productKey('Dana kıyma, %10 yağlı')).toBe(productKey('Ground Beef 90/10'));
    expect(productKey('Dana kıyma %10 yağlı')).not.toBe(productKey('Dana kıyma %30 yağlı'));
    expect(productKey('Süt %3,5 yağlı, 1 l')).toBe(productKey('Whole Milk 3.5%, 1 l'));
  });

  it('reads full, half and low fat dairy and strained yogurt', () => {
    expect(productKey('Yoğurt, tam yağlı')).toBe(productKey('Plain Yogurt, Whole Milk'));
    expect(productKey('Beyaz peynir, tam yağlı')).not.toBe(productKey('Beyaz peynir, yarım yağlı'));
    expect(productKey('Süzme yoğurt, 5 kg')).toBe(productKey('Greek Yogurt 5 kg'));
    expect(productKey('Süzme yoğurt')).not.toBe(productKey('Yoğurt'));
  });

  it("reads a leg ('but') of lamb or beef, whole wings and flat-leaf parsley", () => {
    expect(productKey('Kuzu but, kemikli')).toBe(productKey('Lamb Leg, Bone-In'));
    expect(productKey('Kuzu but, kemiksiz')).not.toBe(productKey('Kuzu but, kemikli'));
    expect(productKey('Tavuk kanat, bütün')).toBe(productKey('Chicken Wings, Whole'));
    expect(productKey('Maydanoz düz yaprak, demet')).toBe(productKey('Flat Leaf Parsley, bunch'));
    expect(productKey('Maydanoz, kıvırcık')).toBe(productKey('Curly Parsley'));
  });

  it('reads spices ground or whole, pastes hot or mild, grains coarse or fine', () => {
    expect(productKey('Karabiber, öğütülmüş')).toBe(productKey('Black Pepper, Ground'));
    expect(productKey('Kimyon tane, 500 g')).toBe(productKey('Cumin Seed 500 g'));
    expect(productKey('Acı biber salçası')).not.toBe(productKey('Tatlı biber salçası'));
    expect(productKey('Biber salçası, acı')).toBe(productKey('Acı biber salçası'));
    expect(productKey('Pilavlık bulgur')).toBe(productKey('Bulgur, coarse'));
    expect(productKey('Köftelik bulgur')).toBe(productKey('Bulgur, fine'));
    expect(productKey('Tahin, 2 kg')).toBe(productKey('Tahini 2 kg'));
  });

  it('reads phyllo for baklava, mineral water and plain drinks', () => {
    expect(productKey('Baklava yufkası, 500 g')).toBe(productKey('Phyllo 500 g'));
    expect(productKey('Yufka, taze')).not.toBe(productKey('Phyllo 500 g'));
    expect(productKey('Maden suyu, sade')).toBe(productKey('Sparkling Mineral Water'));
  });

  it('keeps peppers, offal, cuts and cheeses of their own kinds apart', () => {
    const peppers = ['Sivri biber', 'Çarliston biber', 'Kapya biber', 'Dolmalık biber'].map((n) => productKey(n));
    expect(new Set(peppers).size).toBe(4);
    expect(productKey('Dolmalık biber')).toBe(productKey('Bell Pepper'));
    expect(productKey('Kuzu kol')).toBe(productKey('Lamb Shoulder'));
    expect(productKey('Dana dil')).toBe(productKey('Beef Tongue'));
    expect(productKey('Kuzu ciğer')).toBe(productKey('Lamb Liver'));
    expect(productKey('Kuzu dil')).not.toBe(productKey('Dana dil'));
    expect(productKey('Dana kol')).toBe(productKey('Beef Shoulder'));
    expect(productKey('Dil balığı')).toBe(productKey('Sole'));
    expect(productKey('Barbunya fasulye, kuru')).not.toBe(productKey('Barbunya balığı'));
    expect(productKey('Alabalık, taze')).toBe(productKey('Trout, fresh'));
    expect(productKey('Tulum peyniri')).not.toBe(productKey('Lor peyniri'));
    expect(productKey('Tulum peyniri')).not.toBe(productKey('Peynir'));
  });

  it('reads flours, extra virgin olive oil and honey', () => {
    expect(productKey('Pirinç unu')).toBe(productKey('Rice Flour'));
    expect(productKey('Nohut unu')).toBe(productKey('Chickpea Flour'));
    expect(productKey('Zeytinyağı, sızma, 5 l')).toBe(productKey('Extra Virgin Olive Oil 5 L'));
    expect(productKey('Süzme çiçek balı')).toBe(productKey('Honey'));
  });
});
