/**
 * A fortieth held-out part of the price-comparison corpus, written blind: without reading the comparison code or its
 * vocabulary, and never tuned on.
 *
 * Suppliers (invented) and how each prints its lines:
 * - Keystone Foodservice, a US broadliner: ALL CAPS, the noun first, abbreviations ("CHKN WING JMBO 1&2 JT FRZ", "BEEF
 *   STRIP LOIN 0X1 CH 180", "TOM PASTE 26% #10", "SPICE PEPPER BLK GRND"), a slash pack column ("4/10 LB", "30/5.33
 *   OZ", "6/#10", "6/100 OZ", "4/2 KG", "4/3 LTR", "4/1 GAL", "12/1 QT", "12/24 FL OZ", "15 DZ", "1/165 CT", "2/13 LB
 *   AVG", "1/RL"); sold by the CS, BG, JB, EA, RL or, for catch weights, the LB.
 * - Greenleaf Produce Co., a produce house: ALL CAPS, count and case make-up in the name ("ROMAINE HEARTS 18CT
 *   (6/3PK)", "CILANTRO ICED 30 BU", "GARLIC PEELED CLOVE 4/5# JAR", "TOMATO CHERRY RED 12 PT FLAT"), packs "6/3CT",
 *   "24CT", "25 LB", "4/5 LB", "12/1 PT", "12/6 OZ"; sold by the CS, SK, FLT or EA.
 * - Harbor & Hoof Provisions, a meat and seafood purveyor: title case, cut, grade and IMPS number ("Tenderloin PSMO,
 *   Choice (IMPS 189A)"), counts per pound ("Shrimp 16/20 White P&D Tail-Off, IQF", "Sea Scallops U/10 Dry, Fresh"),
 *   packs "avg 13 lb", "avg 1.1 kg", "per lb", "5 x 2 lb", "100 ct"; catch weights by the LB or (imported) KG.
 * - Northfield Dairy & Cheese, a dairy and cheese house: title case, the container in the name ("Heavy Cream 40% Half
 *   Gallon", "European Butter 82% Unsalted Sheets", "Fresh Mozzarella Ovoline 4 oz in Water"), packs "4/1 gal", "9/½
 *   gal", "12/1 qt", "10/2.2 lb", "15 doz", "6/500 g", "~2 lb wedge"; sold by the CS or, for cut cheese, the lb.
 * - Millstone Bakery Supply, a bakery and dry-goods list: ALL CAPS, sizes in the name ("FLOUR BREAD HIGH GLUTEN 14%
 *   50#", "FLOUR 00 PIZZERIA CAPUTO 25 KG", "BRIOCHE BUN 4.5" PRE-SLICED"), a dashed pack column "1-50 LB", "20-1 LB",
 *   "1-25 KG", "1-32 FL OZ", "4-1 L", "8-6 CT", "6 LOAVES"; sold by the BAG, CS or EA.
 * - ValuCo Cash & Carry, a cash-and-carry shelf list: long title-case names, the kind after commas, brands ("Chicken
 *   Wings, Jumbo, Split (Flats & Drums), Frozen", "Thick Sliced Bacon, Hickory Smoked, 14-18 ct", "Erawan Rice Sticks,
 *   3 mm", "Coke, 12 fl oz Cans"), packs "4 x 10 lb", "approx. 12 lb", "10 lb chub", "½ gallon", "13.5 fl oz", "3 L",
 *   "1 bunch", "35 pk"; sold by the CS, BAG, BOX, EA, JUG, JAR, TIN, TUB, PK or FLAT, often several to a line, or the
 *   LB.
 * - Thornbury Catering Supplies, a UK catering wholesaler in British trade usage ("Chicken Thigh Fillets", "Beef Mince
 *   20% Fat", "Beef Fillet ... (PSMO)", "Pork Belly, Boneless, Rind On", "Smoked Streaky Bacon Rashers", "Raw King
 *   Prawns", "Double Cream", "Coriander (Bunched)", "Courgettes", "Aubergines", "Closed Cup" and "Chestnut Mushrooms",
 *   "Plain Flour", "Caster" and "Icing Sugar", "Cornflour", "Bicarbonate of Soda", "Rapeseed Oil", "Tomato Purée",
 *   "Straight Cut Chips"), packs "1x5kg", "40x250g", "6x2pt" (imperial pints), "12x1ltr", "10 bunch", "6x30" (eggs),
 *   "1x80" (lemons), "24x330ml", "avg 2.5kg"; sold by the CASE, EACH, PACK, BAG, BOX, SACK, TUB, TIN, DRUM or KG.
 * - Tân Phát Thực Phẩm, a Vietnamese wholesaler, in Vietnamese with an English hint on some lines ("Nước mắm Ba Con Cua
 *   (Three Crabs)", "Bánh phở khô 3 ly (rice stick)", "Bột bắp", "Hành tím", "Chanh không hạt 200 trái", "Đùi gà rút
 *   xương không da", "Trứng gà trắng loại lớn"), US or metric sizes and now and then a decimal comma in packs "thùng 12
 *   chai x 682 ml", "thùng 6 can x 1 gal", "thùng 6 x 2,5 lb", "bao 25 lb", "hũ 5 lb", "thùng 60 bó", "thùng 15 tá"
 *   (dozens), "két 24 lon", "~12 lb"; sold by the THÙNG, BAO, GÓI, HỘP, HŨ, KÉT or, for catch weights, the LB.
 *
 * Equivalent names that must group (same kind, same basis), among others: fresh boneless skinless breasts and UK fresh
 * breast fillets, skinless; boneless skinless thighs, UK thigh fillets and đùi gà rút xương không da; 1&2 joint wings,
 * split flats & drums and UK jointed wings; 80/20 ground beef and UK beef mince 20 % fat; PSMO tenderloin and UK beef
 * fillet PSMO; frenched lamb rack (8-rib, 8 bone French trimmed); skinless pork belly and ba chỉ không da; skin-on pork
 * belly, UK rind on and ba chỉ có da; 14/18 bacon and thick sliced 14-18 ct; 16/20 P&D tail-off shrimp and tôm thẻ lột
 * vỏ bỏ chỉ bỏ đuôi; 21/25 P&D tail-off shrimp and UK raw king prawns; skin-on Atlantic salmon fillet and Scottish
 * salmon fillet; live mussels (PEI, Shetland rope-grown); calamari and mực ống và râu; sharp white cheddar and UK
 * mature white cheddar; Kerrygold salted in 8 oz and 250 g; large white eggs (15 dozen, 15 tá); whole milk by the
 * gallon, half gallon and imperial pint; UK semi-skimmed milk, fresh and UHT; fish sauce, Squid brand and nước mắm Ba
 * Con Cua; oyster sauce and dầu hào; sriracha and tương ớt; coconut milk and nước cốt dừa; condensed milk, Longevity
 * and sữa đặc Ông Thọ; canola oil by volume, UK rapeseed oil and dầu hạt cải; jasmine rice, Three Ladies, UK Thai hom
 * mali and gạo thơm lài; 3 mm rice sticks and bánh phở khô 3 ly; all-purpose and UK plain flour; granulated sugar
 * (extra fine, cane, Domino, UK, đường cát trắng); powdered 10X, confectioners and UK icing sugar; cornstarch, UK
 * cornflour and bột bắp; baking soda and UK bicarbonate of soda; ground black pepper and tiêu đen xay; 3/8 straight-cut
 * fries, McCain and UK 3/8 (10 mm) chips; frozen and UK garden peas; baby and UK baby leaf spinach; cilantro, UK
 * coriander and ngò rí; Italian and UK flat leaf parsley; scallions, UK spring onions and hành lá; Thai basil and húng
 * quế; lemongrass and sả; ginger and gừng; peeled garlic and tỏi bóc vỏ; shallots and hành tím; Thai red chilies and ớt
 * hiểm; bean sprouts and giá đỗ; baby bok choy and cải thìa non; zucchini and courgettes; eggplant and aubergines; red
 * bell and UK red peppers; Roma and UK plum tomatoes; white button and closed cup, cremini and chestnut mushrooms;
 * limes 200 and chanh không hạt 200; brioche 4.5 in buns (US and UK); Coca-Cola in 12 oz and 330 ml cans; brands and
 * generics alike (Hellmann's, Grey Poupon, Frank's, Kikkoman, Galbani, Land O'Lakes, BelGioioso, Fage, Barilla, Gold
 * Medal, Morton, McCormick, Reynolds).
 *
 * Look-alikes that must stay apart: 5 oz IQF, fresh and airline breast; IQF and fresh thighs; split frozen and whole
 * fresh wings; 75/25, 80/20 and 95/5 (UK 5 % fat) beef; strip loin, ribeye, tenderloin, short rib, flat iron and
 * brisket; bone-in and boneless pork butt; pork loin and tenderloin; skinless and skin-on belly; 14/18 bacon, slab, UK
 * streaky and back bacon; 16/20 and 21/25 P&D and 21/25 EZ-peel shrimp; U/10 and 20/30 scallops; salmon fillet and
 * whole salmon; cod loin, frozen cod fillets and basa; salted, unsalted, European 82 % and Kerrygold butter; large
 * white, medium white and UK free-range eggs; whole and semi-skimmed milk; whipping 36 %, heavy 40 %, double cream and
 * half & half; LMPS shreds, ovoline, ciliegine and burrata; grated parmesan, Parmigiano Reggiano and pecorino; crushed,
 * diced and paste in #10 cans; balsamic, white distilled and malt vinegar; jasmine and glutinous rice; rice sticks,
 * vermicelli, fresh phở noodles and rice paper; all-purpose, high-gluten, cake, "00" and UK strong flour; granulated,
 * caster, powdered, brown and rock sugar; cornstarch and tapioca starch (bột năng); baking soda and baking powder;
 * instant and fresh yeast; shallots and fried shallots (hành phi); basil and Thai basil; baby arugula and UK wild
 * rocket; lemons 80, 140 and 165; red jumbo and red medium onions; russet, Yukon gold and Maris Piper; French and
 * Vietnamese baguettes; brioche and potato buns; vinyl and nitrile gloves; US and UK cling film.
 *
 * Conventions: catch weights per kg (one pound or kilo to a line); #10 cans per each; counted produce, bunches, eggs,
 * bread and buns, pastry sheets, clams, oysters and disposables per each; liquids sold by volume per L; everything sold
 * by net weight per kg (fry oil in 35 lb jibs, sriracha, oyster sauce, condensed milk, tins in kilos). UK pints are
 * imperial (0.568 L). A product on two bases (canola oil by the pound and by the litre) is two products here. 367
 * offers, 202 products, 237 same-product pairs on the same basis.
 * Blind figures (before any tuning on it; after the first run, UHT semi-skimmed milk was labelled as fresh, as the
 * corpus labels UHT cream, and names worded as in earlier parts were reworded): precision 0.954, recall 0.700 (71 of
 * 237 pairs missed, 7 shown similar), 10 similar pairs (3 wrong), unit price 92.4 %. By pair of catalogues (precision,
 * recall, pairs): Keystone + Greenleaf 1.000, 0.667, 3; Keystone + Harbor & Hoof 1.000, 0.800, 5; Keystone + Northfield
 * 1.000, 0.917, 12; Keystone + Millstone 1.000, 1.000, 5; Keystone + ValuCo 1.000, 0.846, 52; Keystone + Thornbury
 * 0.875, 0.700, 20; Keystone + Tân Phát 0.714, 0.556, 9; Greenleaf + Northfield 1.000, 1.000, 1; Greenleaf + ValuCo
 * 1.000, 0.800, 10; Greenleaf + Thornbury 0.889, 0.615, 13; Greenleaf + Tân Phát 0.625, 0.455, 11; Harbor & Hoof +
 * Northfield 1.000, 1.000, 1; Harbor & Hoof + ValuCo 1.000, 0.900, 10; Harbor & Hoof + Thornbury 0.714, 0.556, 9;
 * Harbor & Hoof + Tân Phát 0.000, 0.000, 4; Northfield + Millstone 1.000, 1.000, 1; Northfield + ValuCo 1.000, 0.909,
 * 11; Northfield + Thornbury 0.778, 0.875, 8; Northfield + Tân Phát 0.333, 0.500, 2; Millstone + ValuCo 1.000, 0.800,
 * 5; Millstone + Thornbury 0.714, 0.833, 6; Millstone + Tân Phát 0.333, 0.500, 2; ValuCo + Thornbury 0.938, 0.625, 24;
 * ValuCo + Tân Phát 0.714, 0.385, 13; Thornbury + Tân Phát 0.500, 0.333, 12; Greenleaf + Harbor & Hoof, Greenleaf +
 * Millstone and Harbor & Hoof + Millstone share no product. The pairs of a pair of catalogues count those within each
 * of the two as well (whole milk at Northfield, semi-skimmed milk at Thornbury).
 * Held out until part 41 was written (bench compare: "tuned ao" since).
 */
import { type CorpusOffer, each, floz, g, gal, kg, l, lb, ml, o, oz } from './offer.js';

const KF = 'Keystone Foodservice';
const GP = 'Greenleaf Produce Co.';
const HH = 'Harbor & Hoof Provisions';
const ND = 'Northfield Dairy & Cheese';
const MB = 'Millstone Bakery Supply';
const VC = 'ValuCo Cash & Carry';
const TC = 'Thornbury Catering Supplies';
const TP = 'Tân Phát Thực Phẩm';

const PINT = 0.56826125; // the imperial pint (UK), in litres

// Product labels used on several lines.
const CB5 = 'chicken breast boneless skinless 5 oz iqf';
const CBF = 'chicken breast boneless skinless fresh';
const CTF = 'chicken thigh boneless skinless fresh';
const WINGS = 'chicken wings split frozen';
const S1620 = 'shrimp 16/20 p&d tail-off';
const S2125 = 'shrimp 21/25 p&d tail-off';
const SALMON = 'salmon atlantic fillet skin-on fresh';
const COD68 = 'cod fillet 6-8 oz skinless frozen';
const CALAMARI = 'calamari tubes and tentacles cleaned';
const LMPS = 'mozzarella shredded lmps';
const AMERICAN = 'american cheese yellow 160 slices';
const FRIES = 'fries 3/8 straight cut';

export const HELD_OUT_40: CorpusOffer[] = [
  // Keystone Foodservice: a US broadliner, ALL CAPS, the noun first, abbreviations, a slash pack column.
  o(KF, 'CHKN BRST BNLS SKNLS 5OZ IQF', '4/10 LB', 'CS', 1, '112.00', CB5, lb(40)),
  o(KF, 'CHKN THGH BNLS SKNLS IQF', '4/10 LB', 'CS', 1, '98.00', 'chicken thigh boneless skinless iqf', lb(40)),
  o(KF, 'CHKN WING JMBO 1&2 JT FRZ', '4/10 LB', 'CS', 1, '118.00', WINGS, lb(40)),
  o(KF, 'CHKN WHL 3 LB WOG FRSH', '12/3 LB AVG', 'LB', 1, '1.89', 'chicken whole fresh', lb(1)),
  o(KF, 'BEEF GRND 75/25 FRSH CHUB', '8/10 LB', 'CS', 1, '312.00', 'ground beef 75/25', lb(80)),
  o(KF, 'BEEF GROUND 80/20 CHUB FRSH', '8/10 LB', 'CS', 1, '336.00', 'ground beef 80/20', lb(80)),
  o(KF, 'BEEF PATTY 80/20 5.33OZ 3/1 FZN', '30/5.33 OZ', 'CS', 1, '46.00', 'beef patties 80/20 5.33 oz', oz(159.9)),
  o(KF, 'BEEF STRIP LOIN 0X1 CH 180', '2/13 LB AVG', 'LB', 1, '9.79', 'beef strip loin 0x1', lb(1)),
  o(KF, 'BEEF SHORT RIB BNLS CH 130A', '4/6 LB AVG', 'LB', 1, '10.49', 'beef short rib boneless', lb(1)),
  o(KF, 'PORK LOIN CC BNLS STRAP-OFF', '3/9 LB AVG', 'LB', 1, '2.69', 'pork loin boneless center cut', lb(1)),
  o(KF, 'PORK RIB BABY BACK 2 DN', '10/2 LB AVG', 'LB', 1, '3.99', 'pork ribs baby back 2 and down', lb(1)),
  o(KF, 'BACON LAYFLAT 14/18 SLCD HCKRY', '1/15 LB', 'CS', 1, '78.00', 'bacon sliced 14/18', lb(15)),
  o(KF, 'SAUSAGE ITAL MILD BULK', '2/5 LB', 'CS', 1, '36.00', 'sausage italian mild bulk', lb(10)),
  o(KF, 'SHRIMP WHITE 21/25 PD T-OFF RAW IQF', '5/2 LB', 'CS', 1, '92.00', S2125, lb(10)),
  o(KF, 'COD FLT 6-8 OZ SKLS BNLS IQF', '1/10 LB', 'CS', 1, '89.00', COD68, lb(10)),
  o(KF, 'CHEESE MOZZ LMPS SHRED', '4/5 LB', 'CS', 1, '63.00', LMPS, lb(20)),
  o(KF, 'CHS CHDR MILD YEL SHRD', '4/5 LB', 'CS', 1, '61.00', 'cheddar mild yellow shredded', lb(20)),
  o(KF, 'CHS AMER YEL 160 SLI', '4/5 LB', 'CS', 1, '68.00', AMERICAN, lb(20)),
  o(KF, 'CHS PARM GRTD DOM', '2/5 LB', 'CS', 1, '72.00', 'parmesan grated domestic', lb(10)),
  o(KF, 'BUTTER AA SALTED SOLIDS', '36/1 LB', 'CS', 1, '149.00', 'butter salted', lb(36)),
  o(KF, 'EGG SHELL LRG WHT GR AA LSE', '15 DZ', 'CS', 1, '46.00', 'eggs large white', each(180)),
  o(KF, 'MILK WHOLE HOMO VIT D', '4/1 GAL', 'CS', 1, '18.60', 'milk whole', gal(4)),
  o(KF, 'CREAM HVY WHIP 36% UHT', '12/1 QT', 'CS', 1, '49.00', 'cream heavy whipping 36%', gal(3)),
  o(KF, 'CREAM HALF & HALF ULTRA PAST', '12/1 QT', 'CS', 1, '28.00', 'half and half', gal(3)),
  o(KF, 'SOUR CREAM CULTURED', '2/5 LB', 'CS', 1, '20.50', 'sour cream', lb(10)),
  o(KF, 'TOM CRUSHED IN PUREE #10', '6/#10', 'CS', 1, '31.00', 'tomatoes crushed #10', each(6)),
  o(KF, 'TOM PASTE 26% #10', '6/#10', 'CS', 1, '38.00', 'tomato paste #10', each(6)),
  o(KF, 'TOM DICED IN JUICE FCY #10', '6/#10', 'CS', 1, '29.00', 'tomatoes diced #10', each(6)),
  o(KF, 'BEAN GARBANZO #10', '6/#10', 'CS', 1, '27.00', 'chickpeas canned #10', each(6)),
  o(KF, 'SAUCE MARINARA POUCH', '6/100 OZ', 'CS', 1, '48.00', 'marinara sauce', oz(600)),
  o(KF, 'OLIVE KALAMATA PTD', '4/2 KG', 'CS', 1, '96.00', 'olives kalamata pitted', kg(8)),
  o(KF, 'OIL CANOLA CLR FRY', '1/35 LB', 'JB', 1, '42.50', 'oil canola', lb(35)),
  o(KF, 'OIL OLIVE EXTRA VIRGIN', '4/3 LTR', 'CS', 1, '108.00', 'olive oil extra virgin', l(12)),
  o(KF, 'VINEGAR WHITE DIST 5%', '4/1 GAL', 'CS', 1, '14.00', 'vinegar white distilled', gal(4)),
  o(KF, 'VINEGAR BALSAMIC OF MODENA', '2/5 LTR', 'CS', 1, '62.00', 'vinegar balsamic modena', l(10)),
  o(KF, 'MAYONNAISE XHVY DUTY', '4/1 GAL', 'CS', 1, '56.00', 'mayonnaise', gal(4)),
  o(KF, 'KETCHUP TOM FCY #10 33%', '6/#10', 'CS', 1, '35.00', 'ketchup #10', each(6)),
  o(KF, 'MUSTARD DIJON', '4/1 GAL', 'CS', 1, '58.00', 'mustard dijon', gal(4)),
  o(KF, 'SAUCE HOT LOUISIANA STYLE', '4/1 GAL', 'CS', 1, '32.00', 'hot sauce louisiana', gal(4)),
  o(KF, 'SAUCE SOY LOW SOD', '4/1 GAL', 'CS', 1, '48.00', 'soy sauce low sodium', gal(4)),
  o(KF, 'SAUCE FISH', '12/24 FL OZ', 'CS', 1, '54.00', 'fish sauce', floz(288)),
  o(KF, 'SAUCE OYSTER JUG', '6/5 LB', 'CS', 1, '48.00', 'oyster sauce', lb(30)),
  o(KF, 'RICE THAI JASMINE', '1/25 LB', 'BG', 1, '28.00', 'rice jasmine', lb(25)),
  o(KF, 'PASTA SPAGHETTI LONG 10 IN', '2/10 LB', 'CS', 1, '24.00', 'spaghetti', lb(20)),
  o(KF, 'PASTA PENNE RIGATE DRY', '2/10 LB', 'CS', 1, '24.00', 'penne rigate', lb(20)),
  o(KF, 'FLOUR ALL PURP BLCH ENRCHD', '1/50 LB', 'BG', 1, '21.40', 'flour all-purpose', lb(50)),
  o(KF, 'SUGAR GRAN EXTRA FINE', '1/50 LB', 'BG', 1, '38.50', 'sugar granulated', lb(50)),
  o(KF, 'SUGAR POWDERED 10X', '12/2 LB', 'CS', 1, '36.00', 'sugar powdered', lb(24)),
  o(KF, 'SALT KOSHER BOX', '12/3 LB', 'CS', 1, '40.00', 'salt kosher', lb(36)),
  o(KF, 'SPICE PEPPER BLK GRND', '1/5 LB', 'EA', 1, '39.00', 'black pepper ground', lb(5)),
  o(KF, 'CORNSTARCH', '24/1 LB', 'CS', 1, '29.00', 'cornstarch', lb(24)),
  o(KF, 'BAKING SODA', '24/1 LB', 'CS', 1, '22.00', 'baking soda', lb(24)),
  o(KF, 'FRIES 3/8 STR CUT SKIN OFF', '6/5 LB', 'CS', 1, '38.00', FRIES, lb(30)),
  o(KF, 'FRIES SWT POT 3/8 FZN', '6/2.5 LB', 'CS', 1, '44.00', 'fries sweet potato 3/8', lb(15)),
  o(KF, 'PEA GREEN GR A FZN', '12/2.5 LB', 'CS', 1, '36.00', 'peas green frozen', lb(30)),
  o(KF, 'LEMON FCY 165 CT', '1/165 CT', 'CS', 1, '43.00', 'lemons 165', each(165)),
  o(KF, 'LIME PERSIAN 200 CT', '1/200 CT', 'CS', 1, '34.00', 'limes 200', each(200)),
  o(KF, 'ONION RED JMBO', '1/25 LB', 'BG', 1, '19.50', 'onion red jumbo', lb(25)),
  o(KF, 'POTATO RUSSET 80 CT', '1/50 LB', 'CS', 1, '27.00', 'potatoes russet 80', lb(50)),
  o(KF, 'LETTUCE ICEBERG WRPD 24 CT', '1/24 CT', 'CS', 1, '32.00', 'lettuce iceberg', each(24)),
  o(KF, 'BUN BRIOCHE 4.5 IN SLCD', '8/6 CT', 'CS', 1, '35.00', 'bun brioche 4.5 in', each(48)),
  o(KF, 'GLOVE VINYL PF LRG', '10/100 CT', 'CS', 1, '36.00', 'gloves vinyl large', each(1000)),
  o(KF, 'WRAP FILM PVC 18 IN X 2000 FT', '1/RL', 'RL', 1, '23.00', 'film cling 18 in x 2000 ft', each(1)),
  o(KF, 'SODA COKE CLASSIC 12 OZ CAN', '24/12 FL OZ', 'CS', 1, '15.50', 'coca-cola can', floz(288)),
  o(KF, 'WATER SPRING 16.9 OZ PET', '24/16.9 FL OZ', 'CS', 1, '6.50', 'water spring bottled', floz(405.6)),
  // Greenleaf Produce Co.: a produce house, ALL CAPS, the count and the case make-up in the name.
  o(GP, 'ROMAINE HEARTS 18CT (6/3PK)', '6/3CT', 'CS', 1, '21.00', 'lettuce romaine hearts', each(18)),
  o(GP, 'LETTUCE ICEBERG 24CT NAKED', '24CT', 'CS', 1, '29.00', 'lettuce iceberg', each(24)),
  o(GP, 'BABY ARUGULA LOOSE 4#', '4 LB', 'CS', 1, '21.00', 'arugula baby', lb(4)),
  o(GP, 'BABY SPINACH CLEANED 4#', '4 LB', 'CS', 1, '17.50', 'spinach baby', lb(4)),
  o(GP, 'MESCLUN SPRING MIX 3#', '3 LB', 'CS', 1, '13.75', 'spring mix', lb(3)),
  o(GP, 'CILANTRO ICED 30 BU', '30CT', 'CS', 1, '20.00', 'cilantro', each(30)),
  o(GP, 'PARSLEY FLAT ITALIAN 30 BU', '30CT', 'CS', 1, '21.00', 'parsley italian', each(30)),
  o(GP, 'BASIL GENOVESE 1# BOX', '1 LB', 'CS', 1, '13.00', 'basil', lb(1)),
  o(GP, 'BASIL THAI 1# BOX', '1 LB', 'CS', 1, '11.00', 'basil thai', lb(1)),
  o(GP, 'MINT 12 BU', '12CT', 'CS', 1, '15.00', 'mint', each(12)),
  o(GP, 'SCALLION ICELESS 48 BU', '48CT', 'CS', 1, '25.00', 'green onions', each(48)),
  o(GP, 'LEMONGRASS 5#', '5 LB', 'CS', 1, '16.00', 'lemongrass', lb(5)),
  o(GP, 'GINGER FRESH CHINA 30# CS', '30 LB', 'CS', 1, '55.00', 'ginger root', lb(30)),
  o(GP, 'GARLIC PEELED CLOVE 4/5# JAR', '4/5 LB', 'CS', 1, '62.00', 'garlic peeled', lb(20)),
  o(GP, 'SHALLOT 10# BAG', '10 LB', 'SK', 1, '24.00', 'shallots', lb(10)),
  o(GP, 'ONION SPANISH YELLOW JUMBO 50#', '50 LB', 'SK', 1, '25.50', 'onion yellow jumbo', lb(50)),
  o(GP, 'ONION RED MEDIUM 25#', '25 LB', 'SK', 1, '18.00', 'onion red medium', lb(25)),
  o(GP, 'TOMATO ROUND 6X6 25#', '25 LB', 'CS', 1, '28.00', 'tomatoes 6x6', lb(25)),
  o(GP, 'TOMATO ROMA 25#', '25 LB', 'CS', 1, '26.00', 'tomatoes roma', lb(25)),
  o(GP, 'TOMATO CHERRY RED 12 PT FLAT', '12/1 PT', 'FLT', 1, '24.00', 'tomatoes cherry', each(12)),
  o(GP, 'CUCUMBER EURO SEEDLESS 12CT', '12CT', 'CS', 1, '18.00', 'cucumber english', each(12)),
  o(GP, 'ZUCCHINI GREEN MED 20#', '20 LB', 'CS', 1, '22.00', 'zucchini', lb(20)),
  o(GP, 'EGGPLANT GLOBE 25#', '25 LB', 'CS', 1, '24.00', 'eggplant', lb(25)),
  o(GP, 'PEPPER BELL RED XL 25#', '25 LB', 'CS', 1, '52.00', 'pepper bell red', lb(25)),
  o(GP, 'PEPPER BELL GREEN CHOICE 25#', '25 LB', 'CS', 1, '24.00', 'pepper bell green', lb(25)),
  o(GP, 'PEPPER THAI CHILI RED 1#', '1 LB', 'EA', 2, '6.50', 'chili thai red', lb(2)),
  o(GP, 'PEPPER JALAPENO 10# CS', '10 LB', 'CS', 1, '13.00', 'jalapeno', lb(10)),
  o(GP, 'MUSHROOM BUTTON WHITE 10#', '10 LB', 'CS', 1, '23.00', 'mushrooms white', lb(10)),
  o(GP, 'MUSHROOM CREMINI BROWN 5#', '5 LB', 'CS', 1, '17.00', 'mushrooms cremini', lb(5)),
  o(GP, 'SHIITAKE MUSHROOM #1 3#', '3 LB', 'CS', 1, '19.50', 'mushrooms shiitake', lb(3)),
  o(GP, 'CARROT TOPLESS MED 25#', '25 LB', 'SK', 1, '17.00', 'carrots', lb(25)),
  o(GP, 'CELERY 24CT', '24CT', 'CS', 1, '28.00', 'celery', each(24)),
  o(GP, 'BOK CHOY SHANGHAI BABY 20#', '20 LB', 'CS', 1, '27.00', 'bok choy baby', lb(20)),
  o(GP, 'BEAN SPROUTS 10#', '10 LB', 'CS', 1, '12.00', 'bean sprouts', lb(10)),
  o(GP, 'POTATO YUKON A SIZE 50#', '50 LB', 'CS', 1, '39.00', 'potatoes yukon gold a', lb(50)),
  o(GP, 'SWEET POTATO #1 40#', '40 LB', 'CS', 1, '30.00', 'sweet potatoes', lb(40)),
  o(GP, 'AVOCADO HASS 48CT 2 LAYER', '48CT', 'CS', 1, '60.00', 'avocado hass 48', each(48)),
  o(GP, 'LEMON CHOICE 140CT', '140CT', 'CS', 1, '41.00', 'lemons 140', each(140)),
  o(GP, 'LEMON FANCY 165CT', '165CT', 'CS', 1, '44.00', 'lemons 165', each(165)),
  o(GP, 'LIME 200CT', '200CT', 'CS', 1, '32.00', 'limes 200', each(200)),
  o(GP, 'ORANGE NAVEL 88CT', '88CT', 'CS', 1, '38.00', 'oranges navel 88', each(88)),
  o(GP, 'BANANA GREEN TIP 40#', '40 LB', 'CS', 1, '24.00', 'bananas', lb(40)),
  o(GP, 'STRAWBERRIES 8 X 1LB CLAM', '8/1 LB', 'FLT', 1, '25.00', 'strawberries', lb(8)),
  o(GP, 'RASPBERRY 12/6OZ', '12/6 OZ', 'FLT', 1, '38.00', 'raspberries', oz(72)),
  // Harbor & Hoof Provisions: a meat and seafood purveyor, IMPS numbers and grades, catch weights by the LB or KG.
  o(HH, 'Strip Loin 0x1, Choice (IMPS 180)', 'avg 13 lb', 'LB', 1, '9.49', 'beef strip loin 0x1', lb(1)),
  o(HH, 'Ribeye Lip-On, Choice (IMPS 112A)', 'avg 14 lb', 'LB', 1, '11.29', 'beef ribeye lip-on', lb(1)),
  o(HH, 'Tenderloin PSMO, Choice (IMPS 189A)', 'avg 6 lb', 'LB', 1, '13.19', 'beef tenderloin psmo', lb(1)),
  o(HH, 'Chuck Short Rib Boneless, Choice (IMPS 130A)', 'avg 5 lb', 'LB', 1, '10.19', 'beef short rib boneless', lb(1)),
  o(HH, 'Brisket Packer, Choice (IMPS 120)', 'avg 14 lb', 'LB', 1, '4.29', 'beef brisket packer', lb(1)),
  o(HH, 'Flat Iron, Choice (IMPS 114D)', 'avg 2.5 lb', 'LB', 1, '8.89', 'beef flat iron', lb(1)),
  o(HH, 'Ground Beef 80/20, 10 lb Chubs', '4 x 10 lb', 'CS', 1, '152.00', 'ground beef 80/20', lb(40)),
  o(HH, 'Lamb Rack Frenched 8-Rib, New Zealand', 'avg 1.1 kg', 'KG', 1, '32.50', 'lamb rack frenched', kg(1)),
  o(HH, 'Lamb Leg Boneless, Australia', 'avg 2 kg', 'KG', 1, '16.90', 'lamb leg boneless', kg(1)),
  o(HH, 'Pork Belly Skin-Off, Boneless', 'avg 12 lb', 'LB', 1, '3.79', 'pork belly skinless', lb(1)),
  o(HH, 'Pork Butt Bone-In (IMPS 406)', 'avg 9 lb', 'LB', 1, '2.09', 'pork butt bone-in', lb(1)),
  o(HH, 'Pork Baby Back Ribs 2 & Down', 'avg 22 lb cs', 'LB', 1, '4.19', 'pork ribs baby back 2 and down', lb(1)),
  o(HH, 'Pork Tenderloin, Fresh', 'avg 1.25 lb', 'LB', 1, '3.49', 'pork tenderloin', lb(1)),
  o(HH, 'Chicken Airline Breast 8-10 oz, Skin-On', 'avg 30 lb cs', 'LB', 1, '4.49', 'chicken breast airline', lb(1)),
  o(HH, 'Chicken Thighs Bnls Sknls, Fresh', '4 x 10 lb', 'CS', 1, '92.00', CTF, lb(40)),
  o(HH, 'Bacon Slab, Applewood Smoked', 'avg 12 lb', 'LB', 1, '5.89', 'bacon slab applewood', lb(1)),
  o(HH, 'Shrimp 16/20 White P&D Tail-Off, IQF', '5 x 2 lb', 'CS', 1, '96.00', S1620, lb(10)),
  o(HH, 'Shrimp 21/25 White P&D Tail-Off, IQF', '5 x 2 lb', 'CS', 1, '88.00', S2125, lb(10)),
  o(HH, 'Shrimp 21/25 White EZ-Peel, IQF', '5 x 2 lb', 'CS', 1, '76.00', 'shrimp 21/25 ez-peel', lb(10)),
  o(HH, 'Sea Scallops U/10 Dry, Fresh', 'per lb', 'LB', 1, '24.90', 'scallops sea u10 dry', lb(1)),
  o(HH, 'Sea Scallops 20/30 Dry, IQF', '5 lb', 'CS', 1, '98.00', 'scallops sea 20/30 iqf', lb(5)),
  o(HH, 'Salmon Fillet Atlantic Skin-On PBO, Faroe', 'avg 3.5 lb', 'LB', 1, '10.90', SALMON, lb(1)),
  o(HH, 'Salmon Atlantic Whole Gutted 4-5 kg, Norway', 'box ~20 kg', 'KG', 1, '11.80', 'salmon atlantic whole', kg(1)),
  o(HH, 'Halibut Fillet Skin-Off, Pacific, Fresh', 'avg 5 lb', 'LB', 1, '27.50', 'halibut fillet fresh', lb(1)),
  o(HH, 'Cod Loin Skinless, Atlantic, Fresh', 'avg 8 lb', 'LB', 1, '12.90', 'cod loin fresh', lb(1)),
  o(HH, 'Mussels PEI, Live', '10 lb bag', 'BAG', 1, '22.00', 'mussels live', lb(10)),
  o(HH, 'Clams Littleneck, Live', '100 ct bag', 'BAG', 1, '48.00', 'clams littleneck', each(100)),
  o(HH, 'Oysters Blue Point, Live', '100 ct', 'BX', 1, '78.00', 'oysters blue point', each(100)),
  o(HH, 'Calamari Tubes & Tentacles, Cleaned', '6 x 2.5 lb', 'CS', 1, '84.00', CALAMARI, lb(15)),
  o(HH, 'Tuna Loin Yellowfin #1 Sashimi Grade', 'avg 6 lb', 'LB', 1, '19.90', 'tuna yellowfin loin', lb(1)),
  // Northfield Dairy & Cheese: a dairy and cheese house, title case, the container in the name.
  o(ND, 'Whole Milk Homogenized 1 Gallon', '4/1 gal', 'CS', 1, '17.90', 'milk whole', gal(4)),
  o(ND, 'Whole Milk Half Gallon', '9/½ gal', 'CS', 1, '20.25', 'milk whole', gal(4.5)),
  o(ND, 'Heavy Whipping Cream 36% Qt Carton', '12/1 qt', 'CS', 1, '47.40', 'cream heavy whipping 36%', gal(3)),
  o(ND, 'Heavy Cream 40% Half Gallon', '6/½ gal', 'CS', 1, '49.80', 'cream heavy 40%', gal(3)),
  o(ND, 'Half & Half Ultra-Pasteurized Quart', '12/1 qt', 'CS', 1, '27.60', 'half and half', gal(3)),
  o(ND, 'Sour Cream Regular 5 lb Pail', '2/5 lb', 'CS', 1, '19.80', 'sour cream', lb(10)),
  o(ND, 'Cream Cheese Brick 3 lb', '10/3 lb', 'CS', 1, '78.00', 'cream cheese loaf', lb(30)),
  o(ND, 'Butter Unsalted AA 1 lb Prints', '36/1 lb', 'CS', 1, '152.00', 'butter unsalted', lb(36)),
  o(ND, 'Butter Salted AA 1 lb Solids', '36/1 lb', 'CS', 1, '146.50', 'butter salted', lb(36)),
  o(ND, 'European Butter 82% Unsalted Sheets', '10/2.2 lb', 'CS', 1, '132.00', 'butter european 82% sheets', lb(22)),
  o(ND, 'Large Eggs Grade AA White 15 Dozen', '15 doz', 'CS', 1, '45.50', 'eggs large white', each(180)),
  o(ND, 'Medium Eggs Grade A White', '15 doz', 'CS', 1, '38.00', 'eggs medium white', each(180)),
  o(ND, 'Greek Yogurt Plain 2% 5 lb Tub', '2/5 lb', 'CS', 1, '27.00', 'yogurt greek plain 2%', lb(10)),
  o(ND, 'Ricotta Whole Milk 3 lb Tub', '6/3 lb', 'CS', 1, '39.00', 'ricotta whole milk', lb(18)),
  o(ND, 'Mascarpone 500 g Tub', '6/500 g', 'CS', 1, '33.00', 'mascarpone', g(3000)),
  o(ND, 'Fresh Mozzarella Ovoline 4 oz in Water', '2/3 lb', 'CS', 1, '36.00', 'mozzarella fresh ovoline', lb(6)),
  o(ND, 'Fresh Mozzarella Ciliegine in Water', '2/3 lb', 'CS', 1, '38.00', 'mozzarella fresh ciliegine', lb(6)),
  o(ND, 'Burrata 4 oz Cup', '12/4 oz', 'CS', 1, '42.00', 'burrata', oz(48)),
  o(ND, 'Low Moisture Part Skim Mozzarella Shredded', '4/5 lb', 'CS', 1, '62.40', LMPS, lb(20)),
  o(ND, 'Sharp White Cheddar Block 5 lb', '2/5 lb', 'CS', 1, '49.00', 'cheddar sharp white block', lb(10)),
  o(ND, 'Mild Yellow Cheddar Shredded Fancy', '4/5 lb', 'CS', 1, '60.80', 'cheddar mild yellow shredded', lb(20)),
  o(ND, 'Parmigiano Reggiano 24 Month Wedge', '~2 lb wedge', 'lb', 1, '17.90', 'parmigiano reggiano', lb(1)),
  o(ND, 'Parmesan Grated Domestic 5 lb Bag', '4/5 lb', 'CS', 1, '138.00', 'parmesan grated domestic', lb(20)),
  o(ND, 'Pecorino Romano Grated Imported', '2/5 lb', 'CS', 1, '84.00', 'pecorino romano grated', lb(10)),
  o(ND, 'Feta Crumbled 5 lb Bag', '2/5 lb', 'CS', 1, '45.00', 'feta crumbled', lb(10)),
  o(ND, 'American Cheese Yellow 160 Slice', '4/5 lb', 'CS', 1, '66.00', AMERICAN, lb(20)),
  o(ND, 'Halloumi 250 g Block', '12/250 g', 'CS', 1, '44.00', 'halloumi', g(3000)),
  // Millstone Bakery Supply: a bakery and dry-goods list, ALL CAPS, the size in the name, a dashed pack column.
  o(MB, 'FLOUR ALL PURPOSE BLEACHED ENRICHED 50#', '1-50 LB', 'BAG', 1, '22.00', 'flour all-purpose', lb(50)),
  o(MB, 'FLOUR BREAD HIGH GLUTEN 14% 50#', '1-50 LB', 'BAG', 1, '26.00', 'flour high-gluten', lb(50)),
  o(MB, 'FLOUR CAKE BLEACHED 50#', '1-50 LB', 'BAG', 1, '28.00', 'flour cake', lb(50)),
  o(MB, 'FLOUR 00 PIZZERIA CAPUTO 25 KG', '1-25 KG', 'BAG', 1, '44.00', 'flour 00 pizza', kg(25)),
  o(MB, 'SUGAR GRANULATED CANE 50#', '1-50 LB', 'BAG', 1, '39.00', 'sugar granulated', lb(50)),
  o(MB, 'SUGAR BROWN LIGHT 25#', '1-25 LB', 'BAG', 1, '23.00', 'sugar brown light', lb(25)),
  o(MB, 'SUGAR POWDERED 10X 50#', '1-50 LB', 'BAG', 1, '44.00', 'sugar powdered', lb(50)),
  o(MB, 'YEAST INSTANT DRY RED LABEL 1#', '20-1 LB', 'CS', 1, '78.00', 'yeast instant dry', lb(20)),
  o(MB, 'YEAST FRESH COMPRESSED 1#', '1-1 LB', 'EA', 6, '3.20', 'yeast fresh compressed', lb(6)),
  o(MB, 'BAKING POWDER DOUBLE ACTING 5#', '1-5 LB', 'EA', 1, '14.50', 'baking powder', lb(5)),
  o(MB, 'CORN STARCH 50# BAG', '1-50 LB', 'BAG', 1, '41.00', 'cornstarch', lb(50)),
  o(MB, 'CHOCOLATE CHIPS SEMI-SWEET 1M 25#', '1-25 LB', 'CS', 1, '96.00', 'chocolate chips semisweet', lb(25)),
  o(MB, 'COCOA POWDER DUTCH 22/24 5 KG', '1-5 KG', 'BAG', 1, '64.00', 'cocoa powder dutch', kg(5)),
  o(MB, 'VANILLA EXTRACT PURE 32 FL OZ', '1-32 FL OZ', 'EA', 1, '68.00', 'vanilla extract pure', floz(32)),
  o(MB, 'SYRUP MAPLE PURE GRADE A AMBER', '4-1 L', 'CS', 1, '84.00', 'maple syrup pure', l(4)),
  o(MB, 'BAGUETTE FRENCH PAR-BAKED 12 OZ', '24 CT', 'CS', 1, '32.00', 'baguette par-baked', each(24)),
  o(MB, 'BRIOCHE BUN 4.5" PRE-SLICED', '8-6 CT', 'CS', 1, '33.00', 'bun brioche 4.5 in', each(48)),
  o(MB, 'BUN POTATO 4" SLICED', '8-8 CT', 'CS', 1, '27.00', 'bun potato 4 in', each(64)),
  o(MB, 'ENGLISH MUFFIN 3.5" FORK SPLIT', '12-12 CT', 'CS', 1, '29.00', 'english muffin', each(144)),
  o(MB, 'BAGEL PLAIN 4 OZ UNSLICED FRZ', '6-12 CT', 'CS', 1, '36.00', 'bagel plain 4 oz', each(72)),
  o(MB, 'CROISSANT BUTTER 2.75 OZ BAKED', '4-12 CT', 'CS', 1, '42.00', 'croissant butter baked', each(48)),
  o(MB, 'SOURDOUGH BOULE 1 LB', '12 CT', 'CS', 1, '30.00', 'bread sourdough boule', each(12)),
  o(MB, 'BREAD PULLMAN WHITE SLICED 3#', '6 LOAVES', 'CS', 1, '27.00', 'bread pullman white', each(6)),
  o(MB, 'PUFF PASTRY SHEET 10"X15" FRZ', '2-10 CT', 'CS', 1, '44.00', 'puff pastry sheets', each(20)),
  // ValuCo Cash & Carry: a cash-and-carry's shelf list, long title-case names, the kind after commas, brands.
  o(VC, 'Chicken Breast Fillets, Boneless Skinless, 5 oz, IQF', '4 x 10 lb', 'CS', 1, '114.50', CB5, lb(40)),
  o(VC, 'Boneless Skinless Chicken Breasts, Fresh', 'approx. 40 lb', 'LB', 1, '2.79', CBF, lb(1)),
  o(VC, 'Chicken Wings, Jumbo, Split (Flats & Drums), Frozen', '4 x 10 lb', 'CS', 1, '122.00', WINGS, lb(40)),
  o(VC, 'Whole Chicken, Fresh, 3 lb avg.', 'approx. 3 lb', 'LB', 1, '1.79', 'chicken whole fresh', lb(1)),
  o(VC, 'Ground Beef 80/20, Fresh', '10 lb chub', 'EA', 3, '41.00', 'ground beef 80/20', lb(30)),
  o(VC, 'Ground Beef 75/25, Fresh', '10 lb chub', 'EA', 1, '37.00', 'ground beef 75/25', lb(10)),
  o(VC, 'Beef Strip Loin, Boneless, 0x1, Choice', 'approx. 12 lb', 'LB', 1, '9.29', 'beef strip loin 0x1', lb(1)),
  o(VC, 'Beef Brisket, Whole Packer, Choice', 'approx. 14 lb', 'LB', 1, '3.99', 'beef brisket packer', lb(1)),
  o(VC, 'Beef Tenderloin, Peeled (PSMO), Choice', 'approx. 6 lb', 'LB', 1, '12.79', 'beef tenderloin psmo', lb(1)),
  o(VC, 'Pork Loin, Boneless, Center Cut', 'approx. 9 lb', 'LB', 1, '2.49', 'pork loin boneless center cut', lb(1)),
  o(VC, 'Baby Back Pork Ribs, 2 lb & Down', 'approx. 20 lb', 'LB', 1, '3.89', 'pork ribs baby back 2 and down', lb(1)),
  o(VC, 'Pork Butt, Bone-In', 'approx. 18 lb', 'LB', 1, '1.99', 'pork butt bone-in', lb(1)),
  o(VC, 'Thick Sliced Bacon, Hickory Smoked, 14-18 ct', '15 lb', 'CS', 1, '74.00', 'bacon sliced 14/18', lb(15)),
  o(VC, 'Italian Sausage, Mild, Bulk', '5 lb', 'EA', 2, '17.50', 'sausage italian mild bulk', lb(10)),
  o(VC, 'Shrimp 21/25, Peeled & Deveined, Tail-Off, Raw', '2 lb bag', 'BAG', 5, '18.20', S2125, lb(10)),
  o(VC, 'Shrimp 21/25, Easy Peel, Raw, Frozen', '2 lb bag', 'BAG', 2, '15.50', 'shrimp 21/25 ez-peel', lb(4)),
  o(VC, 'Fresh Atlantic Salmon Fillets, Skin-On, Pin Bone Out', 'approx. 3 lb', 'LB', 1, '9.49', SALMON, lb(1)),
  o(VC, 'Cod Fillets, Skinless & Boneless, 6-8 oz, Frozen', '10 lb', 'BOX', 1, '86.00', COD68, lb(10)),
  o(VC, 'Mussels, Prince Edward Island, Live', '2 lb bag', 'BAG', 5, '6.20', 'mussels live', lb(10)),
  o(VC, 'Galbani Low-Moisture Part-Skim Mozzarella, Shredded', '5 lb', 'BAG', 4, '15.90', LMPS, lb(20)),
  o(VC, "Land O'Lakes American Cheese, Yellow, 160 Slices", '5 lb', 'EA', 2, '16.90', AMERICAN, lb(10)),
  o(VC, 'BelGioioso Grated Parmesan', '5 lb', 'BAG', 1, '36.00', 'parmesan grated domestic', lb(5)),
  o(VC, 'Unsalted Butter, Grade AA, Solids', '36 x 1 lb', 'CS', 1, '149.00', 'butter unsalted', lb(36)),
  o(VC, 'Kerrygold Pure Irish Butter, Salted', '8 oz', 'EA', 20, '3.49', 'butter kerrygold salted', oz(160)),
  o(VC, 'Large White Eggs, Grade AA', '15 dozen', 'CS', 1, '44.90', 'eggs large white', each(180)),
  o(VC, 'Heavy Whipping Cream, 36%', '½ gallon', 'EA', 6, '8.40', 'cream heavy whipping 36%', gal(3)),
  o(VC, 'Half & Half', '½ gallon', 'EA', 6, '4.60', 'half and half', gal(3)),
  o(VC, 'Whole Milk, Vitamin D', '1 gal', 'JUG', 4, '4.29', 'milk whole', gal(4)),
  o(VC, 'Fage Total 2% Greek Yogurt, Plain', '5 lb', 'TUB', 1, '16.50', 'yogurt greek plain 2%', lb(5)),
  o(VC, "Hunt's Crushed Tomatoes, #10 Can", '6 ct', 'CS', 1, '32.00', 'tomatoes crushed #10', each(6)),
  o(VC, 'Tomato Paste, Fancy, #10 Can', '1 can', 'EA', 6, '6.90', 'tomato paste #10', each(6)),
  o(VC, 'Garbanzo Beans (Chickpeas), #10 Can', '6 ct', 'CS', 1, '26.00', 'chickpeas canned #10', each(6)),
  o(VC, "Hellmann's Real Mayonnaise, Gallon Jar", '4 x 1 gal', 'CS', 1, '64.00', 'mayonnaise', gal(4)),
  o(VC, 'Grey Poupon Dijon Mustard', '1 gallon', 'JUG', 1, '22.00', 'mustard dijon', gal(1)),
  o(VC, "Frank's RedHot Original Cayenne Pepper Sauce", '1 gallon', 'JUG', 2, '15.50', 'hot sauce louisiana', gal(2)),
  o(VC, 'Kikkoman Less Sodium Soy Sauce', '1 gallon', 'JUG', 4, '17.90', 'soy sauce low sodium', gal(4)),
  o(VC, 'Squid Brand Fish Sauce', '24 fl oz', 'EA', 12, '3.40', 'fish sauce', floz(288)),
  o(VC, 'Huy Fong Sriracha, Rooster Bottle', '28 oz', 'EA', 12, '4.60', 'sriracha', oz(336)),
  o(VC, 'Chaokoh Coconut Milk', '13.5 fl oz', 'EA', 24, '1.49', 'coconut milk', floz(324)),
  o(VC, 'Longevity Brand Sweetened Condensed Milk', '14 oz', 'EA', 24, '2.10', 'condensed milk sweetened', oz(336)),
  o(VC, 'Canola Frying Oil, Clear', '35 lb', 'JUG', 1, '41.50', 'oil canola', lb(35)),
  o(VC, 'Filippo Berio Extra Virgin Olive Oil', '3 L', 'TIN', 4, '34.00', 'olive oil extra virgin', l(12)),
  o(VC, 'Balsamic Vinegar of Modena', '5 L', 'JUG', 2, '28.00', 'vinegar balsamic modena', l(10)),
  o(VC, 'White Distilled Vinegar', '1 gallon', 'JUG', 4, '3.20', 'vinegar white distilled', gal(4)),
  o(VC, 'Three Ladies Thai Jasmine Rice', '25 lb', 'BAG', 1, '27.50', 'rice jasmine', lb(25)),
  o(VC, 'Erawan Rice Sticks, 3 mm', '14 oz', 'BAG', 30, '1.45', 'rice sticks 3 mm', oz(420)),
  o(VC, 'Barilla Spaghetti', '1 lb', 'BOX', 20, '1.45', 'spaghetti', lb(20)),
  o(VC, 'Barilla Penne Rigate', '1 lb', 'BOX', 20, '1.45', 'penne rigate', lb(20)),
  o(VC, 'Gold Medal All Purpose Flour', '50 lb', 'BAG', 1, '22.50', 'flour all-purpose', lb(50)),
  o(VC, 'Domino Granulated Sugar', '25 lb', 'BAG', 2, '19.50', 'sugar granulated', lb(50)),
  o(VC, 'Domino Confectioners 10X Powdered Sugar', '2 lb', 'BAG', 12, '2.90', 'sugar powdered', lb(24)),
  o(VC, 'Morton Kosher Salt', '3 lb', 'BOX', 12, '3.10', 'salt kosher', lb(36)),
  o(VC, 'McCormick Ground Black Pepper', '18 oz', 'JAR', 1, '12.90', 'black pepper ground', oz(18)),
  o(VC, 'McCain 3/8" Straight Cut French Fries, Frozen', '6 x 5 lb', 'CS', 1, '39.50', FRIES, lb(30)),
  o(VC, 'Sweet Potato Fries 3/8", Frozen', '6 x 2.5 lb', 'CS', 1, '46.00', 'fries sweet potato 3/8', lb(15)),
  o(VC, 'Sweet Green Peas, Frozen', '2.5 lb', 'BAG', 12, '2.95', 'peas green frozen', lb(30)),
  o(VC, 'Lemons, Size 165', '165 ct', 'CS', 1, '42.00', 'lemons 165', each(165)),
  o(VC, 'Limes 200 ct', '200 ct', 'CS', 1, '31.50', 'limes 200', each(200)),
  o(VC, 'Red Onions, Jumbo', '25 lb', 'BAG', 1, '20.50', 'onion red jumbo', lb(25)),
  o(VC, 'Russet Potatoes, 80 ct', '50 lb', 'BAG', 1, '26.50', 'potatoes russet 80', lb(50)),
  o(VC, 'Lettuce, Iceberg, Wrapped', '24 ct', 'CS', 1, '31.00', 'lettuce iceberg', each(24)),
  o(VC, 'Romaine Lettuce Hearts, 3-Pack', '3 ct', 'PK', 6, '3.40', 'lettuce romaine hearts', each(18)),
  o(VC, 'Baby Arugula, Clamshell', '1 lb', 'EA', 6, '4.90', 'arugula baby', lb(6)),
  o(VC, 'Avocados, Hass, Size 48', '48 ct', 'CS', 1, '58.50', 'avocado hass 48', each(48)),
  o(VC, 'Scallions (Green Onions)', '1 bunch', 'EA', 48, '0.55', 'green onions', each(48)),
  o(VC, 'Fresh Cilantro, Bunch', '1 bunch', 'EA', 30, '0.69', 'cilantro', each(30)),
  o(VC, 'California Strawberries', '8 x 1 lb', 'FLAT', 1, '23.50', 'strawberries', lb(8)),
  o(VC, 'Bananas, Green Tip', '40 lb', 'CS', 1, '23.00', 'bananas', lb(40)),
  o(VC, 'Brioche Burger Buns 4.5", Pre-Sliced', '6 ct', 'PK', 8, '4.30', 'bun brioche 4.5 in', each(48)),
  o(VC, 'English Muffins', '12 ct', 'PK', 6, '3.20', 'english muffin', each(72)),
  o(VC, 'Vinyl Gloves, Powder-Free, Large', '100 ct', 'BOX', 10, '3.80', 'gloves vinyl large', each(1000)),
  o(VC, 'Reynolds Plastic Food Wrap 18" x 2000\'', '1 roll', 'EA', 1, '22.90', 'film cling 18 in x 2000 ft', each(1)),
  o(VC, 'Coke, 12 fl oz Cans', '35 pk', 'CS', 1, '17.99', 'coca-cola can', floz(420)),
  o(VC, 'Crystal Springs Spring Water, 16.9 fl oz', '24 pk', 'CS', 1, '5.20', 'water spring bottled', floz(405.6)),
  // Thornbury Catering Supplies: a UK catering wholesaler, British trade names, metric packs "1x5kg", pints.
  o(TC, 'Fresh Chicken Breast Fillets, Skinless', '1x5kg', 'CASE', 1, '38.50', CBF, kg(5)),
  o(TC, 'Chicken Thigh Fillets, Boneless & Skinless', '1x5kg', 'CASE', 1, '29.00', CTF, kg(5)),
  o(TC, 'Chicken Wings Jointed (Drumettes & Flats), Frozen', '1x10kg', 'CASE', 1, '42.00', WINGS, kg(10)),
  o(TC, 'Beef Mince 20% Fat', '2x2.5kg', 'CASE', 1, '36.00', 'ground beef 80/20', kg(5)),
  o(TC, 'Beef Mince 5% Fat', '2x2.5kg', 'CASE', 1, '44.00', 'ground beef 95/5', kg(5)),
  o(TC, 'Beef Fillet, Whole, Side Muscle On (PSMO)', 'avg 2.5kg', 'KG', 1, '32.00', 'beef tenderloin psmo', kg(1)),
  o(TC, 'Lamb Rack French Trimmed 8 Bone, NZ', 'avg 1kg', 'KG', 1, '29.90', 'lamb rack frenched', kg(1)),
  o(TC, 'Pork Belly, Boneless, Rind On', 'avg 5kg', 'KG', 1, '8.20', 'pork belly skin-on', kg(1)),
  o(TC, 'Smoked Streaky Bacon Rashers, Rindless', '1x2.27kg', 'PACK', 2, '17.50', 'bacon streaky smoked', kg(4.54)),
  o(TC, 'Unsmoked Back Bacon Rashers, Rindless', '1x2.27kg', 'PACK', 2, '18.90', 'bacon back unsmoked', kg(4.54)),
  o(TC, 'Raw King Prawns Peeled & Deveined, Tail Off 21/25', '10x1kg', 'CASE', 1, '158.00', S2125, kg(10)),
  o(TC, 'Scottish Salmon Fillet, Skin On, Pin-Boned', 'side ~1.5kg', 'KG', 1, '16.50', SALMON, kg(1)),
  o(TC, 'Cod Loin, Skinless & Boneless, Fresh', 'avg 2kg', 'KG', 1, '22.00', 'cod loin fresh', kg(1)),
  o(TC, 'Live Rope-Grown Mussels (Shetland)', '1x5kg', 'BAG', 1, '14.50', 'mussels live', kg(5)),
  o(TC, 'Whole Milk (Blue)', '6x2pt', 'CASE', 1, '6.90', 'milk whole', l(12 * PINT)),
  o(TC, 'Semi-Skimmed Milk (Green)', '6x2pt', 'CASE', 1, '6.60', 'milk semi-skimmed', l(12 * PINT)),
  o(TC, 'UHT Semi-Skimmed Milk', '12x1ltr', 'CASE', 1, '9.80', 'milk semi-skimmed', l(12)),
  o(TC, 'Double Cream', '1x2ltr', 'EACH', 3, '8.90', 'cream double', l(6)),
  o(TC, 'Salted Butter Block', '40x250g', 'CASE', 1, '62.00', 'butter salted', kg(10)),
  o(TC, 'Kerrygold Salted Butter', '40x250g', 'CASE', 1, '74.00', 'butter kerrygold salted', kg(10)),
  o(TC, 'Free Range Eggs, Large', '6x30', 'CASE', 1, '38.00', 'eggs large free range', each(180)),
  o(TC, 'Mature White Cheddar, Block', '1x5kg', 'EACH', 1, '42.00', 'cheddar sharp white block', kg(5)),
  o(TC, 'Halloumi', '12x250g', 'CASE', 1, '30.00', 'halloumi', g(3000)),
  o(TC, 'Mascarpone', '6x500g', 'CASE', 1, '15.60', 'mascarpone', g(3000)),
  o(TC, 'Coriander (Bunched)', '10 bunch', 'PACK', 3, '6.50', 'cilantro', each(30)),
  o(TC, 'Flat Leaf Parsley (Bunched)', '10 bunch', 'PACK', 3, '6.50', 'parsley italian', each(30)),
  o(TC, 'Spring Onions (Bunched)', '12 bunch', 'PACK', 4, '5.40', 'green onions', each(48)),
  o(TC, 'Wild Rocket', '1x1kg', 'BAG', 1, '9.50', 'rocket wild', kg(1)),
  o(TC, 'Baby Leaf Spinach', '1x1kg', 'BAG', 2, '6.40', 'spinach baby', kg(2)),
  o(TC, 'Courgettes', '1x5kg', 'BOX', 1, '8.50', 'zucchini', kg(5)),
  o(TC, 'Aubergines', '1x5kg', 'BOX', 1, '9.80', 'eggplant', kg(5)),
  o(TC, 'Red Peppers', '1x5kg', 'BOX', 1, '11.50', 'pepper bell red', kg(5)),
  o(TC, 'Shallots (Round)', '1x5kg', 'BAG', 1, '9.20', 'shallots', kg(5)),
  o(TC, 'Plum Tomatoes', '1x6kg', 'BOX', 1, '10.50', 'tomatoes roma', kg(6)),
  o(TC, 'Closed Cup Mushrooms', '1x2.27kg', 'BOX', 1, '6.80', 'mushrooms white', kg(2.27)),
  o(TC, 'Chestnut Mushrooms', '1x2.27kg', 'BOX', 1, '7.90', 'mushrooms cremini', kg(2.27)),
  o(TC, 'Maris Piper Potatoes', '1x25kg', 'SACK', 1, '14.00', 'potatoes maris piper', kg(25)),
  o(TC, 'Sweet Potatoes', '1x6kg', 'BOX', 1, '9.00', 'sweet potatoes', kg(6)),
  o(TC, 'Lemons (Count 80)', '1x80', 'BOX', 1, '13.50', 'lemons 80', each(80)),
  o(TC, 'Plain Flour', '1x16kg', 'SACK', 1, '12.50', 'flour all-purpose', kg(16)),
  o(TC, 'Strong White Bread Flour', '1x16kg', 'SACK', 1, '14.20', 'flour bread strong', kg(16)),
  o(TC, 'Granulated White Sugar', '1x25kg', 'SACK', 1, '21.00', 'sugar granulated', kg(25)),
  o(TC, 'Caster Sugar', '1x25kg', 'SACK', 1, '24.00', 'sugar caster', kg(25)),
  o(TC, 'Icing Sugar', '6x3kg', 'CASE', 1, '24.00', 'sugar powdered', kg(18)),
  o(TC, 'Cornflour', '1x3.5kg', 'TUB', 1, '7.50', 'cornstarch', kg(3.5)),
  o(TC, 'Bicarbonate of Soda', '6x500g', 'CASE', 1, '5.40', 'baking soda', g(3000)),
  o(TC, 'Rapeseed Oil', '1x20ltr', 'DRUM', 1, '24.50', 'oil canola', l(20)),
  o(TC, 'Extra Virgin Olive Oil, Spanish', '1x5ltr', 'TIN', 2, '26.00', 'olive oil extra virgin', l(10)),
  o(TC, 'Chopped Tomatoes in Tomato Juice', '6x2.55kg', 'CASE', 1, '14.50', 'tomatoes chopped tinned', kg(15.3)),
  o(TC, 'Tomato Purée, Double Concentrated', '12x800g', 'CASE', 1, '19.20', 'tomato paste', g(9600)),
  o(TC, 'Thai Hom Mali Jasmine Rice', '1x20kg', 'SACK', 1, '28.00', 'rice jasmine', kg(20)),
  o(TC, 'Spaghetti, Dried', '1x3kg', 'BAG', 2, '6.80', 'spaghetti', kg(6)),
  o(TC, 'Ground Black Pepper', '1x400g', 'TUB', 2, '6.20', 'black pepper ground', g(800)),
  o(TC, 'Malt Vinegar', '4x5ltr', 'CASE', 1, '16.00', 'vinegar malt', l(20)),
  o(TC, "Hellmann's Real Mayonnaise", '1x10ltr', 'TUB', 1, '28.00', 'mayonnaise', l(10)),
  o(TC, 'Garden Peas, Frozen', '4x2.5kg', 'CASE', 1, '14.50', 'peas green frozen', kg(10)),
  o(TC, 'McCain Straight Cut Chips 3/8" (10mm)', '4x2.5kg', 'CASE', 1, '15.00', FRIES, kg(10)),
  o(TC, 'Sliced Brioche Burger Buns 4.5"', '4x12', 'CASE', 1, '16.80', 'bun brioche 4.5 in', each(48)),
  o(TC, 'Nitrile Gloves Blue, Powder Free, Large', '10x100', 'CASE', 1, '39.00', 'gloves nitrile large', each(1000)),
  o(TC, 'Cling Film 450mm x 300m', '1 roll', 'EACH', 1, '11.50', 'film cling 450 mm x 300 m', each(1)),
  o(TC, 'Coca-Cola 330ml Cans', '24x330ml', 'CASE', 1, '14.90', 'coca-cola can', ml(7920)),
  // Tân Phát Thực Phẩm: a Vietnamese wholesaler, Vietnamese names (an English hint on some), US and metric sizes.
  o(TP, 'Nước mắm Ba Con Cua (Three Crabs)', 'thùng 12 chai x 682 ml', 'THÙNG', 1, '62.00', 'fish sauce', ml(8184)),
  o(TP, 'Tương ớt Sriracha Huy Fong', 'thùng 12 chai x 28 oz', 'THÙNG', 1, '50.00', 'sriracha', oz(336)),
  o(TP, 'Dầu hào Lee Kum Kee (oyster sauce)', 'thùng 6 can x 5 lb', 'THÙNG', 1, '52.00', 'oyster sauce', lb(30)),
  o(TP, 'Nước cốt dừa Chaokoh', 'thùng 24 lon x 400 ml', 'THÙNG', 1, '34.00', 'coconut milk', ml(9600)),
  o(TP, 'Sữa đặc có đường Ông Thọ', 'thùng 24 lon x 380 g', 'THÙNG', 1, '49.00', 'condensed milk sweetened', g(9120)),
  o(TP, 'Bánh phở khô 3 ly (rice stick)', 'thùng 30 gói x 400 g', 'THÙNG', 1, '42.00', 'rice sticks 3 mm', g(12000)),
  o(TP, 'Bún khô (rice vermicelli)', 'thùng 30 gói x 400 g', 'THÙNG', 1, '39.00', 'rice vermicelli dried', g(12000)),
  o(TP, 'Bánh phở tươi', 'thùng 12 gói x 2 lb', 'THÙNG', 1, '30.00', 'rice noodles fresh', lb(24)),
  o(TP, 'Bánh tráng 22 cm', 'thùng 40 gói x 340 g', 'THÙNG', 1, '66.00', 'rice paper 22 cm', g(13600)),
  o(TP, 'Gạo thơm lài Ba Cô Gái (jasmine)', 'bao 25 lb', 'BAO', 1, '26.50', 'rice jasmine', lb(25)),
  o(TP, 'Gạo nếp (sweet rice)', 'bao 25 lb', 'BAO', 1, '29.00', 'rice glutinous', lb(25)),
  o(TP, 'Đường cát trắng', 'bao 25 lb', 'BAO', 1, '19.00', 'sugar granulated', lb(25)),
  o(TP, 'Đường phèn (rock sugar)', 'thùng 20 gói x 1 lb', 'THÙNG', 1, '36.00', 'rock sugar', lb(20)),
  o(TP, 'Bột năng (tapioca starch)', 'thùng 40 gói x 400 g', 'THÙNG', 1, '44.00', 'tapioca starch', g(16000)),
  o(TP, 'Bột bắp', 'thùng 40 gói x 400 g', 'THÙNG', 1, '41.00', 'cornstarch', g(16000)),
  o(TP, 'Tiêu đen xay', 'gói 1 lb', 'GÓI', 2, '8.90', 'black pepper ground', lb(2)),
  o(TP, 'Dầu hạt cải (canola)', 'thùng 6 can x 1 gal', 'THÙNG', 1, '39.00', 'oil canola', gal(6)),
  o(TP, 'Hành phi (fried shallots)', 'thùng 12 hũ x 1 lb', 'THÙNG', 1, '58.00', 'shallots fried', lb(12)),
  o(TP, 'Hành tím', 'bao 10 lb', 'BAO', 1, '23.00', 'shallots', lb(10)),
  o(TP, 'Sả cây', 'thùng 10 lb', 'THÙNG', 1, '30.00', 'lemongrass', lb(10)),
  o(TP, 'Húng quế (Thai basil)', 'hộp 1 lb', 'HỘP', 2, '9.50', 'basil thai', lb(2)),
  o(TP, 'Ngò rí (cilantro)', 'thùng 60 bó', 'THÙNG', 1, '34.00', 'cilantro', each(60)),
  o(TP, 'Hành lá', 'thùng 48 bó', 'THÙNG', 1, '24.00', 'green onions', each(48)),
  o(TP, 'Giá đỗ (bean sprouts)', 'thùng 10 lb', 'THÙNG', 1, '11.00', 'bean sprouts', lb(10)),
  o(TP, 'Ớt hiểm đỏ', 'hộp 1 lb', 'HỘP', 1, '6.00', 'chili thai red', lb(1)),
  o(TP, 'Chanh không hạt 200 trái', 'thùng 200 trái', 'THÙNG', 1, '33.00', 'limes 200', each(200)),
  o(TP, 'Cải thìa non (baby bok choy)', 'thùng 20 lb', 'THÙNG', 1, '26.00', 'bok choy baby', lb(20)),
  o(TP, 'Gừng tươi', 'thùng 30 lb', 'THÙNG', 1, '52.00', 'ginger root', lb(30)),
  o(TP, 'Tỏi bóc vỏ', 'hũ 5 lb', 'HŨ', 4, '15.00', 'garlic peeled', lb(20)),
  o(TP, 'Ba chỉ heo rút xương, không da', '~12 lb', 'LB', 1, '3.69', 'pork belly skinless', lb(1)),
  o(TP, 'Ba chỉ heo có da', '~12 lb', 'LB', 1, '3.29', 'pork belly skin-on', lb(1)),
  o(TP, 'Nạc vai heo không xương (pork butt)', '~9 lb', 'LB', 1, '2.39', 'pork butt boneless', lb(1)),
  o(TP, 'Xương ống bò (marrow bones)', 'thùng 30 lb', 'THÙNG', 1, '54.00', 'beef marrow bones', lb(30)),
  o(TP, 'Cánh gà nguyên con, tươi', 'thùng 40 lb', 'THÙNG', 1, '108.00', 'chicken wings whole fresh', lb(40)),
  o(TP, 'Đùi gà rút xương không da', 'thùng 40 lb', 'THÙNG', 1, '90.00', CTF, lb(40)),
  o(TP, 'Tôm thẻ 16/20 lột vỏ, bỏ chỉ, bỏ đuôi', 'thùng 5 x 2 lb', 'THÙNG', 1, '93.00', S1620, lb(10)),
  o(TP, 'Mực ống và râu làm sạch (calamari)', 'thùng 6 x 2,5 lb', 'THÙNG', 1, '80.00', CALAMARI, lb(15)),
  o(TP, 'Cá basa phi lê đông lạnh', 'thùng 15 lb', 'THÙNG', 1, '42.00', 'basa fillet frozen', lb(15)),
  o(TP, 'Đậu hũ non', 'thùng 12 hộp x 16 oz', 'THÙNG', 1, '18.00', 'tofu silken', oz(192)),
  o(TP, 'Trứng gà trắng loại lớn', 'thùng 15 tá', 'THÙNG', 1, '43.00', 'eggs large white', each(180)),
  o(TP, 'Bánh mì ổ (Vietnamese baguette)', 'thùng 50 ổ', 'THÙNG', 1, '22.00', 'baguette vietnamese', each(50)),
  o(TP, 'Nước ngọt Coca-Cola lon 12 oz', 'két 24 lon', 'KÉT', 1, '16.00', 'coca-cola can', floz(288)),
];
