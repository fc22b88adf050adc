import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

const row = (supplier_id: number, name: string, pack = '') => ({
  supplier_id,
  name,
  pack,
  price: '40.00',
  quantity: '1',
  unit: 'CS',
});

describe('Portuguese names', () => {
  it('keeps milk said UHT apart from fresh milk, but reads UHT of cream as saying nothing', () => {
    const rows = compareOffers([
      row(1, 'LEITE INTEGRAL UHT (WHOLE MILK, UHT)', 'CX 12X1L'),
      row(2, 'Milk, Whole, Vitamin D', '4/1gal'),
      row(3, 'Milk, UHT, Whole 3.5%', '12 × 1 L'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    expect(rows[0]?.group_key).toBe(rows[2]?.group_key);
    expect(productKey('Leite Integral Longa Vida (UHT) – caixa 12 x 1 L')).toBe(productKey('Milk, UHT, Whole 3.5%'));
    expect(productKey('CREAM HVY WHPG 36% UHT')).toBe(productKey('Heavy Cream 36%, Quart'));
  });

  it('reads contra filé as the strip loin and peito of beef as the brisket', () => {
    expect(productKey('Contra Filé')).toBe(productKey('Beef, Strip Loin, Boneless'));
    expect(productKey('Peito Bovino')).toBe(productKey('Beef Brisket, Boneless'));
    expect(productKey('Peito de Frango')).toBe(productKey('Chicken Breast'));
  });

  it('reads Brazilian names of butter, rice, water and chicken as the English ones', () => {
    expect(productKey('Manteiga sem Sal – caixa 20 x 200 g')).toBe(productKey('Unsalted Butter Block 250g x 40'));
    expect(productKey('Manteiga sem Sal – caixa 20 x 200 g')).not.toBe(
      productKey('Manteiga com Sal – caixa 20 x 200 g'),
    );
    expect(productKey('Arroz Parboilizado Tipo 1 – fardo 6 x 5 kg')).not.toBe(
      productKey('Arroz Agulhinha Tipo 1 (grão longo) – fardo 6 x 5 kg'),
    );
    expect(productKey('Água Mineral sem Gás – garrafa 500 ml x 12')).not.toBe(
      productKey('Água Mineral com Gás – garrafa 500 ml x 12'),
    );
    expect(productKey('Peito de Frango sem Osso e sem Pele – caixa 4 x 2,5 kg')).toBe(
      productKey('Chicken Breast, Boneless Skinless 4 x 10 lb'),
    );
    expect(productKey('Amido de Milho – caixa 24 x 500 g')).toBe(productKey('Corn Starch 24 x 1 lb'));
    expect(productKey('Fécule de maïs, 454 g')).toBe(productKey('Corn Starch 24 x 1 lb'));
    expect(productKey('Leite Integral Longa Vida (UHT) – caixa 12 x 1 L')).not.toBe(
      productKey('Leite Desnatado Longa Vida (UHT) – caixa 12 x 1 L'),
    );
    expect(productKey('Leite Integral Longa Vida (UHT) – caixa 12 x 1 L')).not.toBe(productKey('Lait 3,25 %, sac 4 L'));
    expect(productKey('Suco de Laranja Integral 100% – caixa 6 x 1 L')).toBe(productKey("Jus d'orange 100 %, 1,89 L"));
    expect(productKey('Camarão Cinza Descascado 21/25 – caixa 10 x 1 kg')).toBe(
      productKey('Shrimp Peeled 21/25 10 x 1 kg'),
    );
    expect(productKey('Batata Palito Congelada 10 mm – caixa 4 x 2,5 kg')).toContain('potato');
    // Dendê is palm oil, though sold as 'azeite'.
    expect(productKey('Azeite de Dendê – caixa 12 x 500 ml')).not.toBe(productKey('Olive Oil, Pure 3 L'));
  });
});

describe('Names in another language with the English in brackets', () => {
  it('reads the English and keeps its unknown words, and leaves item codes out', () => {
    expect(productKey('HB-2202 GUK GANJANG (SOUP SOY SAUCE) 1.8L*6')).not.toBe(
      productKey('HB-2201 JIN GANJANG (SOY SAUCE) 15L'),
    );
    expect(productKey('HB-3150 BAECHU KIMCHI (NAPA CABBAGE KIMCHI) 10LB PAIL')).not.toBe(
      productKey('HB-4101 BAECHU (NAPA CABBAGE) 50LB'),
    );
    expect(productKey('HB-4101 BAECHU (NAPA CABBAGE) 50LB')).toBe(productKey('Chou nappa'));
    expect(productKey('HB-4201 PYOGO (SHIITAKE) FRESH 5LB')).toBe(productKey('Shiitakes frais, 3 lb'));
    expect(productKey('HB-4203 PAENGI (ENOKI) 200G*25')).toBe(productKey('enoki — cultivated — 200 g × 25'));
    expect(productKey('HB-4202 DONGGU (DRIED SHIITAKE) WHOLE 1KG')).toBe(
      productKey('shiitake, dried, whole caps — 1 kg bag'),
    );
    expect(productKey('HB-4103 QING JIANG CAI (SHANGHAI BOK CHOY) 30LB')).toBe(productKey('Bok choy Shanghai'));
    expect(productKey('HB-4104 BAIGU CAI (BOK CHOY) 40LB')).not.toBe(productKey('Bok choy Shanghai'));
    expect(productKey('Pleurotes, 5 lb')).toBe(productKey('oyster mushroom, grey — cultivated — 5 lb case'));
    // English with a word in brackets keeps its words.
    expect(productKey('Jerk seasoning, wet (hot) - 20 oz jar x 12')).toContain('jerk');
    expect(productKey('LINE 0606 CORNSTARCH — PACK 24/1 LB')).toBe(productKey('Corn Starch 24 x 1 lb'));
  });
});

describe('What tells chickens and eggs apart', () => {
  it('keeps air-chilled chicken, pasture-raised and Grade B eggs apart from the plain ones', () => {
    const out = compareOffers([
      row(1, 'CHICKEN · Breast · Boneless Skinless · Air-Chilled', '4 × 10 lb'),
      row(2, 'Chicken Breast Boneless Skinless 4/10 lb', '4/10 lb'),
      row(1, 'EGGS · Grade B · Large · White · Breaker', '15 dz'),
      row(2, 'Large White Eggs 15 dz', '15 dz'),
      row(1, 'EGGS · Pasture-Raised · Large · Brown · Carton 1 dz', '15 dz'),
      row(2, 'Large Brown Eggs 15 dz', '15 dz'),
    ]);
    expect(out.every((o) => o.offers === 1)).toBe(true);
    expect(productKey("Poulet entier refroidi à l'air, 1,6 - 1,8 kg")).toBe(
      productKey('CHICKEN · Whole · Air-Chilled · 3.5–4 lb · 12 ct'),
    );
  });
});

describe('Fields of a figure and a container', () => {
  it('reads the field before as the product, not as a label', () => {
    expect(productKey('edible flowers: viola, mixed colours — 50 ct clamshell')).not.toBe(
      productKey('edible flowers: borage — 50 ct clamshell'),
    );
  });
});

describe('Plain milk, microgreens and bunches', () => {
  it('reads white milk as milk, pea tendrils as no frozen peas, and a maço as a bunch', () => {
    expect(productKey('LINE 0304 MILK, FLUID, 1% LOWFAT, WHITE, GALLON — PACK 4/1 GAL')).toBe(
      productKey('Lait 1 %, 2 L'),
    );
    expect(productKey('pea tendrils (microgreens) — 1 lb')).not.toBe(productKey('Green Peas 2.5 lb x 12'));
    expect(productKey('Self Raising Flour 16kg')).not.toBe(productKey('Flour, Bleached 50 lb'));
    expect(productKey('chanterelle, golden — wild — by the lb')).toBe(
      productKey('chanterelle, golden — wild — 5 lb flat'),
    );
    const [coentro] = compareOffers([{ ...row(1, 'Coentro – maço', '30 maços'), unit: 'CAIXA', price: '26.10' }]);
    expect(coentro?.unit_price).toBe(0.87);
    // Ounces of a food in a clamshell are its weight; a clamshell's own ounces are what it holds.
    const [greens] = compareOffers([
      { ...row(1, 'microgreens: sunflower — 8 oz clamshell', '8 oz'), unit: 'EA', price: '8.00' },
    ]);
    expect(greens?.unit_price_per).toBe('kg');
  });
});

describe('Sausages of a style', () => {
  it('keeps Tuscan, Calabrese, country and breakfast sausages apart', () => {
    const [tuscan, breakfast] = [
      productKey('LINGUIÇA TOSCANA (PORK SAUSAGE, FRESH, TOSCANA)'),
      productKey('saucisses de porc déjeuner'),
    ];
    expect(tuscan).not.toBe(productKey('Sausage, Pork'));
    expect(breakfast).toBe(productKey('Sausage, Pork, Breakfast'));
    expect(breakfast).not.toBe(productKey('Sausage, Pork'));
    expect(productKey('Kiełbasa wiejska wędz. (smoked sausage)')).not.toBe(
      productKey('LINGUIÇA CALABRESA DEFUMADA (SMOKED SAUSAGE)'),
    );
  });
});

describe('Portuguese of Brazilian and Portuguese lists', () => {
  it('reads meat, fish, dairy, produce and pantry words', () => {
    expect(productKey('Barriga Suína com Pele')).toBe(productKey('Pork Belly Skin On'));
    expect(productKey('Queijo Mussarela Ralado')).toBe(productKey('CHEESE MOZZARELLA SHREDDED PART SKIM'));
    expect(productKey('Mandioca Descascada Congelada')).toBe(productKey('YUCA PEELED FZN'));
    expect(productKey('Abobrinha')).toBe(productKey('Zucchini'));
    expect(productKey('Berinjela')).toBe(productKey('Eggplant'));
    expect(productKey('Salmão Fresco')).toBe(productKey('Salmon, Fresh'));
    expect(productKey('Linguiça Calabresa Defumada')).not.toBe(productKey('Linguiça Calabresa'));
  });

  it('reads black pepper, icing sugar, wheat flour and tomato paste said in several words', () => {
    expect(productKey('Pimenta-do-Reino Moída')).toBe(productKey('PEPPER BLACK GROUND'));
    expect(productKey('Pimenta-do-Reino em Grão')).toBe(productKey('SPICE PEPPER BLACK WHL'));
    expect(productKey('Açúcar de Confeiteiro')).toBe(productKey('SUGAR POWDERED'));
    expect(productKey('Farinha de Trigo Tipo 1')).toBe(productKey('FLOUR ALL PURPOSE'));
    expect(productKey('Extrato de Tomate')).toBe(productKey('Tomato Paste'));
  });
});
