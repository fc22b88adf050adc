/**
 * The content of one invoice of a family: header details, item rows with their exact ground truth, section rows,
 * and the totals block. Layout (and so the final printed description) is decided by render.ts.
 */
import { CATALOG, CATEGORY_TITLES, type Category, FRENCH_UNITS, type Product } from './catalog.js';
import { describe, itemCode } from './describe.js';
import { type ColumnKind, type Family, has, isAustralian, isCanadian } from './family.js';
import { date, money, percent, quantity, round2, round3, round4, shortDate, weight } from './format.js';
import {
  BUYERS_AU,
  BUYERS_BE,
  BUYERS_EN,
  BUYERS_FR,
  BUYERS_IE,
  BUYERS_NL,
  BUYERS_UK,
  type Labels,
  labels,
} from './invoice-labels.js';
import { containerDeposit, origins, splitFlag, TAXABLE, taxes, taxFlag, upc } from './item-marks.js';
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
};

export type Row = ItemRow | { kind: 'section'; title: string } | { kind: 'subtotal'; label: string; amount: string };

export type Party = { name: string; lines: string[] };

export type InvoiceContent = {
  family: Family;
  index: number;
  number: string;
  date: string;
  dueDate: string;
  account: string;
  po: string;
  terms: string;
  route: string;
  rep: string;
  billTo: Party;
  shipTo: Party;
  rows: Row[];
  totals: { label: string; value: string; strong?: boolean }[];
  notes: string[];
  labels: Labels;
};

function billedQuantity(r: Random): number {
  return r.weighted([
    [1, 40],
    [r.int(2, 4), 35],
    [r.int(5, 12), 18],
    [r.int(15, 40), 7],
  ]);
}

function itemRow(f: Family, product: Product, r: Random, credit = false): ItemRow {
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
  if (catchWeight && product.catchLb) {
    cases = r.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ]);
    let lb = 0;
    for (let i = 0; i < cases; i++) lb += r.float(product.catchLb[0], product.catchLb[1]);
    billed = weightRound(kg ? lb / 2.20462 : lb);
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
  const gross = (billed * price) / basis;
  const discPct =
    (has(f, 'disc') || f.discStyle === 'line') && !credit && r.chance(f.discount)
      ? r.pick([2, 3, 5, 5, 10, 10, 15])
      : 0;
  const discount = round2((gross * discPct) / 100);
  const amount = round2(round2(gross) - discount);
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
        if (f.discStyle === 'amount') cells.disc = discPct ? money(discount, f.money) : '';
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
        cells.amount = money(f.discStyle === 'line' ? round2(gross) : amount, f.money);
        break;
      case 'lot':
        cells.lot = lotNumber(f, r);
        break;
      default:
        break;
    }
  }
  // A return credited back: what it counts and comes to in parentheses, billed negative.
  const sign = credit ? -1 : 1;
  if (credit) {
    for (const k of ['qty', 'shipped', 'ordered', 'weight', 'units', 'taxamt', 'deposit', 'amount'] as const) {
      const s = cells[k];
      if (s) cells[k] = `(${s})`;
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
    netPrice: discPct ? round2(amount / billed) : null,
    category: product.cat,
    at,
    tax: tax.map((t) => sign * t),
    deposit: sign * deposit,
    discLine:
      f.discStyle === 'line' && discPct
        ? { label: fr ? `Remise ${discPct} %` : `Discount ${discPct}%`, amount: money(-discount, f.money) }
        : null,
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

function pickProducts(f: Family, r: Random, n: number): Product[] {
  const pool = CATALOG.filter((p) => f.assortment.includes(p.cat));
  const chosen: Product[] = [];
  // Distinct products while the pool lasts, then repeats (a second case of the same item on another line).
  const order = r.sample(pool, pool.length);
  for (let i = 0; i < n; i++) chosen.push(order[i % order.length]);
  return chosen;
}

function party(f: Family, r: Random): Party {
  const region = f.seller.region;
  const list =
    f.lang === 'fr'
      ? region === 'BE'
        ? BUYERS_BE
        : BUYERS_FR
      : isCanadian(region)
        ? BUYERS_EN.slice(0, 5).concat(BUYERS_EN[8])
        : region === 'UK'
          ? BUYERS_UK
          : region === 'IE'
            ? BUYERS_IE
            : region === 'NL'
              ? BUYERS_NL
              : isAustralian(region)
                ? BUYERS_AU
                : BUYERS_EN.slice(5);
  return r.pick(list);
}

/** The content of invoice number `index` of family `f`. */
export function generateInvoice(f: Family, index: number, maxLines = Number.POSITIVE_INFINITY): InvoiceContent {
  const r = new Random(seedOf(f.name, index, maxLines));
  const L = labels(f);
  const fr = f.lang === 'fr';
  const n = Math.min(maxLines, r.int(f.lines[0], f.lines[1]));
  const products = pickProducts(f, r, n);
  // Returns are never the first line, so an invoice bills more than it credits.
  const items = products.map((p, i) => itemRow(f, p, r, f.credits > 0 && i > 0 && r.chance(f.credits)));
  // Items grouped by category, in the order of the family's assortment.
  const byCat = new Map<Category, ItemRow[]>();
  products.forEach((p, i) => {
    byCat.set(p.cat, [...(byCat.get(p.cat) ?? []), items[i]]);
  });
  const rows: Row[] = [];
  const ordered: ItemRow[] = [];
  for (const cat of f.assortment) {
    const group = byCat.get(cat);
    if (!group?.length) continue;
    const title = fr ? CATEGORY_TITLES[cat].fr : CATEGORY_TITLES[cat].en;
    if (f.sections !== 'none') rows.push({ kind: 'section', title });
    rows.push(...group);
    ordered.push(...group);
    if (f.sections === 'subtotals') {
      const sum = round2(group.reduce((a, it) => a + it.truth.amount, 0));
      rows.push({ kind: 'subtotal', label: L.sectionTotal(title), amount: money(sum, f.money) });
    }
  }
  ordered.forEach((it, i) => {
    if (has(f, 'line')) it.cells.line = String(i + 1);
  });

  const subtotal = round2(ordered.reduce((a, it) => a + it.truth.amount, 0));
  const taxableBase = round2(
    ordered.filter((it) => TAXABLE.includes(it.category)).reduce((a, it) => a + it.truth.amount, 0),
  );
  const totals: InvoiceContent['totals'] = [{ label: L.subtotal, value: money(subtotal, f.money) }];
  let total = subtotal;
  const extra = (label: string, value: number) => {
    totals.push({ label, value: money(value, f.money) });
    total = round2(total + value);
  };
  if (f.extras.includes('delivery') && r.chance(0.7))
    extra(fr ? 'Frais de livraison' : 'Delivery Charge', r.pick([15, 25, 35, 9.95]));
  if (f.extras.includes('fuel') && r.chance(0.8))
    extra(fr ? 'Supplément carburant' : 'Fuel Surcharge', r.pick([3.5, 4.95, 7.5]));
  if (f.extras.includes('deposit') && r.chance(0.8))
    extra(fr ? 'Consigne' : 'Container Deposit', round2(r.int(2, 24) * 0.1));
  if (has(f, 'deposit')) {
    const deposits = round2(ordered.reduce((a, it) => a + it.deposit, 0));
    if (deposits) extra(fr ? 'Consignes' : 'Deposits', deposits);
  }
  // With a tax column, each tax of the invoice is the sum of the lines' taxes.
  taxes(f.seller.region, f.lang).forEach((t, i) => {
    extra(
      t.label,
      has(f, 'taxamt')
        ? round2(ordered.reduce((a, it) => a + it.tax[i], 0))
        : round2((t.appliesTo === 'all' ? subtotal : taxableBase) * t.rate),
    );
  });
  if (f.extras.includes('rounding')) {
    const rounded = Math.round(total * 20) / 20;
    const adj = round2(rounded - total);
    totals.push({ label: fr ? 'Arrondi' : 'Rounding Adj', value: money(adj, f.money) });
    total = round2(rounded);
  }
  totals.push({ label: L.total, value: money(total, f.money), strong: true });
  if (f.extras.includes('payment')) {
    totals.push({ label: fr ? 'Paiement reçu' : 'Payment Received', value: money(-total, f.money) });
    totals.push({ label: fr ? 'Solde' : 'Balance Due', value: money(0, f.money) });
  }
  if (f.extras.includes('card')) totals.push({ label: `VISA ****${r.digits(4)}`, value: money(total, f.money) });
  if (f.extras.includes('cash')) {
    const tendered = Math.ceil(total / 20) * 20 + (r.chance(0.5) ? 20 : 0);
    totals.push({ label: fr ? 'Comptant' : 'Cash', value: money(tendered, f.money) });
    totals.push({ label: fr ? 'Monnaie' : 'Change', value: money(round2(tendered - total), f.money) });
  }
  const notes: string[] = [];
  if (f.extras.includes('pieces')) {
    const pieces = ordered.reduce((a, it) => a + (Number.isInteger(it.truth.quantity) ? it.truth.quantity : 1), 0);
    notes.push(fr ? `Nombre de colis : ${pieces}` : `Total pieces: ${pieces}    Total lines: ${ordered.length}`);
  }
  if (f.extras.includes('thanks')) {
    notes.push(
      fr
        ? r.pick(['Merci de votre confiance!', 'Merci! Toute réclamation doit être faite dans les 24 heures.'])
        : r.pick(['Thank you for your business!', 'Thank you! Claims must be made within 24 hours of delivery.']),
    );
  }
  notes.push(
    fr
      ? 'Intérêts de 2 % par mois sur les comptes en souffrance.'
      : r.pick([
          'A service charge of 2% per month applies to overdue accounts.',
          'All returns subject to a 15% restocking fee.',
        ]),
  );

  const day = new Date(Date.UTC(2024, 0, 1) + r.int(0, 600) * 86_400_000);
  const termsDays = r.pick([7, 14, 30]);
  const due = new Date(day.getTime() + termsDays * 86_400_000);
  if (has(f, 'date')) {
    // Deliveries of the week the invoice covers, in date order.
    const back = ordered.map(() => r.int(0, 6)).sort((a, b) => b - a);
    ordered.forEach((it, i) => {
      it.cells.date = shortDate(new Date(day.getTime() - back[i] * 86_400_000), f);
    });
  }
  const billTo = party(f, r);
  const shipTo = r.chance(0.6)
    ? billTo
    : { name: billTo.name, lines: [fr ? 'Entrée de service, arrière' : 'Rear Kitchen Door', ...billTo.lines.slice(1)] };
  return {
    family: f,
    index,
    number: f.code === 'alnum' ? `INV-${r.digits(6)}` : r.digits(r.pick([6, 7, 8])),
    date: date(day, f),
    dueDate: date(due, f),
    account: r.digits(r.pick([5, 6])),
    po: r.chance(0.6) ? r.digits(4) : '',
    terms: fr ? `Net ${termsDays} jours` : `Net ${termsDays}`,
    route: `${r.int(1, 40)}-${r.int(1, 25)}`,
    rep: r.pick(
      fr ? ['M. Tremblay', 'J. Gagnon', 'S. Roy', 'L. Côté'] : ['J. Smith', 'M. Patel', 'K. Nguyen', 'R. Garcia'],
    ),
    billTo,
    shipTo,
    rows,
    totals,
    notes,
    labels: L,
  };
}
