import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Polish and Czech names', () => {
  it('reads Polish names of poultry, meat, fish, dairy and produce as the English ones', () => {
    expect(productKey('Filet z piersi kurczaka')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Łosoś wędzony')).toBe(productKey('Salmon, Smoked'));
    expect(productKey('Mąka pszenna typ 450')).toBe(productKey('Flour'));
    expect(productKey('Czosnek')).toBe(productKey('Garlic'));
    expect(productKey('Mleko pełne')).toBe(productKey('Milk, Whole'));
    expect(productKey('Boczek wędzony')).toBe(productKey('Bacon, Smoked'));
    expect(productKey('Ogórki kiszone')).toBe(productKey('Pickles'));
  });

  it('reads Polish names of spices, dry goods and cuts', () => {
    expect(productKey('Majeranek suszony')).toBe(productKey('Marjoram, Dried'));
    expect(productKey('Płatki owsiane')).toBe(productKey('Rolled Oats'));
    expect(productKey('Bułka tarta')).toBe(productKey('Breadcrumbs'));
    expect(productKey('Liść laurowy')).toBe(productKey('Bay Leaves'));
    expect(productKey('Kalafior')).toBe(productKey('Cauliflower'));
  });

  it('reads Czech names', () => {
    expect(productKey('Kuřecí prsa bez kosti')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Hovězí mleté')).toBe(productKey('Ground Beef'));
    expect(productKey('Cibule')).toBe(productKey('Onions'));
    expect(productKey('Kysané zelí')).toBe(productKey('Sauerkraut'));
    expect(productKey('Hladká mouka')).toBe(productKey('All Purpose Flour'));
  });
});

describe('Dutch names', () => {
  it('reads Dutch names and compounds as the English ones', () => {
    expect(productKey('Kipfilet, vers')).toBe(productKey('Chicken Breast, Boneless Skinless, Fresh'));
    expect(productKey('Rundergehakt')).toBe(productKey('Ground Beef'));
    expect(productKey('Volle melk')).toBe(productKey('Milk, Whole'));
    expect(productKey('Zonnebloemolie')).toBe(productKey('Sunflower Oil'));
    expect(productKey('Knoflook')).toBe(productKey('Garlic'));
    expect(productKey('Sperziebonen')).toBe(productKey('Green Beans'));
  });

  it('keeps Dutch words that are English ones out (room, worst)', () => {
    expect(productKey('Walk-in Cold Room Shelving')).not.toMatch(/cream/);
  });
});

describe('Swedish and Norwegian names', () => {
  it('reads Swedish and Norwegian names as the English ones', () => {
    expect(productKey('Kycklingfilé, fryst')).toBe(productKey('Chicken Breast, Boneless Skinless, Frozen'));
    expect(productKey('Vitlök')).toBe(productKey('Garlic'));
    expect(productKey('Hvitløk')).toBe(productKey('Garlic'));
    expect(productKey('Potatis')).toBe(productKey('Potatoes'));
    expect(productKey('Olivolja')).toBe(productKey('Olive Oil'));
  });
});

describe('Turkish names', () => {
  it('reads Turkish names, dotless ı included, as the English ones', () => {
    expect(productKey('Tavuk göğsü')).toBe(productKey('Chicken Breast'));
    expect(productKey('Dana kıyma')).toBe(productKey('Ground Beef'));
    expect(productKey('Kırmızı mercimek')).toBe(productKey('Lentils, Red'));
    expect(productKey('Ayçiçek yağı')).toBe(productKey('Sunflower Oil'));
    expect(productKey('Sarımsak')).toBe(productKey('Garlic'));
  });
});

describe('Greek names', () => {
  it('reads Greek names in Greek script and in Latin letters alike', () => {
    expect(productKey('Ελαιόλαδο έξτρα παρθένο')).toBe(productKey('Olive Oil, Extra Virgin'));
    expect(productKey('Ελαιόλαδο έξτρα παρθένο')).toBe(productKey('Elaiolado extra partheno'));
    expect(productKey('ΣΚΟΡΔΟ')).toBe(productKey('Garlic'));
    expect(productKey('Γάλα πλήρες')).toBe(productKey('Milk, Whole'));
    expect(productKey('Kotopoulo fileto')).toBe(productKey('Chicken Fillet'));
  });

  it('reads a Greek measure as before and leaves out Greek words it does not know', () => {
    expect(productKey('ΖΑΧΑΡΗ ΛΕΥΚΗ 1ΚΙΛΟ')).toBe(productKey('Sugar, White'));
    expect(productKey('ΠΙΤΑ ΚΥΠΡΙΑΚΗ (pita bread)')).toBe(productKey('Pita Bread'));
  });
});

describe('Hungarian names', () => {
  it('reads Hungarian names and compounds as the English ones', () => {
    expect(productKey('Csirkemell filé')).toBe(productKey('Chicken Breast Fillet'));
    expect(productKey('Darált sertéshús')).toBe(productKey('Ground Pork'));
    expect(productKey('Fokhagyma')).toBe(productKey('Garlic'));
    expect(productKey('Napraforgó olaj')).toBe(productKey('Sunflower Oil'));
  });
});

describe('Vietnamese names', () => {
  it('reads Vietnamese terms with or without their diacritics', () => {
    expect(productKey('Thịt bò xay')).toBe(productKey('Ground Beef'));
    expect(productKey('Thit bo xay')).toBe(productKey('Ground Beef'));
    expect(productKey('Hành tây')).toBe(productKey('Onions'));
    expect(productKey('Tôm sú đông lạnh')).toBe(productKey('Tiger Shrimp, Frozen'));
    expect(productKey('Dầu hào')).toBe(productKey('Oyster Sauce'));
  });
});

describe('Tagalog names', () => {
  it('reads Tagalog words of produce, meat and dry goods', () => {
    expect(productKey('Bawang')).toBe(productKey('Garlic'));
    expect(productKey('Sibuyas')).toBe(productKey('Onions'));
    expect(productKey('Bangus')).toBe(productKey('Milkfish'));
    expect(productKey('Asukal')).toBe(productKey('Sugar'));
  });
});
