import { type BaseUnit, memoByString, normalisedUnitPrice } from '@app/contracts';
import { ABBREVIATIONS } from './abbreviations.js';

const STOP = new Set([
  'case',
  'cs',
  'bag',
  'box',
  'bx',
  'pack',
  'pk',
  'pkg',
  'ea',
  'each',
  'ct',
  'count',
  'the',
  'of',
  'and',
  'with',
  'a',
  'fresh',
  'premium',
  'select',
  'grade',
  'bulk',
  'jar',
  'tub',
  'tray',
  'bottle',
  'btl',
  'can',
  'jug',
  'pail',
  'lb',
  'lbs',
  'kg',
  'g',
  'oz',
  'l',
  'ml',
  'gal',
  'x',
  'dz',
  'doz',
  'dozen',
]);

/** Naive singular: tomatoes → tomato, berries → berry, onions → onion. */
function singular(w: string): string {
  if (w.length <= 3 || w.endsWith('ss')) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/**
 * A key that is the same for one product however a supplier words it: 'Roma Tomatoes 25 LB' and
 * 'Tomatoes, Roma 25lb case' both give 'roma tomato', 'Chicken Breast BNLS SKLS' and 'Boneless Skinless Chicken
 * Breasts' both 'boneless breast chicken skinless'. Pack sizes, counts and packaging words are left out.
 * The keys are stored (items.product_key): a change here needs a migration that clears them.
 */
export function productKey(name: string): string {
  return rememberedKey(name);
}

const rememberedKey = memoByString(readProductKey);

function readProductKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\bb\s*[/&]\s*s\b/g, ' boneless skinless ')
    .replace(/\d+(?:[.,]\d+)?\s*(?:x|\/|×)\s*\d+(?:[.,]\d+)?\s*[a-z#]*/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s*[a-z#]*/g, ' ')
    .split(/[^a-z]+/)
    .flatMap((w) => ABBREVIATIONS[w]?.split(' ') ?? [w])
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(singular);
  return [...new Set(words)].sort().join(' ');
}

type Offer = { supplier_id: number; name: string; price: string; quantity: string; unit: string; pack: string };
export type Compared = {
  unit_price: number | null;
  unit_price_per: BaseUnit | null;
  group_key: string;
  offers: number;
  cheapest: boolean;
  saving_pct: number | null;
  premium_pct: number | null;
};

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * Groups offers of the same product from different suppliers and compares their normalised unit prices: the
 * cheapest is marked with how much it saves against the dearest; the others with how much more they cost.
 */
export function compareOffers<T extends Offer>(rows: T[]): (T & Compared)[] {
  const enriched = rows.map((r) => {
    const u = normalisedUnitPrice({ price: Number(r.price), quantity: Number(r.quantity), unit: r.unit, pack: r.pack });
    return { row: r, key: productKey(r.name), unit: u };
  });
  // One pass per group: its suppliers and its lowest and highest unit price.
  type Group = { suppliers: Set<number>; min: number; max: number };
  const groups = new Map<string, Group>();
  for (const e of enriched) {
    if (!e.key || !e.unit) continue;
    const k = `${e.key}|${e.unit.per}`;
    const g = groups.get(k) ?? { suppliers: new Set<number>(), min: Number.POSITIVE_INFINITY, max: 0 };
    g.suppliers.add(e.row.supplier_id);
    g.min = Math.min(g.min, e.unit.value);
    g.max = Math.max(g.max, e.unit.value);
    groups.set(k, g);
  }
  return enriched.map((e) => {
    const base: Compared = {
      unit_price: e.unit ? round(e.unit.value, 5) : null,
      unit_price_per: e.unit?.per ?? null,
      group_key: e.key,
      offers: 1,
      cheapest: false,
      saving_pct: null,
      premium_pct: null,
    };
    const group = e.unit ? groups.get(`${e.key}|${e.unit.per}`) : undefined;
    // Object.assign, not spreads: spreading and then overriding keys made each row a slow dictionary object.
    if (!group || !e.unit || group.suppliers.size < 2) return Object.assign({}, e.row, base);
    const { min, max } = group;
    const cheapest = e.unit.value === min && max > min;
    return Object.assign({}, e.row, base, {
      offers: group.suppliers.size,
      cheapest,
      saving_pct: cheapest ? round(((max - min) / max) * 100, 1) : null,
      premium_pct: !cheapest && min > 0 && e.unit.value > min ? round(((e.unit.value - min) / min) * 100, 1) : null,
    });
  });
}
