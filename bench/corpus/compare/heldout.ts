/**
 * The held-out part of the price-comparison corpus: products and suppliers the tuned part (tuned.ts) does not
 * have, written before the comparison was tuned and never tuned on, so its figures tell how the grouping does on
 * catalogues it has not seen. Suppliers: an American-style broadline distributor printing upper-case
 * abbreviations (Keystone), two Quebec distributors writing French (Distribution Boréale, Marché Laurentien) and
 * two English-Canadian ones (Pacific Fresh, Prairie Wholesale).
 * Since held-out parts 3 and 4 were written, this part is tuned on too (bench compare: "tuned b").
 */
import { type CorpusOffer, each, floz, gal, kg, l, lb, ml, o, oz } from './offer.js';

const K = 'Keystone Foodservice';
const B = 'Distribution Boréale';
const M = 'Marché Laurentien';
const P = 'Pacific Fresh';
const W = 'Prairie Wholesale';

export const HELD_OUT: CorpusOffer[] = [
  // Sour cream
  o(K, 'SOUR CREAM 14% PAIL 4 L', '', 'EA', 1, '21.90', 'sour cream 14%', l(4)),
  o(B, 'Crème sure 14% 4 L', '4 L', 'EA', 1, '20.75', 'sour cream 14%', l(4)),
  o(W, 'Sour Cream 14% M.F. 2 x 4 L', '2x4 L', 'CS', 1, '42.80', 'sour cream 14%', l(8)),
  o(B, 'Crème sure légère 5% 4 L', '4 L', 'EA', 1, '19.95', 'sour cream 5%', l(4)),
  // Cream cheese
  o(K, 'CHEESE CREAM PLAIN 3 LB LOAF', '10/3 LB', 'CS', 1, '118.50', 'cream cheese plain', lb(30)),
  o(P, 'Cream Cheese, Plain Brick 10x3lb', '', 'CS', 1, '112.90', 'cream cheese plain', lb(30)),
  o(B, 'Fromage à la crème nature 10 x 1,36 kg', '10 x 1,36 kg', 'CS', 1, '121.00', 'cream cheese plain', kg(13.6)),
  o(P, 'Cream Cheese, Herb & Garlic 2x1.5 kg', '2x1.5 KG', 'CS', 1, '39.60', 'cream cheese herb garlic', kg(3)),
  // Parmesan
  o(K, 'CHS PARM GRTD 2/5 LB', '2/5 LB', 'CS', 1, '64.40', 'parmesan grated', lb(10)),
  o(W, 'Parmesan Cheese, Grated 2x2.27 kg', '2x2.27 KG', 'CS', 1, '66.10', 'parmesan grated', kg(4.54)),
  o(B, 'Parmesan râpé 2 x 2,5 kg', '2 x 2,5 kg', 'CS', 1, '71.25', 'parmesan grated', kg(5)),
  o(P, 'Parmesan, Shredded 2/5 LB', '2/5 LB', 'CS', 1, '67.90', 'parmesan shredded', lb(10)),
  // Pork loin and tenderloin
  o(K, 'PORK LOIN BNLS CC 2/8 LB AVG', '2/8 LB AVG', 'LB', 16, '3.29', 'pork loin boneless', lb(16)),
  o(B, 'Longe de porc désossée 2 x 3,6 kg', '2 x 3,6 kg', 'KG', 7.2, '7.15', 'pork loin boneless', kg(7.2)),
  o(W, 'Pork Loin Boneless Centre Cut', '2/8 LB AVG', 'LB', 16, '3.35', 'pork loin boneless', lb(16)),
  o(K, 'PORK TENDERLOIN 12/1 LB', '12/1 LB', 'LB', 12, '4.79', 'pork tenderloin', lb(12)),
  o(B, 'Filet de porc 12 x 454 g', '12 x 454 g', 'KG', 5.448, '10.40', 'pork tenderloin', kg(5.448)),
  // Beef striploin
  o(K, 'BEEF STRIPLOIN BNLS AAA', '2/12 LB AVG', 'LB', 24, '11.95', 'beef striploin aaa', lb(24)),
  o(B, 'Contre-filet de boeuf AAA désossé', '2 x 5,5 kg', 'KG', 11, '26.30', 'beef striploin aaa', kg(11)),
  o(W, 'Beef Strip Loin AAA Boneless', '', 'KG', 10, '25.90', 'beef striploin aaa', kg(10)),
  o(W, 'Beef Striploin Steaks AAA 10 oz', '16/10 OZ', 'CS', 1, '118.00', 'beef striploin steak 10 oz', oz(160)),
  // Turkey breast
  o(K, 'TURKEY BREAST OVEN RSTD 2/9 LB AVG', '2/9 LB AVG', 'LB', 18, '6.45', 'turkey breast roasted', lb(18)),
  o(P, 'Turkey Breast, Oven Roasted', '2x4 KG', 'KG', 8, '14.20', 'turkey breast roasted', kg(8)),
  o(B, 'Poitrine de dinde rôtie au four 2 x 4 kg', '2 x 4 kg', 'KG', 8, '13.85', 'turkey breast roasted', kg(8)),
  // Cod
  o(K, 'COD FLT SKNLS 4-6 OZ 10 LB', '10 LB', 'LB', 10, '8.95', 'cod fillet skinless 4-6 oz', lb(10)),
  o(P, 'Cod Fillets Skinless Boneless 4-6oz', '10 LB', 'LB', 10, '9.40', 'cod fillet skinless 4-6 oz', lb(10)),
  o(
    B,
    'Filet de morue sans peau 4-6 oz 4,54 kg',
    '4,54 kg',
    'KG',
    4.54,
    '20.10',
    'cod fillet skinless 4-6 oz',
    kg(4.54),
  ),
  o(P, 'Cod Loins, Skinless 10 LB', '10 LB', 'LB', 10, '11.20', 'cod loin skinless', lb(10)),
  // Mushrooms
  o(K, 'MUSHROOM WHITE MED 10 LB', '10 LB', 'CS', 1, '26.90', 'mushroom white medium', lb(10)),
  o(M, 'Champignons blancs moyens 10 lb', '10 lb', 'CS', 1, '25.75', 'mushroom white medium', lb(10)),
  o(P, 'Mushrooms, White Button Medium 5 LB', '5 LB', 'CS', 1, '14.10', 'mushroom white medium', lb(5)),
  o(P, 'Mushrooms, Portobello Caps 5 LB', '5 LB', 'CS', 1, '24.50', 'mushroom portobello', lb(5)),
  // Carrots
  o(K, 'CARROT JUMBO 50 LB', '50 LB', 'BAG', 1, '29.80', 'carrot jumbo', lb(50)),
  o(M, 'Carottes jumbo 50 lb', '50 lb', 'SAC', 1, '28.40', 'carrot jumbo', lb(50)),
  o(W, 'Carrots, Jumbo 22.7 kg', '22.7 KG', 'BAG', 1, '30.10', 'carrot jumbo', kg(22.7)),
  o(P, 'Carrots, Baby Peeled 4x5 LB', '4x5 LB', 'CS', 1, '31.50', 'carrot baby peeled', lb(20)),
  // Garlic
  o(K, 'GARLIC PLD 5 LB', '5 LB', 'EA', 1, '24.50', 'garlic peeled', lb(5)),
  o(M, 'Ail pelé 5 lb', '5 lb', 'EA', 1, '23.90', 'garlic peeled', lb(5)),
  o(P, 'Garlic, Peeled Cloves 4x5 LB', '4x5 LB', 'CS', 1, '92.00', 'garlic peeled', lb(20)),
  o(K, 'GARLIC MINCED IN OIL 4/32 OZ', '4/32 OZ', 'CS', 1, '27.60', 'garlic minced', oz(128)),
  // Limes
  o(K, 'LIME 200 CT', '200 CT', 'CS', 1, '44.90', 'lime 200', each(200)),
  o(M, 'Limes 200', '', 'CS', 1, '43.50', 'lime 200', each(200)),
  o(P, 'Limes, Seedless 200 ct', '200 CT', 'CS', 1, '46.20', 'lime 200', each(200)),
  o(W, 'Limes 150 CT', '150 CT', 'CS', 1, '41.00', 'lime 150', each(150)),
  // Oranges
  o(K, 'ORANGE NAVEL 88 CT', '88 CT', 'CS', 1, '48.50', 'orange navel 88', each(88)),
  o(M, 'Oranges Navel 88', '', 'CS', 1, '47.20', 'orange navel 88', each(88)),
  o(W, 'Navel Oranges 88ct', '', 'CS', 1, '49.90', 'orange navel 88', each(88)),
  o(W, 'Navel Oranges 113ct', '', 'CS', 1, '47.60', 'orange navel 113', each(113)),
  // Romaine
  o(K, 'LETTUCE ROMAINE HEARTS 12/3 CT', '12/3 CT', 'CS', 1, '42.50', 'romaine hearts', each(36)),
  o(M, 'Coeurs de romaine 12 x 3', '12 x 3', 'CS', 1, '41.90', 'romaine hearts', each(36)),
  o(P, 'Romaine Hearts 3pk x 12', '', 'CS', 1, '44.80', 'romaine hearts', each(36)),
  o(K, 'LETTUCE ROMAINE 24 CT', '24 CT', 'CS', 1, '38.40', 'romaine head', each(24)),
  // Peppers
  o(K, 'PEPPER BELL GREEN LRG 25 LB', '25 LB', 'CS', 1, '32.40', 'pepper bell green large', lb(25)),
  o(M, 'Poivrons verts gros 25 lb', '25 lb', 'CS', 1, '31.10', 'pepper bell green large', lb(25)),
  o(W, 'Green Peppers, Large 11.3 kg', '11.3 KG', 'CS', 1, '33.25', 'pepper bell green large', kg(11.3)),
  o(K, 'PEPPER BELL RED 11 LB', '11 LB', 'CS', 1, '38.90', 'pepper bell red', lb(11)),
  o(M, 'Poivrons rouges 5 kg', '5 kg', 'CS', 1, '36.40', 'pepper bell red', kg(5)),
  // Cucumbers
  o(K, 'CUCUMBER ENGLISH 12 CT', '12 CT', 'CS', 1, '19.90', 'cucumber english', each(12)),
  o(M, 'Concombres anglais 12', '', 'CS', 1, '18.75', 'cucumber english', each(12)),
  o(P, 'English Cucumbers 12ct', '', 'CS', 1, '20.40', 'cucumber english', each(12)),
  o(W, 'Mini Cucumbers 10 LB', '10 LB', 'CS', 1, '27.50', 'cucumber mini', lb(10)),
  // Apple juice and cider vinegar
  o(K, 'JUICE APPLE 100% 12/1 L', '12/1 L', 'CS', 1, '29.90', 'apple juice', l(12)),
  o(B, 'Jus de pomme 100 % 12 x 1 L', '12 x 1 L', 'CS', 1, '28.80', 'apple juice', l(12)),
  o(W, 'Apple Juice, Unsweetened 12x1L', '', 'CS', 1, '30.50', 'apple juice', l(12)),
  o(P, 'Apple Cider Vinegar 4x4 L', '4x4 L', 'CS', 1, '26.40', 'vinegar cider', l(16)),
  // Orange juice
  o(K, 'JUICE ORANGE 100% PURE 12/1 L', '12/1 L', 'CS', 1, '37.90', 'orange juice', l(12)),
  o(B, "Jus d'orange 100 % pur 12 x 1 L", '12 x 1 L', 'CS', 1, '36.50', 'orange juice', l(12)),
  o(W, 'Orange Juice 100% 4x1.89 L', '4x1.89 L', 'CS', 1, '24.90', 'orange juice', l(7.56)),
  o(W, 'Orange Drink 12x1 L', '12x1 L', 'CS', 1, '14.90', 'orange drink', l(12)),
  // White vinegar
  o(K, 'VINEGAR WHITE 5% 4/1 GAL', '4/1 GAL', 'CS', 1, '18.90', 'vinegar white', gal(4)),
  o(B, 'Vinaigre blanc 5 % 4 x 4 L', '4 x 4 L', 'CS', 1, '17.60', 'vinegar white', l(16)),
  o(W, 'White Vinegar 4x3.78 L', '4x3.78 L', 'CS', 1, '18.20', 'vinegar white', l(15.12)),
  // Soy sauce
  o(K, 'SAUCE SOY 4/1 GAL', '4/1 GAL', 'CS', 1, '46.80', 'soy sauce', gal(4)),
  o(P, 'Soy Sauce 4x3.78 L', '4x3.78 L', 'CS', 1, '44.90', 'soy sauce', l(15.12)),
  o(B, 'Sauce soya 4 x 4 L', '4 x 4 L', 'CS', 1, '47.50', 'soy sauce', l(16)),
  o(P, 'Soy Sauce, Low Sodium 4x3.78 L', '4x3.78 L', 'CS', 1, '52.10', 'soy sauce low sodium', l(15.12)),
  // Honey
  o(K, 'HONEY PURE LIQUID 6/5 LB', '6/5 LB', 'CS', 1, '98.40', 'honey liquid', lb(30)),
  o(B, 'Miel pur liquide 3 kg', '3 kg', 'EA', 1, '21.90', 'honey liquid', kg(3)),
  o(W, 'Honey, Pure Liquid 6x2.27 kg', '6x2.27 KG', 'CS', 1, '99.90', 'honey liquid', kg(13.62)),
  o(W, 'Honey Portions 200x14 g', '200x14 G', 'CS', 1, '38.00', 'honey portions', kg(2.8)),
  // Maple and pancake syrup
  o(B, "Sirop d'érable pur 4 L", '4 L', 'EA', 1, '58.90', 'maple syrup', l(4)),
  o(M, "Sirop d'érable 100 % pur, 4 x 4 L", '4 x 4 L', 'CS', 1, '229.00', 'maple syrup', l(16)),
  o(K, 'SYRUP MAPLE PURE 4/1 GAL', '4/1 GAL', 'CS', 1, '212.00', 'maple syrup', gal(4)),
  o(K, 'SYRUP PANCAKE 4/1 GAL', '4/1 GAL', 'CS', 1, '39.80', 'pancake syrup', gal(4)),
  // Sugars
  o(K, 'SUGAR BROWN 20 KG', '20 KG', 'BAG', 1, '34.50', 'sugar brown', kg(20)),
  o(B, 'Cassonade dorée 20 kg', '20 kg', 'SAC', 1, '33.90', 'sugar brown', kg(20)),
  o(W, 'Brown Sugar 20kg', '', 'BAG', 1, '35.10', 'sugar brown', kg(20)),
  o(W, 'Icing Sugar 20kg', '', 'BAG', 1, '36.80', 'sugar icing', kg(20)),
  o(B, 'Sucre granulé 20 kg', '20 kg', 'SAC', 1, '26.90', 'sugar granulated', kg(20)),
  // Pasta
  o(K, 'PASTA SPAGHETTI 10" 2/10 LB', '2/10 LB', 'CS', 1, '24.60', 'spaghetti', lb(20)),
  o(B, 'Pâtes spaghetti 2 x 4,54 kg', '2 x 4,54 kg', 'CS', 1, '23.90', 'spaghetti', kg(9.08)),
  o(W, 'Spaghetti Pasta 20 lb', '20 LB', 'CS', 1, '25.20', 'spaghetti', lb(20)),
  o(W, 'Spaghettini 20 lb', '20 LB', 'CS', 1, '25.80', 'spaghettini', lb(20)),
  o(K, 'PASTA PENNE RIGATE 2/10 LB', '2/10 LB', 'CS', 1, '23.40', 'penne rigate', lb(20)),
  o(B, 'Pâtes penne rigate 2 x 4,54 kg', '2 x 4,54 kg', 'CS', 1, '22.80', 'penne rigate', kg(9.08)),
  o(P, 'Penne Rigate 20 LB', '20 LB', 'CS', 1, '24.10', 'penne rigate', lb(20)),
  // Canned beans (a #10 can is compared per can)
  o(K, 'BEANS GARBANZO 6/#10', '6/#10', 'CS', 1, '39.60', 'chickpeas', each(6)),
  o(B, 'Pois chiches 6 x 2,84 L', '6 x 2,84 L', 'CS', 1, '37.20', 'chickpeas', l(17.04)),
  o(W, 'Chickpeas 12 x 540 mL', '12 x 540 ML', 'CS', 1, '21.60', 'chickpeas', l(6.48)),
  o(K, 'BEANS BLACK 6/#10', '6/#10', 'CS', 1, '36.90', 'black beans', each(6)),
  o(W, 'Black Beans 6/#10 can', '', 'CS', 1, '35.40', 'black beans', each(6)),
  o(B, 'Haricots noirs 12 x 540 ml', '12 x 540 ml', 'CS', 1, '22.40', 'black beans', l(6.48)),
  // Coconut milk
  o(P, 'Coconut Milk 24x400 ml', '24x400 ML', 'CS', 1, '42.00', 'coconut milk', ml(9600)),
  o(B, 'Lait de coco 24 x 400 ml', '24 x 400 ml', 'CS', 1, '40.80', 'coconut milk', ml(9600)),
  o(K, 'MILK COCONUT 24/13.5 FL OZ', '24/13.5 FL OZ', 'CS', 1, '43.90', 'coconut milk', floz(324)),
  o(P, 'Coconut Milk Light 24x400 ml', '24x400 ML', 'CS', 1, '39.90', 'coconut milk light', ml(9600)),
  // Pizza and marinara sauce
  o(K, 'SAUCE PIZZA 6/#10', '6/#10', 'CS', 1, '41.40', 'pizza sauce', each(6)),
  o(W, 'Pizza Sauce, Fully Prepared 6/#10', '6/#10', 'CS', 1, '39.90', 'pizza sauce', each(6)),
  o(B, 'Sauce à pizza 6 x 2,84 L', '6 x 2,84 L', 'CS', 1, '42.60', 'pizza sauce', l(17.04)),
  o(K, 'SAUCE MARINARA 6/#10', '6/#10', 'CS', 1, '44.80', 'marinara sauce', each(6)),
  // Mustard
  o(K, 'MUSTARD DIJON 2/1 GAL', '2/1 GAL', 'CS', 1, '48.60', 'mustard dijon', gal(2)),
  o(B, 'Moutarde de Dijon 4 L', '4 L', 'EA', 1, '25.80', 'mustard dijon', l(4)),
  o(W, 'Dijon Mustard 4 L', '4 L', 'EA', 1, '24.90', 'mustard dijon', l(4)),
  o(W, 'Yellow Mustard 4 L', '4 L', 'EA', 1, '12.40', 'mustard yellow', l(4)),
  // Yogurt
  o(B, 'Yogourt nature 2,9 % 3 kg', '3 kg', 'EA', 1, '11.40', 'yogurt plain 2.9%', kg(3)),
  o(W, 'Yogurt, Plain 2.9% M.F. 3 kg', '3 KG', 'EA', 1, '11.90', 'yogurt plain 2.9%', kg(3)),
  o(K, 'YOGURT PLAIN 2.9% 2/3 KG', '2/3 KG', 'CS', 1, '22.80', 'yogurt plain 2.9%', kg(6)),
  o(W, 'Greek Yogurt, Plain 0% 2x1.75 kg', '2x1.75 KG', 'CS', 1, '24.50', 'yogurt greek plain 0%', kg(3.5)),
  // Creams
  o(B, 'Crème 10 % 12 x 1 L', '12 x 1 L', 'CS', 1, '46.80', 'cream 10%', l(12)),
  o(K, 'CREAM HALF & HALF 10% 12/1 L', '12/1 L', 'CS', 1, '47.90', 'cream 10%', l(12)),
  o(W, 'Half and Half Cream 10% 12x1L', '', 'CS', 1, '48.40', 'cream 10%', l(12)),
  o(B, 'Crème 15 % à cuisson 12 x 1 L', '12 x 1 L', 'CS', 1, '58.20', 'cream 15% cooking', l(12)),
  o(K, 'CREAM WHIPPING 35% 12/1 L', '12/1 L', 'CS', 1, '72.90', 'cream 35%', l(12)),
  // Ice cream
  o(K, 'ICE CREAM VANILLA 11.4 L', '11.4 L', 'EA', 1, '36.40', 'ice cream vanilla', l(11.4)),
  o(B, 'Crème glacée vanille 11,4 L', '11,4 L', 'EA', 1, '35.20', 'ice cream vanilla', l(11.4)),
  o(W, 'Vanilla Ice Cream 3 GAL', '3 GAL', 'EA', 1, '38.90', 'ice cream vanilla', gal(3)),
  o(W, 'Chocolate Ice Cream 11.4 L', '11.4 L', 'EA', 1, '36.90', 'ice cream chocolate', l(11.4)),
  // Bananas
  o(K, 'BANANAS 40 LB', '40 LB', 'CS', 1, '29.40', 'banana', lb(40)),
  o(M, 'Bananes 40 lb', '40 lb', 'CS', 1, '28.50', 'banana', lb(40)),
  o(P, 'Bananas, Yellow 18.14 kg', '18.14 KG', 'CS', 1, '30.20', 'banana', kg(18.14)),
  o(P, 'Plantains 50 LB', '50 LB', 'CS', 1, '39.00', 'plantain', lb(50)),
  // Avocados
  o(K, 'AVOCADO HASS 48 CT', '48 CT', 'CS', 1, '64.90', 'avocado hass 48', each(48)),
  o(M, 'Avocats Hass 48', '', 'CS', 1, '62.40', 'avocado hass 48', each(48)),
  o(P, 'Hass Avocados 48ct', '', 'CS', 1, '66.20', 'avocado hass 48', each(48)),
  o(P, 'Hass Avocados 60ct', '', 'CS', 1, '63.00', 'avocado hass 60', each(60)),
  // Buns
  o(K, 'BUN HOT DOG 6" SLICED 12/12 CT', '12/12 CT', 'CS', 1, '38.40', 'hot dog bun 6 in', each(144)),
  o(W, 'Hot Dog Buns 6 in, 12 dz', '12 DZ', 'CS', 1, '37.20', 'hot dog bun 6 in', each(144)),
  o(B, 'Pains à hot-dog 6 po 12 x 12', '12 x 12', 'CS', 1, '39.90', 'hot dog bun 6 in', each(144)),
  o(K, 'BUN HAMBURGER 4" 12/12 CT', '12/12 CT', 'CS', 1, '39.60', 'hamburger bun 4 in', each(144)),
  // Pickles
  o(K, 'PICKLE DILL SPEAR 4/1 GAL', '4/1 GAL', 'CS', 1, '36.90', 'pickle dill spear', gal(4)),
  o(W, 'Dill Pickle Spears 4x3.78 L', '4x3.78 L', 'CS', 1, '35.80', 'pickle dill spear', l(15.12)),
  o(B, "Cornichons à l'aneth en lances 4 L", '4 L', 'EA', 1, '9.90', 'pickle dill spear', l(4)),
  o(K, 'PICKLE DILL CHIPS 4/1 GAL', '4/1 GAL', 'CS', 1, '33.40', 'pickle dill chips', gal(4)),
  // Swiss cheese
  o(K, 'CHS SWISS SLCD 4/1.5 LB', '4/1.5 LB', 'CS', 1, '52.80', 'swiss cheese sliced', lb(6)),
  o(W, 'Swiss Cheese, Sliced 4x680 g', '4x680 G', 'CS', 1, '50.60', 'swiss cheese sliced', kg(2.72)),
  o(B, 'Fromage suisse tranché 4 x 680 g', '4 x 680 g', 'CS', 1, '51.90', 'swiss cheese sliced', kg(2.72)),
  o(W, 'Swiss Cheese, Block 2x2.5 kg', '2x2.5 KG', 'CS', 1, '74.00', 'swiss cheese block', kg(5)),
];
