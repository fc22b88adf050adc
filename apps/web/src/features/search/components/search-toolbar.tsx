import { ITEM_CATEGORIES } from '@app/contracts';
import type { ReactNode } from 'react';
import { Select } from '../../../components/ui/input';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import type { ConnectedSupplier } from '../../suppliers/suppliers-api';
import type { SearchFilters } from '../search-rules';
import type { SearchType } from '../types';
import { CartButton } from './cart-button';
import { SearchBox } from './search-box';

type SearchToolbarProps = {
  filters: SearchFilters;
  onTerm: (term: string) => void;
  onSupplier: (id: number | null) => void;
  onCategory: (category: string) => void;
  onSearchType: (t: SearchType) => void;
  /** Connected suppliers for the filter; omitted when the supplier is fixed. */
  suppliers?: readonly ConnectedSupplier[];
  showCart: boolean;
  showModes: boolean;
  placeholder?: string;
  /** Shown on the second line: order-guide freshness, Add Item. */
  children?: ReactNode;
};

const MODES = [
  { value: '1', label: 'My Order Guide' },
  { value: '0', label: 'All Items' },
] as const;

/** Top bar of spec 2.6: search box, 'All Suppliers', 'All Categories', the cart button and the mode toggle. */
export function SearchToolbar({
  filters,
  onTerm,
  onSupplier,
  onCategory,
  onSearchType,
  suppliers,
  showCart,
  showModes,
  placeholder,
  children,
}: SearchToolbarProps) {
  return (
    <div className="space-y-3 rounded-xl border border-gray-200 bg-white p-3 shadow-xs sm:p-4">
      <div className="flex items-center gap-2">
        <SearchBox
          value={filters.term}
          onSearch={onTerm}
          placeholder={placeholder ?? 'Item name or code'}
          className="flex-1"
        />
        {showCart ? <CartButton /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {showModes ? (
          <SegmentedControl
            label="Search in"
            options={MODES}
            value={String(filters.searchType) as '0' | '1'}
            onChange={(v) => onSearchType(v === '0' ? 0 : 1)}
            className="w-full min-[480px]:w-auto"
          />
        ) : null}
        <div className="grid w-full grid-cols-2 gap-2 min-[480px]:flex min-[480px]:w-auto">
          {suppliers ? (
            <Select
              aria-label="Supplier"
              value={filters.supplierId ?? ''}
              onChange={(e) => onSupplier(e.target.value ? Number(e.target.value) : null)}
              className="min-[480px]:w-48"
            >
              <option value="">All Suppliers</option>
              {suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          ) : null}
          <Select
            aria-label="Category"
            value={filters.category}
            onChange={(e) => onCategory(e.target.value)}
            className={suppliers ? 'min-[480px]:w-48' : 'col-span-2 min-[480px]:w-48'}
          >
            <option value="">All Categories</option>
            {ITEM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        {children ? (
          <div className="flex flex-1 flex-wrap items-center justify-end gap-x-3 gap-y-2">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
