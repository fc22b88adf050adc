/**
 * A scanned rendition of a generated invoice: each page rendered to pixels (pdfjs-dist on @napi-rs/canvas), then
 * treated like a flatbed scan or a careful phone shot — a slight rotation (at most 2°), a little blur, a paper tint,
 * uneven lighting, sensor noise — and compressed as JPEG (quality 60–85) at about 200 dpi. One page gives a JPEG,
 * several pages an image-only PDF. Every choice comes from the seed, so the same seed gives the same bytes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { Random } from './random.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** How the scan was made, for looking into a score. */
export type ScanSettings = { kind: 'flatbed' | 'phone'; dpi: number; angle: number; blur: number; quality: number };

export type Scan = { bytes: Uint8Array; fileName: string; pages: number; type: 'jpeg' | 'pdf'; settings: ScanSettings };

/** The pages of a PDF as canvases at `dpi` (white background). */
export async function renderPages(pdf: Uint8Array, dpi: number): Promise<Canvas[]> {
  const task = getDocument({
    data: pdf.slice(),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
    isOffscreenCanvasSupported: false,
  });
  const doc = await task.promise;
  try {
    const out: Canvas[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = 'white';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: ctx as never, viewport, canvas: canvas as never }).promise;
      out.push(canvas);
      page.cleanup();
    }
    return out;
  } finally {
    await task.destroy();
  }
}

type Look = {
  phone: boolean;
  angle: number;
  blur: number;
  quality: number;
  noise: number;
  tint: [number, number, number];
  /** Lighting: brightness falls off linearly along x and y and towards the corners. */
  lightX: number;
  lightY: number;
  vignette: number;
  /** What shows around a rotated page: the scanner lid or a table. */
  surround: string;
};

function look(r: Random): Look {
  const phone = r.chance(0.4);
  const sign = r.chance(0.5) ? 1 : -1;
  return {
    phone,
    // A flatbed scan sits nearly straight; a careful phone shot is off by up to 2°.
    angle: sign * (phone ? r.float(0.3, 2) : r.float(0.05, 0.8)),
    blur: r.float(0.3, phone ? 1.0 : 0.7),
    quality: r.int(60, 85),
    noise: r.float(4, phone ? 12 : 8),
    tint: phone
      ? [r.float(0.93, 0.98), r.float(0.9, 0.95), r.float(0.82, 0.9)]
      : [r.float(0.96, 1), r.float(0.96, 1), r.float(0.94, 0.99)],
    lightX: r.float(-0.12, 0.12) * (phone ? 1.5 : 1),
    lightY: r.float(-0.1, 0.1) * (phone ? 1.5 : 1),
    vignette: phone ? r.float(0.08, 0.2) : r.float(0, 0.05),
    surround: phone ? '#5a5048' : '#d8d8d8',
  };
}

/** Gaussian-like noise values from the seed, looked up by a hash of the pixel index (fast and deterministic). */
function noiseTable(r: Random, amplitude: number): Float32Array {
  const t = new Float32Array(1 << 16);
  for (let i = 0; i < t.length; i++) t[i] = r.gauss() * amplitude;
  return t;
}

function degrade(page: Canvas, lk: Look, r: Random): Canvas {
  const { width: w, height: h } = page;
  const out = createCanvas(w, h);
  const ctx = out.getContext('2d');
  ctx.fillStyle = lk.surround;
  ctx.fillRect(0, 0, w, h);
  ctx.filter = `blur(${lk.blur.toFixed(2)}px)`;
  ctx.translate(w / 2, h / 2);
  ctx.rotate((lk.angle * Math.PI) / 180);
  const shrink = 0.97;
  ctx.drawImage(page, (-w * shrink) / 2, (-h * shrink) / 2, w * shrink, h * shrink);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  const table = noiseTable(r, lk.noise);
  const offset = r.int(0, 0xffff);
  const cx = w / 2;
  const cy = h / 2;
  const maxR2 = cx * cx + cy * cy;
  for (let y = 0; y < h; y++) {
    const ly = 1 + lk.lightY * (y / h - 0.5) * 2;
    for (let x = 0; x < w; x++) {
      const dx = x - cx;
      const dy = y - cy;
      const light = ly * (1 + lk.lightX * (x / w - 0.5) * 2) * (1 - lk.vignette * ((dx * dx + dy * dy) / maxR2));
      const i = y * w + x;
      const n = table[((Math.imul(i, 0x9e3779b1) >>> 16) + offset) & 0xffff];
      const p = i * 4;
      d[p] = d[p] * lk.tint[0] * light + n;
      d[p + 1] = d[p + 1] * lk.tint[1] * light + n;
      d[p + 2] = d[p + 2] * lk.tint[2] * light + n;
    }
  }
  ctx.putImageData(img, 0, 0);
  return out;
}

export async function imagePdf(jpegs: Buffer[], widthPt: number, heightPt: number): Promise<Uint8Array> {
  const kit = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Producer: 'Scanner', Creator: 'Scanner', CreationDate: new Date(Date.UTC(2025, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  kit.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => kit.on('end', () => resolve()));
  for (const jpeg of jpegs) {
    kit.addPage({ size: [widthPt, heightPt], margin: 0 });
    kit.image(jpeg, 0, 0, { width: widthPt, height: heightPt });
  }
  kit.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A scan of `pdf`; the same `seed` gives the same bytes. */
export async function scanPdf(pdf: Uint8Array, seed: number, baseName: string): Promise<Scan> {
  const r = new Random(seed);
  const dpi = r.int(190, 210);
  const lk = look(r);
  const pages = await renderPages(pdf, dpi);
  const jpegs: Buffer[] = [];
  for (const page of pages) {
    const scanned = degrade(page, lk, r);
    jpegs.push(scanned.encodeSync('jpeg', lk.quality));
  }
  const settings: ScanSettings = {
    kind: lk.phone ? 'phone' : 'flatbed',
    dpi,
    angle: Math.round(lk.angle * 100) / 100,
    blur: Math.round(lk.blur * 100) / 100,
    quality: lk.quality,
  };
  if (jpegs.length === 1) {
    return { bytes: new Uint8Array(jpegs[0]), fileName: `${baseName}.jpg`, pages: 1, type: 'jpeg', settings };
  }
  const bytes = await imagePdf(jpegs, 612, 792);
  return { bytes, fileName: `${baseName}.pdf`, pages: jpegs.length, type: 'pdf', settings };
}
