/**
 * Finding the page in a phone photo. The background is what connects to the frame's border, found two ways: pixels
 * darker than one threshold for the whole frame (a dark counter), and pixels reached from the border without
 * crossing an edge (a shadow or light falling off across the counter changes slowly and is crossed; the paper's
 * edge is sharp and is not). Each
 * way gives a candidate page (see pageFromBackground for the checks); the one whose outline is the sharpest edge —
 * paper inside, darker background outside, all the way round — wins.
 */
import { floodFromBorder, type Point, pageFromBackground } from './geometry.js';
import { type Gray, otsuThreshold } from './raster.js';

/** Brightness differences across 4 pixels that make an edge the background flood stops at. */
const EDGES = [15, 25, 40];
/** The least outline contrast (see outlineContrast) of a page found. */
const MIN_OUTLINE = 10;

/** The page's corners (top-left, top-right, bottom-right, bottom-left) in `img` (print removed); null if none. */
export function findPageCorners(img: Gray): Point[] | null {
  const { width: w, height: h, data } = img;
  const threshold = otsuThreshold(img);
  const candidates: Point[][] = [];
  const byThreshold = pageFromBackground(
    img,
    floodFromBorder(w, h, (p) => data[p] < threshold),
    threshold,
  );
  if (byThreshold) candidates.push(byThreshold);
  const change = edgeStrength(img);
  for (const edge of EDGES) {
    const quad = pageFromBackground(
      img,
      floodFromBorder(w, h, (p) => change[p] <= edge),
      threshold,
      // Shade across the table can leave the paper little brighter on average: its outline must be sharp instead.
      20,
      // A photo shows the table around the page; a scan's thin dark margin round a sheet set askew is no table.
      0.1,
    );
    if (quad && showsTable(quad, w, h)) candidates.push(quad);
  }
  let best: Point[] | null = null;
  let bestScore = MIN_OUTLINE;
  for (const quad of candidates) {
    const score = outlineContrast(img, quad);
    if (score > bestScore) [best, bestScore] = [quad, score];
  }
  return best;
}

/**
 * Whether the frame shows the table beside the page on some side (5 % of the frame or more): a scan of a sheet set
 * askew has only a thin dark margin all round, and is better left to the deskew.
 */
function showsTable(quad: Point[], w: number, h: number): boolean {
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const margins = [
    Math.min(tl[0], bl[0]) / w,
    (w - Math.max(tr[0], br[0])) / w,
    Math.min(tl[1], tr[1]) / h,
    (h - Math.max(bl[1], br[1])) / h,
  ];
  return Math.max(...margins) >= 0.05;
}

/** At each pixel, how much the brightness changes across it: over 4 pixels across and 4 down, added. */
function edgeStrength(img: Gray): Uint16Array {
  const { width: w, height: h, data } = img;
  const out = new Uint16Array(w * h);
  for (let y = 2; y < h - 2; y++)
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      out[i] = Math.abs(data[i + 2] - data[i - 2]) + Math.abs(data[i + 2 * w] - data[i - 2 * w]);
    }
  return out;
}

/**
 * How sharply the quadrilateral's outline parts paper from background: along each side, the brightness a few pixels
 * inside less that a few pixels outside, averaged, times the share of places where the inside is clearly brighter.
 */
export function outlineContrast(img: Gray, quad: Point[]): number {
  const { width: w, height: h, data } = img;
  const at = (x: number, y: number) => {
    const [xx, yy] = [Math.round(x), Math.round(y)];
    return xx < 0 || yy < 0 || xx >= w || yy >= h ? null : data[yy * w + xx];
  };
  const d = Math.max(2, Math.round(Math.max(w, h) / 300));
  let [sum, clear, n] = [0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const [x0, y0] = quad[i] as Point;
    const [x1, y1] = quad[(i + 1) % 4] as Point;
    const len = Math.hypot(x1 - x0, y1 - y0);
    if (len < 1) continue;
    // Corners go round clockwise on screen: the outward normal of a side is (dy, -dx).
    const [nx, ny] = [(y1 - y0) / len, -(x1 - x0) / len];
    for (let k = 1; k < 40; k++) {
      const [x, y] = [x0 + ((x1 - x0) * k) / 40, y0 + ((y1 - y0) * k) / 40];
      const inside = at(x - nx * d, y - ny * d);
      const outside = at(x + nx * d, y + ny * d);
      if (inside === null || outside === null) continue;
      n++;
      sum += inside - outside;
      if (inside - outside > 15) clear++;
    }
  }
  return n ? (sum / n) * (clear / n) : 0;
}
