import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvBlob, csvField, csvFilename, downloadCsv, toCsv } from './csv';

type Row = { name: string; spend: string; orders: number };
const columns = [
  { header: 'Supplier', value: (r: Row) => r.name },
  { header: 'Orders', value: (r: Row) => r.orders },
  { header: 'Spend (CAD)', value: (r: Row) => r.spend },
];

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated line per row', () => {
    expect(toCsv([{ name: 'Metro', spend: '5029.80', orders: 3 }], columns)).toBe(
      'Supplier,Orders,Spend (CAD)\r\nMetro,3,5029.80\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Supplier,Orders,Spend (CAD)\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    const rows = [
      { name: 'Northern Meats & Poultry, Inc.', spend: '1', orders: 1 },
      { name: 'The "Best" Fish', spend: '2', orders: 2 },
      { name: 'Two\nlines', spend: '3', orders: 3 },
    ];
    expect(toCsv(rows, columns).split('\r\n').slice(1, 4)).toEqual([
      '"Northern Meats & Poultry, Inc.",1,1',
      '"The ""Best"" Fish",2,2',
      '"Two\nlines",3,3',
    ]);
  });

  it('keeps accents and other scripts as they are', () => {
    expect(csvField('Crème fraîche 2 L')).toBe('Crème fraîche 2 L');
    expect(csvField('豆腐')).toBe('豆腐');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1 416')).toBe("'+1 416");
    expect(csvField('-5.6')).toBe('-5.6');
    expect(csvField(-5.6)).toBe('-5.6');
  });

  it('writes empty fields for missing values and keeps surrounding spaces by quoting', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(' padded ')).toBe('" padded "');
  });
});

describe('csvBlob', () => {
  it('starts with a UTF-8 byte-order mark so Excel reads accents', async () => {
    const blob = csvBlob('Name\r\nCafé\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}Name\r\nCafé\r\n`);
  });
});

describe('csvFilename', () => {
  it('makes a plain file name from the parts and the day', () => {
    expect(csvFilename(['Spend by supplier', 'Last 3 months'], '2026-11-22')).toBe(
      'spend-by-supplier-last-3-months-2026-11-22.csv',
    );
    expect(csvFilename(['Prix & économies'], '2026-01-05')).toBe('prix-economies-2026-01-05.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a download link with the file name and frees the URL later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:csv');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
    downloadCsv('report.csv', [{ name: 'A', spend: '1', orders: 1 }], columns);
    expect(clicked).toEqual([{ download: 'report.csv', href: 'blob:csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:csv');
  });
});
