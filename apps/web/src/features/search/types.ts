import type { ItemResult, ItemSearchResponse } from '@app/contracts';

/**
 * One offer of /item_search. premium_pct and similar_to may be missing from an order guide cached before the
 * server sent them.
 */
export type SearchItem = Omit<ItemResult, 'premium_pct' | 'similar_to'> & {
  premium_pct?: number | null;
  similar_to?: string | null;
};

/** An /item_search answer, as the cache of the order guide may also hold it. */
export type SearchResponse = Omit<ItemSearchResponse, 'items'> & { items: SearchItem[] };

/** searchType of spec section 4: 0 is all items, 1 is the order guide (the default). */
export type SearchType = 0 | 1;
