import { describe, expect, it } from 'vitest';
import { otsuThreshold } from './raster.js';

describe('otsuThreshold', () => {
  it('falls between the ink and the paper of a two-level page', () => {
    const [w, h] = [400, 300];
    const data = new Uint8Array(w * h).fill(230);
    for (let i = 0; i < data.length; i += 7) data[i] = 40;
    const t = otsuThreshold({ width: w, height: h, data });
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(230);
  });

  it('counts every pixel of a large page (no level overflows)', () => {
    const [w, h] = [4000, 3000];
    const data = new Uint8Array(w * h).fill(250);
    data.fill(10, 0, (w * h) / 4);
    const t = otsuThreshold({ width: w, height: h, data });
    expect(t).toBeGreaterThanOrEqual(10);
    expect(t).toBeLessThan(250);
  });
});
