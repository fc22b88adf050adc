import { show } from './exp.tmp.js';
type R = [number, string][];
console.log('--- french, qty first, pack size');
show([[[40, 'Qté'], [80, 'Code'], [130, 'Désignation'], [300, 'Format'], [360, 'Prix unitaire'], [480, 'Montant']],
  [[45, '2'], [80, '4411'], [130, 'Crème 35% 4x2L'], [300, '4x2 L'], [370, '31,50'], [485, '63,00']],
  [[45, '1'], [80, '4412'], [130, 'Beurre non salé'], [300, '36x1 lb'], [370, '99,95'], [485, '99,95']],
  [[45, '10'], [80, '4413'], [130, 'Oeufs gros calibre'], [300, '15 dz'], [370, '4,25'], [485, '42,50']],
  [[360, 'Sous-total'], [485, '205,45']],
  [[360, 'TPS 5%'], [485, '10,27']],
  [[360, 'Montant dû'], [485, '215,72']],
]);
console.log('--- unnamed line numbers, headers: Description Qty Price Total, line number col without header');
show([[[70, 'Description'], [330, 'Qty'], [390, 'Price'], [480, 'Total']],
  [[40, '1'], [70, 'Romaine hearts 3ct'], [335, '4'], [400, '6.25'], [485, '25.00']],
  [[40, '2'], [70, 'Lemons 165ct'], [335, '1'], [400, '38.90'], [485, '38.90']],
  [[40, '3'], [70, 'Limes 200ct'], [335, '1'], [400, '31.00'], [485, '31.00']],
]);
console.log('--- two pages, header not repeated');
show([], [
 [[[40, 'Item'], [100, 'Description'], [330, 'Qty'], [390, 'Price'], [480, 'Amount']],
  [[40, 'A100'], [100, 'Romaine hearts 3ct'], [335, '4'], [400, '6.25'], [485, '25.00']],
  [[40, 'A101'], [100, 'Lemons 165ct'], [335, '1'], [400, '38.90'], [485, '38.90']],
  [[240, 'Continued on next page']]],
 [[[40, 'Fresh Valley Foods'], [400, 'Invoice 1001  Page 2']],
  [],
  [[40, 'B200'], [100, 'Heavy cream 36%'], [335, '2'], [400, '11.40'], [485, '22.80']],
  [[40, 'B201'], [100, 'Butter 36/1 lb'], [335, '1'], [400, '99.00'], [485, '99.00']],
  [[390, 'Subtotal'], [485, '185.70']]],
]);
console.log('--- catch weight');
show([[[40, 'Item'], [100, 'Description'], [300, 'Cases'], [350, 'Weight'], [400, 'Price/lb'], [480, 'Amount']],
  [[40, 'M100'], [100, 'Beef brisket choice'], [305, '2'], [350, '23.45'], [400, '5.19'], [485, '121.71']],
  [[40, 'M101'], [100, 'Pork butt bone-in'], [305, '1'], [350, '18.20'], [400, '2.49'], [485, '45.32']],
]);
