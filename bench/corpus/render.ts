/**
 * Lays an invoice out on US Letter pages and writes it as a PDF with a real text layer (pdfkit, standard 14 fonts).
 * Layout is done first into drawing operations per page (so "Page 1 of N" is known), then written. Descriptions cut
 * or wrapped to their column are recorded into the ground truth exactly as printed.
 */
import PDFDocument from 'pdfkit';
import { type Column, type ColumnKind, cityRegion, type Family } from './family.js';
import { money } from './format.js';
import type { InvoiceContent, ItemRow, Row, TruthItem } from './generate.js';
import { Random, seedOf } from './random.js';

type Op =
  | { t: 'text'; x: number; y: number; s: string; font: string; size: number; gray?: number }
  | { t: 'line'; x1: number; y1: number; x2: number; y2: number; w: number; gray: number }
  | { t: 'rect'; x: number; y: number; w: number; h: number; fill?: number | string; stroke?: number };

type Page = { under: Op[]; ops: Op[] };

export type RenderedPdf = { bytes: Uint8Array; truth: TruthItem[]; pages: number };

const PAGE_W = 612;
const PAGE_H = 792;
const LEFT = 36;
const RIGHT = PAGE_W - 36;
const BOTTOM = PAGE_H - 56;

const NUMERIC: ColumnKind[] = [
  'qty',
  'ordered',
  'shipped',
  'bo',
  'weight',
  'price',
  'disc',
  'amount',
  'line',
  'each',
  'taxamt',
  'deposit',
  'units',
];
const CENTERED: ColumnKind[] = ['unit', 'tax', 'pack', 'split', 'origin', 'date', 'taxrate'];
/** Pale green of green-bar continuous form paper. */
const GREEN_BAR = '#e2f0dc';

const BOLD: Record<Family['font'], string> = {
  Helvetica: 'Helvetica-Bold',
  'Times-Roman': 'Times-Bold',
  Courier: 'Courier-Bold',
};

type Placed = Column & { x: number; w: number; lines: string[] };

/** A PDF document under construction, used for text measurement too. */
type Kit = InstanceType<typeof PDFDocument>;

class Layout {
  readonly f: Family;
  readonly kit: Kit;
  readonly regular: string;
  readonly bold: string;
  fs: number;
  lh: number;
  readonly tr: Random;

  constructor(f: Family, kit: Kit) {
    this.f = f;
    this.kit = kit;
    this.regular = f.font;
    this.bold = BOLD[f.font];
    this.fs = f.fontSize;
    this.lh = this.lineHeight();
    this.tr = new Random(seedOf(f.name, 'layout'));
  }

  lineHeight() {
    return this.fs * (this.f.font === 'Courier' ? 1.3 : 1.42);
  }

  width(s: string, font = this.regular, size = this.fs): number {
    return this.kit.font(font).fontSize(size).widthOfString(s);
  }

  /** `s` cut (word-aware where possible) to fit `w`. */
  cut(s: string, w: number, font = this.regular, size = this.fs): string {
    if (this.width(s, font, size) <= w) return s;
    let out = s;
    while (out.length > 1 && this.width(out, font, size) > w) out = out.slice(0, -1);
    return out.trimEnd();
  }

  wrap(s: string, w: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of s.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (!line || this.width(next) <= w) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.cut(l, w));
  }
}

function headerLines(c: Column, mode: Family['header']): string[] {
  if (mode === 'two') {
    const parts = c.header.split('|').map((s) => s.trim());
    return parts.length === 1 ? ['', parts[0]] : parts.slice(0, 2);
  }
  return [c.header.replace(/\|/g, ' ').replace(/\s+/g, ' ').replace('/ ', '/')];
}

const inGrid = (f: Family) =>
  f.columns.filter((c) => !(c.kind === 'desc' && (f.item === 'descNext' || f.item === 'descAbove')));

function placeColumns(L: Layout, items: ItemRow[]): Placed[] {
  const f = L.f;
  const grid = inGrid(f);
  for (;;) {
    const pad = L.fs * 0.9;
    const needs = grid.map((c) => {
      if (c.kind === 'desc') return 0;
      const head = headerLines(c, f.header === 'none' ? 'one' : f.header);
      const headW = f.header === 'none' ? 0 : Math.max(...head.map((h) => L.width(h, L.bold)));
      const cellW = Math.max(0, ...items.map((it) => L.width(it.cells[c.kind] ?? '')));
      return Math.max(headW, cellW, L.fs * 1.5) + pad;
    });
    const fixed = needs.reduce((a, b) => a + b, 0);
    const avail = RIGHT - LEFT - fixed;
    const hasDesc = grid.some((c) => c.kind === 'desc');
    const minDesc = f.item === 'wrap' ? 120 : 150;
    if (hasDesc && avail < minDesc && L.fs > 6) {
      L.fs -= 0.5;
      L.lh = L.lineHeight();
      continue;
    }
    // A wrapping template keeps its description column narrow; without a description column the numbers spread
    // over the width, as on a printed form.
    const descW = !hasDesc ? 0 : f.item === 'wrap' ? Math.min(avail, L.fs * 18) : avail;
    const spread = (avail - descW) / (grid.length - (hasDesc ? 1 : 0));
    const widths = needs.map((w, i) => (grid[i].kind === 'desc' ? descW : w + spread));
    let x = LEFT;
    return grid.map((c, i) => {
      const placed = { ...c, x, w: widths[i], lines: headerLines(c, f.header === 'none' ? 'one' : f.header) };
      x += widths[i];
      return placed;
    });
  }
}

function align(L: Layout, c: Placed, s: string, font = L.regular): number {
  const pad = L.fs * 0.45;
  const rightCode = L.f.codeAlign === 'right' && (c.kind === 'code' || c.kind === 'upc');
  if (NUMERIC.includes(c.kind) || rightCode) return c.x + c.w - pad - L.width(s, font);
  if (CENTERED.includes(c.kind)) return c.x + (c.w - L.width(s, font)) / 2;
  return c.x + pad;
}

const gray = (g: number | string) => {
  if (typeof g === 'string') return g;
  const v = Math.round(g * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
};

class Pages {
  readonly list: Page[] = [];
  page: Page = { under: [], ops: [] };

  constructor() {
    this.list.push(this.page);
  }

  add() {
    this.page = { under: [], ops: [] };
    this.list.push(this.page);
  }

  text(x: number, y: number, s: string, font: string, size: number, g?: number) {
    if (s) this.page.ops.push({ t: 'text', x, y, s, font, size, gray: g });
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.5, g = 0) {
    this.page.ops.push({ t: 'line', x1, y1, x2, y2, w, gray: g });
  }

  rect(x: number, y: number, w: number, h: number, fill?: number | string, stroke?: number, under = true) {
    (under ? this.page.under : this.page.ops).push({ t: 'rect', x, y, w, h, fill, stroke });
  }
}

function sellerLines(c: InvoiceContent): string[] {
  const s = c.family.seller;
  const lines = [s.street, `${cityRegion(s)}  ${s.postal}`, `${c.labels.phone} ${s.phone}`];
  return s.taxId ? [...lines, s.taxId] : lines;
}

function metaPairs(c: InvoiceContent): [string, string][] {
  const L = c.labels;
  const pairs: [string, string][] = [
    [L.number, c.number],
    [L.date, c.date],
    [L.account, c.account],
  ];
  if (c.po) pairs.push([L.po, c.po]);
  return pairs;
}

/** The invoice header on the first page; returns where the table starts. */
function drawHeaderBlock(L: Layout, P: Pages, c: InvoiceContent): number {
  const f = L.f;
  const s = f.seller;
  const big = f.font === 'Courier' ? 13 : 16;
  const small = Math.max(7.5, Math.min(9, f.fontSize));
  const lh = small * 1.35;
  let y = 36;
  const party = (x: number, top: number, title: string, p: InvoiceContent['billTo']) => {
    P.text(x, top, title, L.bold, small);
    [p.name, ...p.lines].forEach((line, i) => {
      P.text(x, top + lh * (i + 1), line, L.regular, small);
    });
    return top + lh * (p.lines.length + 2);
  };
  if (f.headerBlock === 'compact') {
    P.text(LEFT, y, s.name.toUpperCase(), L.bold, big - 2);
    y += big;
    P.text(LEFT, y, `${s.street}, ${cityRegion(s)} ${s.postal}   ${c.labels.phone} ${s.phone}`, L.regular, small);
    if (s.taxId) {
      y += lh;
      P.text(LEFT, y, s.taxId, L.regular, small);
    }
    y += lh * 1.6;
    P.text(LEFT, y, c.labels.invoice.toUpperCase(), L.bold, small + 2);
    y += lh * 1.4;
    const meta = metaPairs(c)
      .map(([k, v]) => `${k}: ${v}`)
      .join('    ');
    P.text(LEFT, y, meta, L.regular, small);
    y += lh * 1.5;
    P.text(LEFT, y, `${c.labels.billTo}: ${c.billTo.name}, ${c.billTo.lines.join(', ')}`, L.regular, small);
    y += lh;
    P.text(LEFT, y, `${c.labels.shipTo}: ${c.shipTo.name}, ${c.shipTo.lines.join(', ')}`, L.regular, small);
    y += lh;
    P.text(
      LEFT,
      y,
      `${c.labels.terms}: ${c.terms}    ${c.labels.route}: ${c.route}    ${c.labels.rep}: ${c.rep}`,
      L.regular,
      small,
    );
    return y + lh * 2;
  }
  if (f.headerBlock === 'centered') {
    const center = (text: string, font: string, size: number, yy: number) =>
      P.text((PAGE_W - L.width(text, font, size)) / 2, yy, text, font, size);
    center(s.name, L.bold, big, y);
    y += big * 1.3;
    center(`${s.street} · ${cityRegion(s)} ${s.postal} · ${c.labels.phone} ${s.phone}`, L.regular, small, y);
    if (s.taxId) {
      y += lh;
      center(s.taxId, L.regular, small, y);
    }
    y += lh * 1.5;
    P.line(LEFT, y, RIGHT, y, 0.8);
    y += lh;
    center(c.labels.invoice.toUpperCase(), L.bold, big - 3, y);
    y += big * 1.4;
    const top = y;
    party(LEFT, top, c.labels.billTo, c.billTo);
    metaPairs(c).forEach(([k, v], i) => {
      P.text(380, top + i * lh, `${k}:`, L.bold, small);
      P.text(470, top + i * lh, v, L.regular, small);
    });
    y = top + lh * 5;
    P.text(LEFT, y, `${c.labels.terms}: ${c.terms}     ${c.labels.rep}: ${c.rep}`, L.regular, small);
    return y + lh * 2.2;
  }
  if (f.headerBlock === 'stacked') {
    // Accounting software: seller and title at the top left; bill-to, ship-to and the invoice details in a row.
    P.text(LEFT, y, s.name, L.bold, big - 2);
    y += big * 1.2;
    sellerLines(c).forEach((line) => {
      P.text(LEFT, y, line, L.regular, small);
      y += lh;
    });
    y += lh * 0.8;
    P.text(LEFT, y, c.labels.invoice.toUpperCase(), L.bold, big + 2);
    y += big * 1.9;
    const top = y;
    const end1 = party(LEFT, top, c.labels.billTo.toUpperCase(), c.billTo);
    const end2 = party(210, top, c.labels.shipTo.toUpperCase(), c.shipTo);
    const details: [string, string][] = [
      [c.labels.number, c.number],
      [c.labels.date, c.date],
      [c.labels.due, c.dueDate],
      [c.labels.terms, c.terms],
    ];
    if (c.po) details.push([c.labels.po, c.po]);
    details.forEach(([k, v], i) => {
      const label = k.toUpperCase();
      P.text(470 - 8 - L.width(label, L.bold, small), top + i * lh, label, L.bold, small);
      P.text(470, top + i * lh, v, L.regular, small);
    });
    y = Math.max(end1, end2, top + details.length * lh) + lh;
    P.line(LEFT, y, RIGHT, y, 0.6, 0.4);
    return y + lh * 1.5;
  }
  // classic and boxed: seller at the left, the invoice details at the right
  P.text(LEFT, y, s.name, L.bold, big);
  sellerLines(c).forEach((line, i) => {
    P.text(LEFT, y + big * 1.3 + i * lh, line, L.regular, small);
  });
  const boxX = 360;
  const title = c.labels.invoice.toUpperCase();
  const titleSize = Math.min(big, (big * (RIGHT - boxX)) / L.width(title, L.bold, big));
  P.text(boxX, y, title, L.bold, titleSize);
  let my = y + big * 1.5;
  const pairs = metaPairs(c);
  if (f.headerBlock === 'boxed')
    P.rect(boxX - 4, my - 3, RIGHT - boxX + 4, pairs.length * lh * 1.2 + 4, undefined, 0, false);
  pairs.forEach(([k, v], i) => {
    const yy = my + i * lh * 1.2;
    P.text(boxX, yy, k, L.bold, small);
    P.text(boxX + 100, yy, v, L.regular, small);
    if (f.headerBlock === 'boxed' && i > 0) P.line(boxX - 4, yy - 2.5, RIGHT, yy - 2.5, 0.4);
  });
  my += pairs.length * lh * 1.2;
  y = Math.max(y + big * 1.3 + sellerLines(c).length * lh, my) + lh * 1.2;
  const top = y;
  const end1 = party(LEFT, top, c.labels.billTo, c.billTo);
  const end2 = party(300, top, c.labels.shipTo, c.shipTo);
  if (f.headerBlock === 'boxed') {
    P.rect(LEFT - 4, top - 4, 250, end1 - top, undefined, 0, false);
    P.rect(296, top - 4, 250, end2 - top, undefined, 0, false);
  }
  y = Math.max(end1, end2) + lh * 0.5;
  // A strip of order details: labels above values.
  const strip: [string, string][] = [
    [c.labels.po, c.po || '-'],
    [c.labels.terms, c.terms],
    [c.labels.route, c.route],
    [c.labels.rep, c.rep],
    [c.labels.due, c.dueDate],
  ];
  const cw = (RIGHT - LEFT) / strip.length;
  strip.forEach(([k, v], i) => {
    P.text(LEFT + i * cw + 2, y, k, L.bold, small - 0.5);
    P.text(LEFT + i * cw + 2, y + lh, v, L.regular, small - 0.5);
  });
  if (f.headerBlock === 'boxed') P.rect(LEFT - 4, y - 3, RIGHT - LEFT + 8, lh * 2 + 4, undefined, 0, false);
  return y + lh * 3.2;
}

function drawContinuationHeader(L: Layout, P: Pages, c: InvoiceContent): number {
  const fr = L.f.lang === 'fr';
  P.text(LEFT, 36, L.f.seller.name, L.bold, 11);
  P.text(360, 36, `${fr ? 'Facture' : 'Invoice'} ${c.number} ${fr ? '(suite)' : '(continued)'}`, L.regular, 9);
  P.text(360, 48, `${c.labels.date}: ${c.date}`, L.regular, 9);
  return 72;
}

/** Lines the column headings take: one or two, and the row of dashes of a print-out. */
const headingRows = (f: Family) =>
  f.header === 'none' ? 0 : (f.header === 'two' ? 2 : 1) + (f.headerStyle === 'dashes' ? 1 : 0);

function drawColumnHeader(L: Layout, P: Pages, cols: Placed[], y: number): number {
  const f = L.f;
  if (f.header === 'none') return y;
  const n = headingRows(f);
  const h = n * L.lh + 4;
  const style = f.headerStyle;
  if (style === 'bar') P.rect(LEFT, y - 2, RIGHT - LEFT, h, 0.2);
  if (style === 'boxed') P.rect(LEFT, y - 2, RIGHT - LEFT, h, 0.85, 0);
  const font = style === 'underline' || style === 'dashes' ? L.regular : L.bold;
  for (const c of cols) {
    c.lines.forEach((text, i) => {
      P.text(align(L, c, text, font), y + i * L.lh, text, font, L.fs, style === 'bar' ? 1 : 0);
    });
    if (style === 'dashes') {
      const dashes = '-'.repeat(Math.max(1, Math.floor((c.w - L.fs * 0.9) / L.width('-'))));
      P.text(c.x + L.fs * 0.45, y + (n - 1) * L.lh, dashes, L.regular, L.fs);
    }
  }
  if (style === 'underline') P.line(LEFT, y + h - 1, RIGHT, y + h - 1, 0.8);
  verticals(L, P, cols, y - 2, y + h + 0.5, true);
  if (f.rules === 'grid') P.line(LEFT, y + h + 0.5, RIGHT, y + h + 0.5, 0.4, 0.3);
  return y + h + 2;
}

type TableFrame = { top: number; bottom: number };

/** Grid rules between columns over a band of the table; rows that span the table get the outer rules only. */
function verticals(L: Layout, P: Pages, cols: Placed[], top: number, bottom: number, inner: boolean) {
  if (L.f.rules !== 'grid') return;
  for (const c of inner ? cols : cols.slice(0, 1)) P.line(c.x, top, c.x, bottom, 0.4, 0.3);
  P.line(RIGHT, top, RIGHT, bottom, 0.4, 0.3);
}

function drawFrame(L: Layout, P: Pages, frame: TableFrame) {
  const r = L.f.rules;
  if (r === 'grid') {
    P.line(LEFT, frame.bottom, RIGHT, frame.bottom, 0.4, 0.3);
    P.line(LEFT, frame.top - 2, RIGHT, frame.top - 2, 0.4, 0.3);
  }
  if (r === 'box') P.rect(LEFT, frame.top - 2, RIGHT - LEFT, frame.bottom - frame.top + 2, undefined, 0, false);
}

function rowHeight(L: Layout, row: Row, descLines: Map<ItemRow, string[]>): number {
  if (row.kind === 'section') return L.lh * 1.5;
  if (row.kind === 'subtotal') return L.lh * 1.4;
  const f = L.f;
  const base = L.lh + 1;
  if (f.item === 'wrap') return base + (descLines.get(row)!.length - 1) * L.lh;
  if (f.item === 'descNext' || f.item === 'descAbove' || f.item === 'qtyAt') return base + L.lh;
  if (f.item === 'noteBelow') return base + L.lh * 0.95;
  return base;
}

function drawRow(
  L: Layout,
  P: Pages,
  cols: Placed[],
  row: Row,
  y: number,
  h: number,
  k: number,
  descLines: Map<ItemRow, string[]>,
) {
  const f = L.f;
  const amountCol = cols.find((c) => c.kind === 'amount') ?? cols[cols.length - 1];
  if (row.kind !== 'item') verticals(L, P, cols, y - 1.5, y + h - 1.5, false);
  if (row.kind === 'section') {
    if (f.headerStyle === 'bar' || f.headerStyle === 'boxed')
      P.rect(LEFT, y + L.lh * 0.25 - 1, RIGHT - LEFT, L.lh + 1, 0.9);
    P.text(LEFT + 3, y + L.lh * 0.25, row.title, L.bold, L.fs);
    return;
  }
  if (row.kind === 'subtotal') {
    const labelCol = cols.find((c) => c.kind === 'desc') ?? cols[Math.min(1, cols.length - 1)];
    P.text(labelCol.x + 3, y + L.lh * 0.2, row.label, L.bold, L.fs);
    P.text(align(L, amountCol, row.amount, L.bold), y + L.lh * 0.2, row.amount, L.bold, L.fs);
    P.line(amountCol.x + 4, y, amountCol.x + amountCol.w - 2, y, 0.4, 0.2);
    return;
  }
  if (f.rules === 'zebra' && k % 2 === 1) P.rect(LEFT, y - 1.5, RIGHT - LEFT, h, 0.9);
  if (f.rules === 'bands' && Math.floor(k / 3) % 2 === 0) P.rect(LEFT, y - 1.5, RIGHT - LEFT, h, GREEN_BAR);
  const numbersY = f.item === 'descAbove' ? y + L.lh : y;
  // Where the description has its own line, the column rules stop at the numbers.
  if (f.item === 'descAbove') {
    verticals(L, P, cols, y - 1.5, numbersY - 1.5, false);
    verticals(L, P, cols, numbersY - 1.5, y + h - 1.5, true);
  } else if (f.item === 'descNext' || f.item === 'qtyAt') {
    verticals(L, P, cols, y - 1.5, y + L.lh - 1.5, true);
    verticals(L, P, cols, y + L.lh - 1.5, y + h - 1.5, false);
  } else verticals(L, P, cols, y - 1.5, y + h - 1.5, true);
  const desc = descLines.get(row)!;
  for (const c of cols) {
    if (c.kind === 'desc') {
      desc.forEach((line, i) => {
        const s = f.leaders && i === desc.length - 1 ? leaders(L, line, c.w - L.fs * 0.9) : line;
        P.text(c.x + L.fs * 0.45, numbersY + i * L.lh, s, L.regular, L.fs);
      });
      continue;
    }
    const s = row.cells[c.kind] ?? '';
    P.text(align(L, c, s), numbersY, s, L.regular, L.fs);
  }
  if (f.item === 'descNext') P.text(LEFT + L.fs * 3, y + L.lh, desc[0], L.regular, L.fs);
  if (f.item === 'descAbove') P.text(LEFT + L.fs * 0.45, y, desc[0], L.regular, L.fs);
  if (f.item === 'qtyAt' && row.at) {
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 2;
    P.text(x, y + L.lh, row.at, L.regular, L.fs);
  }
  if (f.item === 'noteBelow' && row.note) {
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 1.2;
    P.text(x, y + L.lh * 0.95, row.note, L.regular, L.fs - 1, 0.35);
  }
  if (f.rules === 'rows' || f.rules === 'grid') P.line(LEFT, y + h - 1.5, RIGHT, y + h - 1.5, 0.3, 0.55);
}

/** A description followed by a dotted leader to the end of its column. */
function leaders(L: Layout, s: string, w: number): string {
  const n = Math.floor((w - L.width(`${s} `)) / L.width('.'));
  return n >= 3 ? `${s} ${'.'.repeat(n)}` : s;
}

/** The running total at the foot of a page (carried forward) or the top of the next (brought forward). */
function drawCarry(L: Layout, P: Pages, cols: Placed[], y: number, label: string, amount: number): number {
  const labelCol = cols.find((c) => c.kind === 'desc') ?? cols[Math.min(1, cols.length - 1)];
  const amountCol = cols.find((c) => c.kind === 'amount') ?? cols[cols.length - 1];
  const value = money(amount, L.f.money);
  P.text(labelCol.x + 3, y + L.lh * 0.2, label, L.bold, L.fs);
  P.text(align(L, amountCol, value, L.bold), y + L.lh * 0.2, value, L.bold, L.fs);
  return L.lh * 1.4;
}

function descriptions(L: Layout, cols: Placed[], items: ItemRow[]): Map<ItemRow, string[]> {
  const f = L.f;
  const out = new Map<ItemRow, string[]>();
  const desc = cols.find((c) => c.kind === 'desc');
  const width = desc ? desc.w - L.fs * 0.9 : RIGHT - LEFT - L.fs * 4;
  for (const it of items) {
    const lines = f.item === 'wrap' && desc ? L.wrap(it.desc, width) : [L.cut(it.desc, width)];
    out.set(it, lines);
    it.truth.name = lines.join(' ');
  }
  return out;
}

function drawTotals(L: Layout, P: Pages, c: InvoiceContent, cols: Placed[], y: number) {
  const f = L.f;
  const size = Math.max(8, Math.min(10, f.fontSize + 0.5));
  const lh = size * 1.45;
  const amountCol = cols.find((k) => k.kind === 'amount');
  const valueRight = amountCol ? amountCol.x + amountCol.w - L.fs * 0.45 : RIGHT - 4;
  const labelRight = f.totals === 'left' ? LEFT + 150 : valueRight - 90;
  const right = f.totals === 'left' ? LEFT + 240 : valueRight;
  const top = y + lh * 0.6;
  c.totals.forEach((t, i) => {
    const font = t.strong ? L.bold : L.regular;
    const sz = t.strong ? size + 1 : size;
    const yy = top + i * lh;
    if (f.totals === 'left') P.text(LEFT, yy, t.label, font, sz);
    else P.text(labelRight - L.width(t.label, font, sz), yy, t.label, font, sz);
    P.text(right - L.width(t.value, font, sz), yy, t.value, font, sz);
    if (t.strong) P.line(right - 80, yy - 2, right, yy - 2, 0.6);
  });
  const bottom = top + c.totals.length * lh;
  if (f.totals === 'boxed')
    P.rect(labelRight - 120, top - 4, right - labelRight + 126, bottom - top + 6, undefined, 0, false);
  const noteTop = f.totals === 'left' ? bottom + lh : top;
  const labelsLeft = Math.min(...c.totals.map((t) => labelRight - L.width(t.label, L.bold, size + 1)));
  const noteWidth =
    f.totals === 'left' ? RIGHT - LEFT : Math.min(270, labelsLeft - LEFT - 12 - (f.totals === 'boxed' ? 40 : 0));
  c.notes.forEach((n, i) => {
    P.text(LEFT, noteTop + i * lh, L.cut(n, noteWidth, L.regular, size - 1), L.regular, size - 1);
  });
  const fr = f.lang === 'fr';
  const sigY = Math.max(bottom, noteTop + c.notes.length * lh) + lh * 1.5;
  if (sigY < BOTTOM)
    P.text(
      LEFT,
      sigY,
      fr ? 'Reçu par : ______________________' : 'Received by: ______________________',
      L.regular,
      size - 1,
    );
}

function totalsHeight(L: Layout, c: InvoiceContent): number {
  const size = Math.max(8, Math.min(10, L.f.fontSize + 0.5));
  const lh = size * 1.45;
  const lines =
    L.f.totals === 'left' ? c.totals.length + c.notes.length + 1 : Math.max(c.totals.length, c.notes.length);
  return (lines + 2) * lh;
}

async function write(kit: Kit, pages: Page[]): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  kit.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => kit.on('end', () => resolve()));
  for (const page of pages) {
    kit.addPage({ size: 'LETTER', margin: 0 });
    for (const op of [...page.under, ...page.ops]) {
      if (op.t === 'text') {
        kit
          .font(op.font)
          .fontSize(op.size)
          .fillColor(gray(op.gray ?? 0))
          .text(op.s, op.x, op.y, { lineBreak: false });
      } else if (op.t === 'line') {
        kit.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.w).strokeColor(gray(op.gray)).stroke();
      } else if (op.fill !== undefined && op.stroke !== undefined) {
        kit.rect(op.x, op.y, op.w, op.h).lineWidth(0.6).fillAndStroke(gray(op.fill), gray(op.stroke));
      } else if (op.fill !== undefined) {
        kit.rect(op.x, op.y, op.w, op.h).fill(gray(op.fill));
      } else {
        kit
          .rect(op.x, op.y, op.w, op.h)
          .lineWidth(0.6)
          .strokeColor(gray(op.stroke ?? 0))
          .stroke();
      }
    }
  }
  kit.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export async function renderInvoice(c: InvoiceContent): Promise<RenderedPdf> {
  const f = c.family;
  const kit = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    info: {
      Title: `${f.lang === 'fr' ? 'Facture' : 'Invoice'} ${c.number}`,
      Author: f.seller.name,
      Producer: 'Invoice printing',
      Creator: 'Invoice printing',
      CreationDate: new Date(Date.UTC(2025, 0, 1)),
    },
  });
  const L = new Layout(f, kit);
  const items = c.rows.filter((r): r is ItemRow => r.kind === 'item');
  const cols = placeColumns(L, items);
  const descLines = descriptions(L, cols, items);
  const P = new Pages();
  let y = drawHeaderBlock(L, P, c);
  y = drawColumnHeader(L, P, cols, y);
  let frame: TableFrame = { top: y - (f.header === 'none' ? 0 : headingRows(f) * L.lh + 6), bottom: y };
  let running = 0;
  const pageBreak = () => {
    if (f.carry) y += drawCarry(L, P, cols, y, c.labels.carried, running);
    frame.bottom = y;
    drawFrame(L, P, frame);
    P.add();
    y = drawContinuationHeader(L, P, c);
    const headerTop = y;
    if (f.repeatHeader) y = drawColumnHeader(L, P, cols, y);
    if (f.carry) y += drawCarry(L, P, cols, y, c.labels.brought, running);
    frame = { top: headerTop, bottom: y };
  };
  // Room kept at the foot of a page for the carried-forward line.
  const bottom = BOTTOM - (f.carry ? L.lh * 1.4 : 0);
  let k = 0;
  c.rows.forEach((row, i) => {
    const h = rowHeight(L, row, descLines);
    const next = c.rows[i + 1];
    const keepWith = row.kind === 'section' && next ? rowHeight(L, next, descLines) : 0;
    if (y + h + keepWith > bottom) pageBreak();
    drawRow(L, P, cols, row, y, h, k, descLines);
    if (row.kind === 'item') {
      k++;
      running = Math.round((running + row.truth.amount) * 100) / 100;
    }
    y += h;
  });
  frame.bottom = y;
  drawFrame(L, P, frame);
  if (y + totalsHeight(L, c) > BOTTOM) {
    P.add();
    y = drawContinuationHeader(L, P, c);
  }
  drawTotals(L, P, c, cols, y);
  // Footers need the page count.
  const n = P.list.length;
  const fr = f.lang === 'fr';
  P.list.forEach((page, i) => {
    const label = c.labels.page(i + 1, n);
    page.ops.push({
      t: 'text',
      x: RIGHT - L.width(label, L.regular, 8),
      y: PAGE_H - 36,
      s: label,
      font: L.regular,
      size: 8,
    });
    if (f.continued && i < n - 1) {
      const s = c.labels.continued;
      page.ops.push({ t: 'text', x: (PAGE_W - L.width(s, L.bold, 9)) / 2, y: PAGE_H - 48, s, font: L.bold, size: 9 });
    }
    if (!fr && i === 0 && f.headerBlock !== 'compact') {
      const remit = `Remit to: ${f.seller.name}, ${f.seller.street}, ${cityRegion(f.seller)} ${f.seller.postal}`;
      page.ops.push({ t: 'text', x: LEFT, y: PAGE_H - 36, s: remit, font: L.regular, size: 7, gray: 0.3 });
    }
  });
  const bytes = await write(kit, P.list);
  return { bytes, truth: items.map((it) => it.truth), pages: n };
}
