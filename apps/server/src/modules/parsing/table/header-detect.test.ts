import { describe, expect, it } from 'vitest';
import type { Line } from '../types.js';
import { headerBand, headerScore } from './header-detect.js';

/** A line of words [x0, x1, text] from y0 to y1. */
function line(y0: number, y1: number, words: [number, number, string][]): Line {
  return {
    words: words.map(([x0, x1, text]) => ({ text, x0, x1, y0, y1 })),
    y0,
    y1,
    page: 1,
    text: words.map((w) => w[2]).join(' '),
    size: y1 - y0,
  };
}

const header = line(732, 762, [
  [100, 180, 'Colis'],
  [300, 350, 'net'],
  [450, 560, 'produit'],
  [700, 740, '/lb'],
  [850, 990, 'Montant'],
]);

describe('the header band', () => {
  it('takes the first line of two-line labels standing over the words of the header, though spaced apart', () => {
    // A photographed page leaves more than half a line between "Poids / net" and "No / produit".
    const upper = line(684, 714, [
      [290, 380, 'Poids'],
      [470, 510, 'No'],
    ]);
    expect(headerBand([upper, header], 1, 'comma')).toEqual([0, 1]);
  });

  it('leaves out a line as far above whose words stand over none of the header', () => {
    const note = line(684, 714, [
      [200, 260, 'Livraison'],
      [600, 660, 'matin'],
    ]);
    expect(headerBand([note, header], 1, 'comma')).toEqual([1]);
  });

  it('leaves out a line as far above that stands over the header but says nothing a header says', () => {
    const misread = line(684, 714, [
      [290, 380, 'TREAT'],
      [470, 510, 'CSTE'],
    ]);
    expect(headerBand([misread, header], 1, 'comma')).toEqual([1]);
  });
});

describe('the header band over descriptions printed above their figures', () => {
  it('ends before the first description, which says nothing a heading says', () => {
    const top = line(700, 730, [
      [100, 160, 'Item'],
      [300, 380, 'Order Qty'],
      [700, 760, 'Price'],
      [850, 990, 'Amount'],
    ]);
    const name = line(745, 775, [
      [100, 170, 'EGGS'],
      [180, 270, 'LIQUID'],
      [280, 370, 'WHOLE'],
    ]);
    const figures = line(790, 820, [
      [100, 170, '84942'],
      [300, 320, '3'],
      [700, 790, '66.201'],
      [850, 940, '198.60'],
    ]);
    expect(headerBand([top, name, figures], 0, 'dot')).toEqual([0]);
  });
});

describe('a header line', () => {
  it('is not a section total that holds heading words ("CANNED GOODS TOTAL 177.04")', () => {
    const headings = line(100, 120, [
      [100, 180, 'Goods'],
      [300, 350, 'Total'],
    ]);
    expect(headerScore(headings, 'dot')).toBeGreaterThan(0);
    const total = line(100, 120, [
      [40, 80, '#***'],
      [100, 180, 'CANNED'],
      [200, 280, 'GOODS'],
      [300, 350, 'TOTAL'],
      [400, 460, '177.04'],
    ]);
    expect(headerScore(total, 'dot')).toBe(0);
  });
});
