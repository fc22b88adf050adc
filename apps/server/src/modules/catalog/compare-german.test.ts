import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

describe('German names', () => {
  it('keeps waxy potatoes apart from baking potatoes, and porridge oats apart from rolled oats', () => {
    expect(productKey('Kartoffeln, festkochend – Sack 25 kg')).not.toBe(productKey('Baking Potatoes 15kg'));
    expect(productKey('Kartoffeln, festkochend – Sack 25 kg')).toBe(productKey('Potatoes, Waxy 25 kg'));
    expect(productKey('Porridge Oats 1kg x 8')).not.toBe(productKey('OATS, ROLLED, OLD FASHIONED BAG-1/25 LB'));
  });

  it('reads German names of dairy, sugar, oil, spices and produce as the English ones', () => {
    expect(productKey('Butter, ungesalzen, Süßrahm – Ktn. 40 × 250 g')).toBe(
      productKey('Unsalted Butter Block 250g x 20'),
    );
    expect(productKey('Vollmilch 3,5 % – Ktn. 12 × 1 l')).toBe(productKey('Whole Milk 2 Pint x 6'));
    expect(productKey('Weißzucker (Kristallzucker) – Sack 25 kg')).toBe(productKey('Granulated Sugar 25kg Sack'));
    expect(productKey('Puderzucker – Sack 10 kg')).toBe(productKey('Icing Sugar 3kg x 1'));
    expect(productKey('Pfeffer, schwarz, gemahlen – Beutel 1 kg')).toBe(productKey('Black Pepper Ground 5 lb bag'));
    expect(productKey('Romatomaten – Kiste 6 kg')).toBe(productKey('4087 TOMATO ROMA XL 25LB'));
    expect(productKey('Rotkohl, frisch – Kiste 10 kg')).toBe(productKey('4554 CABBAGE RED 40LB'));
    expect(productKey('Freilandeier, Größe L – Kiste 180 Stk.')).toBe(productKey('Large Free Range Eggs Tray of 30'));
    // Caraway (Kümmel) is not cumin (Kreuzkümmel).
    expect(productKey('Kümmel, ganz – Beutel 1 kg')).not.toBe(productKey('Kreuzkümmel, ganz – Beutel 1 kg'));
  });

  it('reads Butterkäse as a cheese of its own, no butter', () => {
    expect(productKey('Butterkäse, am Stück – ca. 3 kg')).not.toMatch(/\bbutter\b/);
    expect(productKey('Butterkäse, am Stück – ca. 3 kg')).toContain('butterkase');
  });

  it('keeps clarified butter apart from butter', () => {
    const rows = [
      { name: 'Butterschmalz (clarified butter) – Eimer 2,5 kg', pack: '' },
      { name: 'Salted Butter Block 250g x 20', pack: '' },
    ].map((r, i) => ({ ...r, supplier_id: i + 1, unit: 'CS', quantity: '1', price: '40' }));
    const [clarified, butter] = compareOffers(rows);
    expect(clarified?.group_key).not.toBe(butter?.group_key);
  });

  it('reads milk of 1.5 % fat as semi-skimmed, apart from 2 % milk', () => {
    expect(productKey('Fettarme Milch 1,5 % – Ktn. 12 × 1 l')).toBe(productKey('Semi Skimmed Milk 2 Pint x 6'));
    expect(productKey('Fettarme Milch 1,5 % – Ktn. 12 × 1 l')).not.toBe(productKey('Milk 2% 4 x 1 gal'));
  });

  it('counts pieces and bunches in German (Stk., Bund)', () => {
    const cucumbers = unitPrice({
      name: 'Salatgurken – Kiste 12 Stk.',
      pack: '12 Stk.',
      unit: 'Kiste',
      quantity: '1',
      price: '9.60',
    });
    expect(cucumbers?.per).toBe('each');
    expect(cucumbers?.value).toBeCloseTo(0.8, 6);
    expect(
      unitPrice({ name: 'Petersilie, glatt – Bund', pack: '1 Bund', unit: 'Bund', quantity: '1', price: '0.90' }),
    ).toMatchObject({
      value: 0.9,
      per: 'each',
    });
  });

  it('reads a thousands point before grams (4.250 g) as German print it', () => {
    const tin = unitPrice({
      name: 'Sauerkraut, mild – Dose 4.250 g',
      pack: '4.250 g',
      unit: 'Dose',
      quantity: '1',
      price: '6.90',
    });
    expect(tin?.per).toBe('kg');
    expect(tin?.value).toBeCloseTo(6.9 / 4.25, 5);
  });
});
