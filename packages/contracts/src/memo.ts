/**
 * Remembers the results of a pure function of a string, for the few thousand distinct inputs a busy process sees
 * over and over (item names, pack strings); past `max` entries it starts again, so memory stays bounded.
 */
export function memoByString<T>(fn: (s: string) => T, max = 10_000): (s: string) => T {
  let seen = new Map<string, T>();
  return (s) => {
    const hit = seen.get(s);
    if (hit !== undefined || seen.has(s)) return hit as T;
    if (seen.size >= max) seen = new Map();
    const value = fn(s);
    seen.set(s, value);
    return value;
  };
}
