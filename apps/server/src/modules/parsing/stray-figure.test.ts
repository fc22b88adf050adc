import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import { table } from './reconcile-test-kit.js';

describe('a lone whole figure among rows that print codes and amounts with cents', () => {
  it('is not an item, and a row with its code and figures stays one', () => {
    const t = table([
      ['', 'he Nee UAE', '', '', '4'],
      ['AS1099', 'Sauce poisson', '1', '37.00', '$37.00'],
      ['AS3245', 'Sauce sriracha', '1', '40.37', '$40.37'],
      ['AS1277', 'Riz jasmin', '1', '51.92', '$51.92'],
      ['AS9429', 'Pâte de piment', '3', '68.82', '$206.46'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('not_item');
    expect(tableItems([t], 'dot').map((i) => i.itemCode)).toEqual(['AS1099', 'AS3245', 'AS1277', 'AS9429']);
  });

  it('stays where the other rows print whole amounts too', () => {
    const t = table([
      ['', 'Frais de livraison', '', '', '4'],
      ['AS1099', 'Sauce poisson', '1', '37', '37'],
      ['AS3245', 'Sauce sriracha', '1', '40', '40'],
      ['AS1277', 'Riz jasmin', '1', '51', '51'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).not.toBe('not_item');
  });
});
