import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

/** The group keys of offers from different suppliers, one per name. */
const groupKeys = (...names: string[]) =>
  compareOffers(
    names.map((name, i) => ({ name, pack: '', supplier_id: i + 1, unit: 'CS', quantity: '1', price: '30' })),
  ).map((o) => o.group_key);

describe('British and Australian names, and how a product is raised', () => {
  it('keeps halal and free-range products apart from the others, even when a plain name says less', () => {
    const rows = [
      { name: 'Chicken Breast Fillets Skinless 5kg', pack: '' },
      { name: 'Halal Chicken Breast Fillets Skinless 5kg', pack: '' },
      { name: 'Free Range Large Eggs (Case of 180)', pack: '' },
      { name: 'Eggs, large white - 30 dozen', pack: '' },
    ].map((r, i) => ({ ...r, supplier_id: i + 1, unit: 'CS', quantity: '1', price: '40' }));
    const [plain, halal, freeRange, eggs] = compareOffers(rows);
    expect(plain?.group_key).not.toBe(halal?.group_key);
    expect(freeRange?.group_key).not.toBe(eggs?.group_key);
    expect(productKey('HALAL ZABIHA Beef Tripe, Honeycomb')).not.toBe(
      productKey('HALAL ZABIHA Beef Tripe, Shaggy (Omasum)'),
    );
  });

  it('tells semi-skimmed from skimmed milk, thickened from whipping cream, icing mixture from pure icing sugar', () => {
    expect(productKey('Skimmed Milk 2ltr x 6')).toBe(productKey('MILK SKIM 2L X 6'));
    expect(productKey('Semi Skimmed Milk 2ltr x 6')).not.toBe(productKey('Skimmed Milk 2ltr x 6'));
    expect(productKey('CREAM THICKENED 35% 2L X 6')).not.toBe(productKey('Whipping Cream 35% 1ltr x 12'));
    expect(productKey('SUGAR ICING MIXTURE 15KG')).not.toBe(productKey('SUGAR PURE ICING 15KG'));
  });

  it('reads British and Australian names as the American ones', () => {
    expect(productKey('MILK FULL CREAM 2L X 6')).toBe(productKey('Milk, whole - gallon x 4'));
    expect(productKey('CAPSICUM RED')).toBe(productKey('510220 PEPPER BELL RED 11#'));
    expect(productKey('Sweet pepper, red - per lb')).toBe(productKey('Peppers Red (5kg box)'));
    expect(productKey('ROCKET BABY 1KG')).toBe(productKey('510610 ARUGULA BABY 4#'));
    expect(productKey('Plain Flour 16kg')).toBe(productKey('All-purpose flour - 25 lb bag'));
    expect(productKey('Rapeseed Oil 20ltr')).toBe(productKey('OIL CANOLA 20L DRUM'));
    expect(productKey('Flaked Almonds 1kg')).toBe(productKey('905022 ALMONDS SLICED NATURAL 5#'));
    expect(productKey('PEANUT BUTTER SMOOTH 2KG X 6')).toBe(productKey('904030 PEANUT BUTTER CREAMY 6/5#'));
    expect(productKey('Chopped Tomatoes 400g x 12')).toBe(productKey('TOMATOES DICED 400G X 24'));
    expect(productKey('Double Concentrated Tomato Purée 800g x 12')).toBe(
      productKey('Tomato paste, double concentrate - 400 g tin x 24'),
    );
    expect(productKey('Halal Beef Mince 20% Fat 5kg')).toBe(productKey('803010 BEEF GROUND 80/20 HALAL 6/10# CHUB'));
    expect(productKey('Black-eyed peas, dried - 25 lb bag')).toBe(productKey('605020 PEAS BLACKEYE DRY 25#'));
    expect(productKey('Garden Peas Frozen 2.5kg x 4')).toBe(productKey('PEAS GREEN FROZEN 2KG X 6'));
    expect(productKey('Organic Firm Tofu, Water-Packed | 14 oz × 12')).toBe(
      productKey('901010 TOFU FIRM ORGANIC 12/14OZ'),
    );
  });

  it('keeps steel-cut oats apart from rolled oats, and reads a chia seed as a seed', () => {
    expect(productKey('604014 OATS STEEL CUT ORGANIC 25#')).toBe(productKey('Organic Steel-Cut Oats | 25 lb bulk'));
    expect(productKey('604012 OATS ROLLED ORGANIC 25#')).not.toBe(productKey('Organic Steel-Cut Oats | 25 lb bulk'));
    expect(productKey('905010 CHIA SEED BLACK ORGANIC 25#')).toBe(productKey('Organic Black Chia Seeds | 25 lb bulk'));
  });
});

describe('peppers, chicken and butter', () => {
  it('reads a chilli jalapeño as a jalapeño pepper, and never folds a green bell pepper into it', () => {
    expect(productKey('CHILLI JALAPENO GREEN P/KG')).toBe(productKey('510250 PEPPER JALAPENO 10#'));
    expect(productKey('Scotch Bonnet Chillies 1kg')).toBe(productKey('Scotch bonnet pepper, fresh - per lb'));
    const [bell, jalapeno] = groupKeys('510210 PEPPER BELL GREEN 25#', '510250 PEPPER JALAPENO 10#');
    expect(bell).not.toBe(jalapeno);
  });

  it('reads dried Mexican chiles as peppers of their kind, and Chile the country as no chile', () => {
    expect(productKey('Chile Guajillo Seco')).toBe(productKey('5LB DRIED GUAJILLO CHILES'));
    expect(productKey('Chile Guajillo Seco')).not.toBe(productKey('Chile ancho seco, bolsa 5 lb'));
    expect(productKey('Salmon, Atlantic / portion skinless boneless / 6 oz / Chile / IVP frozen')).not.toMatch(
      /chil|pepper/,
    );
  });

  it('reads a weighed roast of 2 kg or more as no piece size, and a brioche burger bun as a brioche bun', () => {
    expect(productKey('HALAL ZABIHA Lamb Shoulder, Bone-In | avg 2.2 kg | priced per kg')).toBe(
      productKey('Halal Lamb Shoulder Bone In (approx 2kg) per kg'),
    );
    expect(productKey('Whole Chicken 3 LB Avg')).not.toBe(productKey('Chicken Whole Fresh 1.8 kg avg 12 ct'));
    expect(productKey('BUN BRIOCHE BURGER 4" SLICED X 48')).toBe(productKey('950010 BUN BRIOCHE 4" SLICED 8/6CT'));
    expect(productKey('510030 POTATO SWEET #1 40#')).toBe(productKey('Sweet potatoes - 40 lb box'));
  });

  it('reads bone-in chicken thighs as skin-on unless said skinless', () => {
    expect(productKey('802022 CHICKEN THIGH BONE-IN HALAL 40#')).toBe(
      productKey('HALAL ZABIHA Chicken Thigh, Bone-In Skin-On | 40 lb'),
    );
  });

  it('reads butter blocks of any size as butter, and keeps single-serve portions apart', () => {
    expect(productKey('BUTTER SALTED 250G CTN40')).toBe(productKey('204512 BUTTER SOLID SALTED AA 36/1#'));
    expect(productKey('Salted Butter Block 250g x 40', 'Case of 40')).toBe(
      productKey('Butter, salted - 1 lb block x 36'),
    );
    const [block, portions] = groupKeys('Butter, salted - 1 lb block x 36', 'Salted Butter Portions 7g (Case of 100)');
    expect(block).not.toBe(portions);
  });
});

describe('unit prices of weighed foods', () => {
  const offer = (name: string, pack: string, unit = 'CS') => ({ name, pack, unit, quantity: '1', price: '96.80' });

  it('weighs pieces of a weight the name counts as the pack column does', () => {
    expect(unitPrice(offer('Unsalted Butter Block 250g x 40', 'Case of 40'))).toEqual({ value: 9.68, per: 'kg' });
  });

  it('weighs yogurt and tofu sold by the ounce, though milk or water is named', () => {
    expect(unitPrice(offer('Greek Yogurt, Plain Whole Milk | 32 oz × 6', '6 × 32 oz'))?.per).toBe('kg');
    expect(unitPrice(offer('Organic Firm Tofu, Water-Packed | 14 oz × 12', '12 × 14 oz'))?.per).toBe('kg');
  });

  it('gives a line sold by the Bushel no unit price', () => {
    expect(unitPrice(offer('Collard greens - bushel', '1 bu', 'Bushel'))).toBeNull();
  });

  it('reads no product word in a price marked on the pack', () => {
    expect(productKey('Whole Milk 4 Pint x 3 PMP £2.35')).toBe(productKey('Whole Milk 2 Pint x 6'));
    expect(productKey('Still Spring Water 500ml x 24 PMP 65p')).toBe(productKey('Still Spring Water 500ml x 24'));
    expect(productKey('Long Grain Rice 500g x 10 PMP £1.00')).toBe(productKey('Long Grain Rice 500g x 10'));
  });

  it('keeps unsmoked bacon apart from smoked, and tinned peas apart from frozen', () => {
    expect(productKey('Unsmoked Back Bacon 2.27kg')).not.toBe(productKey('Smoked Back Bacon 2.27kg'));
    expect(productKey('Garden Peas Tinned 300g x 24')).not.toBe(productKey('Frozen Garden Peas 2.5kg x 4'));
  });

  it('reads milk sold by the pint spelt out in a mixed-case name in imperial pints, a half pint in US ones', () => {
    const line = (name: string, pack: string) => unitPrice({ name, pack, unit: 'Outer', quantity: '1', price: '5.68' });
    expect(line('Whole Milk 4 Pint x 3 PMP £2.35', '3 x 4pt')?.value).toBeCloseTo(5.68 / (12 * 0.56826125), 5);
    expect(line('Whole Milk 1 pint x 12', '12 x 1pt')?.value).toBeCloseTo(5.68 / (12 * 0.56826125), 5);
    expect(line('MILK WHOLE 12/1 PT', '12/1 PT')?.value).toBeCloseTo(5.68 / (12 * 0.473176473), 5);
  });

  it('keeps cello carrots, #2 bananas and named potato varieties apart from their look-alikes', () => {
    const [bulk, cello] = groupKeys('Carrots 25 lb bag', '4562 CARROT CELLO 48/1LB');
    expect(cello).not.toBe(bulk);
    const [bananas, seconds, stage] = groupKeys(
      '4011 BANANA YELLOW 40LB',
      '4011 BANANA YELLOW #2 40LB',
      'BANANAS #4 40 LB',
    );
    expect(seconds).not.toBe(bananas);
    expect(stage).toBe(bananas);
    const [washed, piper, rooster] = groupKeys(
      'POTATOES WASHED 20KG',
      'Maris Piper Potatoes 25kg',
      'Rooster potatoes 10kg',
    );
    expect(piper).not.toBe(washed);
    expect(rooster).not.toBe(washed);
    expect(rooster).not.toBe(piper);
  });

  it('reads garden peas as green peas in a sentence-case name, where Garden opens no brand', () => {
    expect(productKey('Garden peas, frozen')).toBe(productKey('Peas, Green, Frozen, Grade A'));
    expect(productKey('Garden Peas 2.5kg')).toBe(productKey('Garden peas, frozen'));
  });

  it('reads white (Dutch) cabbage as green cabbage, as Weißkohl is', () => {
    expect(productKey('Cabbage, white (Dutch)')).toBe(productKey('CABBAGE GRN'));
    expect(productKey('White cabbage 10kg')).toBe(productKey('Weißkohl'));
    expect(productKey('Cabbage, white (Dutch)')).not.toBe(productKey('Cabbage, red'));
  });

  it('reads full-cream or full-fat milk as whole milk, said in a field of its own too', () => {
    expect(productKey('000201 MILK, UHT, FULL CREAM')).toBe(productKey('Milk, UHT, whole'));
    expect(productKey('Full-fat milk')).toBe(productKey('Whole milk'));
    expect(productKey('Milk, full fat')).not.toBe(productKey('Skim milk'));
    expect(productKey('Coconut Milk, Full Fat')).not.toContain('whole');
  });
});

describe('British food-service words', () => {
  it('reads British names of produce, dry goods, dairy and cuts as the North American ones', () => {
    expect(productKey('Swede')).toBe(productKey('Rutabaga'));
    expect(productKey('Cos Lettuce')).toBe(productKey('Romaine Lettuce'));
    expect(productKey('Mangetout')).toBe(productKey('Snow Peas'));
    expect(productKey('Beetroot')).toBe(productKey('Beets'));
    expect(productKey('Celeriac')).toBe(productKey('Celery Root'));
    expect(productKey('Chestnut Mushrooms')).toBe(productKey('Cremini Mushrooms'));
    expect(productKey('Strong White Flour')).toBe(productKey('Bread Flour'));
    expect(productKey('Self Rising Flour')).toBe(productKey('Self Raising Flour'));
    expect(productKey('Cornflour')).toBe(productKey('Cornstarch'));
    expect(productKey('Single Cream')).toBe(productKey('Light Cream'));
    expect(productKey('Mature Cheddar')).toBe(productKey('Sharp Cheddar'));
    expect(productKey('Extra Mature Cheddar')).toBe(productKey('Extra Sharp Cheddar'));
    expect(productKey('Gammon Steaks')).toBe(productKey('Ham Steaks'));
    expect(productKey('Fillet Steak')).toBe(productKey('Tenderloin Steak'));
  });

  it('reads British names of disposables and cleaning goods', () => {
    expect(productKey('Kitchen Roll')).toBe(productKey('Paper Towel Roll'));
    expect(productKey('Bin Bags')).toBe(productKey('Trash Can Liners'));
    expect(productKey('Washing Up Liquid')).toBe(productKey('Dish Detergent'));
    expect(productKey('Hand Wash')).toBe(productKey('Hand Soap'));
    expect(productKey('Centrefeed Roll')).toBe(productKey('Center Pull Towel'));
    expect(productKey('Stewing Steak')).toBe(productKey('Beef Stew Meat'));
    expect(productKey('Lardons')).toBe(productKey('Bacon, Diced'));
  });
});

describe('the lean of minced meat', () => {
  it('reads chemical and visual lean (80CL, 80VL) of mince as its lean to fat, and a volume in centilitres of other products as such', () => {
    expect(productKey('Beef Mince Regular 80CL', 'Ctn 4 x 2.5kg')).toBe(productKey('BEEF GRND 80/20 FRSH 10#'));
    expect(productKey('Beef Mince 80VL')).toBe(productKey('BEEF GROUND 80/20 CHUB'));
    expect(productKey('Beef Stock 80cl')).not.toContain('80/20');
  });
});
