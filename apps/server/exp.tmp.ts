import { tableItems } from './src/modules/parsing/items.js';
import { analyseLayout } from './src/modules/parsing/layout-analysis.js';
import { reconcile } from './src/modules/parsing/reconcile.js';
import { pageOf } from './src/modules/parsing/testing/words.js';
type R = [number, string][];
export function show(rows: R[], pages?: R[][]) {
  const ps = pages ? pages.map((p, i) => pageOf(p, i + 1)) : [pageOf(rows)];
  const layout = analyseLayout(ps, false);
  const rec = reconcile(layout.tables, layout.style, layout.lines, null);
  for (const t of layout.tables) { console.log(t.headers.join(' | ')); console.log(t.fields.join(' | ')); for (const r of t.rows) console.log('  ', t.headers.map(h => r.values[h]).join(' | '), '=>', r.check?.status, r.check?.reason ?? ''); }
  console.log(tableItems(layout.tables, layout.style).map(i => `${i.itemCode}/${i.name}/${i.quantity}/${i.unitPrice}/${i.amount}`).join('\n'));
}
const H: R = [[40, 'Item'], [100, 'Description'], [330, 'Qty'], [390, 'Price'], [480, 'Amount']];
console.log('--- section totals inside table');
show([H,
  [[40, 'PRODUCE']],
  [[40, 'A100'], [100, 'Romaine hearts 3ct'], [335, '4'], [400, '6.25'], [485, '25.00']],
  [[40, 'A101'], [100, 'Lemons 165ct'], [335, '1'], [400, '38.90'], [485, '38.90']],
  [[100, 'PRODUCE TOTAL'], [485, '63.90']],
  [[40, 'DAIRY']],
  [[40, 'B200'], [100, 'Heavy cream 36%'], [335, '2'], [400, '11.40'], [485, '22.80']],
  [[40, 'B201'], [100, 'Butter 36/1 lb'], [335, '1'], [400, '99.00'], [485, '99.00']],
  [[100, 'DAIRY TOTAL'], [485, '121.80']],
  [],
  [[390, 'Subtotal'], [485, '185.70']],
]);
console.log('--- description above numbers');
show([[[40, 'Qty'], [100, 'Description'], [390, 'Unit Price'], [480, 'Amount']],
  [[100, 'CHICKEN BREAST BNLS SKNLS 4/10LB']],
  [[45, '2'], [400, '52.10'], [485, '104.20']],
  [[100, 'TOMATO DICED 6/#10']],
  [[45, '3'], [400, '21.50'], [485, '64.50']],
]);
console.log('--- code qty price, description next line');
show([[[40, 'Code'], [120, 'Qty'], [200, 'Price'], [300, 'Amount']],
  [[40, '100234'], [125, '2'], [200, '52.10'], [305, '104.20']],
  [[40, 'CHICKEN BREAST BNLS SKNLS 4/10LB']],
  [[40, '100235'], [125, '3'], [200, '21.50'], [305, '64.50']],
  [[40, 'TOMATO DICED 6/#10']],
]);
console.log('--- line numbers, two-line header, ordered/shipped');
show([[[40, 'Ln'], [70, 'Item'], [130, 'Description'], [330, 'Qty'], [370, 'Qty'], [420, 'Unit'], [480, 'Ext']],
  [[70, 'No'], [330, 'Ord'], [370, 'Shp'], [420, 'Price'], [480, 'Price']],
  [[40, '1'], [70, '55012'], [130, 'Romaine hearts 3ct'], [335, '4'], [375, '4'], [420, '6.25'], [485, '25.00']],
  [[40, '2'], [70, '55013'], [130, 'Lemons 165ct'], [335, '2'], [375, '1'], [420, '38.90'], [485, '38.90']],
  [[40, '3'], [70, '55014'], [130, 'Limes 200ct'], [335, '1'], [375, '1'], [420, '31.00'], [485, '31.00']],
]);
