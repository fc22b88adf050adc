import { describe, expect, it } from 'vitest';
import { apply, homography, type Point } from './geometry.js';
import { findPageCorners } from './page-finder.js';
import type { Gray } from './raster.js';

const CORNERS: Point[] = [
  [180, 150],
  [760, 210],
  [720, 1050],
  [120, 990],
];

/**
 * A photo of a blank sheet (print already removed) on a table: the table's boards with dark joints between them, and
 * a shadow falling diagonally across table and sheet alike, so that the shaded paper is darker than the lit table.
 */
function shadedPhoto(w = 900, h = 1200): Gray {
  const toPage = homography(CORNERS, [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ]);
  if (!toPage) throw new Error('no homography');
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [u, v] = apply(toPage, x, y);
      const paper = u >= 0 && v >= 0 && u < 1 && v < 1;
      const joint = !paper && y % 200 < 3;
      // A soft shadow band, darkening by up to 45 %.
      const d = Math.abs(x + y - 1000) / 180;
      const shade = 1 - 0.45 * Math.max(0, 1 - d * d);
      const base = paper ? 235 : joint ? 60 : 165 + ((x * 7 + y * 13) % 9);
      data[y * w + x] = Math.round(base * shade);
    }
  return { width: w, height: h, data };
}

describe('findPageCorners', () => {
  it('finds a sheet whose shaded part is darker than the lit table, across the joints of the boards', () => {
    const quad = findPageCorners(shadedPhoto());
    expect(quad).not.toBeNull();
    quad?.forEach(([x, y], i) => {
      expect(Math.abs(x - (CORNERS[i]?.[0] ?? 0))).toBeLessThan(8);
      expect(Math.abs(y - (CORNERS[i]?.[1] ?? 0))).toBeLessThan(8);
    });
  });

  it('finds no page where paper fills the frame', () => {
    const w = 600;
    const h = 800;
    const data = new Uint8Array(w * h).fill(240);
    for (let y = 100; y < 700; y += 40) for (let x = 60; x < 500; x++) data[y * w + x] = 30;
    expect(findPageCorners({ width: w, height: h, data })).toBeNull();
  });
});
