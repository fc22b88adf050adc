/**
 * `npm run bench -- sellers [--heldout|--tuned] [--family a,b] [--docs N] [--scans N] [--show]`: how often the parser
 * names the seller of an invoice it does not know: the name offered as "Use this as the supplier Name" when no
 * supplier matches. Scored on the generated corpus (the family's seller name; text PDFs and scans apart, tuned and
 * held-out families apart) and on the fixture invoices whose truth names the issuer. A name is right when it is the
 * seller's name as printed (case, spacing and punctuation aside), partly right when one holds the other's words, wrong
 * otherwise; none when the parser offers no name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../apps/server/src/modules/parsing/index.js';
import { corpusDocument, FAMILIES, type Family, scannedDocument } from './corpus/index.js';
import { count, option } from './parse.js';

type Verdict = 'right' | 'partly' | 'wrong' | 'none';
type Tally = Record<Verdict, number>;

const repoRoot = path.resolve(import.meta.dirname, '..');
const words = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function judgeName(found: string | null, truth: string): Verdict {
  if (!found) return 'none';
  const a = words(found);
  const b = words(truth);
  if (a.join(' ') === b.join(' ')) return 'right';
  const inB = a.filter((w) => b.includes(w)).length;
  const inA = b.filter((w) => a.includes(w)).length;
  return inB === a.length || inA === b.length ? 'partly' : 'wrong';
}

const empty = (): Tally => ({ right: 0, partly: 0, wrong: 0, none: 0 });
const line = (label: string, t: Tally) => {
  const n = t.right + t.partly + t.wrong + t.none;
  const pct = (k: number) => `${((100 * k) / Math.max(1, n)).toFixed(0)} %`.padStart(6);
  return `${label.padEnd(34)} ${String(n).padStart(5)}  right ${pct(t.right)}  partly ${pct(t.partly)}  wrong ${pct(t.wrong)}  none ${pct(t.none)}`;
};

async function sellerOf(bytes: Uint8Array, fileName: string): Promise<string | null> {
  try {
    return (await parseDocument({ bytes, fileName })).supplierName ?? null;
  } catch {
    return null;
  }
}

/** Fixture invoices whose truth names their issuer (invoice2data's JSON). */
async function fixtures(show: boolean): Promise<Tally> {
  const dir = path.join(repoRoot, 'fixtures', 'invoices', 'invoice2data');
  const t = empty();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const pdf = path.join(dir, file.replace(/\.json$/, '.pdf'));
    const truth = (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { issuer?: string }[])[0]?.issuer;
    if (!truth) continue;
    const found = await sellerOf(new Uint8Array(readFileSync(pdf)), path.basename(pdf));
    const v = judgeName(found, truth);
    t[v]++;
    if (show && v !== 'right') process.stdout.write(`  ${file}: ${v}, found "${found}" for "${truth}"\n`);
  }
  return t;
}

export async function run(args: string[]): Promise<void> {
  const docs = count(args, '--docs', 2);
  const scans = count(args, '--scans', 0);
  const show = args.includes('--show');
  const only = option(args, '--family')?.split(',');
  const group = args.includes('--heldout') ? 'heldout' : args.includes('--tuned') ? 'tuned' : 'all';
  const families = FAMILIES.filter(
    (f: Family) => (!only || only.includes(f.name)) && (group === 'all' || (group === 'heldout') === f.heldOut),
  );
  // A held-out family's mistakes are never printed: its figure is the measure of what was not tuned on.
  const tallies = {
    'text, tuned': empty(),
    'text, held out': empty(),
    'scans, tuned': empty(),
    'scans, held out': empty(),
  };
  for (const f of families) {
    const part = f.heldOut ? 'held out' : 'tuned';
    for (let i = 0; i < docs; i++) {
      const doc = await corpusDocument(f, i);
      const found = await sellerOf(doc.pdf, doc.fileName);
      const v = judgeName(found, f.seller.name);
      tallies[`text, ${part}`][v]++;
      if (show && !f.heldOut && v !== 'right') {
        process.stdout.write(`  ${doc.fileName}: ${v}, found "${found}" for "${f.seller.name}"\n`);
      }
    }
    for (let i = 0; i < scans; i++) {
      const { doc, scan } = await scannedDocument(f, i);
      const found = await sellerOf(scan.bytes, scan.fileName);
      const v = judgeName(found, f.seller.name);
      tallies[`scans, ${part}`][v]++;
      if (show && !f.heldOut && v !== 'right') {
        process.stdout.write(`  ${doc.fileName} (scan): ${v}, found "${found}" for "${f.seller.name}"\n`);
      }
    }
  }
  process.stdout.write(`Seller names: ${families.length} families, ${docs} text PDF(s) and ${scans} scan(s) each\n`);
  for (const [label, t] of Object.entries(tallies)) {
    if (t.right + t.partly + t.wrong + t.none) process.stdout.write(`${line(`corpus ${label}`, t)}\n`);
  }
  if (!only) process.stdout.write(`${line('fixtures (invoice2data issuers)', await fixtures(show))}\n`);
}
