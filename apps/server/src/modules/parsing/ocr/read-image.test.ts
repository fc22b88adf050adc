import { describe, expect, it } from 'vitest';
import { Deadline } from '../deadline.js';
import { whileStarting } from './read-image.js';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

class FakeEngine {
  closed = false;
  async close() {
    this.closed = true;
  }
}

describe('the OCR engine started while the page is prepared', () => {
  it('loads the engine and prepares the page at the same time', async () => {
    const engine = new FakeEngine();
    const started = Date.now();
    const [page, ready] = await whileStarting(new Deadline(5000), later(150, engine), () => later(150, 'page'));
    expect(page).toBe('page');
    expect(ready).toBe(engine);
    expect(engine.closed).toBe(false);
    // One after the other would take 300 ms.
    expect(Date.now() - started).toBeLessThan(280);
  });

  it('closes the engine when the preparation fails', async () => {
    const engine = new FakeEngine();
    const failing = async () => {
      await later(5, null);
      throw new Error('damaged');
    };
    await expect(whileStarting(new Deadline(5000), later(30, engine), failing)).rejects.toThrow('damaged');
    await later(60, null);
    expect(engine.closed).toBe(true);
  });

  it('reports an engine that fails to start once the page is prepared', async () => {
    const failed = Promise.reject(new Error('no model'));
    await expect(whileStarting(new Deadline(5000), failed, () => later(20, 'page'))).rejects.toThrow('no model');
  });
});
