import { describe, expect, it } from 'vitest';
import { isDetailLine, keptDetails } from './details.js';

describe('detail lines under a description', () => {
  it('recognises lot, best-before, origin, brand and pack lines', () => {
    expect(isDetailLine('Lot 74103 Origine Chili')).toBe(true);
    expect(isDetailLine('Meilleur avant 21/2')).toBe(true);
    expect(isDetailLine('Marque CLOVER LEAF Format 6x1.88 KG')).toBe(true);
    expect(isDetailLine('Pack: 4/3.78 L Lot 86919')).toBe(true);
    expect(isDetailLine('PRODUCT OF USA')).toBe(false);
    expect(isDetailLine('SKIN ON BONELESS')).toBe(false);
  });

  it('keeps only the pack size of a detail line', () => {
    expect(keptDetails('Lot 74103 Origine Chili')).toBe('');
    expect(keptDetails('Marque CLOVER LEAF Format 6x1.88 KG')).toBe('Format 6x1.88 KG');
    expect(keptDetails('Pack: 4/3.78 L Lot 86919')).toBe('Pack: 4/3.78 L');
  });
});
