/**
 * Shapes of the invoice and document parser. What it publishes (the tables, rows, items, figures; the instructions
 * it takes) is the contract in @app/contracts, which the web's review reads.
 */
import type {
  ParseField,
  ParseInstruction,
  ParsedInvoice as PublishedInvoice,
  Reconciliation,
  SupplierRef,
} from '@app/contracts';
import { PARSE_FIELDS } from '@app/contracts';

export type {
  LineCheck,
  LineStatus,
  ParsedItem,
  ParsedRow,
  ParsedTable,
  ParseInstruction,
  ParseMethod,
  Reconciliation,
  RowBox,
  SupplierRef,
} from '@app/contracts';

export type Field = ParseField;
export const FIELDS: readonly Field[] = PARSE_FIELDS;

/**
 * What the parser makes of a document: the published shape less the invoice it is stored for, always with its
 * figures (parses stored before the parser judged lines have none).
 */
export type ParsedInvoice = Omit<PublishedInvoice, 'invoiceId' | 'reconciliation'> & { reconciliation: Reconciliation };

export type ParseLimits = { maxPages?: number; timeoutMs?: number; maxPixels?: number };

export type ParseInput = {
  bytes: Uint8Array;
  fileName: string;
  suppliers?: SupplierRef[];
  instructions?: ParseInstruction[];
  limits?: ParseLimits;
  /** Read an embedded e-invoice (ZUGFeRD, Factur-X, XRechnung, UBL) when the PDF carries one. Default true. */
  eInvoice?: boolean;
};

/** A word on a page with its box; y grows downwards. Units are PDF points or image pixels. */
export type Word = { text: string; x0: number; x1: number; y0: number; y1: number };

/** Words sharing a baseline, ordered by x. */
export type Line = { words: Word[]; y0: number; y1: number; page: number; text: string; size: number };

/**
 * The page as uploaded, when the words were read from a prepared copy of it (a photo straightened, cropped or
 * scaled): its size and the map from a point in word coordinates to a point on it.
 */
export type OriginalPage = { width: number; height: number; toOriginal: (x: number, y: number) => [number, number] };

/**
 * The image OCR read a page from (prepared: straightened, cropped, scaled; grayscale) and the angle (radians) by
 * which the words' coordinates were turned from it (ocr/ocr-engine.ts), so that a piece of it can be read again.
 */
export type PageSource = { image: { width: number; height: number; data: Uint8Array }; turn: number };

/** The positioned text of one page. */
export type PageText = {
  page: number;
  width: number;
  height: number;
  words: Word[];
  original?: OriginalPage;
  source?: PageSource;
};
