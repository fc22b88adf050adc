import { describe, expect, it } from 'vitest';
import { asPrinted, cropCorners } from './figure-crops.js';
import { unturn } from './ocr-engine.js';

describe('figures cut out to be read again', () => {
  it("reads the model's full-width digits and Chinese full stop as the figure printed", () => {
    expect(asPrinted('１２。５０')).toBe('12.50');
    expect(asPrinted(' $1 234. 50 ')).toBe('$1234.50');
    expect(asPrinted('12.50 $')).toBe('12.50 $');
  });

  it('cuts the box out where it stands on the page image, with paper around it, wider than high', () => {
    const box = { x0: 400, x1: 480, y0: 200, y1: 220 };
    const [a, b, c, d] = cropCorners(box, 0);
    expect(a.x).toBeLessThan(400);
    expect(b.x).toBeGreaterThan(480);
    expect(a.y).toBeLessThan(200);
    expect(d.y).toBeGreaterThan(220);
    expect(c).toEqual({ x: b.x, y: d.y });
    // A lone digit's box is widened so that the crop is not taken for vertical text.
    const [n0, n1, , n3] = cropCorners({ x0: 400, x1: 406, y0: 200, y1: 220 }, 0);
    expect(n1.x - n0.x).toBeGreaterThan(1.2 * (n3.y - n0.y) - 0.01);
    // Words straightened by a turn of the page are cut from the page image as it was: turned back.
    const turned = cropCorners(box, 0.02);
    const [x, y] = unturn(0.02)(box.x0 - 8, box.y0 - 5);
    expect(turned[0].x).toBeCloseTo(x);
    expect(turned[0].y).toBeCloseTo(y);
  });
});
