import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { applyNameRules } from './name-rules.js';

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

  it('reads known words after a closing dash as the kind, no brand (noun, dash, kind)', () => {
    expect(productKey('JM-3011 Plantains - Green')).toBe(productKey('Plantains, green'));
    expect(productKey('JM-3011 Plantains - Green')).not.toBe(productKey('JM-3012 Plantains - Ripe'));
    expect(productKey('Cabbage - Green')).toBe(productKey('CABBAGE GRN'));
    expect(productKey('Chicken - Leg Quarters')).toBe(productKey('CHIX LEG QTR'));
    expect(productKey('Ketchup Portion Packets 9 g - Heinz')).toBe(productKey('Ketchup Portion Packets 9 g'));
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

  it('reads a mixed number of inches, or closing a range of weights, as one number', () => {
    expect(productKey('Goat, bone-in, cut 1 1/2 inch cubes')).toBe(productKey('Goat, bone-in, cubes 1.5 in'));
    expect(productKey('Lobster, live, chicken 1-1 1/4 lb')).toBe(productKey('LOBSTER LIVE 1-1.25 LB CHIX'));
    expect(productKey('Lobster, live, chicken 1-1 1/4 lb')).not.toBe(productKey('Lobster, live, 1 1/4-1 1/2 lb'));
    expect(productKey('Lobster, live, 1 1/4-1 1/2 lb')).toBe(productKey('Lobster, live, 1.25-1.5 lb'));
  });

  it('reads LMWM mozzarella as the whole-milk one, not the part-skim one', () => {
    expect(productKey('CHEESE; MOZZARELLA; LMWM; LOAF')).toBe(
      productKey('Cheese, mozzarella, low moisture whole milk, 6 lb loaf'),
    );
    expect(productKey('CHEESE; MOZZARELLA; LMWM; LOAF')).not.toBe(productKey('CHEESE | MOZZARELLA | LOAF | LMPS'));
  });
});

describe('hotel and ship-chandler provisions', () => {
  it('reads coffee beans as whole roasted beans and English breakfast tea as a black tea', () => {
    expect(productKey('000190 COFFEE, BEANS, ROASTED, ESPRESSO')).toBe(
      productKey('Coffee, Whole Bean, Espresso Roast'),
    );
    expect(productKey('Coffee, Ground, Espresso Roast')).not.toBe(productKey('Coffee, Whole Bean, Espresso Roast'));
    expect(productKey('Tea, English Breakfast, Envelope Bags')).toBe(
      productKey('000195 TEA, BLACK, ENGLISH BREAKFAST, BAGS'),
    );
  });
});
