import { z } from 'zod';
import { ITEM_CATEGORIES } from './constants.js';
import { DECIMAL_SCALE, hasScale, INPUT_MSG, idSchema, numberFromText } from './input.js';

const id = idSchema;
/** A number given as text ('12.50') is read exactly; other text becomes NaN, which the number schema refuses. */
const fromText = (v: unknown) => (typeof v === 'string' ? numberFromText(v) : v);

export const businessSearchBody = z.object({ searchTerm: z.string().trim().max(200).default('') }).strict();
export const orderGuideAdminBody = z.object({ businessId: id }).strict();
export const emptyRequest = z.object({}).strict();

export const reportsBody = z
  .object({
    startTime: z.iso.datetime({ offset: true }).nullish(),
    endTime: z.iso.datetime({ offset: true }).nullish(),
    all: z.boolean().optional(),
    businessId: id.nullish(),
  })
  .strict();

/** A supplier edits or deactivates one of its catalogue items; a new price is added to its history. */
export const itemUpdateBody = z
  .object({
    itemId: id,
    name: z.string().trim().min(1, 'Please enter an item description').max(500).optional(),
    category: z.union([z.enum(ITEM_CATEGORIES), z.literal('None')]).optional(),
    itemCode: z.string().trim().min(1, 'Please enter a item code').max(100).optional(),
    unit: z.string().trim().min(1, 'Please enter the unit the pack is measured by').max(50).optional(),
    pack: z.string().trim().max(100).optional(),
    price: z
      .preprocess(
        fromText,
        z
          .number()
          .min(0, 'Please enter a price')
          .max(1_000_000)
          .refine((n) => hasScale(n, DECIMAL_SCALE.price), INPUT_MSG.decimals(DECIMAL_SCALE.price)),
      )
      .optional(),
    quantity: z
      .preprocess(
        fromText,
        z
          .number()
          .min(0, 'Please enter the pack size')
          .max(1_000_000)
          .refine((n) => hasScale(n, DECIMAL_SCALE.packQuantity), INPUT_MSG.decimals(DECIMAL_SCALE.packQuantity)),
      )
      .optional(),
    active: z.boolean().optional(),
  })
  .strict();
