import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import { lines, table } from './reconcile-test-kit.js';
import type { Field } from './types.js';

describe('figures whose punctuation the reading damaged', () => {
  it("reads a price and an amount of one unit both ending in 8 as $ signs where the column prints them ('27208')", () => {
    const t = table([
      ['A1', 'Ketchup en portions', '2', '26,28 $', '52,56 $'],
      ['B2', 'Pâtes spaghetti', '5', '28,84 $', '144,20 $'],
      ['C3', 'Tomates broyées', '1', '27208', '27.208'],
      ['D4', 'Tomates en dés', '1', '25,07 $', '25,07 $'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows[2].check?.status).toBe('repaired');
    expect(tableItems([t], 'comma')[2]).toMatchObject({ quantity: 1, unitPrice: 27.2, amount: 27.2 });
  });

  it("reads a quantity beside marks ('2%.') with a decimal point read as a colon on the same line", () => {
    const t = table([
      ['A1', 'Avocado Hass 48ct', '10', '75.75', '757.50'],
      ['B2', 'Berries mixed IQF', '2%.', '72:66', '145.32'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[1].check?.status).toBe('repaired');
    expect(tableItems([t], 'dot')[1]).toMatchObject({ quantity: 2, unitPrice: 72.66, amount: 145.32 });
  });

  it("reads an amount billed by weight whose decimal comma was read as a space ('89 47')", () => {
    const headers = ['Code', 'Description', 'Colis', 'Poids', 'Prix/kg', 'Montant'];
    const fields: Field[] = ['item_code', 'name', 'quantity', 'none', 'unit_price', 'amount'];
    const t = table([['SE5976', "Filet d'aiglefin", '1', '4,65', '19,24 $', '89 47']], headers, fields);
    reconcile([t], 'comma', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(tableItems([t], 'comma')[0]).toMatchObject({ quantity: 4.65, unitPrice: 19.24, amount: 89.47 });
  });

  it('takes the amount from quantity × unit price when the one read has a digit misread and the lines then add up', () => {
    const t = table([
      ['DA4125', 'Oeufs liquides entiers', '8', '68,33 $', '546,64 $'],
      ['DA2828', 'Beurre salé portions', '1', '47778', '41,77%'],
      ['DA2948', 'Cheddar doux râpé', '2', '84,93 $', '169,86 $'],
    ]);
    const r = reconcile([t], 'comma', lines(['Sous-total 764,27']), null);
    expect(r.matches).toBe('subtotal');
    expect(tableItems([t], 'comma')[1]).toMatchObject({ quantity: 1, unitPrice: 47.77, amount: 47.77 });
  });

  it('writes a price put right to a tenth of a cent with the decimal mark the document uses', () => {
    const t = table([
      ['A1', 'Saucisse italienne', '4', '41521', '166,08 $'],
      ['B2', 'Oeufs gros', '2', '50,04 $', '100,08 $'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows[0].values.Price).toBe('41,521');
    expect(tableItems([t], 'comma')[0]).toMatchObject({ quantity: 4, unitPrice: 41.521, amount: 166.08 });
  });
});
