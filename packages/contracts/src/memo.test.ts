import { describe, expect, it } from 'vitest';
import { memoByString } from './memo.js';

describe('memoByString', () => {
  it('computes each input once, null results included, and starts again past its bound', () => {
    const calls: string[] = [];
    const f = memoByString((s: string) => {
      calls.push(s);
      return s === 'none' ? null : s.length;
    }, 3);
    expect([f('ab'), f('ab'), f('none'), f('none'), f('xyz')]).toEqual([2, 2, null, null, 3]);
    expect(calls).toEqual(['ab', 'none', 'xyz']);
    f('four');
    f('ab');
    expect(calls).toEqual(['ab', 'none', 'xyz', 'four', 'ab']);
  });
});
