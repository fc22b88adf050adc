/** A seeded random source: the same seed gives the same sequence, so the same documents byte for byte. */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A 32-bit seed from text (FNV-1a), so documents are named by family and number rather than by magic numbers. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export class Random {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return uniformFloat64(this.rng);
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** A float in [from, to). */
  float(from: number, to: number): number {
    return from + (to - from) * this.next();
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)];
  }

  /** One of `xs`, each with its weight. */
  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const sum = xs.reduce((a, [, w]) => a + w, 0);
    let r = this.next() * sum;
    for (const [x, w] of xs) {
      r -= w;
      if (r < 0) return x;
    }
    return xs[xs.length - 1][0];
  }

  /** `n` distinct elements of `xs` in random order (all of them when there are fewer). */
  sample<T>(xs: readonly T[], n: number): T[] {
    const copy = [...xs];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** Approximately normal (sum of uniforms), for small jitters. */
  gauss(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }

  /** A string of digits of the given length, not starting with 0. */
  digits(length: number): string {
    let s = String(this.int(1, 9));
    while (s.length < length) s += String(this.int(0, 9));
    return s;
  }
}
