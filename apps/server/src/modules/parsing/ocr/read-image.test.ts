import { describe, expect, it } from 'vitest';
import { Deadline } from '../deadline.js';
import { OcrEngine } from './ocr-engine.js';
import { encodePgm } from './raster.js';
import { enginesFor, whileStarting } from './read-image.js';

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

describe('the engines that read a page', () => {
  it('reads each segmentation mode of a photo with an engine of its own when there is a core to spare', () => {
    expect(enginesFor(2, true, 2)).toBe(2);
    expect(enginesFor(2, true, 8)).toBe(2);
    expect(enginesFor(1, true, 8)).toBe(1);
  });

  it('reads the modes of a scan in turn with one engine: the first mode is right as a rule', () => {
    expect(enginesFor(2, false, 8)).toBe(1);
  });

  it('reads the modes in turn with one engine on a single core', () => {
    expect(enginesFor(2, true, 1)).toBe(1);
  });
});

describe('an engine closed while a reading goes on', () => {
  it('refuses the reading’s next piece of page instead of sending it to the stopped engine', async () => {
    const engine = await OcrEngine.create('tesseract');
    await engine.close();
    await expect(engine.read(encodePgm({ width: 8, height: 8, data: new Uint8Array(64).fill(255) }))).rejects.toThrow(
      /closed/,
    );
  }, 60_000);
});
