/**
 * Lays an invoice out on US Letter pages and writes it as a PDF with a real text layer (pdfkit, standard 14 fonts).
 * Layout is done first into drawing operations per page (so "Page 1 of N" is known), then written. Descriptions cut
 * or wrapped to their column are recorded into the ground truth exactly as printed.
 */
import PDFDocument from 'pdfkit';
import { type Column, type ColumnKind, cityRegion, type Family } from './family.js';
import { money } from './format.js';
import type { InvoiceContent, ItemRow, Row, TruthItem } from './generate.js';
import { drawContinuationHeader, drawHeaderBlock } from './render-header.js';
import { BOTTOM, Layout, LEFT, PAGE_H, PAGE_W, Pages, RIGHT, write } from './render-kit.js';

export type RenderedPdf = { bytes: Uint8Array; truth: TruthItem[]; pages: number };

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
  'net',
];
const CENTERED: ColumnKind[] = ['unit', 'tax', 'pack', 'split', 'origin', 'date', 'taxrate', 'lot'];
/** Pale green of green-bar continuous form paper. */
const GREEN_BAR = '#e2f0dc';

type Placed = Column & { x: number; w: number; lines: string[] };

function headerLines(c: Column, mode: Family['header']): string[] {
  if (mode === 'two') {
    const parts = c.header.split('|').map((s) => s.trim());
    return parts.length === 1 ? ['', parts[0]] : parts.slice(0, 2);
  }
  return [c.header.replace(/\|/g, ' ').replace(/\s+/g, ' ').replace('/ ', '/')];
}

const inGrid = (f: Family) =>
  f.columns.filter(
    (c) =>
      !(c.kind === 'desc' && (f.item === 'descNext' || f.item === 'descAbove')) &&
      !(c.kind === 'code' && f.item === 'codeAbove'),
  );

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
  shade(L, P, cols, y - 2, h + 2.5, 0.78);
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
  if (style === 'double') {
    for (const yy of [y - 4, y - 2.2, y + h - 2, y + h - 0.2]) P.line(LEFT, yy, RIGHT, yy, 0.5);
  }
  verticals(L, P, cols, y - 2, y + h + 0.5, true);
  if (f.rules === 'grid' || f.rules === 'columns') P.line(LEFT, y + h + 0.5, RIGHT, y + h + 0.5, 0.4, 0.3);
  return y + h + 2;
}

type TableFrame = { top: number; bottom: number };

/** The shaded amount column over a band of the table. */
function shade(L: Layout, P: Pages, cols: Placed[], top: number, h: number, g = 0.88) {
  const c = cols.find((k) => k.kind === 'amount');
  if (L.f.shadeAmount && c) P.rect(c.x, top, c.w, h, g);
}

/** Grid rules between columns over a band of the table; rows that span the table get the outer rules only. */
function verticals(L: Layout, P: Pages, cols: Placed[], top: number, bottom: number, inner: boolean) {
  if (L.f.rules !== 'grid' && L.f.rules !== 'columns') return;
  for (const c of inner ? cols : cols.slice(0, 1)) P.line(c.x, top, c.x, bottom, 0.4, 0.3);
  P.line(RIGHT, top, RIGHT, bottom, 0.4, 0.3);
}

function drawFrame(L: Layout, P: Pages, frame: TableFrame) {
  const r = L.f.rules;
  if (r === 'grid' || r === 'columns') {
    P.line(LEFT, frame.bottom, RIGHT, frame.bottom, 0.4, 0.3);
    P.line(LEFT, frame.top - 2, RIGHT, frame.top - 2, 0.4, 0.3);
  }
  if (r === 'box') P.rect(LEFT, frame.top - 2, RIGHT - LEFT, frame.bottom - frame.top + 2, undefined, 0, false);
}

/** The lines under an item that are not billed (piece weights, a substitution). */
const belowHeight = (L: Layout, row: ItemRow) => row.below.length * L.lh * 0.95;

function rowHeight(L: Layout, row: Row, descLines: Map<ItemRow, string[]>): number {
  if (row.kind === 'section') return L.lh * 1.5;
  if (row.kind === 'subtotal') return L.lh * 1.4;
  const f = L.f;
  const base = L.lh + 1 + (row.discLine ? L.lh : 0) + belowHeight(L, row);
  if (f.item === 'wrap') return base + (descLines.get(row)!.length - 1) * L.lh;
  if (f.item === 'descNext' || f.item === 'descAbove' || f.item === 'qtyAt' || f.item === 'codeAbove')
    return base + L.lh;
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
  shade(L, P, cols, y - 1.5, h);
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
  const numbersY = f.item === 'descAbove' || f.item === 'codeAbove' ? y + L.lh : y;
  // Where the description or the code has its own line, the column rules stop at the numbers.
  if (f.item === 'descAbove' || f.item === 'codeAbove') {
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
  if (f.item === 'codeAbove') P.text(LEFT + L.fs * 0.45, y, row.cells.code ?? '', L.bold, L.fs - 0.5);
  if (row.below.length) {
    // Under the item's own lines, above a discount line: the piece weights, the item substituted.
    const top = y + h - 1 - (row.discLine ? L.lh : 0) - belowHeight(L, row);
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 1.2;
    row.below.forEach((s, i) => {
      P.text(x, top + i * L.lh * 0.95, s, L.regular, L.fs - 0.5, 0.15);
    });
  }
  if (row.discLine) {
    // Under the item: the discount's label below the description, its amount in the amount column.
    const yy = y + h - 1 - L.lh;
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 1.2;
    P.text(x, yy, row.discLine.label, L.regular, L.fs);
    P.text(align(L, amountCol, row.discLine.amount), yy, row.discLine.amount, L.regular, L.fs);
  }
  if (f.item === 'qtyAt' && row.at) {
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 2;
    P.text(x, y + L.lh, row.at, L.regular, L.fs);
  }
  if (f.item === 'noteBelow' && row.note) {
    const x = (cols.find((c) => c.kind === 'desc') ?? cols[0]).x + L.fs * 1.2;
    P.text(x, y + L.lh * 0.95, row.note, L.regular, L.fs - 1, 0.35);
  }
  if (f.rules === 'rows' || f.rules === 'grid') P.line(LEFT, y + h - 1.5, RIGHT, y + h - 1.5, 0.3, 0.55);
  if (f.rules === 'dotted') P.line(LEFT, y + h - 1.5, RIGHT, y + h - 1.5, 0.5, 0.45, 0.8);
}

/**
 * A faint, fax-like print: black and grey turned to a paler grey (coloured marks stay), and the line the sending fax
 * machine prints across the top of each page.
 */
function fax(L: Layout, P: Pages, c: InvoiceContent) {
  const pale = (g: number) => 0.42 + g * 0.5;
  const n = P.list.length;
  P.list.forEach((page, i) => {
    for (const op of [...page.under, ...page.ops]) {
      if (op.t === 'text' && typeof op.gray !== 'string') op.gray = pale(op.gray ?? 0);
      if (op.t === 'line') op.gray = pale(op.gray);
      if (op.t === 'rect' && typeof op.stroke === 'number') op.stroke = pale(op.stroke);
      if (op.t === 'rect' && typeof op.fill === 'number') op.fill = Math.max(op.fill, pale(op.fill));
    }
    const s = `${c.date}  FROM: ${L.f.seller.phone}  ${L.f.seller.name.toUpperCase()}  P.${String(i + 1).padStart(3, '0')}/${String(n).padStart(3, '0')}`;
    page.ops.push({ t: 'text', x: LEFT, y: 12, s, font: 'Courier', size: 7, gray: pale(0) });
  });
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
    if (f.ellipsis && f.item !== 'wrap' && L.width(it.desc) > width) {
      // Cut with an ellipsis: the name is what is printed before it.
      const cut = L.cut(it.desc, width - L.width('...'));
      out.set(it, [`${cut}...`]);
      it.truth.name = cut;
      continue;
    }
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
  const amountFirst = f.totals === 'amountFirst';
  // Amount first: the amounts end where the labels would, and the labels follow them.
  const labelRight = f.totals === 'left' ? LEFT + 150 : amountFirst ? valueRight - 110 : valueRight - 90;
  const right = f.totals === 'left' ? LEFT + 240 : amountFirst ? valueRight - 110 : valueRight;
  const top = y + lh * 0.6;
  c.totals.forEach((t, i) => {
    const font = t.strong ? L.bold : L.regular;
    const sz = t.strong ? size + 1 : size;
    const yy = top + i * lh;
    if (f.totals === 'left') P.text(LEFT, yy, t.label, font, sz);
    else if (amountFirst) P.text(right + 12, yy, t.label, font, sz);
    else P.text(labelRight - L.width(t.label, font, sz), yy, t.label, font, sz);
    P.text(right - L.width(t.value, font, sz), yy, t.value, font, sz);
    if (t.strong) P.line(right - 80, yy - 2, right, yy - 2, 0.6);
  });
  const bottom = top + c.totals.length * lh;
  if (f.totals === 'boxed')
    P.rect(labelRight - 120, top - 4, right - labelRight + 126, bottom - top + 6, undefined, 0, false);
  const noteTop = f.totals === 'left' ? bottom + lh : top;
  const labelsLeft = amountFirst
    ? Math.min(...c.totals.map((t) => right - L.width(t.value, L.bold, size + 1)))
    : Math.min(...c.totals.map((t) => labelRight - L.width(t.label, L.bold, size + 1)));
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
  // Where the items of the first page end (for a stamp across them).
  let firstPageEnd: number | null = null;
  const tableTop = y;
  const pageBreak = () => {
    firstPageEnd ??= y;
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
  if (f.stamp) {
    // Across the items of the first page, rising to the right, in a stamp pad's red.
    const size = 54;
    const w = L.width(f.stamp, L.bold, size);
    const middle = (tableTop + (firstPageEnd ?? y)) / 2;
    P.list[0].under.push({
      t: 'text',
      x: PAGE_W / 2 - (w / 2) * Math.cos(Math.PI / 9),
      y: middle - size * 0.4 + (w / 2) * Math.sin(Math.PI / 9),
      s: f.stamp,
      font: L.bold,
      size,
      gray: '#e3a3a3',
      turn: -20,
    });
  }
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
  if (f.faint) fax(L, P, c);
  const bytes = await write(kit, P.list);
  return { bytes, truth: items.map((it) => it.truth), pages: n };
}
