/**
 * A thirty-eighth held-out part of the price-comparison corpus, written blind: without reading the comparison code or
 * its vocabulary, and never tuned on.
 *
 * Suppliers (invented) and how each prints its lines:
 * - Cascade Foodservice prints a US broadliner's list: ALL CAPS, the noun first, the usual abbreviations ("CHKN BRST
 *   BNLS SKNLS 6OZ IQF", "CHKN WING 1&2 JNT JMBO FZN", "BEEF GRND 81/19 FRSH CHUB", "TOM DICED IN JCE #10", "CHS CHDR
 *   MILD YEL BLK 40 LB", "CHS CREAM PC 1 OZ", "OIL FRY SOYBEAN CLR 35 LB JIB", "STARCH CORN", "LID PORTION CUP 2 OZ")
 *   and a slash pack column "4/10 LB", "8/10 LB", "6/#10", "4/1 GAL", "12/1 QT", "2/5 LB", "100/1 OZ", "1000/9 GM",
 *   "1/40 LB AVG", "4/15 LB AVG", "24/16.9 FL OZ", "2/12" (cans), "1/RL"; sold by the CS, BG, JB, EA, RL or, for catch
 *   weights, the LB.
 * - Pacific Gold Specialty Produce prints a produce house's list: ALL CAPS, the count and the case make-up in the name
 *   ("LETTUCE ROMAINE HEARTS 3CT 12/CS", "TOMATO 5X6 2 LAYER 25#", "AVOCADO HASS 48CT RIPE", "ORG LETTUCE SPRING MIX 3#
 *   CS", "GARLIC PEELED 5# JAR") and a pack column "12/3CT", "24CT", "25 LB", "12/1 PT", "8/1 LB", "12/6 OZ"; sold by
 *   the CS, SK, FLT or EA.
 * - Brookside Dairy Distributors prints a dairy distributor's list: title case with the container in the name ("Whole
 *   Milk Vitamin D Gallon", "Lowfat 1% Milk Half Gallon", "Heavy Cream 40% Quart", "Half & Half Creamers ⅜ oz", "Large
 *   Eggs Grade AA Loose Pack", "Liquid Whole Eggs Bag-in-Box") and a pack column "4/1 gal", "9/½ gal", "12/1 qt",
 *   "50/8 oz", "400 ct", "15 doz", "10/3 lb"; sold by the CS.
 * - Golden Crust Wholesale Bakery prints a wholesale bakery's list: ALL CAPS, sizes in inches ("BUN BRIOCHE 4.5"
 *   SLICED", "TORTILLA FLOUR 12"", "CROISSANT BUTTER 3 OZ UNBAKED FRZ", "NAAN PLAIN TANDOOR BAKED") and a pack column
 *   of bags per case and pieces per bag "8/6 CT", "12/12 CT", "6 LOAVES", "30/16 OZ"; sold by the CS.
 * - DepotMax Cash & Carry prints a cash-and-carry's shelf list: long title-case names, the kind after commas, brands
 *   where the shelf shows them ("Jumbo Party Wings, Frozen", "Beef Burger Patties 80/20, 4 oz (4:1), Frozen", "Heinz
 *   Ketchup, #10 Can", "Baby Bella Mushrooms (Cremini)", "Caputo "00" Pizzeria Flour", "Diamond Crystal Kosher Salt")
 *   and a pack column "4 x 10 lb", "36 x 1 lb", "6 ct", "1 bunch", "approx. 15 lb", "24 x 13.5 fl oz"; sold by the
 *   CS, BAG, BOX, JAR, PK or EA, often several to a line, or, for catch weights, the LB.
 * - Jade Garden Restaurant Supply prints a Chinese-American restaurant supplier's list: ALL CAPS English then the
 *   Chinese name ("CHICKEN WING MID JOINT FROZEN 鸡中翼", "GAI LAN CHINESE BROCCOLI 芥兰", "SCALLION 葱", "CORN STARCH
 *   粟粉"), brands first for sauces ("LEE KUM KEE OYSTER SAUCE 李锦记蚝油", "PEARL RIVER BRIDGE SUPERIOR DARK SOY 老抽")
 *   and packs glued "4/10LB", "50LB", "15DZ", "48BUNCH", "12/500ML", "500CT", "1000PR", "~8LB"; sold by the CS, BAG,
 *   JUG or, for catch weights, the LB.
 * - Apna Bazaar Wholesale prints an Indian grocery wholesaler's list: title case English or Hindi with the other in
 *   brackets ("Jeera Powder (Ground Cumin)", "Hara Dhania (Coriander Leaves)", "Dhania Powder (Coriander Ground)",
 *   "Maida (All Purpose Flour)", "Kabuli Chana (White Chickpeas, Dry)", "Pyaz Lal (Red Onion)", "Dahi (Plain Yogurt,
 *   Whole Milk)"), brands first for packaged goods ("MDH Garam Masala") and a pack column "20 lb", "4 x 5 lb", "24 x
 *   400 ml", "12 x 5 pcs", "bunch"; sold by the BAG, CS, JUG, JAR or EA.
 * - Gusto Italiano Importazioni prints an Italian importer's list in Italian only ("Farina di grano tenero tipo "00"
 *   per pizza", "Olio extravergine di oliva", "Pomodori pelati San Marzano DOP", "Parmigiano Reggiano DOP
 *   grattugiato", "Pancetta arrotolata", "Riso Arborio", "Caffè espresso in grani") with decimal commas in a pack
 *   column "sacco 25 kg", "latta 5 l", "cartone 6 x 2,5 kg", "busta 1 kg", "vaschetta 10 x 125 g", "ottavo ~4,5 kg",
 *   "pezzo ~7 kg"; sold by the SC, LT, CT, BS, VS, PZ, SE or, for catch weights, the KG.
 *
 * Equivalent names that must group: fresh boneless skinless breast as chkn brst jmbo frsh, plain "chicken breast
 * boneless skinless" and 鸡胸肉; 6 oz IQF breast and 6 oz IQF breast fillets; boneless skinless thighs; 1&2 joint jumbo
 * frozen wings and jumbo party wings; whole fresh wings; 80/20 and 73/27 chubs; 4 oz (4:1) and 5.33 oz (3:1) 80/20
 * patties; packer brisket; flank steak; boneless center-cut pork loin, strap off or not; boneless pork butt; St. Louis
 * spare ribs; 14/18 layflat bacon; 21/25 and 41/50 P&D tail-off shrimp and 虾仁; LMPS shreds in every wording; mild
 * yellow cheddar in a 40 lb block by the pound and in 5 lb loaves; yellow American 120 slices; domestic grated
 * parmesan; imported grated pecorino romano and pecorino romano DOP grattugiato; cream cheese loaves; 1 oz cream cheese
 * portions, cups and portion cups; unsalted and salted butter solids and prints; large eggs (loose, grade AA, white,
 * 大鸡蛋, ande); liquid whole egg in cartons and bag-in-box; whole milk by the gallon; heavy cream 40 % (heavy
 * whipping 40 % UHT too); half & half; sour cream 5 lb tubs; whole-milk ricotta; plain whole-milk yogurt and dahi;
 * diced, crushed and paste in #10 cans; ketchup #10 and 9 g packets; mayonnaise; soy sauce and Kikkoman; sriracha and
 * Huy Fong; oyster sauce and Lee Kum Kee oyster flavored sauce; soybean and canola fry oil in 35 lb jibs and jugs;
 * extra virgin olive oil, olio extravergine; balsamic vinegar of Modena and aceto balsamico di Modena IGP; coconut
 * milk in 13.5 fl oz and 400 ml cans; jasmine rice; basmati rice; long grain parboiled rice; arborio and riso
 * arborio; spaghetti and spaghetti n. 5; penne rigate; all-purpose flour and maida; high-gluten flour; "00" pizza
 * flour and farina tipo "00"; granulated sugar, extra fine, 白糖 and cheeni; light brown sugar; kosher salt; cornstarch
 * and starch corn; ground cumin and jeera powder; ground turmeric and haldi; dried garbanzo beans and kabuli chana;
 * frozen chopped spinach and palak; frozen green peas and matar; 3/8 straight-cut fries; romaine hearts 3 ct; iceberg
 * (wrapped, naked); spring mix and organic spring mix, each with its own; Roma tomatoes; cremini and baby bella;
 * jalapeños; Hass 48; lemons 165; limes 175 (Persian); cilantro, iced or by the bunch, and hara dhania; green onions
 * and scallions; red onions and pyaz lal; yellow jumbo onions; peeled garlic and lehsun chhila; ginger root and adrak;
 * russet 70; broccoli crowns; baby bok choy; napa cabbage; strawberries; blueberries in 6 oz and 18 oz clamshells;
 * brioche 4.5 in buns; 12 in flour tortillas; 3 oz unbaked frozen butter croissants; plain naan; prosciutto di Parma
 * boneless; rolled pancetta and pancetta arrotolata; espresso whole beans and caffè espresso in grani; large nitrile
 * and large vinyl gloves; heavy 18 in × 500 ft foil; 9×9 one-compartment foam hinged containers; 2 oz portion cups;
 * Coca-Cola in 12 oz cans; spring water 16.9 oz; sparkling mineral water (San Pellegrino and acqua minerale
 * frizzante).
 *
 * Look-alikes that must stay apart: fresh and 6 oz IQF breast; split frozen, mid-joint frozen and whole fresh wings;
 * chicken leg quarters; 81/19, 80/20 and 73/27 ground beef; 4 oz and 5.3 oz patties; strip loin and flank; pork
 * belly skin-on; 21/25 tail-off and tail-on, 41/50 and cooked 71/90 shrimp; LMPS and whole-milk shreds, whole-milk
 * loaf, fior di latte and bufala; mild block, mild shredded and sharp block cheddar; yellow 120, yellow 160 and white
 * 160 American slices; domestic grated parmesan, Parmigiano Reggiano by the wedge and grated, and Grana Padano;
 * whole-milk, part-skim and sheep's milk ricotta; salted and unsalted butter; large white, large brown cage-free and
 * medium eggs; whole, 2 %, 1 %, skim and 1 % chocolate milk; heavy 40 %, whipping 36 %, half & half, half & half
 * creamers and buttermilk; sour cream and light sour cream; Greek nonfat and plain whole-milk yogurt; cream cheese
 * loaf and portions; diced, crushed, paste, whole peeled #10, San Marzano DOP in 2.5 kg tins and passata; refried
 * beans; ketchup #10 and packets; soy sauce and dark soy; oyster and hoisin sauce; soybean, canola, mustard oil; extra
 * virgin, pomace and 90/10 blend olive oil; jasmine, basmati, basmati sella, parboiled long grain, arborio and
 * carnaroli rice; penne rigate and penne lisce, rigatoni; all-purpose, high-gluten, "00", semolina, atta and besan;
 * granulated and light brown sugar; ground and whole cumin; ground coriander and coriander leaves (cilantro); chili
 * powder blend and Kashmiri chilli powder; kabuli and kala chana; 3/8 straight-cut and 3/8 skin-on fries; fresh and
 * frozen okra; frozen broccoli florets and fresh crowns; romaine heads and romaine hearts; iceberg; spring mix and
 * organic spring mix; 5x6, Roma, grape and heirloom tomatoes; cremini, white, sliced white mushrooms and fresh and
 * dried shiitake; red and green bell, jalapeño and Indian green chillies; lemons 165 and 115; Hass 48 and 60;
 * Italian and curly parsley; cilantro and mint; yellow, red onions and peeled shallots; jumbo and organic jumbo
 * carrots; russet 70 and Yukon gold; baby bok choy, Shanghai bok choy, gai lan and napa; brioche 4.5 in and slider
 * buns, hamburger and hot dog buns; unbaked frozen and baked croissants; 12 in and 10 in flour and 6 in corn
 * tortillas; plain and garlic naan; egg roll and wonton wrappers; prosciutto di Parma and domestic prosciutto;
 * rolled pancetta and guanciale; nitrile and vinyl gloves, large and medium; 2 oz portion cups and their lids; 9×9
 * foam containers and 32 oz and 16 oz food pails; spring and sparkling water.
 *
 * Conventions: catch weights per kg (priced per lb or kg, one pound or kilo to a line), #10 cans per each (six to a
 * line), counted produce (lemons, limes, lettuce heads and hearts, avocados, cucumbers, grape tomatoes by the pint),
 * bunches, eggs, cream cheese portions, creamers and ketchup packets, bread, buns, tortillas, naan and croissants, and
 * disposables (a roll of foil is one, a pair of chopsticks is one) per each, liquids sold by volume (milk, cream,
 * oils, vinegar, soy sauces, coconut milk, canned and bottled drinks, juice) per L, everything sold by net weight per
 * kg (fry oil in 35 lb jibs and jugs, sour cream and yogurt in tubs, oyster and hoisin sauce by the pound, sriracha in
 * 28 oz bottles, ghee in 64 oz jars, pizza dough balls, patties).
 * 382 offers, 218 same-product pairs on the same basis (225 products).
 * Blind figures (first run, before any tuning on it): precision 0.970, recall 0.881 (26 of 218 pairs missed, 6
 * shown similar), 13 similar pairs (7 wrong), unit price 98.2 %. By pair of catalogues (precision, recall, pairs):
 * Cascade + Pacific Gold 1.000, 0.909, 11; Cascade + Brookside 1.000, 0.909, 11; Cascade + DepotMax 0.955, 0.928,
 * 69; Cascade + Jade Garden 0.944, 0.895, 19; Cascade + Apna Bazaar 1.000, 0.700, 10; Cascade + Gusto Italiano 0.875,
 * 0.875, 8; Pacific Gold + DepotMax 0.941, 0.889, 18; Pacific Gold + Jade Garden 1.000, 1.000, 7; Pacific Gold +
 * Apna Bazaar 1.000, 0.750, 4; Brookside + DepotMax 0.917, 0.917, 12; Brookside + Jade Garden 1.000, 1.000, 1;
 * Brookside + Apna Bazaar 1.000, 1.000, 2; Brookside + Gusto Italiano 0.000, no pair (a wrong merge only); Golden
 * Crust + DepotMax 0.750, 1.000, 3; Golden Crust + Apna Bazaar 1.000, 0.000, 1; DepotMax + Jade Garden 0.882, 0.833,
 * 18; DepotMax + Apna Bazaar 0.917, 0.917, 12; DepotMax + Gusto Italiano 0.778, 0.875, 8; Jade Garden + Apna Bazaar
 * 1.000, 1.000, 4; the other pairs of catalogues share no product.
 */
import { type CorpusOffer, each, floz, g, gal, kg, l, lb, ml, o, oz } from './offer.js';

const CF = 'Cascade Foodservice';
const PG = 'Pacific Gold Specialty Produce';
const BD = 'Brookside Dairy Distributors';
const GC = 'Golden Crust Wholesale Bakery';
const DM = 'DepotMax Cash & Carry';
const JG = 'Jade Garden Restaurant Supply';
const AB = 'Apna Bazaar Wholesale';
const GI = 'Gusto Italiano Importazioni';

export const HELD_OUT_38: CorpusOffer[] = [
  // Cascade Foodservice: a US broadliner, ALL CAPS, the noun first, abbreviations, a slash pack column.
  o(
    CF,
    'CHKN BRST BNLS SKNLS 6OZ IQF',
    '4/10 LB',
    'CS',
    1,
    '112.00',
    'chicken breast boneless skinless 6 oz frozen',
    lb(40),
  ),
  o(
    CF,
    'CHKN BRST BNLS SKNLS JMBO FRSH',
    '4/10 LB',
    'CS',
    1,
    '116.00',
    'chicken breast boneless skinless fresh',
    lb(40),
  ),
  o(CF, 'CHKN THGH BNLS SKNLS FRSH', '4/10 LB', 'CS', 1, '92.00', 'chicken thigh boneless skinless', lb(40)),
  o(CF, 'CHKN WING 1&2 JNT JMBO FZN', '4/10 LB', 'CS', 1, '119.00', 'chicken wings split frozen', lb(40)),
  o(CF, 'CHKN LEG QTR FRSH', '1/40 LB', 'CS', 1, '38.00', 'chicken leg quarters fresh', lb(40)),
  o(CF, 'BEEF GRND 81/19 FRSH CHUB', '8/10 LB', 'CS', 1, '348.00', 'ground beef 81/19', lb(80)),
  o(CF, 'BEEF GRND 80/20 FRSH CHUB', '8/10 LB', 'CS', 1, '342.00', 'ground beef 80/20', lb(80)),
  o(CF, 'BEEF GRND 73/27 FRSH CHUB', '8/10 LB', 'CS', 1, '296.00', 'ground beef 73/27', lb(80)),
  o(CF, 'BEEF PATTY 80/20 4 OZ FZN', '40/4 OZ', 'CS', 1, '43.00', 'beef patties 80/20 4 oz frozen', lb(10)),
  o(CF, 'BEEF PATTY 80/20 5.3 OZ FZN 3/1', '30/5.33 OZ', 'CS', 1, '44.00', 'beef patties 80/20 5.3 oz frozen', oz(160)),
  o(CF, 'BEEF BRISKET PACKER CH 120', '4/15 LB AVG', 'LB', 1, '4.19', 'beef brisket packer', lb(1)),
  o(CF, 'BEEF STRIP LOIN BNLS 0X1 CH 180', '2/14 LB AVG', 'LB', 1, '10.49', 'beef strip loin boneless', lb(1)),
  o(CF, 'BEEF FLANK STEAK CH 193', '10/2 LB AVG', 'LB', 1, '9.29', 'beef flank steak', lb(1)),
  o(CF, 'PORK LOIN BNLS CC STRAP OFF', '4/9 LB AVG', 'LB', 1, '2.79', 'pork loin boneless center cut', lb(1)),
  o(CF, 'PORK RIB SPARE ST LOUIS 2.5 DN', '12/2.5 LB AVG', 'LB', 1, '3.29', 'pork spareribs st louis', lb(1)),
  o(CF, 'BACON LAYFLAT 14/18 SLCD SMKD', '1/15 LB', 'CS', 1, '76.00', 'bacon sliced 14/18', lb(15)),
  o(CF, 'SAUSAGE LINK PORK 1 OZ CKD FZN', '1/10 LB', 'CS', 1, '39.00', 'sausage links pork 1 oz cooked frozen', lb(10)),
  o(CF, 'SHRIMP WHT P&D T/OFF 21/25 RAW IQF', '5/2 LB', 'CS', 1, '84.00', 'shrimp 21/25 p&d tail-off', lb(10)),
  o(CF, 'SHRIMP WHT P&D T/OFF 41/50 RAW IQF', '5/2 LB', 'CS', 1, '62.00', 'shrimp 41/50 p&d tail-off', lb(10)),
  o(CF, 'CHS MOZZ LMPS SHRD FTHR', '4/5 LB', 'CS', 1, '66.00', 'mozzarella shredded lmps', lb(20)),
  o(CF, 'CHS CHDR MILD YEL BLK 40 LB', '1/40 LB AVG', 'LB', 1, '2.59', 'cheddar mild yellow block', lb(1)),
  o(CF, 'CHS CHDR MILD YEL SHRD FTHR', '4/5 LB', 'CS', 1, '62.00', 'cheddar mild yellow shredded', lb(20)),
  o(CF, 'CHS AMER YEL 120 SLI', '4/5 LB', 'CS', 1, '58.00', 'american cheese yellow 120 slices', lb(20)),
  o(CF, 'CHS AMER WHT 160 SLI', '4/5 LB', 'CS', 1, '58.00', 'american cheese white 160 slices', lb(20)),
  o(CF, 'CHS PARM GRTD DOMESTIC', '2/5 LB', 'CS', 1, '54.00', 'parmesan grated domestic', lb(10)),
  o(CF, 'CHS PECORINO ROMANO GRTD IMP', '2/5 LB', 'CS', 1, '84.00', 'pecorino romano grated', lb(10)),
  o(CF, 'CHS CREAM PC 1 OZ', '100/1 OZ', 'CS', 1, '24.00', 'cream cheese portions 1 oz', each(100)),
  o(CF, 'BUTTER SOLID UNSLTD AA', '36/1 LB', 'CS', 1, '154.00', 'butter unsalted', lb(36)),
  o(CF, 'BUTTER SOLID SLTD AA', '36/1 LB', 'CS', 1, '151.00', 'butter salted', lb(36)),
  o(CF, 'EGG SHELL LRG GR AA WHT LSE', '15 DZ', 'CS', 1, '42.00', 'eggs large', each(180)),
  o(CF, 'EGG LIQ WHL W/CITRIC', '12/2 LB', 'CS', 1, '46.00', 'egg liquid whole', lb(24)),
  o(CF, 'MILK WHL VIT D', '4/1 GAL', 'CS', 1, '18.40', 'milk whole', gal(4)),
  o(CF, 'CREAM HVY WHPNG 40% UHT', '12/1 QT', 'CS', 1, '54.00', 'cream heavy 40%', gal(3)),
  o(CF, 'HALF & HALF ULTRA PAST', '12/1 QT', 'CS', 1, '30.00', 'half and half', gal(3)),
  o(CF, 'TOM DICED IN JCE #10', '6/#10', 'CS', 1, '31.00', 'tomatoes diced #10', each(6)),
  o(CF, 'TOM CRSHD FCY #10', '6/#10', 'CS', 1, '32.00', 'tomatoes crushed #10', each(6)),
  o(CF, 'TOM PASTE 26% NAT #10', '6/#10', 'CS', 1, '44.00', 'tomato paste #10', each(6)),
  o(CF, 'TOM WHL PLD SAN MARZANO STYLE #10', '6/#10', 'CS', 1, '52.00', 'tomatoes whole peeled #10', each(6)),
  o(CF, 'BEAN REFRIED VEG #10', '6/#10', 'CS', 1, '38.00', 'beans refried vegetarian #10', each(6)),
  o(CF, 'BEAN GARBANZO DRY', '1/20 LB', 'BG', 1, '29.00', 'chickpeas dried', lb(20)),
  o(CF, 'OIL FRY SOYBEAN CLR 35 LB JIB', '1/35 LB', 'JB', 1, '41.00', 'oil soybean', lb(35)),
  o(CF, 'OIL CANOLA FRY ZERO TRANS 35 LB', '1/35 LB', 'JB', 1, '46.00', 'oil canola', lb(35)),
  o(CF, 'OIL OLIVE XVRGN', '6/1 LTR', 'CS', 1, '72.00', 'olive oil extra virgin', l(6)),
  o(CF, 'OIL OLIVE POMACE BLND 90/10', '4/1 GAL', 'CS', 1, '86.00', 'olive oil blend 90/10', gal(4)),
  o(CF, 'VINEGAR BALSAMIC MODENA', '4/1 GAL', 'CS', 1, '62.00', 'vinegar balsamic', gal(4)),
  o(CF, 'RICE LONG GRAIN PARBLD', '1/50 LB', 'BG', 1, '34.00', 'rice long grain parboiled', lb(50)),
  o(CF, 'RICE JASMINE THAI', '1/50 LB', 'BG', 1, '46.00', 'rice jasmine', lb(50)),
  o(CF, 'RICE ARBORIO', '4/5 LB', 'CS', 1, '38.00', 'rice arborio', lb(20)),
  o(CF, 'PASTA SPAGHETTI 10 IN', '2/10 LB', 'CS', 1, '21.00', 'spaghetti', lb(20)),
  o(CF, 'PASTA PENNE RIGATE', '2/10 LB', 'CS', 1, '22.00', 'penne rigate', lb(20)),
  o(CF, 'FLOUR AP BLCHD ENR', '1/50 LB', 'BG', 1, '21.00', 'flour all-purpose', lb(50)),
  o(CF, 'FLOUR HI GLTN BROM', '1/50 LB', 'BG', 1, '25.00', 'flour high-gluten', lb(50)),
  o(CF, 'STARCH CORN', '24/1 LB', 'CS', 1, '36.00', 'cornstarch', lb(24)),
  o(CF, 'SUGAR GRAN XFINE', '1/50 LB', 'BG', 1, '38.00', 'sugar granulated', lb(50)),
  o(CF, 'SUGAR BROWN LT', '12/2 LB', 'CS', 1, '31.00', 'sugar brown light', lb(24)),
  o(CF, 'SALT KOSHER', '9/3 LB', 'CS', 1, '31.00', 'salt kosher', lb(27)),
  o(CF, 'SPICE CUMIN GRND', '1/16 OZ', 'EA', 3, '9.80', 'cumin ground', lb(3)),
  o(CF, 'SPICE TURMERIC GRND', '1/16 OZ', 'EA', 2, '8.40', 'turmeric ground', lb(2)),
  o(CF, 'SPICE CHILI POWDER DARK', '1/5 LB', 'EA', 1, '27.00', 'chili powder blend', lb(5)),
  o(CF, 'MAYONNAISE XHVY', '4/1 GAL', 'CS', 1, '47.00', 'mayonnaise', gal(4)),
  o(CF, 'KETCHUP FCY 33% #10', '6/#10', 'CS', 1, '37.00', 'ketchup #10', each(6)),
  o(CF, 'KETCHUP PKT 9 GM', '1000/9 GM', 'CS', 1, '31.00', 'ketchup packets', each(1000)),
  o(CF, 'SAUCE SOY', '4/1 GAL', 'CS', 1, '39.00', 'soy sauce', gal(4)),
  o(CF, 'SAUCE SRIRACHA CHILI', '12/28 OZ', 'CS', 1, '52.00', 'sriracha', oz(12 * 28)),
  o(CF, 'SAUCE OYSTER', '6/5 LB', 'CS', 1, '68.00', 'oyster sauce', lb(30)),
  o(CF, 'FRIES 3/8 STRT CUT FZN', '6/5 LB', 'CS', 1, '35.00', 'fries 3/8 straight cut frozen', lb(30)),
  o(CF, 'FRIES 3/8 STRT SKIN ON FZN', '6/5 LB', 'CS', 1, '37.00', 'fries 3/8 skin-on frozen', lb(30)),
  o(CF, 'SPINACH CHOPPED FZN', '12/3 LB', 'CS', 1, '44.00', 'spinach chopped frozen', lb(36)),
  o(CF, 'ONION YELLOW JUMBO', '1/50 LB', 'BG', 1, '24.00', 'onions yellow', lb(50)),
  o(CF, 'POTATO RUSSET 70 CT', '1/50 LB', 'CS', 1, '29.00', 'potatoes russet 70', lb(50)),
  o(CF, 'LETTUCE ROMAINE HRTS 3 CT', '12/3 CT', 'CS', 1, '37.00', 'romaine hearts', each(36)),
  o(CF, 'LETTUCE ICEBERG WRPD', '24 CT', 'CS', 1, '34.00', 'lettuce iceberg', each(24)),
  o(CF, 'GLOVE NITRILE PF BLUE LG', '10/100', 'CS', 1, '44.00', 'gloves nitrile large', each(1000)),
  o(CF, 'GLOVE VINYL PF CLR LG', '10/100', 'CS', 1, '29.00', 'gloves vinyl large', each(1000)),
  o(CF, 'FOIL ALUM HVY 18X500', '1/RL', 'RL', 1, '42.00', 'foil 18 in x 500 ft heavy', each(1)),
  o(CF, 'CONTAINER FOAM HNGD 9X9 1 COMP', '200 CT', 'CS', 1, '35.00', 'containers foam hinged 9x9 1 comp', each(200)),
  o(CF, 'CUP PORTION PLAS 2 OZ TRANS', '2500 CT', 'CS', 1, '48.00', 'portion cups 2 oz', each(2500)),
  o(CF, 'LID PORTION CUP 2 OZ PLAS', '2500 CT', 'CS', 1, '34.00', 'portion cup lids 2 oz', each(2500)),
  o(CF, 'BEV COKE CLASSIC CAN 12 OZ', '2/12', 'CS', 1, '18.90', 'coca-cola can', floz(24 * 12)),
  o(CF, 'LEMON 165 CT', '165 CT', 'CS', 1, '45.00', 'lemons 165', each(165)),
  o(CF, 'LIME PERSIAN 175 CT', '175 CT', 'CS', 1, '30.00', 'limes 175', each(175)),
  o(CF, 'CILANTRO ICED', '30 CT', 'CS', 1, '16.00', 'cilantro', each(30)),
  o(CF, 'ONION GREEN ICELESS', '48 CT', 'CS', 1, '26.00', 'green onions', each(48)),
  o(CF, 'AVOCADO HASS #1 48 CT', '48 CT', 'CS', 1, '53.00', 'avocados hass 48', each(48)),
  o(CF, 'TOMATO ROMA XL', '25 LB', 'CS', 1, '30.00', 'tomatoes roma', lb(25)),
  o(CF, 'MUSHROOM CRIMINI', '10 LB', 'CS', 1, '31.00', 'mushrooms cremini', lb(10)),
  o(CF, 'PEAS GREEN FZN', '12/2.5 LB', 'CS', 1, '34.00', 'peas green frozen', lb(30)),
  o(CF, 'CHS RICOTTA WHL MILK', '6/3 LB', 'CS', 1, '47.00', 'ricotta whole milk', lb(18)),
  o(CF, 'PROSCIUTTO DOMESTIC BNLS', '2/8 LB AVG', 'LB', 1, '7.49', 'prosciutto domestic', lb(1)),
  o(CF, 'PANCETTA ROLLED', '2/4 LB AVG', 'LB', 1, '6.99', 'pancetta rolled', lb(1)),
  o(CF, 'COFFEE ESPRESSO WHL BEAN', '6/2 LB', 'CS', 1, '88.00', 'coffee espresso whole bean', lb(12)),
  o(CF, 'WATER SPRING 16.9 OZ', '24/16.9 FL OZ', 'CS', 1, '7.00', 'water spring bottled', floz(24 * 16.9)),
  // Pacific Gold Specialty Produce: a produce house, ALL CAPS, count and case make-up in the name.
  o(PG, 'LETTUCE ROMAINE HEARTS 3CT 12/CS', '12/3CT', 'CS', 1, '38.50', 'romaine hearts', each(36)),
  o(PG, 'LETTUCE ROMAINE 24CT', '24CT', 'CS', 1, '41.00', 'lettuce romaine', each(24)),
  o(PG, 'LETTUCE ICEBERG NAKED 24CT', '24CT', 'CS', 1, '33.00', 'lettuce iceberg', each(24)),
  o(PG, 'LETTUCE SPRING MIX 3# CS', '3 LB', 'CS', 1, '14.50', 'spring mix', lb(3)),
  o(PG, 'ORG LETTUCE SPRING MIX 3# CS', '3 LB', 'CS', 1, '19.50', 'spring mix organic', lb(3)),
  o(PG, 'ARUGULA BABY 4# CS', '4 LB', 'CS', 1, '22.00', 'arugula baby', lb(4)),
  o(PG, 'TOMATO 5X6 2 LAYER 25#', '25 LB', 'CS', 1, '31.00', 'tomatoes 5x6', lb(25)),
  o(PG, 'TOMATO ROMA XL 25#', '25 LB', 'CS', 1, '29.00', 'tomatoes roma', lb(25)),
  o(PG, 'TOMATO GRAPE RED 12/1 PT', '12/1 PT', 'FLT', 1, '26.00', 'tomatoes grape red pints', each(12)),
  o(PG, 'TOMATO HEIRLOOM MIXED 10#', '10 LB', 'CS', 1, '39.00', 'tomatoes heirloom', lb(10)),
  o(PG, 'AVOCADO HASS 48CT RIPE', '48CT', 'CS', 1, '54.00', 'avocados hass 48', each(48)),
  o(PG, 'AVOCADO HASS 60CT', '60CT', 'CS', 1, '50.00', 'avocados hass 60', each(60)),
  o(PG, 'LEMON 165CT FANCY', '165CT', 'CS', 1, '46.00', 'lemons 165', each(165)),
  o(PG, 'LEMON 115CT CHOICE', '115CT', 'CS', 1, '44.00', 'lemons 115', each(115)),
  o(PG, 'LIME 175CT', '175CT', 'CS', 1, '31.00', 'limes 175', each(175)),
  o(PG, 'CILANTRO 30CT ICED', '30CT', 'CS', 1, '17.00', 'cilantro', each(30)),
  o(PG, 'PARSLEY ITALIAN 60CT', '60CT', 'CS', 1, '28.00', 'parsley italian flat', each(60)),
  o(PG, 'PARSLEY CURLY 60CT', '60CT', 'CS', 1, '26.00', 'parsley curly', each(60)),
  o(PG, 'BASIL 1#', '1 LB', 'EA', 2, '11.00', 'basil', lb(2)),
  o(PG, 'ONION GREEN ICELESS 48CT', '48CT', 'CS', 1, '27.00', 'green onions', each(48)),
  o(PG, 'ONION RED JUMBO 25#', '25 LB', 'SK', 1, '19.00', 'onions red', lb(25)),
  o(PG, 'ONION YELLOW JUMBO 50#', '50 LB', 'SK', 1, '25.00', 'onions yellow', lb(50)),
  o(PG, 'SHALLOT PEELED 5#', '5 LB', 'EA', 1, '18.00', 'shallots peeled', lb(5)),
  o(PG, 'GARLIC PEELED 5# JAR', '4/5 LB', 'CS', 1, '46.00', 'garlic peeled', lb(20)),
  o(PG, 'GINGER ROOT 30#', '30 LB', 'CS', 1, '72.00', 'ginger root', lb(30)),
  o(PG, 'MUSHROOM CRIMINI 10#', '10 LB', 'CS', 1, '32.00', 'mushrooms cremini', lb(10)),
  o(PG, 'MUSHROOM WHITE MED 10#', '10 LB', 'CS', 1, '24.00', 'mushrooms white medium', lb(10)),
  o(PG, 'MUSHROOM WHITE SLICED 10#', '10 LB', 'CS', 1, '28.00', 'mushrooms white sliced', lb(10)),
  o(PG, 'MUSHROOM SHIITAKE #1 3#', '3 LB', 'CS', 1, '27.00', 'mushrooms shiitake fresh', lb(3)),
  o(PG, 'PEPPER JALAPENO 10#', '10 LB', 'CS', 1, '16.00', 'peppers jalapeno', lb(10)),
  o(PG, 'PEPPER BELL RED 11#', '11 LB', 'CS', 1, '28.00', 'peppers red bell', lb(11)),
  o(PG, 'PEPPER BELL GREEN XL 25#', '25 LB', 'CS', 1, '27.00', 'peppers green bell', lb(25)),
  o(PG, 'CUCUMBER ENGLISH 12CT', '12CT', 'CS', 1, '19.00', 'cucumbers english', each(12)),
  o(PG, 'CARROT JUMBO 50#', '50 LB', 'SK', 1, '29.00', 'carrots jumbo', lb(50)),
  o(PG, 'ORG CARROT JUMBO 25#', '25 LB', 'SK', 1, '26.00', 'carrots jumbo organic', lb(25)),
  o(PG, 'POTATO RUSSET 70CT 50#', '50 LB', 'CS', 1, '30.00', 'potatoes russet 70', lb(50)),
  o(PG, 'POTATO YUKON GOLD A 50#', '50 LB', 'SK', 1, '36.00', 'potatoes yukon gold', lb(50)),
  o(PG, 'BROCCOLI CROWNS 20#', '20 LB', 'CS', 1, '34.00', 'broccoli crowns', lb(20)),
  o(PG, 'BOK CHOY BABY 20#', '20 LB', 'CS', 1, '31.00', 'bok choy baby', lb(20)),
  o(PG, 'CABBAGE NAPA 50#', '50 LB', 'CS', 1, '33.00', 'cabbage napa', lb(50)),
  o(PG, 'STRAWBERRY 8/1#', '8/1 LB', 'FLT', 1, '24.00', 'strawberries', lb(8)),
  o(PG, 'BLUEBERRY 12/6OZ', '12/6 OZ', 'FLT', 1, '29.00', 'blueberries', oz(72)),
  // Brookside Dairy Distributors: a dairy distributor, title case, the container in the name, "4/1 gal".
  o(BD, 'Whole Milk Vitamin D Gallon', '4/1 gal', 'CS', 1, '18.90', 'milk whole', gal(4)),
  o(BD, 'Reduced Fat 2% Milk Gallon', '4/1 gal', 'CS', 1, '18.10', 'milk 2%', gal(4)),
  o(BD, 'Lowfat 1% Milk Half Gallon', '9/½ gal', 'CS', 1, '21.00', 'milk 1%', gal(4.5)),
  o(BD, 'Fat Free Skim Milk Gallon', '4/1 gal', 'CS', 1, '17.20', 'milk skim', gal(4)),
  o(BD, 'Lowfat 1% Chocolate Milk Half Pint', '50/8 oz', 'CS', 1, '24.00', 'milk chocolate 1% half pints', floz(400)),
  o(BD, 'Heavy Cream 40% Quart', '12/1 qt', 'CS', 1, '56.00', 'cream heavy 40%', gal(3)),
  o(BD, 'Heavy Whipping Cream 36% Quart', '12/1 qt', 'CS', 1, '50.00', 'cream whipping 35-36%', gal(3)),
  o(BD, 'Half & Half Quart', '12/1 qt', 'CS', 1, '29.50', 'half and half', gal(3)),
  o(BD, 'Half & Half Creamers ⅜ oz', '400 ct', 'CS', 1, '19.00', 'half and half creamers', each(400)),
  o(BD, 'Cultured Lowfat Buttermilk Half Gallon', '9/½ gal', 'CS', 1, '24.00', 'buttermilk', gal(4.5)),
  o(BD, 'Sour Cream Cultured Tub', '2/5 lb', 'CS', 1, '19.50', 'sour cream 18%', lb(10)),
  o(BD, 'Light Sour Cream Tub', '2/5 lb', 'CS', 1, '20.50', 'sour cream light', lb(10)),
  o(BD, 'Cream Cheese Loaf', '10/3 lb', 'CS', 1, '68.00', 'cream cheese loaf', lb(30)),
  o(BD, 'Cream Cheese Cups 1 oz', '100 ct', 'CS', 1, '23.50', 'cream cheese portions 1 oz', each(100)),
  o(BD, 'Butter Unsalted Grade AA Solids', '36/1 lb', 'CS', 1, '156.00', 'butter unsalted', lb(36)),
  o(BD, 'Butter Salted Grade AA 1 lb Prints', '36/1 lb', 'CS', 1, '152.00', 'butter salted', lb(36)),
  o(BD, 'Large Eggs Grade AA Loose Pack', '15 doz', 'CS', 1, '43.50', 'eggs large', each(180)),
  o(BD, 'Medium Eggs Grade A', '15 doz', 'CS', 1, '38.00', 'eggs medium', each(180)),
  o(BD, 'Large Brown Eggs Cage-Free', '15 doz', 'CS', 1, '62.00', 'eggs large brown cage-free', each(180)),
  o(BD, 'Liquid Whole Eggs Bag-in-Box', '20 lb', 'CS', 1, '39.00', 'egg liquid whole', lb(20)),
  o(BD, 'Greek Yogurt Plain Nonfat', '4/32 oz', 'CS', 1, '21.00', 'yogurt greek plain nonfat', oz(128)),
  o(BD, 'Plain Yogurt Whole Milk', '4/5 lb', 'CS', 1, '38.00', 'yogurt plain whole milk', lb(20)),
  o(BD, 'Mozzarella Low Moisture Part Skim Shredded', '4/5 lb', 'CS', 1, '67.00', 'mozzarella shredded lmps', lb(20)),
  o(BD, 'Mozzarella Whole Milk Loaf', '6/6 lb', 'CS', 1, '112.00', 'mozzarella whole milk loaf', lb(36)),
  o(BD, 'Ricotta Whole Milk', '6/3 lb', 'CS', 1, '48.00', 'ricotta whole milk', lb(18)),
  o(BD, 'Ricotta Part Skim', '6/3 lb', 'CS', 1, '45.00', 'ricotta part skim', lb(18)),
  o(BD, 'Parmesan Grated', '4/5 lb', 'CS', 1, '104.00', 'parmesan grated domestic', lb(20)),
  o(BD, 'Orange Juice 100% Not From Concentrate', '8/64 oz', 'CS', 1, '29.00', 'orange juice 100%', floz(512)),
  // Golden Crust Wholesale Bakery: a wholesale bakery, ALL CAPS, the count per bag and bags per case.
  o(GC, 'BUN BRIOCHE 4.5" SLICED', '8/6 CT', 'CS', 1, '34.00', 'buns brioche 4.5 in', each(48)),
  o(GC, 'BUN BRIOCHE 3.5" SLIDER SLICED', '12/12 CT', 'CS', 1, '38.00', 'buns brioche slider', each(144)),
  o(GC, 'BUN HAMBURGER 4" WHITE SLICED', '12/8 CT', 'CS', 1, '24.00', 'buns hamburger 4 in white', each(96)),
  o(GC, 'BUN HOT DOG 6" WHITE SPLIT', '12/8 CT', 'CS', 1, '23.00', 'buns hot dog 6 in', each(96)),
  o(GC, 'BREAD PULLMAN WHITE SLICED 3/4"', '6 LOAVES', 'CS', 1, '27.00', 'bread pullman white sliced', each(6)),
  o(GC, 'BREAD SOURDOUGH ROUND 2 LB', '8 CT', 'CS', 1, '36.00', 'bread sourdough round', each(8)),
  o(GC, 'CROISSANT BUTTER 3 OZ UNBAKED FRZ', '120 CT', 'CS', 1, '96.00', 'croissants butter unbaked frozen', each(120)),
  o(GC, 'CROISSANT BUTTER 3 OZ BAKED', '48 CT', 'CS', 1, '58.00', 'croissants butter baked', each(48)),
  o(GC, 'TORTILLA FLOUR 12"', '12/12 CT', 'CS', 1, '31.00', 'tortillas flour 12 in', each(144)),
  o(GC, 'TORTILLA FLOUR 10"', '12/12 CT', 'CS', 1, '26.00', 'tortillas flour 10 in', each(144)),
  o(GC, 'TORTILLA CORN WHITE 6"', '12/30 CT', 'CS', 1, '22.00', 'tortillas corn white 6 in', each(360)),
  o(GC, 'NAAN PLAIN TANDOOR BAKED', '12/5 CT', 'CS', 1, '33.00', 'naan plain', each(60)),
  o(GC, 'BAGEL PLAIN 4 OZ SLICED', '6/12 CT', 'CS', 1, '32.00', 'bagels plain', each(72)),
  o(GC, 'DOUGH PIZZA BALL 16 OZ FRZ', '30/16 OZ', 'CS', 1, '34.00', 'pizza dough balls 16 oz frozen', oz(480)),
  o(GC, 'ENGLISH MUFFIN PLAIN SPLIT', '12/6 CT', 'CS', 1, '22.00', 'english muffins', each(72)),
  // DepotMax Cash & Carry: a cash-and-carry, long shelf names with the brand, the size and the count after commas.
  o(
    DM,
    'Chicken Breast, Boneless Skinless, Fresh, Jumbo',
    '4 x 10 lb',
    'CS',
    1,
    '109.90',
    'chicken breast boneless skinless fresh',
    lb(40),
  ),
  o(
    DM,
    'Chicken Breast Fillets 6 oz, Boneless Skinless, IQF',
    '4 x 10 lb',
    'CS',
    1,
    '114.90',
    'chicken breast boneless skinless 6 oz frozen',
    lb(40),
  ),
  o(
    DM,
    'Boneless Skinless Chicken Thighs, Fresh',
    '40 lb',
    'CS',
    1,
    '89.90',
    'chicken thigh boneless skinless',
    lb(40),
  ),
  o(DM, 'Jumbo Party Wings, Frozen', '4 x 10 lb', 'CS', 1, '114.90', 'chicken wings split frozen', lb(40)),
  o(DM, 'Chicken Wings Whole, Fresh', '40 lb', 'CS', 1, '102.90', 'chicken wings whole fresh', lb(40)),
  o(DM, 'Ground Beef 80/20, Fresh, Chub', '10 lb', 'EA', 3, '43.90', 'ground beef 80/20', lb(30)),
  o(DM, 'Ground Beef 73/27, Fresh, Chub', '10 lb', 'EA', 3, '37.90', 'ground beef 73/27', lb(30)),
  o(
    DM,
    'Beef Burger Patties 80/20, 4 oz (4:1), Frozen',
    '10 lb',
    'CS',
    1,
    '41.90',
    'beef patties 80/20 4 oz frozen',
    lb(10),
  ),
  o(
    DM,
    'Beef Burger Patties 80/20, 5.33 oz (3:1), Frozen',
    '10 lb',
    'CS',
    1,
    '42.90',
    'beef patties 80/20 5.3 oz frozen',
    lb(10),
  ),
  o(DM, 'Beef Brisket, Whole Packer, USDA Choice', 'approx. 15 lb', 'LB', 1, '3.99', 'beef brisket packer', lb(1)),
  o(DM, 'Beef Flank Steak, USDA Choice', 'approx. 2 lb', 'LB', 1, '8.99', 'beef flank steak', lb(1)),
  o(DM, 'Pork Loin Boneless Center Cut', 'approx. 9 lb', 'LB', 1, '2.49', 'pork loin boneless center cut', lb(1)),
  o(DM, 'Pork Butt Boneless', 'approx. 8 lb', 'LB', 1, '2.29', 'pork butt boneless', lb(1)),
  o(DM, 'Thick Cut Bacon 14/18, Layflat, Smoked', '15 lb', 'CS', 1, '72.90', 'bacon sliced 14/18', lb(15)),
  o(
    DM,
    'Shrimp Raw Peeled & Deveined Tail Off 21/25, Frozen',
    '2 lb',
    'BAG',
    5,
    '16.49',
    'shrimp 21/25 p&d tail-off',
    lb(10),
  ),
  o(
    DM,
    'Shrimp Raw Peeled & Deveined Tail On 21/25, Frozen',
    '2 lb',
    'BAG',
    5,
    '16.99',
    'shrimp 21/25 p&d tail-on',
    lb(10),
  ),
  o(
    DM,
    'Shredded Mozzarella, Low Moisture Part Skim',
    '4 x 5 lb',
    'CS',
    1,
    '63.90',
    'mozzarella shredded lmps',
    lb(20),
  ),
  o(DM, 'Shredded Mozzarella, Whole Milk', '4 x 5 lb', 'CS', 1, '71.90', 'mozzarella shredded whole milk', lb(20)),
  o(DM, 'Mild Cheddar Cheese Loaf, Yellow', '2 x 5 lb', 'CS', 1, '28.90', 'cheddar mild yellow block', lb(10)),
  o(DM, 'Sharp Cheddar Cheese Loaf, Yellow', '2 x 5 lb', 'CS', 1, '32.90', 'cheddar sharp yellow block', lb(10)),
  o(DM, 'American Cheese Yellow, 120 Slices', '5 lb', 'EA', 4, '14.49', 'american cheese yellow 120 slices', lb(20)),
  o(DM, 'American Cheese Yellow, 160 Slices', '5 lb', 'EA', 4, '14.49', 'american cheese yellow 160 slices', lb(20)),
  o(DM, 'Grated Parmesan Cheese', '5 lb', 'BAG', 2, '26.49', 'parmesan grated domestic', lb(10)),
  o(DM, 'Cream Cheese Loaf', '3 lb', 'EA', 10, '6.79', 'cream cheese loaf', lb(30)),
  o(DM, 'Cream Cheese Portion Cups 1 oz', '100 ct', 'CS', 1, '22.90', 'cream cheese portions 1 oz', each(100)),
  o(DM, 'Unsalted Butter AA, 1 lb Solids', '36 x 1 lb', 'CS', 1, '149.90', 'butter unsalted', lb(36)),
  o(DM, 'Salted Butter AA, 1 lb Solids', '36 x 1 lb', 'CS', 1, '146.90', 'butter salted', lb(36)),
  o(DM, 'Large White Eggs, Loose', '15 dozen', 'CS', 1, '39.90', 'eggs large', each(180)),
  o(DM, 'Whole Milk, Gallon', '1 gal', 'EA', 4, '4.49', 'milk whole', gal(4)),
  o(DM, 'Heavy Cream 40%, Quart', '1 qt', 'EA', 12, '4.39', 'cream heavy 40%', gal(3)),
  o(DM, 'Half and Half, Quart', '1 qt', 'EA', 12, '2.39', 'half and half', gal(3)),
  o(DM, 'Sour Cream', '5 lb', 'EA', 2, '9.49', 'sour cream 18%', lb(10)),
  o(DM, 'Ricotta Cheese, Whole Milk', '3 lb', 'EA', 6, '7.59', 'ricotta whole milk', lb(18)),
  o(DM, 'Diced Tomatoes in Juice, #10 Can', '6 ct', 'CS', 1, '29.90', 'tomatoes diced #10', each(6)),
  o(DM, 'Crushed Tomatoes, #10 Can', '6 ct', 'CS', 1, '30.90', 'tomatoes crushed #10', each(6)),
  o(DM, 'Tomato Paste, #10 Can', '6 ct', 'CS', 1, '42.90', 'tomato paste #10', each(6)),
  o(DM, 'Heinz Ketchup, #10 Can', '6 ct', 'CS', 1, '39.90', 'ketchup #10', each(6)),
  o(DM, 'Heinz Ketchup Packets 9 g', '1000 ct', 'CS', 1, '32.90', 'ketchup packets', each(1000)),
  o(DM, "Hellmann's Extra Heavy Mayonnaise, 1 gal", '4 x 1 gal', 'CS', 1, '49.90', 'mayonnaise', gal(4)),
  o(DM, 'Kikkoman Soy Sauce, 1 gal', '1 gal', 'EA', 4, '10.49', 'soy sauce', gal(4)),
  o(DM, 'Huy Fong Sriracha Hot Chili Sauce, 28 oz', '28 oz', 'EA', 12, '4.49', 'sriracha', oz(336)),
  o(DM, 'Lee Kum Kee Oyster Flavored Sauce, 5 lb', '5 lb', 'EA', 6, '11.99', 'oyster sauce', lb(30)),
  o(DM, 'Canola Frying Oil, 35 lb Jug', '35 lb', 'EA', 1, '44.90', 'oil canola', lb(35)),
  o(DM, 'Soybean Frying Oil, 35 lb Jug', '35 lb', 'EA', 1, '39.90', 'oil soybean', lb(35)),
  o(DM, 'Extra Virgin Olive Oil, 3 L Tin', '3 L', 'EA', 4, '34.99', 'olive oil extra virgin', l(12)),
  o(DM, 'Balsamic Vinegar of Modena, 1 gal', '1 gal', 'EA', 2, '15.99', 'vinegar balsamic', gal(2)),
  o(DM, 'Jasmine Rice, Thai Hom Mali', '50 lb', 'BAG', 1, '44.90', 'rice jasmine', lb(50)),
  o(DM, 'Basmati Rice, Extra Long Grain', '20 lb', 'BAG', 1, '27.90', 'rice basmati', lb(20)),
  o(DM, 'Parboiled Long Grain Rice', '50 lb', 'BAG', 1, '32.90', 'rice long grain parboiled', lb(50)),
  o(DM, 'Arborio Rice', '11 lb', 'BAG', 1, '19.90', 'rice arborio', lb(11)),
  o(DM, 'Spaghetti', '20 lb', 'CS', 1, '19.90', 'spaghetti', lb(20)),
  o(DM, 'Penne Rigate', '20 lb', 'CS', 1, '20.90', 'penne rigate', lb(20)),
  o(DM, 'All Purpose Flour, Bleached Enriched', '50 lb', 'BAG', 1, '19.90', 'flour all-purpose', lb(50)),
  o(DM, 'High Gluten Flour, Bromated', '50 lb', 'BAG', 1, '23.90', 'flour high-gluten', lb(50)),
  o(DM, 'Caputo "00" Pizzeria Flour', '55 lb', 'BAG', 1, '42.90', 'flour tipo 00', lb(55)),
  o(DM, 'Granulated Sugar, Extra Fine', '50 lb', 'BAG', 1, '36.90', 'sugar granulated', lb(50)),
  o(DM, 'Light Brown Sugar', '2 lb', 'BAG', 12, '2.49', 'sugar brown light', lb(24)),
  o(DM, 'Diamond Crystal Kosher Salt', '3 lb', 'BOX', 9, '3.29', 'salt kosher', lb(27)),
  o(DM, 'Ground Cumin', '16 oz', 'EA', 1, '9.49', 'cumin ground', lb(1)),
  o(DM, 'Coconut Milk, Unsweetened, 13.5 fl oz', '24 x 13.5 fl oz', 'CS', 1, '36.90', 'coconut milk', floz(24 * 13.5)),
  o(
    DM,
    'French Fries 3/8" Straight Cut, Frozen',
    '6 x 5 lb',
    'CS',
    1,
    '33.90',
    'fries 3/8 straight cut frozen',
    lb(30),
  ),
  o(DM, 'Chopped Spinach, Frozen', '3 lb', 'BAG', 12, '3.49', 'spinach chopped frozen', lb(36)),
  o(DM, 'Broccoli Florets, Frozen', '4 x 3 lb', 'CS', 1, '24.90', 'broccoli florets frozen', lb(12)),
  o(DM, 'Yellow Onions, Jumbo', '50 lb', 'BAG', 1, '22.90', 'onions yellow', lb(50)),
  o(DM, 'Red Onions', '25 lb', 'BAG', 1, '17.90', 'onions red', lb(25)),
  o(DM, 'Russet Potatoes 70 ct', '50 lb', 'CS', 1, '27.90', 'potatoes russet 70', lb(50)),
  o(DM, 'Romaine Hearts, 3 ct', '12 x 3 ct', 'CS', 1, '35.90', 'romaine hearts', each(36)),
  o(DM, 'Iceberg Lettuce', '24 ct', 'CS', 1, '31.90', 'lettuce iceberg', each(24)),
  o(DM, 'Lemons 165 ct', '165 ct', 'CS', 1, '42.90', 'lemons 165', each(165)),
  o(DM, 'Hass Avocados 48 ct', '48 ct', 'CS', 1, '49.90', 'avocados hass 48', each(48)),
  o(DM, 'Cilantro', '1 bunch', 'EA', 6, '0.79', 'cilantro', each(6)),
  o(DM, 'Peeled Garlic', '5 lb', 'JAR', 1, '12.49', 'garlic peeled', lb(5)),
  o(DM, 'Fresh Strawberries', '8 x 1 lb', 'CS', 1, '22.90', 'strawberries', lb(8)),
  o(DM, 'Fresh Blueberries', '18 oz', 'EA', 4, '6.49', 'blueberries', oz(72)),
  o(DM, 'Brioche Hamburger Buns 4.5", Sliced', '6 ct', 'PK', 8, '4.29', 'buns brioche 4.5 in', each(48)),
  o(DM, 'Flour Tortillas 12"', '12 ct', 'PK', 12, '2.79', 'tortillas flour 12 in', each(144)),
  o(
    DM,
    'Butter Croissants, Unbaked, Frozen, 3 oz',
    '120 ct',
    'CS',
    1,
    '89.90',
    'croissants butter unbaked frozen',
    each(120),
  ),
  o(DM, 'Nitrile Gloves Powder-Free, Large', '10 x 100 ct', 'CS', 1, '42.90', 'gloves nitrile large', each(1000)),
  o(DM, 'Vinyl Gloves Powder-Free, Medium', '10 x 100 ct', 'CS', 1, '27.90', 'gloves vinyl medium', each(1000)),
  o(DM, 'Heavy Duty Aluminum Foil 18" x 500\'', '1 roll', 'EA', 1, '39.90', 'foil 18 in x 500 ft heavy', each(1)),
  o(
    DM,
    'Foam Hinged Container 9" x 9", 1 Compartment',
    '200 ct',
    'CS',
    1,
    '32.90',
    'containers foam hinged 9x9 1 comp',
    each(200),
  ),
  o(DM, 'Plastic Portion Cups 2 oz, Clear', '2500 ct', 'CS', 1, '45.90', 'portion cups 2 oz', each(2500)),
  o(DM, 'Coca-Cola Classic 12 oz Cans', '24 ct', 'CS', 1, '17.90', 'coca-cola can', floz(288)),
  o(
    DM,
    'San Pellegrino Sparkling Mineral Water 16.9 oz',
    '24 ct',
    'CS',
    1,
    '28.90',
    'water sparkling mineral',
    floz(24 * 16.9),
  ),
  o(DM, 'Limes 175 ct', '175 ct', 'CS', 1, '29.90', 'limes 175', each(175)),
  o(DM, 'Green Onions', '1 bunch', 'EA', 12, '0.69', 'green onions', each(12)),
  o(DM, 'Roma Tomatoes', '25 lb', 'CS', 1, '27.90', 'tomatoes roma', lb(25)),
  o(DM, 'Baby Bella Mushrooms (Cremini)', '10 lb', 'CS', 1, '29.90', 'mushrooms cremini', lb(10)),
  o(DM, 'Jalapeño Peppers', '10 lb', 'CS', 1, '14.90', 'peppers jalapeno', lb(10)),
  o(DM, 'Spring Mix', '3 lb', 'EA', 1, '12.90', 'spring mix', lb(3)),
  o(DM, 'Organic Spring Mix', '3 lb', 'EA', 1, '17.90', 'spring mix organic', lb(3)),
  o(DM, 'Green Peas, Frozen', '12 x 2.5 lb', 'CS', 1, '32.90', 'peas green frozen', lb(30)),
  o(DM, 'Prosciutto di Parma, Boneless', 'approx. 15 lb', 'LB', 1, '9.99', 'prosciutto di parma', lb(1)),
  o(DM, 'Spring Water 16.9 oz', '24 ct', 'CS', 1, '5.99', 'water spring bottled', floz(24 * 16.9)),
  // Jade Garden Restaurant Supply: a Chinese-American restaurant supplier, ALL CAPS English with the Chinese name,
  // brands first for sauces, packs glued "6/5LB", catch weights by the LB.
  o(
    JG,
    'CHICKEN THIGH BONELESS SKINLESS 去骨鸡腿肉',
    '4/10LB',
    'CS',
    1,
    '88.00',
    'chicken thigh boneless skinless',
    lb(40),
  ),
  o(
    JG,
    'CHICKEN BREAST BONELESS SKINLESS 鸡胸肉',
    '4/10LB',
    'CS',
    1,
    '108.00',
    'chicken breast boneless skinless fresh',
    lb(40),
  ),
  o(JG, 'CHICKEN WING MID JOINT FROZEN 鸡中翼', '4/10LB', 'CS', 1, '132.00', 'chicken wings mid joint frozen', lb(40)),
  o(JG, 'CHICKEN WING WHOLE FRESH 鸡全翼', '40LB', 'CS', 1, '104.00', 'chicken wings whole fresh', lb(40)),
  o(JG, 'PORK BUTT BONELESS 猪肩肉', '~8LB', 'LB', 1, '2.35', 'pork butt boneless', lb(1)),
  o(JG, 'PORK SPARE RIB ST LOUIS CUT 排骨', '~30LB', 'LB', 1, '3.19', 'pork spareribs st louis', lb(1)),
  o(JG, 'PORK BELLY SKIN ON 带皮五花肉', '~10LB', 'LB', 1, '3.89', 'pork belly skin-on', lb(1)),
  o(JG, 'BEEF FLANK STEAK 牛腩扒', '~20LB', 'LB', 1, '8.89', 'beef flank steak', lb(1)),
  o(JG, 'SHRIMP P&D T/OFF 21/25 虾仁', '10/2LB', 'CS', 1, '166.00', 'shrimp 21/25 p&d tail-off', lb(20)),
  o(JG, 'SHRIMP P&D T/OFF 41/50 小虾仁', '10/2LB', 'CS', 1, '118.00', 'shrimp 41/50 p&d tail-off', lb(20)),
  o(JG, 'SHRIMP P&D T/OFF 71/90 COOKED 熟虾仁', '10/2LB', 'CS', 1, '98.00', 'shrimp 71/90 p&d cooked', lb(20)),
  o(JG, 'EGG LARGE WHITE 大鸡蛋', '15DZ', 'CS', 1, '41.00', 'eggs large', each(180)),
  o(JG, 'BROCCOLI CROWN 西兰花', '20LB', 'CS', 1, '33.00', 'broccoli crowns', lb(20)),
  o(JG, 'GAI LAN CHINESE BROCCOLI 芥兰', '20LB', 'CS', 1, '36.00', 'gai lan', lb(20)),
  o(JG, 'BOK CHOY BABY 小白菜', '20LB', 'CS', 1, '29.00', 'bok choy baby', lb(20)),
  o(JG, 'SHANGHAI BOK CHOY 上海青', '20LB', 'CS', 1, '30.00', 'bok choy shanghai', lb(20)),
  o(JG, 'NAPA CABBAGE 大白菜', '50LB', 'CS', 1, '31.00', 'cabbage napa', lb(50)),
  o(JG, 'GINGER ROOT 生姜', '30LB', 'CS', 1, '69.00', 'ginger root', lb(30)),
  o(JG, 'GARLIC PEELED 蒜米', '4/5LB', 'CS', 1, '43.00', 'garlic peeled', lb(20)),
  o(JG, 'SCALLION 葱', '48BUNCH', 'CS', 1, '26.00', 'green onions', each(48)),
  o(JG, 'ONION YELLOW JUMBO 洋葱', '50LB', 'BAG', 1, '23.00', 'onions yellow', lb(50)),
  o(JG, 'BEAN SPROUT 芽菜', '10LB', 'BAG', 1, '8.50', 'bean sprouts mung', lb(10)),
  o(JG, 'MUSHROOM SHIITAKE DRIED 花菇', '5LB', 'BAG', 1, '48.00', 'mushrooms shiitake dried', lb(5)),
  o(JG, 'JASMINE RICE THAI 泰国香米', '50LB', 'BAG', 1, '43.00', 'rice jasmine', lb(50)),
  o(JG, 'CORN STARCH 粟粉', '24/1LB', 'CS', 1, '34.00', 'cornstarch', lb(24)),
  o(JG, 'SUGAR GRANULATED 白糖', '50LB', 'BAG', 1, '37.00', 'sugar granulated', lb(50)),
  o(JG, 'MSG 味精', '25LB', 'BAG', 1, '48.00', 'msg', lb(25)),
  o(JG, 'KIKKOMAN SOY SAUCE 万字酱油', '4/1GAL', 'CS', 1, '41.00', 'soy sauce', gal(4)),
  o(JG, 'PEARL RIVER BRIDGE SUPERIOR DARK SOY 老抽', '12/500ML', 'CS', 1, '26.00', 'soy sauce dark', ml(6000)),
  o(JG, 'LEE KUM KEE OYSTER SAUCE 李锦记蚝油', '6/5LB', 'CS', 1, '70.00', 'oyster sauce', lb(30)),
  o(JG, 'LEE KUM KEE HOISIN SAUCE 海鲜酱', '6/5LB', 'CS', 1, '66.00', 'hoisin sauce', lb(30)),
  o(JG, 'SESAME OIL PURE 纯芝麻油', '4/1GAL', 'CS', 1, '92.00', 'sesame oil pure', gal(4)),
  o(JG, 'SOYBEAN OIL FRY 大豆油', '35LB', 'JUG', 1, '39.00', 'oil soybean', lb(35)),
  o(JG, 'WHITE VINEGAR 5% 白醋', '4/1GAL', 'CS', 1, '13.00', 'vinegar white 5%', gal(4)),
  o(JG, 'SRIRACHA HUY FONG 是拉差辣椒酱', '12/28OZ', 'CS', 1, '50.00', 'sriracha', oz(336)),
  o(JG, 'EGG ROLL WRAPPER 8" 春卷皮', '20/1LB', 'CS', 1, '34.00', 'egg roll wrappers', lb(20)),
  o(JG, 'WONTON WRAPPER 3.5" 云吞皮', '20/1LB', 'CS', 1, '33.00', 'wonton wrappers', lb(20)),
  o(JG, 'LO MEIN NOODLE FRESH 捞面', '5LB', 'BAG', 6, '6.20', 'noodles lo mein fresh', lb(30)),
  o(JG, 'FORTUNE COOKIE WRAPPED 幸运饼', '350CT', 'CS', 1, '16.00', 'fortune cookies wrapped', each(350)),
  o(JG, 'FOOD PAIL 32OZ MICROWAVABLE 外卖盒', '500CT', 'CS', 1, '58.00', 'take-out pails 32 oz', each(500)),
  o(JG, 'FOOD PAIL 16OZ MICROWAVABLE 外卖盒', '500CT', 'CS', 1, '46.00', 'take-out pails 16 oz', each(500)),
  o(
    JG,
    'FOAM CONTAINER 9X9 1 COMP 发泡饭盒',
    '200CT',
    'CS',
    1,
    '33.00',
    'containers foam hinged 9x9 1 comp',
    each(200),
  ),
  o(JG, 'CHOPSTICK BAMBOO WRAPPED 筷子', '1000PR', 'CS', 1, '24.00', 'chopsticks wrapped', each(1000)),
  o(JG, 'GLOVE VINYL LARGE 手套', '10/100', 'CS', 1, '28.00', 'gloves vinyl large', each(1000)),
  o(JG, 'COKE CAN 12OZ 可乐', '24/12OZ', 'CS', 1, '18.00', 'coca-cola can', floz(288)),
  // Apna Bazaar Wholesale: an Indian grocery wholesaler, title case English with the Hindi name in brackets, brands
  // first for packaged goods, packs "20 lb", "4 x 10 lb", "10 x 400 g".
  o(AB, 'Basmati Rice Extra Long (Chawal)', '20 lb', 'BAG', 1, '28.50', 'rice basmati', lb(20)),
  o(
    AB,
    'Basmati Rice 1121 Golden Sella (Parboiled)',
    '20 lb',
    'BAG',
    1,
    '27.00',
    'rice basmati sella parboiled',
    lb(20),
  ),
  o(AB, 'Toor Dal (Arhar, Split Pigeon Peas)', '20 lb', 'BAG', 1, '36.00', 'toor dal', lb(20)),
  o(AB, 'Chana Dal (Split Bengal Gram)', '20 lb', 'BAG', 1, '28.00', 'chana dal', lb(20)),
  o(AB, 'Moong Dal Yellow (Split Mung)', '20 lb', 'BAG', 1, '32.00', 'moong dal yellow', lb(20)),
  o(AB, 'Kabuli Chana (White Chickpeas, Dry)', '20 lb', 'BAG', 1, '30.00', 'chickpeas dried', lb(20)),
  o(AB, 'Kala Chana (Black Chickpeas)', '20 lb', 'BAG', 1, '26.00', 'chickpeas black dried', lb(20)),
  o(AB, 'Atta Whole Wheat Chakki (Aashirvaad)', '20 lb', 'BAG', 1, '22.00', 'flour atta whole wheat', lb(20)),
  o(AB, 'Besan (Gram Flour)', '4 lb', 'BAG', 5, '7.20', 'flour besan chickpea', lb(20)),
  o(AB, 'Maida (All Purpose Flour)', '20 lb', 'BAG', 1, '11.50', 'flour all-purpose', lb(20)),
  o(AB, 'Cheeni (Sugar, Granulated)', '20 lb', 'BAG', 1, '16.00', 'sugar granulated', lb(20)),
  o(AB, 'Jeera Whole (Cumin Seeds)', '7 lb', 'BAG', 1, '38.00', 'cumin seeds whole', lb(7)),
  o(AB, 'Jeera Powder (Ground Cumin)', '7 lb', 'BAG', 1, '41.00', 'cumin ground', lb(7)),
  o(AB, 'Haldi Powder (Turmeric Ground)', '7 lb', 'BAG', 1, '29.00', 'turmeric ground', lb(7)),
  o(AB, 'Dhania Powder (Coriander Ground)', '7 lb', 'BAG', 1, '27.00', 'coriander ground', lb(7)),
  o(AB, 'Kashmiri Lal Mirch (Kashmiri Chilli Powder)', '7 lb', 'BAG', 1, '46.00', 'chili powder kashmiri', lb(7)),
  o(AB, 'MDH Garam Masala', '500 g', 'EA', 10, '7.50', 'garam masala', kg(5)),
  o(AB, 'Ghee Pure Cow (Desi Ghee)', '4 x 64 oz', 'CS', 1, '96.00', 'ghee', oz(256)),
  o(AB, 'Paneer Block (Fresh Cheese)', '4 x 5 lb', 'CS', 1, '98.00', 'paneer', lb(20)),
  o(AB, 'Dahi (Plain Yogurt, Whole Milk)', '4 x 5 lb', 'CS', 1, '36.00', 'yogurt plain whole milk', lb(20)),
  o(AB, 'Mustard Oil (Sarson Ka Tel)', '6 x 1 L', 'CS', 1, '39.00', 'oil mustard', l(6)),
  o(AB, 'Canola Oil', '35 lb', 'JUG', 1, '43.00', 'oil canola', lb(35)),
  o(AB, 'Coconut Milk (Nariyal Doodh)', '24 x 400 ml', 'CS', 1, '34.00', 'coconut milk', ml(9600)),
  o(AB, 'Tamarind Paste (Imli)', '12 x 400 g', 'CS', 1, '30.00', 'tamarind paste', g(4800)),
  o(AB, 'Alphonso Mango Pulp (Aam Ras)', '6 x 850 g', 'CS', 1, '27.00', 'mango pulp alphonso', g(5100)),
  o(AB, 'Kesar Mango Pulp', '6 x 850 g', 'CS', 1, '24.00', 'mango pulp kesar', g(5100)),
  o(AB, 'Pyaz Lal (Red Onion)', '50 lb', 'BAG', 1, '30.00', 'onions red', lb(50)),
  o(AB, 'Adrak (Ginger Root)', '30 lb', 'CS', 1, '66.00', 'ginger root', lb(30)),
  o(AB, 'Lehsun Chhila (Peeled Garlic)', '5 lb', 'JAR', 4, '11.50', 'garlic peeled', lb(20)),
  o(
    AB,
    'Hari Mirch (Green Chilli, Indian Finger Hot)',
    '10 lb',
    'CS',
    1,
    '24.00',
    'chilies green indian finger hot',
    lb(10),
  ),
  o(AB, 'Hara Dhania (Coriander Leaves)', 'bunch', 'EA', 30, '0.55', 'cilantro', each(30)),
  o(AB, 'Pudina (Mint Leaves)', 'bunch', 'EA', 24, '0.85', 'mint', each(24)),
  o(AB, 'Bhindi (Okra) Fresh', '10 lb', 'CS', 1, '28.00', 'okra fresh', lb(10)),
  o(AB, 'Bhindi Cut (Okra) Frozen', '24 x 12 oz', 'CS', 1, '42.00', 'okra cut frozen', oz(288)),
  o(AB, 'Palak Chopped (Spinach) Frozen', '12 x 3 lb', 'CS', 1, '46.00', 'spinach chopped frozen', lb(36)),
  o(AB, 'Matar (Green Peas) Frozen', '12 x 2 lb', 'CS', 1, '30.00', 'peas green frozen', lb(24)),
  o(AB, 'Naan Plain Frozen (Tandoori)', '12 x 5 pcs', 'CS', 1, '31.00', 'naan plain', each(60)),
  o(AB, 'Naan Garlic Frozen', '12 x 5 pcs', 'CS', 1, '33.00', 'naan garlic', each(60)),
  o(AB, 'Eggs Large White (Ande)', '15 dz', 'CS', 1, '44.00', 'eggs large', each(180)),
  // Gusto Italiano Importazioni: an Italian importer, Italian names only, decimal commas, "cartone 6 x 2,5 kg".
  o(GI, 'Farina di grano tenero tipo "00" per pizza', 'sacco 25 kg', 'SC', 2, '31.00', 'flour tipo 00', kg(50)),
  o(GI, 'Semola rimacinata di grano duro', 'sacco 25 kg', 'SC', 1, '34.00', 'semolina durum remilled', kg(25)),
  o(GI, 'Olio extravergine di oliva', 'latta 5 l', 'LT', 4, '54.00', 'olive oil extra virgin', l(20)),
  o(GI, 'Olio di sansa di oliva', 'latta 5 l', 'LT', 4, '26.00', 'olive oil pomace', l(20)),
  o(GI, 'Aceto balsamico di Modena IGP', 'cartone 2 x 5 l', 'CT', 1, '44.00', 'vinegar balsamic', l(10)),
  o(
    GI,
    'Pomodori pelati San Marzano DOP',
    'cartone 6 x 2,5 kg',
    'CT',
    1,
    '58.00',
    'tomatoes whole peeled san marzano dop',
    kg(15),
  ),
  o(GI, 'Passata di pomodoro', 'cartone 12 x 700 g', 'CT', 1, '21.00', 'tomato passata', g(8400)),
  o(GI, 'Parmigiano Reggiano DOP 24 mesi', 'ottavo ~4,5 kg', 'KG', 1, '19.90', 'parmigiano reggiano', kg(1)),
  o(GI, 'Parmigiano Reggiano DOP grattugiato', 'busta 1 kg', 'BS', 4, '22.00', 'parmigiano reggiano grated', kg(4)),
  o(GI, 'Grana Padano DOP', 'ottavo ~4,5 kg', 'KG', 1, '14.90', 'grana padano', kg(1)),
  o(GI, 'Pecorino Romano DOP grattugiato', 'busta 1 kg', 'BS', 4, '17.50', 'pecorino romano grated', kg(4)),
  o(GI, 'Mozzarella fior di latte', 'vaschetta 10 x 125 g', 'VS', 2, '14.00', 'mozzarella fior di latte', g(2500)),
  o(GI, 'Mozzarella di bufala campana DOP', 'vaschetta 8 x 125 g', 'VS', 2, '22.00', 'mozzarella di bufala', g(2000)),
  o(GI, 'Ricotta di pecora', 'fuscella 1,5 kg', 'PZ', 2, '16.00', 'ricotta sheep milk', kg(3)),
  o(GI, 'Prosciutto di Parma DOP disossato', 'pezzo ~7 kg', 'KG', 1, '21.50', 'prosciutto di parma', kg(1)),
  o(GI, 'Guanciale stagionato', 'pezzo ~1,2 kg', 'KG', 1, '17.80', 'guanciale', kg(1)),
  o(GI, 'Pancetta arrotolata', 'pezzo ~2,5 kg', 'KG', 1, '13.90', 'pancetta rolled', kg(1)),
  o(GI, 'Spaghetti n. 5', 'cartone 20 x 500 g', 'CT', 1, '22.00', 'spaghetti', kg(10)),
  o(GI, 'Penne rigate n. 73', 'cartone 20 x 500 g', 'CT', 1, '22.00', 'penne rigate', kg(10)),
  o(GI, 'Penne lisce', 'cartone 20 x 500 g', 'CT', 1, '22.00', 'penne lisce', kg(10)),
  o(GI, 'Rigatoni n. 89', 'cartone 20 x 500 g', 'CT', 1, '22.00', 'rigatoni', kg(10)),
  o(GI, 'Riso Arborio', 'cartone 10 x 1 kg', 'CT', 1, '28.00', 'rice arborio', kg(10)),
  o(GI, 'Riso Carnaroli', 'cartone 10 x 1 kg', 'CT', 1, '34.00', 'rice carnaroli', kg(10)),
  o(GI, 'Capperi sotto sale', 'vaso 1 kg', 'VS', 6, '14.00', 'capers salted', kg(6)),
  o(GI, 'Olive verdi Castelvetrano', 'secchio 2,5 kg', 'SE', 2, '24.00', 'olives castelvetrano', kg(5)),
  o(GI, 'Acqua minerale frizzante', 'cartone 24 x 500 ml', 'CT', 1, '21.00', 'water sparkling mineral', l(12)),
  o(GI, 'Caffè espresso in grani', 'busta 1 kg', 'BS', 6, '24.00', 'coffee espresso whole bean', kg(6)),
];
