/**
 * The drawing kit of the invoice renderer: a page's drawing operations, the layout's fonts and text measurement,
 * and writing the operations as a PDF (pdfkit, standard 14 fonts).
 */
import type PDFDocument from 'pdfkit';
import type { Family } from './family.js';
import { Random, seedOf } from './random.js';

export type Op =
  | { t: 'text'; x: number; y: number; s: string; font: string; size: number; gray?: number | string; turn?: number }
  | { t: 'line'; x1: number; y1: number; x2: number; y2: number; w: number; gray: number; dash?: number }
  | { t: 'rect'; x: number; y: number; w: number; h: number; fill?: number | string; stroke?: number };

export type Page = { under: Op[]; ops: Op[] };

export const PAGE_W = 612;
export const PAGE_H = 792;
export const LEFT = 36;
export const RIGHT = PAGE_W - 36;
export const BOTTOM = PAGE_H - 56;

export const BOLD: Record<Family['font'], string> = {
  Helvetica: 'Helvetica-Bold',
  'Times-Roman': 'Times-Bold',
  Courier: 'Courier-Bold',
};

/** A PDF document under construction, used for text measurement too. */
export type Kit = InstanceType<typeof PDFDocument>;

export class Layout {
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

export const gray = (g: number | string) => {
  if (typeof g === 'string') return g;
  const v = Math.round(g * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
};

export class Pages {
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

  line(x1: number, y1: number, x2: number, y2: number, w = 0.5, g = 0, dash?: number) {
    this.page.ops.push(
      dash ? { t: 'line', x1, y1, x2, y2, w, gray: g, dash } : { t: 'line', x1, y1, x2, y2, w, gray: g },
    );
  }

  rect(x: number, y: number, w: number, h: number, fill?: number | string, stroke?: number, under = true) {
    (under ? this.page.under : this.page.ops).push({ t: 'rect', x, y, w, h, fill, stroke });
  }
}

export async function write(kit: Kit, pages: Page[]): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  kit.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => kit.on('end', () => resolve()));
  for (const page of pages) {
    kit.addPage({ size: 'LETTER', margin: 0 });
    for (const op of [...page.under, ...page.ops]) {
      if (op.t === 'text' && op.turn) {
        kit.save().rotate(op.turn, { origin: [op.x, op.y] });
        kit
          .font(op.font)
          .fontSize(op.size)
          .fillColor(gray(op.gray ?? 0))
          .text(op.s, op.x, op.y, { lineBreak: false });
        kit.restore();
      } else if (op.t === 'text') {
        kit
          .font(op.font)
          .fontSize(op.size)
          .fillColor(gray(op.gray ?? 0))
          .text(op.s, op.x, op.y, { lineBreak: false });
      } else if (op.t === 'line' && op.dash) {
        kit
          .moveTo(op.x1, op.y1)
          .lineTo(op.x2, op.y2)
          .lineWidth(op.w)
          .dash(op.dash, { space: op.dash * 1.5 });
        kit.strokeColor(gray(op.gray)).stroke().undash();
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
