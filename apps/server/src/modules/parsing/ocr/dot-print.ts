/**
 * Print the engine reads unsurely, read again with its dots joined. A dot-matrix print-out photographed by phone is
 * the main case: its glyphs are rows of separate ribbon dots, which the lens and the JPEG blur into broken, blotchy
 * strokes that the engine's binarisation cuts apart again; a slight blur before it joins them. Laser print, read
 * surely as a rule, is left alone: a blur would only soften it. Which reading is kept is decided by the engine's
 * own confidence, a measured property of each reading.
 */
import sharp from 'sharp';
import type { OcrMode, OcrPage } from './ocr-engine.js';
import { encodePgm, type Gray } from './raster.js';
import type { Reader } from './unread-ink.js';

/** Below this mean word confidence (0–100) a reading is unsure: laser print reads at 80–90, dot-matrix at 30–55. */
export const UNSURE_READING = 60;

/** Whether the engine read the page unsurely (too few words to tell: not). */
export function isUnsure(page: OcrPage): boolean {
  const c = page.certainty;
  return !!c && page.words.length >= 5 && c.mean < UNSURE_READING;
}

/** The page with its dots joined: a Gaussian blur of `sigma` pixels. */
export async function joinDots(img: Gray, sigma = 1): Promise<Gray> {
  const { data, info } = await sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
    raw: { width: img.width, height: img.height, channels: 1 },
  })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * Of a page's reading `a` and its reading with the dots joined `b`, `b` when it reads clearly more words surely (a
 * tenth more, and two words at least), else `a`: faint thermal print, thinned by a blur, reads about as surely and
 * worse.
 */
export function surer(a: OcrPage, b: OcrPage): OcrPage {
  const [sa, sb] = [a.certainty?.sure ?? 0, b.certainty?.sure ?? 0];
  return sb >= Math.max(sa * 1.1, sa + 2) ? b : a;
}

/**
 * `first` (the page `image` read in `mode`, at `dpi` when known), or, when it was read unsurely, the reading of the
 * page with its dots joined if that one reads clearly more words surely (`surer`). The joined page has the same size,
 * so the words stand where they did. Photos and image-only PDF pages (a scan, several photos of one invoice) alike.
 */
export async function rereadJoined(
  engine: Reader,
  image: Gray,
  first: OcrPage,
  mode?: OcrMode,
  dpi?: number,
): Promise<OcrPage> {
  if (!isUnsure(first)) return first;
  const joined = await engine.read(encodePgm(await joinDots(image)), dpi, mode);
  return surer(first, joined);
}
