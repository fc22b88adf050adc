/** Optical character recognition with tesseract.js: one worker per document, words with boxes out. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Word } from '../types.js';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

type OcrWord = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };
type OcrBlock = { paragraphs?: { lines?: { words?: OcrWord[] }[] }[] };

/** Leftovers of table rules and specks read as characters. */
function isNoise(text: string, confidence: number): boolean {
  if (!text) return true;
  if (/^[|!¦:;,.'"`~_\-–—=+*^°()[\]{}/\\<>«»]+$/.test(text)) return true;
  // A printed 1 often comes out as a lone l, I or | of low confidence: it is kept for the quantity column's sake.
  if (text.length === 1 && /[ij!:;.,'`tfH]/.test(text) && confidence < 75) return true;
  return confidence < 35 && text.length <= 2 && !/^\d+$/.test(text);
}

export function wordsFromBlocks(blocks: OcrBlock[] | null | undefined): Word[] {
  const out: Word[] = [];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        for (const w of line.words ?? []) {
          const text = w.text.replace(/^[|¦]+|[|¦]+$/g, '').trim();
          if (isNoise(text, w.confidence)) continue;
          out.push({ text, x0: w.bbox.x0, x1: w.bbox.x1, y0: w.bbox.y0, y1: w.bbox.y1 });
        }
      }
    }
  }
  return out;
}

export class OcrEngine {
  private constructor(private readonly worker: Worker) {}

  static async create(): Promise<OcrEngine> {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '0',
      tessedit_do_invert: '0',
    });
    return new OcrEngine(worker);
  }

  /** Reads an image (PGM, PNG or JPEG bytes). `dpi` avoids the engine's own resolution guess when known. */
  async read(image: Uint8Array, dpi?: number): Promise<Word[]> {
    if (dpi) await this.worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
    const result = await this.worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
    return wordsFromBlocks(result.data.blocks as OcrBlock[] | null);
  }

  async close(): Promise<void> {
    await this.worker.terminate().catch(() => undefined);
  }
}
