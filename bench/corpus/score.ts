/**
 * Scores the parser on the generated corpus: per family, text PDFs, scans and phone photos apart, then totals over
 * the tuned and the held-out families. Documents are generated in memory; `save` writes them out to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedItem, parseDocument } from '../../apps/server/src/modules/parsing/index.js';
import {
  type CorpusDocument,
  checkFamilies,
  corpusDocument,
  FAMILIES,
  type Family,
  photographedDocument,
  scannedDocument,
} from './index.js';
import { type Counts, matchLines, prf, type TruthLine } from './match.js';
import { mixedFamilies } from './mixed.js';
import type { Photo } from './photo.js';
import type { Scan } from './scan.js';

export type CorpusOptions = {
  family: string | null;
  docs: number;
  scans: number;
  /**
   * Number of the first scan and the first photo taken per family (scans scanFrom .. scanFrom + scans - 1, photos
   * likewise); 0 by default.
   */
  scanFrom?: number;
  /** Phone photos per family (photo.ts); 0 by default. */
  photos?: number;
  group: 'all' | 'heldout' | 'tuned';
  show: boolean;
  save: string | null;
  /** Mixed families (mixed.ts) added to the tuned group. */
  mixed?: number;
};

type DocScore = Counts & { pages: number; seconds: number; failed: boolean };

const f2 = (n: number) => n.toFixed(2);
const out = (s: string) => process.stdout.write(`${s}\n`);

function median(xs: number[]): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function truthLines(doc: CorpusDocument): TruthLine[] {
  return doc.truth.map((t, i) => {
    const net = doc.netPrices[i];
    return {
      name: t.name,
      quantities: [t.quantity],
      prices: net === null ? [t.unitPrice] : [t.unitPrice, net],
      amount: t.amount,
    };
  });
}

const fmt = (n: number | null) => (n === null ? '-' : String(n));

function show(label: string, doc: CorpusDocument, items: ParsedItem[], pairs: number[]) {
  out(`  ── ${label} (${doc.family.heldOut ? 'held out' : 'tuned'})`);
  doc.truth.forEach((t, i) => {
    const p = pairs[i] >= 0 ? items[pairs[i]] : null;
    out(
      `    ${p ? 'ok  ' : 'MISS'} truth  ${t.name} | code ${t.itemCode || '-'} | qty ${t.quantity} ${t.unit} | price ${t.unitPrice} | amount ${t.amount}`,
    );
    if (p)
      out(
        `         parsed ${p.name} | code ${p.itemCode || '-'} | qty ${fmt(p.quantity)} ${p.unit} | price ${fmt(p.unitPrice)} | amount ${fmt(p.amount)}`,
      );
  });
  const used = new Set(pairs);
  items.forEach((p, i) => {
    if (!used.has(i)) {
      out(
        `    EXTRA parsed ${p.name} | code ${p.itemCode || '-'} | qty ${fmt(p.quantity)} ${p.unit} | price ${fmt(p.unitPrice)} | amount ${fmt(p.amount)}`,
      );
    }
  });
}

async function scoreBytes(
  label: string,
  doc: CorpusDocument,
  bytes: Uint8Array,
  fileName: string,
  opts: CorpusOptions,
): Promise<DocScore> {
  const truth = truthLines(doc);
  const started = performance.now();
  try {
    const parsed = await parseDocument({ bytes, fileName });
    const seconds = (performance.now() - started) / 1000;
    const pairs = matchLines(truth, parsed.items);
    if (opts.show) show(label, doc, parsed.items, pairs);
    return {
      predicted: parsed.items.length,
      truth: truth.length,
      matched: pairs.filter((i) => i >= 0).length,
      pages: parsed.pages,
      seconds,
      failed: false,
    };
  } catch (err) {
    out(`  ${fileName}: FAILED ${(err as Error).message}`);
    return { predicted: 0, truth: truth.length, matched: 0, pages: doc.pages, seconds: 0, failed: true };
  }
}

function sum(scores: DocScore[]): Counts & { pages: number } {
  return scores.reduce(
    (a, s) => ({
      predicted: a.predicted + s.predicted,
      truth: a.truth + s.truth,
      matched: a.matched + s.matched,
      pages: a.pages + s.pages,
    }),
    { predicted: 0, truth: 0, matched: 0, pages: 0 },
  );
}

const HEAD = `${'family'.padEnd(34)} ${'group'.padEnd(8)} docs pages  ok/pred/gt  prec   rec    F1  s/page`;

function row(name: string, group: string, scores: DocScore[]): string {
  const s = sum(scores);
  const [p, r, f] = prf(s);
  const perPage = median(scores.filter((d) => !d.failed).map((d) => d.seconds / Math.max(1, d.pages)));
  const failed = scores.filter((d) => d.failed).length;
  return `${name.padEnd(34)} ${group.padEnd(8)} ${String(scores.length).padStart(4)} ${String(s.pages).padStart(5)} ${`${s.matched}/${s.predicted}/${s.truth}`.padStart(11)}  ${f2(p)}  ${f2(r)}  ${f2(f)}  ${Number.isNaN(perPage) ? '     -' : perPage.toFixed(2).padStart(6)}${failed ? `  (${failed} failed)` : ''}`;
}

/** Writes the printed PDF, its scan or photo (if any) and the truth with the scan's or photo's settings. */
function save(dir: string, doc: CorpusDocument, copy: { scan: Scan } | { photo: Photo } | null) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, doc.fileName), doc.pdf);
  const image = copy && ('scan' in copy ? copy.scan : copy.photo);
  if (image) writeFileSync(path.join(dir, image.fileName), image.bytes);
  const truth = {
    family: doc.family.name,
    heldOut: doc.family.heldOut,
    index: doc.index,
    pages: doc.pages,
    scan: copy && 'scan' in copy ? { file: copy.scan.fileName, ...copy.scan.settings } : undefined,
    photo: copy && 'photo' in copy ? { file: copy.photo.fileName, ...copy.photo.settings } : undefined,
    lines: doc.truth,
  };
  writeFileSync(path.join(dir, doc.fileName.replace(/\.pdf$/, '.truth.json')), `${JSON.stringify(truth, null, 2)}\n`);
}

function selectFamilies(opts: CorpusOptions): Family[] {
  let families = [...FAMILIES, ...mixedFamilies(FAMILIES, opts.mixed ?? 0)];
  if (opts.family) {
    const names = opts.family.split(',');
    families = families.filter((f) => names.includes(f.name));
    if (!families.length)
      throw new Error(`No family "${opts.family}"; families: ${FAMILIES.map((f) => f.name).join(', ')}`);
  }
  if (opts.group === 'heldout') families = families.filter((f) => f.heldOut);
  if (opts.group === 'tuned') families = families.filter((f) => !f.heldOut);
  return families;
}

export async function runCorpus(opts: CorpusOptions): Promise<void> {
  const problems = checkFamilies(FAMILIES);
  if (problems.length) throw new Error(`The corpus families break the held-out rules:\n${problems.join('\n')}`);
  const families = selectFamilies(opts);
  const photos = opts.photos ?? 0;
  const tunedCount = FAMILIES.filter((f) => !f.heldOut).length;
  out(
    `Invoice corpus: ${FAMILIES.length} families (${tunedCount} tuned, ${FAMILIES.length - tunedCount} held out); ` +
      `${families.length} selected, ${opts.docs} text PDF(s), ${opts.scans} scan(s) and ${photos} photo(s) per family`,
  );
  const text = new Map<Family, DocScore[]>();
  const scans = new Map<Family, DocScore[]>();
  const shots = new Map<Family, DocScore[]>();
  // Warm-up: module loading and the first PDF open are not per-page costs.
  if (families.length && opts.docs) {
    const first = await corpusDocument(families[0], 0);
    await parseDocument({ bytes: first.pdf, fileName: first.fileName }).catch(() => undefined);
  }
  // Photo timings are taken with the OCR engine warm: one photo (not among the scored ones) is parsed first.
  if (families.length && photos) {
    const { photo } = await photographedDocument(families[0], (opts.scanFrom ?? 0) + photos);
    await parseDocument({ bytes: photo.bytes, fileName: photo.fileName }).catch(() => undefined);
  }
  for (const f of families) {
    const t: DocScore[] = [];
    const s: DocScore[] = [];
    for (let i = 0; i < opts.docs; i++) {
      const doc = await corpusDocument(f, i);
      t.push(await scoreBytes(`text ${doc.fileName}`, doc, doc.pdf, doc.fileName, opts));
      if (opts.save) save(opts.save, doc, null);
    }
    const scanFrom = opts.scanFrom ?? 0;
    for (let i = scanFrom; i < scanFrom + opts.scans; i++) {
      const { doc, scan } = await scannedDocument(f, i);
      const { kind, angle, blur, quality, dpi } = scan.settings;
      const label = `scan ${scan.fileName}: ${kind}, ${angle}°, blur ${blur} px, JPEG ${quality}, ${dpi} dpi`;
      s.push(await scoreBytes(label, doc, scan.bytes, scan.fileName, opts));
      if (opts.save) save(opts.save, doc, { scan });
    }
    const p: DocScore[] = [];
    for (let i = scanFrom; i < scanFrom + photos; i++) {
      const { doc, photo } = await photographedDocument(f, i);
      const { print, surface, width, height, tilt, angle, blur, motion, quality } = photo.settings;
      const label =
        `photo ${photo.fileName}: ${print} on ${surface}, ${width}×${height}, tilt ${tilt}°, turn ${angle}°, ` +
        `blur ${blur} px, motion ${motion} px, JPEG ${quality}`;
      p.push(await scoreBytes(label, doc, photo.bytes, photo.fileName, opts));
      if (opts.save) save(opts.save, doc, { photo });
    }
    text.set(f, t);
    scans.set(f, s);
    shots.set(f, p);
  }
  const report = (title: string, scores: Map<Family, DocScore[]>) => {
    const withDocs = families.filter((f) => scores.get(f)?.length);
    if (!withDocs.length) return;
    out('');
    out(title);
    out(HEAD);
    for (const f of withDocs) out(row(f.name, f.heldOut ? 'held-out' : 'tuned', scores.get(f) ?? []));
    for (const [label, heldOut] of [
      ['TUNED', false],
      ['HELD-OUT', true],
    ] as const) {
      const group = withDocs.filter((f) => f.heldOut === heldOut);
      if (group.length)
        out(
          row(
            `TOTAL ${label} (${group.length} families)`,
            '',
            group.flatMap((f) => scores.get(f) ?? []),
          ),
        );
    }
  };
  report('Corpus, text PDFs (layout analysis)', text);
  report('Corpus, scans (OCR)', scans);
  report('Corpus, phone photos (OCR)', shots);
  const photoPages = [...shots.values()].flat().filter((d) => !d.failed);
  if (photoPages.length) {
    const perPage = median(photoPages.map((d) => d.seconds / Math.max(1, d.pages)));
    out(
      `Phone photos: median ${perPage.toFixed(2)} s per page over ${photoPages.length} photo(s), in-process, OCR engine warm`,
    );
  }
  if (opts.save) out(`\nSaved the documents and their truth to ${path.resolve(opts.save)}`);
}
