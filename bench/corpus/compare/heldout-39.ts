/**
 * A thirty-ninth held-out part of the price-comparison corpus, written blind: without reading the comparison code or
 * its vocabulary, and never tuned on.
 *
 * Suppliers (invented) and how each prints its lines:
 * - Ridgeline Foodservice prints a US broadliner's list: ALL CAPS, the noun first, the usual abbreviations ("CHKN BRST
 *   BNLS SKNLS 6OZ IQF", "CHKN WING 1&2 JNT 6-8 CT FZN", "BEEF TNDRLN PSMO CH 189A", "SHRIMP WHT P&D T/ON 16/20 RAW
 *   IQF", "CHS MOZZ WM SHRD", "TOM DICED IN JCE #10", "OIL CANOLA FRY 35 LB JIB", "CRUMB BREAD PANKO JAPANESE STYLE",
 *   "DOUGH FILLO SHEET #4 FZN") and a slash pack column "4/10 LB", "8/10 LB", "6/#10", "4/1 GAL", "12/1 QT", "2/5 LB",
 *   "40/4 OZ", "2/15 LB AVG", "1/12 LB AVG", "24/12 FL OZ", "10/30 CT", "1/RL"; sold by the CS, BG, JB, EA, RL or, for
 *   catch weights, the LB.
 * - Sunrise Valley Produce prints a specialty produce house's list: ALL CAPS, the count and the case make-up in the
 *   name ("LETTUCE ROMAINE HEARTS 3CT 12/CS", "TOMATO 5X6 2 LAYER 25#", "AVOCADO HASS 48CT RIPE", "ORG SPRING MIX 3#
 *   CS", "MINT 1 DZ BUNCH", "SHISO LEAF GREEN 100CT") and a pack column "12/3CT", "24CT", "25 LB", "12/1 PT", "8/1 LB",
 *   "12/6 OZ"; sold by the CS, SK, FLT, PK or EA.
 * - Maple Creek Dairy prints a dairy distributor's list: title case with the container in the name ("Whole Milk
 *   Vitamin D Gallon", "Reduced Fat 2% Milk Half Gallon", "Half & Half Quart", "Sour Cream 5 lb Tub", "Liquid Whole
 *   Eggs Carton", "Mexican Style Crema") and a pack column "4/1 gal", "9/½ gal", "6/½ gal", "12/1 qt", "15 doz",
 *   "10/3 lb", "4/32 oz"; sold by the CS.
 * - Hearthstone Bakery Wholesale prints a wholesale bakery's list: ALL CAPS, sizes in inches ("BUN BRIOCHE 4"
 *   SLICED", "BUN HAMBURGER 4.5" SESAME SLICED", "TORTILLA FLOUR 12"", "BREAD SHOKUPAN MILK SLICED") and a pack column
 *   of bags per case and pieces per bag "8/6 CT", "12/12 CT", "60 CT", "6 LOAVES"; sold by the CS.
 * - ProMart Cash & Carry prints a cash-and-carry's shelf list: long title-case names, the kind after commas, brands
 *   where the shelf shows them ("Jumbo Party Wings, 1st & 2nd Joint, Frozen", "Shrimp 16/20, Peeled & Deveined,
 *   Tail-On, Raw", "Heinz Ketchup, #10 Can", "Kewpie Japanese Mayonnaise", "Baby Bella Mushrooms (Cremini)",
 *   "Diamond Crystal Kosher Salt") and a pack column "4 x 10 lb", "approx. 40 lb", "2 lb bag", "3 lb", "½ gallon",
 *   "6 ct", "1 bunch", "24 pk", "24 x 500 ml"; sold by the CS, BAG, BOX, JAR, JUG, TIN, PK, FLAT or EA, often several
 *   to a line, or, for catch weights, the LB.
 * - Sakura Trading Co. prints a Japanese restaurant supplier's list: ALL CAPS romaji or English then the Japanese
 *   ("SUSHI RICE SHORT GRAIN 寿司米", "KOME-ZU RICE VINEGAR 米酢", "KIKKOMAN SHOYU 醤油", "USUKUCHI LIGHT COLOR SOY
 *   薄口醤油", "YAKI NORI FULL SIZE 焼きのり", "MUKIMAME SHELLED EDAMAME むき枝豆", "OHBA SHISO LEAF 大葉", "NEGI GREEN
 *   ONION 青ねぎ", "GOMA ABURA PURE SESAME OIL 胡麻油") and packs glued "15LB", "4/1GAL", "6/1.8L", "6/2.2LB",
 *   "10/50SHT", "12/14OZ", "50PC", "48BUNCH", "3000PR", "~12LB"; sold by the CS, BAG, PK or, for catch weights, the LB.
 * - Anadolu Gıda İthalat prints a Turkish importer's list in Turkish only, the kind after commas ("Tavuk göğsü,
 *   kemiksiz derisiz, taze", "Dana kıyma %20 yağlı", "Kuzu but, kemikli", "Naturel sızma zeytinyağı", "Riviera
 *   zeytinyağı", "Nohut, kuru, iri", "Kimyon, öğütülmüş", "Baklavalık yufka (filo), dondurulmuş", "Maydanoz, düz
 *   yaprak", "Maden suyu, sade") with decimal commas in a pack column "koli ~18 kg", "paket 5 kg", "teneke 16 kg",
 *   "teneke 4,3 kg", "kova 10 kg", "çuval 25 kg", "koli 20 x 500 g", "koli 60 demet", "koli 165 adet"; sold by the
 *   KL, PK, TNK, KV, ÇVL, BDN, KLP or, for catch weights, the KG.
 * - Distribuidora El Sol prints a Hispanic wholesaler's list in Spanish, Mexican usage ("Pechuga de pollo sin hueso y
 *   sin piel, fresca", "Carne molida de res 80/20", "Arrachera de res (outside skirt), limpia", "Espaldilla de cerdo
 *   sin hueso (pork butt)", "Jitomate saladet (roma)", "Tomate verde (tomatillo) con cáscara", "Limón persa 175"
 *   (limes), "Limón amarillo 165" (lemons), "Huevo blanco grande", "Contenedor de unicel con bisagra 9x9") and a pack
 *   column "caja 40 lb", "chub 10 lb", "costal 50 lb", "caja 12 x 12 oz", "caja 15 docenas", "caja 10 x 30", "caja 6
 *   latas", "caja 60 manojos", "~2.5 lb pieza"; sold by the CJ, PZ, CS, BL, BD, CB or, for catch weights, the LB.
 *
 * Equivalent names that must group: 6 oz IQF boneless skinless breast, breast fillets and pechuga IQF 6 oz; fresh
 * boneless skinless breast, jumbo, tavuk göğsü and pechuga fresca; boneless skinless thighs and muslo; 1&2 joint frozen
 * wings and jumbo party wings; whole fresh wings, tavuk kanat and alitas enteras; 80/20 and 85/15 ground beef, dana
 * kıyma %20 and %15 yağlı and carne molida 80/20; 4 oz (4:1) 80/20 patties; lip-on ribeye; PSMO tenderloin; outside
 * skirt and arrachera; boneless pork butt and espaldilla sin hueso; skinless pork belly and 豚バラ; boneless lamb leg and
 * kuzu but kemiksiz; fresh skin-on Atlantic salmon fillet and サーモン; 16/20 P&D tail-on shrimp and, on their own, 16/20
 * tail-off; LMPS shreds; feta crumbles; cream cheese loaves and Philadelphia; queso fresco; unsalted butter solids and
 * tereyağı tuzsuz; large white eggs and huevo blanco grande; liquid whole egg in cartons; whole milk; 2 % milk by the
 * gallon and half gallon; heavy cream 40 % and heavy whipping cream 40 %; half & half in quarts and half gallons;
 * whole-milk plain yogurt and yoğurt tam yağlı; crema mexicana; diced tomatoes, tomato sauce, black beans and frijol
 * negro, and ketchup and Heinz in #10 cans; dried pinto beans and frijol pinto; dried garbanzo, nohut and garbanzo
 * seco; mayonnaise and Hellmann's; Kewpie Japanese mayonnaise; soy sauce, Kikkoman and shoyu; sriracha and Huy Fong;
 * chipotles in adobo and La Costeña; canola fry oil in 35 lb jibs, jugs and bidones; extra virgin olive oil and naturel
 * sızma zeytinyağı; pure olive oil and riviera zeytinyağı; pure sesame oil and goma abura; unseasoned rice vinegar and
 * kome-zu; long grain rice and arroz grano largo; Calrose medium grain; all-purpose flour and harina para todo uso;
 * panko, Japanese-style bread crumb and パン粉; granulated sugar, toz şeker and azúcar refinada; kosher salt and Diamond
 * Crystal; ground cumin, kimyon öğütülmüş and comino molido; whole cumin, kimyon tane and comino entero; tahini and
 * tahin; phyllo (fillo) and baklavalık yufka; frozen edamame in pods and 枝豆; 3/8 straight-cut fries; romaine hearts 3
 * ct; romaine heads 24; wrapped iceberg 24; Hass 48 and 60 (aguacate); lemons 115; lemons 165, limon and limón
 * amarillo; limes 175 (Persian, limón persa); cilantro iced, by the bunch and in manojos; Italian flat parsley and
 * maydanoz düz yaprak; mint and nane; green onions and negi; shiso and ohba; Roma and jitomate saladet; tomatillo and
 * tomate verde; jalapeños; poblanos; yellow, white and red jumbo onions (cebolla amarilla, blanca, morada); peeled
 * garlic; daikon; russet 70; cremini and baby bella; chayote; strawberries; blueberries in 6 oz and 18 oz clamshells; 4
 * in brioche buns; 4.5 in sesame hamburger buns; shokupan and 食パン; 12 in flour tortillas; 6 in white corn tortillas;
 * large powder-free nitrile gloves and guantes talla G; heavy 18 in × 500 ft foil; 9×9 three-compartment foam hinged
 * containers and contenedor de unicel 3 divisiones; Coca-Cola in 12 oz cans and en lata; sparkling mineral water (San
 * Pellegrino and maden suyu).
 *
 * Look-alikes that must stay apart: 6 oz and 8 oz IQF breast and fresh breast; split frozen and whole fresh wings;
 * breaded tenders; 73/27, 80/20, 85/15 and 90/10 ground beef; lip-on and lip-off ribeye; outside skirt and flank;
 * chuck roll; skinless and skin-on pork belly; boneless and bone-in lamb leg; sucuk and Mexican chorizo; fresh
 * skin-on and frozen skinless salmon; 16/20 tail-on, 16/20 tail-off and 31/40 shrimp; LMPS and whole-milk shreds and
 * whole-milk loaf; sharp cheddar shreds; feta crumbles, feta block in brine and beyaz peynir (full and half fat);
 * kaşar; queso fresco, Oaxaca and cotija grated and block; salted and unsalted butter; large white, XL white and
 * large brown cage-free eggs; whole, 2 % and 1 % milk; heavy 40 %, whipping 36 %, half & half and buttermilk; sour
 * cream and crema mexicana; Greek nonfat, plain whole-milk and strained (süzme) yogurt; diced and petite diced, sauce
 * and paste; black and refried beans; garbanzo, red and green lentils; coarse and fine bulgur; long grain, Calrose,
 * sushi short grain, jasmine and baldo rice; mayonnaise and Kewpie; soy sauce, usukuchi and tamari; unseasoned and
 * seasoned rice vinegar; mirin and cooking sake; white and red miso; extra virgin and pure (riviera) olive oil;
 * canola, sunflower and sesame oil; lard; flour, masa harina and panko; ground and whole cumin; crushed red pepper
 * and pul biber; guajillo and ancho; tomato paste and hot and mild pepper paste; phyllo and fresh yufka; edamame in
 * pods and shelled mukimame; firm and silken tofu; full-size and half-cut nori; pickled sushi ginger and ginger root;
 * 3/8 straight-cut, 1/4 shoestring and crinkle-cut fries; romaine hearts and heads; iceberg and living butter lettuce;
 * spring mix and organic spring mix; baby arugula; curly and lacinato kale; Italian and curly parsley; Hass 48 and 60;
 * lemons 115 and 165; limes 175 and 230; 5x6, Roma, grape and cherry tomatoes and tomatillos; jalapeño, poblano,
 * green and red bell; yellow, white and red onions; russet 70 and Yukon gold; white and cremini mushrooms; brioche 4
 * in and brioche sliders, sesame and plain hamburger buns, hot dog buns; 12 in and 10 in flour and white and yellow
 * corn tortillas; baguettes, sourdough and shokupan; pita; large and medium nitrile gloves; 3- and 1-compartment
 * foam containers; cling film and foil; Coca-Cola in 12 oz cans and in 355 ml Mexican glass bottles.
 *
 * Conventions: catch weights per kg (priced per lb or kg, one pound or kilo to a line), #10 cans per each (six to a
 * line), counted produce (lemons, limes, avocados, lettuce heads and hearts, English cucumbers, grape and cherry
 * tomatoes by the pint), bunches, shiso leaves, eggs, nori sheets, gyoza, bread, buns, tortillas, pita, croissants
 * and disposables (a roll of foil or film is one, a pair of chopsticks is one) per each, liquids sold by volume (milk,
 * cream, buttermilk, oils, vinegars, soy sauces, mirin, sake, mayonnaise by the gallon, canned and bottled drinks,
 * ayran) per L, everything sold by net weight per kg (fry oil in 35 lb jibs, jugs and bidones, sour cream, yogurt and
 * crema in tubs or cups, Kewpie in 500 g bottles, sriracha in 28 oz bottles, miso, tofu, tahini, pastes, patties).
 * 351 offers, 206 same-product pairs on the same basis (206 products).
 * Blind figures (first run, before any tuning on it): precision 0.945, recall 0.748 (52 of 206 pairs missed, 8
 * shown similar), 16 similar pairs (8 wrong), unit price 96.3 %. By pair of catalogues (precision, recall, pairs):
 * Ridgeline + Sunrise Valley 1.000, 1.000, 6; Ridgeline + Maple Creek 1.000, 0.889, 9; Ridgeline + Hearthstone
 * 1.000, 1.000, 2; Ridgeline + ProMart 0.932, 0.872, 47; Ridgeline + Sakura 1.000, 0.625, 8; Ridgeline + Anadolu
 * 0.571, 0.400, 10; Ridgeline + El Sol 0.913, 0.840, 25; Sunrise Valley + Maple Creek 1.000, 1.000, 2; Sunrise
 * Valley + ProMart 0.923, 0.800, 15; Sunrise Valley + Sakura 1.000, 0.667, 3; Sunrise Valley + Anadolu 0.250, 0.333,
 * 3; Sunrise Valley + El Sol 0.917, 0.846, 13; Maple Creek + Hearthstone 1.000, 1.000, 2; Maple Creek + ProMart
 * 0.857, 1.000, 6; Maple Creek + Sakura 1.000, 1.000, 2; Maple Creek + Anadolu 0.333, 0.500, 4; Maple Creek + El Sol
 * 0.750, 0.750, 4; Hearthstone + ProMart 0.750, 1.000, 3; Hearthstone + Sakura 1.000, 0.000, 1; Hearthstone +
 * Anadolu 0.000, no pair (a wrong merge only); Hearthstone + El Sol 0.500, 1.000, 1; ProMart + Sakura 0.857, 1.000,
 * 6; ProMart + Anadolu 0.500, 0.364, 11; ProMart + El Sol 0.880, 0.815, 27; Sakura + Anadolu 0.000, no pair (a wrong
 * merge only); Sakura + El Sol 0.000, no pair (a wrong merge only); Anadolu + El Sol 0.375, 0.375, 8; Sunrise Valley
 * + Hearthstone share no product. The pairs of a pair of catalogues count those within each of the two as well (2 %
 * milk and half & half at Maple Creek).
 */
import { type CorpusOffer, each, floz, g, gal, kg, l, lb, ml, o, oz } from './offer.js';

const RF = 'Ridgeline Foodservice';
const SV = 'Sunrise Valley Produce';
const MC = 'Maple Creek Dairy';
const HB = 'Hearthstone Bakery Wholesale';
const PM = 'ProMart Cash & Carry';
const SK = 'Sakura Trading Co.';
const AG = 'Anadolu Gıda İthalat';
const ES = 'Distribuidora El Sol';

export const HELD_OUT_39: CorpusOffer[] = [
  // Ridgeline Foodservice: a US broadliner, ALL CAPS, the noun first, abbreviations, a slash pack column.
  o(
    RF,
    'CHKN BRST BNLS SKNLS 6OZ IQF',
    '4/10 LB',
    'CS',
    1,
    '118.00',
    'chicken breast boneless skinless 6 oz iqf',
    lb(40),
  ),
  o(
    RF,
    'CHKN BRST BNLS SKNLS 8OZ IQF',
    '4/10 LB',
    'CS',
    1,
    '114.00',
    'chicken breast boneless skinless 8 oz iqf',
    lb(40),
  ),
  o(
    RF,
    'CHKN BRST BNLS SKNLS FRSH JMBO',
    '4/10 LB',
    'CS',
    1,
    '121.00',
    'chicken breast boneless skinless fresh',
    lb(40),
  ),
  o(RF, 'CHKN THGH BNLS SKNLS FRSH', '4/10 LB', 'CS', 1, '94.00', 'chicken thigh boneless skinless fresh', lb(40)),
  o(RF, 'CHKN WING 1&2 JNT 6-8 CT FZN', '4/10 LB', 'CS', 1, '124.00', 'chicken wings split frozen', lb(40)),
  o(RF, 'CHKN TNDR BRD FC FZN', '4/5 LB', 'CS', 1, '68.00', 'chicken tenders breaded cooked frozen', lb(20)),
  o(RF, 'BEEF GRND 80/20 FRSH CHUB', '8/10 LB', 'CS', 1, '338.00', 'ground beef 80/20', lb(80)),
  o(RF, 'BEEF GRND 85/15 FRSH CHUB', '8/10 LB', 'CS', 1, '372.00', 'ground beef 85/15', lb(80)),
  o(RF, 'BEEF PATTY 80/20 4 OZ 4/1 FZN', '40/4 OZ', 'CS', 1, '44.00', 'beef patties 80/20 4 oz frozen', lb(10)),
  o(RF, 'BEEF RIBEYE LIP ON CH 112A', '2/15 LB AVG', 'LB', 1, '11.89', 'beef ribeye lip-on', lb(1)),
  o(RF, 'BEEF TNDRLN PSMO CH 189A', '6/6 LB AVG', 'LB', 1, '13.49', 'beef tenderloin psmo', lb(1)),
  o(RF, 'BEEF SKIRT OUTSIDE PLD CH 121C', '10/2.5 LB AVG', 'LB', 1, '12.29', 'beef skirt outside', lb(1)),
  o(RF, 'BEEF FLANK STEAK CH 193', '10/2 LB AVG', 'LB', 1, '9.49', 'beef flank steak', lb(1)),
  o(RF, 'PORK BUTT BNLS', '2/9 LB AVG', 'LB', 1, '2.49', 'pork butt boneless', lb(1)),
  o(RF, 'PORK BELLY SKNLS', '3/12 LB AVG', 'LB', 1, '3.89', 'pork belly skinless', lb(1)),
  o(RF, 'LAMB LEG BNLS NZ FZN', '4/4 LB AVG', 'LB', 1, '8.99', 'lamb leg boneless', lb(1)),
  o(RF, 'BACON LAYFLAT 18/22 SLCD SMKD', '1/15 LB', 'CS', 1, '72.00', 'bacon sliced 18/22', lb(15)),
  o(
    RF,
    'SALMON ATL FLT SKN ON PBO FRSH',
    '1/12 LB AVG',
    'LB',
    1,
    '8.79',
    'salmon atlantic fillet skin-on fresh',
    lb(1),
  ),
  o(RF, 'SHRIMP WHT P&D T/ON 16/20 RAW IQF', '5/2 LB', 'CS', 1, '96.00', 'shrimp 16/20 p&d tail-on', lb(10)),
  o(RF, 'SHRIMP WHT P&D T/OFF 16/20 RAW IQF', '5/2 LB', 'CS', 1, '94.00', 'shrimp 16/20 p&d tail-off', lb(10)),
  o(RF, 'CHS MOZZ LMPS SHRD FTHR', '4/5 LB', 'CS', 1, '64.00', 'mozzarella shredded lmps', lb(20)),
  o(RF, 'CHS MOZZ WM SHRD', '4/5 LB', 'CS', 1, '69.00', 'mozzarella shredded whole milk', lb(20)),
  o(RF, 'CHS CHDR SHARP YEL SHRD', '4/5 LB', 'CS', 1, '66.00', 'cheddar sharp yellow shredded', lb(20)),
  o(RF, 'CHS FETA CRMBL', '2/5 LB', 'CS', 1, '48.00', 'feta crumbled', lb(10)),
  o(RF, 'CHS CREAM LOAF', '10/3 LB', 'CS', 1, '79.00', 'cream cheese loaf', lb(30)),
  o(RF, 'CHS QUESO FRESCO', '12/12 OZ', 'CS', 1, '41.00', 'queso fresco', oz(144)),
  o(RF, 'BUTTER SOLID UNSLTD AA', '36/1 LB', 'CS', 1, '156.00', 'butter unsalted', lb(36)),
  o(RF, 'EGG SHELL LRG WHT GR A LSE', '15 DZ', 'CS', 1, '44.00', 'eggs large white', each(180)),
  o(RF, 'EGG LIQ WHL PAST', '12/2 LB', 'CS', 1, '47.00', 'egg liquid whole', lb(24)),
  o(RF, 'MILK 2% RDCD FAT', '4/1 GAL', 'CS', 1, '17.60', 'milk 2%', gal(4)),
  o(RF, 'CREAM HVY 40% UHT', '12/1 QT', 'CS', 1, '55.00', 'cream heavy 40%', gal(3)),
  o(RF, 'TOM DICED IN JCE #10', '6/#10', 'CS', 1, '30.00', 'tomatoes diced #10', each(6)),
  o(RF, 'TOM DICED PETITE #10', '6/#10', 'CS', 1, '33.00', 'tomatoes diced petite #10', each(6)),
  o(RF, 'TOM SAUCE FCY #10', '6/#10', 'CS', 1, '28.00', 'tomato sauce #10', each(6)),
  o(RF, 'BEAN BLACK #10', '6/#10', 'CS', 1, '29.00', 'beans black #10', each(6)),
  o(RF, 'BEAN PINTO DRY', '1/50 LB', 'BG', 1, '52.00', 'beans pinto dried', lb(50)),
  o(RF, 'BEAN GARBANZO DRY', '1/25 LB', 'BG', 1, '34.00', 'chickpeas dried', lb(25)),
  o(RF, 'KETCHUP FCY 33% #10', '6/#10', 'CS', 1, '36.00', 'ketchup #10', each(6)),
  o(RF, 'MAYONNAISE XHVY', '4/1 GAL', 'CS', 1, '58.00', 'mayonnaise', gal(4)),
  o(RF, 'SAUCE SOY NAT BREWED', '4/1 GAL', 'CS', 1, '44.00', 'soy sauce', gal(4)),
  o(RF, 'SAUCE SRIRACHA', '12/28 OZ', 'CS', 1, '49.00', 'sriracha', oz(336)),
  o(RF, 'OIL CANOLA FRY 35 LB JIB', '1/35 LB', 'JB', 1, '45.00', 'oil canola', lb(35)),
  o(RF, 'OIL OLIVE XVRGN', '4/1 GAL', 'CS', 1, '118.00', 'olive oil extra virgin', gal(4)),
  o(RF, 'OIL SESAME PURE', '4/56 FL OZ', 'CS', 1, '64.00', 'sesame oil', floz(224)),
  o(RF, 'VINEGAR RICE UNSEASONED', '4/1 GAL', 'CS', 1, '34.00', 'vinegar rice', gal(4)),
  o(RF, 'RICE LONG GRAIN', '1/50 LB', 'BG', 1, '31.00', 'rice long grain', lb(50)),
  o(RF, 'RICE CALROSE MED GRAIN', '1/50 LB', 'BG', 1, '39.00', 'rice calrose', lb(50)),
  o(RF, 'FLOUR AP BLCHD ENR', '1/50 LB', 'BG', 1, '22.00', 'flour all-purpose', lb(50)),
  o(RF, 'CRUMB BREAD PANKO JAPANESE STYLE', '1/25 LB', 'CS', 1, '46.00', 'panko', lb(25)),
  o(RF, 'SUGAR GRAN', '1/50 LB', 'BG', 1, '39.00', 'sugar granulated', lb(50)),
  o(RF, 'SALT KOSHER COARSE', '9/3 LB', 'CS', 1, '31.00', 'salt kosher', lb(27)),
  o(RF, 'SPICE CUMIN GRND', '1/5 LB', 'EA', 1, '34.00', 'cumin ground', lb(5)),
  o(RF, 'SPICE PEPPER RED CRUSHED', '1/5 LB', 'EA', 1, '29.00', 'red pepper crushed', lb(5)),
  o(RF, 'DOUGH FILLO SHEET #4 FZN', '24/1 LB', 'CS', 1, '78.00', 'phyllo dough', lb(24)),
  o(RF, 'EDAMAME IN POD FZN', '10/1 LB', 'CS', 1, '26.00', 'edamame in pod frozen', lb(10)),
  o(RF, 'FRIES 3/8 STR CUT', '6/5 LB', 'CS', 1, '39.00', 'fries 3/8 straight cut', lb(30)),
  o(RF, 'FRIES 1/4 SHOESTRING', '6/4.5 LB', 'CS', 1, '37.00', 'fries 1/4 shoestring', lb(27)),
  o(RF, 'AVOCADO HASS #1 48 CT', '1/48 CT', 'CS', 1, '58.00', 'avocado hass 48', each(48)),
  o(RF, 'LEMON FCY 115 CT', '1/115 CT', 'CS', 1, '44.00', 'lemons 115', each(115)),
  o(RF, 'LIME PERSIAN 175 CT', '1/175 CT', 'CS', 1, '36.00', 'limes 175', each(175)),
  o(RF, 'ONION YEL JMBO', '1/50 LB', 'BG', 1, '27.00', 'onion yellow jumbo', lb(50)),
  o(RF, 'LETTUCE ROMAINE 24 CT', '1/24 CT', 'CS', 1, '38.00', 'lettuce romaine heads', each(24)),
  o(RF, 'CILANTRO ICED', '1/30 BU', 'CS', 1, '21.00', 'cilantro', each(30)),
  o(RF, 'TORTILLA FLOUR 12 IN', '12/12 CT', 'CS', 1, '31.00', 'tortilla flour 12 in', each(144)),
  o(RF, 'TORTILLA CORN WHT 6 IN', '10/30 CT', 'CS', 1, '18.00', 'tortilla corn white 6 in', each(300)),
  o(RF, 'BUN BRIOCHE 4 IN SLCD', '8/6 CT', 'CS', 1, '34.00', 'bun brioche 4 in', each(48)),
  o(RF, 'GLOVE NITRILE PF LRG', '10/100 CT', 'CS', 1, '62.00', 'gloves nitrile large', each(1000)),
  o(RF, 'FOIL ROLL HVY 18 IN X 500 FT', '1/RL', 'RL', 1, '39.00', 'foil heavy 18 in x 500 ft', each(1)),
  o(RF, 'FILM CLING 18 IN X 2000 FT', '1/RL', 'RL', 1, '24.00', 'film cling 18 in x 2000 ft', each(1)),
  o(RF, 'CONTAINER FOAM HNGD 9X9 3 COMP', '2/100 CT', 'CS', 1, '44.00', 'container foam 9x9 3 compartment', each(200)),
  o(RF, 'CONTAINER FOAM HNGD 9X9 1 COMP', '2/100 CT', 'CS', 1, '42.00', 'container foam 9x9 1 compartment', each(200)),
  o(RF, 'SODA COKE CLASSIC CAN', '24/12 FL OZ', 'CS', 1, '15.90', 'coca-cola can 12 oz', floz(288)),
  // Sunrise Valley Produce: a specialty produce house, ALL CAPS, count and case make-up in the name.
  o(SV, 'LETTUCE ROMAINE HEARTS 3CT 12/CS', '12/3CT', 'CS', 1, '36.00', 'lettuce romaine hearts', each(36)),
  o(SV, 'LETTUCE ROMAINE 24CT', '24CT', 'CS', 1, '39.50', 'lettuce romaine heads', each(24)),
  o(SV, 'LETTUCE ICEBERG WRAPPED 24CT', '24CT', 'CS', 1, '34.00', 'lettuce iceberg', each(24)),
  o(SV, 'LETTUCE BUTTER LIVING HYDRO 12CT', '12CT', 'CS', 1, '27.00', 'lettuce butter living', each(12)),
  o(SV, 'SPRING MIX 3# CS', '3 LB', 'CS', 1, '14.50', 'spring mix', lb(3)),
  o(SV, 'ORG SPRING MIX 3# CS', '3 LB', 'CS', 1, '18.75', 'spring mix organic', lb(3)),
  o(SV, 'ARUGULA BABY 4# CS', '4 LB', 'CS', 1, '22.00', 'arugula baby', lb(4)),
  o(SV, 'KALE GREEN CURLY 24 BUNCH', '24CT', 'CS', 1, '28.00', 'kale green curly', each(24)),
  o(SV, 'KALE LACINATO (TUSCAN) 24 BUNCH', '24CT', 'CS', 1, '32.00', 'kale lacinato', each(24)),
  o(SV, 'CILANTRO 60CT', '60CT', 'CS', 1, '38.00', 'cilantro', each(60)),
  o(SV, 'PARSLEY ITALIAN FLAT 60CT', '60CT', 'CS', 1, '36.00', 'parsley italian', each(60)),
  o(SV, 'PARSLEY CURLY 60CT', '60CT', 'CS', 1, '33.00', 'parsley curly', each(60)),
  o(SV, 'MINT 1 DZ BUNCH', '12CT', 'CS', 1, '16.00', 'mint', each(12)),
  o(SV, 'GREEN ONION ICELESS 48CT', '48CT', 'CS', 1, '26.00', 'green onions', each(48)),
  o(SV, 'SHISO LEAF GREEN 100CT', '100CT', 'PK', 2, '9.50', 'shiso leaves', each(200)),
  o(SV, 'AVOCADO HASS 48CT RIPE', '48CT', 'CS', 1, '61.00', 'avocado hass 48', each(48)),
  o(SV, 'AVOCADO HASS 60CT', '60CT', 'CS', 1, '57.00', 'avocado hass 60', each(60)),
  o(SV, 'LEMON 165CT CHOICE', '165CT', 'CS', 1, '42.00', 'lemons 165', each(165)),
  o(SV, 'LEMON 115CT FANCY', '115CT', 'CS', 1, '46.00', 'lemons 115', each(115)),
  o(SV, 'LIME 175CT', '175CT', 'CS', 1, '34.50', 'limes 175', each(175)),
  o(SV, 'LIME 230CT', '230CT', 'CS', 1, '33.00', 'limes 230', each(230)),
  o(SV, 'TOMATO 5X6 2 LAYER 25#', '25 LB', 'CS', 1, '31.00', 'tomatoes 5x6', lb(25)),
  o(SV, 'TOMATO ROMA XL 25#', '25 LB', 'CS', 1, '28.00', 'tomatoes roma', lb(25)),
  o(SV, 'TOMATO GRAPE 12/1 PT', '12/1 PT', 'FLT', 1, '27.00', 'tomatoes grape', each(12)),
  o(SV, 'TOMATO CHERRY RED 12/1 PT', '12/1 PT', 'FLT', 1, '25.00', 'tomatoes cherry', each(12)),
  o(SV, 'TOMATILLO 25#', '25 LB', 'CS', 1, '33.00', 'tomatillo', lb(25)),
  o(SV, 'JALAPENO 10#', '10 LB', 'CS', 1, '14.00', 'jalapeno', lb(10)),
  o(SV, 'PEPPER POBLANO 10#', '10 LB', 'CS', 1, '19.00', 'pepper poblano', lb(10)),
  o(SV, 'PEPPER BELL GREEN XL 25#', '25 LB', 'CS', 1, '29.00', 'pepper bell green', lb(25)),
  o(SV, 'PEPPER BELL RED 11#', '11 LB', 'CS', 1, '27.00', 'pepper bell red', lb(11)),
  o(SV, 'ONION YELLOW JUMBO 50#', '50 LB', 'SK', 1, '26.00', 'onion yellow jumbo', lb(50)),
  o(SV, 'ONION WHITE JUMBO 50#', '50 LB', 'SK', 1, '34.00', 'onion white jumbo', lb(50)),
  o(SV, 'ONION RED JUMBO 25#', '25 LB', 'SK', 1, '21.00', 'onion red jumbo', lb(25)),
  o(SV, 'GARLIC PEELED 5# JAR', '5 LB', 'EA', 1, '17.00', 'garlic peeled', lb(5)),
  o(SV, 'GINGER ROOT 30#', '30 LB', 'CS', 1, '58.00', 'ginger root', lb(30)),
  o(SV, 'DAIKON RADISH 40#', '40 LB', 'CS', 1, '36.00', 'daikon', lb(40)),
  o(SV, 'POTATO RUSSET 70CT 50#', '50 LB', 'CS', 1, '29.00', 'potatoes russet 70', lb(50)),
  o(SV, 'POTATO YUKON GOLD B 50#', '50 LB', 'CS', 1, '38.00', 'potatoes yukon gold b', lb(50)),
  o(SV, 'MUSHROOM WHITE MED 10#', '10 LB', 'CS', 1, '24.00', 'mushrooms white', lb(10)),
  o(SV, 'MUSHROOM CREMINI 5#', '5 LB', 'CS', 1, '17.50', 'mushrooms cremini', lb(5)),
  o(SV, 'CUCUMBER ENGLISH 12CT', '12CT', 'CS', 1, '19.00', 'cucumber english', each(12)),
  o(SV, 'CARROT JUMBO 50#', '50 LB', 'SK', 1, '31.00', 'carrots jumbo', lb(50)),
  o(SV, 'BROCCOLI CROWNS 20#', '20 LB', 'CS', 1, '38.00', 'broccoli crowns', lb(20)),
  o(SV, 'CHAYOTE 40#', '40 LB', 'CS', 1, '32.00', 'chayote', lb(40)),
  o(SV, 'STRAWBERRY 8/1 LB', '8/1 LB', 'FLT', 1, '26.00', 'strawberries', lb(8)),
  o(SV, 'BLUEBERRY 12/6 OZ', '12/6 OZ', 'FLT', 1, '33.00', 'blueberries', oz(72)),
  // Maple Creek Dairy: a dairy distributor, title case, the container in the name.
  o(MC, 'Whole Milk Vitamin D Gallon', '4/1 gal', 'CS', 1, '18.20', 'milk whole', gal(4)),
  o(MC, 'Reduced Fat 2% Milk Gallon', '4/1 gal', 'CS', 1, '17.40', 'milk 2%', gal(4)),
  o(MC, 'Lowfat 1% Milk Gallon', '4/1 gal', 'CS', 1, '17.10', 'milk 1%', gal(4)),
  o(MC, 'Reduced Fat 2% Milk Half Gallon', '9/½ gal', 'CS', 1, '20.70', 'milk 2%', gal(4.5)),
  o(MC, 'Heavy Cream 40% Quart', '12/1 qt', 'CS', 1, '56.40', 'cream heavy 40%', gal(3)),
  o(MC, 'Whipping Cream 36% Quart', '12/1 qt', 'CS', 1, '51.00', 'cream whipping 36%', gal(3)),
  o(MC, 'Half & Half Quart', '12/1 qt', 'CS', 1, '29.40', 'half and half', gal(3)),
  o(MC, 'Half & Half Half Gallon', '6/½ gal', 'CS', 1, '27.60', 'half and half', gal(3)),
  o(MC, 'Cultured Buttermilk Quart', '12/1 qt', 'CS', 1, '26.40', 'buttermilk', gal(3)),
  o(MC, 'Sour Cream 5 lb Tub', '2/5 lb', 'CS', 1, '21.00', 'sour cream', lb(10)),
  o(MC, 'Cream Cheese Loaf 3 lb', '10/3 lb', 'CS', 1, '81.00', 'cream cheese loaf', lb(30)),
  o(MC, 'Butter Unsalted Grade AA Solids', '36/1 lb', 'CS', 1, '158.40', 'butter unsalted', lb(36)),
  o(MC, 'Butter Salted Grade AA Solids', '36/1 lb', 'CS', 1, '154.80', 'butter salted', lb(36)),
  o(MC, 'Large Eggs Grade A White Loose Pack', '15 doz', 'CS', 1, '45.00', 'eggs large white', each(180)),
  o(MC, 'Extra Large Eggs Grade A White', '15 doz', 'CS', 1, '49.50', 'eggs xl white', each(180)),
  o(MC, 'Large Brown Eggs Cage Free', '15 doz', 'CS', 1, '62.00', 'eggs large brown cage-free', each(180)),
  o(MC, 'Liquid Whole Eggs Carton', '6/5 lb', 'CS', 1, '57.00', 'egg liquid whole', lb(30)),
  o(MC, 'Greek Yogurt Plain Nonfat', '4/32 oz', 'CS', 1, '17.60', 'yogurt greek plain nonfat', oz(128)),
  o(MC, 'Plain Yogurt Whole Milk 5 lb Tub', '2/5 lb', 'CS', 1, '15.00', 'yogurt plain whole milk', lb(10)),
  o(MC, 'Mexican Style Crema', '12/15 oz', 'CS', 1, '34.00', 'crema mexicana', oz(180)),
  // Hearthstone Bakery Wholesale: a wholesale bakery, ALL CAPS, sizes in inches, bags per case and pieces per bag.
  o(HB, 'BUN BRIOCHE 4" SLICED', '8/6 CT', 'CS', 1, '32.00', 'bun brioche 4 in', each(48)),
  o(HB, 'BUN BRIOCHE SLIDER 2.5"', '12/12 CT', 'CS', 1, '36.00', 'bun brioche slider', each(144)),
  o(HB, 'BUN HAMBURGER 4.5" SESAME SLICED', '8/12 CT', 'CS', 1, '26.00', 'bun hamburger 4.5 in sesame', each(96)),
  o(HB, 'BUN HAMBURGER 4.5" PLAIN SLICED', '8/12 CT', 'CS', 1, '25.00', 'bun hamburger 4.5 in plain', each(96)),
  o(HB, 'BUN HOT DOG 6" TOP SLICED', '12/12 CT', 'CS', 1, '28.00', 'bun hot dog 6 in', each(144)),
  o(HB, 'TORTILLA FLOUR 12"', '12/12 CT', 'CS', 1, '29.50', 'tortilla flour 12 in', each(144)),
  o(HB, 'TORTILLA FLOUR 10"', '12/12 CT', 'CS', 1, '24.00', 'tortilla flour 10 in', each(144)),
  o(HB, 'BAGUETTE PAR-BAKED 22"', '24 CT', 'CS', 1, '34.00', 'baguette par-baked', each(24)),
  o(HB, 'BREAD SOURDOUGH SLICED 24 OZ', '6 LOAVES', 'CS', 1, '27.00', 'bread sourdough sliced', each(6)),
  o(HB, 'BREAD SHOKUPAN MILK SLICED', '6 LOAVES', 'CS', 1, '36.00', 'bread shokupan', each(6)),
  o(
    HB,
    'CROISSANT BUTTER 3 OZ UNBAKED FRZ',
    '60 CT',
    'CS',
    1,
    '54.00',
    'croissant butter unbaked frozen 3 oz',
    each(60),
  ),
  o(HB, 'PITA WHITE 7" POCKET', '12/10 CT', 'CS', 1, '21.00', 'pita white 7 in', each(120)),
  // ProMart Cash & Carry: a cash-and-carry's shelf list, long title-case names, the kind after commas, brands.
  o(
    PM,
    'Chicken Breast, Boneless Skinless, Fresh, Jumbo',
    'approx. 40 lb',
    'LB',
    1,
    '2.99',
    'chicken breast boneless skinless fresh',
    lb(1),
  ),
  o(
    PM,
    'Chicken Breast Fillets, Boneless Skinless, 6 oz, IQF',
    '4 x 10 lb',
    'CS',
    1,
    '121.50',
    'chicken breast boneless skinless 6 oz iqf',
    lb(40),
  ),
  o(
    PM,
    'Chicken Thighs, Boneless Skinless, Fresh',
    'approx. 40 lb',
    'LB',
    1,
    '2.29',
    'chicken thigh boneless skinless fresh',
    lb(1),
  ),
  o(
    PM,
    'Jumbo Party Wings, 1st & 2nd Joint, Frozen',
    '4 x 10 lb',
    'CS',
    1,
    '128.00',
    'chicken wings split frozen',
    lb(40),
  ),
  o(PM, 'Whole Chicken Wings, Fresh', 'approx. 40 lb', 'LB', 1, '2.89', 'chicken wings whole fresh', lb(1)),
  o(PM, 'Ground Beef 80/20, Fresh, 10 lb Chub', '3 x 10 lb', 'CS', 1, '129.00', 'ground beef 80/20', lb(30)),
  o(PM, 'Ground Beef 85/15, Fresh, 10 lb Chub', '10 lb', 'EA', 2, '46.50', 'ground beef 85/15', lb(20)),
  o(PM, 'Ground Beef 73/27, Fresh, 10 lb Chub', '10 lb', 'EA', 1, '36.00', 'ground beef 73/27', lb(10)),
  o(
    PM,
    'Beef Burger Patties 80/20, 4 oz (4:1), Frozen',
    '10 lb',
    'BOX',
    1,
    '45.90',
    'beef patties 80/20 4 oz frozen',
    lb(10),
  ),
  o(PM, 'Beef Ribeye, Lip-On, Choice', 'approx. 15 lb', 'LB', 1, '11.49', 'beef ribeye lip-on', lb(1)),
  o(PM, 'Beef Ribeye, Boneless, Choice, Lip-Off', 'approx. 12 lb', 'LB', 1, '12.99', 'beef ribeye lip-off', lb(1)),
  o(PM, 'Beef Tenderloin, PSMO, Choice', 'approx. 6 lb', 'LB', 1, '12.99', 'beef tenderloin psmo', lb(1)),
  o(PM, 'Beef Outside Skirt Steak, Peeled, Choice', 'approx. 12 lb', 'LB', 1, '11.99', 'beef skirt outside', lb(1)),
  o(PM, 'Pork Butt, Boneless', 'approx. 18 lb', 'LB', 1, '2.39', 'pork butt boneless', lb(1)),
  o(PM, 'Pork Belly, Skin-On', 'approx. 12 lb', 'LB', 1, '3.49', 'pork belly skin-on', lb(1)),
  o(
    PM,
    'Atlantic Salmon Fillet, Skin-On, Fresh',
    'approx. 3 lb',
    'LB',
    1,
    '8.49',
    'salmon atlantic fillet skin-on fresh',
    lb(1),
  ),
  o(
    PM,
    'Atlantic Salmon Fillet, Skinless, Frozen',
    '10 lb',
    'BOX',
    1,
    '79.00',
    'salmon atlantic fillet skinless frozen',
    lb(10),
  ),
  o(
    PM,
    'Shrimp 16/20, Peeled & Deveined, Tail-On, Raw',
    '2 lb bag',
    'BAG',
    5,
    '19.50',
    'shrimp 16/20 p&d tail-on',
    lb(10),
  ),
  o(
    PM,
    'Shrimp 16/20, Peeled & Deveined, Tail-Off, Raw',
    '2 lb bag',
    'BAG',
    5,
    '19.00',
    'shrimp 16/20 p&d tail-off',
    lb(10),
  ),
  o(
    PM,
    'Shrimp 31/40, Peeled & Deveined, Tail-On, Raw',
    '2 lb bag',
    'BAG',
    1,
    '13.50',
    'shrimp 31/40 p&d tail-on',
    lb(2),
  ),
  o(
    PM,
    'Mozzarella Cheese, Shredded, Low Moisture Part Skim',
    '4 x 5 lb',
    'CS',
    1,
    '62.90',
    'mozzarella shredded lmps',
    lb(20),
  ),
  o(PM, 'Whole Milk Mozzarella Loaf', '6 lb', 'EA', 1, '21.00', 'mozzarella loaf whole milk', lb(6)),
  o(PM, 'Feta Cheese Crumbles', '5 lb', 'BAG', 1, '23.50', 'feta crumbled', lb(5)),
  o(PM, 'Feta Cheese in Brine, Block', '2 x 4 lb', 'CS', 1, '38.00', 'feta block in brine', lb(8)),
  o(PM, 'Philadelphia Cream Cheese Loaf', '3 lb', 'EA', 10, '8.40', 'cream cheese loaf', lb(30)),
  o(PM, 'Large White Eggs, Grade A', '15 dozen', 'CS', 1, '43.50', 'eggs large white', each(180)),
  o(PM, 'Heavy Whipping Cream 40%', '½ gallon', 'EA', 6, '9.20', 'cream heavy 40%', gal(3)),
  o(PM, 'Whole Milk', '1 gallon', 'EA', 4, '4.49', 'milk whole', gal(4)),
  o(PM, 'Diced Tomatoes in Juice, #10 Can', '6 ct', 'CS', 1, '29.50', 'tomatoes diced #10', each(6)),
  o(PM, 'Tomato Sauce, #10 Can', '1 can', 'EA', 6, '4.60', 'tomato sauce #10', each(6)),
  o(PM, 'Black Beans, #10 Can', '6 ct', 'CS', 1, '30.00', 'beans black #10', each(6)),
  o(PM, 'Heinz Ketchup, #10 Can', '6 ct', 'CS', 1, '42.00', 'ketchup #10', each(6)),
  o(PM, "Hellmann's Real Mayonnaise", '1 gallon', 'JAR', 4, '16.50', 'mayonnaise', gal(4)),
  o(PM, 'Kewpie Japanese Mayonnaise', '17.64 oz', 'EA', 12, '6.90', 'mayonnaise japanese', oz(211.68)),
  o(PM, 'Kikkoman Soy Sauce', '1 gallon', 'JUG', 4, '14.90', 'soy sauce', gal(4)),
  o(PM, 'Huy Fong Sriracha Hot Chili Sauce', '28 oz', 'EA', 12, '4.40', 'sriracha', oz(336)),
  o(PM, 'La Costeña Chipotle Peppers in Adobo Sauce', '7 oz', 'EA', 12, '1.79', 'chipotle in adobo', oz(84)),
  o(PM, 'Canola Frying Oil', '35 lb', 'JUG', 1, '43.50', 'oil canola', lb(35)),
  o(PM, 'Extra Virgin Olive Oil', '3 L', 'TIN', 4, '31.00', 'olive oil extra virgin', l(12)),
  o(PM, 'Pure Olive Oil', '3 L', 'TIN', 4, '26.00', 'olive oil pure', l(12)),
  o(PM, 'Tahini Sesame Paste', '2 lb', 'JAR', 6, '8.90', 'tahini', lb(12)),
  o(PM, 'Calrose Rice, Medium Grain', '50 lb', 'BAG', 1, '37.50', 'rice calrose', lb(50)),
  o(PM, 'Jasmine Rice', '50 lb', 'BAG', 1, '44.00', 'rice jasmine', lb(50)),
  o(PM, 'Long Grain White Rice', '50 lb', 'BAG', 1, '30.00', 'rice long grain', lb(50)),
  o(PM, 'All Purpose Flour', '50 lb', 'BAG', 1, '21.50', 'flour all-purpose', lb(50)),
  o(PM, 'Granulated Sugar', '50 lb', 'BAG', 1, '38.00', 'sugar granulated', lb(50)),
  o(PM, 'Diamond Crystal Kosher Salt', '3 lb', 'BOX', 9, '3.60', 'salt kosher', lb(27)),
  o(PM, 'Ground Cumin', '16 oz', 'JAR', 1, '7.20', 'cumin ground', oz(16)),
  o(PM, 'Panko Bread Crumbs', '25 lb', 'BOX', 1, '44.00', 'panko', lb(25)),
  o(PM, 'Straight Cut Fries 3/8", Frozen', '6 x 5 lb', 'CS', 1, '37.90', 'fries 3/8 straight cut', lb(30)),
  o(PM, 'Crinkle Cut Fries, Frozen', '6 x 5 lb', 'CS', 1, '35.00', 'fries crinkle cut', lb(30)),
  o(PM, 'Edamame in Pods, Frozen', '5 lb', 'BAG', 2, '13.00', 'edamame in pod frozen', lb(10)),
  o(PM, 'Hass Avocados, 48 ct', '48 ct', 'CS', 1, '59.00', 'avocado hass 48', each(48)),
  o(PM, 'Limes', '175 ct', 'CS', 1, '35.00', 'limes 175', each(175)),
  o(PM, 'Lemons', '165 ct', 'CS', 1, '41.00', 'lemons 165', each(165)),
  o(PM, 'Romaine Hearts', '3 ct', 'PK', 12, '3.10', 'lettuce romaine hearts', each(36)),
  o(PM, 'Iceberg Lettuce', '24 ct', 'CS', 1, '33.00', 'lettuce iceberg', each(24)),
  o(PM, 'Jumbo Yellow Onions', '50 lb', 'BAG', 1, '25.00', 'onion yellow jumbo', lb(50)),
  o(PM, 'Red Onions', '25 lb', 'BAG', 1, '20.00', 'onion red jumbo', lb(25)),
  o(PM, 'Cilantro', '1 bunch', 'EA', 30, '0.75', 'cilantro', each(30)),
  o(PM, 'Jalapeño Peppers', '10 lb', 'CS', 1, '13.50', 'jalapeno', lb(10)),
  o(PM, 'Roma Tomatoes', '25 lb', 'CS', 1, '27.00', 'tomatoes roma', lb(25)),
  o(PM, 'Baby Bella Mushrooms (Cremini)', '5 lb', 'CS', 1, '16.90', 'mushrooms cremini', lb(5)),
  o(PM, 'Peeled Garlic', '5 lb', 'JAR', 1, '16.50', 'garlic peeled', lb(5)),
  o(PM, 'Russet Potatoes 70 ct', '50 lb', 'CS', 1, '28.00', 'potatoes russet 70', lb(50)),
  o(PM, 'Strawberries', '8 x 1 lb', 'FLAT', 1, '24.00', 'strawberries', lb(8)),
  o(PM, 'Blueberries', '18 oz', 'EA', 6, '5.90', 'blueberries', oz(108)),
  o(PM, 'Flour Tortillas 12"', '12 ct', 'PK', 12, '2.60', 'tortilla flour 12 in', each(144)),
  o(PM, 'Brioche Buns 4", Sliced', '6 ct', 'PK', 8, '4.20', 'bun brioche 4 in', each(48)),
  o(PM, 'Sesame Hamburger Buns 4.5"', '12 ct', 'PK', 8, '3.30', 'bun hamburger 4.5 in sesame', each(96)),
  o(PM, 'Nitrile Gloves, Powder-Free, Large', '100 ct', 'BOX', 10, '6.40', 'gloves nitrile large', each(1000)),
  o(PM, 'Nitrile Gloves, Powder-Free, Medium', '100 ct', 'BOX', 10, '6.40', 'gloves nitrile medium', each(1000)),
  o(PM, 'Heavy Duty Aluminum Foil Roll 18" x 500\'', '1 roll', 'EA', 1, '37.50', 'foil heavy 18 in x 500 ft', each(1)),
  o(
    PM,
    'Foam Hinged Container 9x9, 3 Compartment',
    '200 ct',
    'CS',
    1,
    '41.00',
    'container foam 9x9 3 compartment',
    each(200),
  ),
  o(PM, 'Coca-Cola Classic, 12 oz Cans', '24 pk', 'CS', 1, '16.50', 'coca-cola can 12 oz', floz(288)),
  o(PM, 'San Pellegrino Sparkling Mineral Water', '24 x 500 ml', 'CS', 1, '24.00', 'water sparkling mineral', l(12)),
  // Sakura Trading Co.: a Japanese restaurant supplier, ALL CAPS romaji or English then the Japanese, packs glued.
  o(SK, 'SUSHI RICE SHORT GRAIN 寿司米', '15LB', 'BAG', 4, '21.00', 'rice short grain sushi', lb(60)),
  o(SK, 'CALROSE RICE MEDIUM GRAIN 中粒米', '50LB', 'BAG', 1, '38.50', 'rice calrose', lb(50)),
  o(SK, 'KOME-ZU RICE VINEGAR 米酢', '4/1GAL', 'CS', 1, '36.00', 'vinegar rice', gal(4)),
  o(SK, 'SUSHI-ZU SEASONED RICE VINEGAR すし酢', '6/1.8L', 'CS', 1, '42.00', 'vinegar rice seasoned', l(10.8)),
  o(SK, 'KIKKOMAN SHOYU 醤油', '4/1GAL', 'CS', 1, '58.00', 'soy sauce', gal(4)),
  o(SK, 'USUKUCHI LIGHT COLOR SOY 薄口醤油', '6/1.8L', 'CS', 1, '54.00', 'soy sauce usukuchi', l(10.8)),
  o(SK, 'TAMARI GLUTEN FREE たまり醤油', '4/1GAL', 'CS', 1, '76.00', 'soy sauce tamari', gal(4)),
  o(SK, 'HON MIRIN 本みりん', '6/1.8L', 'CS', 1, '66.00', 'mirin', l(10.8)),
  o(SK, 'RYORISHU COOKING SAKE 料理酒', '6/1.8L', 'CS', 1, '39.00', 'sake cooking', l(10.8)),
  o(SK, 'SHIRO MISO WHITE 白味噌', '6/2.2LB', 'CS', 1, '48.00', 'miso white', lb(13.2)),
  o(SK, 'AKA MISO RED 赤味噌', '6/2.2LB', 'CS', 1, '46.00', 'miso red', lb(13.2)),
  o(SK, 'PANKO BREAD CRUMB パン粉', '25LB', 'CS', 1, '47.00', 'panko', lb(25)),
  o(SK, 'YAKI NORI FULL SIZE 焼きのり', '10/50SHT', 'CS', 1, '89.00', 'nori full sheets', each(500)),
  o(SK, 'YAKI NORI HALF CUT 焼きのり半切', '10/100SHT', 'CS', 1, '92.00', 'nori half sheets', each(1000)),
  o(SK, 'EDAMAME IN POD FROZEN 枝豆', '20/1LB', 'CS', 1, '49.00', 'edamame in pod frozen', lb(20)),
  o(SK, 'MUKIMAME SHELLED EDAMAME むき枝豆', '20/1LB', 'CS', 1, '56.00', 'edamame shelled frozen', lb(20)),
  o(SK, 'TOFU FIRM 木綿豆腐', '12/14OZ', 'CS', 1, '21.00', 'tofu firm', oz(168)),
  o(SK, 'TOFU SILKEN SOFT 絹ごし豆腐', '12/14OZ', 'CS', 1, '21.00', 'tofu silken', oz(168)),
  o(SK, 'KATSUOBUSHI BONITO FLAKES 花かつお', '500G', 'BAG', 2, '24.00', 'bonito flakes', g(1000)),
  o(SK, 'DASHI KOMBU 出汁昆布', '1KG', 'BAG', 1, '38.00', 'kombu', kg(1)),
  o(SK, 'WASABI POWDER 粉わさび', '1KG', 'BAG', 1, '26.00', 'wasabi powder', kg(1)),
  o(SK, 'GARI SUSHI GINGER PICKLED ガリ', '1KG', 'BAG', 10, '6.20', 'ginger pickled sushi', kg(10)),
  o(SK, 'GOMA ABURA PURE SESAME OIL 胡麻油', '4/56FLOZ', 'CS', 1, '66.00', 'sesame oil', floz(224)),
  o(SK, 'KEWPIE MAYONNAISE キユーピーマヨネーズ', '12/500G', 'CS', 1, '80.00', 'mayonnaise japanese', g(6000)),
  o(SK, 'GYOZA PORK FROZEN 豚餃子', '50PC', 'BAG', 12, '7.50', 'gyoza pork frozen', each(600)),
  o(SK, 'SANUKI UDON FROZEN 冷凍讃岐うどん', '5/250G', 'BAG', 6, '6.80', 'udon frozen', g(7500)),
  o(SK, 'OHBA SHISO LEAF 大葉', '100PC', 'PK', 2, '9.90', 'shiso leaves', each(200)),
  o(SK, 'DAIKON RADISH 大根', '40LB', 'CS', 1, '35.00', 'daikon', lb(40)),
  o(SK, 'NEGI GREEN ONION 青ねぎ', '48BUNCH', 'CS', 1, '27.00', 'green onions', each(48)),
  o(SK, 'SHOKUPAN MILK BREAD 食パン', '6LOAF', 'CS', 1, '38.00', 'bread shokupan', each(6)),
  o(
    SK,
    'SALMON ATLANTIC FILLET SKIN ON サーモン',
    '~12LB',
    'LB',
    1,
    '9.20',
    'salmon atlantic fillet skin-on fresh',
    lb(1),
  ),
  o(SK, 'PORK BELLY SKINLESS 豚バラ', '~12LB', 'LB', 1, '4.10', 'pork belly skinless', lb(1)),
  o(SK, 'WAREBASHI CHOPSTICKS 9" 割り箸', '3000PR', 'CS', 1, '42.00', 'chopsticks 9 in', each(3000)),
  // Anadolu Gıda İthalat: a Turkish importer, Turkish only, decimal commas.
  o(
    AG,
    'Tavuk göğsü, kemiksiz derisiz, taze',
    'koli ~18 kg',
    'KG',
    1,
    '6.40',
    'chicken breast boneless skinless fresh',
    kg(1),
  ),
  o(AG, 'Tavuk kanat, bütün, taze', 'koli ~18 kg', 'KG', 1, '6.10', 'chicken wings whole fresh', kg(1)),
  o(AG, 'Dana kıyma %20 yağlı', 'paket 5 kg', 'PK', 2, '39.00', 'ground beef 80/20', kg(10)),
  o(AG, 'Dana kıyma %15 yağlı', 'paket 5 kg', 'PK', 2, '43.00', 'ground beef 85/15', kg(10)),
  o(AG, 'Kuzu but, kemikli', 'parça ~3 kg', 'KG', 1, '15.90', 'lamb leg bone-in', kg(1)),
  o(AG, 'Kuzu but, kemiksiz', 'parça ~2 kg', 'KG', 1, '19.50', 'lamb leg boneless', kg(1)),
  o(AG, 'Sucuk, dana, kangal', 'kangal ~1 kg', 'KG', 1, '14.50', 'sucuk beef', kg(1)),
  o(AG, 'Beyaz peynir, tam yağlı, salamura', 'teneke 16 kg', 'TNK', 1, '148.00', 'beyaz peynir', kg(16)),
  o(AG, 'Beyaz peynir, yarım yağlı', 'teneke 16 kg', 'TNK', 1, '128.00', 'beyaz peynir half fat', kg(16)),
  o(AG, 'Kaşar peyniri, taze', 'kalıp 2 kg', 'KLP', 4, '17.50', 'kasar cheese', kg(8)),
  o(AG, 'Süzme yoğurt, tam yağlı', 'kova 10 kg', 'KV', 1, '46.00', 'yogurt strained whole milk', kg(10)),
  o(AG, 'Yoğurt, tam yağlı', 'kova 10 kg', 'KV', 1, '29.00', 'yogurt plain whole milk', kg(10)),
  o(AG, 'Tereyağı, tuzsuz', 'koli 20 x 500 g', 'KL', 1, '104.00', 'butter unsalted', kg(10)),
  o(AG, 'Naturel sızma zeytinyağı', 'teneke 5 l', 'TNK', 4, '38.00', 'olive oil extra virgin', l(20)),
  o(AG, 'Riviera zeytinyağı', 'teneke 5 l', 'TNK', 4, '29.00', 'olive oil pure', l(20)),
  o(AG, 'Ayçiçek yağı', 'bidon 18 l', 'BDN', 1, '41.00', 'oil sunflower', l(18)),
  o(AG, 'Nohut, kuru, iri', 'çuval 25 kg', 'ÇVL', 1, '52.00', 'chickpeas dried', kg(25)),
  o(AG, 'Kırmızı mercimek', 'çuval 25 kg', 'ÇVL', 1, '44.00', 'lentils red', kg(25)),
  o(AG, 'Yeşil mercimek', 'çuval 25 kg', 'ÇVL', 1, '49.00', 'lentils green', kg(25)),
  o(AG, 'Pilavlık bulgur, iri', 'çuval 25 kg', 'ÇVL', 1, '36.00', 'bulgur coarse', kg(25)),
  o(AG, 'Köftelik bulgur, ince', 'çuval 25 kg', 'ÇVL', 1, '36.00', 'bulgur fine', kg(25)),
  o(AG, 'Baldo pirinç', 'çuval 25 kg', 'ÇVL', 1, '58.00', 'rice baldo', kg(25)),
  o(AG, 'Toz şeker', 'çuval 25 kg', 'ÇVL', 1, '42.00', 'sugar granulated', kg(25)),
  o(AG, 'Kimyon, öğütülmüş', 'paket 1 kg', 'PK', 5, '12.50', 'cumin ground', kg(5)),
  o(AG, 'Kimyon, tane', 'paket 1 kg', 'PK', 5, '11.00', 'cumin whole', kg(5)),
  o(AG, 'Pul biber', 'paket 1 kg', 'PK', 5, '13.00', 'pul biber', kg(5)),
  o(AG, 'Sumak', 'paket 1 kg', 'PK', 5, '12.00', 'sumac', kg(5)),
  o(AG, 'Tahin', 'kova 10 kg', 'KV', 1, '78.00', 'tahini', kg(10)),
  o(AG, 'Nar ekşisi', 'koli 12 x 700 g', 'KL', 1, '54.00', 'pomegranate molasses', g(8400)),
  o(AG, 'Domates salçası', 'teneke 4,3 kg', 'TNK', 6, '14.50', 'tomato paste', kg(25.8)),
  o(AG, 'Biber salçası, acı', 'teneke 4,3 kg', 'TNK', 6, '17.00', 'pepper paste hot', kg(25.8)),
  o(AG, 'Biber salçası, tatlı', 'teneke 4,3 kg', 'TNK', 6, '16.50', 'pepper paste mild', kg(25.8)),
  o(AG, 'Baklavalık yufka (filo), dondurulmuş', 'koli 12 x 500 g', 'KL', 1, '39.00', 'phyllo dough', kg(6)),
  o(AG, 'Yufka, taze, 60 cm', 'koli 10 x 500 g', 'KL', 1, '24.00', 'yufka', kg(5)),
  o(AG, 'Maydanoz, düz yaprak', 'koli 60 demet', 'KL', 1, '37.00', 'parsley italian', each(60)),
  o(AG, 'Nane, taze', 'koli 12 demet', 'KL', 1, '15.50', 'mint', each(12)),
  o(AG, 'Limon', 'koli 165 adet', 'KL', 1, '43.00', 'lemons 165', each(165)),
  o(AG, 'Ayran', 'koli 20 x 250 ml', 'KL', 1, '11.00', 'ayran', l(5)),
  o(AG, 'Maden suyu, sade', 'koli 24 x 200 ml', 'KL', 1, '9.60', 'water sparkling mineral', ml(4800)),
  // Distribuidora El Sol: a Hispanic wholesaler, Spanish (Mexican usage), sizes in US units.
  o(
    ES,
    'Pechuga de pollo sin hueso y sin piel, fresca',
    'caja 40 lb',
    'CJ',
    1,
    '118.00',
    'chicken breast boneless skinless fresh',
    lb(40),
  ),
  o(
    ES,
    'Pechuga de pollo sin hueso, IQF 6 oz',
    'caja 4 x 10 lb',
    'CJ',
    1,
    '119.00',
    'chicken breast boneless skinless 6 oz iqf',
    lb(40),
  ),
  o(
    ES,
    'Muslo de pollo sin hueso y sin piel, fresco',
    'caja 40 lb',
    'CJ',
    1,
    '92.00',
    'chicken thigh boneless skinless fresh',
    lb(40),
  ),
  o(ES, 'Alitas de pollo enteras, frescas', 'caja 40 lb', 'CJ', 1, '112.00', 'chicken wings whole fresh', lb(40)),
  o(ES, 'Carne molida de res 80/20', 'chub 10 lb', 'PZ', 3, '42.00', 'ground beef 80/20', lb(30)),
  o(ES, 'Carne molida de res 90/10', 'chub 10 lb', 'PZ', 1, '54.00', 'ground beef 90/10', lb(10)),
  o(ES, 'Arrachera de res (outside skirt), limpia', '~2.5 lb pieza', 'LB', 1, '11.80', 'beef skirt outside', lb(1)),
  o(ES, 'Diezmillo de res para asar', '~10 lb', 'LB', 1, '6.90', 'beef chuck roll', lb(1)),
  o(ES, 'Espaldilla de cerdo sin hueso (pork butt)', '~9 lb pieza', 'LB', 1, '2.45', 'pork butt boneless', lb(1)),
  o(ES, 'Chorizo de cerdo mexicano', 'caja 12 x 1 lb', 'CJ', 1, '42.00', 'chorizo mexican pork', lb(12)),
  o(ES, 'Lengua de res', '~3 lb pieza', 'LB', 1, '8.90', 'beef tongue', lb(1)),
  o(ES, 'Queso fresco', 'caja 12 x 12 oz', 'CJ', 1, '39.50', 'queso fresco', oz(144)),
  o(ES, 'Queso Oaxaca', 'bola 5 lb', 'PZ', 2, '19.50', 'queso oaxaca', lb(10)),
  o(ES, 'Queso cotija rallado', 'bolsa 5 lb', 'BL', 2, '24.00', 'cotija grated', lb(10)),
  o(ES, 'Queso cotija en bloque', 'bloque 5 lb', 'PZ', 2, '22.00', 'cotija block', lb(10)),
  o(ES, 'Crema mexicana', 'caja 12 x 15 oz', 'CJ', 1, '35.00', 'crema mexicana', oz(180)),
  o(ES, 'Huevo blanco grande', 'caja 15 docenas', 'CJ', 1, '44.50', 'eggs large white', each(180)),
  o(ES, 'Tortillas de maíz blancas 6 pulg.', 'caja 10 x 30', 'CJ', 1, '17.50', 'tortilla corn white 6 in', each(300)),
  o(
    ES,
    'Tortillas de maíz amarillas 6 pulg.',
    'caja 10 x 30',
    'CJ',
    1,
    '17.50',
    'tortilla corn yellow 6 in',
    each(300),
  ),
  o(ES, 'Tortillas de harina 12 pulg.', 'caja 12 x 12', 'CJ', 1, '30.00', 'tortilla flour 12 in', each(144)),
  o(ES, 'Frijol negro entero, lata #10', 'caja 6 latas', 'CJ', 1, '28.50', 'beans black #10', each(6)),
  o(ES, 'Frijoles refritos, lata #10', 'caja 6 latas', 'CJ', 1, '34.00', 'beans refried #10', each(6)),
  o(ES, 'Frijol pinto', 'costal 50 lb', 'CS', 1, '50.00', 'beans pinto dried', lb(50)),
  o(ES, 'Garbanzo seco', 'costal 25 lb', 'CS', 1, '33.00', 'chickpeas dried', lb(25)),
  o(ES, 'Chiles chipotles adobados', 'caja 12 latas de 7 oz', 'CJ', 1, '20.50', 'chipotle in adobo', oz(84)),
  o(ES, 'Chile guajillo seco', 'bolsa 5 lb', 'BL', 1, '34.00', 'chile guajillo dried', lb(5)),
  o(ES, 'Chile ancho seco', 'bolsa 5 lb', 'BL', 1, '38.00', 'chile ancho dried', lb(5)),
  o(ES, 'Chile jalapeño fresco', 'caja 10 lb', 'CJ', 1, '13.00', 'jalapeno', lb(10)),
  o(ES, 'Chile poblano', 'caja 10 lb', 'CJ', 1, '18.00', 'pepper poblano', lb(10)),
  o(ES, 'Tomate verde (tomatillo) con cáscara', 'caja 25 lb', 'CJ', 1, '31.00', 'tomatillo', lb(25)),
  o(ES, 'Jitomate saladet (roma)', 'caja 25 lb', 'CJ', 1, '26.50', 'tomatoes roma', lb(25)),
  o(ES, 'Chayote', 'caja 40 lb', 'CJ', 1, '30.00', 'chayote', lb(40)),
  o(ES, 'Aguacate Hass 48', 'caja 48 pzas', 'CJ', 1, '57.00', 'avocado hass 48', each(48)),
  o(ES, 'Aguacate Hass 60', 'caja 60 pzas', 'CJ', 1, '55.00', 'avocado hass 60', each(60)),
  o(ES, 'Limón persa 175', 'caja 175 pzas', 'CJ', 1, '33.00', 'limes 175', each(175)),
  o(ES, 'Limón amarillo 165', 'caja 165 pzas', 'CJ', 1, '44.00', 'lemons 165', each(165)),
  o(ES, 'Cilantro', 'caja 60 manojos', 'CJ', 1, '36.00', 'cilantro', each(60)),
  o(ES, 'Cebolla blanca jumbo', 'costal 50 lb', 'CS', 1, '33.00', 'onion white jumbo', lb(50)),
  o(ES, 'Cebolla amarilla jumbo', 'costal 50 lb', 'CS', 1, '25.50', 'onion yellow jumbo', lb(50)),
  o(ES, 'Cebolla morada', 'costal 25 lb', 'CS', 1, '20.50', 'onion red jumbo', lb(25)),
  o(ES, 'Arroz grano largo', 'costal 50 lb', 'CS', 1, '30.50', 'rice long grain', lb(50)),
  o(ES, 'Harina de maíz nixtamalizado para masa', 'costal 50 lb', 'CS', 1, '29.00', 'masa harina', lb(50)),
  o(ES, 'Harina de trigo para todo uso', 'costal 50 lb', 'CS', 1, '22.50', 'flour all-purpose', lb(50)),
  o(ES, 'Azúcar refinada', 'costal 50 lb', 'CS', 1, '39.50', 'sugar granulated', lb(50)),
  o(ES, 'Aceite de canola', 'bidón 35 lb', 'BD', 1, '44.00', 'oil canola', lb(35)),
  o(ES, 'Manteca de cerdo', 'cubeta 50 lb', 'CB', 1, '58.00', 'lard', lb(50)),
  o(ES, 'Comino molido', 'bolsa 1 lb', 'BL', 5, '6.50', 'cumin ground', lb(5)),
  o(ES, 'Comino entero', 'bolsa 1 lb', 'BL', 5, '5.90', 'cumin whole', lb(5)),
  o(ES, 'Orégano mexicano seco', 'bolsa 1 lb', 'BL', 5, '8.50', 'oregano mexican dried', lb(5)),
  o(ES, 'Coca-Cola en lata 12 oz', 'caja 24 latas', 'CJ', 1, '16.20', 'coca-cola can 12 oz', floz(288)),
  o(
    ES,
    'Coca-Cola de vidrio 355 ml (hecha en México)',
    'caja 24 botellas',
    'CJ',
    1,
    '34.00',
    'coca-cola glass bottle mexico 355 ml',
    ml(8520),
  ),
  o(ES, 'Guantes de nitrilo sin polvo, talla G', 'caja 10 x 100', 'CJ', 1, '60.00', 'gloves nitrile large', each(1000)),
  o(
    ES,
    'Contenedor de unicel con bisagra 9x9, 3 divisiones',
    'caja 200 pzas',
    'CJ',
    1,
    '43.00',
    'container foam 9x9 3 compartment',
    each(200),
  ),
];
