import { addItemBody, ITEM_MSG } from '@app/contracts';
import { z } from 'zod';
import { ApiError } from '../../lib/api';

/** The Add Item form: the server's rules and messages (spec 5), with the supplier picked from a list by id. */
export const addItemFormSchema = addItemBody
  .omit({ supplierName: true, supplierId: true, businessId: true })
  .extend({ supplierId: z.string().trim().min(1, ITEM_MSG.supplierName) });

export type AddItemFormValues = z.input<typeof addItemFormSchema>;
export type AddItemFormOutput = z.output<typeof addItemFormSchema>;

export const EMPTY_ADD_ITEM: AddItemFormValues = {
  supplierId: '',
  name: '',
  category: '',
  itemCode: '',
  price: '',
  quantity: '',
  unit: '',
  pack: '',
};

export const ADD_ITEM_FIELDS = [
  'supplierId',
  'name',
  'category',
  'itemCode',
  'price',
  'quantity',
  'unit',
  'pack',
] as const;
export type AddItemField = (typeof ADD_ITEM_FIELDS)[number];

/**
 * Where a failed /add_item answer belongs: field messages from a validation answer, the item code for a duplicate,
 * else one message for the whole form.
 */
export function addItemErrors(err: unknown): { fields: Partial<Record<AddItemField, string>>; form?: string } {
  if (!(err instanceof ApiError)) return { fields: {}, form: 'The item could not be added. Please try again.' };
  if (err.status === 409) return { fields: { itemCode: err.message } };
  const fields: Partial<Record<AddItemField, string>> = {};
  for (const d of err.details ?? []) {
    const detail = d as { path?: unknown; message?: unknown };
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.path === 'supplierName' ? 'supplierId' : detail.path;
    if ((ADD_ITEM_FIELDS as readonly string[]).includes(path) && !fields[path as AddItemField]) {
      fields[path as AddItemField] = detail.message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: err.message };
}
