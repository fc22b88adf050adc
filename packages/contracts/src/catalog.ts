import { z } from 'zod';
import { ITEM_CATEGORIES } from './constants.js';
import {
  DECIMAL_SCALE,
  hasScale,
  INPUT_MSG,
  idSchema,
  int32Schema,
  numberFromText,
  optionalIdSchema,
} from './input.js';

export const ITEM_MSG = {
  category: 'Please select a category',
  supplierName: 'You must specify Supplier Name',
  itemCode: 'Please enter a item code',
  name: 'Please enter an item description',
  price: 'Please enter a price',
  notANumber: 'not a number',
  quantity: 'Please enter the pack size',
  unit: 'Please enter the unit the pack is measured by',
  added: 'Item has been added',
  searchPrompt: 'Please select a category or enter a search term',
  noResults: 'No results found',
  noItems: 'No items found',
} as const;

const category = z.enum(ITEM_CATEGORIES);

export const SEARCH_TYPES = ['restaurant_item', 'order_guide', 'supplier_items'] as const;

export const itemSearchBody = z
  .object({
    type: z.enum(SEARCH_TYPES).default('order_guide'),
    // Long or odd terms are fine: they are cut and matched as plain text.
    searchTerm: z.string().max(10_000).default(''),
    businessId: optionalIdSchema,
    category: z.union([category, z.literal(''), z.literal('None'), z.null()]).optional(),
    supplierId: optionalIdSchema,
    saveOrderguide: z.boolean().optional(),
    page: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type ItemSearchInput = z.infer<typeof itemSearchBody>;

const numberField = (required: string) =>
  z
    .union([z.number(), z.string().trim().min(1, required)], { message: required })
    .transform((v) => (typeof v === 'number' ? v : numberFromText(v)))
    .pipe(z.number({ message: ITEM_MSG.notANumber }).refine(Number.isFinite, ITEM_MSG.notANumber));

export const addItemBody = z
  .object({
    supplierName: z.string({ message: ITEM_MSG.supplierName }).trim().min(1, ITEM_MSG.supplierName).max(200),
    supplierId: optionalIdSchema,
    businessId: optionalIdSchema,
    name: z.string({ message: ITEM_MSG.name }).trim().min(1, ITEM_MSG.name).max(500),
    category: category.or(z.literal('')).refine((c) => c !== '', ITEM_MSG.category),
    itemCode: z.string({ message: ITEM_MSG.itemCode }).trim().min(1, ITEM_MSG.itemCode).max(100),
    price: numberField(ITEM_MSG.price).pipe(
      z
        .number()
        .min(0, ITEM_MSG.price)
        .max(1_000_000, ITEM_MSG.price)
        .refine((n) => hasScale(n, DECIMAL_SCALE.price), INPUT_MSG.decimals(DECIMAL_SCALE.price)),
    ),
    quantity: numberField(ITEM_MSG.quantity).pipe(
      z
        .number()
        .min(0, ITEM_MSG.quantity)
        .max(1_000_000, ITEM_MSG.quantity)
        .refine((n) => hasScale(n, DECIMAL_SCALE.packQuantity), INPUT_MSG.decimals(DECIMAL_SCALE.packQuantity)),
    ),
    unit: z.string({ message: ITEM_MSG.unit }).trim().min(1, ITEM_MSG.unit).max(50),
    pack: z.string().trim().max(100).optional(),
  })
  .strict();
export type AddItemInput = z.infer<typeof addItemBody>;

export const orderGuideItemsBody = z
  .object({
    action: z.enum(['add', 'delete']),
    itemId: idSchema,
    businessId: optionalIdSchema,
  })
  .strict();

export const itemCategoryUpdateBody = z
  .object({
    itemId: idSchema,
    newCategory: z.union([category, z.literal('None'), z.null()]),
    businessId: optionalIdSchema,
  })
  .strict();

export const itemLastOrderedBody = z.object({ businessId: optionalIdSchema, itemId: idSchema }).strict();

export const itemNotePutBody = z
  .object({
    item_id: idSchema,
    item_price_id: optionalIdSchema,
    note: z.string().trim().min(1, 'Please enter a note').max(5000),
    user_id: int32Schema.optional(),
  })
  .strict();
export const itemNoteBody = z.object({ user_id: int32Schema.optional() }).strict();

/** One offer in search results (spec section 3, Item), with its comparison against the same product elsewhere. */
export type ItemResult = {
  item_id: number;
  item_price_id: number;
  name: string;
  category: string | null;
  supplier: string;
  supplier_id: number;
  price: string;
  unit: string;
  quantity: string;
  pack: string;
  item_code: string;
  created: string;
  in_order_guide: boolean;
  own_item: boolean;
  unit_price: number | null;
  unit_price_per: 'kg' | 'l' | 'each' | null;
  group_key: string;
  offers: number;
  cheapest: boolean;
  saving_pct: number | null;
  /** How much dearer per unit than the cheapest offer of its group, in %; null for the cheapest or a lone offer. */
  premium_pct: number | null;
  /**
   * The group_key of a group of offers (same unit basis) this offer may be the same product as, when that is
   * unsure ('Butter 36/1lb' beside 'Butter, Unsalted 36/1lb'): shown below that group, never merged into it.
   */
  similar_to: string | null;
};
