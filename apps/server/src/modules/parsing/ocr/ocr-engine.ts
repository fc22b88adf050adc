/**
 * Optical character recognition: words with boxes out of a page image. Two engines: tesseract.js (the default; one
 * worker per document) and PaddleOCR's models on ONNX Runtime (ocr/paddle-engine.ts), chosen by OCR_ENGINE.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OriginalPage, Word } from '../types.js';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

type OcrWord = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };
type OcrBaseline = { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
type OcrBlock = { paragraphs?: { lines?: { words?: OcrWord[]; baseline?: OcrBaseline }[] }[] };

/**
 * The page's skew in radians, from the baselines of the lines the engine found (their median slope): a scan or photo
 * turned by a degree or two moves a row's right end by more than a line height, so rows are straightened before
 * they are grouped.
 */
export function skewOf(blocks: OcrBlock[]): number {
  const slopes: number[] = [];
  for (const b of blocks)
    for (const p of b.paragraphs ?? [])
      for (const l of p.lines ?? []) {
        const bl = l.baseline;
        if (!bl || bl.has_baseline === false) continue;
        const dx = bl.x1 - bl.x0;
        if (dx < 100) continue;
        slopes.push((bl.y1 - bl.y0) / dx);
      }
  if (slopes.length < 3) return 0;
  slopes.sort((a, b) => a - b);
  const angle = Math.atan(slopes[Math.floor(slopes.length / 2)]);
  return Math.abs(angle) < 0.002 || Math.abs(angle) > 0.35 ? 0 : angle;
}

/** Leftovers of table rules and specks read as characters (`confidence` 0–100). */
export function isNoise(text: string, confidence: number): boolean {
  if (!text) return true;
  if (/^[|!¦:;,.'"`~_\-–—=+*^°()[\]{}/\\<>«»]+$/.test(text)) return true;
  // A printed 1 often comes out as a lone l, I or | of low confidence: it is kept for the quantity column's sake.
  if (text.length === 1 && /[ij!:;.,'`tfH]/.test(text) && confidence < 75) return true;
  return confidence < 35 && text.length <= 2 && !/^\d+$/.test(text);
}

/**
 * The words that are text: a box far flatter than the page's print (a pixel or two high, under a quarter of the
 * usual word height) holds no character, whatever the engine read there: it is the remnant of a table rule or an
 * underline, and its "letters" or lone digit would add a cell to the row below or above it.
 */
export function dropFlatWords(words: Word[]): Word[] {
  const heights = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const usual = heights.length >= 5 ? heights[Math.floor(heights.length / 2)] : 0;
  const flat = Math.max(3, usual / 4);
  const kept = words.filter((w) => w.y1 - w.y0 >= flat);
  return kept.length === words.length ? words : kept;
}

/** Marks a leader or dotted rule is read as: dots, commas, colons, quotes; `i`, `l` and bars only among them. */
const DOTS = ".,:;·•…'`´‘’";
/** Small letters without ascender or descender: what a row of dots in a small font is often read as. */
const ROUND = 'aceimnorsuvwxz';
const LEADER_WORD = new RegExp(`^[${DOTS}il|!¡_-]{5,}$`);
const LEADER_TAIL = new RegExp(`(?:[${DOTS}]{4,}|[${DOTS}]{2,}(?=[${ROUND}${DOTS}-]{5,}$))[${DOTS}${ROUND}l|!¡-]*$`);
const LEADER_HEAD = new RegExp(`^[${DOTS}il|!¡]*[${DOTS}]{4,}`);
const ROUND_WORD = new RegExp(`^[(${DOTS}${ROUND}-]{10,}$`);

/**
 * A run of dots read partly as small round letters (`.....coroccocresvan`): a long word of only dots and such
 * letters that opens with dots. Without the opening dots such a word may be one of the language's.
 */
function isGarbledLeader(text: string): boolean {
  if (!ROUND_WORD.test(text)) return false;
  return /^[(]?[.,:;'`]{2,}/.test(text);
}

/**
 * The words without the dot leaders and dotted rules read among them: a word made only of dot marks (five or more:
 * `..........`, `iiiiiii`, `:::::`) or of dots read as small round letters is dropped, and a run of dots before or
 * after a word's text (`Beef.........`, `.....12.50`, `Chuck....cccvcs`) is cut off, its box shortened in proportion.
 * A decimal point, an ellipsis of three dots and a word of letters keep their place.
 */
export function dropLeaderDots(words: Word[]): Word[] {
  let changed = false;
  const out: Word[] = [];
  for (const w of words) {
    if (LEADER_WORD.test(w.text) || isGarbledLeader(w.text)) {
      changed = true;
      continue;
    }
    const tail = LEADER_TAIL.exec(w.text)?.[0].length ?? 0;
    const head = LEADER_HEAD.exec(w.text.slice(0, w.text.length - tail))?.[0].length ?? 0;
    if (!tail && !head) {
      out.push(w);
      continue;
    }
    const text = w.text.slice(head, w.text.length - tail);
    changed = true;
    if (!text) continue;
    const per = (w.x1 - w.x0) / w.text.length;
    out.push({ ...w, text, x0: w.x0 + head * per, x1: w.x1 - tail * per });
  }
  return changed ? out : words;
}

/**
 * What the engine read on a page: its words, and the angle (radians) by which their coordinates were turned to
 * straighten the lines (`skewOf`): a point of the page image is `unturn(turn)` of a word's point.
 */
export type OcrPage = {
  words: Word[];
  turn: number;
  /**
   * How surely the engine read the page: the mean confidence (0–100) of all it read, and how many words it read with
   * a confidence of 80 or more. Absent when the engine gives none (PaddleOCR).
   */
  certainty?: { mean: number; sure: number };
};

/** A word read with at least this confidence (0–100) counts as read surely (OcrPage.certainty). */
export const SURE_WORD = 80;

export function wordsFromBlocks(blocks: OcrBlock[] | null | undefined): Word[] {
  return readBlocks(blocks).words;
}

/** The point of the page image that a point of words turned by `turn` (readBlocks) stands on. */
export function unturn(turn: number): (x: number, y: number) => [number, number] {
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return (x, y) => [x * cos - y * sin, x * sin + y * cos];
}

/**
 * How to find a point of the words on the page as uploaded: the words' turn undone, then the preparation's own map
 * back (`original`, none when the image read is the page as uploaded).
 */
export function mapBack(
  original: OriginalPage | undefined,
  turn: number,
  image: { width: number; height: number },
): OriginalPage | undefined {
  if (!turn) return original;
  const back = unturn(turn);
  return {
    width: original?.width ?? image.width,
    height: original?.height ?? image.height,
    toOriginal: (x, y) => {
      const [px, py] = back(x, y);
      return original ? original.toOriginal(px, py) : [px, py];
    },
  };
}

export function readBlocks(blocks: OcrBlock[] | null | undefined): OcrPage {
  const out: Word[] = [];
  let [read, total, sure] = [0, 0, 0];
  const angle = skewOf(blocks ?? []);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        for (const w of line.words ?? []) {
          read++;
          total += w.confidence;
          if (w.confidence >= SURE_WORD) sure++;
          // A dollar sign is often read as a section sign ('§12.50').
          const text = w.text
            .replace(/^[|¦]+|[|¦]+$/g, '')
            .replace(/§/g, '$')
            .trim();
          if (isNoise(text, w.confidence)) continue;
          const { x0, x1, y0, y1 } = w.bbox;
          if (!angle) {
            out.push({ text, x0, x1, y0, y1 });
            continue;
          }
          // Turn the word's centre back by the skew; its box keeps its size.
          const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
          const [hw, hh] = [(x1 - x0) / 2, (y1 - y0) / 2];
          const rx = cx * cos + cy * sin;
          const ry = -cx * sin + cy * cos;
          out.push({ text, x0: rx - hw, x1: rx + hw, y0: ry - hh, y1: ry + hh });
        }
      }
    }
  }
  return { words: out, turn: angle, certainty: { mean: read ? total / read : 0, sure } };
}

/**
 * How the engine segments a page. `rows`: the page as one column of text lines, which keeps the sparse cells of a
 * table row (a lone quantity, a unit) on their row; `auto`: the engine's own layout analysis, which finds text in
 * separate blocks better; `line` and `block`: a piece of a page cut out as one line or one block of text (ocr/unread-ink.ts). Which one reads an invoice better is decided by its arithmetic (readers/ocr-reading.ts).
 * The PaddleOCR engine finds the text lines itself and ignores the mode (ocr/paddle-engine.ts).
 */
export type OcrMode = 'rows' | 'auto' | 'line' | 'block';

const PAGE_SEGMENTATION: Record<OcrMode, PSM> = {
  rows: PSM.SINGLE_COLUMN,
  auto: PSM.AUTO,
  line: PSM.SINGLE_LINE,
  block: PSM.SINGLE_BLOCK,
};

/** The OCR engines there are (configuration OCR_ENGINE). */
export const OCR_ENGINES = ['tesseract', 'paddle'] as const;
export type OcrEngineName = (typeof OCR_ENGINES)[number];

/**
 * The engine named by OCR_ENGINE (tesseract when unset). Read from the environment, which the parser's worker
 * threads and the command-line tools (`npm run parse`, the benchmarks) share with the server; the server's
 * configuration (config.ts) checks the value at start.
 */
export function ocrEngineName(env: NodeJS.ProcessEnv = process.env): OcrEngineName {
  const named = env.OCR_ENGINE?.trim();
  if (!named) return 'tesseract';
  if (!(OCR_ENGINES as readonly string[]).includes(named)) {
    throw new Error(`OCR_ENGINE=${named}: choose one of ${OCR_ENGINES.join(', ')}`);
  }
  return named as OcrEngineName;
}

/** Changes when what is kept changes, so that no reading kept in an earlier shape is taken. */
const CACHE_FORMAT = 'page-v3';

/**
 * Where the words of an image are kept when OCR_CACHE_DIR is set (the benchmarks: measuring a change to the table
 * stages re-reads the same page images; the server leaves it unset). Keyed by the engine, the image's bytes, the
 * resolution and the segmentation mode, so any change to the page preparation reads the page again.
 */
export function ocrCacheFile(
  engine: OcrEngineName,
  image: Uint8Array,
  dpi: number | undefined,
  mode: OcrMode,
  dir = process.env.OCR_CACHE_DIR,
): string | null {
  if (!dir) return null;
  const key = createHash('sha256')
    .update(`${CACHE_FORMAT} ${engine} ${dpi ?? ''} ${mode} `)
    .update(image)
    .digest('hex');
  return path.join(dir, key.slice(0, 2), `${key}.json`);
}

type Engine = { read(image: Uint8Array, dpi?: number, mode?: OcrMode): Promise<OcrPage>; close(): Promise<void> };

/** One document's OCR: created per document, closed after it. */
export class OcrEngine {
  private closed = false;

  private constructor(
    private readonly engine: Engine,
    private readonly name: OcrEngineName,
  ) {}

  static async create(name: OcrEngineName = ocrEngineName()): Promise<OcrEngine> {
    if (name === 'paddle') {
      const { PaddleEngine } = await import('./paddle-engine.js');
      return new OcrEngine(await PaddleEngine.create(), name);
    }
    return new OcrEngine(await TesseractEngine.create(), name);
  }

  /**
   * Reads an image: PGM bytes, as the parser prepares pages (tesseract also takes PNG or JPEG). `dpi` avoids
   * tesseract's own resolution guess when known.
   */
  async read(image: Uint8Array, dpi?: number, mode: OcrMode = 'rows'): Promise<OcrPage> {
    // A reading no longer wanted (its engine closed while it went on) stops at its next page or piece of page.
    if (this.closed) throw new Error('The OCR engine was closed');
    const cache = ocrCacheFile(this.name, image, dpi, mode);
    if (cache) {
      try {
        const kept = JSON.parse(readFileSync(cache, 'utf8')) as Partial<OcrPage>;
        if (Array.isArray(kept.words) && typeof kept.turn === 'number')
          return { words: dropLeaderDots(dropFlatWords(kept.words)), turn: kept.turn, certainty: kept.certainty };
      } catch {
        // not read yet
      }
    }
    const read = await this.engine.read(image, dpi, mode);
    if (cache) {
      mkdirSync(path.dirname(cache), { recursive: true });
      writeFileSync(cache, JSON.stringify(read));
    }
    return { words: dropLeaderDots(dropFlatWords(read.words)), turn: read.turn, certainty: read.certainty };
  }

  close(): Promise<void> {
    this.closed = true;
    return this.engine.close();
  }
}

/** The page-wise settings a tesseract worker holds between pages: its resolution ('0': its own guess) and mode. */
export type PageSettings = { user_defined_dpi: string; tessedit_pageseg_mode: PSM };

/**
 * The settings to change before reading a page, given those the worker holds: a page of unknown resolution resets it
 * to the engine's own guess, so that it is not read at the resolution of an earlier page.
 */
export function pageSettings(held: PageSettings, dpi: number | undefined, mode: OcrMode): Partial<PageSettings> {
  const want: PageSettings = {
    user_defined_dpi: dpi && Number.isFinite(dpi) ? String(Math.round(dpi)) : '0',
    tessedit_pageseg_mode: PAGE_SEGMENTATION[mode],
  };
  const change: Partial<PageSettings> = {};
  if (want.user_defined_dpi !== held.user_defined_dpi) change.user_defined_dpi = want.user_defined_dpi;
  if (want.tessedit_pageseg_mode !== held.tessedit_pageseg_mode)
    change.tessedit_pageseg_mode = want.tessedit_pageseg_mode;
  return change;
}

class TesseractEngine implements Engine {
  private held: PageSettings = { user_defined_dpi: '0', tessedit_pageseg_mode: PSM.SINGLE_COLUMN };
  private closed = false;

  private constructor(private readonly worker: Worker) {}

  static async create(): Promise<TesseractEngine> {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
      preserve_interword_spaces: '0',
      tessedit_do_invert: '0',
      // The engine's notes ("Estimating resolution as …") would go to the server's output.
      debug_file: '/dev/null',
    });
    return new TesseractEngine(worker);
  }

  async read(image: Uint8Array, dpi?: number, mode: OcrMode = 'rows'): Promise<OcrPage> {
    const change = pageSettings(this.held, dpi, mode);
    if (Object.keys(change).length) {
      await this.worker.setParameters(change);
      this.held = { ...this.held, ...change };
    }
    if (this.closed) throw new Error('The OCR engine was closed');
    const result = await this.worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
    return readBlocks(result.data.blocks as OcrBlock[] | null);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate().catch(() => undefined);
  }
}
