import { ITEM_MSG } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useConnectedSuppliers } from '../../suppliers/suppliers-api';
import {
  type ItemSearchRequest,
  useCachedOrderGuide,
  useItemSearch,
  useToggleOrderGuide,
  useUpdateCategory,
} from '../api';
import { filterItems } from '../grouping';
import { actingFor, type SearchScope, scopeBody } from '../scope';
import { searchSource } from '../search-rules';
import type { SearchItem } from '../types';
import { useSearchState } from '../use-search-state';
import { AddItemDialog } from './add-item-dialog';
import { AddNoteDialog } from './add-note-dialog';
import type { RowActions } from './item-row';
import { OrderGuideStatus } from './order-guide-status';
import { SearchResults } from './search-results';
import { SearchToolbar } from './search-toolbar';

type SearchViewProps = {
  scope: SearchScope;
  /** A supplier's product page: only that supplier's items, no mode toggle. */
  lockedSupplier?: { id: number; name: string };
};

/** Search layout of spec 2.6: top bar, My Order Guide / All Items, results with price comparison. */
export function SearchView({ scope, lockedSupplier }: SearchViewProps) {
  const supplierUser = scope.usertype === 'supplier';
  const locked = Boolean(lockedSupplier) || supplierUser;
  const { filters, setTerm, setSearchType, setSupplier, setCategory } = useSearchState(
    lockedSupplier?.id ?? scope.ownSupplier?.id,
  );
  const guideMode = !locked && filters.searchType === 1;
  const source = searchSource(filters, locked);
  const suppliers = useConnectedSuppliers(actingFor(scope), { enabled: !supplierUser && scope.businessId !== null });
  const guide = useCachedOrderGuide(scope, guideMode);
  const body: ItemSearchRequest = {
    type: supplierUser ? 'supplier_items' : guideMode ? 'order_guide' : 'restaurant_item',
    searchTerm: filters.term.trim(),
    // parseCategory keeps only the known categories and 'None'.
    ...(filters.category ? { category: filters.category as ItemSearchRequest['category'] } : {}),
    ...(filters.supplierId && !supplierUser ? { supplierId: filters.supplierId } : {}),
    ...scopeBody(scope),
  };
  const server = useItemSearch(body, source === 'server');

  const toggle = useToggleOrderGuide(scope);
  const category = useUpdateCategory(scope);
  const [noteItem, setNoteItem] = useState<SearchItem | null>(null);
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);

  const actions: RowActions = {
    toggleGuide: (item) => {
      const add = !item.in_order_guide;
      toggle.mutate(
        { item, add },
        {
          onSuccess: () => toast.success(add ? 'Added to your order guide' : 'Removed from your order guide'),
          onError: () => toast.error('Your order guide could not be changed. Please try again.'),
        },
      );
    },
    guidePending: (item) => toggle.isPending && toggle.variables?.item.item_id === item.item_id,
    setCategory: (item, c) => category.mutate({ item, category: c }),
    addNote: setNoteItem,
  };

  let items: readonly SearchItem[] = [];
  let state: 'prompt' | 'loading' | 'error' | 'ready' = 'ready';
  if (source === 'prompt') state = 'prompt';
  else if (source === 'order-guide') {
    items = guide.data ? filterItems(guide.data, filters) : [];
    if (!guide.data) state = guide.isError ? 'error' : 'loading';
  } else {
    items = server.data?.items ?? [];
    if (!server.data) state = server.isError ? 'error' : 'loading';
  }
  const searchKey = JSON.stringify(body);
  const term = filters.term.trim();
  const summary = (n: number) => {
    const count = `${n} ${n === 1 ? 'item' : 'items'}`;
    if (term) return `${count} matching “${term}”${server.isFetching ? ' · searching…' : ''}`;
    return guideMode ? `${count} in your order guide` : count;
  };
  const canAdd = supplierUser || scope.canOrder;

  return (
    <div className="space-y-4">
      <SearchToolbar
        filters={filters}
        onTerm={setTerm}
        onSupplier={setSupplier}
        onCategory={setCategory}
        onSearchType={setSearchType}
        suppliers={locked ? undefined : (suppliers.data ?? [])}
        showCart={scope.canOrder}
        showModes={!locked}
        placeholder={lockedSupplier ? `Search ${lockedSupplier.name}` : undefined}
      >
        {canAdd ? (
          <Button variant="secondary" size="sm" className="ml-auto" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Add Item
          </Button>
        ) : null}
      </SearchToolbar>
      {state === 'ready' || guideMode ? (
        <div className="-mb-2 flex min-h-9 flex-wrap items-center justify-between gap-x-4 px-1">
          <p className="text-sm text-gray-600" aria-live="polite">
            {state === 'ready' && items.length > 0 ? summary(items.length) : ''}
          </p>
          {guideMode ? (
            <OrderGuideStatus
              updatedAt={guide.dataUpdatedAt}
              refreshing={guide.isFetching}
              onRefresh={() => void guide.refetch()}
            />
          ) : null}
        </div>
      ) : null}
      <SearchResults
        state={state}
        items={items}
        searchKey={searchKey}
        emptyTitle={guideMode || lockedSupplier || supplierUser ? ITEM_MSG.noItems : ITEM_MSG.noResults}
        emptyHint={
          guideMode && !term && !filters.category && !filters.supplierId
            ? 'Your order guide is empty. Find items in All Items and star them to add them here.'
            : undefined
        }
        emptyAction={guideMode ? { label: 'Search all items', onClick: () => setSearchType(0) } : undefined}
        scope={scope}
        actions={actions}
        onRetry={() => void (source === 'order-guide' ? guide.refetch() : server.refetch())}
      />
      {canAdd ? (
        <AddItemDialog
          open={adding}
          onClose={closeAdd}
          scope={scope}
          suppliers={suppliers.data ?? []}
          defaultSupplierId={lockedSupplier?.id ?? filters.supplierId}
        />
      ) : null}
      <AddNoteDialog item={noteItem} onClose={() => setNoteItem(null)} />
    </div>
  );
}
