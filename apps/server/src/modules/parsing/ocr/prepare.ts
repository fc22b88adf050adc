/**
 * Image preparation before OCR, with sharp (libvips): decoding upright per EXIF, the page found in a photo and its
 * perspective straightened, skew removed, shadows and uneven light evened out, white-on-dark bands turned dark on
 * white, a size the engine reads well, and table rules erased. PDF pages without text (scans, or photos uploaded
 * together as the pages of one invoice) take the same steps.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ParseError } from '../errors.js';
import type { OriginalPage } from '../types.js';
import { apply, area, compose, type Homography, homography, type Point, quadSize, rotation, warp } from './geometry.js';
import { findPageCorners } from './page-finder.js';
import { type Gray, otsuThreshold, removeRules } from './raster.js';

export type PreparedPage = {
  image: Gray;
  /** Output pixels per input pixel (for the resolution the engine is told). */
  scale: number;
  /** Present when the prepared image is not the input as it was: how to find a point of it on the input. */
  original?: OriginalPage;
  /** A page found in a photo, apart from its background (not a scan, nor a page filling the frame). */
  photographed: boolean;
};

const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const scaling = (s: number): Homography => [s, 0, 0, 0, s, 0, 0, 0, 1];

const fromGray = (g: Gray) =>
  sharp(Buffer.from(g.data.buffer, g.data.byteOffset, g.data.length), {
    raw: { width: g.width, height: g.height, channels: 1 },
  });

async function grayOf(s: Sharp): Promise<Gray> {
  const { data, info } = await s.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { width: info.width, height: info.height, data: new Uint8Array(data) };
  const out = new Uint8Array(info.width * info.height);
  for (let i = 0; i < out.length; i++) out[i] = data[i * info.channels];
  return { width: info.width, height: info.height, data: out };
}

/** A file cut off in transfer and one whose pixel data does not fit its declared size fail alike in the decoder. */
export const IMAGE_UNREADABLE =
  'This image file is damaged or incomplete (cut off), so it cannot be read. Please upload the original file again.';

/** An uploaded photo or scan (JPEG, PNG, WebP, TIFF, …) as grey pixels, turned upright per its EXIF orientation. */
export async function decodeImage(bytes: Uint8Array, maxPixels: number): Promise<Gray> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ParseError('This image file is damaged and cannot be read.');
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new ParseError('This image file is damaged and cannot be read.');
  if (width * height > maxPixels) {
    throw new ParseError(
      `This image is too large (${width} × ${height} pixels). Please upload an image under ${Math.round(maxPixels / 1e6)} megapixels.`,
    );
  }
  try {
    return await grayOf(
      sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels }).autoOrient().flatten({ background: '#fff' }),
    );
  } catch {
    throw new ParseError(IMAGE_UNREADABLE);
  }
}

/**
 * The skew of the text lines in radians (positive: lines fall to the right), by projection profiles: the angle at
 * which the rows of ink are sharpest. Within ±`limit` degrees (6 by default); 0 when there is too little ink to tell.
 */
export function skewAngle(img: Gray, limit = 6): number {
  const threshold = Math.min(160, otsuThreshold(img));
  const xs: number[] = [];
  const ys: number[] = [];
  const step = Math.max(1, Math.round(Math.sqrt((img.width * img.height) / 250_000)));
  for (let y = 0; y < img.height; y += step)
    for (let x = 0; x < img.width; x += step)
      if (img.data[y * img.width + x] <= threshold) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  const bins = new Float64Array(img.width + img.height * 2 + 4);
  const sharpness = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    const [s, c] = [Math.sin(a), Math.cos(a)];
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round((ys[i] * c - xs[i] * s + img.width) / step)]++;
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  const search = (from: number, to: number, by: number) => {
    for (let d = from; d <= to + 1e-9; d += by) {
      const score = sharpness(d);
      if (score > bestScore * 1.0001) {
        best = d;
        bestScore = score;
      }
    }
  };
  search(-limit, limit, Math.min(0.5, limit / 4));
  const coarse = best;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.abs(best) < 0.15 ? 0 : (best * Math.PI) / 180;
}

/** Each pixel the brightest within `r` pixels (a square): dark print thinner than 2r + 1 disappears. */
export function maxFilter(img: Gray, r: number): Gray {
  const { width: w, height: h, data } = img;
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) m = Math.max(m, data[y * w + k]);
      rows[y * w + x] = m;
    }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) m = Math.max(m, rows[k * w + x]);
      out[y * w + x] = m;
    }
  return { width: w, height: h, data: out };
}

/** Below this longest side, a page found in a photo is enlarged. */
const SMALL_PHOTO_PAGE = 2100;
/** From this longest side up, a page found in a photo is enlarged by half (twice would only cost time in OCR). */
const MID_PHOTO_PAGE = 1536;

/** From this share of the frame up, a page found in it is a scan (a border of scanner lid or table), not a photo. */
const SCAN_FILL = 0.9;

/**
 * Whether the page found (its corners) fills the frame, a thin border of scanner lid or table around it: a scan, or a
 * phone shot framed like one, taken at the frame's full resolution. It is read at a scan's size: enlarged like a page
 * photographed small, its print blurred in resampling and rows were lost.
 */
export function fillsFrame(corners: Point[], width: number, height: number): boolean {
  return area(corners) >= SCAN_FILL * width * height;
}

/**
 * The longest side the engine reads well: smaller pages are enlarged, huge ones reduced. A page found in a photo
 * (`photo`) spans only part of the frame and is blurred by the lens and the JPEG: at a messaging app's resolution its
 * decimal points and thin strokes are a pixel or two, so it is enlarged from a larger size than a scan. Print already
 * large (a title in bold) is read again at the page's own size (ocr/large-print.ts).
 */
export function outputScale(longest: number, photo = false): number {
  if (longest > 4400) return 3300 / longest;
  // Enlarged by an odd factor, heavy print (a title in bold) blurs in resampling and is misread: small pages twice.
  if (photo && longest >= MID_PHOTO_PAGE && longest < SMALL_PHOTO_PAGE) return 1.5;
  if (longest < 1100 || (photo && longest < SMALL_PHOTO_PAGE)) return 2;
  return 1;
}

/** Divides out the paper's brightness (shadows, uneven light, tinted paper), then stretches the ink to black. */
async function evenLight(img: Gray): Promise<Gray> {
  const sw = Math.max(8, Math.round(img.width / 16));
  const sh = Math.max(8, Math.round(img.height / 16));
  // The paper's brightness: the brightest nearby pixel on a 1/16 copy (text and bands removed), smoothed.
  const small = maxFilter(await grayOf(fromGray(img).resize(sw, sh, { fit: 'fill' })), 3);
  const paper = await grayOf(fromGray(small).blur(2).resize(img.width, img.height, { fit: 'fill', kernel: 'cubic' }));
  const out = new Uint8Array(img.data.length);
  const hist = new Uint32Array(256);
  for (let i = 0; i < out.length; i++) {
    const v = Math.min(255, Math.round((img.data[i] * 255) / Math.max(paper.data[i], 24)));
    out[i] = v;
    hist[v]++;
  }
  // Faint print (thermal paper, a worn ribbon): the darkest half-percent becomes black.
  let seen = 0;
  let low = 0;
  while (low < 255 && seen + hist[low] < out.length * 0.005) seen += hist[low++];
  if (low > 8 && low < 200) {
    for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.round(((out[i] - low) * 255) / (255 - low)));
  }
  return { width: img.width, height: img.height, data: out };
}

/**
 * Turns white-on-dark areas (heading bars, shaded cells) into dark on white. A pixel is in such an area when its
 * surroundings are dark (a wide blur: heavy print is not dark on the whole) and the row it lies on is mostly dark
 * to its left or to its right: measured along the row, the area's top and bottom edges stay sharp, so text just above or
 * below a bar is left alone, and the ends of a bar are inside it.
 */
export async function invertDarkBands(img: Gray): Promise<Gray> {
  const { width: w, height: h, data } = img;
  const sigma = Math.max(6, Math.round(Math.max(w, h) / 200));
  const around = await grayOf(fromGray(img).blur(sigma));
  const half = Math.max(20, Math.round(Math.max(w, h) / 60));
  const out = new Uint8Array(data);
  const prefix = new Float64Array(w + 1);
  let inverted = 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let any = false;
    for (let x = 0; x < w && !any; x++) any = around.data[row + x] < 110;
    if (!any) continue;
    for (let x = 0; x < w; x++) prefix[x + 1] = prefix[x] + (data[row + x] < 128 ? 1 : 0);
    for (let x = 0; x < w; x++) {
      if (around.data[row + x] >= 110) continue;
      const a = Math.max(0, x - half);
      const b = Math.min(w, x + half + 1);
      const left = (prefix[x + 1] - prefix[a]) / (x + 1 - a);
      const right = (prefix[b] - prefix[x]) / (b - x);
      if (Math.max(left, right) >= 0.5) {
        out[row + x] = 255 - data[row + x];
        inverted++;
      }
    }
  }
  return inverted ? { width: w, height: h, data: out } : img;
}

/** A copy of `gray` whose longest side is at most 900 pixels, and its scale. */
export async function smallCopy(gray: Gray): Promise<{ small: Gray; f: number }> {
  const f = Math.min(1, 900 / Math.max(gray.width, gray.height));
  if (f === 1) return { small: gray, f };
  const [sw, sh] = [Math.max(1, Math.round(gray.width * f)), Math.max(1, Math.round(gray.height * f))];
  return { small: await grayOf(fromGray(gray).resize(sw, sh, { fit: 'fill' })), f };
}

/**
 * The corners of the page in a photo (top-left, top-right, bottom-right, bottom-left, in the photo's pixels) found on
 * its small copy (`f`: small pixels per photo pixel); null when the photo shows no page apart from its background.
 */
export function pageCorners(small: Gray, f: number): Point[] | null {
  const quad = findPageCorners(maxFilter(small, 2));
  return quad ? quad.map(([x, y]) => [x / f, y / f] as Point) : null;
}

/**
 * Prepares one page for OCR: where the page stands apart from its background (a photo from a phone) its edges are
 * found and its perspective straightened; otherwise (a scan, paper filling the frame) the image is the page. With
 * `ownSize` it is not enlarged or reduced (its large print is read so, ocr/large-print.ts).
 */
export async function preparePage(gray: Gray, ownSize = false): Promise<PreparedPage> {
  const { width: W, height: H } = gray;
  const { small, f } = await smallCopy(gray);

  // The straight page, in input pixels, mapped onto the input.
  let base = IDENTITY;
  let [pw, ph] = [W, H];
  const corners = pageCorners(small, f);
  if (corners) {
    const size = quadSize(corners);
    const h = homography(
      [
        [0, 0],
        [size.width, 0],
        [size.width, size.height],
        [0, size.height],
      ],
      corners,
    );
    if (h) [base, pw, ph] = [h, Math.round(size.width), Math.round(size.height)];
  }
  // Skew, measured on a small straightened copy.
  const smallStraight =
    base === IDENTITY
      ? small
      : warp(small, compose(scaling(f), compose(base, scaling(1 / f))), Math.round(pw * f), Math.round(ph * f));
  // A page straightened by its edges is square to them: only a print set askew on the paper is left (±1.5°).
  const angle = skewAngle(smallStraight, base === IDENTITY ? 6 : 1.5);
  const photographed = base !== IDENTITY && !!corners && !fillsFrame(corners, W, H);
  const scale = ownSize ? 1 : outputScale(Math.max(pw, ph), photographed);
  let toSource = base;
  if (angle) toSource = compose(toSource, rotation(angle, pw / 2, ph / 2));
  if (scale !== 1) toSource = compose(toSource, scaling(1 / scale));
  const [ow, oh] = [Math.round(pw * scale), Math.round(ph * scale)];
  const moved = toSource !== IDENTITY;
  let image = moved ? warp(gray, toSource, ow, oh) : gray;
  image = await invertDarkBands(await evenLight(image));
  image = removeRules(image, Math.max(40, Math.round(Math.max(image.width, image.height) / 50)));
  const original: OriginalPage | undefined = moved
    ? { width: W, height: H, toOriginal: (x, y) => apply(toSource, x, y) }
    : undefined;
  return { image, scale, original, photographed };
}
