import { CATALOG_IMPORT, DOCUMENT_EXTENSIONS, INVOICE_EXTENSIONS, INVOICE_MSG, LIMITS } from '@app/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../modules/parsing/pdf-writer.js';
import { readerForExtension } from '../modules/parsing/readers/registry.js';
import { grayPng } from '../modules/parsing/testing/images.js';
import { acceptUpload, UPLOAD_PATHS, type UploadPath } from './file-type.js';

const text = (s: string) => new TextEncoder().encode(s);
const png = () => grayPng(2, 2, Uint8Array.from([0, 255, 255, 0]));
const jpeg = () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const csv = () => text('Name,Price\nMilk,1.10\n');
async function xlsx(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Prices').addRow(['Name', 'Price']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The status and message a refused upload answers with. */
function refusal(bytes: Uint8Array, name: string, path: UploadPath) {
  try {
    acceptUpload(bytes, name, path);
  } catch (err) {
    const e = err as { status?: number; message: string };
    return { status: e.status, message: e.message };
  }
  return null;
}

describe('incoming files', () => {
  it('takes on each way in the types the web app offers there, each read by a registered reader', async () => {
    const files: Record<string, Uint8Array> = {
      pdf: writePdf([[{ x: 10, y: 10, text: 'Invoice' }]]),
      png: png(),
      jpg: jpeg(),
      jpeg: jpeg(),
      xlsx: await xlsx(),
      csv: csv(),
    };
    const offered: Record<UploadPath, readonly string[]> = {
      invoice: INVOICE_EXTENSIONS,
      document: DOCUMENT_EXTENSIONS,
      catalogue: CATALOG_IMPORT.extensions,
    };
    for (const [path, extensions] of Object.entries(offered) as [UploadPath, readonly string[]][]) {
      for (const ext of extensions) {
        const { reader } = acceptUpload(files[ext], `file.${ext.toUpperCase()}`, path);
        expect(reader, `${path} .${ext}`).toBe(readerForExtension(ext));
      }
    }
    expect(acceptUpload(jpeg(), 'photo.jpg', 'invoice').reader.contentType).toBe('image/jpeg');
    expect(acceptUpload(csv(), 'prices.csv', 'catalogue').reader.contentType).toBe('text/csv; charset=utf-8');
  });

  it('reads catalogues from spreadsheets only', () => {
    for (const ext of UPLOAD_PATHS.catalogue.extensions) expect(readerForExtension(ext)?.sheets).toBeDefined();
    expect(refusal(writePdf([[{ x: 10, y: 10, text: 'Prices' }]]), 'prices.pdf', 'catalogue')).toEqual({
      status: 415,
      message: 'Choose a .csv or .xlsx file',
    });
  });

  it('refuses a type the way in does not take, with the types it does', () => {
    expect(refusal(csv(), 'prices.csv', 'invoice')).toEqual({
      status: 415,
      message: 'Choose a .png, .jpg, .jpeg, .pdf file',
    });
    expect(refusal(text('hello'), 'notes.docx', 'document')).toEqual({
      status: 415,
      message: 'Choose a .png, .jpg, .jpeg, .pdf, .xlsx, .csv file',
    });
    expect(refusal(text('hello'), 'invoice', 'invoice')?.status).toBe(415);
  });

  it('refuses a renamed file, whatever its name claims', async () => {
    const wrongType = { status: 415, message: INVOICE_MSG.wrongType };
    expect(refusal(png(), 'invoice.pdf', 'invoice')).toEqual(wrongType);
    expect(refusal(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'scan.png', 'invoice')).toEqual(wrongType);
    expect(refusal(await xlsx(), 'prices.csv', 'catalogue')).toEqual(wrongType);
    expect(refusal(text('PK\u0003\u0004 not a workbook'), 'prices.xlsx', 'document')).toEqual(wrongType);
    expect(refusal(text('<html><body>a,b</body></html>'), 'list.csv', 'document')).toEqual(wrongType);
  });

  it('refuses an empty file and one past the size limit', () => {
    expect(refusal(new Uint8Array(), 'invoice.pdf', 'invoice')).toEqual({ status: 400, message: INVOICE_MSG.noFile });
    const big = new Uint8Array(LIMITS.uploadMaxBytes + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(refusal(big, 'invoice.pdf', 'invoice')).toEqual({ status: 413, message: INVOICE_MSG.tooLarge });
  });
});
