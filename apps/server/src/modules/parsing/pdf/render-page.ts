/**
 * Rasterising a whole PDF page, for pages whose text cannot be read from the text layer or from one embedded image
 * (text drawn as outlines, scans cut into strips). It needs a canvas implementation; pdfjs-dist installs
 * @napi-rs/canvas as an optional dependency. Where it is missing, this returns null and such pages stay unread.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type Gray, toGray } from '../ocr/raster.js';

type Canvas2D = { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
type CanvasLike = {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Canvas2D & { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
};
type CanvasModule = { createCanvas(width: number, height: number): CanvasLike };

let canvasModule: Promise<CanvasModule | null> | null = null;

function loadCanvas(): Promise<CanvasModule | null> {
  const name = '@napi-rs/canvas';
  canvasModule ??= import(name).then(
    (m: unknown) => {
      const mod = (m as { default?: CanvasModule }).default ?? (m as CanvasModule);
      return typeof mod.createCanvas === 'function' ? mod : null;
    },
    () => null,
  );
  return canvasModule;
}

export async function canRender(): Promise<boolean> {
  return (await loadCanvas()) !== null;
}

/** The page as a grayscale image at `dpi`, or null when no canvas is available or the image would be too large. */
export async function renderPage(page: PDFPageProxy, dpi: number, maxPixels: number): Promise<Gray | null> {
  let scale = dpi / 72;
  const size = page.getViewport({ scale });
  if (size.width * size.height > maxPixels) scale *= Math.sqrt(maxPixels / (size.width * size.height));
  const rgba = await renderPageRgba(page, scale);
  return rgba ? toGray(rgba.width, rgba.height, rgba.data, 'rgba') : null;
}

export type Rgba = { width: number; height: number; data: Uint8ClampedArray };

/** The page in colour on white at `scale` (1 is 72 dpi), or null when no canvas is available or rendering fails. */
export async function renderPageRgba(page: PDFPageProxy, scale: number): Promise<Rgba | null> {
  const mod = await loadCanvas();
  if (!mod) return null;
  const viewport = page.getViewport({ scale });
  // Floating point noise (1999.9999…) is not a pixel short.
  const width = Math.floor(viewport.width + 1e-6);
  const height = Math.floor(viewport.height + 1e-6);
  const canvas = mod.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, width, height);
  try {
    await page.render({ canvasContext: ctx as never, viewport, canvas: canvas as never }).promise;
  } catch {
    return null;
  }
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}
