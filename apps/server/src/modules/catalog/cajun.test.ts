import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Louisiana and Cajun names', () => {
  it('reads andouille as a smoked pork sausage and tasso as tasso, whatever else is said of them', () => {
    expect(productKey('ANDOUILLE SAUSAGE PORK SMKD -- 2/5 LB')).toBe(
      productKey('Andouille Sausage, Smoked, Cajun Style'),
    );
    expect(productKey('Andouille Sausage')).not.toBe(productKey('Sausage, Smoked, Pork, Rope'));
    expect(productKey('TASSO HAM CAJUN SPICED -- 4/2 LB AVG')).toBe(productKey('Tasso, Pork, Cajun Seasoned'));
  });

  it('reads filé as sassafras powder, no fillet', () => {
    expect(productKey('FILE POWDER (GUMBO FILE) -- 6/16 OZ')).toBe(productKey('Filé Powder, Gumbo'));
    expect(productKey('Filé Powder, Gumbo')).not.toContain('fillet');
  });

  it('reads minced meat as ground meat, and a ripe plátano as a ripe plantain', () => {
    expect(productKey('000111 BEEF, MINCED, 80/20, FROZEN')).toBe(productKey('Beef, Ground, 80/20, Frozen'));
    expect(productKey('Garlic, minced')).not.toBe(productKey('Garlic, ground'));
    expect(productKey('Plátano maduro')).toBe(productKey('Plantains, Ripe'));
  });
});
