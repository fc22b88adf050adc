import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../db/seed/catalogue.js';
import { compareOffers, productKey } from './compare.js';
import { readProductName } from './product-name.js';

describe('compareOffers', () => {
  let id = 0;
  const offer = (supplier_id: number, name: string, price: string, unit: string, quantity: string, pack = '') => ({
    id: ++id,
    supplier_id,
    name,
    price,
    unit,
    quantity,
    pack,
  });

  it("keeps a product said 'non' of a word the vocabulary does not know apart from one said to be it", () => {
    const rows = compareOffers([
      offer(1, 'Riz brisé parfumé, 100 % brisé', '21.00', 'SAC', '1', 'sac de 25 kg'),
      offer(2, 'Riz brisé non parfumé, 100 % brisé', '17.00', 'SAC', '1', 'sac de 25 kg'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    // Nor is a name saying neither folded into the one said 'non'; a word the vocabulary knows reads as it did.
    const plain = compareOffers([
      offer(1, 'Riz brisé, 100 % brisé', '21.00', 'SAC', '1', 'sac de 25 kg'),
      offer(2, 'Riz brisé non parfumé, 100 % brisé', '17.00', 'SAC', '1', 'sac de 25 kg'),
    ]);
    expect(plain[0]?.group_key).not.toBe(plain[1]?.group_key);
    expect(productKey('Beurre non salé')).toBe(productKey('Unsalted butter'));
  });

  it('does not fold a plain name into a fuller one its supplier sells beside it in the same pack', () => {
    const rows = compareOffers([
      offer(1, 'FILÉ DE PEITO DE FRANGO (CHICKEN BREAST, BNLS SKNLS)', '92.00', 'CX', '1', 'CX 4X2,5KG'),
      offer(2, 'SG0211 Gà / Chicken Breast, Boneless Skinless', '110.00', 'CS', '1', '4x10lb'),
      offer(3, 'CF-100215 Chicken, Breast, Bnls Sknls, 6 oz, Fresh', '132.00', 'CS', '1', '4/10lb'),
      offer(3, 'CF-100216 Chicken, Breast, Boneless Skinless, Random', '108.00', 'CS', '1', '4/10lb'),
    ]);
    const [brazil, pho, portion, random] = rows;
    expect(brazil?.group_key).toBe(pho?.group_key);
    expect(random?.group_key).toBe(pho?.group_key);
    expect(portion?.group_key).not.toBe(pho?.group_key);
    expect(portion?.similar_to ?? pho?.similar_to).not.toBeNull();
    // Without the supplier's plain one, the plain names still fold into the only portion of another supplier.
    const folded = compareOffers([
      offer(1, 'FILÉ DE PEITO DE FRANGO (CHICKEN BREAST, BNLS SKNLS)', '92.00', 'CX', '1', 'CX 4X2,5KG'),
      offer(3, 'CF-100215 Chicken, Breast, Bnls Sknls, 6 oz, Fresh', '132.00', 'CS', '1', '4/10lb'),
    ]);
    expect(folded[0]?.group_key).toBe(folded[1]?.group_key);
    // In two packs, the fuller name may say no more than its pack.
    const soy = compareOffers([
      offer(1, 'Keystone Select Soy Sauce (1 gal.)', '30.00', 'CS', '1', '4/1 gal'),
      offer(2, 'JP1102 Soy Sauce (Koikuchi) 1.8L*6', '42.00', 'CS', '1', '6/1.8L'),
      offer(2, 'JP1103 Soy Sauce (Koikuchi) 18L Cube', '58.00', 'PC', '1', '1/18L'),
    ]);
    expect(soy[2]?.group_key).toBe(soy[0]?.group_key);
  });

  it('folds neither plain butter into butter chips nor regular mayonnaise into the extra-heavy kind', () => {
    const rows = compareOffers([
      offer(1, 'Butter Salted AA 36/1lb', '140.00', 'CS', '1'),
      offer(2, 'Butter Chips Salted 90 ct (1/5 lb)', '30.00', 'CS', '1'),
      offer(1, 'Real Mayonnaise (4/1 gal)', '60.00', 'CS', '1'),
      offer(2, 'Mayonnaise Extra Heavy (4/1 gal)', '64.00', 'CS', '1'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1, 1, 1]);
  });

  it('folds neither butter solids into butter sheets nor salted butter into ghee, and reads ghee as said', () => {
    const rows = compareOffers([
      offer(1, '10412 BUTTER; UNSALTED; GRADE AA; SOLIDS', '142.20', 'CS', '1', '36-1 LB'),
      offer(2, '10430 BUTTER; UNSALTED; CONTINENTAL 82%; SHEETS', '98.00', 'CS', '1', '10-2 KG'),
      offer(1, 'Butter, Salted, Grade AA — 36 × 1 lb', '140.00', 'case', '1'),
      offer(2, 'Ghee, Pure Butter (Samneh) — 12 × 800 g jar', '112.80', 'case', '1'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1, 1, 1]);
    expect(productKey('Ghee, Pure Butter (Samneh)')).toBe(productKey('13030 GHEE; PURE; CLARIFIED BUTTER'));
    expect(productKey('Ghee, Pure Butter (Samneh)')).not.toBe(productKey('Butterschmalz (clarified butter)'));
  });

  it('reads a hand-slaughtered bird of a halal house as halal, apart from the plain one', () => {
    expect(productKey('Chicken, Whole, Hand-Slaughtered, 3 lb up')).toBe(
      productKey('Chicken, whole, WOG, halal, 3 lb up'),
    );
    expect(productKey('Chicken, Whole, Hand-Slaughtered, 3 lb up')).not.toBe(productKey('Chicken, whole, 3 lb up'));
  });

  it('marks the cheapest per kg across suppliers with its saving', () => {
    const [a, b, c] = compareOffers([
      offer(1, 'Roma Tomatoes 25 LB', '32.50', 'CS', '1', '25 LB'),
      offer(2, 'Tomatoes, Roma 25lb case', '1.20', 'LB', '25'),
      offer(3, 'Tomatoes Roma 10 KG', '30.00', 'CS', '1', '10 KG'),
    ]);
    expect(b?.cheapest).toBe(true);
    expect(a?.cheapest).toBe(false);
    expect(c?.cheapest).toBe(false);
    expect(b?.offers).toBe(3);
    // 1.20/lb = 2.6455/kg; dearest is 32.50 / 11.34 kg = 2.866/kg (a) vs 3.00/kg (c)
    expect(b?.unit_price).toBeCloseTo(2.64555, 4);
    expect(b?.saving_pct).toBeCloseTo(11.8, 1);
    expect(c?.premium_pct).toBeCloseTo(13.4, 1);
  });

  it('groups eggs sold by the count with eggs sold by the dozen, and the cheaper egg is best', () => {
    const rows = compareOffers([
      offer(1, 'Eggs, Large Grade A 15 DZ', '58.50', 'CS', '1', '15 DZ'),
      offer(2, 'Large Eggs 15 dozen', '56.90', 'CS', '1', '15 DZ'),
      offer(3, 'Eggs, Large White 180ct', '55.40', 'CS', '1', '180 CT'),
    ]);
    expect(new Set(rows.map((r) => r.group_key)).size).toBe(1);
    expect(rows.every((r) => r.unit_price_per === 'each' && r.offers === 3)).toBe(true);
    const best = rows.find((r) => r.cheapest);
    expect(best?.name).toBe('Eggs, Large White 180ct');
    expect(best?.unit_price).toBeCloseTo(0.30778, 5);
  });

  it('groups butter in 36/1 lb and 36 x 454 g, and diced tomatoes of two suppliers', () => {
    const rows = compareOffers([
      offer(1, 'Butter, Unsalted 36x1 LB', '168.00', 'CS', '1', '36x1 LB'),
      offer(2, 'Butter, Unsalted Solids 36/1lb', '162.50', 'CS', '1', '36/1 LB'),
      offer(3, 'Beurre non salé 36 x 454 g', '164.00', 'CS', '1', '36 x 454 g'),
      offer(1, 'Tomatoes, Diced Canned 6x100 OZ', '33.75', 'CS', '1', '6x100 OZ'),
      offer(2, 'Diced Tomatoes 6/100oz', '31.60', 'CS', '1', '6/100 OZ'),
    ]);
    expect(rows.slice(0, 3).every((r) => r.offers === 3 && r.group_key === rows[0]?.group_key)).toBe(true);
    expect(rows[1]?.cheapest).toBe(true);
    expect(rows[1]?.unit_price).toBeCloseTo(9.95142, 4);
    expect(rows[3]?.group_key).toBe(rows[4]?.group_key);
    expect(rows[4]?.cheapest).toBe(true);
  });

  it('does not show other Mexican cheeses or whipped butter as similar to a group', () => {
    const rows = compareOffers([
      offer(1, 'Queso fresco', '38.00', 'caja', '1', '12/10 oz'),
      offer(2, 'Queso cotija', '40.00', 'caja', '1', '4/2.5 lbs'),
      offer(3, 'Queso Oaxaca', '60.00', 'caja', '1', '6/5 lbs'),
      offer(4, 'Whipped Butter Spread, Salted, 3 lb tub', '12.00', 'EA', '1', ''),
      offer(1, 'Beurre salé', '190.00', 'CS', '1', '36 x 454 g'),
      offer(2, 'BUTTER | SOLID | SALTED | GR AA', '150.00', 'CS', '1', '36 EA x 1 LB'),
    ]);
    for (const r of rows) expect(r.similar_to ?? null).toBeNull();
  });

  it('does not fold half and half into cooking cream of the same fat', () => {
    const rows = compareOffers([
      offer(1, 'CRÈME 10 % CUISSON', '30.00', 'CS', '1', '12 x 1 L'),
      offer(2, 'half and half', '28.00', 'CS', '1', '12/1 QT'),
      offer(3, '12/1QT HALF & HALF', '27.50', 'CS', '1', ''),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    expect(rows[1]?.group_key).toBe(rows[2]?.group_key);
  });

  it('keeps Irish butter apart from the plain butter it would otherwise be folded into', () => {
    expect(productKey('KERRYGOLD BUTTER UNSALTED IRISH')).not.toBe(productKey('BUTTER UNSALTED AA SOLID'));
    const rows = compareOffers([
      offer(1, 'BUTTER UNSALTED AA SOLID', '150.00', 'CS', '1', '36/1 LB'),
      offer(2, 'Beurre non salé | Unsalted butter', '190.00', 'CS', '1', '36 x 454 g'),
      offer(3, 'KERRYGOLD BUTTER UNSALTED IRISH', '80.00', 'CS', '1', '20/8 OZ'),
    ]);
    expect(rows[0]?.group_key).toBe(rows[1]?.group_key);
    expect(rows[2]?.group_key).not.toBe(rows[0]?.group_key);
  });

  it('when unsure, marks an offer similar to a group instead of merging it', () => {
    const rows = compareOffers([
      offer(1, 'Chicken Wings, Split 4x2 KG', '52.00', 'CS', '1', '4x2 KG'),
      offer(2, 'CHKN WING SPLIT 4/2 KG', '50.90', 'CS', '1', '4/2 KG'),
      // Says less (split or whole wings?), and is the cheapest: must not become the group's best.
      offer(3, 'Chicken Wings 4x2kg', '44.00', 'CS', '1', '4x2 KG'),
      // Says whole: another product, neither merged nor similar.
      offer(4, 'Chicken Wings, Whole 4x2 KG', '41.00', 'CS', '1', '4x2 KG'),
    ]);
    const [split, other, plain, whole] = rows;
    expect(split?.offers).toBe(2);
    expect(other?.cheapest).toBe(true);
    expect(plain?.group_key).not.toBe(split?.group_key);
    expect(plain?.cheapest).toBe(false);
    expect(plain?.similar_to).toBe(split?.group_key);
    expect(whole?.group_key).not.toBe(split?.group_key);
    expect(whole?.similar_to).toBeNull();
    expect(split?.similar_to).toBeNull();
  });

  it('folds an offer that says less into the one group it can only be, unless what the other adds says otherwise', () => {
    const rows = compareOffers([
      offer(1, 'OIL CANOLA 100% CLR 35# JIB', '48.00', 'EA', '1', '35 LB'),
      // Says less than the clear canola oil, and no other canola oil says anything else: the same oil.
      offer(2, "Member's Pick Canola Oil, 35 lb", '44.50', 'EA', '1', '35 LB'),
      offer(3, 'Strawberries IQF Frozen 4x2.5kg', '38.00', 'CS', '1', '4x2.5 KG'),
      // Fresh strawberries: a name without 'frozen' is not a fuller or lesser name of the frozen ones.
      offer(4, 'Strawberries 4x2.5kg', '30.00', 'CS', '1', '4x2.5 KG'),
    ]);
    const [clear, plain, frozen, fresh] = rows;
    expect(plain?.group_key).toBe(clear?.group_key);
    expect(clear?.offers).toBe(2);
    expect(plain?.cheapest).toBe(true);
    expect(fresh?.group_key).not.toBe(frozen?.group_key);
    expect(fresh?.offers).toBe(1);
    // Nor is it listed as maybe the same product.
    expect(fresh?.similar_to).toBeNull();
    expect(frozen?.similar_to).toBeNull();
  });

  it('folds past a fuller name that says the opposite (decaf), but not a noun beside words it does not know', () => {
    const rows = compareOffers([
      offer(1, 'COFFEE GRND COLOMBIAN FRAC PK', '61.00', 'CS', '1', '42/2.5 OZ'),
      offer(2, 'Colombian Ground Coffee Fraction Packs, 2.5 oz, 42 ct', '58.00', 'EA', '1'),
      offer(3, 'Ground Coffee Decaf 42/2.5 OZ', '64.00', 'CS', '1', '42/2.5 OZ'),
      offer(4, 'SYRUP MAPLE PURE 4/1 GAL', '120.00', 'CS', '1', '4/1 GAL'),
      offer(5, 'Sirop d’érable pur 4 x 4 L', '110.00', 'CS', '1', '4 x 4 L'),
      // 'Pancake' is no word the comparison knows: 'SYRUP PANCAKE' is not taken for maple syrup.
      offer(6, 'SYRUP PANCAKE 4/1 GAL', '40.00', 'CS', '1', '4/1 GAL'),
    ]);
    const [packs, fraction, decaf, maple, sirop, pancake] = rows;
    expect(packs?.group_key).toBe(fraction?.group_key);
    expect(decaf?.group_key).not.toBe(packs?.group_key);
    expect(maple?.group_key).toBe(sirop?.group_key);
    expect(pancake?.group_key).not.toBe(maple?.group_key);
    expect(pancake?.cheapest).toBe(false);
  });

  it('reads bilingual fat, half gallons, SKN/ON, old cheddar and loin back ribs', () => {
    expect(productKey('Crème 35 % à fouetter / Whipping Cream 35%')).toBe(productKey('Whipping Cream 35%'));
    expect(productKey('Crème 35 % à fouetter / Whipping Cream 35%')).not.toBe(productKey('CREAM HVY WHPG 36% UHT'));
    expect(productKey('SALMON ATL FIL SKN/ON PBO')).toBe(productKey('Atlantic Salmon Fillet, Skin On, PBO'));
    expect(productKey('Shredded Old Cheddar')).toBe(productKey('CHEESE, CHED SHARP SHRD'));
    expect(productKey('Cheddar Extra Old')).not.toBe(productKey('Cheddar Old'));
    expect(productKey('Pork Loin Back Ribs 2.25 lb & Down')).toBe(productKey('Pork Baby Back Ribs'));
  });

  it('folds limes of no stated count into the one count sold, but not lemons when two counts are sold', () => {
    const rows = compareOffers([
      offer(1, 'Limes 175ct', '30.00', 'CS', '1'),
      offer(2, 'LIME PERSIAN', '0.19', 'EA', '1'),
      offer(3, 'Lemons 115ct', '40.00', 'CS', '1'),
      offer(4, 'Lemons 140ct', '42.00', 'CS', '1'),
      offer(5, 'LEMON FANCY', '0.30', 'EA', '1'),
    ]);
    const [limes, persian, l115, l140, lemon] = rows;
    expect(persian?.group_key).toBe(limes?.group_key);
    expect(limes?.offers).toBe(2);
    expect(lemon?.group_key).not.toBe(l115?.group_key);
    expect(lemon?.group_key).not.toBe(l140?.group_key);
  });

  it('tells scallops under 10 to the pound from 10/20, and reads Spanish onions as yellow', () => {
    expect(productKey('Sea Scallops U/10, Dry Pack')).toBe(productKey('SCALLOP SEA U10 DRY'));
    expect(productKey('Sea Scallops U/10, Dry Pack')).not.toBe(productKey('Sea Scallops 10/20, Dry Pack'));
    expect(productKey('ONION YLW SPANISH JUMBO')).toBe(productKey('Jumbo Spanish Onions'));
    expect(productKey('Onion Rings Battered')).not.toContain('yellow');
  });

  it('reads what goes without saying: butter that says neither is salted, as the trade sells it', () => {
    const rows = compareOffers([
      offer(1, 'Butter, Unsalted 36x1 LB', '168.00', 'CS', '1', '36x1 LB'),
      offer(2, 'Butter 36/1lb', '150.00', 'CS', '1', '36/1 LB'),
      offer(3, 'Beurre salé 36 x 454 g', '155.00', 'CS', '1', '36 x 454 g'),
    ]);
    const [unsalted, plain, salted] = rows;
    expect(plain?.group_key).toBe(salted?.group_key);
    expect(plain?.cheapest).toBe(true);
    expect(unsalted?.group_key).not.toBe(plain?.group_key);
    expect(unsalted?.offers).toBe(1);
  });

  it('keeps apart offers of a bare key whose words it does not know differ, but not for a known brand', () => {
    const rows = compareOffers([
      offer(1, 'Ponzu Sauce 4/5 LB', '40.00', 'CS', '1', '4/5 LB'),
      offer(2, 'Tonkatsu Sauce 4/5 LB', '38.00', 'CS', '1', '4/5 LB'),
      offer(3, 'Kikkoman Ponzu Sauce 4x5 lb', '42.00', 'CS', '1', '4x5 LB'),
      offer(1, 'Heinz Ketchup Fancy 6/114 OZ', '30.00', 'CS', '1', '6/114 OZ'),
      offer(2, 'Ketchup Fancy 6/114 OZ', '28.00', 'CS', '1', '6/114 OZ'),
    ]);
    const [ponzu, tonkatsu, ponzuBrand, heinz, ketchup] = rows;
    expect(ponzu?.group_key).not.toBe(tonkatsu?.group_key);
    expect(ponzu?.group_key).toBe(ponzuBrand?.group_key);
    expect(ponzu?.offers).toBe(2);
    expect(tonkatsu?.offers).toBe(1);
    expect(heinz?.group_key).toBe(ketchup?.group_key);
    expect(ketchup?.cheapest).toBe(true);
    // Known brands and selling words are no words it does not know.
    expect(readProductName('Kikkoman Ponzu Sauce, Foodservice Pack').unknown).toEqual(['ponzu']);
    expect(readProductName('Land O Lakes Unsalted Butter').unknown).toEqual([]);
  });

  it('reads wings of no animal as chicken wings, and pork back ribs as baby back ribs', () => {
    expect(productKey('Party Wings, Flats & Drums, Fresh, 40 lb')).toBe(
      productKey('Ailes de poulet sectionnées fraîches, 4 x 2,5 kg'),
    );
    expect(productKey('Turkey Wings 10 lb')).not.toBe(productKey('Chicken Wings 10 lb'));
    const babyBack = productKey('Baby Back Ribs Cryovac 2-Pack');
    expect(productKey('PORK RIB BACK FRSH IVP')).toBe(babyBack);
    expect(productKey('Pork Loin Back Ribs, IVP')).toBe(babyBack);
    expect(productKey('Beef Back Ribs')).not.toBe(babyBack);
  });

  it('reads clamshells as containers, in French too, and leaves out an "X Field" label', () => {
    const clamshell = productKey('Clamshell Container 9" x 9" 3 Compartment, Fibre, Compostable');
    expect(productKey('EarthBox Compostable Molded Fiber Clamshell, 9 x 9 in, 3-Compartment')).toBe(clamshell);
    expect(productKey('Contenant à charnière en fibre 9 x 9 po, 3 compartiments, compostable')).toBe(clamshell);
    // The compartments tell containers apart: a name without them may be either.
    expect(productKey('CONTAINER FOAM HINGED 9X9 1 COMP')).not.toBe(productKey('CONTAINER FOAM HINGED 9X9 3 COMP'));
    const deli = productKey('Container, deli, round, clear, 32 oz, with lid', '240/cs');
    expect(deli).not.toBe(productKey('Container, deli, round, clear, 16 oz, with lid', '240/cs'));
    expect(productKey('Contenant à charnière en fibre 9 x 9 po, compostable')).not.toBe(clamshell);
    expect(productKey('Golden Field Pure Canola Oil, 35 lb Jug-in-Box')).toBe(productKey('Canola Oil 35 lb'));
    expect(productKey('Field Tomatoes 5x6')).not.toBe(productKey('Tomatoes 5x6'));
  });

  it('reads trade names of one product alike', () => {
    expect(productKey('Spring Onions 4 dz')).toBe(productKey('Green Onions 24 bunch'));
    expect(productKey('Parsley Flat Leaf Bunch')).toBe(productKey('Parsley, Italian'));
    expect(productKey('Tomatoes Plum / Roma 11.3 kg')).toBe(productKey('Roma Tomatoes 25 lb'));
    expect(productKey('Fresh Coriander Bunch')).toBe(productKey('Cilantro'));
    expect(productKey('Ground Coriander 1 lb')).not.toBe(productKey('Cilantro'));
    expect(productKey('Hamburger Meat 80/20 10 lb chub')).toBe(productKey('Ground Beef 80/20 10 lb'));
    expect(productKey('Toll House Semi-Sweet Morsels 10 lb')).toBe(productKey('Chocolate Chips Semi Sweet 4x2.5KG'));
    expect(productKey('SODA COKE CLASSIC CAN', '24/12 OZ')).toBe(productKey('Coca-Cola 24 x 355 mL cans'));
    expect(productKey('BUTTER SWT CRM UNSLTD AA')).toBe(productKey('Unsalted Butter'));
    expect(productKey('SUGAR PWDR 10X')).toBe(productKey('Confectioners Sugar 10X 50 lb'));
    expect(productKey('Kikkoman Less Sodium Soy Sauce')).toBe(productKey('SAUCE SOY LOW SODIUM'));
    expect(productKey('Aceite de Oliva Extra Virgen / Extra Virgin Olive Oil 1 gal')).toBe(
      productKey('OIL OLIVE XVRGN'),
    );
    expect(productKey('OIL CANOLA CLR FRY')).toBe(productKey('Canola Frying Oil'));
    expect(productKey('CHIX WING 1&2 JT SPLT FRSH')).toBe(productKey('Fresh Split Chicken Wings (Flats & Drums)'));
    expect(productKey('Heavy Whipping Cream 36%, Quart', '12/32 oz')).toBe(productKey('Heavy Cream 36%', '12/1 QT'));
  });

  it('reads Spanish names: meat cuts, colours and sin/con phrases', () => {
    expect(productKey('Muslo de pollo deshuesado sin piel')).toBe(productKey('CHICKEN THIGH BNLS SKLS'));
    expect(productKey('Muslo de pollo con hueso y piel')).toBe(productKey('CHICKEN THIGH BONE-IN SKIN-ON'));
    expect(productKey('Cebolla amarilla jumbo')).toBe(productKey('ONION YELLOW JUMBO'));
    expect(productKey('Aguacate Hass 48 ct')).not.toBe(productKey('Aguacate Hass 60 ct'));
    expect(productKey('CHICKEN ALA KING')).not.toContain('wing');
    expect(productKey('Alas de pollo enteras congeladas')).toBe(productKey('CHICKEN WING WHOLE IQF'));
    // 'Chile' alone is a country of origin, not a pepper.
    expect(productKey('Salmon fillet, Atlantic, Chile')).toBe(productKey('Atlantic Salmon Fillet'));
  });

  it('tells juice with pulp from juice without, and French vanilla from vanilla', () => {
    const noPulp = productKey('JUICE ORANGE NFC NO PULP');
    expect(productKey('Orange juice, not from concentrate, no pulp')).toBe(noPulp);
    expect(productKey('JUICE ORANGE NFC HIGH PULP')).not.toBe(noPulp);
    expect(productKey('JUICE ORANGE 100% NOT FROM CONC')).not.toBe(productKey('JUICE ORANGE FROM CONC 100%'));
    expect(productKey('ICE CREAM FRENCH VANILLA')).not.toBe(productKey('ICE CREAM VANILLA'));
  });

  it('reads plant drinks as milks, ready to use as RTU, a baguette as a bread and Spanish cups by capacity', () => {
    expect(productKey('Oatly oat drink — 32 oz carton — 12 pk')).toBe(productKey('OATLY OAT MILK'));
    expect(productKey('Glass cleaner, ready to use')).toBe(productKey('CLEANER GLASS RTU'));
    expect(productKey('BREAD BAGUETTE PAR BAKED 10.5 OZ')).toBe(productKey('Par-baked baguette 300 g'));
    expect(productKey('Vaso desechable 16 oz', '20/50 pzas')).toContain('475ml');
    expect(productKey('Crema agria')).toBe(productKey('SOUR CREAM'));
    expect(productKey('OATLY OAT MILK BARISTA EDITION')).not.toBe(productKey('OATLY OAT MILK ORIGINAL'));
  });

  it('groups soy sauces however brewed or named, and berries in clamshells, keeping light soy apart', () => {
    const rows = compareOffers([
      offer(1, 'SAUCE,SOY,NAT BREWED', '30.00', 'CS', '1', '4/1 GAL'),
      offer(2, 'Koikuchi Shoyu (Soy Sauce) 1,8 L', '6.00', 'EA', '1'),
      offer(3, 'Soy Sauce, 1 gal', '8.00', 'EA', '1'),
      offer(4, 'Usukuchi Shoyu (Light Soy Sauce) 1,8 L', '7.00', 'EA', '1'),
    ]);
    const keys = rows.map((r) => r.group_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(productKey('STRAWBERRY,CLAM,8/1LB')).toBe(productKey('Strawberries, 1 lb clamshell × 8'));
    expect(productKey('CLAM,CHOPPED')).not.toBe(productKey('STRAWBERRY,CLAM'));
  });

  it('reads the product after a house label and a dash, not the label alone', () => {
    const unsalted = productKey('Hillside Larder — Unsalted Butter, 1 lb × 4');
    expect(unsalted).toBe(productKey('BUTTER UNSALTED 36/1 LB'));
    expect(unsalted).not.toBe(productKey('Hillside Larder — Salted Butter, 1 lb × 4'));
    expect(productKey('Hillside Larder — Diced Tomatoes, #10 can')).not.toBe(
      productKey('Hillside Larder — Crushed Tomatoes, #10 can'),
    );
    // A label that itself names something ('Honey Hollow') keeps the offer apart rather than merging it wrongly.
    expect(productKey('Honey Hollow — Pancake Syrup, 1 gal')).not.toBe(productKey('Honey Hollow — Maple Syrup, 1 gal'));
  });

  it('leaves out the container field of a name of dash-separated fields, and reads a roll length in feet', () => {
    expect(productKey('Spring water — 500 mL PET — 24 pk')).toBe(productKey('WATER SPRING', '24/500 ML'));
    expect(productKey('Monin vanilla syrup — 750 mL glass — 12 pk')).toBe(productKey('Vanilla syrup'));
    const foil = productKey('FOIL ALUM STD 18IN X 500FT ROLL');
    expect(productKey('Foil Aluminum Standard, 45 cm x 152 m Roll')).toBe(foil);
    expect(productKey('Foil Aluminum Standard, 18 in x 1000 ft Roll')).not.toBe(foil);
    expect(productKey('FOIL ALUMINUM ROLL 18 X 500 STD')).toBe(foil);
  });

  it('tells potatoes of size A from size B, but not eggs of grade A', () => {
    expect(productKey('POTATO RED A')).not.toBe(productKey('POTATO RED B'));
    expect(productKey('Papa roja B (red potato B)')).toBe(productKey('POTATO RED B'));
    expect(productKey('EGG LARGE WHITE GR A')).toBe(productKey('Eggs, large, white'));
  });

  it('reads a Spanish sausage for hot dogs as a frank, and paleta de cerdo as a pork butt', () => {
    expect(productKey('Salchicha de res para hot dog 8/1')).toBe(productKey('FRANKS BEEF 8/1'));
    expect(productKey('Paleta de cerdo sin hueso')).toBe(productKey('PORK BUTT BONELESS'));
  });

  it('reads a bilingual name in the language written as the vocabulary reads it', () => {
    const unbaked = productKey('Croissant au beurre non cuit 80 g | Unbaked butter croissant 80 g');
    expect(unbaked).toBe(productKey('CROISSANT BUTTER UNBAKED 2.75 OZ'));
    expect(unbaked).not.toBe(productKey('CROISSANT BUTTER BAKED RTS 2.75 OZ'));
    expect(productKey('Salmon, Atlantic / portion skinless / 6 oz')).toContain('portion');
  });

  it('keeps refried beans and an organic label apart from the plain product', () => {
    expect(productKey('Refried Black Beans #10')).not.toBe(productKey('Black Beans #10'));
    expect(productKey('Organic Valley Whole Milk, 1 Gallon')).not.toBe(productKey('Whole Milk 1 Gallon'));
    expect(productKey('Hillcrest Valley Whole Milk, 1 Gallon')).toBe(productKey('Whole Milk 1 Gallon'));
  });

  it('does not mark look-alikes of one supplier similar to each other', () => {
    const rows = compareOffers([
      offer(1, 'Chicken Wings, Split 4x2 KG', '52.00', 'CS', '1', '4x2 KG'),
      offer(1, 'Chicken Wings 4x2kg', '44.00', 'CS', '1', '4x2 KG'),
    ]);
    expect(rows.map((r) => r.similar_to)).toEqual([null, null]);
  });

  it('does not fold a sugar not said unrefined into the only unrefined one', () => {
    const rows = compareOffers([
      offer(1, 'Sugar, light brown', '40.00', 'BAG', '1', '25 kg'),
      offer(2, 'Light brown sugar', '42.00', 'BAG', '1', '25 kg'),
      offer(3, 'Brown sugar, light, unrefined', '60.00', 'BAG', '1', '25 kg'),
    ]);
    expect(rows[0]?.group_key).toBe(rows[1]?.group_key);
    expect(rows[2]?.group_key).not.toBe(rows[0]?.group_key);
  });

  it('does not fold a tomato of no cut said into the only diced one', () => {
    const rows = compareOffers([
      offer(1, 'Tomatoes, round', '30.00', 'CS', '1', '10 kg'),
      offer(2, 'Diced tomatoes in juice', '40.00', 'CS', '1', '10 kg'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
  });

  it('does not call different sizes or cuts similar', () => {
    const rows = compareOffers([
      offer(1, 'Eggs, Large White 15 DZ', '58.50', 'CS', '1', '15 DZ'),
      offer(2, 'Eggs, Large White 180ct', '55.40', 'CS', '1', '180 CT'),
      offer(3, 'Eggs, Medium White 180ct', '50.40', 'CS', '1', '180 CT'),
      offer(1, 'Diced Tomatoes 6/100oz', '31.60', 'CS', '1', '6/100 OZ'),
      offer(2, 'Tomatoes, Diced Canned 6x100 OZ', '33.75', 'CS', '1', '6x100 OZ'),
      offer(3, 'Whole Peeled Tomatoes 6/100oz', '32.80', 'CS', '1', '6/100 OZ'),
    ]);
    expect(rows[2]?.offers).toBe(1);
    expect(rows[2]?.similar_to).toBeNull();
    expect(rows[5]?.similar_to).toBeNull();
  });

  it('does not compare a product sold by one supplier only, or units that do not compare', () => {
    const rows = compareOffers([
      offer(1, 'Lemons 115 CT', '52.40', 'CS', '1', '115 CT'),
      offer(1, 'Lemons 165 CT', '60.00', 'CS', '1', '165 CT'),
      offer(2, 'Lemons', '5.00', 'CS', '1', ''),
      offer(1, 'TOMATO DCD IN JCE 6/#10', '34.20', 'CS', '1', '6/#10'),
      offer(2, 'Diced Tomatoes 6/100oz', '31.60', 'CS', '1', '6/100 OZ'),
    ]);
    expect(rows.every((r) => !r.cheapest)).toBe(true);
    expect(rows[2]?.unit_price).toBeNull();
    expect(rows[3]?.unit_price_per).toBe('each');
    expect(rows[4]?.unit_price_per).toBe('kg');
  });

  it('never merges two products of the demo catalogue, and groups at least 20 of them', () => {
    const ids = { freshValley: 1, northern: 2, ocean: 3, metro: 4 };
    const rows = compareOffers(
      CATALOGUE.map((c) => ({
        supplier_id: ids[c.supplier],
        name: c.name,
        pack: c.pack,
        unit: c.unit,
        quantity: String(c.quantity),
        price: c.price,
        product: c.product ?? `${c.supplier}:${c.code}`,
      })),
    );
    const groups = new Map<string, Set<string>>();
    for (const r of rows) {
      if (r.offers < 2) continue;
      const g = `${r.group_key}|${r.unit_price_per}`;
      groups.set(g, (groups.get(g) ?? new Set()).add(r.product));
    }
    for (const [g, products] of groups) expect([...products], g).toHaveLength(1);
    expect(groups.size).toBeGreaterThanOrEqual(20);
  });
});
