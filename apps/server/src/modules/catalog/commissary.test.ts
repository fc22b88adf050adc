import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('productKey: institutional and pit suppliers’ wording', () => {
  it("reads 'fluid' milk as the milk, and keeps it apart from other milks", () => {
    expect(productKey('MILK, REDUCED FAT, 2%, FLUID, 1 GL')).toBe(productKey('Milk, Reduced Fat, 2%'));
    expect(productKey('MILK, WHOLE, FLUID, 1 GL')).not.toBe(productKey('MILK, REDUCED FAT, 2%, FLUID, 1 GL'));
  });

  it('reads dry onions of a colour or size as those onions, not dried ones', () => {
    expect(productKey('ONIONS, DRY, YELLOW, JUMBO, 50 LB SK')).toBe(productKey('Onions, Yellow, Jumbo'));
    expect(productKey('Onion, Dried, Minced')).not.toBe(productKey('Onion, Minced'));
  });

  it('reads salad and cooking oil as the oil', () => {
    expect(productKey('OIL, SALAD AND COOKING, CANOLA, 35 LB JIB')).toBe(productKey('Oil, Canola, 100%, Clear'));
  });

  it('reads pickles of cucumbers as the pickles', () => {
    expect(productKey('PICKLES, CUCUMBER, DILL, CHIPS, CRINKLE CUT, 1 GL JR')).toBe(
      productKey('Pickles, Dill, Crinkle Cut Chips'),
    );
  });

  it('reads a trash bag as a can liner', () => {
    expect(productKey('BAG, TRASH, 40 X 46 IN, 1.5 MIL, BLACK')).toBe(
      productKey('Can Liner, 40" x 46", 1.5 mil, Black'),
    );
  });

  it('reads catsup as ketchup', () => {
    expect(productKey('CATSUP, TOMATO, FANCY, #10 CN')).toBe(productKey('Ketchup, Fancy, #10 CN'));
  });

  it('reads St. Louis spareribs and the Boston butt however a packer words them', () => {
    expect(productKey('PORK / SPARE RIBS / ST LOUIS CUT / 2.5# DN')).toBe(
      productKey('Pork Ribs, Spareribs, St. Louis Style, 2.5 lb & Down', 'CW 12/2.5 LB AVG'),
    );
    expect(productKey('PORK, RIBS, SPARERIB, ST LOUIS STYLE, 2.5 LB DN, FRESH')).toBe(
      productKey('PORK / SPARE RIBS / ST LOUIS CUT / 2.5# DN'),
    );
    expect(productKey('PORK / SPARE RIBS / ST LOUIS CUT / 2.5# DN')).not.toBe(
      productKey('PORK / SPARE RIBS / WHOLE / 3.5# UP'),
    );
    expect(productKey('PORK, SHOULDER, BOSTON BUTT, BONE IN')).toBe(productKey('Pork Butt, Bone-In'));
  });

  it('reads figures of two fields set apart by spaced slashes as no ratio', () => {
    expect(productKey('BRISKET / PACKER / CHOICE / IMPS 120 / 12-14#')).not.toContain('120/12');
    expect(productKey('GROUND BEEF / 80/20 / 10# CHUB')).toContain('80/20');
  });

  it("keeps a barbecue sauce of a region's style apart from others", () => {
    expect(productKey('BBQ SAUCE / HOUSE / TEXAS STYLE / 1 GAL')).not.toBe(productKey('Barbecue Sauce, Original'));
    expect(productKey('Barbecue Sauce, Kansas City Style')).toBe(productKey('BBQ SAUCE KANSAS CITY'));
    expect(productKey('Texas Toast, Sliced')).not.toContain('texasstyle');
  });
});
