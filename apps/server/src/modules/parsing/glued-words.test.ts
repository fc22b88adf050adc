import { describe, expect, it } from 'vitest';
import { spaceGluedNames, splitGluedToken, splitGluedWords } from './glued-words.js';

describe('glued description words', () => {
  it('cuts a long token into known words and measures', () => {
    expect(splitGluedToken('LAIT2%4LSAC')).toBe('LAIT 2% 4L SAC');
    expect(splitGluedToken('PORKBUTTBNLS4/8LBAVG')).toBe('PORK BUTT BNLS 4/8LB AVG');
    expect(splitGluedWords('FOILROLL 18IN')).toBe('FOIL ROLL 18IN');
  });

  it('spaces words in title case read as one, and leaves names with an inner capital', () => {
    expect(splitGluedToken('InjeraTeff')).toBe('Injera Teff');
    expect(splitGluedToken('ClamsLive')).toBe('Clams Live');
    expect(splitGluedWords('Manila ClamsLive')).toBe('Manila Clams Live');
    expect(splitGluedToken('McCormick')).toBe('McCormick');
    expect(splitGluedToken('LaCroix')).toBe('LaCroix');
    expect(splitGluedToken('DeLallo')).toBe('DeLallo');
    expect(splitGluedToken('Chicken')).toBe('Chicken');
  });

  it('leaves known words, short tokens, codes and tokens with unknown pieces alone', () => {
    expect(splitGluedToken('MOZZARELLA')).toBe('MOZZARELLA');
    expect(splitGluedToken('TORTILLAS')).toBe('TORTILLAS');
    expect(splitGluedToken('CHKNBRS')).toBe('CHKNBRS');
    expect(splitGluedToken('ABC12345')).toBe('ABC12345');
    expect(splitGluedToken('CS123456789')).toBe('CS123456789');
    expect(splitGluedToken('XQZWVBNMTR')).toBe('XQZWVBNMTR');
  });

  it('spaces the description column of a table only', () => {
    const table = {
      headers: ['Description', 'Code'],
      fields: ['name', 'item_code'],
      rows: [{ values: { Description: 'FOILROLL 18IN', Code: 'FOILROLL' } }],
    } as unknown as Parameters<typeof spaceGluedNames>[0][number];
    spaceGluedNames([table]);
    expect(table.rows[0].values).toEqual({ Description: 'FOIL ROLL 18IN', Code: 'FOILROLL' });
  });
});
