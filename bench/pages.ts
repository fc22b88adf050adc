/**
 * `npm run bench -- pages [--photos N] [--heldout | --tuned] [--family NAME] [--show]`: how well the page is found
 * in phone photos (apps/server/src/modules/parsing/ocr/prepare.ts, pageCorners), without OCR: the corpus's photos
 * (bench/corpus/photo.ts) know where the paper's corners are. A photo whose paper lies wholly inside the frame should
 * have its page found, its corners within 2% of the frame's diagonal; one whose paper runs off the frame should be
 * left whole (no page found). Prints found right, found wrong, missed and the median corner error per group, and
 * with --show each photo's result beside how it was taken.
 */
import { decodeImage, pageCorners, smallCopy } from '../apps/server/src/modules/parsing/ocr/prepare.js';
import { FAMILIES, photographedDocument } from './corpus/index.js';

type Result = { family: string; verdict: 'right' | 'wrong' | 'missed' | 'left whole' | 'cropped'; error: number };

const count = (args: string[], flag: string, fallback: number) => {
  const i = args.indexOf(flag);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

export async function run(args: string[]): Promise<void> {
  const photos = count(args, '--photos', 1);
  const familyIndex = args.indexOf('--family');
  const only = familyIndex >= 0 ? args[familyIndex + 1] : undefined;
  const families = FAMILIES.filter(
    (f) =>
      (!only || f.name === only) &&
      (!args.includes('--heldout') || f.heldOut) &&
      (!args.includes('--tuned') || !f.heldOut),
  );
  const results = new Map<boolean, Result[]>([
    [false, []],
    [true, []],
  ]);
  for (const family of families) {
    for (let i = 0; i < photos; i++) {
      const { photo } = await photographedDocument(family, i);
      if (photo.type !== 'jpeg') continue;
      const { width: W, height: H, corners: truth } = photo.settings;
      const gray = await decodeImage(photo.bytes, 100e6);
      const { small, f } = await smallCopy(gray);
      const found = pageCorners(small, f);
      const inside = truth.every(([x, y]) => x > 2 && y > 2 && x < W - 3 && y < H - 3);
      const diagonal = Math.hypot(W, H);
      const error = found
        ? Math.max(...found.map(([x, y], k) => Math.hypot(x - (truth[k]?.[0] ?? 0), y - (truth[k]?.[1] ?? 0)))) /
          diagonal
        : Number.NaN;
      const verdict: Result['verdict'] = inside
        ? found
          ? error <= 0.02
            ? 'right'
            : 'wrong'
          : 'missed'
        : found
          ? 'cropped'
          : 'left whole';
      results.get(family.heldOut)?.push({ family: family.name, verdict, error });
      if (args.includes('--show')) {
        const s = photo.settings;
        process.stdout.write(
          `${`${family.name}-p${i}`.padEnd(34)} ${verdict.padEnd(10)} ${Number.isNaN(error) ? '     -' : `${(error * 100).toFixed(1).padStart(5)}%`}  ${s.surface.padEnd(5)} ${s.print.padEnd(10)} fill ${s.fill} tilt ${s.tilt} shadow ${s.shadow} crumple ${s.crumple} ${s.width}x${s.height}\n`,
        );
      }
    }
  }
  process.stdout.write('group     photos  right  wrong  missed  cropped  left whole  median error (found)\n');
  for (const [heldOut, list] of results) {
    if (list.length === 0) continue;
    const n = (v: Result['verdict']) => list.filter((r) => r.verdict === v).length;
    const errors = list
      .map((r) => r.error)
      .filter((e) => !Number.isNaN(e))
      .sort((a, b) => a - b);
    const median = errors.length ? `${(errors[Math.floor(errors.length / 2)]! * 100).toFixed(2)}%` : '-';
    process.stdout.write(
      `${(heldOut ? 'held-out' : 'tuned').padEnd(9)} ${String(list.length).padStart(6)} ${String(n('right')).padStart(6)} ${String(n('wrong')).padStart(6)} ${String(n('missed')).padStart(7)} ${String(n('cropped')).padStart(8)} ${String(n('left whole')).padStart(11)}  ${median.padStart(20)}\n`,
    );
  }
}
