/**
 * Pack sizes as suppliers print them ('4x2.5KG', '6/5 LB', '12/1 L', '24 CT', 'CS 12x500ML', '10#') and unit
 * prices normalised per kg, per L or per each, so offers from different suppliers can be compared.
 */
import { memoByString } from './memo.js';

export type BaseUnit = 'kg' | 'l' | 'each';
export type Pack = { count: number; size: number; unit: string; base: BaseUnit; total: number };

const UNITS: Record<string, { base: BaseUnit; factor: number }> = {
  kg: { base: 'kg', factor: 1 },
  kgs: { base: 'kg', factor: 1 },
  kilo: { base: 'kg', factor: 1 },
  g: { base: 'kg', factor: 0.001 },
  gr: { base: 'kg', factor: 0.001 },
  gm: { base: 'kg', factor: 0.001 },
  mg: { base: 'kg', factor: 0.000001 },
  lb: { base: 'kg', factor: 0.45359237 },
  lbs: { base: 'kg', factor: 0.45359237 },
  '#': { base: 'kg', factor: 0.45359237 },
  oz: { base: 'kg', factor: 0.028349523125 },
  l: { base: 'l', factor: 1 },
  lt: { base: 'l', factor: 1 },
  ltr: { base: 'l', factor: 1 },
  litre: { base: 'l', factor: 1 },
  liter: { base: 'l', factor: 1 },
  ml: { base: 'l', factor: 0.001 },
  cl: { base: 'l', factor: 0.01 },
  floz: { base: 'l', factor: 0.0295735295625 },
  gal: { base: 'l', factor: 3.785411784 },
  qt: { base: 'l', factor: 0.946352946 },
  pt: { base: 'l', factor: 0.473176473 },
  ct: { base: 'each', factor: 1 },
  ea: { base: 'each', factor: 1 },
  each: { base: 'each', factor: 1 },
  pc: { base: 'each', factor: 1 },
  pcs: { base: 'each', factor: 1 },
  pk: { base: 'each', factor: 1 },
  un: { base: 'each', factor: 1 },
  unit: { base: 'each', factor: 1 },
  units: { base: 'each', factor: 1 },
  bu: { base: 'each', factor: 1 },
  bunch: { base: 'each', factor: 1 },
  dz: { base: 'each', factor: 12 },
  doz: { base: 'each', factor: 12 },
  dozen: { base: 'each', factor: 12 },
};

const unitKey = (u: string) => u.toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');

/** The base unit and factor of a unit name ('LB' → kg × 0.4536), or null when it is no measure (CS, BAG). */
export function unitInfo(unit: string): { base: BaseUnit; factor: number } | null {
  return UNITS[unitKey(unit)] ?? null;
}

const NUM = String.raw`(\d+(?:[.,]\d+)?|\d*[.,]\d+)`;
const UNIT = String.raw`(fl\.?\s?oz|[a-z#]+)`;
const MULTI = new RegExp(String.raw`${NUM}\s*(?:x|/|\*|×)\s*${NUM}\s*${UNIT}`, 'i');
const SINGLE = new RegExp(String.raw`${NUM}\s*${UNIT}`, 'i');
const num = (s: string) => Number(s.replace(',', '.'));

/** Reads a pack string; null when it holds no known measure. Results are remembered: packs repeat a lot. */
export const parsePack: (text: string) => Pack | null = memoByString(readPack);

function readPack(text: string): Pack | null {
  const s = text.trim();
  if (!s) return null;
  for (const m of s.matchAll(new RegExp(MULTI.source, 'gi'))) {
    const info = unitInfo(m[3] ?? '');
    const count = num(m[1] ?? '');
    const size = num(m[2] ?? '');
    if (info && count > 0 && size > 0)
      return { count, size, unit: unitKey(m[3] ?? ''), base: info.base, total: count * size * info.factor };
  }
  for (const m of s.matchAll(new RegExp(SINGLE.source, 'gi'))) {
    const info = unitInfo(m[2] ?? '');
    const size = num(m[1] ?? '');
    if (info && size > 0)
      return { count: 1, size, unit: unitKey(m[2] ?? ''), base: info.base, total: size * info.factor };
  }
  if (/^(dozen|doz|dz)$/i.test(s)) return { count: 1, size: 1, unit: 'dz', base: 'each', total: 12 };
  return null;
}

/**
 * Price per kg, L or each for an offer: `price` is per `unit`, and one order line holds `quantity` units
 * (spec: line total = price × quantity × ordered quantity). A measurable unit (LB, KG, L…) gives the size
 * directly; otherwise (CS, BAG) the pack string says what one unit holds.
 */
export function normalisedUnitPrice(offer: {
  price: number;
  quantity: number;
  unit: string;
  pack?: string;
}): { value: number; per: BaseUnit } | null {
  if (!(offer.price >= 0) || !(offer.quantity > 0)) return null;
  const info = unitInfo(offer.unit);
  if (info) return { value: offer.price / info.factor, per: info.base };
  const pack = parsePack(offer.pack ?? '') ?? parsePack(offer.unit);
  if (!pack || pack.total <= 0) return null;
  return { value: offer.price / pack.total, per: pack.base };
}
