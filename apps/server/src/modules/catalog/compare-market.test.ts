import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { readProductName } from './product-name.js';

const row = (supplier_id: number, name: string, pack: string, unit: string, price: string) => ({
  supplier_id,
  name,
  pack,
  unit,
  quantity: '1',
  price,
});

/** Whether the rows of the given indexes end up in one group. */
const together = (rows: { group_key: string }[], a: number, b: number) => rows[a]?.group_key === rows[b]?.group_key;

describe('farm market, broadliner and ethnic grocer lines', () => {
  it('reads lavash as a bread of its own, so a thin one folds into the plain one of another supplier', () => {
    expect(productKey('Lavash Bread (Nan-e Lavash) 10 PK X 6 SHEETS')).toContain('lavash');
    const rows = compareOffers([
      row(1, 'Lavash Bread, Thin (Nan-e Lavash) — 12 packs of 10 sheets', '', 'CS', '24.00'),
      row(2, 'LAVASH BREAD (NAN-E LAVASH) 10 PK X 6 SHEETS', '', 'CS', '13.00'),
      row(3, 'Pita Bread 6 in, 12 packs of 10', '', 'CS', '30.00'),
    ]);
    expect(together(rows, 0, 1)).toBe(true);
  });

  it('leaves a packer brand between asterisks out of a name in capitals', () => {
    expect(productKey('BUTTER SOLID UNSLTD AA *LKL CLASSIC*')).toBe(productKey('butter, unsalted - 1 lb prints'));
    expect(productKey('MILK WHOLE VIT D *LKL DAIRY*')).toBe(productKey('MILK WHOLE'));
    expect(productKey('Chicken Breast* Boneless, Skinless* 4/10 LB')).toContain('skinless');
  });

  it('keeps pickled ginger apart from ginger root, and wide egg noodles from fine ones', () => {
    const ginger = compareOffers([
      row(1, 'GINGER ROOT FRESH', '30 LB', 'CS', '66.00'),
      row(2, 'Pickled Ginger Pink (Gari) ~ 1 kg x 10', '', 'CS', '46.00'),
    ]);
    expect(together(ginger, 0, 1)).toBe(false);
    const noodles = compareOffers([
      row(1, 'NOODLE EGG WIDE', '2/5 LB', 'CS', '24.50'),
      row(2, 'noodles, fine egg (homemade) - 10 lb box', '10 lb', 'box', '32.00'),
    ]);
    expect(together(noodles, 0, 1)).toBe(false);
  });

  it('keeps pastured chickens and non-homogenized milk apart from the ordinary ones', () => {
    const chicken = compareOffers([
      row(1, 'chicken, whole fryer (pastured) - by the lb', 'approx 4 lb', 'lb', '3.40'),
      row(2, 'CHICKEN WHOLE FRYER 3-3.5 LB', '12 CT', 'LB', '1.85'),
    ]);
    expect(together(chicken, 0, 1)).toBe(false);
    expect(productKey('milk, whole (non-homogenized) - gallon')).not.toBe(productKey('milk, whole - gallon'));
    expect(productKey('Lait entier non homogénéisé')).toBe(productKey('milk, whole, cream-line'));
  });

  it('reads cheese curds however named, and keeps them apart from a block of cheddar', () => {
    const curds = productKey('CHEESE CURD CHEDDAR WHITE FRESH');
    expect(productKey('Fromage en grains cheddar blanc, frais du jour — sac 2,27 kg')).toBe(curds);
    expect(productKey('cheese curds, white cheddar (fresh Tuesday) - 5 lb bag')).toBe(curds);
    expect(curds).not.toBe(productKey('CHEESE CHEDDAR WHITE BLOCK'));
  });
});

describe('a Mennonite farm market', () => {
  it('reads apple butter as a spread, cooked down in a kettle as it always is, and kettle chips as no plain chips', () => {
    expect(productKey('apple butter (kettle cooked) - 4 lb tub')).toBe(productKey('APPLE BUTTER'));
    expect(productKey('APPLE BUTTER')).not.toContain('salted');
    const chips = compareOffers([
      row(1, 'Kettle Cooked Potato Chips 2 oz', '64 ct', 'CS', '40.00'),
      row(2, 'Potato Chips 2 oz', '64 ct', 'CS', '30.00'),
    ]);
    expect(together(chips, 0, 1)).toBe(false);
  });

  it('reads triple cream and slab bacon, so they are shown like no double cream brie or sliced bacon', () => {
    const rows = compareOffers([
      row(1, 'Brie double crème — meule 1 kg', '2 × 1 kg', 'CAISSE', '40.00'),
      row(2, 'Brie triple crème — meule 1 kg', '2 × 1 kg', 'CAISSE', '48.00'),
      row(3, 'bacon, slab, hickory smoked - by the lb', 'approx 6 lb', 'lb', '5.20'),
      row(4, 'BACON SLICED 14-18 CT LAYFLAT', '15 LB', 'CS', '60.00'),
    ]);
    expect(rows.map((r) => r.similar_to)).toEqual([null, null, null, null]);
  });
});

describe('a Filipino grocer', () => {
  it('reads a spring roll wrapper named in Tagalog with the English in brackets, frozen as such wrappers are sold', () => {
    expect(productKey('LUMPIA WRAPPER (SPRING ROLL) 8IN 25PCS x 20')).toBe(productKey('WRAPPER SPRING ROLL 8" FROZEN'));
  });

  it('reads Tagalog names given without their English: lumpia, pancit bihon, bagoong', () => {
    expect(productKey('LUMPIA WRAPPER 8IN 25PCS x 20')).toBe(productKey('SPRING ROLL WRAPPER 8IN'));
    expect(productKey('PANCIT BIHON 454G x 30')).toBe(productKey('RICE STICK NOODLES 454G x 30'));
    expect(productKey('BAGOONG 250G')).toBe(productKey('SHRIMP PASTE 250G'));
    // Flour noodles (pancit canton) are no bleached flour.
    expect(productKey('PANCIT CANTON (FLOUR STICKS) 454G x 30')).not.toContain('bleached');
  });

  it('reads rice sticks as rice noodles and Spam as luncheon meat', () => {
    expect(productKey('BIHON (RICE STICKS) 454G x 30')).toBe(productKey('NOODLE RICE STICK'));
    expect(productKey('Spam Classic (Luncheon Meat) ~ 12 oz x 24')).toBe(
      productKey('LUNCHEON MEAT CLASSIC CAN *SPAM*'),
    );
  });
});

describe('a Quebec affineur and dairy', () => {
  it('reads sweet cream butter (crème douce) as butter, and a maple syrup grade by its colour', () => {
    expect(productKey('Beurre non salé, crème douce — plaquette 454 g')).toBe(productKey('Butter, unsalted'));
    expect(productKey("Sirop d'érable pur, foncé goût robuste — cruche 4 L")).toBe(
      productKey('maple syrup, pure grade A dark robust - gallon jug'),
    );
  });

  it('reads cultured butter in French and English alike, and keeps it apart from sweet cream butter', () => {
    const cultured = productKey('BUTTER CULTURED SALTED EURO 82%');
    expect(productKey('Beurre de baratte salé, culture — rouleau 2 lb')).toBe(cultured);
    expect(productKey('SOUR CREAM CULTURED GRADE A')).toBe(productKey('sour cream - 5 lb tub'));
    const rows = compareOffers([
      row(1, 'butter, salted - 1 lb prints', '36 per case', 'case', '149.40'),
      row(2, 'BUTTER CULTURED SALTED EURO 82%', '20/8 OZ', 'CS', '74.00'),
    ]);
    expect(together(rows, 0, 1)).toBe(false);
  });

  it('keeps bakers’ bulk butter and hand-rolled butter apart from butter in prints', () => {
    const rows = compareOffers([
      row(1, 'Beurre non salé, crème douce — plaquette 454 g', '36 × 454 g', 'CAISSE', '160.00'),
      row(2, 'Beurre non salé, crème douce — bloc 25 kg', '25 kg', 'BLOC', '240.00'),
      row(3, 'butter, salted - 1 lb prints', '36 per case', 'case', '149.40'),
      row(4, 'butter, salted roll (hand rolled) - 2 lb', '12 rolls per case', 'case', '105.60'),
    ]);
    expect(together(rows, 0, 1)).toBe(false);
    expect(together(rows, 2, 3)).toBe(false);
  });

  it("reads a cheese's age in years as months, so a two-year cheddar is no five-year one", () => {
    expect(productKey('Cheddar vieilli 5 ans — meule ± 10 kg')).toBe(productKey('CHEDDAR AGED 60 MONTHS YELLOW'));
    expect(productKey('Cheddar vieilli 2 ans — meule ± 10 kg')).not.toBe(
      productKey('Cheddar vieilli 5 ans — meule ± 10 kg'),
    );
    expect(productKey('cheese, 5 year aged white cheddar')).toContain('60 months');
  });

  it("reads an affineur's words: a cheese's paste and rind, chèvre, mi-fort and extra-fort, affiné, a wheel", () => {
    expect(productKey('Fromage à pâte molle, croûte fleurie')).toBe(productKey('Soft cheese, bloomy rind'));
    expect(productKey('Fromage à pâte ferme, croûte lavée')).toBe(productKey('Firm cheese, washed-rind'));
    expect(productKey('Chèvre frais nature — bûche 1 kg')).toBe(productKey('GOAT CHEESE FRESH PLAIN'));
    expect(productKey('Lait de chèvre 1 L')).toBe(productKey('GOAT MILK 1 L'));
    expect(productKey('Cheddar mi-fort jaune — bloc 2,27 kg')).toBe(productKey('CHEESE CHEDDAR MEDIUM YELLOW BLOCK'));
    expect(productKey('Cheddar extra-fort blanc — bloc 2,27 kg')).toBe(productKey('CHEESE CHEDDAR EXTRA SHARP WHITE'));
    expect(productKey('Gouda affiné 6 mois')).toBe(productKey('Gouda aged 6 months'));
    expect(productKey('Brie double crème meule 1 kg')).toBe(productKey('Brie double crème'));
    // A goat's or a sheep's milk named in brackets beside a cheese made of it says no more.
    expect(productKey('Feta AOP, Barrel-Aged [brebis · chèvre]')).not.toContain('goat');
  });

  it('reads lard as rendered and refined, saying so says no more', () => {
    expect(productKey('LARD PURE REFINED')).toBe(productKey('MANTIKA (LARD) 1LB x 12'));
  });
});

describe('a Great Lakes fish house', () => {
  it('reads the cut and grade listed after a dash, and leaves out the lake it was caught in', () => {
    const skinOn = productKey('Walleye Fillets — skin on, scaled, Lake Erie, fresh', '10# box');
    expect(skinOn).toBe(productKey('WALLEYE FILLET SKIN-ON FRESH', '1/10 LB'));
    expect(skinOn).not.toBe(productKey('Walleye Fillets — skinless, IQF, Canada', '10# box'));
    expect(productKey('Atlantic Salmon Fillets — skin on, pin bone out, fresh, Faroe')).toBe(
      productKey('SALMON ATL FILLET SKIN-ON PBO FRESH'),
    );
  });

  it('reads tilapia fillets as skinless unless said skin-on', () => {
    expect(productKey('TILAPIA FILLET 5-7OZ FROZEN 10LB')).toBe(productKey('TILAPIA FILLET SKINLESS IQF 5-7 OZ'));
    expect(productKey('Tilapia Fillets, skin-on, IQF')).not.toContain('skinless');
    expect(productKey('Tilapia, whole, frozen')).not.toContain('skinless');
  });

  it('reads lake perch as yellow perch, butterflied as butterfly, corégone as whitefish and H&G as headed and gutted', () => {
    expect(productKey('lake perch fillets, butterflied (fresh Friday) - per lb')).toBe(
      productKey('PERCH YELLOW BUTTERFLY FILLET FRESH'),
    );
    expect(productKey('Corégone (grand corégone) filets avec peau, frais')).toBe(
      productKey('WHITEFISH LAKE FILLET SKIN-ON BNLS FRESH'),
    );
    expect(productKey('Smelt — whole, headed & gutted, IQF, 20/30 ct per lb')).toBe(
      productKey('SMELT H&G IQF 20-30 CT'),
    );
  });
});

describe('a Hawaiian poke and sushi supplier', () => {
  it('reads ʻahi as tuna, gari as pickled ginger and goma as sesame', () => {
    expect(productKey('Ahi Saku Block #2 Grill Grade (Yellowfin)')).toContain('tuna');
    expect(productKey('Pickled Ginger Pink (Gari) ~ 1 kg x 10')).toBe(productKey('Gari, pink ~ 1 kg x 10'));
    expect(productKey('Wakame Salad (Goma Wakame) Frozen ~ 2.2 lb x 6')).toBe(
      productKey('SEAWEED SALAD WAKAME SESAME FZN'),
    );
  });

  it('reads the Japanese names of sushi fish and roe, and a roe dyed orange as no orange fruit', () => {
    expect(productKey('Hamachi Loin (Yellowtail) Frozen ~ per lb')).toBe(productKey('YELLOWTAIL LOIN FROZEN'));
    expect(productKey('Unagi Kabayaki ~ 10 oz x 20')).toBe(productKey('EEL ROASTED'));
    expect(productKey('Ono Fillet Fresh')).toBe(productKey('WAHOO FILLET FRESH'));
    expect(productKey('Mahi Mahi Fillet Skinless IQF')).toBe(productKey('MAHI FILLET SKINLESS IQF'));
    const masago = readProductName('Masago Orange ~ 1 lb x 12');
    expect(masago.nouns).toEqual(['roe']);
    expect(productKey('Masago Orange ~ 1 lb x 12')).toBe(productKey('ROE CAPELIN ORANGE'));
  });

  it('reads nori and wakame as kinds of seaweed, and a grade word beside nori sheets as saying little', () => {
    expect(productKey('NORI SEAWEED SUSHI FULL SHEET')).toBe(productKey('Nori Sushi Full Sheet'));
    const rows = compareOffers([
      row(1, 'HK-3031 Nori Sushi Full Sheet Gold ~ 50 sheets x 10', '', 'CS', '95.00'),
      row(2, 'NORI SEAWEED SUSHI FULL SHEET', '10/50 CT', 'CS', '92.00'),
      row(3, 'HK-3032 Nori Half Sheet (Hanmaki) ~ 100 sheets x 10', '', 'CS', '98.00'),
    ]);
    expect(together(rows, 0, 1)).toBe(true);
    expect(together(rows, 0, 2)).toBe(false);
  });
});

describe('a sugar shack supplier', () => {
  it('reads maple butter as a spread of its own, never as salted butter', () => {
    expect(productKey('beurre d’érable')).toBe(productKey('Maple Butter, 12 x 500 g'));
    const rows = compareOffers([
      row(1, 'Butter, Salted, AA', '36/1 LB', 'CS', '150.00'),
      row(2, 'beurre salé', '36 × 454 g', 'caisse', '152.00'),
      row(3, 'beurre d’érable', '12-500 g', 'caisse', '96.00'),
    ]);
    expect(together(rows, 0, 1)).toBe(true);
    expect(together(rows, 0, 2)).toBe(false);
  });

  it('keeps maple sugar apart from granulated white sugar, a name without maple being the plain one', () => {
    const rows = compareOffers([
      row(1, 'Sugar, Granulated, Cane', '1/50lb', 'BG', '40.00'),
      row(2, 'sucre blanc granulé', '1 × 20 kg', 'sac', '36.00'),
      row(3, 'sucre d’érable granulé', '1 × 5 kg', 'sac', '110.00'),
    ]);
    expect(together(rows, 0, 1)).toBe(true);
    expect(together(rows, 0, 2)).toBe(false);
    expect(together(rows, 1, 2)).toBe(false);
  });
});
