import { describe, expect, it } from 'vitest';
import { apply, findPage, homography, type Point, rotation, warp } from './geometry.js';
import { fillsFrame, invertDarkBands, outputScale, preparePage, skewAngle } from './prepare.js';
import type { Gray } from './raster.js';

/** A white page of dark bars (text lines) turned by `degrees` about its centre. */
function linesPage(degrees: number, w = 800, h = 1000): Gray {
  const straight = new Uint8Array(w * h).fill(250);
  for (let row = 0; row < 30; row++) {
    const y0 = 60 + row * 30;
    for (let y = y0; y < y0 + 10; y++)
      for (let x = 80; x < 80 + ((row * 97) % 300) + 150; x++) straight[y * w + x] = 20;
  }
  return warp({ width: w, height: h, data: straight }, rotation((-degrees * Math.PI) / 180, w / 2, h / 2), w, h);
}

/** A photo: a dark counter with a paper quadrilateral on it, the paper printed with bars. */
function photo(corners: Point[], w = 900, h = 1200): Gray {
  const page = linesPage(0, 600, 800);
  const toPage = homography(corners, [
    [0, 0],
    [600, 0],
    [600, 800],
    [0, 800],
  ]);
  if (!toPage) throw new Error('no homography');
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [px, py] = apply(toPage, x, y);
      const inside = px >= 0 && py >= 0 && px < 600 && py < 800;
      data[y * w + x] = inside ? page.data[Math.floor(py) * 600 + Math.floor(px)] : 90 + ((x * 7 + y * 13) % 23);
    }
  return { width: w, height: h, data };
}

const CORNERS: Point[] = [
  [180, 150],
  [760, 210],
  [720, 1050],
  [120, 990],
];

describe('finding the page in a photo', () => {
  it('finds the corners of a sheet lying at an angle on a dark counter', () => {
    const quad = findPage(photo(CORNERS), 160);
    expect(quad).not.toBeNull();
    quad?.forEach(([x, y], i) => {
      expect(Math.abs(x - CORNERS[i][0])).toBeLessThan(12);
      expect(Math.abs(y - CORNERS[i][1])).toBeLessThan(12);
    });
  });

  it('finds no page in a scan, where paper fills the frame', () => {
    expect(findPage(linesPage(0), 160)).toBeNull();
  });

  it('finds no page in one sheet lit unevenly (the dim side is paper too)', () => {
    const w = 600;
    const h = 800;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[y * w + x] = 250 - (x / w) * 70;
    expect(findPage({ width: w, height: h, data }, 215)).toBeNull();
  });
});

describe('straightening', () => {
  it('measures the skew of text lines', () => {
    for (const degrees of [-4, -1.5, 2, 5]) {
      expect((skewAngle(linesPage(degrees)) * 180) / Math.PI).toBeCloseTo(degrees, 0);
    }
    expect(skewAngle(linesPage(0))).toBe(0);
  });

  it('turns a photographed sheet into a straight page, and maps its points back onto the photo', async () => {
    const shot = photo(CORNERS);
    const { image, original, photographed } = await preparePage(shot);
    expect(original).toBeDefined();
    expect(photographed).toBe(true);
    // About the sheet's size and shape (600 × 800 printed, seen a little larger), not the photo's.
    expect(image.width / image.height).toBeGreaterThan(0.65);
    expect(image.width / image.height).toBeLessThan(0.85);
    // The first bar's left end, straight on the page, lies on the photo where it was printed.
    const [x, y] = original?.toOriginal(0, 0) ?? [0, 0];
    expect(Math.hypot(x - CORNERS[0][0], y - CORNERS[0][1])).toBeLessThan(15);
    // Its lines run straight across.
    expect(skewAngle(image)).toBe(0);
  });

  it('leaves a straight scan as it is', async () => {
    const scan = linesPage(0, 1700, 2200);
    const { image, original, scale, photographed } = await preparePage(scan);
    expect(original).toBeUndefined();
    expect(photographed).toBe(false);
    expect(scale).toBe(1);
    expect([image.width, image.height]).toEqual([1700, 2200]);
  });

  it('enlarges a page photographed small twice, and maps its points back', async () => {
    const scan = linesPage(0, 800, 1000);
    const { image, original, scale } = await preparePage(scan);
    expect(scale).toBe(2);
    expect([image.width, image.height]).toEqual([1600, 2000]);
    const [x, y] = original?.toOriginal(1000, 500) ?? [0, 0];
    expect(x).toBeCloseTo(500, 5);
    expect(y).toBeCloseTo(250, 5);
  });
});

describe('a page filling the frame', () => {
  it('is read at a scan size: a page of a scanner lid or a framed phone shot is not enlarged like a photo', async () => {
    const [w, h] = [1560, 2040];
    const [mx, my] = [w * 0.015, h * 0.015];
    const framed: Point[] = [
      [mx + 8, my],
      [w - mx, my + 10],
      [w - mx - 8, h - my],
      [mx, h - my - 10],
    ];
    const { scale, original } = await preparePage(photo(framed, w, h));
    expect(original).toBeDefined();
    expect(scale).toBe(1);
  });

  it('tells a page filling the frame from one photographed with the table around it', () => {
    const frame = (share: number): Point[] => {
      const [mx, my] = [(1000 * (1 - share)) / 2, (1400 * (1 - share)) / 2];
      return [
        [mx, my],
        [1000 - mx, my],
        [1000 - mx, 1400 - my],
        [mx, 1400 - my],
      ];
    };
    expect(fillsFrame(frame(0.97), 1000, 1400)).toBe(true);
    expect(fillsFrame(frame(0.9), 1000, 1400)).toBe(false);
    expect(fillsFrame(CORNERS, 900, 1200)).toBe(false);
  });
});

describe('the size the page is read at', () => {
  it('enlarges a small page twice, reduces a huge one, and reads a page of about 200 pixels an inch as it is', () => {
    expect(outputScale(1050)).toBe(2);
    expect(outputScale(1300)).toBe(1);
    expect(outputScale(2400)).toBe(1);
    expect(outputScale(6000)).toBeCloseTo(0.55, 2);
    // A page found in a photo at a messaging app's resolution is enlarged; a scan of that size is not.
    expect(outputScale(1400, true)).toBe(2);
    expect(outputScale(1600, true)).toBe(1.5);
    expect(outputScale(1600)).toBe(1);
    expect(outputScale(2400, true)).toBe(1);
  });
});

describe('white on dark', () => {
  it('turns a heading bar of white letters dark on white, and leaves the bold print above it as it is', async () => {
    const [w, h] = [900, 300];
    const data = new Uint8Array(w * h).fill(245);
    // Bold black "text" just above the bar: heavy strokes, 4 of every 10 pixels.
    for (let y = 80; y < 110; y++) for (let x = 100; x < 400; x++) if (x % 10 < 4) data[y * w + x] = 15;
    // The bar from y 120 to 160, with white "letters" in it.
    for (let y = 120; y < 160; y++) for (let x = 50; x < 850; x++) data[y * w + x] = 30;
    for (let y = 130; y < 150; y++) for (let x = 70; x < 300; x++) if (x % 10 < 3) data[y * w + x] = 240;
    const out = await invertDarkBands({ width: w, height: h, data });
    const at = (x: number, y: number) => out.data[y * w + x];
    expect(at(71, 140)).toBeLessThan(60); // a letter stroke, now dark
    expect(at(76, 140)).toBeGreaterThan(200); // the bar around it, now paper
    expect(at(600, 125)).toBeGreaterThan(200);
    expect(at(101, 95)).toBe(15); // the bold print above, untouched
    expect(at(106, 95)).toBe(245);
    expect(at(600, 200)).toBe(245);
  });
});
