/**
 * A second reading of a few figures: the boxes of the words a table cell was read from, cut out of the prepared page
 * image the OCR engine read and read again by PaddleOCR's recognition model (ocr/paddle-recognition.ts), in one
 * batch. Its errors are not tesseract's: where tesseract lost a decimal point or took a dot-matrix 8 for a 3, the
 * second reading often has it, and the invoice's arithmetic tells which one is right (reread-figures.ts).
 */
import type { Word } from '../types.js';
import { unturn } from './ocr-engine.js';
import { LINE_HEIGHT, type LinePixels, recogniseLines, recognitionModel, STEP } from './paddle-recognition.js';
import type { Gray } from './raster.js';

type Box = Pick<Word, 'x0' | 'x1' | 'y0' | 'y1'>;
type Point = { x: number; y: number };

/** The longest crop read (at LINE_HEIGHT): a cell of figures is short; anything longer is not one. */
const MAX_WIDTH = 1200;
/** A reading whose characters the model gives a mean probability below this is not taken. */
const MIN_SCORE = 0.6;

/**
 * The box of words (in word coordinates: the page image's turned by `turn`, ocr/ocr-engine.ts) as four corners on
 * the page image, with a margin of paper around the print: a little above and below, more at the ends, where a
 * decimal point or a sign the first reading lost may stand outside the box it gave.
 */
export function cropCorners(box: Box, turn: number): [Point, Point, Point, Point] {
  const h = Math.max(1, box.y1 - box.y0);
  const my = 0.25 * h;
  // At least as wide as high and then some: a narrower crop (a lone 1) would be taken for vertical text.
  const mx = Math.max(0.4 * h, (1.2 * (h + 2 * my) - (box.x1 - box.x0)) / 2);
  const back = unturn(turn);
  const at = (x: number, y: number): Point => {
    const [px, py] = back(x, y);
    return { x: px, y: py };
  };
  const [x0, x1, y0, y1] = [box.x0 - mx, box.x1 + mx, box.y0 - my, box.y1 + my];
  return [at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)];
}

/** What the second reading made of a box: its text, or null where it read nothing surely. */
export type Reread = string | null;

/**
 * The boxes read again from `image` (the prepared page whose words were turned by `turn`). Figures come out as
 * printed characters: full-width forms and the model's Chinese punctuation are folded to their ASCII look-alikes.
 */
export async function rereadBoxes(image: Gray, turn: number, boxes: Box[]): Promise<Reread[]> {
  if (!boxes.length) return [];
  const [model, { Image }] = await Promise.all([recognitionModel(), import('paddleocr')]);
  const page = new Image(image.width, image.height, 1, image.data);
  const lines: LinePixels[] = boxes.map((box) => {
    const crop = page.cropRotated(cropCorners(box, turn));
    const width = Math.min(MAX_WIDTH, Math.max(STEP, Math.round((LINE_HEIGHT * crop.width) / crop.height)));
    const resized = crop.resize({ width, height: LINE_HEIGHT });
    const gray = new Float32Array(LINE_HEIGHT * width);
    for (let i = 0; i < gray.length; i++) gray[i] = resized.data[i * resized.channels];
    return { gray, width };
  });
  const readings = await recogniseLines(model, lines);
  return readings.map((r) => {
    const score = r.probabilities.length ? r.probabilities.reduce((a, b) => a + b, 0) / r.probabilities.length : 0;
    const text = asPrinted(r.text);
    return text && score >= MIN_SCORE ? text : null;
  });
}

/** The model's characters as a figure prints them ('１２。５０' → '12.50'), spaces inside a figure closed up. */
export function asPrinted(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[。·]/g, '.')
    .replace(/(?<=[\d.,])\s+(?=[\d.,])/g, '')
    .trim();
}
