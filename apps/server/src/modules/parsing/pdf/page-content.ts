/** The text layer of a PDF page as positioned words, and the scanned image when the page is a scan. */
import { OPS, type PDFDocumentProxy, type PDFPageProxy, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ParseError } from '../errors.js';
import { splitRun } from '../layout/words.js';
import { type Gray, rotate, toGray } from '../ocr/raster.js';
import type { Word } from '../types.js';
import { renderPage } from './render-page.js';

/** `scanDpi` is the resolution of `scan` relative to the page, for the OCR engine. */
export type PageContent = { words: Word[]; width: number; height: number; scan: Gray | null; scanDpi: number };

type Matrix = number[];
type Placement = { id: string; width: number; height: number; ctm: Matrix };
type TextItemLike = { str: string; transform: number[]; width: number };

const isTextItem = (i: unknown): i is TextItemLike =>
  typeof i === 'object' && i !== null && typeof (i as TextItemLike).str === 'string';

function textWords(items: unknown[], viewportTransform: Matrix): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    if (!isTextItem(item) || !item.str.trim()) continue;
    const m = Util.transform(viewportTransform, item.transform) as number[];
    // Only horizontal left-to-right text takes part in table reading.
    if (Math.abs(m[1]) > 0.2 * Math.abs(m[0]) || m[0] <= 0) continue;
    const size = Math.hypot(m[2], m[3]) || Math.abs(m[0]) || 10;
    const scaleX = Math.hypot(viewportTransform[0], viewportTransform[1]);
    const width = item.width * scaleX || size * 0.5 * item.str.length;
    words.push(...splitRun(item.str, m[4], m[4] + width, m[5] - 0.8 * size, m[5] + 0.2 * size));
  }
  return words;
}

type OpScan = { visibleGlyphs: number; invisibleGlyphs: number; glyphs: number; paths: number; images: Placement[] };

function scanOperators(fnArray: number[], argsArray: unknown[][], viewportTransform: Matrix): OpScan {
  let ctm: Matrix = viewportTransform;
  let mode = 0;
  const stack: { ctm: Matrix; mode: number }[] = [];
  const result: OpScan = { visibleGlyphs: 0, invisibleGlyphs: 0, glyphs: 0, paths: 0, images: [] };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] ?? [];
    if (fn === OPS.save) stack.push({ ctm, mode });
    else if (fn === OPS.restore) ({ ctm, mode } = stack.pop() ?? { ctm, mode });
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as number[]) as number[];
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push({ ctm, mode });
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = Util.transform(ctm, args[0] as number[]) as number[];
    } else if (fn === OPS.paintFormXObjectEnd) ({ ctm, mode } = stack.pop() ?? { ctm, mode });
    else if (fn === OPS.setTextRenderingMode) mode = Number(args[0]) || 0;
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const glyphs = Array.isArray(args[0]) ? args[0] : [];
      result.glyphs += glyphs.filter((g) => typeof g === 'object' && g !== null).length;
      const n = glyphs.filter(
        (g) => typeof g === 'object' && g !== null && String((g as { unicode?: string }).unicode ?? '').trim(),
      ).length;
      if (mode === 3 || mode === 7) result.invisibleGlyphs += n;
      else result.visibleGlyphs += n;
    } else if (fn === OPS.constructPath) {
      result.paths++;
    } else if (fn === OPS.paintImageXObject && typeof args[0] === 'string') {
      result.images.push({ id: args[0], width: Number(args[1]) || 0, height: Number(args[2]) || 0, ctm });
    }
  }
  return result;
}

/** Area of the image on the page (viewport units) and how many quarter turns bring it upright. */
function placement(p: Placement): { area: number; turns: number } {
  const [a, b, c, d] = p.ctm;
  const area = Math.abs(a * d - b * c);
  // Image row direction is the unit x axis: (a, b) in viewport space.
  const turns = Math.abs(a) >= Math.abs(b) ? (a >= 0 ? 0 : 2) : b >= 0 ? 1 : 3;
  return { area, turns };
}

type ImageObject = { width?: number; height?: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };

async function imageData(page: PDFPageProxy, id: string): Promise<ImageObject | null> {
  const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    try {
      objs.get(id, (data: unknown) => {
        clearTimeout(timer);
        resolve((data as ImageObject) ?? null);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

const KINDS = { 1: 'gray1', 2: 'rgb', 3: 'rgba' } as const;
const RENDER_DPI = 200;

/** Characters that are letters, digits, punctuation or symbols (not private-use or replacement glyphs). */
function readableChars(words: Word[]): number {
  const text = words.map((w) => w.text).join('');
  return text.match(/[\p{L}\p{N}\p{P}\p{S}]/gu)?.filter((c) => !/[\uE000-\uF8FF\uFFFD]/.test(c)).length ?? 0;
}

export async function readPage(doc: PDFDocumentProxy, pageNumber: number, maxPixels: number): Promise<PageContent> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const vt = viewport.transform as number[];
    const content = await page.getTextContent();
    const words = textWords(content.items, vt);
    const ops = await page.getOperatorList();
    const scanInfo = scanOperators(ops.fnArray, ops.argsArray as unknown[][], vt);
    const pageArea = viewport.width * viewport.height;
    let scan: Gray | null = null;
    let scanDpi = 0;
    const placed = scanInfo.images.map((p) => ({ p, ...placement(p) })).sort((x, y) => y.area - x.area);
    const biggest = placed[0];
    const coverage = biggest ? Math.min(1, biggest.area / pageArea) : 0;
    const allImages = Math.min(1, placed.reduce((sum, x) => sum + x.area, 0) / pageArea);
    const fewVisible = scanInfo.visibleGlyphs < 30;
    if (biggest && ((coverage >= 0.45 && fewVisible) || (words.length === 0 && coverage >= 0.15))) {
      if (biggest.p.width * biggest.p.height > maxPixels) {
        throw new ParseError(
          `Page ${pageNumber} holds an image larger than ${Math.round(maxPixels / 1e6)} million pixels, too large to read.`,
        );
      }
      const img = await imageData(page, biggest.p.id);
      if (img?.data && img.width && img.height && img.kind && img.kind in KINDS) {
        const gray = toGray(img.width, img.height, img.data, KINDS[img.kind as 1 | 2 | 3]);
        scan = rotate(gray, biggest.turns);
        scanDpi = (Math.max(scan.width, scan.height) / Math.max(viewport.width, viewport.height)) * 72;
      }
    }
    // Text that cannot be read: glyphs without characters, outlines, or a scan in several pieces.
    const unreadable = scanInfo.glyphs >= 50 && readableChars(words) < 0.5 * scanInfo.glyphs;
    const noText = words.length === 0 || unreadable;
    if (!scan && noText && (allImages >= 0.3 || scanInfo.paths >= 50 || scanInfo.glyphs >= 50)) {
      scan = await renderPage(page, RENDER_DPI, maxPixels);
      scanDpi = scan ? (scan.width / viewport.width) * 72 : 0;
    }
    return { words: scan ? [] : words, width: viewport.width, height: viewport.height, scan, scanDpi };
  } finally {
    page.cleanup();
  }
}
