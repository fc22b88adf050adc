import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ParseError } from './errors.js';
import { parseDocument } from './parse-document.js';
import { writePdf } from './pdf-writer.js';
import { checkFileType, sniffFileType } from './sniff.js';
import { grayPng } from './testing/images.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const tinyPng = () => grayPng(2, 2, Uint8Array.from([0, 255, 255, 0]));

async function xlsx(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['Item', 'Qty', 'Price']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('file type sniffing', () => {
  it('recognises each supported type by its bytes', async () => {
    expect(sniffFileType(writePdf([[{ x: 10, y: 10, text: 'x' }]]))).toBe('pdf');
    expect(sniffFileType(tinyPng())).toBe('png');
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('jpeg');
    expect(sniffFileType(await xlsx())).toBe('xlsx');
    expect(sniffFileType(bytes('Item;Qty;Price\nMilk;2;1,10\n'))).toBe('csv');
    expect(sniffFileType(bytes('<!DOCTYPE html><html><body>Invoice</body></html>'))).toBe('html');
    expect(sniffFileType(new Uint8Array())).toBe('unknown');
  });

  it('refuses a PNG renamed .pdf', () => {
    expect(() => checkFileType(tinyPng(), 'invoice.pdf')).toThrow(/named \.pdf but its content is a PNG image/);
  });

  it('refuses an HTML page renamed .png', () => {
    expect(() => checkFileType(bytes('<html><body>not an image</body></html>'), 'scan.png')).toThrow(ParseError);
  });

  it('refuses an empty file and an unsupported extension', async () => {
    await expect(parseDocument({ bytes: new Uint8Array(), fileName: 'invoice.pdf' })).rejects.toThrow(
      'The file is empty.',
    );
    expect(() => checkFileType(bytes('hello'), 'notes.docx')).toThrow(/cannot be read/);
  });

  it('accepts matching names, .jpeg and .jpg alike', async () => {
    expect(checkFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'photo.JPEG')).toBe('jpeg');
    expect(checkFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'photo.jpg')).toBe('jpeg');
    expect(checkFileType(await xlsx(), 'guide.xlsx')).toBe('xlsx');
  });
});
