import { LIMITS } from '@app/contracts';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { PageSpinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { type ConnectedSupplierRef, useConnectedSuppliers, useDocumentTypes } from './invoices-api';
import type { SupplierChoice } from './types';

type SupplierSearchProps = {
  /** The restaurant the document is for (an admin's pick; a restaurant's own when null). */
  businessId: number | null;
  onPick: (s: SupplierChoice) => void;
  onBack: () => void;
  showIds: boolean;
};

const matches = (s: ConnectedSupplierRef, term: string) =>
  [s.name, ...(s.alternate_names ?? [])].some((n) => n.toLowerCase().includes(term.toLowerCase()));

/**
 * Document wizard, start: which of the restaurant's suppliers the document comes from (search debounced by
 * 200 ms). Documents are filed under the restaurant's own suppliers; another is added on the Suppliers page first.
 */
export function SupplierSearch({ businessId, onPick, onBack, showIds }: SupplierSearchProps) {
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), LIMITS.documentSupplierSearchDebounceMs);
  const suppliers = useConnectedSuppliers(businessId);
  const typing = query.trim() !== term;
  const found = useMemo(() => (suppliers.data ?? []).filter((s) => matches(s, term)), [suppliers.data, term]);
  const options = useMemo<ComboboxOption[]>(
    () =>
      found.map((s) => ({
        id: String(s.id),
        label: s.name,
        description: showIds ? `Supplier id ${s.id}` : undefined,
      })),
    [found, showIds],
  );
  return (
    <div className="mx-auto max-w-xl space-y-4 py-2">
      <p className="text-sm text-gray-700">
        Which supplier is this document from? Order guides and price lists are read into items and prices.
      </p>
      <Combobox
        label="Supplier"
        placeholder="Search your suppliers by name"
        query={query}
        onQueryChange={setQuery}
        options={options}
        loading={typing || suppliers.isFetching}
        emptyText={
          suppliers.isError
            ? errorMessage(suppliers.error)
            : 'None of your suppliers matches. Add the supplier on the Suppliers page first.'
        }
        onSelect={(o) => {
          const s = found.find((x) => String(x.id) === o.id);
          if (s) onPick({ id: s.id, name: s.name, alternateNames: s.alternate_names });
        }}
      />
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}

type DocumentTypePickerProps = {
  supplierId: number | null;
  businessId: number | null;
  onKnown: (t: { id: number; name: string }) => void;
  onNew: () => void;
  onBack: () => void;
};

const tile =
  'flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/** Document wizard, documentSelection: a document type this supplier sent before, or '+ Create new document'. */
export function DocumentTypePicker({ supplierId, businessId, onKnown, onNew, onBack }: DocumentTypePickerProps) {
  const types = useDocumentTypes(supplierId, businessId);
  if (types.isPending) return <PageSpinner label="Loading document types" />;
  return (
    <div className="mx-auto max-w-xl space-y-3 py-2">
      {types.isError ? <Alert tone="error">{errorMessage(types.error)}</Alert> : null}
      <p className="text-sm text-gray-700">
        {types.data?.length ? 'Choose the kind of document:' : 'No documents from this supplier yet.'}
      </p>
      <ul className="space-y-2">
        {(types.data ?? []).map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className={cx(tile, 'border-gray-200 bg-white text-gray-900 hover:bg-gray-50')}
              onClick={() => onKnown({ id: t.id, name: t.name })}
            >
              <FileSpreadsheet className="size-5 text-gray-500" aria-hidden="true" />
              {t.name}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cx(
              tile,
              'border-dashed border-emerald-300 bg-emerald-50/50 text-emerald-800 hover:bg-emerald-50',
            )}
            onClick={onNew}
          >
            <Plus className="size-5" aria-hidden="true" />+ Create new document
          </button>
        </li>
      </ul>
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
