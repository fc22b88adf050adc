import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Danish names', () => {
  it('reads Danish names of poultry, meat, dairy, dry goods and produce as the English ones', () => {
    expect(productKey('Kylling, hel, fersk')).toBe(productKey('chicken, whole, fresh'));
    expect(productKey('Løg, røde')).toBe(productKey('onions, red'));
    expect(productKey('Hvidløg, hele')).toBe(productKey('Garlic, Bulbs'));
    expect(productKey('Gulerødder')).toBe(productKey('carrots'));
    expect(productKey('Sødmælk 3,5 %')).toBe(productKey('MILK WHOLE GAL'));
    expect(productKey('Sukker, stødt melis')).toBe(productKey('sugar, white, granulated'));
    expect(productKey('Salt, fint, med jod')).toBe(productKey('salt, table, iodized'));
    expect(productKey('Peber, sort, stødt')).toBe(productKey('black pepper, ground'));
    expect(productKey('Bacon i skiver, røget')).toBe(productKey('Bacon, Sliced, Smoked'));
  });

  it('reads the common Danish words of fish, poultry, produce and spices', () => {
    expect(productKey('Kalkunbryst, dybfrost')).toBe(productKey('Turkey Breast, Frozen'));
    expect(productKey('Porrer')).toBe(productKey('Leeks'));
    expect(productKey('Spidskommen, hel')).toBe(productKey('Cumin Seed'));
    expect(productKey('Kanel, stødt')).toBe(productKey('Cinnamon, Ground'));
  });

  it('reads boneless and skinless said in either order, and pork without its rind as pork', () => {
    expect(productKey('Kyllingeoverlår, fersk, uden ben og skind')).toBe(
      productKey('Chicken Thigh, Boneless Skinless, Fresh'),
    );
    expect(productKey('Kyllingebryst, fersk, uden skind og ben')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Svinebov, uden ben, uden svær')).toBe(productKey('Pork Butt, Boneless'));
    expect(productKey('Svinebryst, med svær')).toBe(productKey('pork belly, skin-on'));
  });

  it('reads a size letter (str. L) as the size, so large eggs are not medium ones', () => {
    expect(productKey('Æg, str. L, skrabeæg')).toBe(productKey('EGGS LG WHITE LOOSE'));
    expect(productKey('Æg, str. L, skrabeæg')).not.toBe(productKey('Æg, str. M, skrabeæg'));
    expect(productKey('Handsker, nitril, str. L')).toBe(productKey('GLOVE NITRILE BLUE LG PF'));
  });

  it('reads a compound word by its parts', () => {
    expect(productKey('Olivenolie, ekstra jomfru')).toBe(productKey('Olive Oil, Extra Virgin'));
    expect(productKey('Solsikkeolie')).toBe(productKey('Oil, Sunflower'));
    expect(productKey('Fetaost, i lage')).toBe(productKey('Feta Cheese, Block'));
    expect(productKey('Lammekølle, med ben')).toBe(productKey('Lamb Leg, Bone-In'));
    // A compound of two English words is no compound to read by its parts, and a kalamata olive no cabbage.
    expect(productKey('Butterball Turkey Breast')).toBe(productKey('Turkey Breast'));
    // Nor is a word of an abbreviation and a word ('detail': no 'det', detergent, and 'ail', garlic).
    expect(productKey('Detail Brush')).not.toMatch(/garlic|detergent/);
  });

  it('keeps pickled red cabbage apart from the head, and reads washed potatoes as potatoes', () => {
    expect(productKey('Rødkål, syltet')).not.toBe(productKey('Rødkål, hel'));
    expect(productKey('Rødkål, hel')).toBe(productKey('Cabbage, Red'));
    expect(productKey('Kartofler, vaskede')).toBe(productKey('Potatoes'));
    expect(productKey('Paprika, sød')).toBe(productKey('Paprika, Sweet'));
  });
});
