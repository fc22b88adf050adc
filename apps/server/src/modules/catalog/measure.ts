/**
 * What a catalogue line holds and its price per kg, per L or per each. Suppliers write packs in many ways:
 * '36/1lb', '4x2.5KG', '6/#10', '2/5 LB AVG', '12-1 L', '4/1 GAL', '24/12 OZ', '1/50 LB', '15 DZ', '30 CT',
 * '36 x 454 g', '6 x 2,84 L', '3000/cs', '10 x 100'. Weights and volumes are converted by js-quantities (a
 * unit conversion library); counts (CT, DZ, bunches) are counted here. A bare 'oz' is a weight, 'fl oz' a volume;
 * gallons, quarts and pints are US measures.
 */

import { memoByString } from '@app/contracts';
import { sizedByCapacity } from './name-fields.js';
import { BAKED, BASKET_PRODUCE, DRY_MEASURES, LIQUID, WEIGHED_PACKETS, WEIGHED_PORTIONS } from './name-kinds.js';
import { SINGLE_SERVE, spellPackColumn } from './pack-notation.js';
import { type Figure, type Measure, measureText, piece, readMeasures, UNIT } from './read-measures.js';
import { type Per, PIECE_UNITS, type UnitInfo, unitInfo, unitKey } from './units.js';

export type { Figure, Measure, Per, UnitInfo };
export { measureText, readMeasures, unitInfo };

/** Units that are a whole case ('CS' × 2 of '2/15#' is two cases of two 15 lb boxes). */
const CASE_UNITS = new Set([
  ...['cs', 'case', 'cases', 'caisse', 'caisses', 'cse', 'ctn', 'carton', 'cartons'],
  ...['caja', 'cajas', 'bulto', 'bultos'],
  // Greek κιβώτιο ('ΚΙΒ').
  ...['κιβ', 'κιβωτιο', 'κιβωτια'],
]);

/** The most a case holds in kg or L: more is cups sized in ounces by the thousand, not a case's weight. */
const CASE_AT_MOST = 50;

/** So many of one weight or volume, as one measure. */
function ofCount(count: number, one: Measure): Measure {
  return { ...one, count, total: count * one.total };
}

/**
 * The measure that stands for a whole pack among those of a text: a multiple ('4x2.5KG', '6/#10', '10 x 100')
 * first, else the last plain measure; a catch weight of one piece ('3 LB AVG') or a size range ('4-6 OZ') only
 * when there is nothing else.
 */
export function packMeasure(measures: readonly Measure[]): Measure | null {
  const perCase = measures.find((m) => m.perCase);
  if (perCase) {
    const amounts = measures.filter((m) => m !== perCase && m.per !== 'each' && m.count === 1 && !m.range && !m.avg);
    if (amounts.length === 1 && perCase.count * amounts[0]!.total <= CASE_AT_MOST)
      return ofCount(perCase.count, amounts[0]!);
  }
  const multiple = measures.find((m) => m.count > 1 && !m.range);
  if (multiple) return multiple;
  // A case's weight opening a name ('40LB CHICKEN BREAST 6OZ IQF') is the pack, the smaller weights after it pieces.
  const [first, ...after] = measures;
  if (
    first?.start === 0 &&
    first.per === 'kg' &&
    first.total >= 1 &&
    !first.range &&
    !first.avg &&
    after.length > 0 &&
    after.every((m) => m.per === 'kg' && m.total < first.total)
  )
    return first;
  // A can whose content is stated ('111 oz. #10 Can') holds that content.
  const plain = measures.filter((m) => !m.range && !m.avg);
  const content = plain.filter((m) => m.per !== 'each');
  if (content.length === 1 && plain.length === 2 && plain.some((m) => m.can)) return content[0]!;
  // A case's or a bag's weight beside a count ('50# POTATO RUSSET 70CT', 'Cheese Slices 5 lb, 160 ct') is the
  // pack, the count a grade or the pieces it holds (a cup's '12 oz' is what it holds, not a weight: under a kilo).
  const weight = plain.find((m) => m.per === 'kg' && m.total >= 1);
  const counted = plain.find((m) => m.per === 'each' && !m.can);
  if (plain.length === 2 && weight && counted) return weight;
  return plain.at(-1) ?? measures.filter((m) => !m.range).at(-1) ?? null;
}

// 'case of 36', 'caisse de 36', '10 boîtes de 100', '35 pack', '3-pack', '100/box', '12 packs of 250', '4 per case',
// '4 blocks per case', '50 per bundle' (of boxes), '2 ct' beside a weight.
// 'caisse de 15 douzaines', 'boîte de 10 lb': a measure after 'of', not a count of pieces.
const PACK_COUNT = new RegExp(
  String.raw`(?:\b(?<outer>\d+)\s+)?\b(?:case|caisse|caja|pack|paquete|box|boite|bte|carton|sleeve|sac|bag|bolsa)s?\s+(?:of|de)\s+(?<of>\d+)(?!\d|(?:\.\d+)?\s*(?:${UNIT}))|\b(?<n>\d+)\s*-?\s*(?:packs?|pks?|pkgs?)\b(?:\s+of\s+(?<each>\d+))?|\b(?<per>\d+)\s*\/\s*(?:box|bx|pack|pk|sleeve|bag)\b|\b(?<perCase>\d+)\s+(?:(?:blocks?|rolls?|tubs?|jars?|bags?|bottles?|packs?|pkgs?|loaves|cans?|prints?|pieces?|pcs|blocs?|pains?|boxe?s?|cartons?|trays?|tins?|pails?|jugs?|pouch(?:es)?|packets?|sleeves?|wheels?|logs?|bricks?|chubs?|tubes?)\s+)?(?:per|par|por)\s+(?:case|cs|caisse|caja|box|carton|flat|crate|tray|bundle|bdl)\b`,
);

/**
 * A pack written as a count of a weight or volume apart ('3 lb Box, 2 pack', '12 fl oz cans, 35 pack', 'blocs de
 * 454 g, caisse de 36', '1 Gallon, 2 ct'), or as packs of a count ('12 Packs of 250'), as one measure; null when the
 * text has no such count.
 */
function packOfCount(t: string, measures: readonly Measure[]): Measure | null {
  const m = PACK_COUNT.exec(t);
  const g = m?.groups ?? {};
  const inner = g.each ? Number(g.each) : 1;
  // '10 boîtes de 100': ten boxes of a hundred.
  let count = Number(g.of ?? g.n ?? g.per ?? g.perCase ?? 0) * (g.outer ? Number(g.outer) : 1);
  const amounts = measures.filter((x) => x.per !== 'each' && x.count === 1 && !x.range && !x.avg);
  // A few pieces counted beside one weight or volume ('1 Gallon, 2 ct'); a produce count ('115 CT 40 LB') is none.
  const few = measures.filter((x) => x.per === 'each' && x.count === 1 && !x.can && x.size <= 12);
  if (!count && amounts.length === 1 && few.length === 1 && measures.length === 2) count = few[0]?.size ?? 0;
  if (!(count > 0) || measures.some((x) => x.count > 1 && !x.range)) return null;
  const start = m?.index ?? 0;
  const at = { start, end: start + (m?.[0].length ?? 0) };
  const [amount] = amounts;
  if (amounts.length === 1 && amount && !g.each)
    return {
      ...amount,
      count,
      total: count * amount.total,
      start: Math.min(amount.start, at.start),
      end: Math.max(amount.end, at.end),
    };
  // '100 ct — 6 pk', 'Tea bags 20 ct, case of 12': packs of a count of pieces stated apart.
  const counted = measures.filter(
    (x) => x.per === 'each' && x.count === 1 && !x.can && x.size >= 2 && (x.end <= at.start || x.start >= at.end),
  );
  if (amounts.length === 0 && !g.each && counted.length === 1 && m)
    return piece({ count: count * counted[0]!.size, unit: 'ct', ...at });
  // '36 per case', 'case of 36': so many packs to the case, whose content the name may state ('milk - gallon jug').
  const packs = piece({ count: count * inner, unit: 'ct', ...at });
  const toCase = g.perCase || (g.of && !g.outer && /^(?:case|caisse|caja)s?\s/.test(m?.[0] ?? ''));
  return toCase ? { ...packs, perCase: true } : packs;
}

/** The pack a text states among its measures: a count of packs of a weight or volume, else packMeasure's. */
export function packOf(text: string, measures: readonly Measure[]): Measure | null {
  return packOfCount(text, measures) ?? packMeasure(measures);
}

// Fruit sold by the count to the case: lemons, limes, oranges, avocados.
const COUNTED_FRUIT =
  /\b(?:lemons?|limes?|oranges?|grapefruits?|avocados?|mangos?|mangoes|kiwis?|peach(?:es)?|nectarines?|pears?|apples?|tangerines?|clementines?|mandarins?)\b/;

/**
 * Fruit of a count to the case beside the case's weight ('Limes, 200 count, 40 lb case') is sold by that count: the
 * weight is the case's nominal one. (Potatoes of a count, '50 LB 70 CT', are sold by the weight.)
 */
function fruitCount(text: string, measures: readonly Measure[]): Measure | null {
  if (measures.length !== 2 || !COUNTED_FRUIT.test(text) || /\b(?:juices?|jus)\b/.test(text)) return null;
  const weight = measures.find((m) => m.per === 'kg' && m.count === 1 && m.total >= 4 && !m.range && !m.avg);
  const count = measures.find(
    (m) => m.per === 'each' && m.count === 1 && !m.can && m.unit !== 'dz' && m.size >= 10 && m.size <= 300,
  );
  return weight && count ? count : null;
}

const PACKS_TO_CASE =
  /^(\d+)\s+(?:cakes?|blocks?|cans?|bottles?|bags?|packs?|pkgs?|jars?|tubs?|loaves|rolls?|trays?|pouch(?:es)?|boxe?s?|cartons?|sleeves?|bricks?|logs?|tins?|jugs?)\s*\/\s*(?:cs|case|ctn|carton|box|bx)$/;

/**
 * A case or pack of so many cans, bottles or jars, the content of one stated by the name ('case 24 cans', 'caja 6 latas',
 * '12 bottles', 'carton de 24 canettes'): packs to the case, as '24/cs'.
 */
const CONTAINERS_IN_CASE =
  /^(?:(?:case|cs|caja|cj|caisse|carton|ctn|box|koli|pack|pk|paquete|paq|fardo|tray|bandeja)\s+(?:of\s+|de\s+)?)?(\d+)\s+(?:cans?|bottles?|jars?|tins?|latas?|botellas?|frascos?|tarros?|botes?|canettes?|bouteilles?|bocaux|pots?|kutu|sise)$/;

/** Reads a pack column ('4x2.5KG', '6/5 LB', 'CS 24x355ML', '10#', '3000'); null when it holds no measure. */
export const parsePack: (text: string) => Measure | null = memoByString((text) => {
  // '1M', '2.5M', '10M/CS': so many thousand pieces.
  const thousands = /^\s*(\d+(?:\.\d+)?)\s*M\s*(?:\/\s*(?:CS|cs|case|CASE))?\s*$/.exec(text);
  if (thousands && Number(thousands[1]) > 0)
    return piece({ count: Math.round(Number(thousands[1]) * 1000), unit: 'ct', start: 0, end: text.length });
  const t = spellPackColumn(measureText(text)).trim();
  if (!t) return null;
  // So many cakes, blocks or cans to the case ('30 cakes/cs', '24 cans/case'): packs to the case, as '30/cs'.
  const packsTo = PACKS_TO_CASE.exec(t) ?? CONTAINERS_IN_CASE.exec(t);
  if (packsTo && Number(packsTo[1]) > 0)
    return { ...piece({ count: Number(packsTo[1]), unit: 'ct', start: 0, end: t.length }), perCase: true };
  const { measures } = readMeasures(t);
  const found = packOf(t, measures);
  if (found) return found;
  // A bare number in a pack column counts pieces ('3000'), and so do two ('10/10': ten boxes of ten).
  const bare = /^(\d+)$/.exec(t);
  if (bare && Number(bare[1]) > 0) return piece({ count: Number(bare[1]), unit: 'ct', start: 0, end: t.length });
  const two = /^(\d+)\s*[/x×]\s*(\d+)$/.exec(t);
  const [x, y] = [Number(two?.[1]), Number(two?.[2])];
  return two && x > 0 && y > 0
    ? { ...piece({ count: x, unit: 'ct', start: 0, end: t.length }), size: y, total: x * y }
    : null;
});

/**
 * The pack column as read beside the name: one piece ('1 ct', '1 pk') of a name stating what it holds ('Whole Milk
 * (1 gal., 2 pk.)', 'Sour Cream (3 lbs.)') says only that the line is one such pack, which the name measures.
 */
export function packColumn(pack: string, name: string): Measure | null {
  const read = parsePack(pack);
  if (read?.per !== 'each' || read.total !== 1 || read.can) return read;
  // A can of a size ('Diced Tomatoes, #10 can (102 oz.)') is counted, whatever it weighs.
  if (readMeasures(measureText(name)).measures.some((m) => m.can)) return read;
  return namePack(name) ? null : read;
}

/** The pack a name states ('Diced Tomatoes 6/100oz', 'Citrons 115', 'Dinner Napkins 3000/cs'), if any. */
export const namePack: (name: string) => Measure | null = memoByString((name) => {
  const t = measureText(name);
  const { measures } = readMeasures(t);
  const counted = gluedCount(t, measures) ?? fruitCount(t, measures);
  if (counted) return counted;
  const found = packOf(t, measures);
  if (found) return found;
  // A whole number closing the name, with no unit, counts pieces ('Citrons 115', 'Laitue iceberg 24').
  const bare = /(?:^|[\s,])(\d+)\s*s?\s*(?:,?\s*(?:caisse|case|cs|carton|box))?\s*$/.exec(t);
  const n = bare ? Number(bare[1]) : 0;
  return n >= 2 ? piece({ count: n, unit: 'ct', start: bare?.index ?? 0, end: t.length }) : null;
});

// A produce count glued to an s inside a name ('LETTUCE ICEBERG 24s WRAPPED', 'CILANTRO 30s ICED'), perhaps followed by
// the layers of the case ('AVOCADOS HASS 48s 2L': two layers, no litres).
const GLUED_COUNT = /(?:^|[\s,])(\d{2,3})s\b(?:\s*,?\s*[1-3]\s*l\b)?/;

/** The count of a produce case in terminal-market notation, when the name states no weight or volume besides. */
function gluedCount(t: string, measures: readonly Measure[]): Measure | null {
  const m = GLUED_COUNT.exec(t);
  if (!m) return null;
  const end = m.index + m[0].length;
  if (measures.some((x) => x.start < m.index || x.end > end)) return null;
  return piece({ count: Number(m[1]), unit: 'ct', start: m.index, end });
}

export type Offer = { name: string; pack: string; unit: string; quantity: string | number; price: string | number };

/**
 * How much of kg, L or each one priced unit holds. The price is per `unit` and an order line holds `quantity`
 * units (spec: line total = price × quantity × ordered quantity); the pack column, else the name, says what a
 * line holds. A weight or volume unit (LB, KG, L) or a count (DZ, CT) answers directly; an each (EA) holds
 * what its pack holds ('Canola Oil 16 L', EA: one jug of 16 L); a case or bag (CS, BAG) too.
 */
export function unitAmount(offer: Omit<Offer, 'price'>): { per: Per; amount: number } | null {
  const amount = usAmount(offer);
  return amount && imperialPints(offer) ? { per: amount.per, amount: amount.amount * (UK_PINT / US_PINT) } : amount;
}

const UK_PINT = 0.56826125;
const US_PINT = 0.473176473;

/**
 * Milk sold in Britain by the pint spells the pint out in a mixed-case name ('Whole Milk 4 Pint x 3', 'Whole Milk 1
 * pint x 12'), or packs bottles of 2, 4 or 6 pints ('6x2pt'): an imperial pint of 568 mL. American lists write a pint
 * 'PT' or a half pint, and sell no 2, 4 or 6 pint containers.
 */
function imperialPints(offer: Omit<Offer, 'price'>): boolean {
  const name = offer.name;
  const spelt = /\b\d+\s*pints?\b/i.test(name) || /(?:^|[x×*\s])[246]\s*pts?\s*$/i.test(offer.pack);
  if (name === name.toUpperCase() || !spelt || /\bhalf\s*-?\s*pint/i.test(name)) return false;
  const read = packsOfNamedSize(name, packColumn(offer.pack, name)) ?? namePack(name);
  return read?.unit === 'pt';
}

function usAmount(offer: Omit<Offer, 'price'>): { per: Per; amount: number } | null {
  const quantity = Number(offer.quantity);
  if (!(quantity > 0)) return null;
  // A BU of a line sold by the bushel crate is that crate, which says no weight or count.
  const sold = unitKey(offer.unit);
  if (sold === 'bushel' || sold === 'bushels') return null;
  if (sold === 'bu' && /\bbushel\b/.test(measureText(`${offer.name} ${offer.pack}`))) return null;
  // A line whose pack column is a bushel ('1 bu', 'bushel') says no weight or count either, whatever it is sold by.
  if (/^\s*1?\s*(?:bu|bushels?)\.?\s*$/i.test(offer.pack)) return null;
  const read =
    bakedCount(offer) ??
    packsOfNamedSize(offer.name, packColumn(offer.pack, offer.name)) ??
    namePack(offer.name) ??
    bakedPacks(offer);
  // 'CT' is a count, or a carton: of a pack stating a weight or a volume ('12 X 760G'), or so many bunches ('12
  // BOTTES'), it is the carton.
  const carton = sold === 'ct' && !!read && (read.per !== 'each' || (read.total > 1 && !COUNT_WORDS.test(offer.pack)));
  // A gallon or litre of a line whose pack column states a weight ('Sea Scallops', GAL of '1/8 LB') is the tub it
  // comes in: the pack says what it holds.
  const tub = unitInfo(offer.unit)?.per === 'l' && parsePack(offer.pack)?.per === 'kg';
  const info = carton || tub ? null : unitInfo(offer.unit);
  const pieceUnit = PIECE_UNITS.has(unitKey(offer.unit));
  if (info && !pieceUnit) return { per: info.per, amount: info.factor };
  const fluidRead = read && fluid(offer.name, piecesOfWeight(offer.name, read));
  // So many cups or containers of a capacity ('400×3/8OZ' creamer cups) and so many single-serve packets of a weight
  // ('KETCHUP PKT', '1000/9 GM') are counted.
  const text = measureText(offer.name);
  // Cups of cheese, butter or jam ('Cream Cheese Portion Cups 100/1 oz') are portions of a weight, weighed.
  const weighedCups = read?.per === 'kg' && WEIGHED_PORTIONS.test(text);
  const counted =
    fluidRead &&
    fluidRead.count > 1 &&
    !fluidRead.range &&
    ((CAPACITY_UNITS.has(fluidRead.unit) && sizedByCapacity(text) && !weighedCups) ||
      // (A packet of half a kilo or more, '2kg pkt x 6', is a bag, weighed.)
      (fluidRead.per !== 'each' &&
        SINGLE_SERVE.test(text) &&
        !WEIGHED_PACKETS.test(text) &&
        fluidRead.total / fluidRead.count < 0.5) ||
      // Sachets of a portion ('ketchup en sachets 9 g'), not of a pot's worth ('café moulu, sachets de 70 g').
      (fluidRead.per !== 'each' && SACHETS.test(text) && fluidRead.total / fluidRead.count <= PORTION_AT_MOST) ||
      // Baked goods are sold by the piece, whatever one weighs: '300 x 6.25 g' biscuits are 300 biscuits.
      (fluidRead.per === 'kg' && BAKED.test(text) && fluidRead.count >= 6 && fluidRead.total / fluidRead.count <= 0.2));
  const pack = counted
    ? piece({ count: fluidRead.count, unit: 'ct', start: 0, end: 0 })
    : weighedCups
      ? read
      : fluidRead;
  // A pint or quart of berries or cherry tomatoes is a basket, which says no weight.
  if (pack && DRY_MEASURES.has(pack.unit) && BASKET_PRODUCE.test(measureText(offer.name))) return null;
  // A cup's or a container's size is what it holds, not what the line holds ('Hot Cups 12 oz' says no count), but a
  // count beside it does ('1000CT 12OZ HOT CUPS').
  if (pack && CAPACITY_UNITS.has(pack.unit) && sizedByCapacity(text) && !weighedCups) {
    const count = readMeasures(text).measures.find((m) => m.per === 'each' && !m.can && m.total >= 2);
    return count && !offer.pack.trim() ? { per: 'each', amount: count.total / quantity } : null;
  }
  if (pack && pack.total > 0) {
    // One amount ('5 lb', '4 L', '#10', '100 ct') beside several bags, tubs or boxes is what each of them holds;
    // a count equal to the quantity ('12 CT' of 12 EA) and a multiple ('24/12 OZ') are the whole line.
    const single = pack.count === 1 && !pack.range;
    const wholeLine = pack.per === 'each' && Math.abs(pack.total - quantity) < 1e-9;
    if (quantity > 1 && single && !wholeLine) return { per: pack.per, amount: pack.total };
    // Several cases, bags or boxes ('CS' × 2 of '4/10#'): the pack is what each of them holds, unless the count of
    // the pack is the quantity ('12/1 QT' of 12 BTL), one of its parts being the unit; a case is never such a part.
    const caseUnit = CASE_UNITS.has(unitKey(offer.unit));
    const ofParts = pack.count === quantity && !caseUnit;
    if (quantity > 1 && !pieceUnit && !info && pack.count > 1 && !pack.range && !ofParts && !wholeLine)
      return { per: pack.per, amount: pack.total };
    return { per: pack.per, amount: pack.total / quantity };
  }
  // An EA of a line sold by the bushel ('Cucumbers, bushel') is a crate, which says no weight or count either.
  return pieceUnit && !/\bbushel\b/.test(measureText(`${offer.name} ${offer.pack}`))
    ? { per: 'each', amount: 1 }
    : null;
}

const CAPACITY_UNITS = new Set(['oz', 'floz', 'ml', 'cl', 'l']);

/**
 * Baked goods and wrappers are sold by the piece, never sized by a count to the pound: a pack column '20/25 CT' of them
 * (spring roll wrappers, tortillas) is twenty packs of twenty-five, no count range as of bacon slices or shrimp.
 */
function bakedPacks(offer: Omit<Offer, 'price'>): Measure | null {
  const two = /^\s*(\d+)\s*\/\s*(\d+)\s*(?:ct|cnt|count|pcs?)\.?\s*$/i.exec(offer.pack);
  if (!two || !BAKED.test(measureText(offer.name))) return null;
  const [x, y] = [Number(two[1]), Number(two[2])];
  return x > 0 && y > 0 ? { ...piece({ count: x, unit: 'ct', start: 0, end: 0 }), size: y, total: x * y } : null;
}

/**
 * Baked goods whose pack column only counts them ('12 CT', '6-12 CT', '2-10 CT', '6 LOAVES', so many packs of so many)
 * are sold by the piece: the weight in the name ('BAGEL 4 OZ', 'BOULE 1 LB') is what one weighs.
 */
function bakedCount(offer: Omit<Offer, 'price'>): Measure | null {
  const m = /^\s*(\d+)\s*(?:[-/x×]\s*(\d+)\s*)?(?:ct|cnt|count|pcs?|loaves|loaf)\.?\s*$/i.exec(offer.pack);
  if (!m || !BAKED.test(measureText(`${offer.name} ${offer.pack}`))) return null;
  const read = parsePack(m[2] ? `${m[1]} x ${m[2]} ct` : `${m[1]} ct`);
  return read?.per === 'each' && read.total > 1 ? read : null;
}

/** A pack column counting pieces as a count ('115 CT', '24 count'): a CT of it is one of them. */
const COUNT_WORDS = /\b(?:ct|cnt|count|ea|pcs?)\b/i;

const SACHETS = /\bsachets?\b/;
/** The most a single-serve portion weighs or holds, in kg or L. */
const PORTION_AT_MOST = 0.03;

/** Units counting the pieces of a box ('100 ct', '10 pc'), not its sheets or dozens. */
const PIECE_COUNTS = new Set(['ct', 'count', 'pc', 'pcs', 'pieces', 'piece']);

/**
 * A pack column counting packs to the case ('4/CS') or cans ('6/#10') whose content the name states ('Olive Oil 3L
 * Tin', 'Whole Black Beans #10 Can 105 oz'), as so many of that content; the name may state the same count itself.
 */
function packsOfNamedSize(name: string, pack: Measure | null): Measure | null {
  if ((!pack?.perCase && !pack?.can) || SINGLE_SERVE.test(measureText(name))) return pack;
  const one = namePack(name);
  // A dozen of eggs to a pack of a case counting dozens ('DZ LARGE WHITE EGGS', '15/cs'): twelve eggs a dozen.
  if (one?.per === 'each' && one.count === 1 && one.total === 12 && pack.perCase && !pack.can)
    return ofCount(pack.count, one);
  // Boxes of a count of pieces, so many to the case ('Tea bags, 100 ct' of '10 per case'): so many times the count.
  // (The sheets of a roll, '500 SHT' of '96/CS', count no pieces sold: the rolls are.)
  if (
    one?.per === 'each' &&
    one.count === 1 &&
    PIECE_COUNTS.has(one.unit) &&
    one.size >= 2 &&
    pack.perCase &&
    !pack.can
  )
    return one.size === pack.count ? pack : ofCount(pack.count, one);
  if (!one || one.per === 'each' || one.range || one.avg) return pack;
  if (one.count === pack.count && one.total <= CASE_AT_MOST) return one;
  return one.count === 1 && pack.count * one.total <= CASE_AT_MOST ? ofCount(pack.count, one) : pack;
}

/**
 * A count of pieces that the name gives one weight or volume of ('Strip Steaks, 12 oz, 16 ct', 'Butter Solids 1 lb,
 * 36 ct Case', 'Fraction Packs 2.5 oz, 42 ct') holds that many times the weight: compared per kg, not per piece. A
 * produce count beside the case's weight ('Lemons 115 CT 40 LB') is not one, nor cups sized in ounces by the
 * thousand: the piece must be small and the whole a case's weight.
 */
function piecesOfWeight(name: string, pack: Measure): Measure {
  const text = measureText(name);
  if (pack.per !== 'each' || pack.can || pack.total < 2 || sizedByCapacity(text) || BAKED.test(text)) return pack;
  if (SINGLE_SERVE.test(text)) return pack;
  const all = readMeasures(measureText(name)).measures.filter((m) => m.per !== 'each');
  // One size written in two systems ('284 g (10 oz)') is one size.
  const weights = all.filter((m, i) => !all.slice(0, i).some((o) => o.per === m.per && sameAmount(o, m)));
  const [one] = weights;
  if (weights.length !== 1 || !one || one.range || one.avg) return pack;
  // The name may count the pieces itself ('Butter Block 250g x 40' beside 'Case of 40'): that is the same line.
  if (one.count === pack.total && one.count > 1)
    return one.per === 'kg' && one.total <= 30 && one.total / one.count > PORTION_AT_MOST ? one : pack;
  if (one.count !== 1) return pack;
  // Jugs, tins or bottles of a few litres to the case ('Olio — latta 5 lt', '4 pz') are no produce count beside a weight.
  const most = one.per === 'l' ? 20 : 2.5;
  if (one.total > most || pack.total * one.total > (one.per === 'l' ? CASE_AT_MOST : 30)) return pack;
  return { ...one, count: pack.total, total: pack.total * one.total };
}

const sameAmount = (a: Measure, b: Measure) =>
  a.count === b.count && Math.abs(a.total - b.total) <= 0.02 * Math.max(a.total, b.total);

const OUNCE_TO_FLUID = 0.0295735295625 / 0.028349523125;

/** A pack of a liquid sold by the ounce, read in fluid ounces (see LIQUID); others as they are. */
export function fluidPack(name: string, pack: Measure | null): Measure | null {
  return pack && fluid(name, pack);
}

/** The measures of a liquid sold by the ounce, in fluid ounces (see LIQUID); others as they are. */
export function fluidMeasures(name: string, measures: readonly Measure[]): readonly Measure[] {
  return isLiquid(name) ? measures.map((m) => (m.unit === 'oz' ? asFluid(m) : m)) : measures;
}

function fluid(name: string, pack: Measure): Measure {
  return pack.unit === 'oz' && isLiquid(name) ? asFluid(pack) : pack;
}

/** A liquid (see LIQUID), not a food made of one and sold by weight (see SOLID_FOODS). */
function isLiquid(name: string): boolean {
  const text = measureText(name);
  return LIQUID.test(text) && !SOLID_FOODS.test(text);
}

/**
 * Foods made of milk or packed in water that are sold by weight ('Greek Yogurt, Whole Milk', 'Tofu, Water-Packed',
 * 'Sweetened Condensed Milk - 14 oz. Can', 'MILK COND SWTND CAN'), pastes and fish packed in oil ('Chili Paste in Soya
 * Bean Oil 16 oz'), and aerosols, whose ounces are their net weight ('Oven Cleaner, Aerosol 12 × 19 oz').
 */
const SOLID_FOODS =
  /\b(?:yogh?o?urts?|yaourts?|yogur|tofu|cheese|fromage|queso|ricotta|mozzarella|cottage|paneer|condensed|condensada|condense|aerosols?)\b(?!\s+(?:drinks?|sauce|dip))|\bmilk\s+cond\b|\bcond\s+milk\b|\b(?:pastes?|fish|tuna|sardines?|anchov(?:y|ies)|artichokes?)\b.*\bin\s+(?:[a-z]+\s+){0,2}oil\b/;

const asFluid = (m: Measure): Measure => ({ ...m, unit: 'floz', per: 'l', total: m.total * OUNCE_TO_FLUID });

/** The sizes of disposables sized by what they hold ('Hot Cups 12 oz'), in fluid ounces; others as they are. */
export function capacities(name: string, measures: readonly Measure[]): readonly Measure[] {
  if (!sizedByCapacity(measureText(name))) return measures;
  return measures.map((m) => ({ ...(m.unit === 'oz' ? asFluid(m) : m), capacity: true }));
}

/**
 * The price per kg, L or each of an offer, as a number for comparing and sorting (a ratio, never summed);
 * null when the pack does not say what it holds.
 */
export function unitPrice(offer: Offer): { value: number; per: Per } | null {
  const price = Number(offer.price);
  if (!(price >= 0) || !Number.isFinite(price)) return null;
  const amount = unitAmount(offer);
  return amount ? { value: price / amount.amount, per: amount.per } : null;
}
