/**
 * The page images OCR reads, for looking into a photo or scan that parses badly: `npm run bench -- prepared FILE…
 * [--out DIR]` writes each image as prepared for OCR (page found, straightened, light evened, rules erased) as
 * DIR/<name>.prepared.png (DIR defaults to the file's folder) and prints the page's corners found in the frame, the
 * scale and whether it was taken for a photo. With a truth file beside it (`--save` of the parse bench: <doc>.truth.json
 * naming the photo) it also prints the farthest corner's distance from the true one, as a share of the frame.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Point } from '../apps/server/src/modules/parsing/ocr/geometry.js';
import { decodeImage, pageCorners, preparePage, smallCopy } from '../apps/server/src/modules/parsing/ocr/prepare.js';

const out = (s: string) => process.stdout.write(`${s}\n`);

/** The photo's true corners, from a truth file in the same folder that names it. */
function trueCorners(file: string): Point[] | null {
  const dir = path.dirname(file);
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.truth.json'))) {
    const truth = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
      photo?: { file: string; corners: Point[] };
    };
    if (truth.photo?.file === path.basename(file)) return truth.photo.corners;
  }
  return null;
}

export async function run(args: string[]): Promise<void> {
  const at = args.indexOf('--out');
  const dir = at >= 0 ? args[at + 1] : null;
  const files = args.filter((a, i) => a !== '--out' && (at < 0 || i !== at + 1));
  for (const file of files) {
    const gray = await decodeImage(new Uint8Array(readFileSync(file)), 40_000_000);
    const { small, f } = await smallCopy(gray);
    const corners = pageCorners(small, f);
    const page = await preparePage(gray);
    const target = path.join(dir ?? path.dirname(file), `${path.basename(file).replace(/\.[^.]+$/, '')}.prepared.png`);
    const { width, height, data } = page.image;
    await sharp(Buffer.from(data), { raw: { width, height, channels: 1 } })
      .png()
      .toFile(target);
    const truth = trueCorners(file);
    const off =
      corners && truth
        ? Math.max(...corners.map(([x, y], i) => Math.hypot(x - truth[i][0], y - truth[i][1]))) /
          Math.max(gray.width, gray.height)
        : null;
    out(
      `${path.basename(file)}: frame ${gray.width}×${gray.height}, corners ${
        corners
          ? corners.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ')
          : 'none (the frame is the page)'
      }${off === null ? '' : ` (${(off * 100).toFixed(1)} % off)`}, scale ${page.scale}, ` +
        `${page.photographed ? 'photo' : 'scan'}, prepared ${width}×${height} → ${target}`,
    );
  }
}
