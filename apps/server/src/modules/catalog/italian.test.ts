import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Italian and Portuguese names', () => {
  it('reads imported olive oil, water and tomatoes as the English names', () => {
    const evoo = productKey('Extra Virgin Olive Oil 3 L');
    expect(productKey('Olio Extra Vergine di Oliva 5 lt')).toBe(evoo);
    expect(productKey('Azeite Virgem Extra 5 L')).toBe(evoo);
    expect(productKey('Acqua Minerale Frizzante 500 ml')).toBe(productKey('Sparkling Mineral Water 500 ml'));
    expect(productKey('Acqua Minerale Frizzante 500 ml')).not.toBe(productKey('Acqua Minerale Naturale 500 ml'));
  });

  it('keeps San Marzano tomatoes apart from other tomatoes', () => {
    expect(productKey('Pomodori Pelati San Marzano 2,5 kg')).not.toBe(productKey('Pomodori Pelati 2,5 kg'));
    expect(productKey('Pomodori Pelati San Marzano 2,5 kg')).toBe(productKey('TOMATO,SAN MARZANO,PEELED'));
  });

  it('reads boned Italian cuts and Vietnamese chili sauce', () => {
    expect(productKey('Prosciutto di Parma disossato')).toBe(productKey('PROSCIUTTO,PARMA,BNLS'));
    expect(productKey('Tương Ớt Sriracha 28 oz')).toBe(productKey('Sriracha Hot Chili Sauce, 28 oz'));
  });
});

describe('Italian names of cuts, produce, pantry goods and what is said of them', () => {
  it('reads them as the English names', () => {
    expect(productKey('Caffè espresso in grani')).toBe(productKey('COFFEE ESPRESSO WHL BEAN'));
    expect(productKey('Caputo "00" Pizzeria Flour')).toBe(productKey('Farina di grano tenero tipo "00" per pizza'));
    expect(productKey('Salsiccia di maiale')).toBe(productKey('Pork Sausage'));
    expect(productKey('Petto di pollo surgelato')).toBe(productKey('Chicken Breast, Frozen'));
    expect(productKey('Cipolle rosse')).toBe(productKey('Red Onions'));
    expect(productKey('Mandorle intere')).toBe(productKey('Whole Almonds'));
    expect(productKey('Tonno in olio di oliva')).toBe(productKey('Tuna in olive oil'));
  });

  it("reads a cheese of sheep's or goat's milk apart from one of cow's", () => {
    expect(productKey('Ricotta di capra, 1,5 kg')).toBe(productKey("Goat's Milk Ricotta 1.5 kg"));
    expect(productKey('Ricotta di pecora')).not.toBe(productKey('Ricotta, whole milk'));
    expect(productKey('Pecorino Toscano [pecora]')).toBe(productKey('Pecorino Toscano'));
  });
});
