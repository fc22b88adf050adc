import type { ItemResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueCsv, csvCell, templateCsv, toCsv } from './catalogue-csv';

describe('catalogue CSV', () => {
  it('quotes cells that need it and defuses formulas', () => {
    expect(csvCell('Roma Tomatoes')).toBe('Roma Tomatoes');
    expect(csvCell('Chicken Breast, Boneless')).toBe('"Chicken Breast, Boneless"');
    expect(csvCell('12" pizza box')).toBe('"12"" pizza box"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-3')).toBe('-3');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('offers a template with the headers the import reads', () => {
    expect(templateCsv().split('\r\n')[0]).toBe('Item code,Name,Category,Unit,Pack,Quantity,Price');
  });

  it('exports the catalogue in the template columns, by name', () => {
    const item = (name: string, code: string, price: string) =>
      ({
        name,
        item_code: code,
        category: 'Produce',
        unit: 'CS',
        pack: '25 LB',
        quantity: '1.00000',
        price,
      }) as ItemResult;
    const lines = catalogueCsv([item('Zucchini', 'Z-1', '20.00000'), item('Apples', 'A-1', '32.50000')]).split('\r\n');
    expect(lines.slice(1, 3)).toEqual(['A-1,Apples,Produce,CS,25 LB,1,32.5', 'Z-1,Zucchini,Produce,CS,25 LB,1,20']);
  });
});
