import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

const group = (names: string[]) =>
  compareOffers(
    names.map((name, i) => ({ supplier_id: i + 1, name, price: '10.00', quantity: '1', unit: 'KG', pack: '' })),
  ).map((r) => r.group_key);

describe('article and establishment numbers', () => {
  it('reads an article number as no artichoke, and a plant number as no word', () => {
    expect(productKey('Art. 50102 Rüebli / Carottes')).not.toContain('artichoke');
    expect(productKey('Art.-Nr. 4410 Knoblauch')).toBe(productKey('Knoblauch: Karton 5 kg'));
    expect(productKey('Matambre, Rose Meat "Matambre" | UY Est. 1406 | ctn ~25 lb, per lb')).not.toMatch(/\best\b/);
    expect(productKey('BEEF FLANK STEAK EST 38')).toBe(productKey('Flank Steak'));
  });
});

describe('Swiss and Austrian German', () => {
  it('reads Alpine names as the German and English ones', () => {
    expect(productKey('Art. 50120 Zwiebeln gelb / Oignons jaunes')).toBe(productKey('Zwiebel gelb: Sack 25 kg'));
    expect(productKey('Art. 40101 Vorzugsbutter / Beurre de choix')).toBe(productKey('Teebutter: 40 × 250 g'));
    expect(productKey('Teebutter: 40 × 250 g')).toBe(productKey('BUTTER UNSALTED AA SOLIDS'));
    expect(productKey('Staubzucker: 10 × 1 kg')).toBe(productKey('Art. 60012 Puderzucker / Sucre glace'));
    expect(productKey('Marillen: Kiste 5 kg')).toBe(productKey('Art. 50180 Aprikosen / Abricots'));
    expect(productKey('Eierschwammerl: Steige 1 kg')).toBe(productKey('Art. 50190 Eierschwämmli / Chanterelles'));
    expect(productKey('Vogerlsalat: Steige 1 kg')).toBe(productKey('Art. 50210 Nüsslisalat / Doucette'));
    expect(productKey('Karfiol: Stk.')).toBe(productKey('CAULIFLOWER WHITE'));
    expect(productKey('Magertopfen: 10 × 250 g')).toBe(productKey('Art. 40311 Magerquark / Séré maigre'));
    expect(productKey('Art. 50201 Peterli glatt / Persil plat')).toBe(productKey('PARSLEY ITALIAN FLAT LEAF'));
  });

  it('reads Austrian green beans, Czech soft quark, red cherry tomatoes and a barista edition as the plain words', () => {
    expect(productKey('Fisolen grün: Karton 5 kg')).toBe(productKey('10077890100099 BEANS,GREEN,FRESH'));
    expect(productKey('Tvaroh měkký netučný (low-fat quark) – karton 10 × 250 g')).toBe(
      productKey('Magertopfen: 10 × 250 g'),
    );
    expect(productKey('TOMATOES CHERRY RED')).toBe(productKey('Cherryparadeiser: 9 × 250 g'));
    expect(productKey('Tomatoes, Cherry, Yellow')).not.toBe(productKey('TOMATOES CHERRY RED'));
    expect(productKey('Oat Milk › Barista Edition')).toBe(
      productKey("Art. 40501 Haferdrink Barista / Boisson à l'avoine barista"),
    );
  });

  it('keeps Raclette du Valais AOP apart from raclette cheese', () => {
    const [valais, plain] = group([
      'Art. 70031 Raclette du Valais AOP / Raclette du Valais AOP',
      'Art. 70030 Raclettekäse / Fromage à raclette',
    ]);
    expect(valais).not.toBe(plain);
  });

  it('reads fine green beans in French, German and English alike, apart from green beans', () => {
    expect(productKey('Art. 50170 Bohnen extrafein / Haricots verts extra-fins')).toBe(
      productKey('BEANS GREEN FRENCH FILET'),
    );
    const [fine, plain] = group(['BEANS GREEN FRENCH FILET', 'Fisolen grün: Karton 5 kg']);
    expect(fine).not.toBe(plain);
  });

  it('keeps fine (glatt) and coarse (griffig) flour apart', () => {
    expect(productKey('Weizenmehl glatt W480: Sack 25 kg')).not.toBe(productKey('Weizenmehl griffig W480: Sack 25 kg'));
  });
});

describe('Argentine and Uruguayan cuts', () => {
  it('reads the Spanish cut names as the English ones', () => {
    expect(productKey('Entraña fina de novillo · AR · caja ±10 kg · precio por kg')).toContain('outside skirt');
    expect(productKey('Bife de chorizo (bife angosto) · AR · caja ±20 kg')).toBe(productKey('Striploin'));
    expect(productKey('Ojo de bife · AR · caja ±22 kg')).toBe(productKey('Rib Eye'));
    expect(productKey('Tapa de cuadril (picaña) · AR · caja ±15 kg')).toBe(productKey('Rump Cap'));
    expect(productKey('Mollejas de novillo congeladas · AR · caja 10 kg')).toBe(
      productKey('Beef Sweetbreads "Mollejas", Frozen | 4 × 5 lb'),
    );
    expect(productKey('Morcilla criolla · AR · caja 5 kg')).toBe(productKey('Blood Sausage "Morcilla" | 4 × 5 lb'));
    expect(productKey('Top Sirloin Butt Cap Off')).not.toContain('picanha');
    // A skirt is beef and a steak: saying so says no more.
    expect(productKey('Entraña fina de novillo · AR · caja ±10 kg')).toBe(productKey('Outside Skirt'));
    const [spanish, grassFed] = group(['Entraña fina de novillo · AR · caja ±10 kg', 'Outside Skirt, Grass-Fed']);
    expect(spanish).toBe(grassFed);
    expect(productKey('BEEF SKIRT OUTSIDE')).toBe(productKey('Outside Skirt Steak'));
    expect(productKey('Inside Skirt Steak')).not.toBe(productKey('Outside Skirt Steak'));
    expect(productKey('Chimichurri casero · AR · caja 6 frascos × 500 ml')).toBe(productKey('Chimichurri Sauce'));
  });

  it('keeps pastry dulce de leche apart from the classic one, and blood sausage from others', () => {
    const [pastry, classic] = group(['Dulce de leche repostero · balde 10 kg', 'Dulce de leche clásico · 12 × 1 kg']);
    expect(pastry).not.toBe(classic);
    const [blood, other] = group([
      'Blood Sausage "Morcilla" | 4 × 5 lb',
      'GYULAI KOLBÁSZ (GYULAI SAUSAGE) ~0,5 KG /KG',
    ]);
    expect(blood).not.toBe(other);
  });
});

describe('plant-based products', () => {
  it('keeps a plant-based butter apart from butter, and egg-free mayonnaise apart from mayonnaise', () => {
    const [plant, dairy] = group(['Plant-Based Butter › Salted', 'BUTTER SALTED AA SOLIDS']);
    expect(plant).not.toBe(dairy);
    expect(productKey('Mayo › Egg-Free')).toBe(productKey('PB MAYO EGGLESS 4/1GAL'));
    expect(productKey('Mayo › Egg-Free')).not.toContain('egg ');
    const [eggFree, real] = group(['Mayo › Egg-Free', 'MAYONNAISE REAL EXTRA HEAVY']);
    expect(eggFree).not.toBe(real);
    expect(productKey('PB TOFU XFIRM ORG 12/14OZ')).toContain('extra firm');
  });
});

describe('origins, mushrooms and bones', () => {
  it('leaves a two-letter origin between fields out, and reads ohne Knochen as boneless', () => {
    expect(productKey('Ojo de bife · AR · caja ±22 kg · precio por kg')).toBe(productKey('Rib Eye'));
    expect(productKey('Beiried vom Rind, ohne Knochen: ca. 5 kg, je kg')).toBe(productKey('Striploin, Boneless'));
    // A strip loin or rib-eye is boneless unless said bone-in.
    expect(productKey('Bife de chorizo (bife angosto) · AR · caja ±20 kg')).toBe(productKey('Striploin, Boneless'));
    expect(productKey('Ribeye, Bone-In')).not.toBe(productKey('Ribeye'));
  });

  it('reads chanterelle and porcini mushrooms as chanterelles and porcini, and Czech dumplings as dumplings', () => {
    expect(productKey('Lišky (chanterelle mushrooms) – kg')).toBe(productKey('RÓKAGOMBA (CHANTERELLES) 1 KG'));
    expect(productKey('Hřiby (porcini mushrooms) – kg')).toBe(productKey('Art. 50191 Steinpilze / Cèpes'));
    expect(productKey('Oyster Mushrooms 5 lb')).toContain('mushroom');
    expect(productKey('Bramborový knedlík (potato dumplings) – karton 10 × 1 kg')).not.toBe(
      productKey('Erdäpfel mehlig: Sack 25 kg'),
    );
    expect(productKey('Bramborový knedlík (potato dumplings) – karton 10 × 1 kg')).toContain('dumpling');
  });
});

describe('Portuguese and Spanish fish houses', () => {
  it('reads both languages as one', () => {
    expect(productKey('Lulas inteiras congeladas – cx. 10 kg')).toBe(productKey('CALAMAR ENTERO CONG. CJ 10 KG'));
    expect(productKey('Chocos limpos congelados – cx. 10 kg')).toBe(productKey('SEPIA LIMPIA CONG. CJ 10 KG'));
    expect(productKey('Camarão tigre 16/20 congelado – cx. 10 × 1 kg')).toBe(
      productKey('LANGOSTINO TIGRE 16/20 CONG. 10 × 1 KG'),
    );
    expect(productKey('Amêijoa boa viva – saco 2 kg')).toBe(productKey('ALMEJA FINA VIVA SACO 1 KG'));
    expect(productKey('Anchovas marinadas em vinagre – cuvete 1 kg')).toBe(
      productKey('BOQUERONES EN VINAGRE BDJ 1 KG'),
    );
    expect(productKey('Bacalhau demolhado ultracongelado, lombos – cx. 5 kg')).toBe(
      productKey('BACALAO DESALADO CONG. LOMOS CJ 5 KG'),
    );
    expect(productKey('Bacalhau salgado seco graúdo – fardo 25 kg')).not.toBe(
      productKey('Bacalhau salgado seco crescido – fardo 25 kg'),
    );
    expect(productKey('PIMENTÓN DE LA VERA DULCE D.O.P. LATA 750 G')).toBe(
      productKey('10078901200014 SPICE,PAPRIKA,SMOKED,SWEET,SPAIN'),
    );
    expect(productKey('PIMENTÓN DE LA VERA PICANTE D.O.P. LATA 750 G')).not.toBe(
      productKey('PIMENTÓN DE LA VERA DULCE D.O.P. LATA 750 G'),
    );
    expect(productKey('ANCHOAS DEL CANTÁBRICO EN ACEITE DE OLIVA LATA 500 G')).toContain('anchovy');
    const [t3, t5] = group(['Polvo congelado T3 (2-3 kg) – cx. 20 kg', 'Polvo congelado T5 (1-1,5 kg) – cx. 20 kg']);
    expect(t3).not.toBe(t5);
    expect(productKey('PULPO CONG. T3 (2-3 KG) CJ 20 KG')).toBe(productKey('Polvo congelado T3 (2-3 kg) – cx. 20 kg'));
    expect(productKey('Alho seco – cx. 10 kg')).toBe(productKey('Knoblauch: Karton 5 kg'));
    // A salt cod of no grade said may be any grade.
    const [graded, plain] = group(['Bacalhau Graúdo Salgado Seco (salt cod)', 'MORUE SALÉE SÉCHÉE / DRIED SALT COD']);
    expect(graded).toBe(plain);
  });
});

describe('Caribbean Spanish names', () => {
  it('reads yuca, yautía, recao, limón verde, crema de leche and patas de cerdo as the English products', () => {
    expect(productKey('YUCA PELADA CONGELADA')).toBe(productKey('Cassava, peeled, frozen'));
    expect(productKey('YAUTIA BLANCA')).toBe(productKey('Malanga, white'));
    expect(productKey('RECAO')).toBe(productKey('Culantro, fresh leaves'));
    expect(productKey('LIMON VERDE 200CT')).toBe(productKey('Limes, Persian, 200 count'));
    expect(productKey('CREMA DE LECHE ESPESA 40%')).toBe(productKey('Cream, heavy whipping, 40%'));
    expect(productKey('PATAS DE CERDO')).toBe(productKey("Pig's feet"));
    expect(productKey('Pork, feet, split, frozen')).toBe(productKey('Pork trotters, split, frozen'));
  });
});

describe('Longaniza and lobster meat', () => {
  it('reads longaniza as a sausage of its own, and Dominican longaniza apart', () => {
    expect(productKey('LONGANIZA DOMINICANA 10/1LB')).toBe(productKey('Sausage, longaniza, Dominican style, 1 lb'));
    expect(productKey('Sausage, Longaniza')).toBe(productKey('Longaniza'));
    expect(productKey('Sausage, Chorizo')).toBe(productKey('Chorizo'));
    expect(productKey('Longaniza')).not.toBe(productKey('Longaniza dominicana'));
  });

  it('reads lobster meat CK as of claws and knuckles, TCK as of tails, claws and knuckles', () => {
    const ck = productKey('LOBSTER MEAT CK FROZEN');
    const tck = productKey('LOBSTER MEAT TCK FROZEN');
    expect(ck).toBe(productKey('Lobster meat, claw and knuckle, frozen, 2 lb pack'));
    expect(tck).toBe(productKey('Lobster meat, tail, claw and knuckle, frozen'));
    expect(ck).not.toBe(tck);
    expect(ck).not.toBe(productKey('Lobster meat, frozen'));
  });
});

describe('Roots, basmati sella and butter sheets', () => {
  it('reads cassava, malanga and taro root as the root vegetable', () => {
    expect(productKey('Yuca (cassava) root, fresh, waxed')).toBe(productKey('YUCA FRESCA (CASSAVA)'));
    expect(productKey('Taro root')).toBe(productKey('Taro'));
  });

  it('reads basmati sella as the parboiled basmati', () => {
    expect(productKey('Basmati Rice, Sella, Extra Long')).toBe(productKey('Rice, basmati, parboiled'));
    expect(productKey('Basmati Rice, Sella, Extra Long')).not.toBe(productKey('Rice, basmati'));
  });

  it('reads butter whose last field is sheets as butter sheets', () => {
    expect(productKey('BUTTER; UNSALTED; CONTINENTAL 82%; SHEETS')).toBe(
      productKey('Butter sheets, unsalted, 82% butterfat'),
    );
    expect(productKey('BUTTER; UNSALTED; CONTINENTAL 82%')).not.toBe(
      productKey('Butter sheets, unsalted, 82% butterfat'),
    );
  });
});

describe('Australian and New Zealand names', () => {
  it('reads bakers flour, wombok, kumara, scotch fillet, tasty cheese and baking paper as other lists name them', () => {
    expect(productKey('Bakers Flour')).toBe(productKey('Bread Flour'));
    expect(productKey('Wombok (Chinese Cabbage)')).toBe(productKey('CABBAGE NAPA'));
    expect(productKey('Kumara')).toBe(productKey('Sweet Potatoes'));
    expect(productKey('Beef Scotch Fillet')).toBe(productKey('Beef Ribeye'));
    expect(productKey('Tasty Cheese Block')).toBe(productKey('Cheddar Cheese Block'));
    expect(productKey('Baking Paper')).toBe(productKey('Parchment Paper'));
  });

  it('reads green prawns as raw, the rind of pork as its skin, cut chips as fries, washing-up liquid as pot and pan detergent', () => {
    expect(productKey('Prawns Green Tail On')).toBe(productKey('Shrimp Raw Tail On'));
    expect(productKey('Pork Belly Boneless Rind On')).toBe(productKey('Pork Belly Skin On'));
    expect(productKey('Bacon Middle Rindless')).not.toContain('skinless');
    expect(productKey('Straight Cut Chips')).toBe(productKey('Fries Straight Cut'));
    expect(productKey('Dishwashing Liquid')).toBe(productKey('DETERGENT POT & PAN'));
  });
});
