import { afterAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MESSAGE } from './deadline.js';
import { ParseError } from './errors.js';
import { closeParseWorkers, MEMORY_MESSAGE, parseIsolated } from './isolated.js';
import { parseDocument } from './parse-document.js';
import { tableRows, writePdf } from './pdf-writer.js';

const invoice = () =>
  writePdf([
    [
      { x: 50, y: 60, text: 'Fresh Valley Produce   Invoice 558124' },
      ...tableRows(
        [
          [
            [50, 'Description'],
            [300, 'Qty'],
            [360, 'Unit price'],
            [440, 'Amount'],
          ],
          [
            [50, 'Romaine hearts'],
            [300, '2'],
            [360, '24.00'],
            [440, '48.00'],
          ],
          [
            [50, 'Lemons 165ct'],
            [300, '1'],
            [360, '38.90'],
            [440, '38.90'],
          ],
        ],
        120,
      ),
    ],
  ]);

afterAll(closeParseWorkers);

describe('parsing in a worker thread', () => {
  it('reads a document exactly as parsing in the process does', async () => {
    const bytes = invoice();
    const inProcess = await parseDocument({ bytes, fileName: 'invoice.pdf' });
    const isolated = await parseIsolated({ bytes, fileName: 'invoice.pdf' }, { memoryMb: 512 });
    expect(isolated).toEqual(inProcess);
    expect(isolated.items.map((i) => [i.name, i.quantity, i.unitPrice])).toEqual([
      ['Romaine hearts', 2, 24],
      ['Lemons 165ct', 1, 38.9],
    ]);
  });

  it("gives back the parser's reason when a document cannot be read", async () => {
    const failure = parseIsolated({ bytes: new Uint8Array(0), fileName: 'empty.pdf' }, { memoryMb: 512 });
    await expect(failure).rejects.toBeInstanceOf(ParseError);
    await expect(failure).rejects.toThrow('The file is empty.');
  });

  it('ends a worker that does not answer in time, and the next document is read by a new one', async () => {
    const late = parseIsolated(
      { bytes: invoice(), fileName: 'invoice.pdf', limits: { timeoutMs: 1 } },
      {
        memoryMb: 512,
        graceMs: 0,
      },
    );
    await expect(late).rejects.toThrow(TIMEOUT_MESSAGE);
    const next = await parseIsolated({ bytes: invoice(), fileName: 'invoice.pdf' }, { memoryMb: 512 });
    expect(next.items).toHaveLength(2);
  });

  it('stops a document that needs more memory than allowed, with a reason', async () => {
    // Under the spreadsheet's caps (400,000 cells), but about 120 MB of text once read: five times the cap, whatever the
    // garbage collector manages to free.
    const rows = Array.from({ length: 13_000 }, (_, i) =>
      Array.from({ length: 30 }, (_, c) => `item ${i} column ${c} ${'x'.repeat(300)}`).join(';'),
    );
    const csv = new TextEncoder().encode(`${rows.join('\n')}\n`);
    const small = new TextEncoder().encode('Item;Qty;Price\nMilk;2;1,10\n');
    expect((await parseIsolated({ bytes: small, fileName: 'small.csv' }, { memoryMb: 24 })).pages).toBe(1);
    await expect(parseIsolated({ bytes: csv, fileName: 'big.csv' }, { memoryMb: 24 })).rejects.toThrow(MEMORY_MESSAGE);
  });

  it('reads a document under the memory cap it is given, even when a worker with a larger cap is free', async () => {
    const small = new TextEncoder().encode('Item;Qty;Price\nMilk;2;1,10\n');
    // Leaves a worker started with 512 MB free for the next document.
    expect((await parseIsolated({ bytes: small, fileName: 'small.csv' }, { memoryMb: 512 })).pages).toBe(1);
    const rows = Array.from({ length: 3_000 }, (_, i) =>
      Array.from({ length: 30 }, (_, c) => `item ${i} column ${c} ${'x'.repeat(300)}`).join(';'),
    );
    const csv = new TextEncoder().encode(`${rows.join('\n')}\n`);
    await expect(parseIsolated({ bytes: csv, fileName: 'big.csv' }, { memoryMb: 24 })).rejects.toThrow(MEMORY_MESSAGE);
  });
});
