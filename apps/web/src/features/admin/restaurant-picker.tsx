import type { BusinessHit } from '@app/contracts';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { useBusinessSearch } from './admin-api';

export const RESTAURANT_SEARCH_DEBOUNCE_MS = 300;

function place(b: BusinessHit): string {
  return [b.city, b.state].filter(Boolean).join(', ');
}

type RestaurantPickerProps = {
  onPick: (restaurant: { id: number; name: string }) => void;
  className?: string;
};

/** Finds a restaurant by name (debounced server search) and hands the chosen one back. */
export function RestaurantPicker({ onPick, className }: RestaurantPickerProps) {
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), RESTAURANT_SEARCH_DEBOUNCE_MS);
  const search = useBusinessSearch(term, true);
  const typing = query.trim() !== term;
  const options = useMemo<ComboboxOption[]>(
    () =>
      (search.data ?? []).map((b) => ({
        id: String(b.id),
        label: b.name,
        description: place(b) || undefined,
      })),
    [search.data],
  );
  return (
    <Combobox
      className={className}
      label="Restaurant"
      placeholder="Search restaurants by name"
      query={query}
      onQueryChange={setQuery}
      options={typing ? [] : options}
      loading={typing || search.isFetching}
      emptyText={search.isError ? 'Restaurants could not be loaded' : 'No restaurants found'}
      onSelect={(o) => {
        setQuery(o.label);
        onPick({ id: Number(o.id), name: o.label });
      }}
    />
  );
}
