/**
 * Finding the page in a phone photo. The background is what connects to the frame's border, found two ways: pixels
 * darker than one threshold for the whole frame (a dark counter), and pixels reached from the border by small steps
 * of brightness (a shadow or light falling off across the counter is crossed, the paper's sharp edge is not). Each
 * way gives a candidate page (see pageFromBackground for the checks); the one whose outline is the sharpest edge —
 * paper inside, darker background outside, all the way round — wins.
 */
import { floodFromBorder, type Point, pageFromBackground } from './geometry.js';
import { type Gray, otsuThreshold } from './raster.js';

/** Brightness steps between neighbours (on a lightly smoothed copy) the background flood may cross. */
const STEPS = [3, 5, 8];

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
  const smooth = boxBlur(img);
  for (const step of STEPS) {
    const background = floodFromBorder(
      w,
      h,
      () => true,
      (from, to) => Math.abs(smooth[to] - smooth[from]) <= step,
    );
    const quad = pageFromBackground(img, background, threshold);
    if (quad) candidates.push(quad);
  }
  let best: Point[] | null = null;
  let bestScore = 0;
  for (const quad of candidates) {
    const score = outlineContrast(img, quad);
    if (score > bestScore) [best, bestScore] = [quad, score];
  }
  return best;
}

/** A 3 × 3 mean of the image (JPEG noise and fine texture smoothed). */
function boxBlur(img: Gray): Float32Array {
  const { width: w, height: h, data } = img;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let [sum, n] = [0, 0];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [xx, yy] = [x + dx, y + dy];
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          sum += data[yy * w + xx];
          n++;
        }
      out[y * w + x] = sum / n;
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
