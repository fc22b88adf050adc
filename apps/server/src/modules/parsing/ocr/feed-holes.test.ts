import { describe, expect, it } from 'vitest';
import { eraseFeedHoles } from './feed-holes.js';
import type { Gray } from './raster.js';

/** A white page with text bars in its middle and, optionally, round dark holes down both edges every `pitch` px. */
function formPage(holes: boolean, pitch = 60, w = 1000, h = 1200): Gray {
  const data = new Uint8Array(w * h).fill(245);
  for (let row = 0; row < 30; row++)
    for (let y = 100 + row * 35; y < 112 + row * 35; y++) data.fill(20, y * w + 120, y * w + 860);
  if (holes)
    for (const cx of [30, w - 30])
      for (let cy = 40; cy < h - 20; cy += pitch)
        for (let y = cy - 9; y <= cy + 9; y++)
          for (let x = cx - 9; x <= cx + 9; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= 81) data[y * w + x] = 15;
  return { width: w, height: h, data };
}

const dark = (img: Gray, x0: number, x1: number) => {
  let n = 0;
  for (let y = 0; y < img.height; y++) for (let x = x0; x < x1; x++) n += img.data[y * img.width + x] < 110 ? 1 : 0;
  return n;
};

describe('eraseFeedHoles', () => {
  it('paints the columns of tractor-feed holes white and leaves the print alone', () => {
    const page = formPage(true);
    expect(dark(page, 0, 60)).toBeGreaterThan(1000);
    const erased = eraseFeedHoles(page);
    expect(dark(erased, 0, 60)).toBe(0);
    expect(dark(erased, 940, 1000)).toBe(0);
    expect(dark(erased, 100, 900)).toBe(dark(page, 100, 900));
  });

  it('leaves a page without holes as it is', () => {
    const page = formPage(false);
    expect(eraseFeedHoles(page)).toBe(page);
  });

  it('takes no column of round blots at an irregular pitch for holes', () => {
    const page = formPage(false);
    for (const cy of [100, 130, 300, 330, 700, 1000])
      for (let y = cy - 9; y <= cy + 9; y++)
        for (let x = 21; x <= 39; x++) if ((x - 30) ** 2 + (y - cy) ** 2 <= 81) page.data[y * page.width + x] = 15;
    expect(eraseFeedHoles(page)).toBe(page);
  });
});
