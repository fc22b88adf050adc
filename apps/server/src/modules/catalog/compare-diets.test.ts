import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';

describe('free-from and plant-based products', () => {
  it('reads diet tags in square brackets as a legend, not as fat-free or nut words', () => {
    expect(productKey('Rice Milk, Original [DF][V][NF] – 12 × 32 fl oz')).toBe(productKey('RICE BEVERAGE ORIGINAL'));
    expect(productKey('Butter, Salted [GF] – 36 x 1 lb')).toBe(productKey('Butter, Salted 36/1 lb'));
    expect(productKey('Chickpeas, Canned [V][Low FODMAP]')).not.toContain('fatfree');
  });

  it('keeps a gluten-free flour or pasta apart from the wheat one', () => {
    const rows = compareOffers([
      caseOffer(1, 'Flour, All-Purpose, Bleached – 50 lb bag', '', '30'),
      caseOffer(2, 'Gluten-Free All-Purpose Flour – 25 lb bag', '', '60'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
    expect(productKey('Penne, Gluten Free')).toBe(productKey('Gluten-free penne'));
    expect(productKey('Penne, Gluten Free')).not.toBe(productKey('Penne'));
  });

  it('keeps a dairy-free cheese or a cheese alternative apart from the cheese', () => {
    const rows = compareOffers([
      caseOffer(1, 'Cheddar, Shredded – 4 x 5 lb', '', '80'),
      caseOffer(2, 'Cheddar-Style Shreds, Dairy-Free – 4 x 5 lb', '', '90'),
      caseOffer(3, 'Cheese alternative, cheddar shreds, non-dairy – 4 x 5 lb', '', '95'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 2, 2]);
    expect(productKey('Plant Butter, Unsalted')).toBe(productKey('Plant-based butter, unsalted'));
    expect(productKey('Plant Butter, Unsalted')).not.toBe(productKey('Butter, Unsalted'));
  });

  it('says nothing more of a milk or cream of a plant that it is plant-based, and a vegan egg is egg-free', () => {
    expect(productKey('Almond Milk, Plant-Based, Dairy-Free')).toBe(productKey('ALMOND BEVERAGE'));
    expect(productKey('Whipping cream, plant-based, coconut')).toBe(productKey('Coconut Whipping Cream'));
    expect(productKey('Plant-Based Scrambled Egg, Liquid, Egg-Free')).toBe(
      productKey('Plant-Based Liquid Scrambled Egg'),
    );
  });
});
