import { describe, expect, it } from 'vitest';
import { guessAbbreviation } from './lexicon.js';
import { readProductName } from './product-name.js';

describe('guessAbbreviation', () => {
  it('reads a vowel-less short form as the one word whose consonants it keeps', () => {
    readProductName('prime the lexicon');
    expect(guessAbbreviation('crmbl')).toBe('crumbled');
    expect(guessAbbreviation('grnd')).toBe('ground');
    expect(guessAbbreviation('ital')).toBe('italian');
  });

  it('leaves a short form that fits two words, and words it does not know, as they are', () => {
    readProductName('prime the lexicon');
    expect(guessAbbreviation('blck')).toBeNull();
    expect(guessAbbreviation('doree')).toBeNull();
    expect(guessAbbreviation('ab')).toBeNull();
  });
});

describe('readProductName', () => {
  it('reads distributor short forms and French the same as the plain English name', () => {
    const key = (n: string) => readProductName(n).key;
    expect(key('CHS FETA CRMBL 2/5 LB')).toBe(key('Feta Cheese Crumbled 2x2 kg'));
    expect(key('Fromage feta émietté 2 x 2 kg')).toBe(key('Feta Cheese Crumbled 2x2 kg'));
    expect(key('Levure instantanée 20 x 500 g')).toBe(key('Instant Dry Yeast 20x500 g'));
    expect(key('TUNA CHUNK LT IN WTR 6/66.5 OZ')).toBe(key('Tuna Chunk Light in Water 6x1.88 kg'));
  });

  it('says what goes without saying unless the name says otherwise', () => {
    const key = (n: string) => readProductName(n).key;
    expect(key('Bananas 40 lb')).toBe(key('Bananas, Yellow 18.14 kg'));
    expect(key('Bananas, Green 40 lb')).not.toBe(key('Bananas 40 lb'));
    expect(key('Cream Cheese, Plain Brick 10x3lb')).toBe(key('Fromage à la crème nature 10 x 1,36 kg'));
    expect(key('Mozzarella Shredded 4x5 lb')).not.toBe(key('Mozzarella 4x5 lb'));
  });
});
