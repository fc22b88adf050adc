import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';

const price = (name: string, unit: string, value: string, pack = '') =>
  unitPrice({ name, pack, unit, quantity: '1', price: value });

describe('Chilean and Colombian names', () => {
  it('reads Chilean and Colombian words as the products they are', () => {
    expect(productKey('Porotos negros, saco 25 kg')).toBe(productKey('Beans, Black, Dry'));
    expect(productKey('Manjar, balde 5 kg')).toBe(productKey('Arequipe x 5 kg — balde'));
    expect(productKey('Palta Hass cal. 48, caja')).toBe(productKey('Avocados, Hass, 48 ct'));
    expect(productKey('Palta Hass cal. 48, caja')).not.toBe(productKey('Palta Hass cal. 60, caja'));
    expect(productKey('Azúcar granulada, saco 25 kg')).toBe(productKey('Sugar, Granulated, White'));
    expect(productKey('Aceite maravilla, bidón 5 l')).toBe(productKey('Oil, Sunflower'));
  });

  it('keeps brown eggs ("de color") and block panela apart from white eggs and powdered panela', () => {
    expect(productKey('Huevos color grandes, bandeja 30 un.')).not.toBe(productKey('Huevos blancos grandes'));
    expect(productKey('Huevos color grandes')).toBe(productKey('Eggs, Large, Brown'));
    expect(productKey('Panela en bloque x 500 g — paca x 24')).toBe(productKey('Chancaca en panes 500 g'));
    expect(productKey('Panela en bloque x 500 g')).not.toBe(productKey('Panela pulverizada x 1 kg — paca x 12'));
  });

  it('reads a size, a dash and a bale or case of so many as so many of that size', () => {
    expect(price('Harina de maíz blanco precocida x 1 kg — paca x 10', 'PACA', '24.50')?.value).toBeCloseTo(2.45, 6);
    expect(price('Bocadillo de guayaba x 500 g — caja x 24', 'CJ', '52.80')?.value).toBeCloseTo(4.4, 6);
    expect(price('Ají picante en salsa x 1 l — caja x 12', 'CJ', '42.00')).toEqual({ per: 'l', value: 3.5 });
  });

  it('reads a case of so many trays of so many, a box of so many sachets and a book of so many sheets', () => {
    expect(price('Huevo blanco AA grande — caja x 30 bandejas x 30', 'CJ', '168.00')?.value).toBeCloseTo(168 / 900, 6);
    expect(price('TEA, BLACK, ENGLISH BREAKFAST, BAGS', 'BOX', '4.50', 'BOX 100S')?.value).toBeCloseTo(0.045, 6);
    expect(price('Silver Leaf, Edible – book of 160 sheets', 'EA', '18.00')?.value).toBeCloseTo(18 / 160, 6);
    expect(price('CHANDI VARK SILVER LEAF 160 SHEETS/BOOK', 'BOOK', '17.50')?.value).toBeCloseTo(17.5 / 160, 6);
  });
});

describe('second scripts and sack abbreviations', () => {
  it('reads a Thai name beside the English one as the English one, the item code left out', () => {
    expect(productKey('SW-20310 กะทิ Coconut Milk 13.5 fl oz x 24')).toBe(productKey('Coconut Milk, Unsweetened'));
    expect(productKey('SW-30115 ขิง Ginger Fresh 30 lb')).toBe(productKey('Ginger Root, Fresh'));
  });

  it('reads a romanised name in capitals before a colon as the English name after it', () => {
    expect(productKey('KHA : Galangal Fresh @ LB')).toBe(productKey('SW-30110 ข่า Galangal Fresh 10 lb box'));
    expect(productKey('HUA SING KHAI : Lemongrass Fresh @ 10 LB CS')).toBe(productKey('Lemongrass Fresh 10 lb'));
  });

  it('keeps makrut (kaffir) lime leaves apart from limes', () => {
    expect(productKey('BAI MAK KHI HUT : Kaffir Lime Leaves @ 8 OZ x 10')).toBe(
      productKey('SW-30130 ใบมะกรูด Makrut Lime Leaves 1 lb'),
    );
    expect(productKey('Kaffir Lime Leaves')).not.toBe(productKey('SW-30170 มะนาว Limes 40 lb'));
  });

  it('reads jasmine rice as long grain, and green and ripe plátanos as plantains', () => {
    expect(productKey('Arroz jazmín, saco 25 kg')).toBe(productKey('000312 RICE, JASMINE, THAI, LONG GRAIN'));
    expect(productKey('Plátano verde — caja x 50 lb')).toBe(productKey('Plantains, Green'));
    expect(productKey('Plátano maduro')).not.toBe(productKey('Plátano verde'));
  });

  it('keeps cargamanto beans apart from red kidney beans', () => {
    expect(productKey('Fríjol cargamanto rojo x 500 g — paca x 25')).not.toBe(productKey('Beans, Red Kidney, Dry'));
    expect(productKey('Lenteja x 500 g — paca x 25')).toBe(productKey('Lentils'));
  });

  it('reads frozen okra as cut unless breaded, and keeps Gulf shrimp apart from vannamei', () => {
    expect(productKey('OKRA CUT FRZ -- 12/2 LB')).toBe(productKey('Okra, Cut, IQF'));
    expect(productKey('Okra, Frozen')).toBe(productKey('Okra, Cut, IQF'));
    expect(productKey('Okra, Breaded, IQF')).not.toBe(productKey('Okra, Cut, IQF'));
    expect(productKey('SHRIMP GULF WHITE 16/20 HDLS SHELL ON FRZ -- 6/5 LB')).not.toBe(
      productKey('000420 PRAWNS, VANNAMEI, HLSO 16/20, FROZEN'),
    );
  });

  it('reads SK after a weight as the sack, not skim', () => {
    expect(productKey('GRITS WHITE STONE GROUND -- 25 LB SK')).toBe(productKey('Grits, Stone Ground, White'));
  });
});
