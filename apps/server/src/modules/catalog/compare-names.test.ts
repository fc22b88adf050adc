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
    // Canned, by the brine or the pack column's can (which, the name stating no size, is the product's size).
    expect(productKey('BEAN BLACK IN BRINE', '6/#10')).toBe(productKey('Black Beans, #10 Can'));
    expect(productKey('Haricots noirs 12 x 540 ml')).toBe(productKey('Black Beans 540 ml Can'));
    expect(productKey('BEAN GARBANZO', '6/#10')).toBe(productKey('Chick Peas #10 Can'));
    expect(productKey('BEAN GARBANZO', '24/15.5 OZ')).toBe(productKey('Chick Peas 15.5 oz. Can - 24/Case'));
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

  it('leaves out a label in brackets, an item code before the name and a brand code closing a name in capitals', () => {
    expect(productKey('[Tidewater] Butter, Unsalted, Grade AA')).toBe(productKey('Butter, Unsalted, Grade AA'));
    expect(productKey('BL-6 Bleach Regular 6% 6/121oz')).toBe(productKey('Bleach Regular 6%'));
    expect(productKey('GL-NT-L Glove Nitrile PF Blue Large')).toBe(productKey('Glove Nitrile PF Blue Large'));
    expect(productKey('BUTTER PRINT UNSLTD AA PCRCLS')).toBe(productKey('BUTTER PRINT UNSLTD AA'));
    expect(productKey('BLEACH REG 6% PCRJAN')).toBe(productKey('Bleach Regular 6%'));
    // Words joined by a dash are no item code, and an abbreviation closing a name is a word.
    expect(productKey('EXTRA-VIRGIN Olive Oil')).toBe(productKey('Extra-Virgin Olive Oil'));
    expect(productKey('EXTRA-VIRGIN Olive Oil')).not.toBe(productKey('Olive Oil'));
    expect(productKey('CHICKEN BREAST BNLS')).toContain('boneless');
    expect(productKey('CHICKEN BREAST STRIPS')).toContain('strip');
  });

  it('reads Spanish, Quebec French and trade words for spices, waters, butter and cleaning products', () => {
    expect(productKey('Pimienta Negra Molida')).toBe(productKey('poivre noir moulu'));
    expect(productKey('Pimienta Negra Molida Gruesa')).toBe(productKey('Pepper, Black, Coarse Grind'));
    expect(productKey('Pimienta Negra Molida Gruesa')).not.toBe(productKey('Pimienta Negra Molida'));
    expect(productKey('Comino Molido')).toBe(productKey('cumin moulu'));
    expect(productKey('Agua Mineral con Gas')).toBe(productKey('eau minérale gazéifiée'));
    expect(productKey('Cloro Blanqueador 6%')).toBe(productKey('Bleach Regular 6%'));
    expect(productKey('eau de javel concentrée 8,25 %')).toBe(productKey('Bleach, Germicidal, 8.25%'));
    expect(productKey('beurre non salé en livre 1re qualité')).toBe(productKey('Butter, Unsalted'));
    expect(productKey('Mantequilla Sin Sal Grado AA')).toBe(productKey('Butter, Unsalted'));
    expect(productKey('gants vinyle sans poudre grand')).toContain('vinyl');
    expect(productKey('Rinse Aid Warewash Machine')).toBe(productKey('agent de rinçage pour lave-vaisselle'));
    expect(productKey('Sanitizante Cuaternario Concentrado')).toBe(productKey('Sanitizer Quat Concentrate'));
  });

  it('reads parboiled rice in Spanish, hinged containers as clamshells, portion packs, sachets and mild cheddar', () => {
    expect(productKey('Arroz Grano Largo Precocido')).toBe(productKey('Rice, Long Grain, Parboiled'));
    expect(productKey('Pan Precocido')).toContain('parbaked');
    expect(productKey('Container Foam Hinged 9x9 3-Comp White')).toBe(productKey('9X9 FOAM CLAMSHELL 3 COMP'));
    expect(productKey('Coffee, Ground, Medium Roast, Portion Packs')).toBe(productKey('COFFEE GRND MED ROAST FRAC PK'));
    expect(productKey('ketchup en sachets 9 g', '1000 x 9 g')).toBe(productKey('KETCHUP PACKETS 9 G', '1000/9GM'));
    expect(productKey('Queso Cheddar Suave Rallado')).toBe(productKey('Cheese, Cheddar, Mild, Shredded'));
    expect(productKey('papier aluminium robuste 18 po x 500 pi')).toBe(
      productKey('Foil Aluminum Heavy Duty 18in x 500ft'),
    );
  });

  it('reads comma-glued fields after two sides, en-dash ranges and more distributor abbreviations', () => {
    expect(productKey('LINER,CAN,40X46,1.5MIL,BLK')).toBe(productKey('Black Can Liner 40" x 46", 1.5 mil'));
    expect(productKey('CONTAINER,FOAM,HNGD,9X9,3COMP')).not.toBe(productKey('CONTAINER,FOAM,HNGD,9X9,1COMP'));
    expect(productKey('Lid, Dome, Hot Cup 12–20 oz')).toBe(productKey('Lid, Dome, Hot Cup 12-20 oz'));
    expect(productKey('MILK,COCONUT')).toBe(productKey('Coconut Milk'));
    expect(productKey('RICE,LONG GRN,PARBLD')).toBe(productKey('Parboiled Long Grain Rice'));
    expect(productKey('RINSE AID,DISH MACH')).toBe(productKey('Dish Machine Rinse Aid'));
    expect(productKey('POTATOES RUSS 70s')).toBe(productKey('Russet Potatoes 70 ct'));
  });

  it('reads a name stating its size in parentheses beside a pack column of one piece without a piece size', () => {
    expect(productKey('Keystone Select Sour Cream (3 lbs.)', '1 ct')).toBe(
      productKey('Sour Cream, Cultured — 5 lb tub'),
    );
    expect(productKey('Keystone Select Whole Milk (1 gal., 2 pk.)', '1 pk')).toBe(productKey('Whole Milk — 4/1 gal'));
  });

  it('reads the kind after a category and a dash, the make-up after a middle dot being packaging', () => {
    expect(productKey('FLOUR — Bread, Unbleached · 50 lb bag')).not.toBe(
      productKey('FLOUR — Cake, Bleached · 50 lb bag'),
    );
    expect(productKey('BUTTER — Unsalted, AA (1 lb prints) · 36 lb case')).toBe(
      productKey('Butter, Unsalted, Grade AA — 36/1 lb'),
    );
    expect(productKey('CREAM — Heavy Whipping 36% · 12 x 1 qt')).toBe(productKey('Heavy Whipping Cream 36% — 12/1 qt'));
  });

  it('reads the English half of an English / French name when the French half holds more French or unknown words', () => {
    expect(productKey('BUTTERMILK / BABEURRE 1 L')).toBe(productKey('BUTTERMILK — Cultured · 4 x ½ gal'));
    expect(productKey('LONG GRAIN WHITE RICE / RIZ BLANC À GRAINS LONGS 20 KG')).toBe(
      productKey('Long Grain White Rice 50 lb'),
    );
    expect(productKey('FIRM TOFU / TOFU FERME 454 G')).toBe(productKey('Tofu Firm 396g*12'));
  });

  it('reads a field of a figure that measures nothing as the product (powdered 10X sugar is no packaging)', () => {
    expect(productKey('SUGAR — Powdered 10X · 50 lb bag')).toBe(productKey('Powdered Sugar 10X'));
    expect(productKey('SUGAR — Powdered 10X · 50 lb bag')).not.toBe(productKey('SUGAR — Light Brown · 50 lb bag'));
  });

  it('reads trade names of one product alike: fresh and compressed yeast, nonfat dry milk, butter sheets, miso', () => {
    expect(productKey('Fresh Yeast 454 g')).toBe(productKey('YEAST — Compressed (Fresh Cake) · 30 x 1 lb'));
    expect(productKey('Fresh Yeast 454 g')).not.toBe(productKey('Instant Dry Yeast 500 g'));
    expect(productKey('Nonfat Dry Milk, Extra Grade — 50 lb bag')).toBe(productKey('Skim Milk Powder 25 kg'));
    expect(productKey('BUTTER SHEETS — Unsalted 82% Fat · 10 x 1 kg')).toBe(productKey('Butter Sheets 82% 2 kg'));
    expect(productKey('Butter Sheets 82% 2 kg')).not.toBe(productKey('Unsalted Butter 82% 1 kg'));
    expect(productKey('White Miso Paste 1 kg')).toBe(productKey('Miso White 1kg*10'));
    expect(productKey('Frozen Sweet Peas 5 lb')).toBe(productKey('Frozen Green Peas 1 kg'));
    expect(productKey('Sesame Oil (Pure, Roasted) 1.65L*6')).toBe(productKey('Toasted Sesame Oil 56 fl oz'));
    expect(productKey('Rice Calrose Medium Grain 50lb')).toBe(productKey('Calrose Rice 50 lb'));
  });

  it('reads Spanish names of shortening, lard, vinegar and all-purpose flour', () => {
    expect(productKey('Manteca vegetal, cubeta 50 lb')).toBe(productKey('Vegetable Shortening 50 lb'));
    expect(productKey('Manteca de cerdo, cubeta 50 lb')).toBe(productKey('Lard 50 lb'));
    expect(productKey('Vinagre blanco, caja 4 x 1 galón')).toBe(productKey('White Vinegar 4 x 1 gal'));
  });

  it('reads rolled and large flake oats as old-fashioned ones, apart from quick oats; purified water apart from spring', () => {
    expect(productKey('LARGE FLAKE ROLLED OATS 10 KG')).toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('OATS — Rolled, Old Fashioned · 50 lb bag')).toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('Oats, Rolled, Quick 25 lb')).not.toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('Purified Drinking Water 16.9 fl oz 40 pk')).not.toBe(productKey('Spring Water 500 ml'));
    expect(productKey('Papa blanca russet, costal 50 lb')).toBe(productKey('Russet Potatoes 50 lb'));
    expect(productKey('Chicken Wings Split, Individually Quick Frozen 40 lb')).toBe(
      productKey('Chicken Wings Split Frozen 40 lb'),
    );
  });

  it('reads what goes without saying of buttermilk, lard, shortening and mirin', () => {
    expect(productKey('BUTTERMILK 1 L')).toBe(productKey('Cultured Lowfat Buttermilk — 4/½ gal'));
    expect(productKey('BUTTERMILK 1 L')).not.toBe(productKey('Whole Buttermilk 1 L'));
    expect(productKey('LARD — Pure Rendered · 50 lb cube')).toBe(productKey('Manteca de cerdo, cubeta 50 lb'));
    expect(productKey('SHORTENING — All Purpose Vegetable · 50 lb cube')).toBe(
      productKey('Vegetable Shortening 15 kg'),
    );
    expect(productKey('MIRIN SWEET COOKING RICE WINE 1.8 L')).toBe(productKey('Mirin (Sweet Rice Seasoning) 1.8L*6'));
  });

  it('reads pork belly (panza) as boneless unless said bone-in', () => {
    expect(productKey('Panza de cerdo sin piel, por libra')).toBe(productKey('Pork Belly Skin-Off Boneless'));
    expect(productKey('Pork Belly Bone-In Skin-Off')).not.toBe(productKey('Pork Belly Skin-Off Boneless'));
  });

  it('reads condensed milk as sweetened, and where a product is served as no product', () => {
    expect(productKey('Leche condensada 24/14 oz')).toBe(
      productKey('Sweetened Condensed Milk - 14 oz. Can (Case of 24)'),
    );
    expect(productKey('Whole Milk - 1/2 gal - 9pk (coffee bar)')).toBe(productKey('Whole Milk 4/1 gal'));
  });

  it('reads heavy cream of no fat stated as 36 % heavy cream, apart from 35 % whipping cream', () => {
    expect(productKey('Heavy Whipping Cream (64 fl. oz.)')).toBe(productKey('Heavy Whipping Cream 36% — 12/1 qt'));
    expect(productKey('Heavy Whipping Cream (64 fl. oz.)')).not.toBe(productKey('Whipping Cream 35% 2 L'));
  });
});
