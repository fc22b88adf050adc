import { LIMITS } from '@app/contracts';
import { Building2, CircleAlert, CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { useSupplierSuggestions } from '../suppliers/suppliers-api';
import type { ConnectedSupplierRef } from './invoices-api';
import { type NewSupplierDetails, NewSupplierFields } from './new-supplier-details';
import type { SupplierChoice } from './types';

/** Whether the restaurant already has this supplier (by id, else by name or alternate name). */
export function findConnected(
  choice: SupplierChoice | null,
  connected: readonly ConnectedSupplierRef[],
): ConnectedSupplierRef | null {
  if (!choice) return null;
  if (choice.id) return connected.find((s) => s.id === choice.id) ?? null;
  const name = choice.name.trim().toLowerCase();
  if (!name) return null;
  return (
    connected.find((s) => s.name.toLowerCase() === name || s.alternate_names.some((a) => a.toLowerCase() === name)) ??
    null
  );
}

type SupplierBoxProps = {
  choice: SupplierChoice | null;
  onChoose: (choice: SupplierChoice | null) => void;
  /** The supplier name read on the invoice, when it is not a known supplier. */
  detectedName: string | null;
  connected: readonly ConnectedSupplierRef[] | undefined;
  /** A supplier new to the restaurant is added as the invoice is imported, with these details. */
  newDetails: NewSupplierDetails;
  onNewDetails: (details: NewSupplierDetails) => void;
  showIds: boolean;
  disabled?: boolean;
};

/**
 * The supplier of the imported rows: the one detected on the invoice, one found among existing suppliers, or the
 * typed name ('Use this as the supplier Name'). A supplier the restaurant does not have yet is added to its suppliers
 * by the import, with the account details given here (all optional, edited later on the Suppliers page).
 */
export function SupplierBox({
  choice,
  onChoose,
  detectedName,
  connected,
  newDetails,
  onNewDetails,
  showIds,
  disabled,
}: SupplierBoxProps) {
  const [query, setQuery] = useState(detectedName ?? '');
  const term = useDebouncedValue(query.trim(), LIMITS.documentSupplierSearchDebounceMs);
  const search = useSupplierSuggestions(term);
  const options = useMemo<ComboboxOption[]>(
    () =>
      (search.data ?? []).map((s) => ({
        id: String(s.id),
        label: s.name,
        description: [showIds ? `Supplier id ${s.id}` : '', s.alternate_names.join('|||')].filter(Boolean).join(' · '),
      })),
    [search.data, showIds],
  );

  if (choice) {
    const known = connected ? findConnected(choice, connected) : null;
    return (
      <section aria-label="Supplier" className="rounded-xl border border-gray-200 bg-white p-3">
        <div className="flex flex-wrap items-center gap-2">
          <Building2 className="size-5 text-gray-500" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="text-gray-600">Supplier: </span>
            <span className="font-semibold text-gray-900">{choice.name}</span>
            {showIds ? (
              <>
                {' '}
                <span className="text-gray-500">{choice.id ? `(id ${choice.id})` : '(new)'}</span>
              </>
            ) : null}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onChoose(null)} disabled={disabled}>
            Change
          </Button>
        </div>
        {connected === undefined ? null : known ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-emerald-800">
            <CircleCheck className="size-4" aria-hidden="true" />
            One of your suppliers
          </p>
        ) : (
          <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="flex items-start gap-1.5">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                New supplier: importing adds <span className="font-semibold">{choice.name}</span> to your suppliers.
              </span>
            </p>
            <NewSupplierFields value={newDetails} onChange={onNewDetails} disabled={disabled} />
          </div>
        )}
      </section>
    );
  }

  const typed = query.trim();
  return (
    <section aria-label="Supplier" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50/50 p-3">
      <p className="text-sm text-gray-800">
        {detectedName ? (
          <>
            The supplier <span className="font-semibold">{detectedName}</span> is not known yet. Find it among existing
            suppliers, or use the name as it is.
          </>
        ) : (
          'The supplier of this invoice was not recognised. Find it among existing suppliers, or type its name.'
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Combobox
          className="min-w-0 flex-1"
          label="Search existing suppliers"
          placeholder="Supplier name"
          query={query}
          onQueryChange={setQuery}
          options={options}
          loading={search.isFetching}
          hint={typed.length <= 2 ? 'Type at least 3 characters' : undefined}
          emptyText="No suppliers found"
          onSelect={(o) => {
            const s = search.data?.find((x) => String(x.id) === o.id);
            if (s) onChoose({ id: s.id, name: s.name, alternateNames: s.alternate_names });
          }}
        />
        <Button
          variant="secondary"
          disabled={!typed || disabled}
          onClick={() => onChoose({ id: null, name: typed, alternateNames: [] })}
        >
          Use this as the supplier Name
        </Button>
      </div>
    </section>
  );
}
