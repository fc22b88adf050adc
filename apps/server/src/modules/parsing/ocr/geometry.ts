/**
 * Plane geometry for straightening photos: the page's corners in a photo, the perspective map (homography) from a
 * straight page to them, and resampling through it.
 */
import type { Gray } from './raster.js';

export type Point = [number, number];

/** A 3 × 3 projective map, row-major, h[8] = 1. */
export type Homography = number[];

/** Solves A x = b (n × n, Gaussian elimination with partial pivoting); null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    if (Math.abs(m[pivot][c]) < 1e-12) return null;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography taking each `from` point to the matching `to` point (four pairs). */
export function homography(from: Point[], to: Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h ? [...h, 1] : null;
}

export function apply(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** Rotation by `angle` radians about (cx, cy), as a homography. */
export function rotation(angle: number, cx: number, cy: number): Homography {
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  return [c, -s, cx - c * cx + s * cy, s, c, cy - s * cx - c * cy, 0, 0, 1];
}

/** a ∘ b: first b, then a. */
export function compose(a: Homography, b: Homography): Homography {
  const out = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) for (let k = 0; k < 3; k++) out[r * 3 + c] += a[r * 3 + k] * b[k * 3 + c];
  return out.map((v) => v / out[8]);
}

/**
 * A `width` × `height` image whose pixel (x, y) is the source's at `toSource(x, y)`, sampled bilinearly; outside
 * the source is white paper.
 */
export function warp(src: Gray, toSource: Homography, width: number, height: number): Gray {
  const out = new Uint8Array(width * height);
  const { width: sw, height: sh, data } = src;
  const h = toSource;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h[6] * x + h[7] * y + h[8];
      const sx = (h[0] * x + h[1] * y + h[2]) / w;
      const sy = (h[3] * x + h[4] * y + h[5]) / w;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * sw + x0;
      const top = data[i] + (data[i + 1] - data[i]) * fx;
      const bottom = data[i + sw] + (data[i + sw + 1] - data[i + sw]) * fx;
      out[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return { width, height, data: out };
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Area of a polygon (shoelace). */
export function area(points: Point[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    s += x0 * y1 - x1 * y0;
  }
  return Math.abs(s) / 2;
}

/** The straight page's size for corners top-left, top-right, bottom-right, bottom-left: the longer opposite sides. */
export function quadSize(q: Point[]): { width: number; height: number } {
  return {
    width: Math.max(dist(q[0], q[1]), dist(q[3], q[2])),
    height: Math.max(dist(q[0], q[3]), dist(q[1], q[2])),
  };
}

/**
 * The page in a photo: what is left of the frame once the background is taken away, the background being the
 * pixels darker than `threshold` that connect to the frame's border (a counter, a table). Dark print inside the
 * page, even a band across it, does not connect to the border through the paper's margin, so it stays with the page.
 * See pageFromBackground for the corners and the checks.
 */
export function findPage(img: Gray, threshold: number): Point[] | null {
  const { width: w, height: h, data } = img;
  return pageFromBackground(
    img,
    floodFromBorder(w, h, (p) => data[p] < threshold),
    threshold,
  );
}

/**
 * The pixels reachable from the frame's border through pixels `open` lets in (4-connected), as a mask (1 = reached).
 * `step(from, to)`, when given, must also let the move from one pixel to its neighbour.
 */
export function floodFromBorder(
  w: number,
  h: number,
  open: (p: number) => boolean,
  step?: (from: number, to: number) => boolean,
): Uint8Array {
  const reached = new Uint8Array(w * h);
  // Each pixel is marked before it is pushed: the stack never holds more than all of them.
  const stack = new Int32Array(w * h);
  let top = 0;
  const visit = (p: number, from: number) => {
    if (!reached[p] && open(p) && (from < 0 || !step || step(from, p))) {
      reached[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    visit(x, -1);
    visit((h - 1) * w + x, -1);
  }
  for (let y = 0; y < h; y++) {
    visit(y * w, -1);
    visit(y * w + w - 1, -1);
  }
  while (top) {
    const p = stack[--top];
    const x = p % w;
    if (x > 0) visit(p - 1, p);
    if (x < w - 1) visit(p + 1, p);
    if (p >= w) visit(p - w, p);
    if (p + w < w * h) visit(p + w, p);
  }
  return reached;
}

/**
 * The background mask with everything but the page added to it: the page is the largest region left once thin
 * strokes are worn away (by `r` pixels), so lines the flood did not cross (the joints between a table's boards, a
 * crumb, a cable) are background too, even where they touch the paper.
 */
function withoutSpecks(background: Uint8Array, w: number, h: number, r = 3): Uint8Array {
  // Worn: a pixel stays when no background lies within r of it (a square, in two passes).
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let last = -Infinity;
    const next = new Int32Array(w + 1).fill(w + r + 1);
    for (let x = w - 1; x >= 0; x--) next[x] = background[y * w + x] ? x : next[x + 1];
    for (let x = 0; x < w; x++) {
      if (background[y * w + x]) last = x;
      rows[y * w + x] = x - last > r && next[x] - x > r ? 1 : 0;
    }
  }
  const worn = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) {
    let last = -Infinity;
    const next = new Int32Array(h + 1).fill(h + r + 1);
    for (let y = h - 1; y >= 0; y--) next[y] = rows[y * w + x] ? next[y + 1] : y;
    for (let y = 0; y < h; y++) {
      if (!rows[y * w + x]) last = y;
      worn[y * w + x] = y - last > r && next[y] - y > r ? 1 : 0;
    }
  }
  // The largest worn region, grown back by r within what was not background.
  const label = new Int32Array(w * h);
  let [best, bestSize, count] = [0, 0, 0];
  // Each pixel is labelled once before it is pushed: the stack never holds more than all of them.
  const stack = new Int32Array(w * h);
  let top = 0;
  for (let start = 0; start < w * h; start++) {
    if (!worn[start] || label[start]) continue;
    count++;
    let size = 0;
    label[start] = count;
    stack[top++] = start;
    while (top) {
      const p = stack[--top];
      size++;
      const x = p % w;
      if (x > 0 && worn[p - 1] && !label[p - 1]) {
        label[p - 1] = count;
        stack[top++] = p - 1;
      }
      if (x < w - 1 && worn[p + 1] && !label[p + 1]) {
        label[p + 1] = count;
        stack[top++] = p + 1;
      }
      if (p >= w && worn[p - w] && !label[p - w]) {
        label[p - w] = count;
        stack[top++] = p - w;
      }
      if (p + w < w * h && worn[p + w] && !label[p + w]) {
        label[p + w] = count;
        stack[top++] = p + w;
      }
    }
    if (size > bestSize) [best, bestSize] = [count, size];
  }
  const out = new Uint8Array(w * h).fill(1);
  if (!best) return out;
  // Grown by r in a square, in two passes (along the rows, then down the columns), each a running count.
  const across = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let n = 0;
    for (let x = 0; x < Math.min(w, r); x++) if (label[row + x] === best) n++;
    for (let x = 0; x < w; x++) {
      if (x + r < w && label[row + x + r] === best) n++;
      if (x - r - 1 >= 0 && label[row + x - r - 1] === best) n--;
      across[row + x] = n > 0 ? 1 : 0;
    }
  }
  for (let x = 0; x < w; x++) {
    let n = 0;
    for (let y = 0; y < Math.min(h, r); y++) n += across[y * w + x];
    for (let y = 0; y < h; y++) {
      if (y + r < h) n += across[(y + r) * w + x];
      if (y - r - 1 >= 0) n -= across[(y - r - 1) * w + x];
      const p = y * w + x;
      if (n > 0 && !background[p]) out[p] = 0;
    }
  }
  return out;
}

/**
 * The page left by a background mask: its corners are the extreme points along the diagonals (top-left, top-right,
 * bottom-right, bottom-left). Null when the photo shows no such page: a scan or a page filling the frame, a background
 * as bright as the paper (`paperLevel`: the darkest brightness counted as paper), one sheet lit unevenly (its dim side
 * is no background), or a shape far from a quadrilateral. `minContrast`: how much brighter the paper must be on
 * average; `minOutside`: the least share of the frame the background must cover.
 */
export function pageFromBackground(
  img: Gray,
  mask: Uint8Array,
  paperLevel: number,
  minContrast = 50,
  minOutside = 0.03,
): Point[] | null {
  const { width: w, height: h, data } = img;
  const background = withoutSpecks(mask, w, h);
  let [outside, outsideSum] = [0, 0];
  for (let p = 0; p < w * h; p++)
    if (background[p]) {
      outside++;
      outsideSum += data[p];
    }
  const inside = w * h - outside;
  if (inside < 0.15 * w * h || outside < minOutside * w * h) return null;
  const corners: { p: Point; score: number }[] = [
    { p: [0, 0], score: Infinity },
    { p: [0, 0], score: -Infinity },
    { p: [0, 0], score: -Infinity },
    { p: [0, 0], score: -Infinity },
  ];
  let [touches, paper, paperSum] = [0, 0, 0];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (background[i]) continue;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) touches++;
      if (data[i] >= paperLevel) {
        paper++;
        paperSum += data[i];
      }
      if (x + y < corners[0].score) corners[0] = { p: [x, y], score: x + y };
      if (x - y > corners[1].score) corners[1] = { p: [x, y], score: x - y };
      if (x + y > corners[2].score) corners[2] = { p: [x, y], score: x + y };
      if (y - x > corners[3].score) corners[3] = { p: [x, y], score: y - x };
    }
  }
  const quad = corners.map((c) => c.p);
  const a = area(quad);
  // The page runs along the frame's border, or the shape is no quadrilateral.
  if (touches > 0.1 * (w + h) || inside < 0.85 * a || inside > 1.1 * a) return null;
  // The paper must stand out from what it lies on.
  if (!paper || paperSum / paper - outsideSum / outside < minContrast) return null;
  return quad;
}
