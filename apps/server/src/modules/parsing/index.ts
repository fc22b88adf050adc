export { ParseError } from './errors.js';
export { closeParseWorkers, MEMORY_MESSAGE, parseIsolated } from './isolated.js';
export { parseDocument } from './parse-document.js';
export { sniffFileType } from './sniff.js';
export type {
  Field,
  ParsedInvoice,
  ParsedItem,
  ParsedRow,
  ParsedTable,
  ParseInput,
  ParseInstruction,
  SupplierRef,
} from './types.js';
