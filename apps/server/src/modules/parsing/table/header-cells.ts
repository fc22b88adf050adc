/** Header cells: header words grouped into column labels, split where the data shows two columns. */

import { normalizeText } from '../text.js';
import type { Line, Word } from '../types.js';
import { classifyHeader, type HeaderRole, matchPhrases, misreadHeaderRole } from '../vocabulary.js';
import type { Span } from './clusters.js';
import { columnEdgeBetween } from './column-edges.js';

export type Label = { label: string; role: HeaderRole; strength: number; perUnit: boolean };
export type HeaderCell = Label & { x0: number; x1: number; lower: Label | null };

function label(text: string): Label {
  const c = classifyHeader(text);
  const misread = c.role === 'none' ? misreadHeaderRole(text) : null;
  if (misread) return { label: text, role: misread, strength: 1, perUnit: false };
  return { label: text, role: c.role, strength: c.strength, perUnit: c.perUnit };
}

/** The columns of figures under a span of the header. */
function columnsUnder(x0: number, x1: number, clusters: Span[]): Span[] {
  return clusters.filter((c) => {
    const overlap = Math.min(c.x1, x1) - Math.max(c.x0, x0);
    return overlap > 0.5 * (c.x1 - c.x0) || ((c.x0 + c.x1) / 2 >= x0 && (c.x0 + c.x1) / 2 <= x1);
  });
}

/**
 * Runs of header words set close together. Words of one vocabulary phrase ("Prix unit.", "Code produit") stay
 * together a little farther apart, over one column of figures: a scan reads the spaces of a label wider than print
 * sets them ("Pack Size" over two columns is two labels).
 */
function chunks(words: Word[], size: number, clusters: Span[], rows: Line[]): Word[][] {
  const inside = phraseInterior(words);
  const out: Word[][] = [];
  words.forEach((w, i) => {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    const gap = prev ? w.x0 - prev.x1 : Number.POSITIVE_INFINITY;
    const oneLabel = prev && inside.has(i) && gap <= 1.3 * size && columnsUnder(prev.x0, w.x1, clusters).length < 2;
    const apart = !!prev && !inside.has(i) && columnEdgeBetween(prev, w, rows, size);
    if (cur && (gap <= 0.9 * size || oneLabel) && !apart) cur.push(w);
    else out.push([w]);
  });
  return out;
}

/**
 * Whether most rows below run text across the gap between two header words, words a space apart from under the left
 * one to past the start of the right one: the words label one column of descriptions ('Species / Grade' read
 * without its slash), not two. A run starts again after a word without letters (an item code before its name).
 */
function textRunsAcross(left: Word, right: Word, rows: Line[], size: number): boolean {
  let under = 0;
  let across = 0;
  for (const row of rows) {
    const ws = row.words.filter((w) => w.x1 > left.x0 && w.x0 < right.x1).sort((a, b) => a.x0 - b.x0);
    if (!ws.length) continue;
    under++;
    let start = ws[0];
    for (let i = 0; i < ws.length; i++) {
      if (i > 0 && (ws[i].x0 - ws[i - 1].x1 > 1.2 * size || !/\p{L}{2}/u.test(ws[i - 1].text))) start = ws[i];
      if (start.x0 < left.x1 && ws[i].x1 > right.x0 + 0.5 * size && /\p{L}{2}/u.test(ws[i].text)) {
        across++;
        break;
      }
    }
  }
  return under >= 2 && across >= 0.6 * under;
}

/** Neighbouring runs of header words naming no field, over one column of text (words, not codes): one label. */
function joinOverText(runs: Word[][], size: number, rows: Line[]): Word[][] {
  const plain = (ws: Word[]) => classifyHeader(text(ws)).role === 'none';
  const out: Word[][] = [];
  for (const run of runs) {
    const prev = out[out.length - 1];
    const last = prev?.[prev.length - 1];
    if (
      prev &&
      last &&
      run[0].x0 - last.x1 <= 4 * size &&
      plain(prev) &&
      plain(run) &&
      textRunsAcross(last, run[0], rows, size)
    )
      prev.push(...run);
    else out.push([...run]);
  }
  return out;
}

function tokensOf(words: Word[]): { tokens: string[]; owner: number[] } {
  const owner: number[] = [];
  const tokens: string[] = [];
  words.forEach((w, i) => {
    for (const t of normalizeText(w.text).split(' ').filter(Boolean)) {
      tokens.push(t);
      owner.push(i);
    }
  });
  return { tokens, owner };
}

/** Token boundaries inside vocabulary phrases are poor split points. */
function phraseInterior(words: Word[]): Set<number> {
  const { tokens, owner } = tokensOf(words);
  const inside = new Set<number>();
  for (const m of matchPhrases(tokens)) {
    for (let k = m.start + 1; k < m.end; k++) if (owner[k] !== owner[k - 1]) inside.add(owner[k]);
  }
  return inside;
}

/** "Disc.% Taxes", "Pos Art.Nr.", "BTW Prijs incl. BTW": one run of text naming two columns. */
function splitByVocabulary(words: Word[]): Word[][] {
  const { tokens, owner } = tokensOf(words);
  const matches = matchPhrases(tokens);
  const cuts = new Set<number>();
  for (let k = 1; k < matches.length; k++) {
    const prev = matches[k - 1];
    const cur = matches[k];
    if (prev.role === cur.role) continue;
    const at = owner[cur.start];
    // "Price /Lb": a word led by a slash qualifies the one before it ("per pound"), it heads no column of its own.
    if (/^\//.test(words[at].text)) continue;
    if (at > 0 && at !== owner[prev.end - 1]) cuts.add(at);
  }
  if (!cuts.size) return [words];
  const out: Word[][] = [];
  let cur: Word[] = [];
  words.forEach((w, i) => {
    if (cuts.has(i) && cur.length) {
      out.push(cur);
      cur = [];
    }
    cur.push(w);
  });
  if (cur.length) out.push(cur);
  return out;
}

/**
 * A vocabulary phrase read over two columns of figures ('Unit Price Each' over the case price and the price of one):
 * cut between its words where the words before lie over the left column and the words after over the right one, at
 * the boundary nearest the gap between the columns; -1 when no boundary parts them so.
 */
function cutInsidePhrase(words: Word[], left: Span, right: Span): number {
  const middle = (left.x1 + right.x0) / 2;
  const centre = (w: Word) => (w.x0 + w.x1) / 2;
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    if (centre(words[i - 1]) > right.x0 || centre(words[i]) < left.x1) continue;
    if (centre(words[i - 1]) < left.x0 - 0.5 * (left.x1 - left.x0)) continue;
    const cost = Math.abs((words[i - 1].x1 + words[i].x0) / 2 - middle);
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  return best;
}

/** Splits a chunk of header words that sits over two or more data columns. */
function splitByColumns(words: Word[], clusters: Span[]): Word[][] {
  const x0 = words[0].x0;
  const x1 = words[words.length - 1].x1;
  const under = columnsUnder(x0, x1, clusters);
  if (under.length < 2 || words.length < 2) return [words];
  const inside = phraseInterior(words);
  const cuts = new Set<number>();
  for (let k = 0; k + 1 < under.length; k++) {
    const middle = (under[k].x1 + under[k + 1].x0) / 2;
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 1; i < words.length; i++) {
      const boundary = (words[i - 1].x1 + words[i].x0) / 2;
      if (inside.has(i)) continue;
      const cost = Math.abs(boundary - middle);
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    if (best < 0) best = cutInsidePhrase(words, under[k], under[k + 1]);
    if (best > 0) cuts.add(best);
  }
  const out: Word[][] = [];
  let cur: Word[] = [];
  words.forEach((w, i) => {
    if (cuts.has(i) && cur.length) {
      out.push(cur);
      cur = [];
    }
    cur.push(w);
  });
  if (cur.length) out.push(cur);
  return out;
}

/**
 * A run of lead-line words under two labels of another header line ("Poids" over "net", "No" over "produit") is
 * two columns: it is cut where the labels above or below change.
 */
function splitUnderOthers(words: Word[], others: Word[][]): Word[][] {
  if (words.length < 2 || !others.length) return [words];
  const inside = phraseInterior(words);
  const owner = words.map((w) => {
    let best = -1;
    let most = 0;
    others.forEach((o, k) => {
      const overlap = Math.min(o[o.length - 1].x1, w.x1) - Math.max(o[0].x0, w.x0);
      if (overlap > most) {
        most = overlap;
        best = k;
      }
    });
    return best;
  });
  const out: Word[][] = [[words[0]]];
  for (let i = 1; i < words.length; i++) {
    const cut = !inside.has(i) && owner[i] >= 0 && owner[i - 1] >= 0 && owner[i] !== owner[i - 1];
    if (cut) out.push([words[i]]);
    else out[out.length - 1].push(words[i]);
  }
  return out;
}

type Piece = { x0: number; x1: number; texts: string[]; lower: string | null };

const text = (ws: Word[]) => ws.map((w) => w.text).join(' ');

function joinLabel(parts: string[]): string {
  return parts.reduce((acc, p) => (!acc ? p : acc.endsWith('-') ? acc + p : `${acc} ${p}`), '');
}

/** Labels stacked as "code above name" describe two values of one row written on two lines. */
function stacks(upper: Label, lower: Label): boolean {
  // "Item" over "Code" is one label, "Item Code", not a code above a name.
  const tokens = normalizeText(`${upper.label} ${lower.label}`).split(' ').filter(Boolean);
  const whole = matchPhrases(tokens);
  if (whole.length === 1 && whole[0].start === 0 && whole[0].end === tokens.length) return false;
  const pair = new Set([upper.role, lower.role]);
  return pair.has('item_code') && pair.has('name') && upper.strength >= 2 && lower.strength >= 2;
}

/** Builds the header cells of a header band (rows: the table's item lines); the line with the most labels leads. */
export function headerCells(band: Line[], clusters: Span[], rows: Line[] = []): HeaderCell[] {
  // The band's text height from all its words: a line of two labels whose boxes took in a rule above them reads
  // taller than its print and would join every label of the line below.
  const heights = band
    .flatMap((l) => l.words.map((w) => w.y1 - w.y0))
    .filter((h) => h > 0)
    .sort((a, b) => a - b);
  const size = heights.length ? heights[Math.floor(heights.length / 2)] : band[0].size;
  const perLine = band.map((l) =>
    joinOverText(chunks(l.words, size, clusters, rows), size, rows)
      .flatMap(splitByVocabulary)
      .flatMap((c) => splitByColumns(c, clusters)),
  );
  const lead = perLine.reduce((best, cur, i) => (cur.length > perLine[best].length ? i : best), 0);
  perLine[lead] = perLine[lead].flatMap((ws) => splitUnderOthers(ws, perLine.filter((_, i) => i !== lead).flat()));
  const order = [lead, ...band.map((_, i) => i).filter((i) => i !== lead)];
  const pieces: (Piece & { lines: number[] })[] = [];
  for (const li of order) {
    for (const ws of perLine[li]) {
      const x0 = ws[0].x0;
      const x1 = ws[ws.length - 1].x1;
      let target: (Piece & { lines: number[] }) | null = null;
      let best = 0;
      for (const p of pieces) {
        const overlap = Math.min(p.x1, x1) - Math.max(p.x0, x0);
        if (overlap > best) {
          best = overlap;
          target = p;
        }
      }
      if (!target) {
        pieces.push({ x0, x1, texts: [text(ws)], lower: null, lines: [li] });
        continue;
      }
      const upperFirst = li < Math.min(...target.lines);
      const mine = label(text(ws));
      const theirs = label(joinLabel(target.texts));
      if (
        target.lines.length === 1 &&
        !target.lower &&
        stacks(upperFirst ? mine : theirs, upperFirst ? theirs : mine)
      ) {
        target.lower = upperFirst ? joinLabel(target.texts) : text(ws);
        target.texts = upperFirst ? [text(ws)] : target.texts;
      } else if (upperFirst) target.texts.unshift(text(ws));
      else target.texts.push(text(ws));
      target.lines.push(li);
      target.x0 = Math.min(target.x0, x0);
      target.x1 = Math.max(target.x1, x1);
    }
  }
  return pieces
    .sort((a, b) => a.x0 - b.x0)
    .map((p) => {
      const upper = label(joinLabel(p.texts));
      const lower = p.lower ? label(p.lower) : null;
      return { ...upper, x0: p.x0, x1: p.x1, lower };
    });
}
