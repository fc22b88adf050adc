import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr-engine.js';
import { type LineReading, readingOrder, splitLine } from './paddle-engine.js';

const require = createRequire(import.meta.url);
const FONT = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);

/** Two invoice rows printed at about 200 dpi: [x, text] cells, and the page as PGM bytes. */
function invoiceRows() {
  GlobalFonts.registerFromPath(FONT, 'Liberation Sans Test');
  const rows: [number, string][][] = [
    [
      [40, 'SE5392 MUSSELS PEI'],
      [560, '8'],
      [700, '$36.89'],
      [860, '$295.12'],
    ],
    [
      [40, 'SE7559 COD LOIN 6OZ'],
      [552, '12'],
      [690, '$135.88'],
      [848, '$1,630.56'],
    ],
  ];
  const [width, height] = [1040, 260];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'black';
  ctx.font = '30px "Liberation Sans Test"';
  ctx.textBaseline = 'alphabetic';
  /** Where each word was printed: its text and horizontal extent, row by row. */
  const printed: { text: string; x0: number; x1: number; row: number }[] = [];
  rows.forEach((cells, row) => {
    const baseline = 90 + row * 90;
    for (const [x, text] of cells) {
      ctx.fillText(text, x, baseline);
      let at = x;
      for (const word of text.split(' ')) {
        const w = ctx.measureText(word).width;
        printed.push({ text: word, x0: at, x1: at + w, row });
        at += w + ctx.measureText(' ').width;
      }
    }
  });
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4];
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + gray.length);
  pgm.set(header);
  pgm.set(gray, header.length);
  return { pgm, printed };
}

describe('PaddleOCR engine', () => {
  it('reads a printed table row by row into words with boxes where they were printed', async () => {
    const { pgm, printed } = invoiceRows();
    const engine = await OcrEngine.create('paddle');
    try {
      const { words } = await engine.read(pgm, 200, 'rows');
      expect(words.map((w) => w.text)).toEqual(printed.map((p) => p.text));
      for (const [i, w] of words.entries()) {
        const p = printed[i];
        expect(Math.abs(w.x0 - p.x0), `${w.text} starts`).toBeLessThan(6);
        expect(Math.abs(w.x1 - p.x1), `${w.text} ends`).toBeLessThan(6);
        // Letters of 30 px stand between 22 px above the baseline and 7 px below it.
        const baseline = 90 + p.row * 90;
        expect(w.y0).toBeGreaterThan(baseline - 40);
        expect(w.y0).toBeLessThan(baseline - 15);
        expect(w.y1).toBeGreaterThan(baseline - 5);
        expect(w.y1).toBeLessThan(baseline + 15);
      }
      // The other mode reads the same: the engine finds the lines itself.
      expect((await engine.read(pgm, 200, 'auto')).words).toEqual(words);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('cuts a line at the blanks between words but keeps figures whole', () => {
    // "MUSSELSPEI 251.79" as the model may read it, with the blank columns of the line image.
    const reading: LineReading = {
      text: 'MUSSELSPEI 251.79',
      columns: [4, 12, 20, 28, 36, 44, 52, 72, 80, 86, 120, 128, 136, 150, 164, 172],
      probabilities: new Array(16).fill(0.99),
    };
    reading.columns.splice(10, 0, 100);
    const ink = new Array<boolean>(180).fill(false);
    const inked = (from: number, to: number) => ink.fill(true, from, to);
    inked(0, 57); // MUSSELS
    inked(68, 90); // PEI
    inked(116, 138); // 251: the 1 stands in a wide cell, 11 columns from the decimal point
    inked(149, 152); // .
    inked(160, 176); // 79
    const words = splitLine(reading, ink, 9.6);
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['MUSSELS', 0, 57],
      ['PEI', 68, 90],
      ['251.79', 116, 176],
    ]);
  });

  it('orders line boxes by rows, each from the left', () => {
    const box = (x: number, y: number, w: number, h: number) =>
      [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ] as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
    const right = box(500, 98, 60, 30);
    const left = box(40, 100, 200, 32);
    const below = box(40, 150, 200, 32);
    expect(readingOrder([below, right, left])).toEqual([left, right, below]);
  });
});
