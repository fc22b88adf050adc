/** Which known supplier sent the document, and the seller name as printed. */
import { normalizeText, stringRatio, tokenSimilarity } from './text.js';
import type { Line, SupplierRef } from './types.js';

const LEGAL = new Set(
  (
    'gmbh mbh bv b v inc incorporated llc ltd limited ag sarl sas sa srl spa corp corporation co company kg ohg gbr ug ' +
    'nv oy ab plc pty lp llp sp z o oo the e k ek cie et'
  ).split(' '),
);
const LEGAL_FORM =
  /\b(?:gmbh|b\.?\s?v\.?|inc\.?|llc|ltd\.?|limited|ag|sarl|s\.?a\.?s?|srl|s\.?p\.?a\.?|corp\.?|corporation|company|kg|n\.?v\.?|plc|pty|sp\.? z o\.?o\.?)\b/i;
/** Legal forms after the first one ("& Co. KG"). */
const MORE_LEGAL_FORMS = new RegExp(`^\\s*(?:&\\s*co\\.?\\s*)?(?:${LEGAL_FORM.source.slice(2, -2)})\\b\\.?`, 'i');
/** A label of the customer's block: bill-to, ship-to, sold-to, in the languages invoices are read in. */
export const BUYER =
  /\b(?:bill(?:ed)? to|ship(?:ped)? to|sold to|deliver(?:ed|y)? to|invoice to|customer|buyer|client|factur[ée] à|livr[ée] à|vendu à|rechnungsempf|warenempf|kunde|factuuradres|afleveradres|destinataire|nabywca|adresse de livraison|lieferadresse)\b/i;
const SELLER =
  /^\s*(?:sold by|seller|vendor|supplier|verk[äa]ufer|lieferant|rechnungsersteller|fournisseur|vendeur|sprzedawca|leverancier|bill from|remit to|from)\s*(:?)\s*(.*)$/i;

function coreTokens(text: string): string[] {
  const all = normalizeText(text).split(' ').filter(Boolean);
  const core = all.filter((t) => !LEGAL.has(t));
  return core.length ? core : all;
}

type Window = { score: number; line: Line; from: number; to: number };

/** Best fuzzy occurrence of a name in a line, comparing token sets and the names written without spaces. */
function bestWindow(name: string[], line: Line): Window | null {
  const tokens: string[] = [];
  const owner: number[] = [];
  line.words.forEach((w, i) => {
    for (const t of normalizeText(w.text).split(' ').filter(Boolean)) {
      tokens.push(t);
      owner.push(i);
    }
  });
  const joinedName = name.join('');
  let best: Window | null = null;
  for (let len = Math.max(1, name.length - 1); len <= name.length + 1; len++) {
    for (let i = 0; i + len <= tokens.length; i++) {
      const win = tokens.slice(i, i + len).filter((t) => !LEGAL.has(t));
      if (!win.length) continue;
      let score = tokenSimilarity(name, win);
      const joined = win.join('');
      if (joinedName.length >= 5) score = Math.max(score, stringRatio(joinedName, joined));
      if (joinedName.length >= 6) {
        for (const t of win) if (t.length > joinedName.length && t.includes(joinedName)) score = Math.max(score, 0.95);
      }
      if (name.length === 1 && joinedName.length < 4) score = win.length === 1 && win[0] === joinedName ? 0.85 : 0;
      if (!best || score > best.score) best = { score, line, from: owner[i], to: owner[i + len - 1] };
    }
  }
  return best;
}

function names(s: SupplierRef): string[] {
  const alt = s.alternate_names as unknown;
  const list = Array.isArray(alt) ? (alt as string[]) : typeof alt === 'string' ? alt.split('|||') : [];
  return [s.name, ...list].map((n) => n.trim()).filter(Boolean);
}

export type SupplierMatch = { supplier: SupplierRef; printed: string; score: number };

export function detectSupplier(lines: Line[], suppliers: SupplierRef[], threshold = 0.8): SupplierMatch | null {
  if (!suppliers.length || !lines.length) return null;
  const firstPage = lines.filter((l) => l.page === 1);
  const pageBottom = Math.max(...firstPage.map((l) => l.y1), 1);
  let best: SupplierMatch | null = null;
  for (const s of suppliers) {
    for (const variant of names(s)) {
      const tokens = coreTokens(variant);
      if (!tokens.length) continue;
      for (const line of lines) {
        const w = bestWindow(tokens, line);
        if (!w) continue;
        const weight = line.page === 1 ? (line.y0 < 0.4 * pageBottom ? 1 : 0.95) : 0.9;
        const score = w.score * weight;
        if (score >= threshold && (!best || score > best.score)) {
          let to = w.to;
          while (
            to + 1 < line.words.length &&
            normalizeText(line.words[to + 1].text)
              .split(' ')
              .every((t) => LEGAL.has(t))
          ) {
            to++;
          }
          const printed = line.words
            .slice(w.from, to + 1)
            .map((x) => x.text)
            .join(' ');
          best = { supplier: s, printed, score };
        }
      }
    }
  }
  return best;
}

/** The seller as printed: after a seller label, else the first company name above any buyer block. */
/**
 * A name up to its legal form ("Northstar Foodservice Ltd., 2250 Industrial Pkwy" → "Northstar Foodservice Ltd."),
 * with the forms that follow it ("GmbH & Co. KG"): what comes after is the address on the same line.
 */
function throughLegalForm(text: string): string {
  const first = LEGAL_FORM.exec(text);
  if (!first) return text.replace(/[,;]+$/, '').trim();
  let end = first.index + first[0].length;
  if (text[end] === '.') end++;
  for (;;) {
    const more = MORE_LEGAL_FORMS.exec(text.slice(end));
    if (!more) break;
    end += more[0].length;
  }
  return text
    .slice(0, end)
    .replace(/[,;]+$/, '')
    .trim();
}

export function findSellerName(lines: Line[]): string | null {
  const firstPage = lines.filter((l) => l.page === 1);
  for (let i = 0; i < firstPage.length; i++) {
    const m = SELLER.exec(firstPage[i].text);
    if (!m) continue;
    const rest = m[2].trim();
    const named = coreTokens(rest).some((t) => !LEGAL.has(t) && /[a-z]/.test(t));
    if (rest && m[1] && named && LEGAL_FORM.test(rest)) return throughLegalForm(rest);
    const next = firstPage[i + 1];
    if (!rest && next && LEGAL_FORM.test(next.text)) return next.text.trim();
  }
  const top = Math.max(8, Math.ceil(firstPage.length * 0.4));
  for (let i = 0; i < Math.min(top, firstPage.length); i++) {
    const line = firstPage[i];
    if (BUYER.test(line.text) || (i > 0 && BUYER.test(firstPage[i - 1].text))) continue;
    const m =
      /([\p{L}\p{N}&'.,\- ]{2,60}?\b(?:GmbH|B\.V\.|BV|Inc\.?|LLC|Ltd\.?|Limited|AG|SARL|SAS|S\.A\.|Srl|S\.p\.A\.|Corp\.?|Corporation|N\.V\.|plc|Pty)\b\.?)/u.exec(
        line.text,
      );
    if (m) return m[1].replace(/^[\s\-–:,]+/, '').trim();
  }
  return null;
}
