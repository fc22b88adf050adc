import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';

const offer = (name: string, pack: string, price: string, unit = 'CS', quantity = '1') => ({
  name,
  pack,
  unit,
  quantity,
  price,
});

describe('unitPrice: pieces', () => {
  it('counts Dutch pieces (stuks, st), but reads no piece in a first cut', () => {
    const eggs = unitPrice(offer('Eieren groot | Large Eggs (Free Range) | 180 st', '180 st', '46.00', 'DS'));
    expect(eggs?.per).toBe('each');
    expect(eggs?.value).toBeCloseTo(46 / 180, 6);
    const waffles = unitPrice(offer('Stroopwafels | Syrup Waffles | 12 x 10 st', '120 st', '26.00', 'DS'));
    expect(waffles?.value).toBeCloseTo(26 / 120, 6);
    expect(unitPrice(offer('Beef Brisket 1st Cut ~ 12 lb, per lb', '~12 lb', '13.90', 'LB'))?.per).toBe('kg');
  });

  it('counts pairs (PR) as pieces', () => {
    const chopsticks = unitPrice(offer('Chopsticks, Bamboo, Wrapped', '1000 PR', '32.00'));
    expect(chopsticks).toEqual({ per: 'each', value: expect.closeTo(0.032, 6) });
    expect(unitPrice(offer('Gloves, Nitrile, Large', '10/100 pairs', '50.00'))?.value).toBeCloseTo(0.05, 6);
  });

  it('counts Polish pieces (szt.) and loaves (bochenków), and Portuguese bunches (MÇ)', () => {
    const eggs = unitPrice(offer('PL-1010 Jaja kurze L (eggs, large)', 'karton 30 szt. x 6', '27.90', 'KRT'));
    expect(eggs?.per).toBe('each');
    expect(eggs?.value).toBeCloseTo(27.9 / 180, 6);
    const bread = unitPrice(offer('PL-1047 Chleb żytni (rye loaf)', 'skrz. 12 bochenków', '33.60', 'SKRZ'));
    expect(bread?.per).toBe('each');
    expect(bread?.value).toBeCloseTo(2.8, 6);
    const cilantro = unitPrice(offer('COENTRO (CILANTRO)', 'CX 30 MÇ', '23.00', 'CX'));
    expect(cilantro?.per).toBe('each');
    expect(cilantro?.value).toBeCloseTo(23 / 30, 6);
  });

  it('counts Romanian pieces, bunches and rolls (buc., legături, rolă), Swahili bunches (fungu) and Icelandic rolls', () => {
    const eggs = unitPrice(offer('Ouă de găină mărimea L [eggs, large]', 'bax 12x30 buc', '298.00', 'BAX'));
    expect(eggs).toEqual({ per: 'each', value: expect.closeTo(298 / 360, 6) });
    expect(unitPrice(offer('Mărar [dill]', 'bax 20 legături', '56.00', 'BAX'))?.value).toBeCloseTo(2.8, 6);
    expect(unitPrice(offer('Folie aluminiu 45cm x 100m', 'rolă', '79.00', 'ROLĂ'))).toEqual({ per: 'each', value: 79 });
    expect(unitPrice(offer('Álpappír 45 cm × 100 m', 'rúlla', '3400', 'RÚLLA'))).toEqual({ per: 'each', value: 3400 });
    const cilantro = unitPrice(offer('DHANIA – cilantro (coriander leaves)', 'kwa fungu', '20', 'FUNGU', '50'));
    expect(cilantro).toEqual({ per: 'each', value: 20 });
  });

  it("reads a container's count after its word ('case · 250', 'trei 30') and 'ct' slash a size ('36ct/1lb')", () => {
    const cups = unitPrice(offer('Disposables > Containers > Soup, 16 oz, with lid', 'case · 250', '55.00', 'case'));
    expect(cups).toEqual({ per: 'each', value: expect.closeTo(0.22, 6) });
    const eggs = unitPrice(offer('MAYAI – eggs, large, grade 1', 'trei 30', '420', 'TREI', '10'));
    expect(eggs).toEqual({ per: 'each', value: expect.closeTo(14, 6) });
    const butter = unitPrice(offer('[WIC] BUTTER - UNSALTED - 1# PRINTS', '36ct/1lb', '142.00', 'cs'));
    expect(butter).toEqual({ per: 'kg', value: expect.closeTo(142 / (36 * 0.45359237), 6) });
    const tomatoes = unitPrice(offer('[DRY] TOMATOES - DICED - #10', '6ct/#10', '39.00', 'cs'));
    expect(tomatoes?.value).toBeCloseTo(6.5, 6);
    // A size in inches is no content, and a bare number after a unit is that many of the unit.
    expect(unitPrice(offer('[BAKE] BUNS - HAMBURGER - 4IN - SLICED', '96ct/4in', '26.00', 'cs'))?.value).toBeCloseTo(
      26 / 96,
      6,
    );
    expect(unitPrice(offer('Potatoes, russet', 'lb 50', '25.00', 'cs'))?.per).not.toBe('each');
  });

  it("reads a container's word in any script before its count ('plateau de 30', 'bog‘ 24', 'кора 30 бр.')", () => {
    expect(unitPrice(offer('Œufs frais calibre gros (L)', 'plateau de 30', '4.80', 'PLATEAU', '6'))?.value).toBeCloseTo(
      0.16,
      6,
    );
    expect(unitPrice(offer('Shivit — dill', 'bog‘ 24', '22.00', 'BOG‘'))?.value).toBeCloseTo(22 / 24, 6);
    expect(unitPrice(offer('Яйца размер L (eggs, large)', 'кора 30 бр.', '7.50', 'КОРА', '12'))?.value).toBeCloseTo(
      0.25,
      6,
    );
    // So many of so many pieces (Uzbek dona), and a Bulgarian bunch (връзка) sold by the bunch.
    expect(unitPrice(offer('Tuxum, katta — eggs, large', 'yashik 12×30 dona', '88.00', 'YASH'))?.value).toBeCloseTo(
      88 / 360,
      6,
    );
    expect(unitPrice(offer('Копър (dill)', 'връзка', '0.90', 'ВРЪЗКА', '20'))).toEqual({ per: 'each', value: 0.9 });
    // A weight after the figure is read as the weight, no count of pieces.
    expect(unitPrice(offer('Farine de blé', 'sac de 25 kg', '20.00', 'SAC'))).toEqual({ per: 'kg', value: 0.8 });
  });

  it('counts challahs, egg rolls and small wrapped biscuits by the piece, whatever one weighs', () => {
    const challah = unitPrice(offer('KOSHER PAREVE Challah Plain 1 lb - 12 ct', '12 ct', '42.00'));
    expect(challah?.per).toBe('each');
    expect(challah?.value).toBeCloseTo(3.5, 6);
    expect(unitPrice(offer('Chả Giò - Pork Egg Rolls 1.5oz 100ct', '100ct', '36.00'))?.value).toBeCloseTo(0.36, 6);
    const biscuits = unitPrice(offer('Speculoos koekjes | Speculoos Biscuits | 300 x 6.25 g', '300 x 6.25 g', '23.00'));
    expect(biscuits?.per).toBe('each');
    expect(biscuits?.value).toBeCloseTo(23 / 300, 6);
    // A bag of a kilo is no piece.
    expect(unitPrice(offer('Butter Cookies 6 x 1 kg', '6 x 1 kg', '60.00'))?.per).toBe('kg');
  });

  it('reads the ounces of whipped topping as fluid ounces', () => {
    const topping = unitPrice(offer('KOSHER PAREVE Non-Dairy Whipped Topping - 12/32 oz', '12/32 oz', '44.00'));
    expect(topping?.per).toBe('l');
  });
});

describe('piece size ranges', () => {
  it('reads a range in ounces as the same range in grams, rounded to ten', () => {
    expect(productKey('cod, pacific, loins, skinless, 6-8 oz, frozen')).toBe(
      productKey('pacific cod loins, skinless, 170-230 g, frozen'),
    );
    expect(productKey('Walleye Fillets, skin on, 6/8 oz', '10 LB')).toBe(
      productKey('WALLEYE FILLET SKIN-ON 6-8 OZ', '10 LB'),
    );
  });

  it('counts loaves of bread, whatever one weighs, but weighs meat loaf and cheese loaf', () => {
    const bread = unitPrice(offer('Hard Dough Bread - Sliced, 2 LB Loaf', '12 LOAVES', '42.00'));
    expect(bread?.per).toBe('each');
    expect(bread?.value).toBeCloseTo(3.5, 6);
    expect(unitPrice(offer('Cheese - Processed Loaf, Red Wax Tin', '12/2.2 LB', '118.00'))?.per).toBe('kg');
    expect(unitPrice(offer('Meat Loaf, cooked, 5 lb', '6 CT', '60.00'))?.per).toBe('kg');
  });

  it('reads a case of so many cans or bottles whose size the name states', () => {
    const [per, value] = [
      (o: ReturnType<typeof offer>) => unitPrice(o)?.per,
      (o: ReturnType<typeof offer>) => unitPrice(o)?.value,
    ];
    expect(value(offer('Ginger Ale 12 oz', 'case 24 cans', '12.00'))).toBeCloseTo(12 / (24 * 0.35488), 3);
    expect(value(offer('Agua tónica 355 ml', 'caja 24 botellas', '24.00'))).toBeCloseTo(24 / 8.52, 3);
    expect(value(offer('Salsa verde, lata #10', 'caja 6 latas', '30.00'))).toBeCloseTo(5, 5);
    expect(value(offer('Refresco de toronja 600 ml', 'paquete 12 botellas', '18.00', 'PQ'))).toBeCloseTo(18 / 7.2, 4);
    expect(per(offer('Salsa verde, lata #10', 'caja 6 latas', '30.00'))).toBe('each');
    expect(value(offer('Jalapeños en escabeche', 'caja 24 latas de 26 oz', '48.00'))).toBeCloseTo(
      48 / (24 * 26 * 0.028349523125),
      3,
    );
  });

  it('reads a piece (PZ) of a weight as that weight', () => {
    expect(unitPrice(offer('Queso asadero', 'barra 5 lb', '20.00', 'PZ', '2'))).toEqual({
      per: 'kg',
      value: expect.closeTo(20 / (5 * 0.45359237), 4),
    });
    expect(unitPrice(offer('Mortadella', 'pz ~4 kg', '40.00', 'PZ'))?.per).toBe('kg');
  });

  it('reads the count of fruit sized by count from the pack column when the name counts nothing', () => {
    expect(productKey('Oranges, Navel', '88 ct')).toBe(productKey('ORANGE NAVEL 88CT', '1 CS'));
    expect(productKey('Oranges, Navel', '88 ct')).not.toBe(productKey('Oranges, Navel', '113 ct'));
    expect(productKey('Naranja navel', 'caja 72 pzas')).toBe(productKey('Navel Oranges 72 count'));
    expect(productKey('Oranges, Navel', '40 lb')).toBe(productKey('Oranges, Navel'));
  });
});
