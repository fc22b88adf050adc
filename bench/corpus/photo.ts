/**
 * A phone photo of a generated invoice, as a restaurant owner takes it on the counter: the page smaller than the
 * frame on a steel counter, a wooden or a dark table; seen in perspective (the page plane tilted up to 15° from the
 * camera's, a true homography, and turned up to 5°); unevenly lit with a soft shadow band across it and a shadow of
 * the page on the surface; crumpled (creases, faceted shading, lines that wave); a little out of focus or moved;
 * saved as JPEG (quality 40–70) at a phone's resolution. All resolutions stay within the parser's 40-megapixel limit.
 *
 * How the page was printed follows the family: a till receipt (`qtyAt` items) is a thermal slip — cut to the
 * print's width, torn ends, faded grey print, a dead heating element or two; a monospaced (Courier) print-out is
 * dot-matrix — glyphs of ribbon dots on continuous form paper with tractor-feed holes; anything else is a laser
 * print. One page gives a JPEG, several pages an image-only PDF of the photos. Every choice comes from the seed, so
 * the same seed gives the same bytes.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { Family } from './family.js';
import { type Box, inkBox, type Paper, type PrintStyle, paperOf, printing, printStyle } from './photo-print.js';
import { Crumple, noiseTable, type Surface, type SurfaceKind, surface } from './photo-surface.js';
import { Random } from './random.js';
import { imagePdf, renderPages } from './scan.js';

export { type PrintStyle, printStyle };

/** How the photo was taken, for looking into a score (of the first page when there are several). */
export type PhotoSettings = {
  print: PrintStyle;
  surface: SurfaceKind;
  width: number;
  height: number;
  /** Pixels per inch of paper at the page's nearest edge. */
  dpi: number;
  /** Share of the frame's height (or width) the page spans. */
  fill: number;
  /** Degrees between the page's plane and the camera's, and the page's turn in the frame. */
  tilt: number;
  angle: number;
  /** Focus blur (standard deviation) and motion blur (length), in pixels. */
  blur: number;
  motion: number;
  /** Darkness of the shadow band across the page (0–1) and strength of the crumpling (0–1). */
  shadow: number;
  crumple: number;
  quality: number;
  /** Where the paper's corners (top-left, top-right, bottom-right, bottom-left) lie in the frame, in pixels. */
  corners: [number, number][];
};

export type Photo = {
  bytes: Uint8Array;
  fileName: string;
  pages: number;
  type: 'jpeg' | 'pdf';
  settings: PhotoSettings;
};

/** Portrait phone resolutions: 12 MP 4:3, 12 MP cropped to 9:16, and the smaller copies messaging apps send. */
const RESOLUTIONS: readonly [number, number][] = [
  [3024, 4032],
  [2268, 4032],
  [1536, 2048],
  [1200, 1600],
];

type Pt = [number, number];

/** The homography (row-major, last entry 1) that takes each point of `from` to the matching point of `to`. */
function homography(from: Pt[], to: Pt[]): number[] {
  const a = from.flatMap(([x, y], i) => {
    const [u, v] = to[i];
    return [
      [x, y, 1, 0, 0, 0, -u * x, -u * y, u],
      [0, 0, 0, x, y, 1, -v * x, -v * y, v],
    ];
  });
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const k = a[r][c] / a[c][c];
      for (let j = c; j < 9; j++) a[r][j] -= k * a[c][j];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

type Shot = { quad: Pt[]; tilt: number; angle: number; fill: number };

/**
 * Where the corners of a paper of `w` × `h` inches land in the frame: the paper turned in its plane and tilted about
 * an axis in it, seen through a phone's wide lens (about 26 mm equivalent) and framed with a margin around it.
 */
function shoot(r: Random, frameW: number, frameH: number, w: number, h: number): Shot {
  const tilt = r.float(2, 15);
  const angle = r.float(-5, 5);
  const fill = r.float(0.7, 0.9);
  const f = (Math.hypot(frameW, frameH) / 1.66) * r.float(1, 1.3);
  const distance = (f * Math.max(w, h)) / (fill * frameH);
  const phi = r.float(0, 2 * Math.PI);
  const [ux, uy] = [Math.cos(phi), Math.sin(phi)];
  const [ct, st] = [Math.cos((tilt * Math.PI) / 180), Math.sin((tilt * Math.PI) / 180)];
  const [ca, sa] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const projected = ([x, y]: Pt): Pt => {
    // Rodrigues' rotation of (x, y, 0) about the in-plane axis u, then the turn about the camera's axis.
    const along = (ux * x + uy * y) * (1 - ct);
    const X = x * ct + ux * along;
    const Y = y * ct + uy * along;
    const Z = (ux * y - uy * x) * st;
    const z = distance + Z;
    return [(f * (X * ca - Y * sa)) / z, (f * (X * sa + Y * ca)) / z];
  };
  const corners = (
    [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ] as Pt[]
  ).map(projected);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const [bw, bh] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  const s = Math.min((fill * frameH) / bh, (0.95 * frameW) / bw);
  const cx = frameW / 2 + r.float(-0.4, 0.4) * (frameW - s * bw);
  const cy = frameH / 2 + r.float(-0.4, 0.4) * (frameH - s * bh);
  const mx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const my = (Math.max(...ys) + Math.min(...ys)) / 2;
  const quad = corners.map(([x, y]): Pt => [cx + (x - mx) * s, cy + (y - my) * s]);
  return { quad, tilt, angle, fill: Math.max((bh * s) / frameH, (bw * s) / frameW) };
}

const smooth = (t: number) => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};

/** The scene's light over the frame on a grid of CELL pixels: gradients, vignette, a lamp's hotspot, the shadow band. */
type Light = { map: Float32Array; cols: number; band: number; balance: [number, number, number] };
const CELL = 8;

function lighting(r: Random, W: number, H: number): Light {
  const cols = Math.ceil(W / CELL) + 2;
  const rows = Math.ceil(H / CELL) + 2;
  const [gx, gy] = [r.float(-0.2, 0.2), r.float(-0.2, 0.2)];
  const vignette = r.float(0.1, 0.35);
  const [hot, hx, hy] = [r.float(0, 0.15), r.float(0.2, 0.8) * W, r.float(0.2, 0.8) * H];
  const spread = (r.float(0.3, 0.7) * Math.max(W, H)) ** 2;
  // The phone exposes for the brightest part of the scene, so that the paper is bright but not blown out.
  const exposure = r.float(0.86, 0.99);
  // The shadow of the phone or of an arm: a soft band across the frame, through its middle part.
  const theta = r.float(0, Math.PI);
  const [nx, ny] = [Math.cos(theta), Math.sin(theta)];
  const c = nx * r.float(0.25, 0.75) * W + ny * r.float(0.25, 0.75) * H;
  const diag = Math.hypot(W, H);
  const half = r.float(0.04, 0.12) * diag;
  const soft = r.float(0.3, 0.8) * half + 0.01 * diag;
  const band = r.float(0.2, 0.45);
  const map = new Float32Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [x, y] = [i * CELL, j * CELL];
      const [fx, fy] = [x / W - 0.5, y / H - 0.5];
      const inBand = smooth((half + soft - Math.abs(nx * x + ny * y - c)) / (2 * soft));
      map[j * cols + i] =
        (1 + gx * fx * 2 + gy * fy * 2) *
        (1 - vignette * (fx * fx + fy * fy) * 2) *
        (1 + hot * Math.exp(-((x - hx) ** 2 + (y - hy) ** 2) / spread)) *
        (1 - band * inBand);
    }
  }
  let brightest = 0;
  for (const l of map) brightest = Math.max(brightest, l);
  for (let i = 0; i < map.length; i++) map[i] *= exposure / brightest;
  const warm = r.chance(0.7);
  const balance: [number, number, number] = warm
    ? [r.float(1, 1.05), 1, r.float(0.85, 0.96)]
    : [r.float(0.94, 1), 1, r.float(1, 1.06)];
  return { map, cols, band, balance };
}

type Scene = { ground: Surface; light: Light; crumple: Crumple; noise: Float32Array; cast: [number, number, number] };

/** The frame: the paper warped onto its quadrilateral over the surface, crumpled, lit and noised. */
function compose(paper: Paper, quad: Pt[], W: number, H: number, scene: Scene, r: Random): Canvas {
  const [pw, ph] = [paper.width - 2, paper.height - 2];
  const g = homography(quad, [
    [1, 1],
    [pw + 1, 1],
    [pw + 1, ph + 1],
    [1, ph + 1],
  ]);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(W, H);
  const out = img.data;
  const { data: src, width: SW, height: SH } = paper;
  const { map, cols, balance } = scene.light;
  const [castX, castY, castSoft] = scene.cast;
  const margin = 4 + 0.006 * Math.max(pw, ph);
  const offset = r.int(0, 0xffff);
  const rgb = new Float32Array(3);
  const cr = new Float32Array(3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const w = g[6] * x + g[7] * y + 1;
      const u = (g[0] * x + g[1] * y + g[2]) / w;
      const v = (g[3] * x + g[4] * y + g[5]) / w;
      let a = 0;
      let pr = 0;
      let pg = 0;
      let pb = 0;
      if (w > 0 && u > -margin && v > -margin && u < SW + margin && v < SH + margin) {
        scene.crumple.at((u - 1) / pw, (v - 1) / ph, cr);
        const su = u + cr[1];
        const sv = v + cr[2];
        if (su >= 0 && sv >= 0 && su < SW - 1 && sv < SH - 1) {
          const iu = Math.floor(su);
          const iv = Math.floor(sv);
          const tu = su - iu;
          const tv = sv - iv;
          const i00 = (iv * SW + iu) * 4;
          const i10 = i00 + SW * 4;
          const w00 = (1 - tu) * (1 - tv);
          const w01 = tu * (1 - tv);
          const w10 = (1 - tu) * tv;
          const w11 = tu * tv;
          const shade = cr[0];
          a = (src[i00 + 3] * w00 + src[i00 + 7] * w01 + src[i10 + 3] * w10 + src[i10 + 7] * w11) / 255;
          pr = (src[i00] * w00 + src[i00 + 4] * w01 + src[i10] * w10 + src[i10 + 4] * w11) * shade;
          pg = (src[i00 + 1] * w00 + src[i00 + 5] * w01 + src[i10 + 1] * w10 + src[i10 + 5] * w11) * shade;
          pb = (src[i00 + 2] * w00 + src[i00 + 6] * w01 + src[i10 + 2] * w10 + src[i10 + 6] * w11) * shade;
        }
      }
      if (a < 1) {
        scene.ground(x, y, rgb);
        // The page's own shadow on the surface, offset away from the light and soft-edged.
        const du = u - castX;
        const dv = v - castY;
        const ex = Math.max(1 - du, 0, du - pw - 1);
        const ey = Math.max(1 - dv, 0, dv - ph - 1);
        const shade = w > 0 ? 1 - 0.45 * Math.exp(-Math.sqrt(ex * ex + ey * ey) / castSoft) : 1;
        pr = pr * a + rgb[0] * shade * (1 - a);
        pg = pg * a + rgb[1] * shade * (1 - a);
        pb = pb * a + rgb[2] * shade * (1 - a);
      }
      const lx = x / CELL;
      const ly = y / CELL;
      const ix = Math.floor(lx);
      const iy = Math.floor(ly);
      const tx = lx - ix;
      const ty = ly - iy;
      const m = iy * cols + ix;
      const top = map[m] + (map[m + 1] - map[m]) * tx;
      const light = top + (map[m + cols] + (map[m + cols + 1] - map[m + cols]) * tx - top) * ty;
      const p = (y * W + x) * 4;
      const n = scene.noise[((Math.imul(p, 0x9e3779b1) >>> 16) + offset) & 0xffff];
      out[p] = pr * light * balance[0] + n;
      out[p + 1] = pg * light * balance[1] + n;
      out[p + 2] = pb * light * balance[2] + n;
      out[p + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  return canvas;
}

/** Focus blur (Gaussian) and then motion blur (the average of copies along a line). */
function blurred(frame: Canvas, blur: number, motion: number, direction: number): Canvas {
  const focused = createCanvas(frame.width, frame.height);
  const fctx = focused.getContext('2d');
  fctx.filter = `blur(${blur.toFixed(2)}px)`;
  fctx.drawImage(frame, 0, 0);
  if (motion < 0.5) return focused;
  const moved = createCanvas(frame.width, frame.height);
  const mctx = moved.getContext('2d');
  mctx.drawImage(focused, 0, 0);
  const steps = Math.ceil(motion) + 1;
  for (let i = 0; i < steps; i++) {
    const t = (i / (steps - 1) - 0.5) * motion;
    mctx.globalAlpha = 1 / (i + 1);
    mctx.drawImage(focused, t * Math.cos(direction), t * Math.sin(direction));
  }
  return moved;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A phone photo of `pdf` (generated for `family`); the same `seed` gives the same bytes. */
export async function photographPdf(pdf: Uint8Array, seed: number, baseName: string, family: Family): Promise<Photo> {
  const r = new Random(seed);
  const style = printStyle(family);
  const [width, height] = r.pick(RESOLUTIONS);
  const kind = r.weighted<SurfaceKind>([
    ['steel', 0.5],
    ['wood', 0.3],
    ['dark', 0.2],
  ]);
  const quality = r.int(40, 70);
  const print = printing(r, style, family.fontSize);
  // The paper in inches: a letter page, the page with tractor-feed strips, or the thermal slip cut to its print.
  const LOW = 50;
  const boxes = (await renderPages(pdf, LOW)).map((page): Box => {
    if (style !== 'thermal') return { x: 0, y: 0, w: page.width / LOW, h: page.height / LOW };
    const ink = inkBox(page, LOW);
    const [side, top, bottom] = [r.float(0.1, 0.2), r.float(0.25, 0.45), r.float(0.4, 0.8)];
    return { x: ink.x / LOW - side, y: ink.y / LOW - top, w: ink.w / LOW + 2 * side, h: ink.h / LOW + top + bottom };
  });
  const strip = style === 'dot-matrix' ? 1 : 0;
  const shots = boxes.map((b) => shoot(r, width, height, b.w + strip, b.h));
  // Pixels per inch where the paper is nearest the camera; the page is rendered a little finer than that.
  const edge = (q: Pt[], i: number) => Math.hypot(q[(i + 1) % 4][0] - q[i][0], q[(i + 1) % 4][1] - q[i][1]);
  const reach = shots.map((s, p) =>
    Math.max(
      ...[0, 2].map((i) => edge(s.quad, i) / (boxes[p].w + strip)),
      ...[1, 3].map((i) => edge(s.quad, i) / boxes[p].h),
    ),
  );
  const dpi = Math.min(600, Math.ceil(Math.max(...reach) * 1.1));
  const rendered = await renderPages(pdf, dpi);
  const jpegs: Buffer[] = [];
  let settings: PhotoSettings | null = null;
  for (const [p, page] of rendered.entries()) {
    const b = boxes[p];
    const box = {
      x: Math.round(b.x * dpi),
      y: Math.round(b.y * dpi),
      w: Math.round(b.w * dpi),
      h: Math.round(b.h * dpi),
    };
    const paper = paperOf(page, box, print, dpi, r);
    const crumple = style === 'thermal' ? r.float(0.5, 1) : r.float(0.15, 0.8);
    const away = r.float(0, 2 * Math.PI);
    const castBy = r.float(0.02, 0.08) * dpi;
    const scene: Scene = {
      ground: surface(kind, r, width, height),
      light: lighting(r, width, height),
      crumple: new Crumple(r, crumple, paper.width, paper.height),
      noise: noiseTable(r, r.float(3, 8)),
      cast: [Math.cos(away) * castBy, Math.sin(away) * castBy, r.float(0.03, 0.1) * dpi],
    };
    const blur = r.float(0.35, 1.2) * Math.max(0.6, height / 3000);
    const motion = r.chance(0.4) ? (r.float(1, 4) * height) / 4032 : 0;
    const frame = blurred(compose(paper, shots[p].quad, width, height, scene, r), blur, motion, r.float(0, Math.PI));
    jpegs.push(frame.encodeSync('jpeg', quality));
    settings ??= {
      print: style,
      surface: kind,
      width,
      height,
      dpi: Math.round(reach[p]),
      fill: round2(shots[p].fill),
      tilt: round2(shots[p].tilt),
      angle: round2(shots[p].angle),
      blur: round2(blur),
      motion: round2(motion),
      shadow: round2(scene.light.band),
      crumple: round2(crumple),
      quality,
      corners: shots[p].quad.map(([x, y]): [number, number] => [round2(x), round2(y)]),
    };
  }
  if (!settings) throw new Error(`${baseName}: the PDF has no pages`);
  if (jpegs.length === 1) {
    return { bytes: new Uint8Array(jpegs[0]), fileName: `${baseName}.jpg`, pages: 1, type: 'jpeg', settings };
  }
  const bytes = await imagePdf(jpegs, 612, (612 * height) / width);
  return { bytes, fileName: `${baseName}.pdf`, pages: jpegs.length, type: 'pdf', settings };
}
