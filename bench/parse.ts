/**
 * Parser accuracy and speed on the invoice fixtures that have line-item ground truth, then on the generated invoice
 * corpus (bench/corpus), per layout family, with tuned and held-out families totalled apart.
 *
 * A predicted line matches a ground-truth line when the description is similar (normalised tokens), the quantity is
 * equal (any of the quantities the ground truth lists) and the unit price is within one cent (net or gross price;
 * lines without a unit price compare the line amount). Prints precision, recall, F1, method, pages and seconds per
 * page per document, then totals for text PDFs and scans. E-invoices are also scored with the XML reading switched
 * off, which measures the layout analysis alone. The corpus is scored per family as text PDFs, scans and phone
 * photos, each with totals for the tuned and the held-out families and the median seconds per page.
 *
 * Options: --fixtures-only, --corpus-only; fixtures: --dir DIR (fixtures folder), --only SUBSTRING (documents whose
 * path contains it); corpus: --family NAME (or NAME,NAME,… for several), --docs N (text documents per family, default
 * 3), --scans N (scanned documents per family, default 1; 0 skips OCR), --scan-from K (the scans and photos taken are
 * numbers K to K+N-1, default 0: other documents of the same families, scanned or photographed with other seeds, to
 * check a change on documents it was not tuned on), --photos N (phone photos per family, bench/corpus/photo.ts, default
 * 0; timed with the OCR engine warm), --heldout or --tuned (one group only), --show (predicted and truth lines of every
 * selected document), --save DIR (write the generated PDFs, scans, photos and truth JSON), --mixed N (add N tuned
 * families mixed from the tuned ones, bench/corpus/mixed.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from '../apps/server/src/modules/parsing/index.js';
import { countMatches, prf, type TruthLine } from './corpus/match.js';
import { runCorpus } from './corpus/score.js';

type Doc = { file: string; truth: TruthLine[] };
type Score = { predicted: number; truth: number; matched: number; seconds: number; pages: number; method: string };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !v.trim()) return null;
  const t = v.trim().replace(/-$/, '');
  const sign = v.trim().endsWith('-') ? -1 : 1;
  const n = Number(/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : t.replace(',', '.'));
  return Number.isFinite(n) ? sign * n : null;
};
const present = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);

function invoice2data(file: string): TruthLine[] | null {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { lines?: Record<string, unknown>[] }[];
  const lines = data[0]?.lines;
  if (!Array.isArray(lines)) return null;
  return lines
    .filter((l) => typeof (l.name ?? l.desc) === 'string')
    .map((l) => ({
      name: String(l.name ?? l.desc),
      quantities: present([num(l.qty)]),
      prices: present([num(l.price_unit ?? l.price)]),
      amount: num(l.price_subtotal),
    }));
}

function zugferd(file: string): TruthLine[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { lines: Record<string, string>[] };
  return data.lines
    .filter((l) => l.name)
    .map((l) => ({
      name: l.name,
      quantities: present([num(l.quantity)]),
      prices: present([num(l.net_unit_price), num(l.gross_unit_price)]),
      amount: num(l.line_total),
    }));
}

function docile(file: string): TruthLine[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    line_item_extractions: { fieldtype: string; line_item_id: number; text: string }[];
  };
  const byId = new Map<number, { fieldtype: string; text: string }[]>();
  for (const f of data.line_item_extractions) byId.set(f.line_item_id, [...(byId.get(f.line_item_id) ?? []), f]);
  return [...byId.values()].map((fields) => {
    const of = (prefix: string) => fields.filter((f) => f.fieldtype.startsWith(prefix)).map((f) => f.text);
    return {
      name: of('line_item_description').join(' '),
      quantities: present(of('line_item_quantity').map(num)),
      prices: present(of('line_item_unit_price').map(num)),
      amount: present(of('line_item_amount').map(num))[0] ?? null,
    };
  });
}

function findDocs(dir: string): Doc[] {
  const docs: Doc[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      docs.push(...findDocs(full));
      continue;
    }
    if (!/\.(pdf|png|jpe?g)$/i.test(entry)) continue;
    const base = full.replace(/\.[^.]+$/, '');
    const candidates: [string, (f: string) => TruthLine[] | null][] = [
      [`${base}.lines.json`, zugferd],
      [`${base}.annotation.json`, docile],
      [`${base}.json`, invoice2data],
    ];
    for (const [truthFile, read] of candidates) {
      try {
        const truth = read(truthFile);
        if (truth?.length) {
          docs.push({ file: full, truth });
          break;
        }
      } catch {
        // no ground truth of this kind
      }
    }
  }
  return docs;
}

async function score(doc: Doc, eInvoice: boolean): Promise<Score> {
  const bytes = new Uint8Array(readFileSync(doc.file));
  const started = performance.now();
  const parsed = await parseDocument({ bytes, fileName: path.basename(doc.file), eInvoice });
  const seconds = (performance.now() - started) / 1000;
  return {
    predicted: parsed.items.length,
    truth: doc.truth.length,
    matched: countMatches(doc.truth, parsed.items),
    seconds,
    pages: parsed.pages,
    method: parsed.method,
  };
}

const f2 = (n: number) => n.toFixed(2);

function row(name: string, s: Score): string {
  const [p, r, f] = prf(s);
  const perPage = s.seconds / Math.max(1, s.pages);
  return `${name.padEnd(52)} ${s.method.padEnd(10)} ${String(s.pages).padStart(5)} ${`${s.matched}/${s.predicted}/${s.truth}`.padStart(9)}  ${f2(p)}  ${f2(r)}  ${f2(f)}  ${perPage.toFixed(2).padStart(6)}`;
}

function total(label: string, scores: Score[]): string {
  const sum = scores.reduce(
    (a, s) => ({
      predicted: a.predicted + s.predicted,
      truth: a.truth + s.truth,
      matched: a.matched + s.matched,
      seconds: a.seconds + s.seconds,
      pages: a.pages + s.pages,
      method: '',
    }),
    { predicted: 0, truth: 0, matched: 0, seconds: 0, pages: 0, method: '' },
  );
  return row(`TOTAL ${label} (${scores.length} docs)`, { ...sum, method: '-' });
}

export function option(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export function count(args: string[], name: string, fallback: number): number {
  const value = option(args, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number, not "${value}"`);
  return n;
}

const KNOWN = [
  '--fixtures-only',
  '--corpus-only',
  '--dir',
  '--only',
  '--family',
  '--docs',
  '--scans',
  '--scan-from',
  '--photos',
  '--heldout',
  '--tuned',
  '--show',
  '--save',
  '--mixed',
];

export async function run(args: string[]): Promise<void> {
  const unknown = args.filter((a) => a.startsWith('--') && !KNOWN.includes(a));
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')}; known: ${KNOWN.join(' ')}`);
  if (args.includes('--heldout') && args.includes('--tuned')) throw new Error('Use --heldout or --tuned, not both');
  if (!args.includes('--corpus-only')) await runFixtures(args);
  if (!args.includes('--fixtures-only')) {
    if (!args.includes('--corpus-only')) process.stdout.write('\n');
    await runCorpus({
      family: option(args, '--family'),
      docs: count(args, '--docs', 3),
      scans: count(args, '--scans', 1),
      scanFrom: count(args, '--scan-from', 0),
      photos: count(args, '--photos', 0),
      group: args.includes('--heldout') ? 'heldout' : args.includes('--tuned') ? 'tuned' : 'all',
      show: args.includes('--show'),
      save: option(args, '--save'),
      mixed: count(args, '--mixed', 0),
    });
  }
}

async function runFixtures(args: string[]): Promise<void> {
  const dirOption = option(args, '--dir');
  const dir = dirOption ? path.resolve(dirOption) : path.resolve(repoRoot, 'fixtures', 'invoices');
  const only = option(args, '--only') ?? '';
  const docs = findDocs(dir).filter((d) => d.file.includes(only));
  if (!docs.length) {
    process.stdout.write(`No documents with line-item ground truth under ${dir}\n`);
    return;
  }
  // Warm-up: module loading and the first PDF open are not per-page costs.
  await score(docs[0], true).catch(() => undefined);
  process.stdout.write(`Parser benchmark: ${docs.length} documents from ${dir}\n`);
  process.stdout.write(`${'document'.padEnd(52)} ${'method'.padEnd(10)} pages  ok/pred/gt  prec   rec    F1  s/page\n`);
  const text: Score[] = [];
  const scans: Score[] = [];
  const eInvoices: Score[] = [];
  const layoutOnly: Score[] = [];
  for (const doc of docs) {
    const name = path.relative(dir, doc.file);
    try {
      const s = await score(doc, true);
      process.stdout.write(`${row(name, s)}\n`);
      if (s.method === 'e-invoice') {
        eInvoices.push(s);
        const layout = await score(doc, false);
        process.stdout.write(`${row(`  ${name} (layout only)`, layout)}\n`);
        layoutOnly.push(layout);
        (layout.method === 'ocr' ? scans : text).push(layout);
      } else (s.method === 'ocr' ? scans : text).push(s);
    } catch (err) {
      process.stdout.write(`${name.padEnd(52)} FAILED: ${(err as Error).message}\n`);
    }
  }
  process.stdout.write('\n');
  if (text.length) process.stdout.write(`${total('text PDFs, layout analysis', text)}\n`);
  if (scans.length) process.stdout.write(`${total('scans (OCR)', scans)}\n`);
  if (eInvoices.length) process.stdout.write(`${total('e-invoices, embedded XML', eInvoices)}\n`);
  if (layoutOnly.length) process.stdout.write(`${total('e-invoices, layout only', layoutOnly)}\n`);
  process.stdout.write('Targets: F1 >= 0.9 text PDFs, >= 0.7 scans; <= 1 s per text page, <= 8 s per scanned page.\n');
}
