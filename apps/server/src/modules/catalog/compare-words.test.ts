import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';

describe('productKey: words that tell products apart or name the same one', () => {
  it('reads a farm co-op\'s "og" as organic, and leaves a bid list\'s "or equal" out', () => {
    expect(productKey('og butter, unsalted, 1 lb')).toBe(productKey('Butter, unsalted, certified organic, 1 lb'));
    expect(productKey('og carrots, bulk jumbo 25# sack')).not.toBe(productKey('Carrots, jumbo, loose, 50 lb sack'));
    expect(productKey('Butter, solid, unsalted, USDA Grade AA, 1 lb prints, or equal')).toBe(
      productKey('Butter, Unsalted, Grade AA — 36 × 1 lb'),
    );
  });

  it('keeps a seasoning without pepper apart from peppers and from the seasoning with pepper', () => {
    expect(productKey('ADOBO SIN PIMIENTA (WITHOUT PEPPER) 12/28OZ')).not.toBe(
      productKey('AJI DULCE (SWEET PEPPERS) 10LB'),
    );
    expect(productKey('Adobo all purpose seasoning without pepper')).not.toBe(
      productKey('Adobo all purpose seasoning with pepper'),
    );
  });

  it('reads a known English word as itself, not as an abbreviation its stem is (kale is not kalamata)', () => {
    expect(productKey('Kale, lacinato, 24 bunch')).not.toBe(productKey('Olives, kalamata, lacinato'));
    expect(productKey('Kale, lacinato, 24 bunch')).toContain('kale');
  });

  it('keeps the inside skirt apart from the outside skirt, in English and Spanish', () => {
    expect(productKey('Beef skirt, inside')).not.toBe(productKey('Beef skirt, outside'));
    expect(productKey('Arrachera interior de res')).toBe(productKey('Beef skirt, inside'));
    expect(productKey('Arrachera exterior de res')).toBe(productKey('Beef skirt, outside'));
  });

  it('keeps tonic water apart from mineral water, and cherries with stems apart from stemless ones', () => {
    expect(productKey('Tonic Water 200ml glass')).not.toBe(productKey('Sparkling Mineral Water 500ml glass'));
    expect(productKey('Maraschino Cherries w/ stems')).toBe(productKey('Maraschino Cherries with Stems'));
    expect(productKey('Maraschino Cherries no stems')).toBe(productKey('Maraschino Cherries, Stemless'));
    expect(productKey('Maraschino Cherries no stems')).not.toBe(productKey('Maraschino Cherries w/ stems'));
  });

  it('keeps rice vermicelli apart from rice, and ginger ale and ginger beer apart from ginger root', () => {
    expect(productKey('Rice Vermicelli 1MM 16OZ×30')).not.toBe(productKey('Rice 50 lb'));
    expect(productKey('Ginger Ale - 12oz can - 24pk')).not.toBe(productKey('Ginger Root 30 lb'));
    expect(productKey('Ginger Beer - 12oz can - 24pk')).not.toBe(productKey('Ginger Ale - 12oz can - 24pk'));
  });

  it('keeps cheeses and hams of different ages apart, the age read in any language', () => {
    expect(productKey('Comté AOP 18 mois ≈ 5 kg quarter wheel /kg')).not.toBe(
      productKey('Comté AOP 12 mois ≈ 5 kg quarter wheel /kg'),
    );
    expect(productKey('Prosciutto di Parma 18 mesi, boneless ≈ 7 kg')).not.toBe(
      productKey('Prosciutto San Daniele 16 mesi, boneless ≈ 7.5 kg'),
    );
    expect(productKey('Parmigiano Reggiano 24 mesi ≈ 1 kg wedge')).toBe(
      productKey('Parmigiano Reggiano, 24 months, wedge'),
    );
    expect(productKey('CHEESE PARMESAN 24MO WEDGE')).toBe(productKey('Parmigiano Reggiano 24 months wedge'));
  });

  it('leaves out a house brand in capitals opening a mixed-case name, not a known word in capitals', () => {
    expect(productKey('TALA Soy Sauce (Toyo) 4 × 1 gal')).toBe(productKey('BITUIN Soy Sauce (Toyo) 12 × 1 L'));
    expect(productKey('SIAM GOLD Spring Roll Pastry 8.5 in, 40 × 50 sheets')).toBe(
      productKey('Spring Roll Pastry 8.5 in, 40 × 50 sheets'),
    );
    expect(productKey('BBQ Sauce 4/1 gal')).toBe(productKey('Barbecue Sauce 4/1 gal'));
  });

  it('reads cheeses known by their own name as cheeses, with or without the word cheese', () => {
    expect(productKey('HELLIM / Halloumi, Grilling Cheese 12 × 250 g')).toBe(productKey('Halloumi 8 × 250 g'));
    expect(productKey('Graviera Cheese, Cretan, wheel ≈ 8 kg')).not.toBe(
      productKey('Kefalotyri Hard Cheese, wheel ≈ 8 kg'),
    );
    expect(productKey('Gruyère AOP ≈ 6 kg block /kg')).toBe(productKey('Gruyere Cheese 6 kg'));
  });

  it('reads Italian words of cheeses and cured meats, and cured meats known by their own name', () => {
    expect(productKey('Gorgonzola Dolce DOP ≈ 1.5 kg half /kg')).not.toBe(
      productKey('Gorgonzola Piccante DOP ≈ 1.5 kg half /kg'),
    );
    expect(productKey('Gorgonzola Dolce DOP ≈ 1.5 kg half /kg')).toBe(productKey('Gorgonzola, Mild ≈ 1.5 kg half'));
    expect(productKey('Finocchiona IGP [suino · finocchio] ≈ 2.5 kg /kg')).not.toBe(
      productKey('Coppa di Parma IGP [suino] ≈ 2 kg /kg'),
    );
    expect(productKey('Guanciale [stagionato] ≈ 1.2 kg /kg')).toBe(productKey('Guanciale, aged, 1.2 kg'));
  });

  it('reads fields set apart by diamonds or bullets as fields, and a closing country code as an origin', () => {
    expect(productKey('Extra Virgin Olive Oil ◆ 12 × 1 L glass ◆ TR')).toBe(
      productKey('Extra Virgin Olive Oil ◆ tin 5 L ◆ GR'),
    );
    expect(productKey('Kataifi Shredded Pastry, Frozen ◆ 10 × 500 g ◆ TR')).toBe(
      productKey('Kataifi Shredded Pastry, Frozen • 12 × 1 lb'),
    );
  });

  it('keeps cane vinegar apart from coconut vinegar, while cane says no more of sugar', () => {
    expect(productKey('Cane Vinegar 4 × 1 gal')).not.toBe(productKey('Coconut Vinegar 12 × 750 mL'));
    expect(productKey('Sugar, Granulated, Cane, 50 lb Bag')).toBe(productKey('Sugar Granulated 50 lb'));
  });

  it('reads leaves as leaf (grape leaves are no grapes), which says no more of leafy greens', () => {
    expect(productKey('Grape Vine Leaves, in Brine 6 × 1 kg jar')).not.toBe(productKey('Grapes, Red Seedless 18 lb'));
    expect(productKey('Baby Rocket Leaves 1kg')).toBe(productKey('ROCKET BABY 1KG'));
  });

  it('reads cocktail napkins as beverage napkins and stir sticks as stirrers', () => {
    expect(productKey('Cocktail Napkin, 1-Ply, White — 4000 ct')).toBe(
      productKey('Napkin, Beverage, 1-Ply, White — 4000 ct'),
    );
    expect(productKey('Stir Stick, Wood, 7 in — 10000 ct')).toBe(productKey('Stirrer, Wood, 7 in — 10 × 1000'));
  });

  it('keeps deep foil pans apart from shallow ones', () => {
    expect(productKey('Pan, Foil, Half Size, Deep — 100/cs')).not.toBe(
      productKey('Pan, Foil, Half Size, Shallow — 100/cs'),
    );
  });

  it('reads b/l and s/l as boneless and skinless, and green onions as scallions', () => {
    expect(productKey('chix thigh b/l s/l')).toBe(productKey('Chicken Thigh Boneless Skinless'));
    expect(productKey('Green Onion 48 Bunches')).toBe(productKey('Scallions 48 bunch'));
    expect(productKey('Cebollín 48 manojos')).toBe(productKey('Scallions 48 bunch'));
    expect(productKey('Green Onion 48 Bunches')).not.toBe(productKey('Onion Yellow Jumbo'));
  });

  it('reads Spanish salted butter, condensed milk, cabbage, iodized salt, tail-off shrimp and pork butt', () => {
    expect(productKey('Mantequilla con sal 36/1 lb')).toBe(productKey('Butter, salted 36/1 lb'));
    expect(productKey('Leche condensada 24/14 oz')).toBe(productKey('Condensed Milk 24/14 oz'));
    expect(productKey('Leche evaporada 48/12 fl oz')).toBe(productKey('Evaporated Milk 48/12 fl oz'));
    expect(productKey('Repollo verde 50 lb')).toBe(productKey('Cabbage, green 50 lb'));
    expect(productKey('Sal yodatada 24/26 oz')).toBe(productKey('Iodized Salt 24/26 oz'));
    expect(productKey('Leche de coco 24/13.5 fl oz')).toBe(productKey('Coconut Milk 24/13.5 fl oz'));
    expect(productKey('Camarón pelado y desvenado sin cola 16/20')).toBe(
      productKey('Shrimp peeled deveined tail-off 16/20'),
    );
    expect(productKey('Espaldilla de cerdo sin hueso por libra')).toBe(productKey('Pork butt, boneless'));
  });

  it("reads '#48' or '#200' of fruit as a count to the case, and '#10' as a can", () => {
    expect(productKey('Aguacate Hass #48 caja')).toBe(productKey('Avocado, Hass 48ct'));
    expect(productKey('Aguacate Hass #48 caja')).not.toBe(productKey('Aguacate Hass #60 caja'));
    expect(productKey('Tomate en cubos lata #10')).toBe(productKey('Tomatoes, diced #10 can'));
  });

  it('leaves out of the key a gloss in brackets of words the vocabulary does not know', () => {
    expect(productKey('Coriander Ground [Dhania] :: 7 lb bag')).toBe(productKey('Ground Coriander 400g'));
    expect(productKey('Coconut [Nariyal] Brown :: each')).toBe(productKey('4261 COCONUT BROWN 40CT'));
  });

  it('reads whole seeds, long-grain basmati and refined vegetable canola oil as saying no more', () => {
    expect(productKey('Cumin Seeds [Jeera] Whole :: 7 lb bag')).toBe(productKey('Cumin Seeds 400g'));
    expect(productKey('Cumin Seeds, Ground')).not.toBe(productKey('Cumin Seeds 400g'));
    expect(productKey('Basmati Rice [Chawal] Extra Long Grain :: 20 kg sack')).toBe(productKey('Basmati Rice 10kg'));
    expect(productKey('110361 OIL, VEGETABLE, CANOLA BTL-6/1 GAL')).toBe(productKey('Rapeseed Oil 20 Litre'));
    expect(productKey('Canola Oil [Refined] :: 6 × 3 L')).toBe(productKey('Rapeseed Oil 20 Litre'));
  });

  it('reads roti flour as flour (no roast), Idaho potatoes as russets and salt cod said salted as salt cod', () => {
    expect(productKey('flour, all purpose (roti flour)')).toBe(productKey('Flour, All-Purpose'));
    expect(productKey('PAPA IDAHO 70')).toBe(productKey('POTATO RUSSET 70 CT'));
    expect(productKey('Klipfisk, udbenet (saltet tørret torsk)')).toBe(productKey('Salt Cod, Boneless, Dried'));
    expect(productKey('saltfish (salted cod), boneless')).toBe(productKey('Salt Cod, Boneless'));
  });

  it('keeps the long Asian eggplants (Chinese, Japanese) apart from the globe eggplant', () => {
    expect(productKey('Eggplant, Chinese')).toBe(productKey('Japanese Eggplant 10 lb'));
    expect(productKey('EGGPLANT LONG')).toBe(productKey('Eggplant, Asian long'));
    expect(productKey('Eggplant, Asian long')).not.toBe(productKey('Eggplant 25 lb'));
    const rows = ['Eggplant, Asian long', 'Eggplant 25 lb'].map((name, i) => ({
      supplier_id: i + 1,
      name,
      pack: '',
      unit: 'LB',
      quantity: '1',
      price: '2',
    }));
    const [asian, globe] = compareOffers(rows);
    expect(asian?.group_key).not.toBe(globe?.group_key);
  });

  it('reads vegetable ghee (vanaspati) as a shortening, no ghee', () => {
    expect(productKey('Vegetable Ghee (Shortening) 4 kg tin')).toBe(productKey('VANASPATI (VEGETABLE GHEE) 15 KG TIN'));
    expect(productKey('Vegetable Ghee (Shortening) 4 kg tin')).not.toBe(productKey('Pure Ghee 4 kg tin'));
  });

  it('reads canned tuna as light meat unless said white', () => {
    expect(productKey('Tuna, Chunk Light, in Water')).toBe(productKey('ATUN EN AGUA TROZOS'));
    expect(productKey('Tuna, Chunk White Albacore, in Water')).not.toBe(productKey('Tuna, Chunk Light, in Water'));
  });

  it('reads a vegetable oil that names its plant as the oil of that plant', () => {
    expect(productKey('oil, vegetable (soya)')).toBe(productKey('SOYBEAN OIL SALAD'));
    expect(productKey('Vegetable Oil, Corn')).toBe(productKey('Corn Oil 35 lb'));
    expect(productKey('Vegetable Oil')).not.toBe(productKey('SOYBEAN OIL SALAD'));
  });

  it('reads besan and gram flour as chickpea flour, not wheat flour', () => {
    expect(productKey('Besan [Gram Flour] :: 4 lb × 10')).toBe(productKey('Gram Flour 2kg'));
    expect(productKey('Besan [Gram Flour] :: 4 lb × 10')).not.toBe(productKey('Plain Flour 16kg'));
  });

  it('reads a fish by its market name, without its Latin name or its country of origin', () => {
    const bass = 'LUBINA / BRANZINO (Dicentrarchus labrax) / whole gutted / 400-600 g / fresh / Greece';
    expect(productKey(bass)).toBe(productKey('Wolfsbarsch (Loup de mer), ganz, 400–600 g – ca. 6 kg'));
    expect(productKey(bass.replace('Greece', 'Turkey'))).toBe(productKey(bass));
    expect(productKey(bass.replace('Greece', 'Turkey'))).not.toContain('turkey');
    expect(productKey('DORADA / ORATA (Sparus aurata) / whole gutted / 400-600 g / fresh / Greece')).toBe(
      productKey('Dorade royale, ganz, 400–600 g – ca. 6 kg'),
    );
    expect(productKey('Ground Turkey 80/20')).toContain('turkey');
  });

  it('reads plain whole-milk yogurt of 3.5 % fat, crunchy peanut butter, ground spices and okra alike', () => {
    expect(productKey('Naturjoghurt 3,5 % – Eimer 5 kg')).toBe(productKey('Natural Yoghurt Whole Milk 1kg x 6'));
    expect(productKey('Dahi [Plain Yogurt] Whole Milk :: 6 × 2 lb tub')).toBe(productKey('Yogurt, Whole Milk'));
    expect(productKey('Greek Yogurt 10% 5 lb')).not.toBe(productKey('Greek Yogurt 2% 5 lb'));
    expect(productKey('100396 PEANUT BUTTER, CHUNKY JAR-6/5 LB')).toBe(productKey('Crunchy Peanut Butter 340g x 6'));
    expect(productKey('Coriander Powder [Dhania] Ground :: 7 lb bag')).toBe(productKey('Ground Coriander 400g'));
    expect(productKey('Okra [Bhindi] Fresh :: per lb')).toBe(productKey('4280 OKRA 15LB'));
  });

  it('reads garlic as white whole heads and a brown coconut as the dry one unless said otherwise', () => {
    expect(productKey('Garlic [Lahsun] Whole :: 30 lb box')).toBe(productKey('4608 GARLIC WHITE 30LB'));
    expect(productKey('Garlic, Peeled 5 lb jar')).not.toBe(productKey('4608 GARLIC WHITE 30LB'));
    expect(productKey('Coconut [Nariyal] Brown Dry :: each')).toBe(productKey('4261 COCONUT BROWN 40CT'));
  });

  it('reads escallion as scallion, filo as phyllo, soya beans as soybeans, and lard glossed manteca as lard', () => {
    expect(productKey('Escallion - Fresh, Bunched')).toBe(productKey('Scallions, bunched'));
    expect(productKey('Filo pastry, frozen')).toBe(productKey('Phyllo pastry, frozen'));
    expect(productKey('Oil - Soya Bean, Pure')).toBe(productKey('OIL SOYBEAN SALAD'));
    expect(productKey('LARD MANTECA PAIL')).toBe(productKey('Lard, pure'));
  });

  it('reads saltfish and salted cod as salt cod, red peas as red kidney beans, JALAP as jalapeño', () => {
    expect(productKey('Saltfish - Boneless, Salted Cod')).toBe(productKey('Salt cod, boneless'));
    expect(productKey('Saltfish - Bone-In')).not.toBe(productKey('Salt cod, boneless'));
    expect(productKey('Red Peas - Dry (Red Kidney Beans)')).toBe(productKey('BEAN KIDNEY RED DRY'));
    expect(productKey('Split peas, red')).not.toBe(productKey('BEAN KIDNEY RED DRY'));
    expect(productKey('PEPPER JALAP SLCD NACHO')).toBe(productKey('Peppers, Jalapeño, Sliced, Nacho'));
  });

  it("reads koikuchi's '(dark)' as the ordinary soy sauce, not a dark one", () => {
    expect(productKey('Soy sauce, koikuchi (dark) 1.8L×6本')).toBe(productKey('Soy Sauce - Regular, Brewed'));
    expect(productKey('Soy sauce, usukuchi (light colour)')).not.toBe(productKey('Soy Sauce - Regular, Brewed'));
  });

  it("reads a glove's size letter in a field of its own as the size", () => {
    expect(productKey('Nitrile gloves, L 「ニトリル手袋」 100枚×10')).toBe(productKey('GLOVE NITRILE BLU LRG PF'));
    expect(productKey('Gloves, vinyl, M')).toBe(productKey('Vinyl gloves, medium'));
    expect(productKey('Gloves, vinyl, M')).not.toBe(productKey('Gloves, vinyl, L'));
    expect(productKey('Gloves, vinyl, XL')).toBe(productKey('Vinyl gloves, extra large'));
  });

  it('reads bunched as no word of the product, whether the vocabulary names a noun or not', () => {
    expect(productKey('Escallion - Fresh, Bunched')).toBe(productKey('ONION GREEN ICELESS'));
    expect(productKey('Cilantro, bunched')).toBe(productKey('Cilantro'));
  });

  it('reads chopsticks, skewers and squid as products, and paper-wrapped as wrapped', () => {
    expect(productKey('Chopsticks, Bamboo, Paper Wrapped')).toBe(productKey('Đũa / Chopsticks, Bamboo, Wrapped'));
    expect(productKey('Chopsticks, Bamboo, Paper Wrapped')).not.toBe(productKey('Chopsticks, Bamboo'));
    expect(productKey('Straws, Jumbo, Paper Wrapped')).not.toBe(productKey('Straws, Jumbo, Paper'));
    expect(productKey('ESPETO DE BAMBU 30CM (BAMBOO SKEWERS 12IN)')).toBe(productKey('Skewers, Bamboo, 12 in'));
    expect(productKey('Mực / Squid Tubes & Tentacles, Frozen')).toBe(productKey('Squid Tubes & Tentacles, Frozen'));
    expect(productKey('Squid Tubes, Frozen')).not.toBe(productKey('Squid Tubes & Tentacles, Frozen'));
  });

  it('reads salt said only fine, refined or iodized as table salt, and non-iodized as no iodized salt', () => {
    const table = productKey('Salt, Iodized, Table');
    expect(productKey('Sel fin iodé')).toBe(table);
    expect(productKey('SAL REFINADO IODADO')).toBe(table);
    expect(productKey('Salt, Iodized')).toBe(table);
    expect(productKey('Sel fin')).toBe(productKey('Salt, Table'));
    expect(productKey('Sea Salt, Fine')).not.toBe(productKey('Salt, Table'));
    expect(productKey('Salt, Kosher, Fine')).not.toBe(productKey('Salt, Table'));
    expect(productKey('Salt, Table, Non-Iodized')).not.toBe(table);
  });

  it('reads whole bay, curry and makrut lime leaves as the leaves, but not ground ones', () => {
    expect(productKey('Bay Leaves, Whole')).toBe(productKey('Bay leaves'));
    expect(productKey('Kaffir lime leaves, whole')).toBe(productKey('Makrut lime leaves'));
    expect(productKey('Bay Leaves, Ground')).not.toBe(productKey('Bay leaves'));
  });

  it("reads a whole spice's powder as the ground spice, not chili or garlic powder", () => {
    expect(productKey('Turmeric Powder')).toBe(productKey('Turmeric, ground'));
    expect(productKey('Cumin powder 1 kg')).toBe(productKey('Ground cumin 1 kg'));
    expect(productKey('Coriander Powder')).toBe(productKey('Coriander, ground'));
    expect(productKey('Chili Powder')).not.toBe(productKey('Chili, ground'));
    expect(productKey('Garlic Powder')).not.toBe(productKey('Garlic, ground'));
  });

  it('reads a whole broiler, fryer or bird of chicken as a whole chicken', () => {
    const rows = compareOffers([
      caseOffer(1, 'Chicken, whole broiler, fresh', '10 kg'),
      caseOffer(2, 'Poultry > Chicken > Whole bird, fresh', '10 kg'),
      caseOffer(3, 'Whole chicken, fresh', '10 kg'),
      caseOffer(4, 'Broiler-fryer chicken, whole', '10 kg'),
    ]);
    expect(new Set(rows.map((r) => r.group_key)).size).toBe(1);
    expect(productKey('Chicken, whole broiler')).not.toBe(productKey('Chicken, breast, boneless'));
  });

  it('reads powdered sugar as icing sugar in a name of fields set apart by dashes', () => {
    expect(productKey('[DRY] SUGAR - POWDERED 10X')).toBe(productKey('Icing sugar'));
    expect(productKey('SUGAR - CONFECTIONERS 10X')).toBe(productKey('Icing sugar'));
    expect(productKey('SUGAR - GRANULATED')).not.toBe(productKey('Icing sugar'));
  });

  it('reads fresh root and head vegetables said whole as the vegetable, canned ones whole or not apart', () => {
    expect(productKey('[PRD] CARROTS - WHOLE - 25#')).toBe(productKey('Carrots 25 lb'));
    expect(productKey('Produce > Carrots > Whole, loose')).toBe(productKey('Carrots'));
    expect(productKey('Beets, whole, #10 can')).not.toBe(productKey('Beets, sliced, #10 can'));
    expect(productKey('Beets, whole, #10 can')).not.toBe(productKey('Beets, #10 can'));
  });

  it('keeps fish named only as a fish apart by a species the vocabulary does not know', () => {
    expect(productKey('Hilsa Fish, Whole, Frozen')).not.toBe(productKey('Rohu Fish, Whole, Frozen'));
    expect(productKey('ইলিশ মাছ - Hilsa Fish, Whole, Frozen')).toBe(productKey('Hilsa fish, frozen, whole'));
  });

  it('reads bacon said of pork as bacon, and turkey bacon apart', () => {
    expect(productKey('Meat > Pork > Bacon, sliced 14/18, smoked')).toBe(productKey('Bacon, sliced, smoked, 14/18'));
    expect(productKey('Turkey bacon, sliced')).not.toBe(productKey('Bacon, sliced'));
  });

  it('reads hot chocolate mix as hot cocoa mix, and a chocolate sauce apart', () => {
    expect(productKey('[DRY] COCOA - HOT CHOCOLATE MIX - 2#')).toBe(productKey('Hot cocoa mix'));
    expect(productKey('Hot chocolate sauce')).not.toBe(productKey('Hot cocoa mix'));
  });

  it('reads a long, greenhouse or hothouse cucumber as the English one, no field cucumber', () => {
    expect(productKey('Cucumbers, long, greenhouse')).toBe(productKey('Cucumber, English'));
    expect(productKey('Cucumbers, hothouse')).toBe(productKey('English cucumbers'));
    expect(productKey('Cucumbers')).not.toBe(productKey('Cucumber, English'));
  });

  it('reads aluminum foil and a foil roll as foil, and foil sheets apart', () => {
    expect(productKey('Aluminum Foil, 18 in x 500 ft')).toBe(
      productKey('[PAPER] FOIL - ROLL - 18IN X 500FT - STANDARD'),
    );
    expect(productKey('Foil sheets, 12 x 10.75')).not.toBe(productKey('Foil roll'));
  });

  it('reads crimini as the cremini (baby bella) mushroom, no white button one', () => {
    expect(productKey('MUSHROOM CRIMINI 10#')).toBe(productKey('Baby Bella Mushrooms (Cremini)'));
    expect(productKey('MUSHROOM CRIMINI 10#')).not.toBe(productKey('MUSHROOM WHITE 10#'));
  });

  it('reads oyster flavored sauce, as oyster sauce is labelled, as oyster sauce', () => {
    expect(productKey('Lee Kum Kee Oyster Flavored Sauce, 5 lb')).toBe(productKey('SAUCE OYSTER'));
  });

  it('reads broadliner names turned round: cream cheese, bread crumbs, medium grain', () => {
    expect(productKey('CHS CREAM WHIPPED TUB')).toBe(productKey('Whipped Cream Cheese, tub'));
    expect(productKey('CRUMB BREAD PLAIN')).toBe(productKey('Plain Bread Crumbs'));
    expect(productKey('CRUMB BREAD PANKO')).toBe(productKey('Panko'));
    expect(productKey('RICE CALROSE MED GRN')).toBe(productKey('Calrose Rice'));
    expect(productKey('FLOUR ALL PURP ENRCH')).toBe(productKey('Flour, All-Purpose, Enriched'));
  });

  it('reads cheese crumbles as crumbled cheese, and patties so many to the pound written as a ratio', () => {
    expect(productKey('Gorgonzola Crumbles 5 lb')).toBe(productKey('Gorgonzola, crumbled, 5 lb'));
    expect(productKey('Gorgonzola Crumbles 5 lb')).not.toBe(productKey('Gorgonzola 5 lb'));
    expect(productKey('Turkey Burger Patties (3:1), Frozen')).toBe(productKey('TURKEY BURGER PATTY 3/1 FZN'));
    expect(productKey('Turkey Burger Patties (3:1), Frozen')).not.toBe(
      productKey('Turkey Burger Patties (4:1), Frozen'),
    );
  });

  it('reads Japanese names of shiso and rice vinegars', () => {
    expect(productKey('AOJISO LEAF 50PC')).toBe(productKey('Shiso Leaf, Green'));
    expect(productKey('OBA SHISO')).toBe(productKey('Green Shiso'));
    expect(productKey('KOMEZU 1.8L')).toBe(productKey('Unseasoned Rice Vinegar 1.8 L'));
    expect(productKey('SUSHI ZU 1.8L')).toBe(productKey('Seasoned Rice Vinegar 1.8 L'));
  });
});
