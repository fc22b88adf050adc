/**
 * Keeps the held-out split honest: a held-out family must not be a near-copy of a tuned one, and none of its
 * feature values may be unknown to every tuned family — save the generator features brought in with the held-out set
 * itself (NEW_WITH_HELD_OUT), which no tuned family shows yet on purpose.
 */
import { CATALOG } from './catalog.js';
import { type Family, has } from './family.js';

/**
 * Minimum number of features in which each held-out family differs from every tuned family: 9 of 51 (the first
 * held-out set was held to 7 of the first 22 features, the second to 9 of the first 34, the third to sixth to 9 of
 * 38, the seventh to 9 of 40, the eighth to 9 of 43, the ninth to 9 of 47).
 */
export const MIN_HELD_OUT_DISTANCE = 9;

/**
 * Feature values the generator gained with the tenth held-out set and that only held-out families show: a net price
 * column beside the list price, the weights of a catch-weight line's pieces under it, returns marked with a trailing
 * minus or `CR`, free goods billed at nothing (`N/C`), and the item substituted named under the line. They measure
 * the parser on things it could never have been tuned on; once the set is tuned on, this list is emptied.
 */
export const NEW_WITH_HELD_OUT: Record<string, string[]> = {
  netPrice: ['true'],
  pieceWeights: ['true'],
  credits: ['minus', 'cr'],
  noCharge: ['true'],
  substitutes: ['true'],
};

/** Whether a family sells counts priced per thousand or per hundred. */
const pricedPerHundreds = (f: Family) =>
  CATALOG.some((p) => f.assortment.includes(p.cat) && (p.unit === 'M' || p.unit === 'C'));

/** The layout features of a family, as comparable values. */
export function features(f: Family): Record<string, string> {
  const kinds = f.columns.map((c) => c.kind);
  const qtyAt = kinds.findIndex((k) => k === 'qty' || k === 'shipped' || k === 'ordered');
  const descAt = kinds.indexOf('desc');
  return {
    lang: f.lang,
    font: f.font,
    header: f.header,
    headerStyle: f.headerStyle,
    item: f.item,
    sections: f.sections,
    rules: f.rules,
    money: f.money.style,
    unitDecimals: String(f.money.unitDecimals),
    code: has(f, 'code') ? f.code : 'none',
    lineNumbers: String(has(f, 'line')),
    quantityFirst: String(qtyAt >= 0 && (descAt < 0 ? qtyAt <= 1 : qtyAt < descAt)),
    orderedShipped: has(f, 'bo') ? 'ordered+shipped+bo' : has(f, 'ordered') ? 'ordered+shipped' : 'quantity',
    catchWeight: f.catchWeight === 'none' ? 'none' : `${f.catchWeight}-${f.weightUnit}`,
    discount: has(f, 'disc') || f.discStyle === 'line' ? f.discStyle : 'none',
    taxFlag: String(has(f, 'tax')),
    pack: has(f, 'packsize') ? 'packsize' : has(f, 'pack') ? 'pack+size' : f.packInDesc ? 'in-description' : 'none',
    unitColumn: String(has(f, 'unit')),
    brand: String(has(f, 'brand')),
    headerBlock: f.headerBlock,
    totals: f.totals,
    pages: `${f.repeatHeader ? 'repeat' : 'once'}${f.continued ? '+continued' : ''}${f.carry ? '+carried' : ''}`,
    // Features the generator gained after the first held-out set.
    nameCase: f.nameCase,
    brandPrefix: String(f.brandPrefix),
    leaders: String(f.leaders),
    codeAlign: has(f, 'code') || has(f, 'upc') ? f.codeAlign : 'none',
    upc: String(has(f, 'upc')),
    origin: String(has(f, 'origin')),
    eachPrice: String(has(f, 'each')),
    split: has(f, 'split') ? 'flag' : f.split > 0 ? 'lines' : 'none',
    taxAmount: String(has(f, 'taxamt')),
    deposit: String(has(f, 'deposit')),
    lineDate: String(has(f, 'date')),
    priceUnit: String(f.priceUnit),
    // Features the generator gained with the third held-out set.
    currency: f.money.symbol ?? '$',
    units: String(has(f, 'units')),
    taxRate: String(has(f, 'taxrate')),
    weightDecimals: String(f.weightDecimals),
    // Features the generator gained with the seventh held-out set.
    lot: String(has(f, 'lot')),
    stamp: String(f.stamp !== null),
    // Features the generator gained with the eighth held-out set.
    qtyUnit: String(f.qtyUnit),
    credits: f.credits > 0 ? (f.creditMark === 'parens' ? 'true' : f.creditMark) : 'false',
    faint: String(f.faint),
    // Features the generator gained with the ninth held-out set.
    fractions: String(f.fractions > 0),
    priceBasis: String(pricedPerHundreds(f)),
    shadeAmount: String(f.shadeAmount),
    ellipsis: String(f.ellipsis),
    // Features the generator gained with the tenth held-out set.
    netPrice: String(has(f, 'net')),
    pieceWeights: String(f.pieceWeights && f.catchWeight !== 'none'),
    noCharge: String(f.noCharge > 0),
    substitutes: String(f.substitutes > 0),
  };
}

export function distance(a: Family, b: Family): number {
  const fa = features(a);
  const fb = features(b);
  return Object.keys(fa).filter((k) => fa[k] !== fb[k]).length;
}

/** Problems with the split (empty when it holds). */
export function checkFamilies(families: Family[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const f of families) {
    if (names.has(f.name)) problems.push(`duplicate family name ${f.name}`);
    names.add(f.name);
  }
  const tuned = families.filter((f) => !f.heldOut);
  const held = families.filter((f) => f.heldOut);
  const seen = new Map<string, Set<string>>();
  for (const f of tuned) {
    for (const [k, v] of Object.entries(features(f))) {
      seen.set(k, (seen.get(k) ?? new Set()).add(v));
      // A value held back for the held-out set must not turn up in a tuned family unannounced.
      if (NEW_WITH_HELD_OUT[k]?.includes(v)) problems.push(`tuned ${f.name}: ${k}=${v} is new with the held-out set`);
    }
  }
  for (const h of held) {
    for (const [k, v] of Object.entries(features(h))) {
      if (!seen.get(k)?.has(v) && !NEW_WITH_HELD_OUT[k]?.includes(v))
        problems.push(`${h.name}: ${k}=${v} appears in no tuned family`);
    }
    for (const t of tuned) {
      const d = distance(h, t);
      if (d < MIN_HELD_OUT_DISTANCE) problems.push(`${h.name} is close to tuned ${t.name} (${d} features apart)`);
    }
  }
  return problems;
}
