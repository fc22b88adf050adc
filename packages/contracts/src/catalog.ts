import { z } from 'zod';
import { itemUpdateBody } from './admin.js';
import {
  catalogImportPreviewSchema,
  catalogImportResultSchema,
  itemImportCommitBody,
  itemImportPreviewBody,
} from './catalog-import.js';
import { ITEM_CATEGORIES } from './constants.js';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
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
export const itemResultSchema = z.object({
  item_id: z.number(),
  item_price_id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  supplier: z.string(),
  supplier_id: z.number(),
  price: decimalString,
  unit: z.string(),
  quantity: decimalString,
  pack: z.string(),
  item_code: z.string(),
  created: isoTimestamp,
  in_order_guide: z.boolean(),
  own_item: z.boolean(),
  unit_price: z.number().nullable(),
  unit_price_per: z.enum(['kg', 'l', 'each']).nullable(),
  group_key: z.string(),
  offers: z.number(),
  cheapest: z.boolean(),
  saving_pct: z.number().nullable(),
  /** How much dearer per unit than the cheapest offer of its group, in %; null for the cheapest or a lone offer. */
  premium_pct: z.number().nullable(),
  /**
   * The group_key of a group of offers (same unit basis) this offer may be the same product as, when that is
   * unsure ('Butter 36/1lb' beside 'Butter, Unsalted 36/1lb'): shown below that group, never merged into it.
   */
  similar_to: z.string().nullable(),
});
export type ItemResult = z.infer<typeof itemResultSchema>;

export const itemSearchResponse = z.object({
  items: z.array(itemResultSchema),
  total: z.number(),
  /** How many results a page of the list shows. */
  pageSize: z.number(),
});
export type ItemSearchResponse = z.infer<typeof itemSearchResponse>;

/** One past order line of an item (spec section 3, Item details record). */
export const lastOrderedLineSchema = z.object({
  unitPrice: decimalString,
  quantity: decimalString,
  unit: z.string(),
  packSize: decimalString,
  orderCreated: isoTimestamp,
  orderId: z.number(),
});

/** One price of an item the restaurant sees: the supplier's list, its invoices and documents, or its own. */
export const priceHistoryEntrySchema = z.object({
  id: z.number(),
  price: decimalString,
  unit: z.string(),
  quantity: decimalString,
  source: z.enum(['supplier', 'invoice', 'document', 'manual']),
  effective_at: isoTimestamp,
  invoice_id: z.number().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** An item audit note (spec section 3) with its item and author. */
export const itemNoteSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  item_price_id: z.number().nullable(),
  note: z.string(),
  user_id: z.number().nullable(),
  created: isoTimestamp,
  name: z.string(),
  item_code: z.string(),
  supplier: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type ItemNote = z.infer<typeof itemNoteSchema>;

const success = z.literal('SUCCESS');
/** What a change of a catalogue shows in: search, order guides (the admin's too) and reports of prices. */
const CATALOGUE = ['items', 'orderGuide', 'reports'] as const;

export const catalogEndpoints = {
  '/item_search': endpoint({
    body: itemSearchBody,
    response: itemSearchResponse,
    reads: 'items',
    summary: 'Items a restaurant can buy, or a supplier its own catalogue, at the latest price the caller sees',
  }),
  '/add_item': endpoint({
    body: addItemBody,
    response: z.object({ status: success, item_id: z.number(), item_price_id: z.number() }),
    changes: CATALOGUE,
    summary: "Adds an item to a restaurant's own items (and order guide) or to a supplier's catalogue",
  }),
  '/item_update': endpoint({
    body: itemUpdateBody,
    response: z.object({ status: success, itemId: z.number() }),
    changes: CATALOGUE,
    summary: "Edits, deactivates or activates an item of the supplier's catalogue",
  }),
  '/item_import_preview': endpoint({
    body: itemImportPreviewBody,
    response: catalogImportPreviewSchema,
    summary: 'Read a CSV or Excel catalogue for review',
  }),
  '/item_import_commit': endpoint({
    body: itemImportCommitBody,
    response: catalogImportResultSchema,
    changes: CATALOGUE,
    summary: 'Import the reviewed rows of a catalogue file',
  }),
  '/order_guide_items': endpoint({
    body: orderGuideItemsBody,
    response: z.object({ status: success, itemId: z.number(), inOrderGuide: z.boolean() }),
    changes: ['items', 'orderGuide'],
    summary: "Adds an item to the restaurant's order guide or removes it",
  }),
  '/item_category_update': endpoint({
    body: itemCategoryUpdateBody,
    response: z.object({ status: success, itemId: z.number(), category: z.string().nullable() }),
    changes: ['items', 'orderGuide'],
    summary: "The restaurant's category of an item",
  }),
  '/item_last_ordered': endpoint({
    body: itemLastOrderedBody,
    response: z.object({ itemDetails: z.array(lastOrderedLineSchema), history: z.array(priceHistoryEntrySchema) }),
    reads: 'items',
    summary: "The restaurant's last orders of an item and its price history",
  }),
  '/item_note_put': endpoint({
    body: itemNotePutBody,
    response: z.object({ status: success, id: z.number() }),
    changes: ['itemNotes'],
    summary: 'Adds an item audit note',
  }),
  '/item_note': endpoint({
    body: itemNoteBody,
    response: z.object({ notes: z.array(itemNoteSchema) }),
    reads: 'itemNotes',
    summary: "The restaurant's item audit notes, newest first",
  }),
};
