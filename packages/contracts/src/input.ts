import { z } from 'zod';
import { decimal, decimalPlaces, toNumber } from './money.js';

/**
 * What every request may carry into the database. Strings must be valid text (PostgreSQL stores no NUL character,
 * and a lone UTF-16 surrogate is not a character at all); ids fit the integer columns; decimals fit the scale of
 * their NUMERIC column, and are refused rather than rounded when they do not.
 */
export const INPUT_MSG = {
  unstorableText: 'Text contains characters that cannot be stored',
  id: 'Not a valid id',
  decimals: (scale: number) =>
    scale === 0 ? 'Use a whole number' : `Use at most ${scale} decimal${scale === 1 ? '' : 's'}`,
} as const;

/** The largest value of a PostgreSQL integer column (every id column). */
export const MAX_ID = 2_147_483_647;

// A high surrogate without its low half, or a low surrogate without its high half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text holding a NUL character or a lone surrogate. */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/**
 * The path ('items.0.note') of the first string in a request (a body, query or params, keys included) that cannot
 * be stored, or undefined when all can. Used on every request before its schema, so no route can miss it.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || '(body)';
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    const here = [...path, isStorableText(key) ? key : JSON.stringify(key)];
    if (!isStorableText(key)) return here.join('.');
    const found = findUnstorableText(v, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A row id: a whole number from 1 to 2,147,483,647 (given as a number or as digits). */
export const idSchema = z.coerce
  .number({ message: INPUT_MSG.id })
  .int(INPUT_MSG.id)
  .min(1, INPUT_MSG.id)
  .max(MAX_ID, INPUT_MSG.id);
export const optionalIdSchema = idSchema.nullish();
/** A whole number that fits an integer column (user ids some clients send along; the caller's own is used). */
export const int32Schema = z.coerce
  .number()
  .int()
  .min(-MAX_ID - 1)
  .max(MAX_ID);

/** True when n has at most `scale` decimals (5.0004 has 4); also false for non-finite numbers. */
export function hasScale(n: number, scale: number): boolean {
  return Number.isFinite(n) && decimalPlaces(n) <= scale;
}

/** Plain decimal text of a request ('5.25', '-3', '.5') as the number it prints as; NaN for other text ('1e3', '0x10'). */
export function numberFromText(text: string): number {
  try {
    return toNumber(decimal(text));
  } catch {
    return Number.NaN;
  }
}

/**
 * A decimal for a NUMERIC(p, scale) column, given as a number or as text ('5.25'): at most `scale` decimals and
 * within [min, max], else a 400 with `message` (the range) or the decimals message. Never rounded.
 */
export function decimalSchema(opts: { scale: number; min: number; max: number; message: string }) {
  return z
    .union([z.number(), z.string().trim().min(1, opts.message)], { message: opts.message })
    .transform((v) => (typeof v === 'number' ? v : numberFromText(v)))
    .pipe(
      z
        .number({ message: opts.message })
        .refine(Number.isFinite, opts.message)
        .refine((n) => n >= opts.min && n <= opts.max, opts.message)
        .refine((n) => hasScale(n, opts.scale), INPUT_MSG.decimals(opts.scale)),
    );
}

/** The scale of each NUMERIC column that takes input (see the migrations). */
export const DECIMAL_SCALE = {
  /** item_prices.price, .quantity; invoice_items.price, .quantity: NUMERIC(14, 5). */
  price: 5,
  packQuantity: 5,
  /** order_items.ordered_quantity: NUMERIC(12, 3). */
  orderedQuantity: 3,
  /** business_suppliers.minimum_order: NUMERIC(12, 2). */
  money: 2,
} as const;
