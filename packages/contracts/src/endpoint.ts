import { z } from 'zod';

/**
 * What the screens show, by kind. A query reads one resource; a change names every resource it changes, and the web
 * refreshes every query of those resources after it, so a change to suppliers refreshes each screen showing them.
 */
export const RESOURCES = [
  'session',
  'team',
  'suppliers',
  'customers',
  'items',
  'itemNotes',
  'orderGuide',
  'orders',
  'credits',
  'notices',
  'invoices',
  'documents',
  'reports',
  'deliveryAreas',
  'claims',
  'help',
  'admin',
  'health',
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * One endpoint of the API (`POST /api<path>`): its request body, its response, what it reads and what it changes.
 * Who may call it is the role table API_ACCESS of access.ts. Response schemas describe the JSON as sent: dates and
 * decimals are strings, and no transforms, so the web's type is the schema's output.
 */
export type Endpoint<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  body: B;
  response: R;
  /** The resource a query of this endpoint shows (its query key starts with it). */
  reads?: Resource;
  /** The resources a call changes: their queries are refreshed after it. */
  changes?: readonly Resource[];
  summary?: string;
};

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<B extends z.ZodType, R extends z.ZodType>(def: Endpoint<B, R>): Endpoint<B, R> {
  return def;
}

/** A timestamp as sent: ISO 8601 with its offset (a Date of the server becomes one). */
export const isoTimestamp = z.iso.datetime({ offset: true });
/** An exact decimal as sent (money, quantities): digits with an optional sign and fraction, never a float. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');
