import type { ItemResult } from '@app/contracts';

/**
 * One offer of /item_search. premium_pct and similar_to may be missing from an order guide cached before the
 * server sent them.
 */
export type SearchItem = Omit<ItemResult, 'premium_pct' | 'similar_to'> & {
  premium_pct?: number | null;
  similar_to?: string | null;
};

export type SearchResponse = { items: SearchItem[]; total: number; pageSize?: number };

/** searchType of spec section 4: 0 is all items, 1 is the order guide (the default). */
export type SearchType = 0 | 1;

/** A supplier the restaurant is connected to, as /supplier_get answers it. */
export type ConnectedSupplier = {
  id: number;
  supplier_id: number;
  name: string;
  account_id?: string | null;
  credit_terms?: string | null;
  minimum_order?: string | number | null;
  order_cutoff?: number | null;
  delivery_days?: string | null;
  address1?: string | null;
  city?: string | null;
  phone?: string | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  contact_email?: string | null;
  order_count?: number | null;
  last_order_at?: string | null;
};

/** Item details record (spec section 3): one past order line of the item. */
export type LastOrderedLine = {
  unitPrice: string;
  quantity: string;
  unit: string;
  packSize: string;
  orderCreated: string;
  orderId: number;
};

export type PriceHistoryEntry = {
  id: number;
  price: string;
  unit: string;
  quantity: string;
  source: string;
  effective_at: string;
  invoice_id: number | null;
};

export type LastOrderedResponse = { itemDetails: LastOrderedLine[]; history: PriceHistoryEntry[] };

/** An item audit note with the item and the author. */
export type ItemNote = {
  id: number;
  item_id: number;
  item_price_id?: number | null;
  note: string;
  created: string;
  name: string;
  item_code: string;
  supplier: string;
  first_name: string | null;
  last_name: string | null;
};
