/**
 * The invoice header the renderer draws: the seller's block, the invoice details and the parties on the first
 * page, and the short header of the pages after it.
 */
import { cityRegion } from './family.js';
import type { InvoiceContent } from './generate.js';
import { type Layout, LEFT, PAGE_W, type Pages, RIGHT } from './render-kit.js';

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
export function drawHeaderBlock(L: Layout, P: Pages, c: InvoiceContent): number {
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
  if (f.headerBlock === 'banner') {
    // A dark band across the top: the seller's name at the left and the title at the right, in white.
    P.rect(LEFT - 6, y - 8, RIGHT - LEFT + 12, big * 2.1, 0.18);
    P.text(LEFT, y, s.name, L.bold, big, 1);
    const title = c.labels.invoice.toUpperCase();
    P.text(RIGHT - L.width(title, L.bold, big - 2), y + 1, title, L.bold, big - 2, 1);
    y += big * 2.1;
    const address = [s.street, `${cityRegion(s)} ${s.postal}`, `${c.labels.phone} ${s.phone}`, s.taxId]
      .filter(Boolean)
      .join('  |  ');
    P.text(LEFT, y, address, L.regular, small, 0.25);
    y += lh * 2;
    // The invoice details in a row, labels above values, between rules.
    const row: [string, string][] = [...metaPairs(c), [c.labels.terms, c.terms], [c.labels.due, c.dueDate]];
    const cw = (RIGHT - LEFT) / row.length;
    P.line(LEFT, y - 3, RIGHT, y - 3, 0.6, 0.3);
    row.forEach(([k, v], i) => {
      P.text(LEFT + i * cw, y, k.toUpperCase(), L.bold, small - 1);
      P.text(LEFT + i * cw, y + lh, v, L.regular, small);
    });
    y += lh * 2.2;
    P.line(LEFT, y, RIGHT, y, 0.6, 0.3);
    y += lh;
    const end1 = party(LEFT, y, c.labels.billTo, c.billTo);
    const end2 = party(300, y, c.labels.shipTo, c.shipTo);
    return Math.max(end1, end2) + lh;
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

export function drawContinuationHeader(L: Layout, P: Pages, c: InvoiceContent): number {
  const fr = L.f.lang === 'fr';
  P.text(LEFT, 36, L.f.seller.name, L.bold, 11);
  P.text(360, 36, `${fr ? 'Facture' : 'Invoice'} ${c.number} ${fr ? '(suite)' : '(continued)'}`, L.regular, 9);
  P.text(360, 48, `${c.labels.date}: ${c.date}`, L.regular, 9);
  return 72;
}
