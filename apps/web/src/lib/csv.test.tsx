import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvBlob, csvDataUrl, csvFilename, downloadCsv, toCsv } from './csv';

type Row = { name: string; spend: string; orders: number };
const columns = [
  { header: 'Supplier', value: (r: Row) => r.name },
  { header: 'Orders', value: (r: Row) => r.orders },
  { header: 'Spend (CAD)', value: (r: Row) => r.spend },
];
const one = (value: string | number | null | undefined) =>
  toCsv([value], [{ header: 'A', value: (v) => v }]).split('\r\n')[1];

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated line per row', () => {
    expect(toCsv([{ name: 'Metro', spend: '5029.80', orders: 3 }], columns)).toBe(
      'Supplier,Orders,Spend (CAD)\r\nMetro,3,5029.80\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Supplier,Orders,Spend (CAD)\r\n');
  });

  it('quotes commas, semicolons, quotes and line breaks, doubling inner quotes', () => {
    const rows = [
      { name: 'Northern Meats & Poultry, Inc.', spend: '1', orders: 1 },
      { name: 'The "Best" Fish', spend: '2', orders: 2 },
      { name: 'Two\nlines', spend: '3', orders: 3 },
      { name: 'Oil; olive', spend: '4', orders: 4 },
    ];
    expect(toCsv(rows, columns).split('\r\n').slice(1, 5)).toEqual([
      '"Northern Meats & Poultry, Inc.",1,1',
      '"The ""Best"" Fish",2,2',
      '"Two\nlines",3,3',
      '"Oil; olive",4,4',
    ]);
  });

  it('keeps accents and other scripts as they are', () => {
    expect(one('Crème fraîche 2 L')).toBe('Crème fraîche 2 L');
    expect(one('豆腐')).toBe('豆腐');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(one('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(one('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(one('+1 416')).toBe(`"'+1 416"`);
    expect(one('-2+3')).toBe(`"'-2+3"`);
    expect(one('-A1')).toBe(`"'-A1"`);
    expect(one('\t=1')).toBe(`"'\t=1"`);
    expect(one('\r=1')).toBe(`"'\r=1"`);
    expect(one('a=1')).toBe('a=1');
  });

  it('keeps plain negative numbers as numbers', () => {
    expect(one('-12.50')).toBe('-12.50');
    expect(one('-5')).toBe('-5');
    expect(one(-5.6)).toBe('-5.6');
    expect(one('-12.')).toBe(`"'-12."`);
  });

  it('writes empty fields for missing values and keeps surrounding spaces by quoting', () => {
    expect(one(null)).toBe('');
    expect(one(undefined)).toBe('');
    expect(one(Number.NaN)).toBe('');
    expect(one(' padded ')).toBe('" padded "');
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

describe('csvDataUrl', () => {
  it('encodes the text after a byte-order mark', () => {
    const url = csvDataUrl('A,B\r\nCafé,1\r\n');
    expect(url.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(`${CSV_BOM}A,B\r\nCafé,1\r\n`);
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
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves the rows as a UTF-8 .csv file through a temporary link and frees the URL later', async () => {
    vi.useFakeTimers();
    let saved: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      saved = b;
      return 'blob:csv';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
    downloadCsv('report.csv', [{ name: 'A', spend: '1', orders: 1 }], columns);
    expect(clicked).toEqual([{ download: 'report.csv', href: 'blob:csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Supplier,Orders,Spend (CAD)\r\nA,1,1\r\n');
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:csv');
  });
});
