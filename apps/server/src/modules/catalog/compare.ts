import { round as roundDecimal, toNumber } from '@app/contracts';
import { BARBECUE_STYLES } from './commissary.js';
import { COLOURS } from './implied.js';
import { type Per, unitPrice } from './measure.js';
import { COFFEE_ORIGINS } from './name-kinds.js';
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
  /** Each offer's supplier and pack column, where it has one ('3|4/10lb'). */
  packs: Set<string>;
};

/**
 * Groups offers of the same product (same product key, compared per kg, per L or per each) from different
 * suppliers and compares their unit prices: the cheapest is marked with how much it saves against the dearest,
 * the others with how much more they cost. A wrong merge would make 'best' wrong, so offers that may be the same
 * product but say less or more than a group ('Butter 36/1lb' beside 'Butter, Unsalted 36/1lb') are not merged:
 * they are marked similar to that group, and the screen shows them below it.
 */
export function compareOffers<T extends Offer>(rows: T[]): (T & Compared)[] {
  const enriched = rows.map((r): Enriched & { row: T; unit: ReturnType<typeof unitPrice> } => {
    const name = readProductName(r.name, r.pack);
    const key = productKey(r.name, r.pack);
    const unit = unitPrice(r);
    return { row: r, name, key, unit, id: key && unit ? `${key}|${unit.per}` : '' };
  });
  keepUnknownWordsApart(enriched);
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
      packs: new Set<string>(),
    };
    g.suppliers.add(e.row.supplier_id);
    const pack = e.row.pack.toLowerCase().replace(/\s+/g, '');
    if (pack) g.packs.add(`${e.row.supplier_id}|${pack}`);
    g.rows++;
    g.min = Math.min(g.min, e.unit.value);
    g.max = Math.max(g.max, e.unit.value);
    groups.set(e.id, g);
  }
  const root = mergeUnambiguous(groups);
  markSimilar([...groups.values()].filter((g) => root.get(`${g.key}|${g.per}`) === undefined));
  return enriched.map((e) => {
    const id = e.id ? (root.get(e.id) ?? e.id) : '';
    const group = id ? groups.get(id) : undefined;
    const base: Compared = {
      unit_price: e.unit ? round(e.unit.value, 5) : null,
      unit_price_per: e.unit?.per ?? null,
      group_key: group?.key ?? e.key,
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

type Enriched = { name: ProductName; key: string; id: string; unit: { per: Per } | null };

/**
 * Words the vocabulary does not know are left out of keys: mostly brands ('Kikkoman', 'TYSON'). But where offers of
 * one key each carry such words and share none ('Hoisin Sauce', 'Sriracha Sauce'), those words may be what tells
 * them apart: such offers keep them in their key (offers sharing a word stay together), and are grouped neither with
 * each other nor with the offers of that key that carry none.
 */
function keepUnknownWordsApart(enriched: Enriched[]): void {
  const byId = new Map<string, Enriched[]>();
  for (const e of enriched)
    if (e.id && e.name.unknown.length > 0 && e.name.details.length <= 1) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  for (const list of byId.values()) {
    // Words joined when one offer carries both: offers whose words are joined say the same.
    const parent = new Map<string, string>();
    const find = (w: string): string => {
      const p = parent.get(w) ?? w;
      return p === w ? w : find(p);
    };
    for (const e of list) for (const w of e.name.unknown) parent.set(find(w), find(e.name.unknown[0]!));
    const roots = new Set(list.map((e) => find(e.name.unknown[0]!)));
    if (roots.size < 2) continue;
    const words = new Map<string, string[]>();
    for (const w of parent.keys()) words.set(find(w), [...(words.get(find(w)) ?? []), w]);
    for (const e of list) {
      const own = words.get(find(e.name.unknown[0]!))!;
      const details = [...new Set([...e.name.details, ...own])].sort();
      const key = [...e.name.nouns, ...details].join(' ');
      e.name = { ...e.name, details, key, vague: false, unknown: [] };
      e.key = key;
      e.id = `${key}|${e.unit!.per}`;
    }
  }
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
      (c) =>
        mayBeSame(c.name, g.name) &&
        !saysOtherwise(c.name, g.name) &&
        new Set([...c.suppliers, ...g.suppliers]).size > 1,
    );
    if (host) g.similarTo = host.key;
    else shown.set(bucket, [...candidates, g]);
  }
}

/**
 * Folds a group that says less than one other group of the same product into it, when that is the only reading:
 * 'Roma Tomatoes 25 lb' into 'TOMATO ROMA XL 25#' when no other Roma tomato says a different size. Where the lesser
 * group could be either of two that differ from each other ('Chicken Breast' beside 'Chicken Breast, Boneless' and
 * 'Chicken Breast, Bone-In'), it stays apart (and is shown as similar). Returns the id of the group each folded
 * group joined.
 */
function mergeUnambiguous(groups: Map<string, Group>): Map<string, string> {
  const byNouns = new Map<string, Group[]>();
  for (const g of groups.values()) {
    if (g.name.nouns.length === 0) continue;
    const bucket = `${g.name.nouns.join(' ')}|${g.per}`;
    byNouns.set(bucket, [...(byNouns.get(bucket) ?? []), g]);
  }
  const root = new Map<string, string>();
  const contains = (big: Group, small: Group) => {
    const all = new Set(big.name.details);
    return big.key !== small.key && small.name.details.every((d) => all.has(d));
  };
  for (const bucket of byNouns.values()) {
    if (bucket.length < 2) continue;
    for (const g of bucket) {
      // A noun beside words the vocabulary does not know ('SYRUP PANCAKE') may be anything: it is not folded.
      if (g.name.details.length === 0 && g.name.vague) continue;
      // A fuller name adding what a name without it is not (decaf, frozen, smoked) is no candidate: 'Coffee, Ground'
      // may be 'Ground Coffee 2.5 oz packs', never 'Ground Coffee, Decaf'. Sizes, colours, cuts are ambiguous: a
      // name without one ('Chicken Wings') may be split or whole, so such candidates stay and keep it apart.
      const said = new Set(g.name.details);
      const larger = bucket.filter(
        (h) => contains(h, g) && h.name.details.every((d) => said.has(d) || !OPPOSITE.has(d)),
      );
      if (larger.length === 0) continue;
      // The candidates must be one chain (each says all the smaller ones say): then the fullest is the product.
      const fullest = larger.reduce((a, b) => (b.name.details.length > a.name.details.length ? b : a));
      if (!larger.every((h) => h === fullest || contains(fullest, h))) continue;
      // What the fullest adds must say little: not a size, a colour or a cut, whose absence may say the opposite.
      if (!fullest.name.details.every((d) => said.has(d) || saysLittle(d, g.name))) continue;
      // A supplier selling both in one pack tells them apart itself ('Chicken Breast, Boneless Skinless, Random' and
      // 'Chicken Breast, Boneless Skinless, 6 oz', both 4/10lb): the lesser is not the fuller one. (In two packs, the
      // fuller may say no more than its pack: 'Soy Sauce 1.8L*6' beside 'Soy Sauce 18L Cube'.)
      if ([...g.packs].some((p) => fullest.packs.has(p))) continue;
      root.set(`${g.key}|${g.per}`, `${fullest.key}|${fullest.per}`);
    }
  }
  // Follow chains to their end, and fold the counts of each group into the one it joined.
  const end = (id: string): string => {
    const next = root.get(id);
    return next ? end(next) : id;
  };
  for (const id of root.keys()) root.set(id, end(id));
  for (const [id, to] of root) {
    const g = groups.get(id)!;
    const t = groups.get(to)!;
    for (const s of g.suppliers) t.suppliers.add(s);
    t.rows += g.rows;
    t.min = Math.min(t.min, g.min);
    t.max = Math.max(t.max, g.max);
  }
  return root;
}

/** Varieties of rice: a rice of none named is no basmati, jasmine or samba rice. */
const RICE_VARIETIES = [
  ...['basmati', 'jasmine', 'arborio', 'carnaroli', 'calrose', 'glutinous', 'bomba'],
  ...['samba', 'ponni', 'matta', 'sonamasoori'],
];

/** Varieties: a name without one is the plain kind ('Yellow Onions' are not Spanish onions). */
const VARIETIES = ['spanish', 'vidalia', 'sweet', 'roma', 'russet', 'yukon', 'shanghai', 'asian'];

/** Hot peppers: a pepper of none named is a bell pepper. */
const HOT_PEPPERS = [
  ...['jalapeno', 'habanero', 'serrano', 'scotchbonnet', 'poblano', 'anaheim', 'chipotle', 'thai'],
  ...['guajillo', 'ancho', 'pasilla', 'arbol', 'mulato', 'morita'],
];

/** Words whose absence says the opposite for sure: a name without 'decaf' is regular coffee, without 'frozen' fresh. */
const OPPOSITE = new Set([
  ...['frozen', 'iqf', 'thawed', 'light', 'lite', 'lowsodium', 'lowfat', 'nonfat', 'fatfree', 'reduced', 'decaf'],
  ...['halal', 'kosher', 'cholovyisroel', 'freerange', 'cagefree', 'pastureraised', 'airchilled', 'gradeb'],
  'shelfstable',
  ...['semiskimmed', 'thickened', 'mixture', 'steelcut'],
  ...['diet', 'organic', 'glutenfree', 'sugarfree', 'smoked', 'cured', 'sweetened', 'unsweetened', 'spicy', 'flavored'],
  ...['clarified', 'ghee'],
  // Soup soy sauce (Korean guk ganjang): a soy sauce not said so is the one of the table.
  'soup',
  // Unrefined (raw, mill) sugar and unrefined oil: a name without it is the refined one.
  'unrefined',
  // Pickled ginger (gari) is no ginger root; cream-line (non-homogenized) milk is sold apart. A butter not said cultured
  // is of sweet cream, and one not said in bulk or rolled by hand comes in prints.
  ...['pickled', 'nonhomogenized', 'cultured', 'bulk', 'handrolled'],
  // Shredded cabbage or cheese is cut for the kitchen: a name without it is the head or the block.
  'shredded',
  // Kettle chips are no ordinary chips; fried shallots or onions are no fresh ones.
  'kettle',
  'fried',
  // Maple sugar, maple-smoked bacon: a name without maple is the plain one.
  'maple',
  // St. Louis spareribs are trimmed square: spareribs not said so are the whole ones.
  'stlouiscut',
  // Marinated meat: a name without it is the plain meat. A flavour (barbecue chips, French vanilla creamer): a name
  // without it is the original.
  ...['marinated', 'barbecue', 'frenchvanilla'],
  // Butter sheets for laminating: a butter not said to be sheets is solids or prints.
  'sheet',
  // A vegan (plant-based) butter, mayonnaise or patty: a name without it is the dairy, egg or meat one.
  'vegan',
  'eggfree',
  // Flour not said bleached, where the name would be (a US all-purpose one is), is British plain flour or another.
  'bleached',
  // Carrots in cello bags, potatoes of a named variety (Maris Piper, Rooster).
  ...['cello', 'marispiper', 'rooster'],
  // Young ginger, young coconut: a name without it is the mature one. Brie de Meaux and Raclette du Valais are the protected ones.
  'young',
  'meaux',
  'valaisan',
  // Hams of a protected name (Prosciutto di Parma, di San Daniele): a ham not said so may be a domestic one.
  ...['parma', 'sandaniele'],
  // The mid joint (flat) of the wing alone: a wing not said so is whole or split in flats and drums.
  'wingflat',
  // Preserved lemons ('citrons confits') and duck confit: a name without it is the fresh one.
  'confit',
  // A cheese or milk of goats, sheep, buffalo or camels, and an oil pressed cold: a name without it may be the cow's, refined.
  ...['goat', 'sheep', 'buffalo', 'camel', 'coldpressed'],
  // San Marzano tomatoes are a variety: peeled tomatoes not said to be may be any plum tomato.
  'sanmarzano',
  ...['concentrate', 'instant', 'canned', 'dried', 'cooked', 'refried', 'pulp'],
  ...VARIETIES,
  ...HOT_PEPPERS,
]);

/**
 * Words whose absence says something too: a name without 'frozen' is fresh, without 'light' regular, without a size
 * of the usual size (the words of OPPOSITE, and more). A fuller name adding one of them (or any figure) is another
 * product, not a fuller description.
 */
const SAYS_BY_ABSENCE = new Set([
  ...OPPOSITE,
  // A coffee of no origin named is a blend.
  ...new Set(Object.values(COFFEE_ORIGINS)),
  ...COLOURS,
  'fresh',
  // A blood sausage is no sausage of another kind; a pastry grade (dulce de leche, cream) is no plain one.
  'blood',
  'pastry',
  // Fine (filet) green beans are no plain green beans.
  'extrafine',
  'extravirgin',
  'virgin',
  'pomace',
  'wild',
  'dry',
  'salted',
  'unsalted',
  'seasoned',
  'boneless',
  'bonein',
  'skinless',
  'skinon',
  'small',
  'medium',
  'large',
  'jumbo',
  'xl',
  'colossal',
  'mini',
  'baby',
  'petite',
  'extra',
  'raw',
  'unbaked',
  'parbaked',
  'baked',
  'barista',
  'peeled',
  'seedless',
  'hot',
  'mild',
  'plain',
  'prepared',
  'frying',
  'whole',
  'half',
  'halfhalf',
  'heavy',
  'quick',
  'powder',
  'liquid',
  'shelled',
  'cooking',
  'irish',
  'european',
  'whipped',
  'glass',
  'mexican',
  'chip',
  'heavyduty',
  'dark',
  ...BARBECUE_STYLES,
  ...RICE_VARIETIES,
  // A cut (diced, crushed, chopped, minced): a name without one is the whole product (round tomatoes are no diced ones).
  ...['diced', 'crushed', 'chopped', 'minced'],
  // Atta, stone-ground fine for flatbreads: a whole wheat flour not said to be it is the bakers' one.
  'atta',
  // The milk of a cheese: one of sheep's and cow's milk is no cheese of sheep's milk alone.
  ...['cow', 'sheep', 'goat'],
]);

const saysLittle = (d: string, smaller: ProductName) =>
  !d.startsWith('non ') &&
  (!/\d/.test(d) || /^\d+(?:\.\d+)?%$|^\d+ count$|^\d ply$|^\d+ ft$/.test(d) || pieceSaysLittle(d, smaller)) &&
  !SAYS_BY_ABSENCE.has(d);

/** Words of a product sold in single-serve portions (packets, pats, slices): their portion's size says little. */
const PORTIONED = new Set(['packet', 'chip', 'pat', 'sliced', 'slice', 'cup', 'sachet', 'stick', 'portion', 'single']);

/**
 * A piece's size ('170g piece', or a range of them, '170g-225g piece') says little of a meal-sized piece, or of a
 * product sold in portions anyway (ketchup packets, butter chips); a single-serve portion (7 g) of a product otherwise
 * sold in bulk (butter) is another one.
 * (A drink's container, 'Xml container', says more: see containers.ts.)
 */
function pieceSaysLittle(d: string, smaller: ProductName): boolean {
  const m = /^(\d+)(?:ml|g)(?:-\d+(?:ml|g))? piece$/.exec(d);
  if (!m) return false;
  return Number(m[1]) >= 30 || [...smaller.nouns, ...smaller.details].some((w) => PORTIONED.has(w));
}

/** Whether the fuller of two names adds a word whose absence from the other says the opposite (frozen, light). */
function saysOtherwise(a: ProductName, b: ProductName): boolean {
  const [small, large] = a.details.length <= b.details.length ? [a, b] : [b, a];
  const said = new Set(small.details);
  return large.details.some((d) => !said.has(d) && SAYS_BY_ABSENCE.has(d));
}
