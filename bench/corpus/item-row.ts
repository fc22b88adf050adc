/**
 * One item line of an invoice: what it prints in each column, what is printed under it, and its exact ground truth.
 */
import { CATALOG, type Category, FRENCH_UNITS, type Product, titleCase } from './catalog.js';
import { describe, itemCode } from './describe.js';
import { type ColumnKind, type Family, has } from './family.js';
import { money, percent, quantity, round2, round3, round4, weight } from './format.js';
import {
  containerDeposit,
  noChargeMark,
  origins,
  splitFlag,
  substituteLabel,
  TAXABLE,
  taxes,
  taxFlag,
  upc,
  weightsLabel,
} from './item-marks.js';
import { Random, seedOf } from './random.js';

/** One line item as billed: what a perfect parser returns. */
export type TruthItem = {
  name: string;
  itemCode: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
};

export type ItemRow = {
  kind: 'item';
  cells: Partial<Record<ColumnKind, string>>;
  /** The full description; render.ts may cut it to the column (and then truth.name is what was printed). */
  desc: string;
  note: string | null;
  truth: TruthItem;
  /** Unit price after the line's discount, when it has one. */
  netPrice: number | null;
  category: Category;
  /** A till receipt's quantity line (`2 @ 14.99`), for item layout qtyAt. */
  at: string | null;
  /** The line's tax, per tax of the region (taxamt column families). */
  tax: number[];
  /** The line's container deposit (deposit column families). */
  deposit: number;
  /** The discount printed on a line of its own under the item (discStyle line): its label and amount. */
  discLine: { label: string; amount: string } | null;
  /** Lines printed under the item, not billed: the weights of its pieces, the item it was substituted for. */
  below: string[];
};

function billedQuantity(r: Random): number {
  return r.weighted([
    [1, 40],
    [r.int(2, 4), 35],
    [r.int(5, 12), 18],
    [r.int(15, 40), 7],
  ]);
}

export function itemRow(f: Family, product: Product, r: Random, credit = false): ItemRow {
  const fr = f.lang === 'fr';
  const catchWeight = product.catchLb && f.catchWeight !== 'none';
  const kg = f.weightUnit === 'KG';
  const code = itemCode(f, product);
  const { desc, note } = describe(f, product, r);
  const cells: Partial<Record<ColumnKind, string>> = {};
  let cases: number;
  let billed: number;
  let unit: string;
  let price: number;
  // Disposables priced per hundred (C) or per thousand (M) of the eaches counted.
  const basis = product.unit === 'M' ? 1000 : product.unit === 'C' ? 100 : 1;
  const priceRound = f.money.unitDecimals === 4 ? round4 : f.money.unitDecimals === 3 ? round3 : round2;
  const weightRound = f.weightDecimals === 3 ? round3 : round2;
  const below: string[] = [];
  if (catchWeight && product.catchLb) {
    cases = f.pieceWeights
      ? r.int(1, 4)
      : r.weighted([
          [1, 60],
          [2, 30],
          [3, 10],
        ]);
    let lb = 0;
    const pieces: number[] = [];
    for (let i = 0; i < cases; i++) {
      const one = r.float(product.catchLb[0], product.catchLb[1]);
      lb += one;
      pieces.push(weightRound(kg ? one / 2.20462 : one));
    }
    billed = weightRound(kg ? lb / 2.20462 : lb);
    if (f.pieceWeights) {
      // The weights of the pieces as printed under the line, and the line's weight their sum.
      billed = weightRound(pieces.reduce((a, w) => a + w, 0));
      below.push(`${weightsLabel(f)} ${pieces.map((w) => weight(w, f)).join('  ')}`);
    }
    const perLb = r.float(product.price[0], product.price[1]);
    price = priceRound(kg ? perLb * 2.20462 : perLb);
    unit = kg ? 'KG' : 'LB';
  } else if (product.catchLb) {
    // Sold by the case at a case price.
    cases = billedQuantity(r) > 4 ? 2 : 1;
    billed = cases;
    const mid = (product.catchLb[0] + product.catchLb[1]) / 2;
    price = priceRound(mid * r.float(product.price[0], product.price[1]));
    unit = 'CS';
  } else {
    cases = product.qty
      ? r.int(product.qty[0], product.qty[1])
      : basis > 1
        ? (r.int(2, 20) * basis) / 2
        : billedQuantity(r);
    unit = fr ? (FRENCH_UNITS[product.unit] ?? product.unit) : product.unit;
    price = priceRound(r.float(product.price[0], product.price[1]));
    if (basis > 1) {
      // Counted by the each, priced per hundred or per thousand: the price of one is the printed price ÷ basis.
      billed = cases;
      unit = 'EA';
    } else if (product.unit === 'LB' || product.unit === 'KG') {
      // Sold by weight in the family's unit.
      if (product.unit !== f.weightUnit) price = priceRound(product.unit === 'KG' ? price / 2.20462 : price * 2.20462);
      unit = f.weightUnit;
      billed = weightRound(r.float(1, 12));
      cases = billed;
    } else billed = cases;
  }
  const pack = Number(product.pack) || 1;
  // A broken case: eaches at the case price divided by the pack.
  const split = f.split > 0 && !catchWeight && product.unit === 'CS' && pack > 1 && r.chance(f.split);
  if (split) {
    cases = r.int(1, Math.min(pack - 1, 12));
    billed = cases;
    price = priceRound(Math.max(0.01, price / pack));
    unit = fr ? 'UN' : 'EA';
  }
  // Part of a case, printed as a fraction (`1/2`, `1 1/2`) and billed at the case price.
  const byCount = !catchWeight && ['CS', 'DZ', 'BX', 'CTN'].includes(product.unit);
  const part = byCount && !split && f.fractions > 0 && r.chance(f.fractions) ? r.pick([0.5, 0.5, 0.25, 0.75]) : 0;
  if (part) {
    // Mostly less than one case; on counted goods (a route's dozens), a count and a part.
    const whole = product.qty
      ? r.int(product.qty[0] - 1, product.qty[1] - 1)
      : r.weighted([
          [0, 60],
          [1, 30],
          [2, 10],
        ]);
    cases = whole + part;
    billed = cases;
  }
  // Free goods: one case (or one of whatever the line counts) given as a sample or a promotion, billed at nothing.
  const free =
    f.noCharge > 0 && !credit && !catchWeight && !part && basis === 1 && unit !== 'LB' && unit !== 'KG'
      ? r.chance(f.noCharge)
      : false;
  if (free) {
    price = 0;
    cases = 1;
    billed = 1;
  }
  const gross = (billed * price) / basis;
  const discPct =
    (has(f, 'disc') || f.discStyle === 'line' || has(f, 'net')) && !credit && !free && r.chance(f.discount)
      ? r.pick([2, 3, 5, 5, 10, 10, 15])
      : 0;
  // A net price column: the price after the discount, which the line is billed at.
  const net = has(f, 'net') ? priceRound((price * (100 - discPct)) / 100) : null;
  const discount = round2((gross * discPct) / 100);
  const amount = net === null ? round2(round2(gross) - discount) : round2((billed * net) / basis);
  const ordered = has(f, 'ordered') && !credit && r.chance(f.shortShip) ? cases + r.int(1, 3) : cases;
  const byWeight = unit === 'LB' || unit === 'KG';
  // The unit as the unit column prints it: the pricing basis of a line priced per hundred or thousand.
  const unitCell = basis === 1000 ? 'M' : basis === 100 ? 'C' : unit;
  const priceText = `${money(price, f.money, true)}${f.priceUnit ? `/${unitCell}` : ''}`;
  const taxable = TAXABLE.includes(product.cat);
  const tax = has(f, 'taxamt')
    ? taxes(f.seller.region, f.lang).map((t) => (taxable || t.appliesTo === 'all' ? round2(amount * t.rate) : 0))
    : [];
  const deposit = has(f, 'deposit') ? round2(billed * containerDeposit(product) * (split || byWeight ? 1 : pack)) : 0;
  let at: string | null = null;
  if (f.item === 'qtyAt') {
    const q = byWeight
      ? `${weight(billed, f)} ${unit}`
      : split
        ? `${quantity(billed, f)} ${unit}`
        : quantity(billed, f);
    at = `${q} @ ${money(price, f.money, true)}${byWeight || f.priceUnit ? `/${unit}` : ''}`;
  }

  const inQty = catchWeight && f.catchWeight === 'qty';
  // A quantity with its unit glued on (`12 cs`): cases where the weight has a column of its own.
  const glued = (q: string) => (f.qtyUnit ? `${q} ${(catchWeight && !inQty ? 'CS' : unit).toLowerCase()}` : q);
  const qtyText = inQty
    ? f.qtyUnit
      ? glued(weight(billed, f))
      : `${weight(billed, f)}${has(f, 'unit') ? '' : ` ${unit}`}`
    : glued(part ? fraction(cases) : quantity(cases, f));
  for (const c of f.columns) {
    switch (c.kind) {
      case 'code':
        cells.code = code;
        break;
      case 'brand':
        cells.brand = product.brand;
        break;
      case 'pack':
        cells.pack = product.pack;
        break;
      case 'size':
        cells.size = product.size;
        break;
      case 'packsize':
        cells.packsize = `${product.pack}${f.packSep}${product.size}`;
        break;
      case 'unit':
        cells.unit = unitCell;
        break;
      case 'ordered':
        cells.ordered = glued(part ? fraction(ordered) : quantity(ordered, f));
        break;
      case 'shipped':
      case 'qty':
        cells[c.kind] = qtyText;
        break;
      case 'bo':
        cells.bo = ordered > cases ? glued(quantity(ordered - cases, f)) : '';
        break;
      case 'weight':
        cells.weight = catchWeight ? weight(billed, f) : '';
        break;
      case 'price':
        cells.price = priceText;
        break;
      case 'disc':
        // Beside a net price, an amount off is the unit's (`Disc/Cs`).
        if (f.discStyle === 'amount' && net !== null) cells.disc = discPct ? money(price - net, f.money, true) : '';
        else if (f.discStyle === 'amount') cells.disc = discPct ? money(discount, f.money) : '';
        else cells.disc = discPct ? (fr ? `${discPct} %` : `${discPct}%`) : '';
        break;
      case 'upc':
        cells.upc = upc(f, product, Boolean(catchWeight) || byWeight);
        break;
      case 'origin':
        cells.origin = r.pick(origins(f, product));
        break;
      case 'each':
        cells.each = byWeight ? '' : money(split ? price : priceRound(price / pack), f.money, true);
        break;
      case 'split':
        cells.split = split ? splitFlag(f) : '';
        break;
      case 'taxamt':
        cells.taxamt = money(round2(tax.reduce((a, b) => a + b, 0)), f.money);
        break;
      case 'deposit':
        cells.deposit = deposit ? money(deposit, f.money) : '';
        break;
      case 'units':
        // Bottles, cans or pieces in the line; nothing for goods sold by the pound or kilogram.
        cells.units = byWeight && !catchWeight ? '' : quantity(split ? cases : cases * pack, f);
        break;
      case 'taxrate':
        cells.taxrate = percent(
          taxes(f.seller.region, f.lang)
            .filter((t) => taxable || t.appliesTo === 'all')
            .reduce((a, t) => a + t.rate, 0),
          f,
        );
        break;
      case 'tax':
        cells.tax = TAXABLE.includes(product.cat) ? taxFlag(f) : f.seller.region === 'TX' || fr ? '' : 'N';
        break;
      case 'amount':
        // A discount on a line of its own leaves the item's extension before it.
        cells.amount = free ? noChargeMark(f) : money(f.discStyle === 'line' ? round2(gross) : amount, f.money);
        break;
      case 'net':
        cells.net = money(net ?? price, f.money, true);
        break;
      case 'lot':
        cells.lot = lotNumber(f, r);
        break;
      default:
        break;
    }
  }
  // A return credited back: what it counts and comes to in parentheses (or with a trailing minus, or CR after the
  // amounts), billed negative.
  const sign = credit ? -1 : 1;
  if (credit) {
    for (const k of ['qty', 'shipped', 'ordered', 'weight', 'units', 'taxamt', 'deposit', 'amount'] as const) {
      const s = cells[k];
      const amountLike = k === 'taxamt' || k === 'deposit' || k === 'amount';
      // A trailing minus goes after the number, before a unit glued to it (`2- cs`).
      if (s)
        cells[k] =
          f.creditMark === 'parens'
            ? `(${s})`
            : f.creditMark === 'cr' && amountLike
              ? `${s} CR`
              : s.replace(/^(\S+)/, '$1-');
    }
  }
  if (f.substitutes > 0 && !credit && r.chance(f.substitutes)) {
    // The item ordered, out of stock and replaced by this one.
    const others = CATALOG.filter((p) => p.cat === product.cat && p !== product);
    if (others.length) {
      const other = r.pick(others);
      const name = fr ? other.fr : other.name;
      below.push(`${substituteLabel(f)} ${itemCode(f, other)} ${f.nameCase === 'title' ? titleCase(name) : name}`);
    }
  }
  return {
    kind: 'item',
    cells,
    desc,
    note,
    truth: {
      name: desc,
      itemCode: has(f, 'code') ? code : '',
      quantity: sign * billed,
      unit,
      unitPrice: basis > 1 ? price / basis : price,
      amount: sign * amount,
    },
    netPrice: discPct ? (net === null ? round2(amount / billed) : net / basis) : null,
    category: product.cat,
    at,
    tax: tax.map((t) => sign * t),
    deposit: sign * deposit,
    discLine:
      f.discStyle === 'line' && discPct
        ? { label: fr ? `Remise ${discPct} %` : `Discount ${discPct}%`, amount: money(-discount, f.money) }
        : null,
    below,
  };
}

/** Part of a case as printed: `1/2`, `3/4`, `1 1/2`. */
function fraction(q: number): string {
  const whole = Math.floor(q);
  const part = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' }[q - whole];
  return !part ? String(whole) : whole ? `${whole} ${part}` : part;
}

/** A lot or batch number in the template's own numbering: `L48213`, a packing day's `24317-02`, `LOT B2291`. */
function lotNumber(f: Family, r: Random): string {
  switch (new Random(seedOf(f.name, 'lot')).int(0, 2)) {
    case 0:
      return `L${r.digits(5)}`;
    case 1:
      return `${r.int(23, 25)}${String(r.int(1, 365)).padStart(3, '0')}-${String(r.int(1, 12)).padStart(2, '0')}`;
    default:
      return `LOT ${r.pick(['A', 'B', 'C', 'D', 'K'])}${r.digits(4)}`;
  }
}
