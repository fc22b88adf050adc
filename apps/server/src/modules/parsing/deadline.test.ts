import { describe, expect, it } from 'vitest';
import { Deadline, TIMEOUT_MESSAGE } from './deadline.js';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('late failure')) : resolve(value)), ms),
  );

describe('Deadline', () => {
  it('fails at once when the budget is already spent, and a later failure of the work is not left unhandled', async () => {
    const deadline = new Deadline(1);
    await new Promise((r) => setTimeout(r, 5));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(deadline.race(later(20, 1, true))).rejects.toThrow(TIMEOUT_MESSAGE);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('hands work that finishes after the deadline to dispose (an OCR engine to close)', async () => {
    const disposed: string[] = [];
    const deadline = new Deadline(10);
    await expect(deadline.race(later(40, 'engine'), (late) => disposed.push(late))).rejects.toThrow(TIMEOUT_MESSAGE);
    await new Promise((r) => setTimeout(r, 60));
    expect(disposed).toEqual(['engine']);
    expect(await new Deadline(1000).race(later(5, 'ok'), (late) => disposed.push(late))).toBe('ok');
    expect(disposed).toEqual(['engine']);
  });
});
