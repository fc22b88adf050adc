import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';

describe('productKey: sizes and packs', () => {
  it('tells a portion size in the name from the pack', () => {
    expect(productKey('Whole Chicken 3 LB Avg', '12 CT')).toBe(productKey('CHICKEN WHOLE 3 LB AVG 12 CT'));
    expect(productKey('Veal Cutlets 4 OZ', '10 LB')).not.toBe(productKey('Veal Cutlets 6 OZ', '10 LB'));
    expect(productKey('Cream Cheese Plain 3 LB', '10/3 LB')).toBe(productKey('Cream Cheese, Plain 10x3lb'));
  });

  it('reads a portion written 5/7 oz beside a pack column of another weight as a size range', () => {
    expect(productKey('Tilapia Fillet 5/7 oz (IQF)', '1-10 lb bx')).toBe(productKey('tilapia fillet 5-7oz iqf'));
    expect(productKey('Tilapia Fillet 5/7 oz (IQF)', '1-10 lb bx')).not.toBe(
      productKey('Tilapia Fillet 3/5 oz (IQF)', '1-10 lb bx'),
    );
    // Twelve bottles of 16 oz are a pack, not a size range.
    expect(productKey('Iced Tea 12/16 oz', '12/16 OZ')).toBe(productKey('Iced Tea 16 oz', '12/16 OZ'));
  });

  it('reads a fillet or side of 2 lb or more as weighed, not sized, but keeps portion ranges', () => {
    expect(productKey('SALMON ATL FIL SKIN-ON 3-4 LB FRESH')).toBe(
      productKey('Atlantic Salmon Fillet, Skin-On, Fresh'),
    );
    expect(productKey('Salmon Atlantic Fillet, Fresh, Skin On, 1.4-1.8 kg')).toBe(
      productKey('Atlantic Salmon Fillet, Skin-On, Fresh'),
    );
    expect(productKey('Cod Fillet 4-6 oz')).not.toBe(productKey('Cod Fillet 6-8 oz'));
  });

  it('reads sizes in centimetres and on two sides the same way however they are written', () => {
    expect(productKey('Foil Aluminum Standard, 45 cm x 152 m Roll')).toBe(
      productKey('FOIL ALUM STD 18IN X 500FT ROLL'),
    );
    expect(productKey('Clamshell Container 9" x 9"')).toBe(productKey('CNTNR CLMSHL 9X9 200/CS'));
    expect(productKey('Napkins Dinner 17 x 17 in')).toBe(productKey('Dinner Napkins 17"x17"'));
    expect(productKey('Salmon Fillet 1.4-1.8 kg')).toBe(productKey('Salmon Fillet 3-4 lb'));
  });

  it('tells can liners apart by size and thickness, beside a pack column that says the count', () => {
    const liner = productKey('LINER CAN 40X46 1.5 MIL BLK', '1 / 250 CT');
    expect(productKey('Can liner, 40 × 46, 1.5 mil, black', '250/cs')).toBe(liner);
    expect(productKey('Can liner, 40 × 46, 2 mil, black', '250/cs')).not.toBe(liner);
    expect(productKey('Can liner, 33 × 39, 1.5 mil, black', '250/cs')).not.toBe(liner);
  });

  it('reads 10/20 of scallops as a count to the pound', () => {
    expect(productKey('Sea Scallops 10/20, Dry Pack', '2/5 LB')).toBe(productKey('SCALLOP SEA 10/20 DRY', '2/5 LB'));
    expect(productKey('Sea Scallops 10/20, Dry Pack')).not.toBe(productKey('Sea Scallops 20/30, Dry Pack'));
  });

  it("reads a drink's can size in the name beside a pack column as no portion", () => {
    expect(productKey('Coca-Cola lata 12 oz (24 pack)', '24/12 oz')).toBe(productKey('Coca-Cola', '24/12 FZ'));
  });

  it('reads a can size from the pack column of a name stating no size, and a roll width glued to its length', () => {
    expect(productKey('TOMATOES DICED IN JCE', '6/#10')).toBe(productKey('6X#10 DICED TOMATOES'));
    // A name stating its content in litres is not told apart by the pack column's can.
    expect(productKey('TOMATOES DICED IN JUICE 2.84L', '6/#10')).toBe(
      productKey('Tomates en dés dans leur jus, 6 x 2,84 L'),
    );
    expect(productKey('FOIL ALUM ROLL STD 18X500 PCRDSP')).toBe(productKey('Foil Aluminum Standard 18in x 500ft Roll'));
    expect(productKey('18INX2000FT CLING WRAP')).toBe(productKey('Film Wrap PVC 18in x 2000ft'));
  });

  it('reads a case weight or a count opening a name as the pack, and a cup size beside a count as its capacity', () => {
    expect(productKey('40LB CHICKEN BREAST 6OZ IQF FROZEN')).toBe(productKey('CHICKEN BREAST 6OZ IQF FROZEN 40LB'));
    expect(productKey('36CT 1LB BUTTER UNSALTED AA')).toBe(productKey('Butter, Unsalted AA, 36 x 1 lb'));
    expect(productKey('1000CT 12OZ HOT CUPS PAPER')).toBe(productKey('Cup, Hot, Paper, 12 oz', '1000/CS'));
    expect(productKey('1000CT 12OZ HOT CUPS PAPER')).not.toBe(productKey('1000CT 16OZ HOT CUPS PAPER'));
  });

  it('reads a name opening with a pound and no number as one pound, counted by the pack column', () => {
    const offer = (name: string, pack: string, price: string) => ({ name, pack, unit: 'CS', quantity: '1', price });
    const butter = unitPrice(offer('LB UNSALTED BUTTER SOLIDS AA', '36/cs', '108.00'));
    expect(butter?.per).toBe('kg');
    expect(butter?.value).toBeCloseTo(108 / (36 * 0.45359237), 4);
    expect(productKey('LB UNSALTED BUTTER SOLIDS AA', '36/cs')).toBe(productKey('Butter Solid Unsalted 36/1 lb'));
  });

  it('reads a name opening with DZ and a pack column of so many to the case as dozens', () => {
    const eggs = { name: 'DZ LARGE WHITE EGGS', pack: '15/cs', unit: 'CS', quantity: '1', price: '54.00' };
    expect(unitPrice(eggs)).toEqual({ value: 0.3, per: 'each' });
  });

  it("reads 'HALF GAL' as a half gallon", () => {
    const juice = { name: 'HALF GAL ORANGE JUICE 100%', pack: '6/cs', unit: 'CS', quantity: '1', price: '25.80' };
    expect(unitPrice(juice)?.value).toBeCloseTo(25.8 / (3 * 3.785411784), 4);
    expect(productKey('HALF GAL ORANGE JUICE 100%', '6/cs')).toBe(productKey('Orange Juice 100% 6/0.5 gal'));
  });

  it('reads sleeves, boxes or rolls times a count as the pieces of a case, and sheets as pieces', () => {
    const offer = (pack: string, name: string) => ({ name, pack, unit: 'CS', quantity: '1', price: '64.00' });
    expect(unitPrice(offer('10 bx × 100', 'Nitrile Glove, Large — 10 bx × 100'))?.value).toBeCloseTo(0.064, 6);
    expect(unitPrice(offer('20 sl x 50', 'Paper Hot Cup 12 oz'))?.value).toBeCloseTo(0.064, 6);
    expect(unitPrice(offer('1000 sh', 'Parchment Pan Liner'))).toEqual({ value: 0.064, per: 'each' });
  });

  it('keeps a cup size in the name beside a pack column of a count', () => {
    const twelve = productKey('12 oz White Paper Hot Cup — 20 sl × 50', '20 sl × 50');
    expect(twelve).toBe(productKey('CUP,HOT,PAPER,12OZ,WHT'));
    expect(twelve).not.toBe(productKey('16 oz White Paper Hot Cup — 20 sl × 50', '20 sl × 50'));
  });

  it('reads a produce count glued to an s inside a name, and a layer count after it as no litres', () => {
    const offer = (name: string) => ({ name, pack: '', unit: 'CTN', quantity: '1', price: '48.00' });
    expect(unitPrice(offer('LETTUCE ICEBERG 24s WRAPPED'))).toEqual({ value: 2, per: 'each' });
    expect(unitPrice(offer('AVOCADOS HASS 48s 2L'))).toEqual({ value: 1, per: 'each' });
    // A weight beside the count is what the case is sold by.
    expect(unitPrice(offer('POTATOES RUSSET 70s 50# CTN'))?.per).toBe('kg');
  });

  it('reads containers of a size times a count, a case of so many, jugs of litres and n° 10 cans', () => {
    const offer = (name: string, pack: string, price: string) => ({ name, pack, unit: 'CS', quantity: '1', price });
    const lb = 0.45359237;
    expect(unitPrice(offer('Strawberries, 1 lb clamshell × 8', '', '25.99'))?.value).toBeCloseTo(25.99 / (8 * lb), 4);
    expect(unitPrice(offer('Azeite Virgem Extra — garrafão 5 L', 'cx 3', '96.00'))).toEqual({ value: 6.4, per: 'l' });
    expect(unitPrice(offer('Olio Extra Vergine di Oliva — latta 5 lt', '4 pz', '139.00'))).toEqual({
      value: 6.95,
      per: 'l',
    });
    const cans = unitPrice(offer('TOMATES EN DÉS / DICED TOMATOES', '6 x n° 10', '36.90'));
    expect(cans?.per).toBe('each');
    expect(cans?.value).toBeCloseTo(6.15, 6);
    // A fruit count beside a case weight is what the case is sold by: the weight is the nominal one.
    expect(unitPrice(offer('Lemons 115 CT 40 LB', '', '40.00'))?.per).toBe('each');
  });

  it('reads rolls times a count in a liner name as the case, not as a liner size', () => {
    expect(productKey('Black Can Liner 33" × 39", 1.1 mil — 10 rl × 25', '10 rl × 25')).toBe(
      productKey('LINER,CAN,33X39,1.1MIL,BLK'),
    );
  });

  it('gives a line sold by the bushel crate no unit price, whatever its unit', () => {
    const offer = (name: string, unit: string) => ({ name, pack: '', unit, quantity: '1', price: '28.99' });
    expect(unitPrice(offer('Cucumbers, bushel', 'EA'))).toBeNull();
    expect(unitPrice(offer('Cucumbers', 'EA'))).toEqual({ value: 28.99, per: 'each' });
  });
});
