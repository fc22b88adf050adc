import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../db/seed/catalogue.js';
import { compareOffers, productKey } from './compare.js';
import { applyNameRules } from './name-rules.js';
import { readProductName } from './product-name.js';

describe('productKey', () => {
  it('reads extra-heavy mayonnaise however spelled, and keeps it apart from the regular one', () => {
    const heavy = productKey('Mayonnaise Extra Heavy Duty (4/1 gal)');
    expect(productKey('4  1 GAL  HELLMANN  MAYONNAISE XHVY')).toBe(heavy);
    expect(productKey('MAYONNAISE TRÈS ÉPAISSE')).toBe(heavy);
    expect(productKey('MAYO XTRA HVY 4/1GAL')).toBe(heavy);
    expect(productKey('Real Mayonnaise (4/1 gal)')).not.toBe(heavy);
  });

  it('tells a whole packer brisket from a brisket flat, and butter chips (pats) from butter prints', () => {
    expect(productKey('Beef Brisket Whole Packer Choice (4/14 lb avg)')).not.toBe(
      productKey('Beef Brisket Flat Choice (6/8 lb avg)'),
    );
    expect(productKey('Butter Pats Salted 600 ct')).toBe(productKey('Butter Chips Salted 600 ct'));
  });

  it('reads Quebec French foam cups, powder-free gloves and rinse aid, and sizes trash bags by inches', () => {
    expect(productKey('VERRE STYROMOUSSE 16 OZ')).toBe(productKey('Foam Cups 16 oz'));
    expect(productKey('GANTS NITRILE S/POUDRE BLEUS GRAND')).toBe(productKey('Nitrile Gloves Blue Large'));
    expect(productKey('AGENT DE RINÇAGE POUR LAVE-VAISSELLE')).toBe(productKey('Rinse Aid, Dish Machine'));
    expect(productKey('BLACK TRASH BAGS 40X46 100CT')).toBe(productKey('Can Liner, 40 × 46, Black'));
    expect(productKey('BLACK TRASH BAGS 40X46 100CT')).not.toBe(productKey('BLACK TRASH BAGS 38X58 100CT'));
  });

  it("leaves an 'X & Field' label out, but reads a product's field as no brand", () => {
    expect(productKey('Hearth & Field Butter Solid Salted Grade AA (36/1 lb)')).toBe(
      productKey('BUTTER SALTED AA 36/1LB'),
    );
    expect(productKey('Tomatoes Field 5x6 - 25 lb ctn')).toBe(productKey('TOMATO 5X6 FIELD 25 LB'));
  });

  it('reads foam cups and containers as white unless another colour is said, and Spanish hinged containers', () => {
    expect(productKey('DART FOAM CUPS 16OZ 1000CT')).toBe(productKey('Cup, Foam, 16 oz, White'));
    expect(productKey('Foam Cups 16 oz Black')).not.toBe(productKey('Cup, Foam, 16 oz, White'));
    expect(productKey('Contenedor de unicel con bisagra 9x9 3 divisiones')).toBe(
      productKey('Container, Foam, Hinged, 9 × 9, 3-Compartment, White'),
    );
  });

  it('reads Quebec strong flour as high-gluten flour, and romaine hearts in 12/3s as romaine hearts', () => {
    expect(productKey('FARINE FORTE À PAIN')).toBe(productKey('Flour Bread High Gluten'));
    expect(productKey('Romaine Hearts - 12/3s')).toBe(productKey('Lettuce Romaine Hearts (12/3 ct)'));
  });

  it('reads a shortening for frying as frying shortening, not fries', () => {
    expect(productKey('SHORTENING LIQ CRMY FRY 35 LB')).toBe(productKey('Creamy Liquid Frying Shortening 35 lb'));
  });

  it('reads Spanish and Quebec French produce, sugar and salt words', () => {
    expect(productKey('Cebolla morada jumbo')).toBe(productKey('Onions Red Jumbo 25 lb'));
    expect(productKey('Limón persa 200')).toBe(productKey('Limes 200 ct'));
    expect(productKey('Azúcar refinada')).toBe(productKey('Sugar Granulated 50 lb'));
    expect(productKey('Sal de mesa yodada')).toBe(productKey('Salt Iodized'));
    expect(productKey('Chile morrón verde extra grande')).toBe(productKey('Pepper Green Bell XL'));
    expect(productKey('POIVRONS VERTS X-GROS')).toBe(productKey('Pepper Green Bell XL'));
    expect(productKey('Alitas de pollo cortadas')).toBe(productKey('Chicken Wings Split'));
    expect(productKey('Frijoles refritos')).toBe(productKey('Beans Refried'));
  });

  it("leaves a manufacturer's model code before a dash, and a brand after a closing dash, out of the product", () => {
    expect(productKey('DART 16J16 — Cup, Foam, 16 oz, White')).toBe(productKey('Foam Cups 16 oz White 1000 ct'));
    expect(productKey('— Rinse Aid, Dish Machine')).toBe(productKey('Dish Machine Rinse Aid 5 gal'));
    expect(productKey('Butter Solid Unsalted AA - Gordon Choice')).toBe(productKey('Butter, Unsalted, 36/1 lb'));
    // A dash before a count or a pack is no brand.
    expect(productKey('Lemons Fancy - 165s')).not.toBe(productKey('Lemons Fancy - 115s'));
  });

  it('leaves the brand code of a line printed as merged columns out of the product', () => {
    expect(productKey('36  1 LB  NLCLS  BUTTER SOLID UNSLTD AA')).toBe(productKey('Butter, Unsalted, 36/1 lb'));
    expect(productKey('4  1 GAL  NLCLS  MILK 2% REDUCED FAT')).toBe(productKey('Milk 2% Reduced Fat 4/1 gal'));
  });

  it('gives one key for one product however it is worded', () => {
    expect(productKey('Roma Tomatoes 25 LB')).toBe(productKey('Tomatoes, Roma 25lb case'));
    expect(productKey('Chicken Breast, Boneless Skinless 4x10 LB')).toBe(
      productKey('Boneless skinless chicken breasts 40#'),
    );
    expect(productKey('Jalapeño Peppers')).toBe(productKey('Jalapeno pepper 10 lb'));
    expect(productKey('Roma Tomatoes')).not.toBe(productKey('Cherry Tomatoes'));
  });

  it("reads route books' short forms: SR CRM, OJ, DT, SPRG, APL, SHVD, a cheese's BLK, a shrimp's PD", () => {
    expect(productKey('SR CRM 4/5#')).toBe(productKey('Sour Cream 5 lb'));
    expect(productKey('OJ 100% 8/64Z')).toBe(productKey('Orange Juice 100% 64 oz'));
    expect(productKey('DT COLA 24/12Z')).toBe(productKey('Diet Cola 24 x 12 fl oz'));
    expect(productKey('DT COLA 24/12Z')).not.toBe(productKey('COLA 24/12Z'));
    expect(productKey('WTR SPRG 24/.5L')).toBe(productKey('Spring Water 24 x 500 mL'));
    expect(productKey('APL JCE 100% 24/10Z')).toBe(productKey('Apple Juice 100% 24 x 10 fl oz'));
    expect(productKey('CHS PARM SHVD 2/5#')).toBe(productKey('Parmesan Cheese, Shaved 5 lb'));
    expect(productKey('CHEESE CHDR MILD BLK 2/5#')).toBe(productKey('Mild Cheddar Cheese Block 5 lb'));
    expect(productKey('LINER 38X58 BLK')).toBe(productKey('Can Liner 38 x 58, Black'));
    expect(productKey('SHRIMP RAW PD T/OFF 21/25')).toBe(productKey('Shrimp, raw, peeled & deveined, tail-off, 21/25'));
    expect(productKey('MAYO EXTRA HEAVY 4/1 GAL')).toBe(productKey('Mayonnaise, heavy duty, 4 x 1 gal'));
    expect(productKey('Tumbler, clear PET, 9 oz')).toBe(productKey('Clear plastic tumbler 9 oz'));
    expect(productKey('FOIL SHEET 12 X 10.75 HVY')).toBe(productKey('Foil sheets, heavy duty, 12 x 10.75'));
    expect(productKey('FOIL SHEET 12 X 10.75 HVY')).not.toBe(productKey('Foil sheets, 12 x 10.75'));
    expect(productKey('LETTUCE ROMAINE WHOLE 18 CT')).toBe(productKey('Romaine lettuce, 18 ct'));
    expect(productKey('LETTUCE ROMAINE WHOLE 18 CT')).not.toBe(productKey('Romaine hearts, 18 ct'));
    expect(productKey('SUGAR GRAN EXTRA FINE 50#')).toBe(productKey('Granulated sugar 50 lb'));
    expect(productKey('BEEF BRISKET WHOLE USDA CHOICE')).toBe(productKey('Beef brisket, USDA Choice'));
    expect(productKey('Pork chop, boneless, 5 oz portion, 10 lb')).toBe(productKey('PORK CHOP BNLS 5 OZ 10 LB'));
    expect(productKey('Cooked shrimp 31/40, tail-on')).toBe(productKey('Shrimp, cooked, P&D, tail-on, 31/40'));
    expect(productKey('SHRIMP PUD T/OFF 31/40')).not.toBe(productKey('SHRIMP P&D T/OFF 31/40'));
    expect(productKey('MUSTARD PKT')).toBe(productKey('Mustard Single-Serve Packets'));
    expect(productKey('TOMATO BEEFSTEAK XL 25#')).toBe(productKey('Beefsteak tomatoes, 25 lb'));
    expect(productKey('TOMATO BEEFSTEAK MED 25#')).not.toBe(productKey('Beefsteak tomatoes, 25 lb'));
    expect(productKey('Persil frisé')).toBe(productKey('Parsley, curly'));
    expect(productKey('FILM PVC 12 IN X 2000 FT')).toBe(productKey('Film, cling wrap, 12 in x 2000 ft'));
    expect(productKey('DOUGH PUFF PASTRY SHEET 9X9')).toBe(productKey('Puff pastry sheets 9 x 9"'));
    expect(productKey('Towel, roll, natural, 10 in x 800 ft')).toBe(productKey('TOWEL ROLL KRAFT 10 IN X 800 FT'));
    expect(productKey('BANANA #3 GREEN TIP 40#')).toBe(productKey('Bananas, 40 lb'));
    expect(productKey('Green bananas (plantain type)')).not.toBe(productKey('Bananas, 40 lb'));
    expect(productKey('Split chicken breast, bone-in, 40 lb')).toBe(productKey('CHIX BRST SPLT B/I S/O 40#'));
    expect(productKey('BEEF PATTY 75/25 4 OZ 10 LB')).toBe(productKey('75/25 Beef Patties 1/4 lb., 10 lb. box'));
  });

  it('reads the abbreviations of distributors and Quebec French as the words they stand for', () => {
    const breast = productKey('Chicken Breast Boneless Skinless 4x2.5KG');
    expect(productKey('Chicken Breast BNLS SKLS 4/2.5 KG')).toBe(breast);
    expect(productKey('CHKN BRST BNLS SKNLS 4/10 LB')).toBe(breast);
    expect(productKey('CHKN BRST B/S 4x2.5 KG')).toBe(breast);
    expect(productKey('Poitrine de poulet désossée sans peau 4 x 2,5 kg')).toBe(breast);
    expect(productKey('Poitrines de poulet s/os s/peau 2 x 5 kg')).toBe(breast);
    expect(productKey('EVOO 4x3L')).toBe(productKey('Olive Oil, Extra Virgin 4 x 3 L'));
    expect(productKey("Huile d'olive extra vierge 4 x 3 L")).toBe(productKey('EVOO 4x3L'));
    expect(productKey('Mozz Shrd 2x2.5kg')).toBe(productKey('Shredded Mozzarella 5 KG'));
    const butter = productKey('Butter, Unsalted Solids 36/1lb');
    expect(productKey('BTR UNSLTD 36/1#')).toBe(butter);
    expect(productKey('Beurre non salé 36 x 454 g')).toBe(butter);
    expect(productKey('Beurre doux 36 x 1 lb')).toBe(butter);
    // Abbreviated French: 'NON SAL.' is unsalted, 'CONG.' frozen, 'S/QUEUE' tail-off.
    expect(productKey('BEURRE NON SAL. 454G')).not.toBe(productKey('BEURRE SALÉ 454G'));
    expect(productKey('POIT. POULET DÉSOS. S/PEAU CONG.')).not.toBe(productKey('POIT. POULET DÉSOS. S/PEAU FRAIS'));
    expect(productKey('PAINS HAMBURGER 4 PO')).toBe(productKey('Pains à hamburger 4 po'));
    expect(productKey('CROISSANTS AU BEURRE CUITS')).toBe(productKey('Croissant, Butter, Baked'));
    expect(productKey('Cod Loin 6 oz, Skinless Boneless (IQF)')).toBe(productKey('cod loin 6oz skinless iqf'));
    expect(productKey('Oven Roasted Turkey Breast 2 x 10 lb')).toBe(productKey('turkey breast roast cooked'));
    // Celery and melons are sized by the count to the case, as citrus is.
    expect(productKey('18CT CELERY')).not.toBe(productKey('Celery 24 ct'));
    expect(productKey('CELERY 24CT')).toBe(productKey('Celery 24 ct'));
    // Spring mix is one salad, whether called lettuce or packed in clamshells.
    expect(productKey('2/5# SPRING MIX')).toBe(productKey('Lettuce, Spring Mix 3 lb'));
    expect(productKey('Spring Mix 1 lb clamshell')).toBe(productKey('Mesclun 2 x 3 lb'));
    expect(productKey('BÉBÉS ÉPINARDS 4 x 2,5 lb')).toBe(productKey('Baby Spinach 4/2.5 lb'));
    expect(productKey('FROM. À LA CRÈME 3 lb')).toBe(productKey('Fromage à la crème 3 lb'));
    expect(productKey('CREVETTES 16/20 CRUES DÉC. S/QUEUE')).not.toBe(productKey('CREVETTES 16/20 CRUES AVEC QUEUE'));
    const diced = productKey('Diced Tomatoes 6/100oz');
    expect(productKey('TOM DCD 6/100 OZ')).toBe(diced);
    expect(productKey('Tomates en dés 6 x 100 oz')).toBe(diced);
    const eggs = productKey('Eggs, Large White 180ct');
    expect(productKey('EGG SHELL LRG WHT GR A 15 DZ')).toBe(eggs);
    expect(productKey('Oeufs gros blancs catégorie A 15 dz')).toBe(eggs);
  });

  it("reads packers' weight classes, grades, counts to the pound and layouts", () => {
    // A weight class says how big whole cuts run, not a portion.
    expect(productKey('189A TNDRLN PSMO CH 5#/UP')).toBe(productKey('Beef Tenderloin PSMO USDA Choice'));
    expect(productKey('PORK BACK RIBS 1.75#/DN')).toBe(productKey('Pork Back Ribs'));
    expect(productKey('250 LID DOME 12 OZ')).not.toContain('lamb');
    // USDA grades tell beef apart.
    expect(productKey('189A TNDRLN PSMO SEL 5#/UP')).toBe(productKey('Beef Tenderloin PSMO, USDA Select'));
    expect(productKey('Beef Tenderloin PSMO, USDA Select')).not.toBe(productKey('Beef Tenderloin PSMO, USDA Choice'));
    // '6 per lb', '6 à la livre' and '6/1' say the same size of frank.
    expect(productKey('All Beef Franks, 6 per lb')).toBe(productKey('FRANK BEEF SKNLS 6/1'.replace(' SKNLS', '')));
    expect(productKey('Beef Franks 8 per lb')).not.toBe(productKey('Beef Franks 6 per lb'));
    // L/O (laid out on paper) is no litre: the slice count stays.
    expect(productKey('BACON SL 14/18 L/O HWD SMK')).toBe(productKey('Bacon, Sliced, Smoked, 14-18 Slices per lb'));
    expect(productKey('BACON SL 14/18 L/O HWD SMK')).not.toBe(productKey('BACON SL 18/22 L/O HWD SMK'));
  });

  it("reads more Quebec French and distributors' short forms", () => {
    expect(productKey('ONIONS RED JBO 25#')).toBe(productKey('Oignons rouges jumbo, sac de 25 lb'));
    expect(productKey('CHEESE MOZZARELLA SHRED 4X2.5KG')).toBe(productKey('Mozzarella râpée, 4 x 2,5 kg'));
    expect(productKey('Poulet, cuisses désossées sans peau, 4 x 2,5 kg')).toBe(
      productKey('Boneless Skinless Chicken Thighs'),
    );
    expect(productKey('Mini-carottes pelées, 4 x 2,27 kg')).toBe(productKey('Peeled Baby Carrots, 5 lb bag'));
    expect(productKey('Champignons café, boîte de 5 lb')).toBe(productKey('Cremini Mushrooms 5 lb'));
    expect(productKey('Boisson gazeuse cola diète, 24 x 355 mL')).toBe(productKey('Diet Cola, 24 x 355 mL'));
    expect(productKey('Boisson gazeuse cola diète, 24 x 355 mL')).not.toBe(productKey('Cola, 24 x 355 mL'));
    expect(productKey('Eau de source, 24 x 500 mL')).toBe(productKey('Spring Water, 24 x 500 mL'));
    expect(productKey('Gants en nitrile, bleus, taille G')).toBe(productKey('Glove, Nitrile, Blue, Large'));
    expect(productKey('Sucre en sachets, boîte de 2000')).not.toBe(productKey('Sucre doré'));
    expect(productKey('Sucre en sachets, boîte de 2000')).toBe(productKey('Sugar Packets, 2,000 ct'));
    expect(productKey('Mayonnaise extra épaisse')).toBe(productKey('Mayonnaise, Heavy Duty'));
  });

  it('reads what paper goods are made of and what goes without saying of them', () => {
    expect(productKey('Paper Hot Cups 12 oz White')).toBe(productKey('CUP HOT PAPER 12 OZ WHT'));
    expect(productKey('Gobelets en carton pour boissons chaudes, 12 oz (355 mL), blancs, 1000 unités')).toBe(
      productKey('Paper Hot Cups 12 oz White'),
    );
    expect(productKey('Hot Cups 12 oz White')).toBe(productKey('Paper Hot Cups 12 oz White'));
    expect(productKey('Hot Cups 12 oz White')).not.toBe(productKey('Foam Hot Cups 12 oz White'));
    expect(productKey('Essuie-mains pliés multiplis, bruns (kraft)')).toBe(
      productKey('Towel, Multifold, Natural Kraft'),
    );
    expect(productKey('Multifold Paper Towels, White')).toBe(productKey('Towel, Multifold, White'));
    expect(productKey('Towel, Multifold, White')).not.toBe(productKey('Towel, Multifold, Natural Kraft'));
  });

  it('leaves out what goes without saying of a cut, a fish, a pasta or a detergent', () => {
    expect(productKey('Boeuf, filet PSMO, USDA Choice, ± 2,5 kg')).toBe(productKey('189A TNDRLN PSMO CH 5#/UP'));
    expect(productKey('Whole Beef Tenderloin, Peeled, Side Muscle On, USDA Choice')).toBe(
      productKey('189A TNDRLN PSMO CH 5#/UP'),
    );
    expect(productKey('Porc, filets sous vide')).toBe(productKey('Pork Tenderloin'));
    expect(productKey('Boeuf, biftecks de contre-filet désossés, USDA Choice')).toBe(
      productKey('USDA Choice New York Strip Steaks'),
    );
    expect(productKey('BACON SL SKNLS 14/18')).toBe(productKey('Bacon, Sliced, 14/18'));
    expect(productKey('Fromage à la crème, pain, 6 x 1,36 kg')).toBe(productKey('CHEESE CREAM LOAF 6X1.36KG'));
    expect(productKey('Strawberries, 2 lb clamshell')).toBe(productKey('Fraises, 8 x 454 g'));
    expect(productKey('Spaghetti, Durum Wheat Semolina, 8 x 1 lb')).toBe(productKey('Pâtes, spaghetti, 500 g x 20'));
    expect(productKey('Wild Pacific Cod Fillets, Skinless, IQF')).toBe(
      productKey('Pacific Cod Fillets, Skinless, IQF'),
    );
    expect(productKey('Detergent, Pot & Pan, Manual, Lemon')).not.toBe(productKey('Lemons 115 ct'));
    expect(productKey('Détergent à chaudrons pour lavage manuel, 4 x 3,78 L')).toBe(
      productKey('Pot and Pan Detergent, 4 x 3.78 L'),
    );
    expect(productKey('CHIX BRST BNLS SKLS FRSH JUMBO')).toBe(productKey('Chicken Breast, Boneless Skinless, Fresh'));
    expect(productKey('DETERGENT POT & PAN LIQ 4/1 GAL')).toBe(productKey('Pot and Pan Detergent, 4 x 3.78 L'));
    expect(productKey('Huy Fong Sriracha Hot Chili Sauce 17 oz')).toBe(productKey('SAUCE SRIRACHA HUY FONG'));
    expect(productKey('Dinner Napkins 2-Ply 3000/cs')).toBe(productKey('Serviettes de table 2 plis blanches 3000'));
    expect(productKey('Dinner Napkins 2-Ply 3000/cs')).not.toBe(productKey('Dinner Napkins 2-Ply Kraft 3000/cs'));
    expect(productKey('Baby Bella Mushrooms, Whole, 24 oz')).toBe(productKey('MUSHROOMS CREMINI 5#'));
    expect(productKey('422 PK LN BACK RIBS 1.75#/DN')).toBe(productKey('Pork Loin Back Ribs, 3-Pack'));
    expect(productKey('Saumon de l’Atlantique fumé à froid, côté tranché')).toBe(
      productKey('Cold Smoked Atlantic Salmon, Sliced'),
    );
    expect(productKey('Saumon de l’Atlantique, portions sans peau ni arêtes de 170 g, surgelées')).toBe(
      productKey('Frozen Atlantic Salmon Portions, Skinless & Boneless, 6 oz each'),
    );
    expect(productKey('Saumon de l’Atlantique, filets frais avec peau, 1,4 à 1,8 kg')).toBe(
      productKey('Atlantic Salmon Fillet, Skin On, 3-4 lb, Fresh'),
    );
    // A cucumber of no kind named is a field cucumber.
    expect(productKey('CUCUMBERS SELECT 1 1/9 BU')).not.toBe(productKey('English Cucumbers 12 ct'));
  });

  it('applies name rules in order, each when all it asks for is there and nothing it excludes', () => {
    const nouns = new Set(['wing']);
    const words = new Set(['split']);
    applyNameRules(nouns, words, [
      { when: { nouns: ['wing'], notNouns: ['turkey'] }, add: { nouns: ['chicken'] } },
      { when: { nouns: ['chicken'], words: ['split'] }, remove: { words: ['split'] }, add: { words: ['party'] } },
      { when: { nouns: ['wing'], notWords: ['party'] }, add: { words: ['whole'] } },
    ]);
    expect([...nouns].sort()).toEqual(['chicken', 'wing']);
    expect([...words]).toEqual(['party']);
  });

  it('keeps heavy creams of different fat apart, and reads cheddar as yellow unless white', () => {
    expect(productKey('Heavy Whipping Cream 36%')).not.toBe(productKey('Crème à fouetter 35 %'));
    expect(productKey('Heavy Cream 36%, Quart')).toBe(productKey('CREAM HVY WHPG 36% UHT'));
    expect(productKey('CHEESE, CHED SHARP YEL SHRD')).toBe(productKey('Sharp Cheddar Cheese Shredded, 5 lb'));
    expect(productKey('White Cheddar, Sharp, Shredded')).not.toBe(productKey('Sharp Cheddar Cheese Shredded'));
  });

  it('keeps what tells look-alikes apart', () => {
    const pairs = [
      ['Chicken Breast BNLS SKLS', 'Chicken Thigh BNLS SKLS'],
      ['Butter, Unsalted 36x1 LB', 'Butter, Salted 36x1 LB'],
      ['Eggs, Large White 15 DZ', 'Eggs, Medium White 15 DZ'],
      ['Eggs, Large 15 DZ', 'Eggs, Large Brown 15 DZ'],
      ['Diced Tomatoes 6/100oz', 'Whole Peeled Tomatoes 6/100oz'],
      ['Milk 2% 4x4 L', 'Milk 3.25% 4x4 L'],
      ['Ground Beef 85/15 4x5 LB', 'Ground Beef 80/20 4x5 LB'],
      ['Shrimp 16/20 P&D Tail-On 5x2 LB', 'Shrimp 21/25 P&D Tail-On 5x2 LB'],
      ['Shrimp 16/20 P&D Tail-On 5x2 LB', 'Shrimp 16/20 P&D Tail-Off 5x2 LB'],
      ['Lemons 115 CT', 'Lemons 165 CT'],
      ['Fries 3/8 Straight Cut 6/5 LB', 'Fries 3/8 Crinkle Cut 6/5 LB'],
      ['Sockeye Salmon Portions 6 oz 10 lb', 'Sockeye Salmon Portions 8 oz 10 lb'],
      ['POTATO RUSSET 70 CT 50 LB', 'POTATO RUSSET #2 50 LB'],
    ];
    for (const [a, b] of pairs) expect(productKey(a!), `${a} / ${b}`).not.toBe(productKey(b!));
  });

  it('tells a portion size in the name from the pack', () => {
    expect(productKey('Whole Chicken 3 LB Avg', '12 CT')).toBe(productKey('CHICKEN WHOLE 3 LB AVG 12 CT'));
    expect(productKey('Veal Cutlets 4 OZ', '10 LB')).not.toBe(productKey('Veal Cutlets 6 OZ', '10 LB'));
    expect(productKey('Cream Cheese Plain 3 LB', '10/3 LB')).toBe(productKey('Cream Cheese, Plain 10x3lb'));
  });

  it('reads fields set apart by pipes as a name with commas', () => {
    expect(productKey('SUGAR | POWDERED | 10X')).toBe(productKey('Sucre à glacer'));
    expect(productKey('CHEESE | CREAM CHEESE | LOAF')).toBe(productKey('Cream Cheese Loaf, 3 lb'));
    expect(productKey('SHRIMP | WHITE | 16/20 | P&D | T-OFF | IQF')).toBe(
      productKey('Raw Peeled & Deveined Tail-Off White Shrimp 16/20, 2 lb bag'),
    );
    expect(productKey('SHRIMP | WHITE | 16/20 | P&D | T-OFF | IQF')).not.toBe(
      productKey('Cooked Peeled & Deveined Tail-Off White Shrimp 16/20'),
    );
    expect(productKey('OIL | CANOLA | CLEAR FRY')).not.toContain('frozen');
    expect(productKey('Oil: Canola, Clear Liquid')).toBe(productKey('Canola Oil, 35 lb jug'));
  });

  it('keeps fresh mozzarella apart from the low-moisture block', () => {
    expect(productKey('CHEESE | MOZZARELLA | FRESH | OVOLINI')).not.toBe(
      productKey('CHEESE | MOZZARELLA | LOAF | LMPS'),
    );
    expect(productKey('Fresh Mozzarella')).toBe(productKey('Mozzarella fraîche'));
    expect(productKey('Fresh Mozzarella')).not.toBe(productKey('Mozzarella'));
  });

  it('reads a #10 can in French, plastic food wrap as film, washed greens as greens and a clam of berries', () => {
    expect(productKey('Tomates en dés dans leur jus, conserve n° 10')).toBe(
      productKey('TOMATO | DICED | IN JUICE | #10 CAN'),
    );
    expect(productKey('Plastic Food Wrap, 18 in × 2,000 ft roll')).toBe(
      productKey('Film, Plastic Wrap, 18 in × 2000 ft'),
    );
    expect(productKey('Spinach, Baby, Cleaned, 4 × 2.5 lb/cs')).toBe(productKey('Bébés épinards lavés'));
    expect(productKey('SPINACH | BABY | WASHED')).toBe(productKey('Baby spinach'));
    expect(productKey('Strawberries, 8 × 1 lb clam/cs')).toBe(productKey('Fraises'));
    expect(productKey('Clams, littleneck, 100 ct')).toContain('clam');
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

  it('reads cooked shrimp as frozen unless said thawed or fresh', () => {
    expect(productKey('Shrimp, white / cooked P&D tail-on / 16-20 / Thailand / IQF')).toBe(
      productKey('Cooked Shrimp, Peeled & Deveined, Tail-On, 16/20, 2 lb bag'),
    );
    expect(productKey('Cooked Shrimp 16/20 tail-on, thawed')).not.toBe(productKey('Cooked Shrimp 16/20 tail-on'));
  });

  it('reads beans as whole, and as dry when sold by the pound with no can said', () => {
    expect(productKey('Frijoles Negros Enteros / Whole Black Beans #10 Can 105 oz')).toBe(
      productKey('Black Beans 111 oz. #10 Can'),
    );
    expect(productKey('Refried Beans #10 Can')).not.toBe(productKey('Pinto Beans #10 Can'));
    expect(productKey('Frijol negro', 'bulto 25 lbs')).toBe(productKey('BEAN BLACK DRY', '1 / 25 LB'));
    expect(productKey('Frijol negro', 'bulto 25 lbs')).not.toBe(productKey('BEAN BLACK CANNED', '6 / 108 OZ'));
    expect(productKey('BEAN BLACK IN BRINE', '6/#10')).toBe(productKey('Haricots noirs 12 x 540 ml'));
    expect(productKey('BEAN GARBANZO', '6/#10')).toBe(productKey('Chick Peas 15.5 oz. Can - 24/Case'));
  });

  it('reads green peas and kernel corn in no can as frozen, but not snow or snap peas', () => {
    expect(productKey('PEAS GREEN GRADE A', '12 / 2.5 LB')).toBe(productKey('Frozen Green Peas 12/1kg'));
    expect(productKey('CORN WHOLE KERNEL SUPER SWEET', '12 / 2.5 LB')).toBe(productKey('Corn Kernels Frozen 12x1 kg'));
    expect(productKey('Corn Kernel #10 Can')).not.toBe(productKey('Corn Kernels Frozen 12x1 kg'));
    expect(productKey('PEAS SNOW FRESH 10 LB')).toBe(productKey('Snow peas 10 lb'));
    expect(productKey('PEAS SNOW FRESH 10 LB')).not.toContain('frozen');
    expect(productKey('Sugar snap peas')).toBe(productKey('PEAS SUGAR SNAP'));
  });

  it('reads a boneless chicken breast as skinless unless said skin-on', () => {
    expect(productKey('Pechuga de pollo fresca sin hueso')).toBe(productKey('CHICKEN BREAST BNLS SKLS FRESH'));
    expect(productKey('Chicken breast, boneless, skin-on')).not.toBe(productKey('CHICKEN BREAST BNLS SKLS FRESH'));
  });

  it('reads queso fresco, cotija and Oaxaca as cheeses of their own', () => {
    expect(productKey('Queso fresco', '12/10 oz')).toBe(productKey('CHEESE QUESO FRESCO', '6 / 2 LB'));
    expect(productKey('Queso fresco')).not.toBe(productKey('Queso cotija'));
    expect(productKey('Queso cotija')).not.toBe(productKey('CHEESE COTIJA GRATED'));
  });

  it("reads butter quarters as butter, and an 'X's Table' label as a brand", () => {
    expect(productKey("Chef's Table Salted Butter Quarters, 1 lb, Pack of 4")).toBe(productKey('Beurre salé'));
    expect(productKey('Unsalted Butter Quarters [4 × 1 lb]')).toBe(productKey('BUTTER SOLID UNSALTED AA'));
    expect(productKey("Chef's Table Whole Milk, 1 gal")).toBe(productKey('Whole Milk 1 gal'));
  });

  it('reads sour cream of no fat named as the regular 18 % one, apart from 14 % and light', () => {
    expect(productKey('SOUR CREAM | CULTURED | 18%')).toBe(productKey('Cultured Sour Cream, 5 lb tub'));
    expect(productKey('Cultured Sour Cream, 5 lb tub')).not.toBe(productKey('Crème sure 14 %'));
    expect(productKey('Sour Cream Light')).not.toBe(productKey('Sour Cream'));
  });

  it('reads burger patties as frozen unless said fresh, and fresh fries or shrimp as not frozen', () => {
    expect(productKey('beef patty 80/20 4oz')).toBe(productKey('Beef Patties 80/20, 4 oz (Frozen)'));
    expect(productKey('Fresh beef patties 80/20 4 oz')).not.toBe(productKey('Beef Patties 80/20, 4 oz (Frozen)'));
    expect(productKey('BUTTER PATTIES UNSALTED 90 CT/LB')).not.toContain('frozen');
    expect(productKey('Fresh cut fries 3/8')).not.toBe(productKey('Fries 3/8'));
    expect(productKey('Shrimp 16/20 P&D, fresh')).not.toBe(productKey('Shrimp 16/20 P&D'));
  });

  it('reads pancake syrup as table syrup, not maple syrup', () => {
    expect(productKey('SYRUP PANCAKE 4/1 GAL')).toBe(productKey('Sirop de table'));
    expect(productKey('SYRUP PANCAKE 4/1 GAL')).not.toBe(productKey('SYRUP MAPLE PURE 4/1 GAL'));
    expect(productKey('Pancake mix')).not.toContain('table');
  });

  it('reads light brown sugar as the golden brown one', () => {
    expect(productKey('SUGAR BROWN LIGHT')).toBe(productKey('Cassonade dorée | Golden brown sugar'));
    expect(productKey('SUGAR BROWN LIGHT')).not.toBe(productKey('Sugar, dark brown'));
  });

  it('reads Ranch before Dressing as the dressing, not a brand', () => {
    expect(productKey('Buttermilk Ranch Dressing, 1 gal')).toBe(productKey('DRESSING | RANCH | BUTTERMILK'));
  });
});

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

  it('folds neither plain butter into butter chips nor regular mayonnaise into the extra-heavy kind', () => {
    const rows = compareOffers([
      offer(1, 'Butter Salted AA 36/1lb', '140.00', 'CS', '1'),
      offer(2, 'Butter Chips Salted 90 ct (1/5 lb)', '30.00', 'CS', '1'),
      offer(1, 'Real Mayonnaise (4/1 gal)', '60.00', 'CS', '1'),
      offer(2, 'Mayonnaise Extra Heavy (4/1 gal)', '64.00', 'CS', '1'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1, 1, 1]);
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

  it('reads sizes in centimetres and on two sides the same way however they are written', () => {
    expect(productKey('Foil Aluminum Standard, 45 cm x 152 m Roll')).toBe(
      productKey('FOIL ALUM STD 18IN X 500FT ROLL'),
    );
    expect(productKey('Clamshell Container 9" x 9"')).toBe(productKey('CNTNR CLMSHL 9X9 200/CS'));
    expect(productKey('Napkins Dinner 17 x 17 in')).toBe(productKey('Dinner Napkins 17"x17"'));
    expect(productKey('Salmon Fillet 1.4-1.8 kg')).toBe(productKey('Salmon Fillet 3-4 lb'));
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
    expect(productKey('SODA COKE CLASSIC CAN')).toBe(productKey('Coca-Cola 24 x 355 mL cans'));
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

  it('tells can liners apart by size and thickness, beside a pack column that says the count', () => {
    const liner = productKey('LINER CAN 40X46 1.5 MIL BLK', '1 / 250 CT');
    expect(productKey('Can liner, 40 × 46, 1.5 mil, black', '250/cs')).toBe(liner);
    expect(productKey('Can liner, 40 × 46, 2 mil, black', '250/cs')).not.toBe(liner);
    expect(productKey('Can liner, 33 × 39, 1.5 mil, black', '250/cs')).not.toBe(liner);
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

  it('leaves out the container field of a name of dash-separated fields, and reads a roll length in feet', () => {
    expect(productKey('Spring water — 500 mL PET — 24 pk')).toBe(productKey('WATER SPRING'));
    expect(productKey('Monin vanilla syrup — 750 mL glass — 12 pk')).toBe(productKey('Vanilla syrup'));
    const foil = productKey('FOIL ALUM STD 18IN X 500FT ROLL');
    expect(productKey('Foil Aluminum Standard, 45 cm x 152 m Roll')).toBe(foil);
    expect(productKey('Foil Aluminum Standard, 18 in x 1000 ft Roll')).not.toBe(foil);
    expect(productKey('FOIL ALUMINUM ROLL 18 X 500 STD')).toBe(foil);
  });

  it('reads 10/20 of scallops as a count to the pound', () => {
    expect(productKey('Sea Scallops 10/20, Dry Pack', '2/5 LB')).toBe(productKey('SCALLOP SEA 10/20 DRY', '2/5 LB'));
    expect(productKey('Sea Scallops 10/20, Dry Pack')).not.toBe(productKey('Sea Scallops 20/30, Dry Pack'));
  });

  it('tells potatoes of size A from size B, but not eggs of grade A', () => {
    expect(productKey('POTATO RED A')).not.toBe(productKey('POTATO RED B'));
    expect(productKey('Papa roja B (red potato B)')).toBe(productKey('POTATO RED B'));
    expect(productKey('EGG LARGE WHITE GR A')).toBe(productKey('Eggs, large, white'));
  });

  it("reads a drink's can size in the name beside a pack column as no portion", () => {
    expect(productKey('Coca-Cola lata 12 oz (24 pack)', '24/12 oz')).toBe(productKey('Coca-Cola', '24/12 FZ'));
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
