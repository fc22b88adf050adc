import { describe, expect, it } from 'vitest';
import { sameWordOtherNumber, scopedTsquery, searchTokens } from './search.js';

describe('searchTokens', () => {
  it('keeps lower-case words of letters and digits, once each, at most 8', () => {
    expect(searchTokens("Chicken  BREAST, chicken 4x10'lb")).toEqual(['chicken', 'breast', '4x10', 'lb']);
    expect(searchTokens('Crème fraîche')).toEqual(['crème', 'fraîche']);
    expect(searchTokens("%' OR 1=1 --")).toEqual(['or']);
    expect(searchTokens('a b c d e f g h i j kk ll mm nn oo pp qq rr ss')).toHaveLength(8);
  });
});

describe('scopedTsquery', () => {
  it('asks for every word within any one scope, each word or one of its look-alikes by prefix', () => {
    const q = scopedTsquery(['b7', 's3'], ['chiken', 'brest'], new Map([['chiken', ['chicken']]]));
    expect(q).toBe(
      "(('b7_chiken':* | 'b7_chicken':*) & ('b7_brest':*)) | (('s3_chiken':* | 's3_chicken':*) & ('s3_brest':*))",
    );
  });

  it('escapes quotes and backslashes so no word can break out of its lexeme', () => {
    expect(scopedTsquery(['s1'], ["o'k\\"], new Map())).toBe("(('s1_o\\'k\\\\':*))");
  });
});

describe('sameWordOtherNumber', () => {
  it('pairs a singular with its plural, English or French, and nothing else', () => {
    expect(sameWordOtherNumber('tomatoes', 'tomato')).toBe(true);
    expect(sameWordOtherNumber('lemon', 'lemons')).toBe(true);
    expect(sameWordOtherNumber('cherries', 'cherry')).toBe(true);
    expect(sameWordOtherNumber('choux', 'chou')).toBe(true);
    expect(sameWordOtherNumber('butter', 'butt')).toBe(false);
    expect(sameWordOtherNumber('butter', 'button')).toBe(false);
    expect(sameWordOtherNumber('melons', 'lemons')).toBe(false);
  });
});
