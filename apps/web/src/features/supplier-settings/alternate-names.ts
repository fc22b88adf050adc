import { ALTERNATE_NAMES_SEPARATOR } from '@app/contracts';

export const MAX_ALTERNATE_NAMES = 20;
export const MAX_NAME_LENGTH = 200;

/** Alternate names as one text, joined by three pipe characters (spec 3). */
export function joinAlternateNames(names: readonly string[]): string {
  return names.join(ALTERNATE_NAMES_SEPARATOR);
}

/** The names in a text joined by '|||' (spaces trimmed, empty parts dropped). */
export function splitAlternateNames(text: string): string[] {
  return text
    .split(ALTERNATE_NAMES_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Adds the names found in `text` (one name, or several joined by '|||'): each at most once (ignoring case), never
 * the supplier's own name, at most 20, each cut to 200 characters.
 */
export function addAlternateNames(current: readonly string[], text: string, ownName = ''): string[] {
  const next = [...current];
  for (const raw of splitAlternateNames(text)) {
    const name = raw.slice(0, MAX_NAME_LENGTH);
    if (next.length >= MAX_ALTERNATE_NAMES) break;
    if ((ownName && same(name, ownName)) || next.some((n) => same(n, name))) continue;
    next.push(name);
  }
  return next;
}
