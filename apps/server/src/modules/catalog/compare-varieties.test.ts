import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';

describe('rice varieties', () => {
  it('folds no rice of a variety the name does not say into a basmati or jasmine one', () => {
    const rows = compareOffers([
      caseOffer(1, 'Rice, Basmati, Extra Long Grain – 40 lb bag', '', '40'),
      caseOffer(2, 'Ponni Rice White – 10 kg', '', '25'),
      caseOffer(3, 'Rice, Jasmine – 25 lb', '', '30'),
      caseOffer(4, 'Rice White Matta – 10 kg', '', '28'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1, 1, 1]);
  });

  it('reads samba, ponni and sona masoori as varieties of rice', () => {
    expect(productKey('Samba Rice, White')).toBe(productKey('Rice: samba, white'));
    expect(productKey('Samba Rice, White')).not.toBe(productKey('Rice, white'));
    expect(productKey('Sona Masoori Rice')).toBe(productKey('Rice, Sona Masuri'));
  });
});

describe('pizza dough', () => {
  it('keeps pizza dough apart from pizza, and says nothing more of pastry or phyllo by dough', () => {
    expect(productKey('Pizza Dough Balls, Frozen')).toBe(productKey('Pizza dough, frozen, in balls'));
    expect(productKey('Pizza Dough Balls, Frozen')).not.toBe(productKey('Pizza, Frozen'));
    expect(productKey('Phyllo Dough, Frozen')).toBe(productKey('Phyllo, Frozen'));
  });
});

describe('what goes without saying', () => {
  it('reads button mushrooms as white unless said brown, and a nectar as no more than a drink', () => {
    expect(productKey('Mushrooms, Button, White, Whole')).toBe(productKey('Mushrooms, Button, Whole'));
    expect(productKey('Mushrooms, Button, Brown')).not.toBe(productKey('Mushrooms, Button'));
    expect(productKey('Peach drink, nectar, 1 L')).toBe(productKey('Peach Nectar 1 L'));
  });

  it('reads portion control as portions, no chanterelles', () => {
    expect(productKey('JAM STRAWBERRY CUP (PORTION CTRL)')).not.toContain('chanterelle');
  });
});

describe('compartments', () => {
  it("reads a container's compartments however written", () => {
    expect(productKey('CONTAINER FOAM HINGED 3 COMPT')).toBe(productKey('Hinged foam container, 3-compartment'));
    expect(productKey('CONTAINER FOAM HINGED 3 COMPT')).not.toBe(productKey('Hinged foam container, 1-compartment'));
  });
});

describe('regional fish names', () => {
  it('reads seer fish, vanjaram and surmai as king mackerel', () => {
    expect(productKey('Seer Fish Steaks, Frozen')).toBe(productKey('King Mackerel Steaks, Frozen'));
    expect(productKey('Surmai steaks, frozen')).toBe(productKey('King Mackerel Steaks, Frozen'));
    expect(productKey('Seer Fish Steaks, Frozen')).not.toBe(productKey('Spanish Mackerel Steaks, Frozen'));
  });
});

describe('South Asian staples', () => {
  it('reads atta as a whole wheat flour of its own, and green gram as mung beans', () => {
    expect(productKey('Atta Flour, Whole Wheat, 20 lb')).toBe(productKey('Whole Wheat Flour (atta) 10 kg'));
    const rows = compareOffers([
      caseOffer(1, 'Whole Wheat Atta – 20 lb bag', '', '20'),
      caseOffer(2, 'FLOUR WHOLE WHEAT 50 LB', '', '30'),
    ]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
    expect(productKey('Green Gram, whole, 25 lb')).toBe(productKey('Mung Beans 25 lb'));
  });
});

describe('look-alikes of another kind', () => {
  it('reads pizza boxes and pizza savers as no pizza, and camel milk apart from milk', () => {
    expect(productKey('Pizza Box, 12 in, Kraft')).not.toBe(productKey('Pizza, Cheese, 12 in'));
    expect(productKey('Pizza Box, 12 in, Kraft')).toBe(productKey('Box, Pizza, 12", Kraft'));
    expect(productKey('Pizza Saver, White')).not.toBe(productKey('Pizza, White'));
    const rows = compareOffers([
      caseOffer(1, 'Milk, Whole – 4 x 1 gal', '', '20'),
      caseOffer(2, 'Camel Milk, Whole – 4 x 1 gal', '', '90'),
    ]);
    expect(rows.map((r) => r.similar_to)).toEqual([null, null]);
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });
});

describe('kinds of their own', () => {
  it('keeps demerara and muscovado sugars apart from light brown (golden) sugar', () => {
    const light = productKey('SUGAR BRN LT');
    expect(productKey('Sugar - Demerara, Brown')).not.toBe(light);
    expect(productKey('Demerara sugar 25 kg')).not.toBe(light);
    expect(productKey('Muscovado sugar, light')).not.toBe(light);
    expect(productKey('Sugar, Brown, Light')).toBe(light);
  });

  it('keeps Japanese cucumbers (kyuri) and long onions (naga negi) apart from field cucumbers and yellow onions', () => {
    expect(productKey('Japanese cucumbers 20lb')).not.toBe(productKey('CUCUMBER SUPER SELECT'));
    expect(productKey('Japanese cucumbers 20lb')).toBe(productKey('Cucumber, Kyuri'));
    expect(productKey('Negi, Japanese long onion ~10lb')).not.toBe(productKey('Onions, yellow 50lb'));
    expect(productKey('Negi, Japanese long onion ~10lb')).toBe(productKey('Naga Negi'));
    // A bunch of negi beside green onions is of scallions.
    expect(productKey('Green Onion (Negi) 48bn')).toBe(productKey('Scallions 48 bunch'));
  });
});

describe('produce of its usual colour', () => {
  it('reads orange carrots as carrots and white cabbage as the green head cabbage', () => {
    expect(productKey('Qizil sabzi — carrots, orange')).toBe(productKey('Carrots'));
    expect(productKey('Carrots, purple')).not.toBe(productKey('Carrots'));
    expect(productKey('Carrot orange juice')).not.toBe(productKey('Carrot juice'));
    expect(productKey('Chou blanc')).toBe(productKey('Cabbage, green'));
    expect(productKey('White cabbage')).toBe(productKey('Green cabbage'));
    expect(productKey('Red cabbage')).not.toBe(productKey('Green cabbage'));
  });
});

describe('whole spices', () => {
  it('reads whole black pepper as peppercorns and a whole seed spice or spice grains as its seed', () => {
    expect(productKey('Pepper, black, whole')).toBe(productKey('Black peppercorns'));
    expect(productKey('Poivre noir en grains')).toBe(productKey('Black peppercorns, whole'));
    expect(productKey('Pepper, black, ground')).not.toBe(productKey('Black peppercorns'));
    expect(productKey('Cumin en grains')).toBe(productKey('Cumin seed, whole'));
    expect(productKey('Whole cumin')).toBe(productKey('Cumin seeds'));
    expect(productKey('Café en grains')).toBe(productKey('Coffee, whole bean'));
  });
});

describe('gloves in French', () => {
  it("reads gloves 'non poudrés' as powder-free and a size said 'taille L' as the size", () => {
    expect(productKey('Gants nitrile non poudrés, taille L')).toBe(productKey('Gloves, nitrile, powder-free, large'));
    expect(productKey('Gants nitrile non poudrés, taille M')).toBe(productKey('Gloves, nitrile, medium'));
    expect(productKey('Gants nitrile non poudrés, taille L')).not.toBe(productKey('Gloves, nitrile, medium'));
  });
});

describe('vinegar strengths', () => {
  it('reads vinegar of no strength said as 5 %, and one of any other strength as that strength only', () => {
    expect(productKey('Vinegar, white, distilled')).toBe(productKey('Vinagre Blanco 5%'));
    expect(productKey('Vinaigre d’alcool blanc 8 %')).not.toBe(productKey('Vinagre Blanco 5%'));
    expect(productKey('Vinaigre d’alcool blanc 8 %')).not.toContain('5%');
  });
});

describe('the milk of a cheese', () => {
  it("keeps a cheese of sheep's and cow's milk apart from one of sheep's milk alone", () => {
    const rows = compareOffers([
      caseOffer(1, "Brine cheese, sheep's and cow's milk", '4 kg'),
      caseOffer(2, "Brine cheese, sheep's milk", '4 kg'),
    ]);
    expect(rows[0]!.group_key).not.toBe(rows[1]!.group_key);
  });
});
