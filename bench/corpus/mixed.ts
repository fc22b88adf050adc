/**
 * Mixed families: new templates drawn at random from what the tuned families show — the column set of one, the
 * headings of others (same column kind and language), and every other layout choice (item layout, sections, rules,
 * fonts, money, header block, totals, extras) from any tuned family. They widen what the parser is tuned on without
 * looking at a held-out family: only tuned families are ever sampled. `--mixed N` adds N of them to the tuned group.
 */
import type { Column, Family } from './family.js';
import { Random, seedOf } from './random.js';

const LAYOUT_KEYS = [
  'header',
  'font',
  'fontSize',
  'headerStyle',
  'item',
  'sections',
  'rules',
  'money',
  'code',
  'nameCase',
  'packInDesc',
  'packSep',
  'qtyDecimals',
  'repeatHeader',
  'continued',
  'headerBlock',
  'totals',
  'extras',
  'dates',
  'seller',
  'assortment',
  'lines',
  'codeAlign',
  'brandPrefix',
  'leaders',
  'priceUnit',
  'discStyle',
  'carry',
] as const satisfies readonly (keyof Family)[];

export function mixedFamilies(families: Family[], n: number): Family[] {
  const tuned = families.filter((f) => !f.heldOut);
  if (!tuned.length) return [];
  const out: Family[] = [];
  for (let k = 0; k < n; k++) {
    const r = new Random(seedOf('mixed', k));
    const pick = <T>(xs: readonly T[]): T => xs[r.int(0, xs.length - 1)];
    const base = pick(tuned);
    const f: Family = { ...base, name: `mixed-${String(k + 1).padStart(2, '0')}`, heldOut: false };
    for (const key of LAYOUT_KEYS) (f as Record<string, unknown>)[key] = pick(tuned)[key];
    // French families keep French money and dates; English ones their own.
    const sameLang = tuned.filter((t) => t.lang === base.lang);
    f.money = pick(sameLang).money;
    f.dates = pick(sameLang).dates;
    // Headings: each column may take the wording another tuned family of the same language gives that kind.
    f.columns = base.columns.map((c): Column => {
      if (!r.chance(0.5)) return c;
      const options = sameLang.flatMap((t) => t.columns).filter((o) => o.kind === c.kind);
      return options.length ? { ...c, header: pick(options).header } : c;
    });
    // Some optional columns dropped, others borrowed from another tuned family.
    const optional = [
      'line',
      'brand',
      'pack',
      'size',
      'packsize',
      'tax',
      'code',
      'unit',
      'bo',
      'upc',
      'origin',
      'each',
      'taxamt',
      'date',
    ];
    f.columns = f.columns.filter((c) => !(optional.includes(c.kind) && r.chance(0.2)));
    const donor = pick(sameLang).columns.filter(
      (c) => optional.includes(c.kind) && !f.columns.some((o) => o.kind === c.kind) && c.kind !== 'bo',
    );
    if (donor.length && r.chance(0.4)) {
      const extra = pick(donor);
      const at = r.int(0, Math.max(0, f.columns.length - 2));
      f.columns = [...f.columns.slice(0, at), extra, ...f.columns.slice(at)];
    }
    // Without a description column the description can only stand on a line of its own, as in the base family.
    if (!f.columns.some((c) => c.kind === 'desc')) f.item = base.item;
    // A till receipt's quantity line stands in for the quantity and price columns: kept with its own columns only.
    if (f.item === 'qtyAt' || base.item === 'qtyAt') f.item = base.item;
    // Quantity first, as some print-outs do.
    const qty = f.columns.findIndex((c) => c.kind === 'qty' || c.kind === 'shipped');
    if (qty > 0 && r.chance(0.25)) f.columns = [f.columns[qty], ...f.columns.filter((_, i) => i !== qty)];
    out.push(f);
  }
  return out;
}
