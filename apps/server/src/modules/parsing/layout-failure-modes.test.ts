/** Layouts the table reading must not depend on: one small document per kind of failure. */
import { describe, expect, it } from 'vitest';
import { brief, read } from './testing/read-document.js';

describe('layouts the parser was not built on', () => {
  it('reads on past a category TOTAL row inside the table', () => {
    const { items } = read([
      [
        [40, 'Item'],
        [100, 'Description'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Amount'],
      ],
      [[40, 'PRODUCE']],
      [
        [40, 'A100'],
        [100, 'Romaine hearts 3ct'],
        [335, '4'],
        [400, '6.25'],
        [485, '25.00'],
      ],
      [
        [100, 'PRODUCE TOTAL'],
        [485, '25.00'],
      ],
      [[40, 'DAIRY']],
      [
        [40, 'B200'],
        [100, 'Heavy cream 36%'],
        [335, '2'],
        [400, '11.40'],
        [485, '22.80'],
      ],
      [
        [100, 'DAIRY TOTAL'],
        [485, '22.80'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['A100', 'Romaine hearts 3ct', 4, 6.25, 25],
      ['B200', 'Heavy cream 36%', 2, 11.4, 22.8],
    ]);
  });

  it('takes the column of words as the description when its heading could not be read', () => {
    const { items } = read([
      [
        [40, 'Item'],
        [100, 'Coimimouy'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Amount'],
      ],
      // Read a little left of its heading, the first description joins the code's column.
      [
        [40, '16522 LEMONS 115CT'],
        [335, '3'],
        [400, '54.74'],
        [485, '164.22'],
      ],
      [
        [40, '68564'],
        [100, 'STRAWBERRIES'],
        [335, '4'],
        [400, '36.64'],
        [485, '146.56'],
      ],
      [
        [40, '38470'],
        [100, 'POTATO YUKON GOLD'],
        [335, '3'],
        [400, '30.28'],
        [485, '90.84'],
      ],
    ]);
    expect(brief(items).slice(1)).toEqual([
      ['68564', 'STRAWBERRIES', 4, 36.64, 146.56],
      ['38470', 'POTATO YUKON GOLD', 3, 30.28, 90.84],
    ]);
  });

  it('joins a description printed above its line of figures', () => {
    const { items } = read([
      [
        [40, 'Qty'],
        [100, 'Description'],
        [390, 'Unit Price'],
        [480, 'Amount'],
      ],
      [[100, 'CHICKEN BREAST BNLS SKNLS 4/10LB']],
      [
        [45, '2'],
        [400, '52.10'],
        [485, '104.20'],
      ],
      [[100, 'TOMATO DICED 6/#10']],
      [
        [45, '3'],
        [400, '21.50'],
        [485, '64.50'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['', 'CHICKEN BREAST BNLS SKNLS 4/10LB', 2, 52.1, 104.2],
      ['', 'TOMATO DICED 6/#10', 3, 21.5, 64.5],
    ]);
  });

  it('takes the line under code, quantity and price as the description when no column names it', () => {
    const { items } = read([
      [
        [40, 'Code'],
        [120, 'Qty'],
        [200, 'Price'],
        [300, 'Amount'],
      ],
      [
        [40, '100234'],
        [125, '2'],
        [200, '52.10'],
        [305, '104.20'],
      ],
      [[40, 'CHICKEN BREAST BNLS SKNLS 4/10LB']],
      [
        [40, '100235'],
        [125, '3'],
        [200, '21.50'],
        [305, '64.50'],
      ],
      [[40, 'TOMATO DICED 6/#10']],
    ]);
    expect(brief(items)).toEqual([
      ['100234', 'CHICKEN BREAST BNLS SKNLS 4/10LB', 2, 52.1, 104.2],
      ['100235', 'TOMATO DICED 6/#10', 3, 21.5, 64.5],
    ]);
  });

  it('reads a header over two lines, a line-number column and Ordered / Shipped quantities', () => {
    const { layout, items } = read([
      [
        [40, 'Ln'],
        [70, 'Item'],
        [130, 'Description'],
        [330, 'Qty'],
        [370, 'Qty'],
        [420, 'Unit'],
        [480, 'Ext'],
      ],
      [
        [70, 'No'],
        [330, 'Ord'],
        [370, 'Shp'],
        [420, 'Price'],
        [480, 'Price'],
      ],
      [
        [40, '1'],
        [70, '55012'],
        [130, 'Romaine hearts 3ct'],
        [335, '4'],
        [375, '4'],
        [420, '6.25'],
        [485, '25.00'],
      ],
      [
        [40, '2'],
        [70, '55013'],
        [130, 'Lemons 165ct'],
        [335, '2'],
        [375, '1'],
        [420, '38.90'],
        [485, '38.90'],
      ],
    ]);
    expect(layout.tables[0].headers).toEqual([
      'Ln',
      'Item No',
      'Description',
      'Qty Ord',
      'Qty Shp',
      'Unit Price',
      'Ext Price',
    ]);
    expect(brief(items)).toEqual([
      ['55012', 'Romaine hearts 3ct', 4, 6.25, 25],
      ['55013', 'Lemons 165ct', 1, 38.9, 38.9],
    ]);
  });

  it('finds item codes and units in a table without a header', () => {
    const { layout, items } = read([
      [
        [40, 'Fresh Valley Foods'],
        [400, 'Invoice 1001'],
      ],
      [],
      [
        [40, '2'],
        [60, 'CS'],
        [100, 'CHICKEN BREAST BNLS 4/10LB'],
        [400, '52.10'],
        [485, '104.20'],
      ],
      [
        [40, '3'],
        [60, 'CS'],
        [100, 'TOMATO DICED 6/#10'],
        [400, '21.50'],
        [485, '64.50'],
      ],
      [
        [40, '1'],
        [60, 'EA'],
        [100, 'ROMAINE HEARTS 3CT'],
        [400, '24.00'],
        [485, '24.00'],
      ],
    ]);
    expect(layout.tables[0].fields).toEqual(['quantity', 'unit', 'name', 'unit_price', 'amount']);
    expect(items.map((i) => [i.name, i.unit, i.quantity])).toEqual([
      ['CHICKEN BREAST BNLS 4/10LB', 'CS', 2],
      ['TOMATO DICED 6/#10', 'CS', 3],
      ['ROMAINE HEARTS 3CT', 'EA', 1],
    ]);
    const coded = read([
      [[40, 'Invoice 1002']],
      [],
      [
        [40, '100234'],
        [100, 'CHICKEN BREAST BNLS 4/10LB'],
        [335, '2'],
        [400, '52.10'],
        [485, '104.20'],
      ],
      [
        [40, '208817'],
        [100, 'TOMATO DICED 6/#10'],
        [335, '3'],
        [400, '21.50'],
        [485, '64.50'],
      ],
    ]);
    expect(coded.items.map((i) => [i.itemCode, i.name])).toEqual([
      ['100234', 'CHICKEN BREAST BNLS 4/10LB'],
      ['208817', 'TOMATO DICED 6/#10'],
    ]);
  });

  it('reads on past "*** PRODUCE TOTAL" when the next category title stands under a numeric column', () => {
    const { items } = read([
      [
        [40, 'Ord'],
        [70, 'Shp'],
        [100, 'Description'],
        [330, 'Item No'],
        [400, 'Price'],
        [480, 'Extended'],
      ],
      [[40, 'PRODUCE']],
      [
        [40, '1'],
        [70, '1'],
        [100, 'PEPPER RED BELL'],
        [330, '8816781'],
        [400, '29.62'],
        [485, '29.62'],
      ],
      [
        [40, '***'],
        [60, 'PRODUCE TOTAL'],
        [485, '29.62'],
      ],
      [[40, 'DAIRY']],
      [
        [40, '2'],
        [70, '2'],
        [100, 'MILK HOMO 3.25%'],
        [330, '6465567'],
        [400, '14.98'],
        [485, '29.96'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['8816781', 'PEPPER RED BELL', 1, 29.62, 29.62],
      ['6465567', 'MILK HOMO 3.25%', 2, 14.98, 29.96],
    ]);
  });

  it('keeps descriptions printed under their figures even when they name a category or hold a size', () => {
    const { items } = read([
      [
        [40, 'Item Code'],
        [230, 'Quantity'],
        [306, 'Unit'],
        [436, 'Price'],
        [540, 'Amount'],
      ],
      [
        [40, '93134'],
        [259, '3'],
        [309, 'CS'],
        [441, '67.24'],
        [551, '201.72'],
      ],
      [[62, 'EGGS LIQUID WHOLE']],
      [
        [40, '62092'],
        [259, '4'],
        [309, 'CS'],
        [441, '14.12'],
        [551, '56.48'],
      ],
      [[62, 'MILK 2% 4L BAG']],
      [
        [40, '69037'],
        [259, '1'],
        [309, 'CS'],
        [441, '60.31'],
        [551, '60.31'],
      ],
      [[62, 'CHEESE PARMESAN GRATED']],
    ]);
    expect(items.map((i) => [i.itemCode, i.name, i.quantity])).toEqual([
      ['93134', 'EGGS LIQUID WHOLE', 3],
      ['62092', 'MILK 2% 4L BAG', 4],
      ['69037', 'CHEESE PARMESAN GRATED', 1],
    ]);
  });

  it('keeps a line whose price and amount had their $ signs read as % by the OCR', () => {
    const { items } = read([
      [
        [40, 'Code'],
        [100, 'Description'],
        [330, 'Qté'],
        [390, 'Prix'],
        [480, 'Montant'],
      ],
      [
        [40, '790900'],
        [100, 'OIGNONS ROUGES'],
        [335, '29'],
        [395, '22,48 $'],
        [485, '651,92 $'],
      ],
      [
        [40, '225239'],
        [100, 'FROMAGE À LA CRÈME'],
        [335, '5'],
        [395, '96,93%'],
        [485, '484,65%'],
      ],
      [
        [40, '125469'],
        [100, 'COURGETTES'],
        [335, '1'],
        [395, '24,91 $'],
        [485, '24,91 $'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['790900', 'OIGNONS ROUGES', 29, 22.48, 651.92],
      ['225239', 'FROMAGE À LA CRÈME', 5, 96.93, 484.65],
      ['125469', 'COURGETTES', 1, 24.91, 24.91],
    ]);
  });

  it('leaves lot, best-before and brand lines out of the description and keeps the pack size', () => {
    const { items } = read([
      [
        [40, 'Code'],
        [100, 'Description'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Amount'],
      ],
      [
        [40, '9665477'],
        [100, 'GOBELETS CHAUDS 12OZ'],
        [335, '11'],
        [395, '80.66'],
        [485, '887.26'],
      ],
      [[100, 'Lot 74103 Origine Chili']],
      [
        [40, '3669871'],
        [100, 'DEGRAISSANT PUISSANT'],
        [335, '1'],
        [395, '47.23'],
        [485, '47.23'],
      ],
      [[100, 'Marque ECOLAB Format 4x4 L']],
      [
        [40, '1947287'],
        [100, 'FRITES DE PATATES DOUCES'],
        [335, '7'],
        [395, '46.01'],
        [485, '322.07'],
      ],
      [[100, 'Meilleur avant 8/5']],
    ]);
    expect(items.map((i) => i.name)).toEqual([
      'GOBELETS CHAUDS 12OZ',
      'DEGRAISSANT PUISSANT Format 4x4 L',
      'FRITES DE PATATES DOUCES',
    ]);
  });

  it('moves units (and a quantity) the reading joined to the end of the descriptions, and reads 60Z as 6OZ', () => {
    const { items } = read([
      [
        [40, 'Code'],
        [100, 'Description'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Amount'],
      ],
      [
        [40, 'SE6968'],
        [100, 'COD LOIN 60Z CS'],
        [335, '2'],
        [395, '131.198'],
        [485, '262.40'],
      ],
      [
        [40, 'SE3457'],
        [100, 'HADDOCK FILLET LB'],
        [335, '29.61'],
        [395, '7.094'],
        [485, '210.05'],
      ],
      [
        [40, 'SE1516'],
        [100, 'MUSSELS PEI 2, BG'],
        [395, '25928'],
        [485, '51.86'],
      ],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unit, i.amount])).toEqual([
      ['COD LOIN 6OZ', 2, 'CS', 262.4],
      ['HADDOCK FILLET', 29.61, 'LB', 210.05],
      ['MUSSELS PEI', 2, 'BG', 51.86],
    ]);
  });

  it('reads on past a category TOTAL when the next category title was lost and left its space', () => {
    const { items } = read([
      [
        [40, 'Item'],
        [100, 'Description'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Amount'],
      ],
      [[40, 'FROZEN']],
      [
        [40, '7792701'],
        [100, 'CHICKEN TENDERS BRD'],
        [335, '2'],
        [395, '69.32'],
        [485, '138.64'],
      ],
      [
        [100, 'FROZEN TOTAL'],
        [485, '138.64'],
      ],
      [],
      [],
      [
        [40, '3634820'],
        [100, 'COFFEE COLOMBIAN WB'],
        [335, '1'],
        [395, '138.51'],
        [485, '138.51'],
      ],
      [
        [40, '7399809'],
        [100, 'MAYONNAISE REAL'],
        [335, '6'],
        [395, '51.82'],
        [485, '310.92'],
      ],
    ]);
    expect(items.map((i) => i.name)).toEqual(['CHICKEN TENDERS BRD', 'COFFEE COLOMBIAN WB', 'MAYONNAISE REAL']);
  });
});
