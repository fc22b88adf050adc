import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

const offer = (unit: string, quantity: string, price: string, pack: string, name: string) => ({
  name,
  pack,
  unit,
  quantity,
  price,
});

describe('Russian units in Cyrillic', () => {
  it('reads grams, kilograms, litres, pounds and pieces written in Cyrillic', () => {
    const butter = unitPrice(offer('КОР', '1', '98.00', '20 × 500 г', 'Масло сливочное / unsalted butter; 20 × 500 г'));
    expect(butter?.per).toBe('kg');
    expect(butter?.value).toBeCloseTo(9.8, 4);
    const millet = unitPrice(offer('МЕШ', '1', '44.00', '25 кг', 'Пшено / millet, hulled; мешок 25 кг'));
    expect(millet?.per).toBe('kg');
    expect(millet?.value).toBeCloseTo(1.76, 4);
    const milk = unitPrice(offer('КОР', '1', '30.00', '12 × 1 л', 'Молоко 3,25% / whole milk; 12 × 1 л'));
    expect(milk?.per).toBe('l');
    expect(milk?.value).toBeCloseTo(2.5, 4);
    const onions = unitPrice(offer('МЕШ', '1', '25.00', '50 фунтов', 'Лук репчатый / yellow onions; мешок 50 фунтов'));
    expect(onions?.per).toBe('kg');
    expect(onions?.value).toBeCloseTo(25 / (50 * 0.45359237), 4);
    const eggs = unitPrice(offer('КОР', '1', '92.00', '360 шт', 'Яйца С0 / eggs, large white; 360 шт'));
    expect(eggs?.per).toBe('each');
    expect(eggs?.value).toBeCloseTo(92 / 360, 4);
  });
});

describe('broadliner exports', () => {
  it('leaves out the department or label prefix of an export line', () => {
    expect(productKey('HSE QUINOA WHITE WASHED')).toBe(productKey('White Quinoa 25 lb'));
    expect(productKey('FRM GINGER ROOT FRESH')).toBe(productKey('GINGER ROOT 10KG BOX'));
    expect(productKey('PKR BEEF GROUND 80/20 CHUB FRESH')).toBe(productKey('BEEF GROUND 80/20 CHUB'));
    expect(productKey('ASN BOK CHOY BABY')).toBe(productKey('BOK CHOY BABY 5KG BOX'));
  });

  it('reads words cut short or turned round to fit the column', () => {
    expect(productKey('530200 RICE LG GRN PARBLD 50# BAG')).toBe(productKey('RICE PARBOILED LONG GRAIN 50 LB'));
    expect(productKey('810100 STARCH CORN 24/1# BOX')).toBe(productKey('Cornstarch 24 × 1 lb box'));
    expect(productKey('ASN OIL SESAME 100% PURE TOASTE')).toBe(productKey('Toasted sesame oil 12 × 15 fl oz'));
    expect(productKey('820100 BEAN BLACKEYE PEA DRY 25# BAG')).toBe(productKey('BLACK EYED PEAS DRY 25 LB'));
  });
});

describe('Cantonese names romanised', () => {
  it('reads a romanised Cantonese name as the English it means', () => {
    expect(productKey('GD-1021 蠔油 HO YAU OYSTER SAUCE 12X2.27KG')).toBe(productKey('810020 SAUCE OYSTER 6/5# CAN'));
    expect(productKey('GD-3020 薑 GEUNG GINGER 30LB')).toBe(productKey('Ginger, 30 lb case'));
    expect(productKey('GD-1050 紹興酒 SIU HING JAU SHAOXING COOKING WINE 12X750ML')).toBe(
      productKey('Shaoxing cooking wine, 12 × 750 ml'),
    );
    expect(productKey('GD-3023 芫茜 YUEN SAI CILANTRO 60BN')).toBe(productKey('610200 CILANTRO ICELESS 60CT'));
    expect(productKey('GD-3011 菜心 CHOI SAM CHOY SUM 20LB')).toBe(productKey('Choy sum, 20 lb case'));
  });
});

describe('refined and unrefined oils', () => {
  it('keeps unrefined oil apart from refined', () => {
    // Said, not dropped: an oil of no refining named may be either.
    expect(productKey('Mzesumziris Zeti: Sunflower Oil, Unrefined {15 × 1 l}')).toContain('unrefined');
    expect(productKey('Масло подсолнечное нерафинированное / sunflower oil, unrefined; 15 × 1 л')).not.toBe(
      productKey('Масло подсолнечное рафинированное / sunflower oil, refined; 15 × 1 л'),
    );
  });
});

describe('Peruvian and Andean Spanish', () => {
  it('reads Andean names as the English printed beside them', () => {
    expect(productKey('Quinua blanca perlada (saco de 25 kg)')).toBe(
      productKey('White Quinoa /Quinua Blanca/ · 25 lb'),
    );
    expect(productKey('Quinua roja (saco de 25 kg)')).toBe(productKey('Red Quinoa 25 lb'));
    expect(productKey('Papa seca (caja de 12 bolsas de 500 g)')).toBe(productKey('Dried Potato 12 × 15 oz'));
    expect(productKey('Choclo desgranado congelado (caja de 12 bolsas de 2 lb)')).toBe(
      productKey('Giant White Corn Kernels, Frozen /Choclo Desgranado/ · 12 × 2 lb'),
    );
    expect(productKey('Chicha morada lista para tomar (caja de 12 botellas de 1 l)')).toBe(
      productKey('Purple Corn Drink /Chicha Morada/ · 12 × 1 l'),
    );
  });
});

describe('New Zealand English', () => {
  it('reads brown onions as yellow, blue-top milk as whole and kiwifruit varieties by colour', () => {
    expect(productKey('Onions Brown 20kg Bag')).toBe(productKey('610010 ONION YELLOW 50# SACK'));
    expect(productKey('Milk Standard Blue Top 2L x 6')).toBe(productKey('MILK WHOLE 4/1 GAL'));
    expect(productKey('KIWIFRUIT GREEN HAYWARD 33 CT TRAY')).toBe(productKey('Kiwifruit Green Count 33 Tray'));
    expect(productKey('KIWIFRUIT GOLD SUNGOLD 33 CT TRAY')).toBe(productKey('Kiwifruit Gold Count 33 Tray'));
    expect(productKey('Kiwifruit Green Count 25 Tray')).not.toBe(productKey('Kiwifruit Green Count 33 Tray'));
  });

  it('reads a produce count glued to CNT', () => {
    const kiwi = unitPrice(offer('TRAY', '1', '20.50', 'CNT33', 'KIWIFRUIT GREEN HAYWARD CNT33 TRAY'));
    expect(kiwi?.per).toBe('each');
    expect(kiwi?.value).toBeCloseTo(20.5 / 33, 4);
    expect(productKey('AVOCADO HASS CNT20 TRAY')).toBe(productKey('Avocado Hass Count 20 Tray'));
  });
});

describe('sour cream by its fat', () => {
  it('keeps sour cream of 15 % apart from the regular 18 % one', () => {
    expect(productKey('Сметана 15% / sour cream 15%; 12 × 400 г')).not.toBe(
      productKey('830010 CREAM SOUR CULTURED 4/5# TUB'),
    );
    expect(productKey('Sour cream 15%, 12 × 400 g')).not.toContain('18%');
    expect(productKey('Sour cream 15%, 12 × 400 g')).toBe(productKey('SMETANA 15% // SOUR CREAM 15% — 12x400G'));
  });
});

describe('origin codes, roots, pats and grains', () => {
  it('leaves a two-letter origin before a double slash out, and reads ginger root as ginger, apart from young ginger', () => {
    expect(productKey('GINGER ROOT FRESH - PE // 30 LB BOX')).toBe(productKey('GD-3020 薑 GEUNG GINGER 30LB'));
    expect(productKey('610300 GINGER ROOT FRSH 30#')).toBe(productKey('Ginger [geung], 30 lb case'));
    expect(productKey('Young ginger [ji geung], 10 lb case')).not.toBe(productKey('Ginger [geung], 30 lb case'));
    expect(productKey('EGUSI SEED GROUND - NG // 12 X 1 LB')).not.toContain('ng');
  });

  it('reads teff flour of its colour as no bleached wheat flour, and a 500 g pat of butter as a block', () => {
    expect(productKey('Teff Flour, Ivory (Nech Teff Duqet) – 25 lb bag')).toBe(
      productKey('Teff Flour, Ivory – 4 × 2 lb'),
    );
    expect(productKey('Teff Flour, Ivory – 25 lb bag')).not.toBe(productKey('Teff Flour, Brown – 25 lb bag'));
    expect(productKey('Teff Flour, Ivory – 25 lb bag')).not.toContain('bleached');
    expect(productKey('Butter Unsalted 500g Pat x 20')).toBe(productKey('412200 BUTTER UNSLTD SOLID AA 36/1#'));
    expect(productKey('Butter Chips (Pats), Salted, 90 ct/lb — 4/5 lb')).toContain('chip');
  });

  it('reads toasting corn in bags of grams as no frozen kernels', () => {
    expect(productKey('Maíz cancha chulpe (caja de 24 bolsas de 425 g)')).toBe(
      productKey('Toasting Corn /Maíz Cancha Chulpe/ · 24 × 15 oz'),
    );
  });
});

describe('fish sauces and protected cheeses', () => {
  it('reads Thai and Vietnamese fish sauce, and one of anchovy extract, as one fish sauce', () => {
    const sauce = productKey('Nước Mắm - Fish Sauce 24x682ml');
    expect(productKey('Nam Pla - Fish Sauce (Thai) 12x700ml')).toBe(sauce);
    expect(productKey('Premium Fish Sauce, Anchovy Extract - 24 fl. oz. Bottle (Case of 12)')).toBe(sauce);
    expect(productKey('Anchovies in oil 12 x 2 lb')).toContain('anchovy');
  });

  it('keeps Brie de Meaux apart from plain brie', () => {
    const [meaux, brie] = compareOffers(
      ['Brie de Meaux AOP [vache · cru] ≈ 3 kg wheel /kg', 'Brie [vache · pasteurisé] 1 kg wheel'].map((name, i) => ({
        name,
        pack: '',
        supplier_id: i + 1,
        unit: 'KG',
        quantity: '1',
        price: '20',
      })),
    );
    expect(meaux?.group_key).not.toBe(brie?.group_key);
  });
});
