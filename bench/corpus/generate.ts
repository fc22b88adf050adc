/**
 * The content of one invoice of a family: header details, item rows with their exact ground truth (item-row.ts),
 * section rows, and the totals block. Layout (and so the final printed description) is decided by render.ts.
 */
import { CATALOG, CATEGORY_TITLES, type Category, type Product } from './catalog.js';
import { type Family, has, isAustralian, isCanadian } from './family.js';
import { date, money, round2, shortDate } from './format.js';
import {
  BUYERS_AU,
  BUYERS_BE,
  BUYERS_EN,
  BUYERS_FR,
  BUYERS_IE,
  BUYERS_NL,
  BUYERS_NZ,
  BUYERS_SG,
  BUYERS_UK,
  BUYERS_ZA,
  type Labels,
  labels,
} from './invoice-labels.js';
import { TAXABLE, taxes } from './item-marks.js';
import { type ItemRow, itemRow } from './item-row.js';
import { Random, seedOf } from './random.js';

export type { ItemRow, TruthItem } from './item-row.js';

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
                : region === 'NZ'
                  ? BUYERS_NZ
                  : region === 'SG'
                    ? BUYERS_SG
                    : region === 'ZA'
                      ? BUYERS_ZA
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
