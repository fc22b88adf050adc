import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureText, readMeasures, unitPrice } from './measure.js';

const LB = 0.45359237;
const OZ = LB / 16;
const GAL = 3.785411784;
const FLOZ = GAL / 128;

describe('unitPrice', () => {
  const offer = (unit: string, quantity: string, price: string, pack = '', name = 'Item') => ({
    name,
    pack,
    unit,
    quantity,
    price,
  });

  it('prices fruit of a count to the case by the count, beside the case weight, and potatoes by the weight', () => {
    expect(unitPrice(offer('case', '1', '36.00', '', 'Oranges, Navel, 88 count, 40 lb case'))).toEqual({
      per: 'each',
      value: expect.closeTo(36 / 88, 6),
    });
    expect(unitPrice(offer('CS', '1', '36.90', '50 LB', 'Potatoes, Russet 70 CT 50 LB'))?.per).toBe('kg');
  });

  it('prices by the Burmese viss (3.6 lb)', () => {
    expect(unitPrice(offer('VISS', '10', '14.00', '1 viss', 'kyet thun ni (1 viss) [onions, red]'))).toEqual({
      per: 'kg',
      value: expect.closeTo(14 / (3.6 * LB), 6),
    });
  });

  it('counts boxes of a count of pieces so many to the case as all their pieces, and rolls by the roll', () => {
    expect(unitPrice(offer('Case', '1', '40.00', '10 per case', 'Coffee filters; 500 ct'))).toEqual({
      per: 'each',
      value: expect.closeTo(40 / 5000, 6),
    });
    expect(unitPrice(offer('CS', '1', '55.60', '96/CS', 'TISSUE,BATH,2PLY,500SHT'))?.value).toBeCloseTo(55.6 / 96, 6);
  });

  it('reads a pack column of so many cakes, blocks or cans to the case as packs of the size the name states', () => {
    expect(unitPrice(offer('cs', '1', '60.00', '20 blocks/cs', 'Cheese, Cheddar, Mild – 2 lb'))).toEqual({
      per: 'kg',
      value: expect.closeTo(60 / (40 * LB), 6),
    });
  });

  it('counts boxes so many to the bundle, and pizza dough balls by the ball', () => {
    expect(unitPrice(offer('bdl', '1', '20.00', '', 'Cake Box, 10 in, White – 50 per bundle'))).toEqual({
      per: 'each',
      value: expect.closeTo(0.4, 6),
    });
    expect(unitPrice(offer('cs', '1', '36.00', '', 'Pizza Dough Balls, 20 oz, Frozen – 24 ct'))).toEqual({
      per: 'each',
      value: expect.closeTo(1.5, 6),
    });
  });

  it('reads the ounces of a plant beverage or a nectar as fluid ounces', () => {
    expect(unitPrice(offer('CS', '1', '30.00', '12/32 OZ', 'CASHEW BEVERAGE UNSWT'))).toEqual({
      per: 'l',
      value: expect.closeTo(30 / (12 * 32 * FLOZ), 6),
    });
    expect(unitPrice(offer('CS', '1', '24.00', '24/11.5 OZ', 'NECTAR PEAR'))?.per).toBe('l');
    expect(unitPrice(offer('CS', '1', '24.00', '3000 ct', 'Napkin, Beverage, 1-Ply'))?.per).toBe('each');
    // A powder for food and beverages is weighed.
    expect(unitPrice(offer('CS', '1', '24.00', '12/8 OZ', 'STABILIZER, GUAR GUM, FOOD & BEVERAGE'))?.per).toBe('kg');
  });

  it('measures a fruit juice in portion cups by what the cups hold, and counts cups for serving it', () => {
    expect(unitPrice(offer('CS', '1', '18.00', '48/4 FL OZ', 'JUICE GRAPE 100% CUP 4 OZ'))).toEqual({
      per: 'l',
      value: expect.closeTo(18 / (48 * 4 * FLOZ), 6),
    });
    expect(unitPrice(offer('CS', '1', '40.00', '2500 ct', 'Juice Cup, Plastic, Clear, 5 oz'))?.per).toBe('each');
  });

  it("reads a dairy co-op's dash pack column of ounces, grams or fluid ounces as so many packs of a size", () => {
    expect(unitPrice(offer('CS', '1', '21.00', '6-32 OZ', 'YOGURT; PLAIN; WHOLE MILK'))?.value).toBeCloseTo(
      21 / (6 * 32 * OZ),
      6,
    );
    expect(unitPrice(offer('CS', '1', '112.80', '12-800 G', 'GHEE; PURE'))?.value).toBeCloseTo(11.75, 6);
    expect(unitPrice(offer('CS', '1', '27.60', '6-64 FL OZ', 'MILK; WHOLE'))?.value).toBeCloseTo(
      27.6 / (6 * 64 * FLOZ),
      6,
    );
  });

  it('reads Caribbean Spanish dozens (DOC) and bunches (MAZOS) as counts', () => {
    expect(unitPrice(offer('CJ', '1', '38.50', '', 'HUEVOS GRANDES BLANCOS (LARGE WHITE EGGS) 15DOC'))).toEqual({
      value: 38.5 / 180,
      per: 'each',
    });
    expect(unitPrice(offer('CJ', '1', '26.40', '', 'CILANTRO 60 MAZOS'))).toEqual({ value: 26.4 / 60, per: 'each' });
  });

  it('reads the ounces of a paste or fish packed in oil as its weight', () => {
    const paste = unitPrice(offer('CS', '1', '70.00', '', 'Chili Paste in Soya Bean Oil 16 oz x 24'));
    expect(paste?.per).toBe('kg');
    expect(paste?.value).toBeCloseTo(70 / (24 * 16 * OZ), 4);
    expect(unitPrice(offer('CS', '1', '70.00', '', 'Chili Oil 16 oz x 24'))?.per).toBe('l');
  });

  it('counts single-serve packets, whatever one weighs', () => {
    const packets = unitPrice(offer('CS', '1', '20.00', '1 @ 1000 CT', 'MUSTARD PKT 5.5 GM'));
    expect(packets?.per).toBe('each');
    expect(packets?.value).toBeCloseTo(0.02, 6);
    const perCase = unitPrice(offer('CS', '1', '20.00', '1000/Case', 'Mustard Single Serve Packets 5.5 g'));
    expect(perCase?.per).toBe('each');
  });

  it('reads the pack of a line printed as merged columns: count, size, brand code, description', () => {
    const butter = unitPrice(offer('CS', '1', '144.00', '', '36  1 LB  NLCLS  BUTTER SOLID UNSLTD AA'));
    expect(butter?.per).toBe('kg');
    expect(butter?.value).toBeCloseTo(144 / (36 * LB), 4);
    const cans = unitPrice(offer('CS', '1', '30.00', '', '6  #10  NLCLS  TOMATO DICED IN JCE'));
    expect(cans).toEqual({ per: 'each', value: 5 });
    const gloves = unitPrice(offer('CS', '1', '70.00', '', '10  100 CT  NLCLS  GLOVE NITRILE PF BLUE LG'));
    expect(gloves?.value).toBeCloseTo(0.07, 6);
  });

  it('reads packs of counts with a dash, Spanish case columns, and trash bags sized by inches', () => {
    expect(unitPrice(offer('CS', '1', '45.00', '1-15 DZ', 'Eggs Large White'))?.value).toBeCloseTo(0.25, 6);
    expect(unitPrice(offer('CS', '1', '40.00', '16-250 CT', 'Towel Multifold White'))?.value).toBeCloseTo(0.01, 6);
    expect(unitPrice(offer('caja', '1', '36.00', 'Caja c/12 paq. de 30', 'Tortillas de maíz 6"'))?.value).toBeCloseTo(
      0.1,
      6,
    );
    expect(unitPrice(offer('caja', '1', '30.00', 'Caja c/6 latas #10', 'Frijoles refritos'))).toEqual({
      per: 'each',
      value: 5,
    });
    expect(unitPrice(offer('caja', '1', '46.00', 'Caja c/200', 'Contenedor de unicel 9x9'))?.value).toBeCloseTo(
      0.23,
      6,
    );
    expect(unitPrice(offer('CS', '1', '30.00', '', 'BLACK TRASH BAGS 40X46 100CT'))?.value).toBeCloseTo(0.3, 6);
  });

  it('weighs portion cups of cream cheese or butter, but counts cups and creamers', () => {
    const cups = unitPrice(offer('CS', '1', '40.00', '', 'Cream Cheese Portion Cups (100/1 oz)'));
    expect(cups?.per).toBe('kg');
    expect(cups?.value).toBeCloseTo(40 / (100 * (LB / 16)), 4);
    expect(unitPrice(offer('CS', '1', '60.00', '', 'Foam Cups 12 oz (25/40 ct)'))?.per).toBe('each');
  });

  it("reads a produce case of packs of a few ('12/3s') as a count, not a count per pound", () => {
    expect(unitPrice(offer('ctn', '1', '36.00', '', 'Romaine Hearts - 12/3s'))).toEqual({ per: 'each', value: 1 });
  });

  it("reads a patty's 1/4 lb as a quarter pound, not one 4 lb piece", () => {
    expect(readMeasures(measureText('Turkey Burgers 1/4 lb')).measures[0]?.total).toBeCloseTo(LB / 4, 6);
    expect(readMeasures(measureText('1/4 LB')).measures[0]?.total).toBeCloseTo(4 * LB, 6);
  });

  it("reads a liner's width by length beside its thickness as a size, not a count", () => {
    const liners = unitPrice(offer('each', '1', '40.00', '', 'Trash Can Liners 40 x 46, 1.5 mil, Black (100 ct.)'));
    expect(liners?.per).toBe('each');
    expect(liners?.value).toBeCloseTo(0.4, 6);
  });

  it("reads a measure after 'caisse de' or 'boîte de' as the pack, not a count of pieces", () => {
    const eggs = unitPrice(offer('CAI', '1', '61.50', '', 'Œufs gros blancs catégorie A, caisse de 15 douzaines'));
    expect(eggs).toEqual({ value: expect.closeTo(61.5 / 180, 6), per: 'each' });
    const cod = unitPrice(offer('CAI', '1', '76.50', '', 'Filets de morue surgelés 4-6 oz, boîte de 10 lb'));
    expect(cod?.value).toBeCloseTo(76.5 / 4.5359237, 4);
    expect(unitPrice(offer('CS', '1', '30.00', '', 'Serviettes de table, caisse de 3000'))?.value).toBeCloseTo(0.01, 6);
  });

  it('prices a count of pieces of one stated weight per kg, but not a produce count beside the case weight', () => {
    const steaks = unitPrice(offer('EA', '1', '169.90', '', 'USDA Choice New York Strip Steaks, 12 oz, 16 ct'));
    expect(steaks).toEqual({ value: expect.closeTo(169.9 / (16 * 12 * OZ), 4), per: 'kg' });
    const butter = unitPrice(offer('EA', '1', '162.00', '36 ct', 'Salted Butter Solids 1 lb, 36 ct Case'));
    expect(butter).toEqual({ value: expect.closeTo(162 / (36 * LB), 4), per: 'kg' });
    const lemons = unitPrice(offer('CS', '1', '46.00', '115 CT', 'Lemons Fancy 40 LB'));
    expect(lemons).toEqual({ value: expect.closeTo(46 / 115, 6), per: 'each' });
    const cups = unitPrice(offer('CS', '1', '61.00', '1 000 un.', 'Hot Cups 12 oz'));
    expect(cups).toEqual({ value: expect.closeTo(0.061, 6), per: 'each' });
  });

  it('counts heads, and reads a small grade (5x6 tomatoes) as no count', () => {
    expect(unitPrice(offer('EA', '1', '36.90', '', 'Iceberg Lettuce Case, 24 heads'))?.value).toBeCloseTo(1.5375, 4);
    expect(unitPrice(offer('CS', '1', '29.00', '', 'Tomato 5x6 25#'))).toEqual({
      value: expect.closeTo(29 / (25 * LB), 4),
      per: 'kg',
    });
  });

  it('prices a drink, oil or bleach sold by the ounce per litre, but not what is packed in oil', () => {
    const cola = unitPrice(offer('CS', '1', '12.60', '24/12 OZ', 'SOFT DRINK COLA CAN'));
    expect(cola).toEqual({ value: expect.closeTo(12.6 / (24 * 0.355), 2), per: 'l' });
    const garlic = unitPrice(offer('CS', '1', '27.60', '4/32 OZ', 'GARLIC MINCED IN OIL'));
    expect(garlic?.per).toBe('kg');
    const tomatoes = unitPrice(offer('caisse', '1', '41.80', 'caisse de 6 × 102 oz', 'Tomates en dés dans leur jus'));
    expect(tomatoes).toEqual({ value: expect.closeTo(41.8 / (612 * OZ), 4), per: 'kg' });
    expect(unitPrice(offer('caja', '1', '30', '24/5 oz', 'Atún en agua'))?.per).toBe('kg');
    // Ketchup packets of 9 g are counted; sugar packets are weighed (2.8 g and 4 g packets differ).
    expect(unitPrice(offer('CS', '1', '31.00', '1000/9 GM', 'KETCHUP PC PKT'))).toEqual({
      value: expect.closeTo(0.031, 6),
      per: 'each',
    });
    expect(unitPrice(offer('CS', '1', '24.00', '2000x2.8 G', 'Sugar Packets'))?.per).toBe('kg');
    // A pint (PT) with no number is one pint: twelve of them to the case.
    expect(unitPrice(offer('CS', '1', '13.20', '12/CS', 'LEMONADE PT'))).toEqual({
      value: expect.closeTo(13.2 / (12 * 0.473176473), 4),
      per: 'l',
    });
    // Creamer cups of 3/8 oz are counted: 400 of them, not 1,200.
    const creamer = unitPrice(offer('CS', '1', '29.90', 'CS=400×3/8OZ', 'Creamer: Half & Half, Portion Cups'));
    expect(creamer).toEqual({ value: expect.closeTo(29.9 / 400, 6), per: 'each' });
    expect(unitPrice(offer('RL', '1', '32.00', '1 RL', 'FOIL ALUM STD 18IN X 500FT ROLL'))).toEqual({
      value: 32,
      per: 'each',
    });
  });

  it('reads a size before its count, packs to the case of a size the name states, and what a pack (PK) holds', () => {
    expect(unitPrice(offer('CS', '1', '100', '', 'Beurre non salé 454 g x 36'))?.value).toBeCloseTo(100 / 16.344, 3);
    expect(unitPrice(offer('CS', '1', '20', '500g x 12', 'Sugar'))?.value).toBeCloseTo(20 / 6, 4);
    expect(unitPrice(offer('CS', '1', '40', '4/CS', 'Olive Oil 3L Tin'))).toEqual({
      value: expect.closeTo(40 / 12, 4),
      per: 'l',
    });
    expect(unitPrice(offer('CS', '1', '12', '6/CS 1.75 L', 'Orange Juice'))?.value).toBeCloseTo(12 / 10.5, 4);
    // Cups by the thousand sized in ounces are counted, not weighed.
    expect(unitPrice(offer('CS', '1', '78', '1000/CS', 'CUP HOT PAPER 12 OZ WHT'))).toEqual({
      value: 0.078,
      per: 'each',
    });
    expect(unitPrice(offer('SLV', '1', '4', '50 CT', 'Cups 16 oz'))).toEqual({ value: 0.08, per: 'each' });
    const cola = unitPrice(offer('PK', '1', '12', '', 'Cola, 12 fl oz Cans, 35 pack'));
    expect(cola).toEqual({ value: expect.closeTo(12 / (35 * 12 * FLOZ), 3), per: 'l' });
    expect(unitPrice(offer('PK', '8', '4.20', '12 ct', 'Flour Tortillas, 12 inch, 12 ct Pack'))?.value).toBeCloseTo(
      0.35,
    );
  });

  it('reads the content a can or a pack to the case states, half gallons, cream by the ounce and 10X sugar', () => {
    const beans = unitPrice(offer('CS', '1', '31.00', '6/#10', 'Whole Black Beans #10 Can 105 oz'));
    expect(beans).toEqual({ value: expect.closeTo(31 / (6 * 105 * OZ), 4), per: 'kg' });
    expect(unitPrice(offer('EA', '1', '6.49', '1 can', 'Black Beans 111 oz. #10 Can'))?.per).toBe('kg');
    // A #10 can whose content is not stated is counted.
    expect(unitPrice(offer('CS', '1', '30.00', '6/#10', 'TOM DCD IN JCE'))).toEqual({ value: 5, per: 'each' });
    const oil = unitPrice(offer('CS', '1', '49.99', '6/Case', 'Canola Oil 1 Gallon - 6/Case'));
    expect(oil).toEqual({ value: expect.closeTo(49.99 / (6 * GAL), 4), per: 'l' });
    const coke = unitPrice(offer('CS', '1', '32.00', 'cs/24', 'Mexican Coke Glass Bottle 355 mL'));
    expect(coke).toEqual({ value: expect.closeTo(32 / (24 * 0.355), 4), per: 'l' });
    const cream = unitPrice(offer('EA', '2', '11.49', '1/2 gal', 'Heavy Whipping Cream 36%, 1/2 Gallon'));
    expect(cream).toEqual({ value: expect.closeTo((2 * 11.49) / (GAL / 2) / 2, 4), per: 'l' });
    expect(unitPrice(offer('CS', '1', '54.00', '12/32 oz', 'Heavy Whipping Cream 36%, Quart'))?.per).toBe('l');
    expect(unitPrice(offer('CS', '1', '20.00', '2/5 LB', 'Sour Cream'))?.per).toBe('kg');
    const can = unitPrice(offer('CS', '1', '28.50', '6/#10', 'Diced Tomatoes #10 Can 6 lb 6 oz'));
    expect(can).toEqual({ value: expect.closeTo(28.5 / (6 * 6.375 * LB), 4), per: 'kg' });
    const sugar = unitPrice(offer('BG', '1', '42.50', '', 'Confectioners Sugar 10X 50 lb'));
    expect(sugar?.value).toBeCloseTo(42.5 / (50 * LB), 4);
  });

  it('counts rolls of a length, heads, bunches and sets, and reads GL as gallons', () => {
    expect(unitPrice(offer('CS', '1', '42', '6/800 FT', 'TOWEL ROLL KRAFT 8"'))).toEqual({ value: 7, per: 'each' });
    expect(unitPrice(offer('CS', '1', '45', '6 rlx', 'Essuie-mains en rouleau'))).toEqual({ value: 7.5, per: 'each' });
    expect(unitPrice(offer('CS', '1', '30', '24 HD', 'Lettuce Romaine'))).toEqual({ value: 1.25, per: 'each' });
    expect(unitPrice(offer('BNCH', '1', '1.10', '', 'Parsley'))).toEqual({ value: 1.1, per: 'each' });
    const deli = unitPrice(offer('CS', '1', '46.80', '', 'Round Deli Containers 32 oz with Lids, 240 Sets'));
    expect(deli).toEqual({ value: expect.closeTo(0.195, 6), per: 'each' });
    expect(unitPrice(offer('CS', '1', '20', '4/1 GL', 'Vinegar'))?.value).toBeCloseTo(20 / (4 * GAL), 4);
  });

  it('prices eggs per egg however the case is written', () => {
    const byCount = unitPrice(offer('CS', '1', '55.40', '180 CT'));
    const byDozen = unitPrice(offer('CS', '1', '56.90', '15 DZ'));
    expect(byCount).toMatchObject({ per: 'each' });
    expect(byCount?.value).toBeCloseTo(55.4 / 180, 6);
    expect(byDozen?.value).toBeCloseTo(56.9 / 180, 6);
    expect(unitPrice(offer('DZ', '15', '3.90'))?.value).toBeCloseTo(3.9 / 12, 6);
  });

  it('compares a case of 36/1 lb, a price per lb and a price per kg', () => {
    expect(unitPrice(offer('CS', '1', '162.50', '36/1 LB'))?.value).toBeCloseTo(162.5 / (36 * LB), 6);
    expect(unitPrice(offer('LB', '25', '1.20'))?.value).toBeCloseTo(1.2 / LB, 6);
    expect(unitPrice(offer('KG', '10', '13.20', '4x2.5KG'))?.value).toBeCloseTo(13.2, 6);
  });

  it('reads what an each holds: a 16 L jug per L, a napkin per napkin', () => {
    expect(unitPrice(offer('EA', '1', '46.75', '16 L'))).toMatchObject({ per: 'l', value: 46.75 / 16 });
    expect(unitPrice(offer('EA', '3000', '0.01935', '3000 CT'))?.value).toBeCloseTo(0.01935, 8);
    expect(unitPrice(offer('EA', '1', '24.50'))).toEqual({ per: 'each', value: 24.5 });
  });

  it('reads the pack from the name when the pack column is empty, a #10 can counting as one', () => {
    expect(unitPrice(offer('CS', '1', '31.60', '', 'Diced Tomatoes 6/100oz'))?.value).toBeCloseTo(31.6 / (600 * OZ), 6);
    expect(unitPrice(offer('CS', '1', '34.20', '', 'TOMATO DCD IN JCE 6/#10'))).toEqual({ per: 'each', value: 5.7 });
  });

  it('is proportional to the price and independent of how the pack is written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 50 }),
        (price, count, size) => {
          const a = unitPrice(offer('CS', '1', String(price), `${count}x${size}KG`));
          const b = unitPrice(offer('CS', '1', String(price), `${count}/${size * 1000} G`));
          expect(a?.value).toBeCloseTo(price / (count * size), 6);
          expect(b?.value).toBeCloseTo(a?.value ?? Number.NaN, 6);
        },
      ),
    );
  });

  it('reads several cases of a multiple pack as so many times the pack, one of its parts being the unit', () => {
    // Two cases of 4/10#: 80 lb on the line.
    expect(unitPrice(offer('CS', '2', '89.60', '4/10#'))?.value).toBeCloseTo((2 * 89.6) / (80 * LB), 4);
    expect(unitPrice(offer('caisse', '3', '5.99', '', 'Eau de source, 24 x 500 mL'))?.value).toBeCloseTo(
      (3 * 5.99) / 36,
      4,
    );
    // Twelve quarts of 12/1 QT, each priced: one quart each; but two cases of 2/15# are two cases.
    expect(unitPrice(offer('BTL', '12', '4.50', '12/1 QT'))?.value).toBeCloseTo(4.5 / (GAL / 4), 4);
    expect(unitPrice(offer('CS', '2', '122.50', '2/15#'))?.value).toBeCloseTo((2 * 122.5) / (60 * LB), 4);
    // A weight unit is answered by itself.
    expect(unitPrice(offer('LB', '40', '2.95', '4/10 LB'))?.value).toBeCloseTo(2.95 / LB, 4);
  });

  it('reads so many cans or sachets of a size, and one size written in two systems', () => {
    const cola = offer('caisse', '1', '13.50', '', 'Boisson gazeuse cola, 24 canettes x 355 mL');
    expect(unitPrice(cola)?.value).toBeCloseTo(13.5 / (24 * 0.355), 4);
    const coffee = offer('caisse', '1', '58.00', '', 'Café moulu, 42 sachets x 70 g');
    expect(unitPrice(coffee)?.value).toBeCloseTo(58 / 2.94, 4);
    const steaks = offer('caisse', '1', '152.00', '', 'Biftecks de contre-filet, 284 g (10 oz), caisse de 16');
    expect(unitPrice(steaks)).toEqual({ value: expect.closeTo(152 / (16 * 0.284), 4), per: 'kg' });
  });

  it('reads a fraction of a bushel as a crate, not as bunches', () => {
    expect(unitPrice(offer('BU', '1', '28.00', '', 'CUCUMBERS SELECT 1 1/9 BU'))).toBeNull();
    expect(unitPrice(offer('CS', '1', '68.00', '60 BU', 'PARSLEY ITALIAN 60 BU'))?.value).toBeCloseTo(68 / 60, 6);
  });

  it('counts boxes of a count and bunches written BN', () => {
    const gloves = offer('caisse', '1', '94.00', '', 'Gants en nitrile, taille G, 10 boîtes de 100');
    expect(unitPrice(gloves)?.value).toBeCloseTo(0.094, 6);
    expect(unitPrice(offer('CS', '1', '24.00', '', 'CILANTRO 30BN'))).toEqual({ value: 0.8, per: 'each' });
  });

  it('reads hundreds of portions of a fraction of an ounce written with two slashes (360/3/8oz)', () => {
    const creamers = unitPrice(offer('CS', '1', '28.00', '360/3/8oz', 'Half & Half, Creamer Cups'));
    expect(creamers).toEqual({ per: 'each', value: expect.closeTo(28 / 360, 6) });
  });

  it('reads a gallon of a line whose pack states a weight as the tub holding that weight', () => {
    const scallops = unitPrice(offer('GAL', '1', '232.00', '1/8 LB', 'Sea Scallops U/10, Dry Pack, Fresh'));
    expect(scallops).toEqual({ per: 'kg', value: expect.closeTo(232 / (8 * LB), 4) });
    expect(unitPrice(offer('GAL', '1', '20.00', '4/1 GAL', 'Milk'))).toEqual({
      per: 'l',
      value: expect.closeTo(20 / GAL, 6),
    });
  });

  it('reads fluid ounces written FZ, gallons written GA and vulgar fractions', () => {
    expect(unitPrice(offer('CS', '1', '14.88', '24 / 12 FZ', 'SODA COLA CAN'))?.value).toBeCloseTo(
      14.88 / (288 * FLOZ),
      4,
    );
    expect(unitPrice(offer('CS', '1', '17.96', '4 / 1 GA', 'MILK 2% GAL'))?.value).toBeCloseTo(17.96 / (4 * GAL), 4);
    expect(unitPrice(offer('CS', '1', '29.70', '½ GAL × 6', 'MILK 2%'))?.value).toBeCloseTo(29.7 / (3 * GAL), 4);
  });

  it('reads a pint of berries as a basket, which says no weight, but a pint of cream as a volume', () => {
    expect(unitPrice(offer('CS', '1', '38.40', '12 / 1 PT', 'BLUEBERRY FRESH'))).toBeNull();
    expect(unitPrice(offer('CS', '1', '26.40', '12/1 PT', 'TOMATO GRAPE RED'))).toBeNull();
    expect(unitPrice(offer('cs', '1', '26.90', '', 'Tomatoes, Grape, 12 × 1 pt/cs'))).toBeNull();
    expect(unitPrice(offer('CS', '1', '38.40', '12 / 1 PT', 'CREAM HEAVY'))?.per).toBe('l');
  });

  it('reads ounces of plant milks and Spanish liquids as fluid ounces', () => {
    const almond = unitPrice(offer('CS', '1', '25.80', '32 OZ × 6', 'CALIFIA ALMONDMILK BARISTA'));
    expect(almond).toEqual({ value: expect.closeTo(25.8 / (192 * FLOZ), 4), per: 'l' });
    expect(unitPrice(offer('caja', '1', '20.70', '3/121 oz', 'Cloro germicida'))?.per).toBe('l');
  });

  it('reads Spanish units: libra, docenas, manojos, piezas, a caja of so many', () => {
    const beef = unitPrice(offer('libra', '10', '3.59', '10 lbs', 'Carne molida de res 80/20'));
    expect(beef).toEqual({ value: expect.closeTo(3.59 / LB, 4), per: 'kg' });
    expect(unitPrice(offer('caja', '1', '43.20', '', 'Huevo blanco grande 15 docenas'))?.value).toBeCloseTo(0.24, 6);
    expect(unitPrice(offer('caja', '1', '19.80', '', 'Cilantro 60 manojos'))?.value).toBeCloseTo(0.33, 6);
    expect(unitPrice(offer('caja', '1', '61.00', '10/100 pzas', 'Guantes'))?.value).toBeCloseTo(0.061, 6);
    expect(unitPrice(offer('caja', '1', '12.00', '', 'Vasos, caja de 50'))?.value).toBeCloseTo(0.24, 6);
  });

  it('prices baked goods per piece, whatever one weighs', () => {
    const muffin = unitPrice(offer('CS', '1', '45.60', '4 / 12 CT', 'MUFFIN BLUEBERRY 4 OZ'));
    expect(muffin).toEqual({ value: expect.closeTo(0.95, 6), per: 'each' });
    const croissant = unitPrice(offer('caisse', '1', '98.40', '120 unités', 'Croissant au beurre non cuit 80 g'));
    expect(croissant).toEqual({ value: expect.closeTo(0.82, 6), per: 'each' });
  });

  it("reads a cup's size as what it holds, not what the line holds, but a clamshell of berries by weight", () => {
    expect(unitPrice(offer('case', '1', '74.50', '', 'Hot cup, paper, single wall, 12 oz'))).toBeNull();
    expect(unitPrice(offer('EA', '1', '5.99', '', 'Strawberries, 2 lb clamshell'))?.per).toBe('kg');
  });

  it('reads M as a thousand pieces in a pack column', () => {
    expect(unitPrice(offer('cs', '1', '71.00', '1M', 'Cup, paper, hot, 12 oz'))).toEqual({ value: 0.071, per: 'each' });
    expect(unitPrice(offer('cs', '1', '47.50', '2.5M', 'Straw, paper'))?.value).toBeCloseTo(0.019, 6);
  });

  it("reads so many packs 'of' or 'de' a size, and packs of a count stated apart", () => {
    expect(unitPrice(offer('case', '1', '40.00', '4 bags of 10 lb', 'Chicken'))?.value).toBeCloseTo(1 / LB, 4);
    expect(unitPrice(offer('caisse', '1', '24.00', '2 sacs de 6 kg', 'Farine'))?.value).toBeCloseTo(2, 6);
    expect(unitPrice(offer('case', '1', '29.94', '', 'Green tea, bags — 100 ct — 6 pk'))?.value).toBeCloseTo(0.0499, 6);
  });

  it('has no unit price without a measure', () => {
    expect(unitPrice(offer('CS', '1', '10.00'))).toBeNull();
    expect(unitPrice(offer('CS', '0', '10.00', '10 KG'))).toBeNull();
  });

  it('reads a name opening with its count and size, or with a case weight before a portion size', () => {
    expect(unitPrice(offer('CS', '1', '36.00', '', '36CT 1LB BUTTER UNSALTED AA'))?.value).toBeCloseTo(1 / LB, 4);
    expect(unitPrice(offer('CS', '1', '42.00', '', '42CT 2.5OZ COFFEE MEDIUM ROAST'))?.value).toBeCloseTo(
      1 / (2.5 * OZ),
      3,
    );
    // A fruit count before a case weight is no count of that weight: the fruit is sold by the count.
    expect(unitPrice(offer('CS', '1', '40.00', '', '115CT 40LB LEMONS'))?.value).toBeCloseTo(40 / 115, 4);
    expect(unitPrice(offer('CS', '1', '40.00', '', '40LB CHICKEN BREAST 6OZ IQF FROZEN'))?.value).toBeCloseTo(
      1 / LB,
      4,
    );
  });

  it('counts cups beside their capacity, sleeves of so many, bunches in thirties and portion sachets', () => {
    expect(unitPrice(offer('CS', '1', '70.00', '', '1000CT 12OZ HOT CUPS PAPER'))).toEqual({
      value: 0.07,
      per: 'each',
    });
    expect(unitPrice(offer('CS', '1', '70.00', '', 'Cup Hot Paper White 12oz 20sl/50'))).toEqual({
      value: 0.07,
      per: 'each',
    });
    expect(unitPrice(offer('CS', '1', '30.00', '1/30 BU', 'CILANTRO FRESH'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('CS', '1', '30.00', '', 'CUCUMBERS 1 1/9 BU'))).toBeNull();
    expect(unitPrice(offer('CS', '1', '36.00', '', 'ROMAINE HEARTS 12/3'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('CS', '1', '36.00', '', 'ROMAINE HEARTS 12/3 PREMIUM'))).toBeNull();
    expect(unitPrice(offer('cs', '1', '38.00', '1000 x 9 g', 'ketchup en sachets 9 g'))).toEqual({
      value: 0.038,
      per: 'each',
    });
    // Sachets of a pot's worth of coffee are weighed.
    expect(unitPrice(offer('cs', '1', '42.00', '42 x 70 g', 'café moulu, sachets de 70 g'))?.per).toBe('kg');
  });

  it('reads a name stating what one pack holds beside a pack column of one piece, but counts a can', () => {
    const milk = unitPrice(offer('each', '1', '7.00', '1 pk', 'Keystone Select Whole Milk (1 gal., 2 pk.)'));
    expect(milk?.per).toBe('l');
    expect(milk?.value).toBeCloseTo(7 / (2 * GAL), 6);
    const butter = unitPrice(offer('each', '1', '8.00', '1 ct', 'Keystone Select Unsalted Butter (4 ct., 1 lb. each)'));
    expect(butter?.value).toBeCloseTo(8 / (4 * LB), 6);
    expect(unitPrice(offer('each', '1', '9.00', '1 ct', 'Keystone Select Large White Eggs (5 dz.)'))?.value).toBe(0.15);
    expect(unitPrice(offer('each', '1', '4.48', '1 ct', 'Diced Tomatoes, #10 can (102 oz.)'))).toEqual({
      value: 4.48,
      per: 'each',
    });
  });

  it('weighs condensed milk sold by the ounce, and measures ginger ale in fluid ounces', () => {
    expect(unitPrice(offer('CS', '1', '57.99', '', 'Sweetened Condensed Milk - 14 oz. Can (Case of 24)'))?.per).toBe(
      'kg',
    );
    expect(unitPrice(offer('CS', '1', '10.80', '24/12oz', 'Ginger Ale - 12oz can - 24pk'))?.per).toBe('l');
    // A broadliner's 'MILK COND' is condensed milk, weighed; its 'MILK EVAP' evaporated milk, a liquid.
    expect(unitPrice(offer('CS', '1', '38.95', '24/14 OZ', 'MILK COND SWTND CAN'))?.per).toBe('kg');
    expect(unitPrice(offer('CS', '1', '38.95', '24/14 OZ', 'MILK COND SWTND CAN'))?.value).toBeCloseTo(
      38.95 / (24 * 14 * 0.028349523125),
      6,
    );
    expect(unitPrice(offer('CS', '1', '54.95', '48/12 OZ', 'MILK EVAP CAN'))?.per).toBe('l');
  });

  it('reads a CT of a pack of weights, volumes or bunches as a carton, but a CT of counted pieces as one piece', () => {
    expect(unitPrice(offer('CT', '1', '50.40', '12 X 760G', 'HARISSA BOITE 760G X 12'))).toMatchObject({ per: 'kg' });
    expect(unitPrice(offer('CT', '1', '50.40', '12 X 760G', 'HARISSA BOITE 760G X 12'))?.value).toBeCloseTo(5.5263, 3);
    expect(unitPrice(offer('CT', '1', '19.20', '12 X 500ML', 'EAU FLEUR D ORANGER'))?.value).toBeCloseTo(3.2, 5);
    expect(unitPrice(offer('CT', '1', '10.20', '12 BOTTES', 'MENTHE FRAICHE BOTTE X 12'))?.value).toBeCloseTo(0.85, 5);
    expect(unitPrice(offer('CT', '100', '0.25', '100 CT', 'Lemons'))).toEqual({ value: 0.25, per: 'each' });
  });

  it('weighs packets of half a kilo or more, and reads an Indonesian bunch (ikat) as one piece', () => {
    const thighs = offer('CTN', '1', '78.00', '6 x 2kg', 'Chicken Thigh Boneless Skinless – 2kg pkt x 6');
    expect(unitPrice(thighs)).toEqual({ value: 6.5, per: 'kg' });
    expect(unitPrice(offer('CS', '1', '20.00', '1000/9 GM', 'KETCHUP PKT'))?.per).toBe('each');
    expect(unitPrice(offer('IKAT', '24', '0.95', 'ikat', 'Daun ketumbar (fresh coriander) — ikat'))).toEqual({
      value: 0.95,
      per: 'each',
    });
  });
});
