import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse-document.js';
import { FIXTURES, fixture } from '../testing/ground-truth.js';
import { grayPng } from '../testing/images.js';
import { tokenContainment, tokenSimilarity } from '../text.js';
import { decodeImage } from './prepare.js';
import { removeRules } from './raster.js';

describe('images', () => {
  it('decodes a PNG to grayscale pixels', async () => {
    const pixels = Uint8Array.from([0, 50, 100, 150, 200, 250]);
    expect(await decodeImage(grayPng(3, 2, pixels), 1_000_000)).toEqual({ width: 3, height: 2, data: pixels });
  });

  it('refuses an image above the pixel limit before decoding it', async () => {
    const bytes = grayPng(2, 2, new Uint8Array(4), { width: 10_000, height: 10_000 });
    await expect(parseDocument({ bytes, fileName: 'huge.png' })).rejects.toThrow(/too large/);
  });

  it('refuses a cut-off image', async () => {
    const bytes = grayPng(20, 20, new Uint8Array(400).fill(255));
    await expect(parseDocument({ bytes: bytes.subarray(0, bytes.length - 20), fileName: 'cut.png' })).rejects.toThrow(
      /incomplete/,
    );
  });

  it('erases table rules but keeps short strokes', () => {
    const w = 100;
    const data = new Uint8Array(w * w).fill(255);
    for (let y = 0; y < w; y++) data[y * w + 10] = 0;
    for (let y = 40; y < 50; y++) data[y * w + 60] = 0;
    const out = removeRules({ width: w, height: w, data }, 40);
    expect(out.data[50 * w + 10]).toBe(255);
    expect(out.data[45 * w + 60]).toBe(0);
  });
});

describe('OCR of a scanned invoice', () => {
  it('reads the line items of the docile scan with quantity, unit price and amount', async () => {
    const annotation = JSON.parse(
      readFileSync(path.join(FIXTURES, 'docile', '516f2d61ea404b30a9192a72.annotation.json'), 'utf8'),
    ) as { line_item_extractions: { fieldtype: string; line_item_id: number; text: string }[] };
    const byLine = new Map<number, Map<string, string[]>>();
    for (const f of annotation.line_item_extractions) {
      const fields = byLine.get(f.line_item_id) ?? new Map<string, string[]>();
      fields.set(f.fieldtype, [...(fields.get(f.fieldtype) ?? []), f.text]);
      byLine.set(f.line_item_id, fields);
    }
    const number = (s: string) => Number(s.replace(/,/g, '').replace(/^(.*)-$/, '-$1'));
    const r = await parseDocument({ bytes: fixture('docile/516f2d61ea404b30a9192a72.pdf'), fileName: 'scan.pdf' });
    expect(r.method).toBe('ocr');
    let matched = 0;
    for (const fields of byLine.values()) {
      const name = (fields.get('line_item_description') ?? []).join(' ');
      const amount = number((fields.get('line_item_amount_gross') ?? ['0'])[0]);
      const price = fields.get('line_item_unit_price_gross')?.map(number)[0];
      const hit = r.items.some(
        (i) =>
          (tokenSimilarity(name, i.name) >= 0.6 || tokenContainment(name, i.name) >= 0.8) &&
          i.amount !== null &&
          Math.abs(i.amount - amount) <= 0.01 &&
          (price === undefined || (i.unitPrice !== null && Math.abs(i.unitPrice - price) <= 0.01)),
      );
      if (hit) matched++;
    }
    expect(matched / byLine.size).toBeGreaterThanOrEqual(0.7);
    expect(r.items.length).toBeLessThanOrEqual(byLine.size + 2);
  }, 180_000); // OCR of a whole page: seconds alone, a minute or more on a busy machine
});
