/**
 * What food-service distributors sell, written the way their invoices print it: English names in the distributors'
 * abbreviated upper case, French names as Quebec distributors print them, pack and size, billing unit, a price range
 * per billing unit, and for catch-weight items the weight range of one case (pounds) with the price range per pound.
 */

import { type Category, type Product, p } from './catalog-kit.js';
import { SPECIALTY } from './catalog-specialty.js';

export type { Category, Product };

export const CATALOG: Product[] = [
  // produce
  p('produce', 'ROMAINE HEARTS 3CT', 'COEURS DE ROMAINE 3UN', '12', '3 CT', 'CS', [28, 42], 'GOLDEN ACRE'),
  p('produce', 'LETTUCE ICEBERG 24CT', 'LAITUE ICEBERG 24UN', '1', '24 CT', 'CS', [24, 38], 'PACKER'),
  p('produce', 'TOMATO ROMA 25LB', 'TOMATES ITALIENNES 25LB', '1', '25 LB', 'CS', [22, 36], 'PACKER'),
  p('produce', 'TOMATO GRAPE RED', 'TOMATES RAISINS ROUGES', '12', '1 PT', 'CS', [26, 39], 'SUNSET'),
  p('produce', 'ONION YELLOW JUMBO', 'OIGNONS JAUNES JUMBO', '1', '50 LB', 'BG', [18, 32], 'PACKER'),
  p('produce', 'ONION RED MED', 'OIGNONS ROUGES MOYENS', '1', '25 LB', 'BG', [16, 28], 'PACKER'),
  p('produce', 'POTATO RUSSET 70CT', 'POMMES DE TERRE RUSSET 70UN', '1', '50 LB', 'CS', [24, 40], 'PRAIRIE'),
  p('produce', 'POTATO YUKON GOLD', 'POMMES DE TERRE YUKON GOLD', '1', '50 LB', 'BG', [26, 44], 'PRAIRIE'),
  p('produce', 'CARROT JUMBO', 'CAROTTES JUMBO', '1', '25 LB', 'BG', [14, 24], 'PACKER'),
  p('produce', 'CELERY HEARTS', 'COEURS DE CÉLERI', '18', '2 CT', 'CS', [30, 46], 'DUDA'),
  p('produce', 'PEPPER GREEN BELL LG', 'POIVRONS VERTS GROS', '1', '25 LB', 'CS', [28, 45], 'PACKER'),
  p('produce', 'PEPPER RED BELL', 'POIVRONS ROUGES', '1', '11 LB', 'CS', [24, 40], 'PACKER'),
  p('produce', 'CUCUMBER ENGLISH', 'CONCOMBRES ANGLAIS', '12', 'CT', 'CS', [16, 28], 'GREENHOUSE'),
  p('produce', 'MUSHROOM WHITE MED', 'CHAMPIGNONS BLANCS MOYENS', '1', '10 LB', 'CS', [22, 34], 'NORTHFIELD'),
  p('produce', 'LEMONS 115CT', 'CITRONS 115UN', '1', '115 CT', 'CS', [38, 62], 'SUNKIST'),
  p('produce', 'LIMES 200CT', 'LIMES 200UN', '1', '200 CT', 'CS', [30, 52], 'PACKER'),
  p('produce', 'AVOCADO HASS 48CT', 'AVOCATS HASS 48UN', '1', '48 CT', 'CS', [44, 78], 'MISSION'),
  p('produce', 'GARLIC PEELED', 'AIL PELÉ', '1', '5 LB', 'JR', [12, 22], 'CHRISTOPHER'),
  p('produce', 'CILANTRO', 'CORIANDRE', '30', 'BN', 'CS', [18, 32], 'PACKER'),
  p('produce', 'PARSLEY ITALIAN', 'PERSIL ITALIEN', '60', 'BN', 'CS', [28, 44], 'PACKER'),
  p('produce', 'SPRING MIX', 'MESCLUN', '1', '3 LB', 'CS', [12, 20], 'EARTHBOUND'),
  p('produce', 'BROCCOLI CROWNS', 'BROCOLI EN COURONNES', '1', '20 LB', 'CS', [30, 48], 'PACKER'),
  p('produce', 'STRAWBERRIES', 'FRAISES', '8', '1 LB', 'CS', [24, 40], 'DRISCOLL'),
  p('produce', 'BANANAS', 'BANANES', '1', '40 LB', 'CS', [22, 34], 'CHIQUITA'),
  p('produce', 'APPLES MCINTOSH 100CT', 'POMMES MCINTOSH 100UN', '1', '100 CT', 'CS', [34, 52], 'VERGER'),
  p('produce', 'ZUCCHINI MED', 'COURGETTES MOYENNES', '1', '20 LB', 'CS', [18, 36], 'PACKER'),
  p('produce', 'POTATO SWEET', 'PATATES DOUCES', '1', '40 LB', 'CS', [28, 42], 'PACKER'),
  p('produce', 'GINGER ROOT', 'GINGEMBRE', '1', '1 LB', 'LB', [3.2, 5.5], 'PACKER'),
  // dairy
  p('dairy', 'MILK 2% 4L BAG', 'LAIT 2% 4L SAC', '3', '4 L', 'CS', [14, 19], 'NATREL'),
  p('dairy', 'MILK HOMO 3.25%', 'LAIT HOMOGÉNÉISÉ 3,25%', '4', '2 L', 'CS', [11, 16], 'NATREL'),
  p('dairy', 'CREAM 35% WHIPPING', 'CRÈME 35% À FOUETTER', '4', '2 L', 'CS', [38, 56], 'NATREL'),
  p('dairy', 'CREAM 10% HALF&HALF', 'CRÈME 10% CAFÉ', '12', '1 L', 'CS', [36, 52], 'SEALTEST'),
  p('dairy', 'BUTTER UNSALTED PRINT', 'BEURRE NON SALÉ', '36', '1 LB', 'CS', [150, 210], 'LACTANTIA'),
  p('dairy', 'BUTTER SALTED CHIPS', 'BEURRE SALÉ PORTIONS', '1', '600 CT', 'CS', [40, 62], 'LACTANTIA'),
  p('dairy', 'CHEESE CHEDDAR MILD SHRED', 'FROMAGE CHEDDAR DOUX RÂPÉ', '4', '2.5 KG', 'CS', [70, 96], 'SAPUTO'),
  p('dairy', 'CHEESE MOZZ SHRED', 'FROMAGE MOZZARELLA RÂPÉ', '4', '2.5 KG', 'CS', [68, 92], 'SAPUTO'),
  p('dairy', 'CHEESE PARMESAN GRATED', 'PARMESAN RÂPÉ', '2', '2.27 KG', 'CS', [58, 84], 'BELGIOIOSO'),
  p('dairy', 'CHEESE CHEDDAR BLOCK', 'CHEDDAR EN BLOC', '4', '5 LB AVG', 'LB', [4.1, 6.2], 'BLACK DIAMOND', [18, 22]),
  p('dairy', 'EGGS LARGE LOOSE', 'OEUFS GROS EN VRAC', '15', 'DZ', 'CS', [44, 70], 'BURNBRAE'),
  p('dairy', 'EGGS LIQUID WHOLE', 'OEUFS LIQUIDES ENTIERS', '12', '1 KG', 'CS', [52, 74], 'BURNBRAE'),
  p('dairy', 'SOUR CREAM 14%', 'CRÈME SURE 14%', '1', '16 KG', 'PL', [46, 64], 'SEALTEST'),
  p('dairy', 'YOGURT PLAIN 2%', 'YOGOURT NATURE 2%', '2', '3 KG', 'CS', [18, 28], 'LIBERTE'),
  p('dairy', 'CHEESE CREAM BRICK', 'FROMAGE À LA CRÈME EN BRIQUE', '10', '3 LB', 'CS', [96, 130], 'PHILADELPHIA'),
  // meat
  p('meat', 'BEEF GROUND 80/20', 'BOEUF HACHÉ MI-MAIGRE', '4', '10 LB', 'LB', [3.4, 5.2], 'PACKER', [38, 42]),
  p(
    'meat',
    'BEEF STRIPLOIN AAA',
    'CONTRE-FILET DE BOEUF AAA',
    '2',
    '12 LB AVG',
    'LB',
    [9.5, 14.5],
    'CERTIFIED',
    [22, 28],
  ),
  p('meat', 'BEEF BRISKET', 'POITRINE DE BOEUF', '2', '14 LB AVG', 'LB', [5.4, 7.9], 'PACKER', [26, 32]),
  p('meat', 'BEEF SHORT RIB BNLS', 'BOUT DE CÔTE DÉSOSSÉ', '4', '5 LB AVG', 'LB', [8.2, 11.6], 'PACKER', [18, 23]),
  p('meat', 'PORK BACK RIBS', 'CÔTES LEVÉES DE PORC', '10', '2 LB AVG', 'LB', [3.6, 5.4], 'OLYMEL', [18, 24]),
  p('meat', 'PORK BUTT BNLS', 'ÉPAULE DE PORC DÉSOSSÉE', '4', '8 LB AVG', 'LB', [2.2, 3.4], 'OLYMEL', [30, 36]),
  p('meat', 'BACON SLICED 14/18', 'BACON TRANCHÉ 14/18', '1', '15 LB', 'CS', [62, 88], 'MAPLE LEAF'),
  p('meat', 'HAM BLACK FOREST SLICED', 'JAMBON FORÊT NOIRE TRANCHÉ', '4', '1.5 KG', 'CS', [54, 76], 'PACKER'),
  p('meat', 'SAUSAGE ITALIAN MILD', 'SAUCISSES ITALIENNES DOUCES', '2', '5 LB', 'CS', [34, 48], 'PREMIUM'),
  p('meat', 'LAMB RACK FRENCHED', 'CARRÉ D AGNEAU PARÉ', '6', '1.5 LB AVG', 'LB', [12.5, 17], 'OCEANIA', [8, 11]),
  // poultry
  p('poultry', 'CHICKEN BREAST BNLS SKNLS', 'POITRINE DE POULET DÉSOSSÉE', '4', '10 LB', 'CS', [92, 128], 'PRAIRIE'),
  p(
    'poultry',
    'CHICKEN THIGH BNLS SKNLS',
    'HAUTS DE CUISSE DE POULET DÉSOSSÉS',
    '4',
    '10 LB',
    'CS',
    [78, 104],
    'PRAIRIE',
  ),
  p(
    'poultry',
    'CHICKEN WINGS SPLIT',
    'AILES DE POULET COUPÉES',
    '1',
    '40 LB AVG',
    'LB',
    [2.4, 3.6],
    'PACKER',
    [38, 42],
  ),
  p('poultry', 'CHICKEN WHOLE 3LB', 'POULET ENTIER 3LB', '12', '3 LB AVG', 'LB', [2.1, 3.1], 'PRAIRIE', [34, 38]),
  p('poultry', 'TURKEY BREAST ROAST', 'RÔTI DE DINDE', '2', '8 LB AVG', 'LB', [5.8, 7.9], 'BUTTERBALL', [15, 18]),
  p('poultry', 'DUCK BREAST MAGRET', 'MAGRET DE CANARD', '8', '400 G', 'KG', [24, 32], 'BROME LAKE'),
  // seafood
  p(
    'seafood',
    'SALMON ATL FILLET SKIN ON',
    'FILET DE SAUMON ATLANTIQUE',
    '1',
    '10 LB AVG',
    'LB',
    [8.9, 12.9],
    'BAY CREST',
    [9, 12],
  ),
  p('seafood', 'SHRIMP 16/20 P&D TAIL ON', 'CREVETTES 16/20 DÉCORTIQUÉES', '5', '2 LB', 'CS', [92, 138], 'OCEAN PRIDE'),
  p('seafood', 'COD LOIN 6OZ', 'LONGE DE MORUE 6OZ', '1', '10 LB', 'CS', [96, 140], 'BAY CREST'),
  p('seafood', 'MUSSELS PEI', 'MOULES ÎPE', '1', '10 LB', 'BG', [24, 38], 'ISLAND'),
  p('seafood', 'SCALLOPS 10/20 DRY', 'PÉTONCLES 10/20', '1', '5 LB', 'CS', [110, 160], 'OCEAN PRIDE'),
  p('seafood', 'HADDOCK FILLET', 'FILET D AIGLEFIN', '1', '10 LB AVG', 'LB', [6.4, 8.8], 'BAY CREST', [9, 11]),
  // frozen
  p('frozen', 'FRIES 3/8 STRAIGHT CUT', 'FRITES 3/8 COUPE DROITE', '6', '2.27 KG', 'CS', [32, 46], 'MCCAIN'),
  p('frozen', 'FRIES SWEET POTATO', 'FRITES DE PATATES DOUCES', '6', '2.5 LB', 'CS', [44, 62], 'MCCAIN'),
  p('frozen', 'PEAS GREEN', 'POIS VERTS', '12', '2 KG', 'CS', [38, 54], 'BONDUELLE'),
  p('frozen', 'CORN KERNEL', 'MAÏS EN GRAINS', '12', '2 KG', 'CS', [34, 50], 'BONDUELLE'),
  p('frozen', 'BERRIES MIXED IQF', 'PETITS FRUITS MÉLANGÉS', '4', '2.5 KG', 'CS', [56, 78], 'NORTHFIELD'),
  p('frozen', 'ONION RINGS BATTERED', 'RONDELLES D OIGNON', '4', '2.5 LB', 'CS', [38, 52], 'MCCAIN'),
  p('frozen', 'PASTRY PUFF SHEETS', 'PÂTE FEUILLETÉE EN FEUILLES', '20', '10X15', 'CS', [48, 66], 'DUFOUR'),
  p('frozen', 'ICE CREAM VANILLA', 'CRÈME GLACÉE VANILLE', '1', '11.4 L', 'EA', [28, 38], 'CHAPMANS'),
  p('frozen', 'CHICKEN TENDERS BRD', 'LANIÈRES DE POULET PANÉES', '2', '2 KG', 'CS', [54, 74], 'PRAIRIE'),
  // dry and canned
  p('canned', 'TOMATO DICED', 'TOMATES EN DÉS', '6', '#10', 'CS', [24, 36], 'PASTENE'),
  p('canned', 'TOMATO CRUSHED', 'TOMATES BROYÉES', '6', '#10', 'CS', [26, 38], 'PASTENE'),
  p('canned', 'TOMATO PASTE', 'PÂTE DE TOMATES', '6', '#10', 'CS', [34, 48], 'HUNTS'),
  p('canned', 'BEANS BLACK', 'HARICOTS NOIRS', '6', '#10', 'CS', [22, 34], 'CLASSIC'),
  p('canned', 'CHICKPEAS', 'POIS CHICHES', '6', '#10', 'CS', [24, 34], 'CLASSIC'),
  p('canned', 'OLIVES KALAMATA PITTED', 'OLIVES KALAMATA DÉNOYAUTÉES', '2', '2 KG', 'CS', [38, 54], 'BELLA'),
  p('canned', 'TUNA SOLID WHITE', 'THON BLANC ENTIER', '6', '1.88 KG', 'CS', [96, 132], 'CLOVER LEAF'),
  p('dry', 'FLOUR ALL PURPOSE', 'FARINE TOUT USAGE', '1', '20 KG', 'BG', [24, 36], 'ROBIN HOOD'),
  p('dry', 'SUGAR GRANULATED', 'SUCRE GRANULÉ', '1', '20 KG', 'BG', [32, 46], 'REDPATH'),
  p('dry', 'RICE LONG GRAIN PARBOILED', 'RIZ ÉTUVÉ GRAIN LONG', '1', '8 KG', 'BG', [18, 28], 'UNCLE BENS'),
  p('dry', 'PASTA PENNE RIGATE', 'PÂTES PENNE RIGATE', '2', '4.54 KG', 'CS', [26, 38], 'BARILLA'),
  p('dry', 'PASTA SPAGHETTI', 'PÂTES SPAGHETTI', '2', '4.54 KG', 'CS', [24, 36], 'BARILLA'),
  p('dry', 'OIL CANOLA', 'HUILE DE CANOLA', '1', '16 L', 'JUG', [42, 68], 'CLASSIC'),
  p('dry', 'OIL OLIVE EXTRA VIRGIN', 'HUILE D OLIVE EXTRA VIERGE', '4', '3 L', 'CS', [88, 124], 'BERTOLLI'),
  p('dry', 'OIL FRYER CLEAR', 'HUILE À FRITURE CLAIRE', '1', '16 L', 'JUG', [44, 72], 'CANOLA HARVEST'),
  p('dry', 'MAYONNAISE REAL', 'MAYONNAISE VÉRITABLE', '4', '3.78 L', 'CS', [48, 66], 'HELLMANNS'),
  p('dry', 'KETCHUP PORTION PACK', 'KETCHUP EN PORTIONS', '1', '500 CT', 'CS', [24, 36], 'HEINZ'),
  p('dry', 'VINEGAR WHITE', 'VINAIGRE BLANC', '4', '4 L', 'CS', [14, 22], 'ALLENS'),
  p('dry', 'SALT KOSHER', 'SEL CASHER', '12', '1.36 KG', 'CS', [28, 40], 'WINDSOR'),
  p('dry', 'PEPPER BLACK GROUND', 'POIVRE NOIR MOULU', '1', '2.27 KG', 'EA', [32, 48], 'CLUB HOUSE'),
  p('dry', 'MAPLE SYRUP AMBER', 'SIROP D ÉRABLE AMBRÉ', '4', '4 L', 'CS', [110, 150], 'VERGER'),
  p('dry', 'COFFEE COLOMBIAN WB', 'CAFÉ COLOMBIE EN GRAINS', '6', '1 KG', 'CS', [120, 170], 'VAN HOUTTE'),
  // bakery
  p('bakery', 'BUNS BRIOCHE 4IN', 'PAINS BRIOCHÉS 4PO', '6', '12 CT', 'CS', [26, 38], 'ACE BAKERY'),
  p('bakery', 'BREAD SOURDOUGH LOAF', 'PAIN AU LEVAIN', '1', 'EA', 'EA', [4.5, 6.5], 'ACE BAKERY'),
  p('bakery', 'BAGUETTE PAR BAKED', 'BAGUETTE PRÉCUITE', '24', '300 G', 'CS', [30, 44], 'DUFOUR'),
  p('bakery', 'CROISSANT BUTTER UNBAKED', 'CROISSANTS AU BEURRE À CUIRE', '60', '80 G', 'CS', [52, 74], 'DUFOUR'),
  p('bakery', 'TORTILLA FLOUR 12IN', 'TORTILLAS DE BLÉ 12PO', '12', '12 CT', 'CS', [34, 48], 'MISSION'),
  // beverage
  p('beverage', 'COLA CAN 355ML', 'COLA CANETTE 355ML', '24', '355 ML', 'CS', [14, 22], 'COKE'),
  p('beverage', 'WATER SPRING 500ML', 'EAU DE SOURCE 500ML', '24', '500 ML', 'CS', [5.5, 9], 'ESKA'),
  p('beverage', 'JUICE ORANGE', 'JUS D ORANGE', '8', '1.75 L', 'CS', [26, 38], 'OASIS'),
  p('beverage', 'SPARKLING WATER', 'EAU PÉTILLANTE', '24', '330 ML', 'CS', [22, 32], 'SAN PELLEGRINO'),
  // paper and disposables
  p('paper', 'NAPKIN DINNER 2PLY WHT', 'SERVIETTES DE TABLE 2 PLIS', '1', '3000 CT', 'CS', [44, 62], 'KRUGER'),
  p('paper', 'CONTAINER FOAM 9X9 HINGED', 'CONTENANTS À CHARNIÈRE 9X9', '1', '200 CT', 'CS', [38, 56], 'DART'),
  p('paper', 'CUP HOT 12OZ', 'GOBELETS CHAUDS 12OZ', '1', '1000 CT', 'CS', [72, 98], 'SOLO'),
  p('paper', 'GLOVES NITRILE LG BLK', 'GANTS NITRILE GRANDS NOIRS', '10', '100 CT', 'CS', [58, 84], 'SAFETY'),
  p('paper', 'FOIL ROLL 18IN', 'PAPIER ALUMINIUM 18PO', '1', '500 FT', 'EA', [38, 54], 'HANDI-FOIL'),
  p('paper', 'FILM WRAP 18IN', 'PELLICULE PLASTIQUE 18PO', '1', '2000 FT', 'EA', [24, 34], 'BERRY'),
  // chemical
  p('chemical', 'DEGREASER HD', 'DÉGRAISSANT PUISSANT', '4', '4 L', 'CS', [46, 68], 'ECOLAB'),
  p('chemical', 'SANITIZER QUAT', 'ASSAINISSANT QUAT', '4', '3.78 L', 'CS', [58, 82], 'ECOLAB'),
  p('chemical', 'DISH DETERGENT LIQ', 'DÉTERGENT À VAISSELLE LIQUIDE', '4', '3.78 L', 'CS', [34, 48], 'DIVERSEY'),
  // drinks
  p('drinks', 'COLA 2L BTL', 'COLA BOUTEILLE 2L', '8', '2 L', 'CS', [14, 20], 'PEPSI'),
  p('drinks', 'COLA DIET CAN 355ML', 'COLA DIÈTE CANETTE 355ML', '24', '355 ML', 'CS', [14, 22], 'PEPSI'),
  p('drinks', 'GINGER ALE CAN 355ML', 'SODA GINGEMBRE CANETTE 355ML', '24', '355 ML', 'CS', [13, 19], 'CANADA DRY'),
  p('drinks', 'SODA WATER CAN 355ML', 'EAU GAZEUSE CANETTE 355ML', '12', '355 ML', 'CS', [8, 12], 'CANADA DRY'),
  p('drinks', 'TONIC WATER 200ML', 'EAU TONIQUE 200ML', '24', '200 ML', 'CS', [16, 24], 'SCHWEPPES'),
  p('drinks', 'ICED TEA LEMON 500ML', 'THÉ GLACÉ CITRON 500ML', '24', '500 ML', 'CS', [18, 26], 'NESTEA'),
  p('drinks', 'APPLE JUICE 1L', 'JUS DE POMME 1L', '12', '1 L', 'CS', [20, 30], 'OASIS'),
  p('drinks', 'CRANBERRY COCKTAIL 1.89L', 'COCKTAIL CANNEBERGES 1,89L', '8', '1.89 L', 'CS', [22, 32], 'OCEAN SPRAY'),
  p('drinks', 'ORANGE JUICE 100% 300ML', 'JUS D ORANGE 100% 300ML', '24', '300 ML', 'CS', [22, 30], 'TROPICANA'),
  p('drinks', 'LEMONADE PINK 473ML', 'LIMONADE ROSE 473ML', '12', '473 ML', 'CS', [14, 22], 'SIMPLY'),
  p('drinks', 'ENERGY DRINK 473ML', 'BOISSON ÉNERGISANTE 473ML', '24', '473 ML', 'CS', [48, 64], 'RED BULL'),
  p('drinks', 'WATER SPRING 18.9L JUG', 'EAU DE SOURCE 18,9L CRUCHE', '1', '18.9 L', 'EA', [8, 12], 'ESKA'),
  ...SPECIALTY,
];

export const CATEGORY_TITLES: Record<Category, { en: string; fr: string }> = {
  produce: { en: 'PRODUCE', fr: 'FRUITS ET LÉGUMES' },
  dairy: { en: 'DAIRY', fr: 'PRODUITS LAITIERS' },
  meat: { en: 'MEAT', fr: 'VIANDES' },
  poultry: { en: 'POULTRY', fr: 'VOLAILLE' },
  seafood: { en: 'SEAFOOD', fr: 'POISSONS ET FRUITS DE MER' },
  frozen: { en: 'FROZEN', fr: 'SURGELÉS' },
  dry: { en: 'DRY GROCERY', fr: 'ÉPICERIE' },
  canned: { en: 'CANNED GOODS', fr: 'CONSERVES' },
  bakery: { en: 'BAKERY', fr: 'BOULANGERIE' },
  beverage: { en: 'BEVERAGES', fr: 'BOISSONS' },
  paper: { en: 'DISPOSABLES', fr: 'EMBALLAGES' },
  chemical: { en: 'CHEMICAL & JANITORIAL', fr: 'ENTRETIEN' },
  drinks: { en: 'SOFT DRINKS & JUICE', fr: 'BOISSONS GAZEUSES ET JUS' },
  italian: { en: 'ITALIAN IMPORTS', fr: 'IMPORTATIONS ITALIENNES' },
  asian: { en: 'ASIAN GROCERY', fr: 'ÉPICERIE ASIATIQUE' },
  coffee: { en: 'COFFEE & CAFE', fr: 'CAFÉ' },
  wine: { en: 'WINE', fr: 'VINS' },
  beer: { en: 'BEER & CIDER', fr: 'BIÈRES ET CIDRES' },
  linen: { en: 'LINEN SERVICE', fr: 'SERVICE DE LINGERIE' },
  farm: { en: 'FARM PRODUCE', fr: 'PRODUITS DE LA FERME' },
  fish: { en: 'FRESH FISH & SHELLFISH', fr: 'POISSONS ET FRUITS DE MER FRAIS' },
  bread: { en: 'BREAD & ROLLS', fr: 'PAINS' },
};

export const FRENCH_UNITS: Record<string, string> = {
  CS: 'CS',
  EA: 'UN',
  LB: 'LB',
  KG: 'KG',
  BG: 'SAC',
  JR: 'POT',
  JUG: 'BIDON',
  PL: 'SEAU',
  DZ: 'DZ',
  BAG: 'SAC',
  KEG: 'FÛT',
  WK: 'SEM',
  MO: 'MOIS',
  BN: 'BOTTE',
  PK: 'PQT',
};

const SMALL = new Set(['OF', 'AND', 'DE', 'DU', 'DES', 'LA', 'LE', 'À', 'EN', 'AU', 'D']);

/** "CHICKEN BREAST BNLS SKNLS" → "Chicken Breast Bnls Sknls" (counts and sizes such as 3CT, 16/20, 4L stay). */
export function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => {
      if (/\d/.test(w) || w.length <= 1) return w.toLowerCase() === w ? w : w.replace(/CT$/, 'ct');
      if (i > 0 && SMALL.has(w)) return w.toLowerCase();
      return w[0] + w.slice(1).toLowerCase();
    })
    .join(' ');
}
