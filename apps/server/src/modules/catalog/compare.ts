import { round as roundDecimal, toNumber } from '@app/contracts';
import { type Per, unitPrice } from './measure.js';
import { mayBeSame, type ProductName, readProductName } from './product-name.js';

/**
 * A key that is the same for one product however a supplier words it: 'Roma Tomatoes 25 LB' and
 * 'Tomatoes, Roma 25lb case' both give 'roma tomato'; 'CHKN BRST BNLS SKNLS 4/10 LB' and 'Poitrine de poulet
 * désossée sans peau 4 x 2,5 kg' both 'boneless breast chicken skinless'. Pack sizes, counts and packaging words
 * are left out; what tells look-alikes apart stays in (see product-name.ts). The pack column, when given, tells a
 * pack from a portion size written in the name. The keys are stored (items.product_key): a change here needs a
 * migration that clears them.
 */
export function productKey(name: string, pack = ''): string {
  const read = readProductName(name, pack);
  return [...read.nouns, ...read.details].sort().join(' ');
}

type Offer = { supplier_id: number; name: string; price: string; quantity: string; unit: string; pack: string };
export type Compared = {
  unit_price: number | null;
  unit_price_per: Per | null;
  group_key: string;
  offers: number;
  cheapest: boolean;
  saving_pct: number | null;
  premium_pct: number | null;
  /** The group_key of a group (same unit basis) this offer may be the same product as, when that is unsure. */
  similar_to: string | null;
};

/** A ratio (a price per kg, a percentage) rounded half-up on its decimal digits. */
const round = (n: number, d: number) => (Number.isFinite(n) ? toNumber(roundDecimal(n, d)) : n);

type Group = {
  key: string;
  per: Per;
  name: ProductName;
  suppliers: Set<number>;
  rows: number;
  min: number;
  max: number;
  similarTo: string | null;
};

/**
 * Groups offers of the same product (same product key, compared per kg, per L or per each) from different
 * suppliers and compares their unit prices: the cheapest is marked with how much it saves against the dearest,
 * the others with how much more they cost. A wrong merge would make 'best' wrong, so offers that may be the same
 * product but say less or more than a group ('Butter 36/1lb' beside 'Butter, Unsalted 36/1lb') are not merged:
 * they are marked similar to that group, and the screen shows them below it.
 */
export function compareOffers<T extends Offer>(rows: T[]): (T & Compared)[] {
  const enriched = rows.map((r) => {
    const name = readProductName(r.name, r.pack);
    const key = productKey(r.name, r.pack);
    const unit = unitPrice(r);
    return { row: r, name, key, unit, id: key && unit ? `${key}|${unit.per}` : '' };
  });
  const groups = new Map<string, Group>();
  for (const e of enriched) {
    if (!e.id || !e.unit) continue;
    const g = groups.get(e.id) ?? {
      key: e.key,
      per: e.unit.per,
      name: e.name,
      suppliers: new Set<number>(),
      rows: 0,
      min: Number.POSITIVE_INFINITY,
      max: 0,
      similarTo: null,
    };
    g.suppliers.add(e.row.supplier_id);
    g.rows++;
    g.min = Math.min(g.min, e.unit.value);
    g.max = Math.max(g.max, e.unit.value);
    groups.set(e.id, g);
  }
  markSimilar([...groups.values()]);
  return enriched.map((e) => {
    const group = e.id ? groups.get(e.id) : undefined;
    const base: Compared = {
      unit_price: e.unit ? round(e.unit.value, 5) : null,
      unit_price_per: e.unit?.per ?? null,
      group_key: e.key,
      offers: 1,
      cheapest: false,
      saving_pct: null,
      premium_pct: null,
      similar_to: group?.similarTo ?? null,
    };
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

/**
 * Attaches each group that may be the same product as another (see mayBeSame) of another supplier to one group
 * shown above it: the groups with most suppliers, then most offers, become the ones others are shown under; a group
 * is attached to at most one, and never to one that is itself attached.
 */
function markSimilar(groups: Group[]): void {
  const order = [...groups].sort(
    (a, b) => b.suppliers.size - a.suppliers.size || b.rows - a.rows || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  // Only groups with the same nouns and unit basis can be alike: looked up by them, not compared all to all.
  const shown = new Map<string, Group[]>();
  for (const g of order) {
    if (g.name.nouns.length === 0) continue;
    const bucket = `${g.name.nouns.join(' ')}|${g.per}`;
    const candidates = shown.get(bucket) ?? [];
    // Only across suppliers: one supplier's look-alikes are no comparison to be wary of.
    const host = candidates.find(
      (c) => mayBeSame(c.name, g.name) && new Set([...c.suppliers, ...g.suppliers]).size > 1,
    );
    if (host) g.similarTo = host.key;
    else shown.set(bucket, [...candidates, g]);
  }
}
