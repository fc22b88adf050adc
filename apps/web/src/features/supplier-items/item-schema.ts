import {
  compare,
  decimal,
  decimalPlaces,
  equals,
  ITEM_CATEGORIES,
  ITEM_MSG,
  parseDecimal,
  toNumber,
} from '@app/contracts';
import { z } from 'zod';
import { NUMBER_TEXT } from './price-format';

export const MAX_PRICE_DECIMALS = 5;
export const DECIMALS_MSG = 'Use at most 5 decimals';

/** A required number typed as text: empty → `required`, not numeric → 'not a number', below 0 → `required`. */
function numberText(required: string, maxDecimals?: number) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (!NUMBER_TEXT.test(text)) {
        ctx.addIssue({ code: 'custom', message: ITEM_MSG.notANumber });
        return;
      }
      const n = decimal(text);
      if (compare(n, 0) < 0 || compare(n, 1_000_000) > 0) ctx.addIssue({ code: 'custom', message: required });
      if (maxDecimals !== undefined && decimalPlaces(n) > maxDecimals)
        ctx.addIssue({ code: 'custom', message: DECIMALS_MSG });
    });
}

const text = (message: string, max: number) => z.string().trim().min(1, message).max(max);

const itemFields = {
  name: text(ITEM_MSG.name, 500),
  itemCode: text(ITEM_MSG.itemCode, 100),
  unit: text(ITEM_MSG.unit, 50),
  pack: z.string().trim().max(100),
  price: numberText(ITEM_MSG.price, MAX_PRICE_DECIMALS),
  quantity: numberText(ITEM_MSG.quantity),
};

/** The Add item form (spec section 5, Add item): every message is the spec's. */
export const addItemFormSchema = z.object({
  ...itemFields,
  supplierName: text(ITEM_MSG.supplierName, 200),
  category: z.string().refine((c) => (ITEM_CATEGORIES as readonly string[]).includes(c), ITEM_MSG.category),
});
export type AddItemFormValues = z.input<typeof addItemFormSchema>;

/** The edit form: the same rules; the category may be cleared (None). */
export const editItemFormSchema = z.object({
  ...itemFields,
  category: z
    .string()
    .refine((c) => c === 'None' || (ITEM_CATEGORIES as readonly string[]).includes(c), ITEM_MSG.category),
});
export type EditItemFormValues = z.input<typeof editItemFormSchema>;

export const EMPTY_ITEM: Omit<AddItemFormValues, 'supplierName'> = {
  name: '',
  category: '',
  itemCode: '',
  unit: '',
  pack: '',
  price: '',
  quantity: '',
};

export type ItemFieldChanges = {
  name?: string;
  category?: string;
  itemCode?: string;
  unit?: string;
  pack?: string;
  price?: number;
  quantity?: number;
};

const TEXT_KEYS = ['name', 'category', 'itemCode', 'unit', 'pack'] as const;
const NUMBER_KEYS = ['price', 'quantity'] as const;

/** Only the fields that differ from the item as it is, converted to the API's types. */
export function changedFields(before: EditItemFormValues, after: EditItemFormValues): ItemFieldChanges {
  const out: ItemFieldChanges = {};
  for (const key of TEXT_KEYS) {
    const value = after[key].trim();
    if (value !== before[key].trim()) out[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = parseDecimal(after[key]);
    const was = parseDecimal(before[key]);
    if (value && !(was && equals(value, was))) out[key] = toNumber(value);
  }
  return out;
}
