/**
 * The procedural textures of a phone photo (photo.ts): smooth random fields, the surface the page lies on (brushed
 * steel counter, wooden table, dark table) and the shading and warping of crumpled paper. Every value comes from the
 * seeded random source, so the same seed gives the same pixels.
 */
import type { Random } from './random.js';

/** A smooth random field over [0, 1]²: random values on a coarse grid, read with smoothed bilinear interpolation. */
export class SmoothField {
  private readonly values: Float32Array;

  constructor(
    r: Random,
    private readonly cols: number,
    private readonly rows: number,
    amplitude = 1,
  ) {
    this.values = new Float32Array((cols + 1) * (rows + 1));
    for (let i = 0; i < this.values.length; i++) this.values[i] = r.float(-amplitude, amplitude);
  }

  /** The field at (fx, fy), both in [0, 1] (clamped outside). */
  at(fx: number, fy: number): number {
    const gx = Math.min(Math.max(fx, 0), 1) * this.cols;
    const gy = Math.min(Math.max(fy, 0), 1) * this.rows;
    const x0 = Math.min(Math.floor(gx), this.cols - 1);
    const y0 = Math.min(Math.floor(gy), this.rows - 1);
    let tx = gx - x0;
    let ty = gy - y0;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const w = this.cols + 1;
    const i = y0 * w + x0;
    const v = this.values;
    const top = v[i] + (v[i + 1] - v[i]) * tx;
    const bottom = v[i + w] + (v[i + w + 1] - v[i + w]) * tx;
    return top + (bottom - top) * ty;
  }
}

/** Gaussian-like values from the seed, looked up by a hash of the pixel index (fast and deterministic). */
export function noiseTable(r: Random, amplitude: number): Float32Array {
  const t = new Float32Array(1 << 16);
  for (let i = 0; i < t.length; i++) t[i] = r.gauss() * amplitude;
  return t;
}

/** A 1-D random profile of `length` samples: white noise smoothed over `spans` (one octave each), summed. */
function profile(r: Random, length: number, spans: number[], amplitude: number): Float32Array {
  const out = new Float32Array(length);
  for (const span of spans) {
    const raw = Float32Array.from({ length }, () => r.float(-1, 1));
    let acc = 0;
    const k = 1 / Math.max(1, span);
    for (let i = 0; i < length; i++) {
      acc += (raw[i] - acc) * k;
      out[i] += acc * amplitude * Math.sqrt(span);
    }
  }
  return out;
}

export type SurfaceKind = 'steel' | 'wood' | 'dark';

/** The surface's colour at a photo pixel, before lighting: r, g, b written into `rgb`. */
export type Surface = (x: number, y: number, rgb: Float32Array) => void;

const TABLE = 1 << 13;
const MASK = TABLE - 1;

/** A surface texture for a frame of `width` × `height` pixels. */
export function surface(kind: SurfaceKind, r: Random, width: number, height: number): Surface {
  const scale = Math.max(width, height) / 4032;
  // The grain or brushing runs roughly along the frame's width or its height.
  const dir = (r.chance(0.5) ? 0 : Math.PI / 2) + r.float(-0.12, 0.12);
  const ca = Math.cos(dir);
  const sa = Math.sin(dir);
  const mottle = new SmoothField(r, 6, 8);
  if (kind === 'steel') {
    const base = r.float(135, 175);
    const brushed = profile(r, TABLE, [1, 3, 40], 2.2);
    const along = profile(r, TABLE, [200], 1.5);
    const cool = r.float(1.0, 1.05);
    return (x, y, rgb) => {
      const p = (-x * sa + y * ca) / scale;
      const t = (x * ca + y * sa) / scale;
      const v = base + brushed[(p + along[(t / 4) & MASK] * 6) & MASK] + mottle.at(x / width, y / height) * 14;
      rgb[0] = v * (2 - cool);
      rgb[1] = v;
      rgb[2] = v * cool;
    };
  }
  if (kind === 'wood') {
    const tones: [number, number, number][] = [
      [152, 104, 62],
      [102, 66, 42],
      [186, 142, 96],
      [128, 84, 50],
    ];
    const tone = r.pick(tones);
    const plank = r.float(500, 900) * scale;
    const grain = profile(r, TABLE, [2, 12, 60], 6);
    const wobble = profile(r, TABLE, [150, 600], 3);
    const plankShift = Float32Array.from({ length: 64 }, () => r.float(0, TABLE));
    const plankTone = Float32Array.from({ length: 64 }, () => r.float(0.85, 1.12));
    return (x, y, rgb) => {
      const p = -x * sa + y * ca + 40 * plank;
      const t = (x * ca + y * sa) / scale;
      const k = Math.floor(p / plank);
      const within = p - k * plank;
      const g = grain[(within / scale + wobble[(t / 6 + k * 997) & MASK] * 25 + plankShift[k & 63]) & MASK];
      const seam = within < 4 * scale || within > plank - 3 * scale ? 0.55 : 1;
      const m = plankTone[k & 63] * (1 + g / 120 + mottle.at(x / width, y / height) * 0.05) * seam;
      rgb[0] = tone[0] * m;
      rgb[1] = tone[1] * m;
      rgb[2] = tone[2] * m;
    };
  }
  const base = r.float(28, 52);
  const warm = r.float(0.95, 1.08);
  const speckle = profile(r, TABLE, [1, 4], 1.2);
  return (x, y, rgb) => {
    const v = base * (1 + mottle.at(x / width, y / height) * 0.12) + speckle[(x * 7 + y * 13) & MASK];
    rgb[0] = v * warm;
    rgb[1] = v;
    rgb[2] = v * (2 - warm);
  };
}

/**
 * Crumpled paper: creases (straight folds, lighter on one side, darker on the other) and faceted low-frequency
 * shading, plus a small displacement that makes the printed lines wave. Read it at page coordinates in [0, 1]².
 */
export class Crumple {
  private readonly grid: Float32Array;
  private readonly cols = 48;
  private readonly rows = 64;

  constructor(r: Random, strength: number, pageWidth: number, pageHeight: number) {
    const folds = Array.from({ length: Math.round(strength * 6) + 1 }, () => {
      const a = r.float(0, Math.PI);
      return {
        nx: Math.cos(a),
        ny: Math.sin(a),
        c: r.float(0.2, 0.8) * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a))),
        depth: r.float(0.02, 0.06) * strength,
        width: r.float(0.02, 0.08),
      };
    });
    const facets = new SmoothField(r, 5, 7, 0.05 * strength);
    const wave = [new SmoothField(r, 4, 5), new SmoothField(r, 4, 5)];
    const amplitude = r.float(0.0015, 0.004) * strength * Math.max(pageWidth, pageHeight);
    const aspect = pageWidth / pageHeight;
    this.grid = new Float32Array((this.cols + 1) * (this.rows + 1) * 3);
    for (let j = 0; j <= this.rows; j++) {
      for (let i = 0; i <= this.cols; i++) {
        const fx = i / this.cols;
        const fy = j / this.rows;
        let shade = 1 + facets.at(fx, fy);
        for (const f of folds) {
          const d = f.nx * fx * aspect + f.ny * fy - f.c;
          shade += f.depth * Math.tanh(d / 0.006) * Math.exp(-Math.abs(d) / f.width);
        }
        const k = (j * (this.cols + 1) + i) * 3;
        this.grid[k] = shade;
        this.grid[k + 1] = wave[0].at(fx, fy) * amplitude;
        this.grid[k + 2] = wave[1].at(fx, fy) * amplitude;
      }
    }
  }

  /** Shading factor and displacement (page pixels) at (fx, fy) in [0, 1]², written into `out`. */
  at(fx: number, fy: number, out: Float32Array): void {
    const gx = Math.min(Math.max(fx, 0), 1) * this.cols;
    const gy = Math.min(Math.max(fy, 0), 1) * this.rows;
    const x0 = Math.min(Math.floor(gx), this.cols - 1);
    const y0 = Math.min(Math.floor(gy), this.rows - 1);
    const tx = gx - x0;
    const ty = gy - y0;
    const w = (this.cols + 1) * 3;
    const i = y0 * w + x0 * 3;
    const g = this.grid;
    for (let c = 0; c < 3; c++) {
      const top = g[i + c] + (g[i + 3 + c] - g[i + c]) * tx;
      const bottom = g[i + w + c] + (g[i + w + 3 + c] - g[i + w + c]) * tx;
      out[c] = top + (bottom - top) * ty;
    }
  }
}
