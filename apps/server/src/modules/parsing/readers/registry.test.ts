import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Deadline } from '../deadline.js';
import { writePdf } from '../pdf-writer.js';
import { checkFileType, sniffFileType } from '../sniff.js';
import { grayPng } from '../testing/images.js';
import { READERS, type ReadContext, readerFor, readerForExtension } from './registry.js';

/** A 2 × 2 grey JPEG as a camera or scanner writes it (JFIF, ICC profile, baseline Huffman). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=',
  'base64',
);
const text = (s: string) => new TextEncoder().encode(s);
const ctx = (): ReadContext => ({
  limits: { maxPages: 5, maxPixels: 1_000_000 },
  deadline: new Deadline(30_000),
  eInvoice: true,
});

async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Prices');
  sheet.addRow(['Item code', 'Description', 'Qty', 'Unit price', 'Amount']);
  sheet.addRow(['A-1', 'Olive oil', 2, 5.5, 11]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const pdf = () =>
  writePdf([
    [
      { x: 40, y: 40, text: 'Fresh Valley Foods' },
      { x: 40, y: 60, text: 'Invoice 558123' },
    ],
  ]);

describe('document readers', () => {
  it('recognises each registered type from real bytes, under each of its extensions', async () => {
    const files: [string, Uint8Array][] = [
      ['invoice.pdf', pdf()],
      ['scan.png', grayPng(2, 2, Uint8Array.from([0, 255, 255, 0]))],
      ['photo.jpg', JPEG],
      ['photo.jpeg', JPEG],
      ['prices.xlsx', await workbook()],
      ['prices.csv', text('Item;Qty;Price\nMilk;2;1,10\n')],
    ];
    expect(await sharp(JPEG).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    for (const [name, bytes] of files) {
      const reader = readerForExtension(name.split('.')[1]);
      expect(reader, name).toBeDefined();
      expect(sniffFileType(bytes), name).toBe(reader?.type);
      expect(checkFileType(bytes, name)).toBe(reader?.type);
    }
    expect(new Set(files.map(([, b]) => sniffFileType(b)))).toEqual(new Set(READERS.map((r) => r.type)));
  });

  it('refuses a file renamed to another type, and a type no reader registers', async () => {
    const png = grayPng(1, 1, Uint8Array.from([0]));
    const xlsx = await workbook();
    expect(() => checkFileType(png, 'invoice.pdf')).toThrow(
      'This file is named .pdf but its content is a PNG image. Please upload the original file.',
    );
    expect(() => checkFileType(xlsx, 'prices.csv')).toThrow(/named \.csv but its content is an Excel/);
    expect(() => checkFileType(text('PK\u0003\u0004zip entries'), 'prices.xlsx')).toThrow(/content is a zip archive/);
    expect(() => checkFileType(text('Item;Price\nMilk;1\n'), 'notes.docx')).toThrow(
      'Files of type ".docx" cannot be read. Upload a PDF, PNG or JPG image, Excel (.xlsx) or CSV file.',
    );
    expect(readerForExtension('docx')).toBeUndefined();
    expect(sniffFileType(text('just some words'))).toBe('text');
    expect(sniffFileType(Uint8Array.from([0x00, 0x01, 0x02, 0x03, 0x04]))).toBe('unknown');
  });

  it('reads a PDF, a workbook and a CSV file with the reader registered for the type', async () => {
    const fromPdf = await readerFor('pdf').read(pdf(), ctx());
    expect(fromPdf).toMatchObject({ method: 'text', pages: 1 });
    expect(fromPdf.textLines).toContain('Invoice 558123');

    const fromXlsx = await readerFor('xlsx').read(await workbook(), ctx());
    expect(fromXlsx.method).toBe('spreadsheet');
    expect(fromXlsx.tables[0]?.fields).toEqual(['item_code', 'name', 'quantity', 'unit_price', 'amount']);
    expect(fromXlsx.tables[0]?.rows[0]?.values).toMatchObject({ Description: 'Olive oil', 'Unit price': '5.5' });

    const fromCsv = await readerFor('csv').read(text('Description;Qty;Price\nMilk;2;1,10\n'), ctx());
    expect(fromCsv).toMatchObject({ method: 'spreadsheet', style: 'comma' });
    expect(fromCsv.tables[0]?.rows[0]?.values).toEqual({ Description: 'Milk', Qty: '2', Price: '1,10' });
  });

  it('gives the spreadsheets, and only them, their sheets through the capped reader', async () => {
    const tabular = READERS.filter((r) => r.sheets).map((r) => r.type);
    expect(tabular).toEqual(['xlsx', 'csv']);
    const xlsx = await workbook();
    const rows = readerFor('xlsx').sheets?.(xlsx)[0]?.rows;
    expect(rows?.map((r) => r.number)).toEqual([1, 2]);
    const tall = `Name,Price\n${'Milk,1\n'.repeat(20_001)}`;
    expect(() => readerFor('csv').sheets?.(text(tall))).toThrow(/at most 20,000 rows are read/);
  });
});
