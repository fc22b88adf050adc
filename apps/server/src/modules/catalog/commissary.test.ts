import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';
import { unitPrice } from './measure.js';

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
    expect(productKey('BEEF / PLATE SHORT RIB / 3 BONE / IMPS 123A / CHOICE')).toBe(
      productKey('Beef Short Plate, Short Ribs, 3-Bone, Choice'),
    );
    expect(productKey('Beef Short Plate, Short Ribs, 3-Bone, Choice')).toContain('bonein');
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

  it('reads a name of three fields or more set apart by spaced slashes as one name', () => {
    expect(productKey('FOIL / HEAVY DUTY / 18 IN X 500 FT')).toBe(productKey('FOIL, HEAVY DUTY, 18 IN X 500 FT'));
    expect(productKey('COLESLAW MIX / 3 COLOR / 5# BAG')).toBe(productKey('Coleslaw Mix, Tri-Color'));
    expect(productKey('COLESLAW MIX / 3 COLOR / 5# BAG')).toBe(productKey('SALAD MIX, COLESLAW, 3 COLOR, 5 LB BG'));
  });

  it('does not fold a plain barbecue sauce into a regional style', () => {
    const row = (id: number, name: string) => caseOffer(id, name, '4/1 GAL');
    const rows = compareOffers([
      row(1, "Sweet Baby Ray's Barbecue Sauce, Original"),
      row(2, 'BBQ SAUCE / HOUSE / TEXAS STYLE / 1 GAL'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('reads pantry and produce lines as their kind is sold', () => {
    expect(productKey('PEPPER / BLACK / 16 MESH / CAFE GRIND / 5#')).toBe(
      productKey('Pepper, Black, Coarse Grind, 16 Mesh'),
    );
    expect(productKey('BEANS / PINTO / DRY / 50#')).toBe(productKey('Beans, Pinto, Dry, US #1'));
    expect(productKey('Eggplant, Italian (Globe)')).toBe(productKey('Eggplant, Globe'));
    expect(productKey('JALAPENOS / SLICED / PICKLED / #10 CAN', '6/#10')).toBe(
      productKey('Jalapeño Peppers, Nacho Sliced', '6/#10 CN'),
    );
    expect(productKey('SAUSAGE, KIELBASA, SMOKED, PORK, 5 LB PG')).toBe(productKey('Smoked Pork Sausage'));
    expect(productKey('Tartar Sauce')).not.toBe(productKey('Sauce, Prepared'));
  });

  it('reads foil steam table pans however they are worded, by their size', () => {
    const full = productKey('PAN / FOIL / FULL SIZE / DEEP / STEAM TABLE');
    expect(full).toBe(productKey('Pan, Aluminum, Steam Table, Full Size, Deep'));
    expect(full).toBe(productKey('PAN, ALUMINUM FOIL, STEAM TABLE, FULL SIZE, DEEP'));
    expect(full).not.toBe(productKey('PAN / FOIL / HALF SIZE / DEEP / STEAM TABLE'));
    expect(productKey('NORI SEAWEED SUSHI FULL SHEET')).not.toContain('pansize');
  });

  it('reads a line whose pack is a bushel as saying no amount', () => {
    expect(unitPrice({ name: 'oysters, shucking', pack: '1 bu', unit: 'bag', quantity: '1', price: '95' })).toBeNull();
  });
});
