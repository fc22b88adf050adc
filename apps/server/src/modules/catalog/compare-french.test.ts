import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

/** The group keys of offers from different suppliers, one per name. */
const groupKeys = (...names: string[]) =>
  compareOffers(
    names.map((name, i) => ({ name, pack: '', supplier_id: i + 1, unit: 'CS', quantity: '1', price: '30' })),
  ).map((o) => o.group_key);

describe('French wholesale and Maghreb names', () => {
  it('reads a French name beside a romanised one and a bar before the make-up, not the make-up as its English', () => {
    expect(productKey('Pois chiches secs (hommos) | sac 25 kg')).toBe(productKey('CHICKPEA DRIED 50 LB'));
    expect(productKey('Menthe fraîche (naânaâ) | botte')).toBe(productKey('Mint, Fresh — 12 bunches'));
    expect(productKey("Huile d'olive vierge extra (zit zitoun) | bidon 5 L")).toBe(
      productKey('HUILE OLIVE VIERGE EXTRA BIDON 5L'),
    );
    // A real translation after the bar is still read.
    expect(productKey('Pâte feuilletée en feuilles 10 × 15 po | Puff pastry sheets 10 × 15"')).toBe(
      productKey('Puff Pastry Sheets 10 × 15"'),
    );
  });

  it('reads French words of sugar, couscous, flower waters, dates, molasses, sunflower and tahini', () => {
    expect(productKey('Sucre glace – colis 10 x 1 kg (HT)')).toBe(productKey('Icing sugar 3kg bag'));
    expect(productKey('Semoule de couscous moyenne – sac 10 kg')).toBe(productKey('COUSCOUS MOYEN 1KG X 10'));
    expect(productKey('SEMOULE COUSCOUS MOY SAC 5KG')).toBe(productKey('Couscous moyen (kesksou) | 10 x 1 kg'));
    expect(productKey('EAU FLEUR D ORANGER 500ML X 12')).toBe(productKey('Orange Blossom Water — 12 × 32 fl oz'));
    expect(productKey('Eau de rose (ma ward) | 12 x 1 L')).toBe(productKey('ROSE WATER (GULAB) 24X10 FL OZ'));
    expect(productKey('Rose Water (Golab) — 12 × 1 L')).not.toBe(productKey('Orange Blossom Water'));
    expect(productKey('DATTES MEDJOOL 5KG')).toBe(productKey('Medjool Dates 5 kg'));
    expect(productKey('MELASSE DE GRENADE 12 X 330ML')).toBe(productKey('Pomegranate Molasses — 12 × 500 ml'));
    expect(productKey('Huile de tournesol – bidon 25 L')).toBe(productKey('Sunflower oil 20L drum'));
    expect(productKey('TAHINA CREME DE SESAME 12 X 500G')).toBe(productKey('Tahini, Sesame Paste — 12 × 454 g jar'));
    expect(productKey('Chocolat de couverture noir 70 % pistoles')).toBe(productKey('Dark Chocolate 70%'));
    expect(productKey('Crème liquide entière 35 % MG UHT 1 L')).toBe(productKey('Whipping Cream 35% — 12 × 1 qt'));
    expect(productKey('Levure sèche instantanée – colis 20 x 500 g')).toBe(
      productKey('Yeast, Instant Dry — 20 × 1 lb'),
    );
    expect(productKey('Instant dried yeast 20 x 500g')).toBe(productKey('Yeast, Instant Dry — 20 × 1 lb'));
    expect(productKey("Poudre d'amande blanche – sac 1 kg")).toBe(productKey('ground almonds blanched [5kg]'));
    expect(productKey('Gousses de vanille Madagascar')).toBe(productKey('Vanilla Beans, Madagascar'));
    expect(productKey('Vanilla Beans, Madagascar')).not.toContain('dry');
  });

  it('reads a French egg size by its grade letter, and keeps large and medium apart', () => {
    expect(productKey('Oeufs frais catégorie A calibre L – plateau de 30')).toBe(
      productKey('OEUF FRAIS CAL L PLATEAU 30'),
    );
    expect(productKey('OEUF FRAIS CAL M PLATEAU 30')).not.toBe(productKey('OEUF FRAIS CAL L PLATEAU 30'));
    expect(productKey('OEUF FRAIS CAL L PLATEAU 30')).toBe(productKey('Eggs Large White 15 dz'));
  });

  it('keeps French flour types apart, and reads none of them, nor almond flour, as bleached', () => {
    const t55 = productKey('Farine de blé T55 – sac 25 kg (HT)');
    expect(productKey('FARINE BLE T55 SAC 10KG')).toBe(t55);
    expect(productKey('Farine de blé T45 pâtissière – sac 25 kg')).not.toBe(t55);
    expect(productKey('FARINE BLE T65 TRADITION SAC 25KG')).not.toBe(t55);
    expect(t55).not.toContain('bleached');
    expect(productKey('Almond Flour, Blanched')).not.toContain('bleached');
    expect(productKey('Flour All Purpose 50 lb')).toContain('bleached');
  });

  it('keeps preserved lemons apart from lemons, and reads lemons as yellow and an onion net as no fillet', () => {
    const [lemons, yellow, preserved] = groupKeys(
      'Lemons 15kg box',
      'Citrons jaunes – colis 5 kg',
      'CITRON CONFIT SEAU 2.5KG',
    );
    expect(yellow).toBe(lemons);
    expect(preserved).not.toBe(lemons);
    expect(productKey('OIGNON JAUNE FILET 10KG')).toBe(productKey('Brown onions 25kg sack'));
    expect(productKey('SALMON FILLET 10KG')).toContain('fillet');
  });

  it('reads saffron threads of any grade, coral lentils, dried limes and ras el hanout as sold', () => {
    const saffron = productKey('Saffron Threads, Pure (Zafaran) — 12 × 4.6 g tin');
    expect(productKey('Safran en filaments (zaafrane beldi) | boîte 5 g')).toBe(saffron);
    expect(productKey('Saffron Threads, All Red — 28 g tin')).toBe(saffron);
    expect(productKey('Saffron Ground 1 oz')).not.toBe(saffron);
    expect(productKey('LENTILLE CORAIL 5KG')).toBe(productKey('LENTIL RED SPLIT (DAL NASK) 25 LB'));
    expect(productKey('Dried Limes, Whole (Limoo Amani) — 10 × 200 g')).toBe(productKey('DRIED LIME 12X7 OZ'));
    expect(productKey('Ras el hanout moulu | 6 x 500 g')).toBe(productKey('RAS EL HANOUT 1KG X 6'));
  });

  it('reads French tomato concentrate as tomato paste, its double strength saying its solids, and demi-sel as salted', () => {
    const paste = productKey('Tomato Paste, Double Concentrate — 6 × 800 g tin');
    expect(productKey('CONCENTRE TOMATE DOUBLE 28% BTE 800G X 12')).toBe(paste);
    expect(productKey('Concentré de tomate double (maticha) | 12 x 800 g')).toBe(paste);
    expect(productKey('Tomato Paste 26% 6/#10')).not.toBe(productKey('Tomato Paste 31% 6/#10'));
    expect(productKey('BEURRE DEMI-SEL 80%MG PLAQ 250G X 40')).toBe(productKey('Salted Butter 80% 40 x 250 g'));
  });

  it('leaves a tax rate out of a name', () => {
    expect(productKey('Beurre doux 82 % MG plaquette 250 g – colis de 20 (prix HT, TVA 5,5 %)')).toBe(
      productKey('BEURRE DOUX 82%MG PLAQ 1KG X 10'),
    );
  });
});

describe('British and Irish names of oats, sugar, bacon and walnuts', () => {
  it('reads caster sugar as superfine, pinhead oats as steel-cut, back rashers as back bacon', () => {
    expect(productKey('Caster sugar 10 x 1kg')).toBe(productKey('Sugar, Superfine (Caster) — 50 lb bag'));
    expect(productKey('HF1121 OATS PINHEAD 25KG')).toBe(productKey('Pinhead oatmeal 3kg'));
    expect(productKey('HF1121 OATS PINHEAD 25KG')).toBe(productKey('Steel Cut Oats 25 lb'));
    expect(productKey('HF1121 OATS PINHEAD 25KG')).not.toBe(productKey('HF1120 OATS ROLLED 20KG'));
    expect(productKey('Porridge oats (rolled) 25kg sack')).toBe(productKey('HF1120 OATS ROLLED 20KG'));
    expect(productKey('Back rashers smoked 2.27kg pack')).toBe(productKey('HF3001 BACK BACON SMOKED 2.27KG'));
    // 'Super' is no short form of superfine.
    expect(productKey('CORN WHOLE KERNEL SUPER SWEET')).not.toContain('superfine');
  });

  it('keeps walnut halves and pieces apart from halves, whatever their colour grade', () => {
    const [halves, light, pieces] = groupKeys(
      'Walnut Halves 5 kg',
      'WALNUT HALVES LIGHT (CHARMAGHZ) 25 LB CS',
      'Walnut Halves & Pieces, Light — 10 lb box',
    );
    expect(light).toBe(halves);
    expect(pieces).not.toBe(halves);
  });

  it('reads buckwheat flour (sarrasin), buttermilk (babeurre) and iodized salt (sel iodé) in French', () => {
    expect(productKey('farine de sarrasin')).toBe(productKey('Buckwheat Flour 25 lb'));
    expect(productKey('babeurre 12-1 L')).toBe(productKey('Buttermilk, 12/1 qt'));
    expect(productKey('sel fin iodé')).toContain('iodized');
    const [allPurpose, buckwheat] = groupKeys('Flour, All Purpose, Bleached', 'farine de sarrasin');
    expect(buckwheat).not.toBe(allPurpose);
  });
});

describe('French flavours', () => {
  it('reads saveur (a flavour) as flavoured', () => {
    expect(productKey('sirop de table (saveur érable)')).toBe(productKey('Syrup, Pancake, Maple Flavored'));
    expect(productKey('sirop de table (saveur érable)')).not.toBe(productKey("Sirop d'érable pur"));
  });
});

describe('Pork spreads', () => {
  it('reads cretons and rillettes as products of their own, not plain pork', () => {
    expect(productKey('cretons de porc')).not.toBe(productKey('porc'));
    expect(productKey('cretons de porc')).toContain('creton');
    expect(productKey('Rillettes de porc')).not.toBe(productKey('cretons de porc'));
  });
});

describe('French lard', () => {
  it('reads lard salé as salt pork, not rendered lard', () => {
    expect(productKey('lard salé')).toBe(productKey('Salt pork'));
    expect(productKey('lard salé')).not.toBe(productKey('Lard, pure'));
  });
});
