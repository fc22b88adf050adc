import type { ItemResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { byName, CATALOGUE_CSV, templateCsv } from './catalogue-csv';

describe('catalogue CSV', () => {
  it('offers a template with the headers the import reads and two example rows', () => {
    expect(templateCsv().split('\r\n')).toEqual([
      'Item code,Name,Category,Unit,Pack,Quantity,Price',
      'FV-1021,Roma Tomatoes,Produce,CS,25 LB,1,32.50',
      'FV-2001,"Chicken Breast, Boneless Skinless",Poultry,LB,4x10 LB,40,3.10',
      '',
    ]);
  });

  it('exports the catalogue in the template columns, by name, defusing formulas', () => {
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
    const items = [item('Zucchini', 'Z-1', '20.00000'), item('Apples', 'A-1', '32.50000'), item('=1+1', 'F-1', '1')];
    const lines = toCsv(byName(items), CATALOGUE_CSV).split('\r\n');
    expect(lines[0]).toBe('Item code,Name,Category,Unit,Pack,Quantity,Price');
    expect(lines.slice(1, 4)).toEqual([
      `F-1,"'=1+1",Produce,CS,25 LB,1,1`,
      'A-1,Apples,Produce,CS,25 LB,1,32.5',
      'Z-1,Zucchini,Produce,CS,25 LB,1,20',
    ]);
  });
});
