import { ITEM_CATEGORIES } from '@app/contracts';
import { Download, Plus, Upload } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input, Select } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { downloadCsv } from '../../lib/csv';
import { AddCatalogueItemDialog } from './add-item-dialog';
import { byName, CATALOGUE_CSV } from './catalogue-csv';
import { useDeactivatedItems } from './deactivated-store';
import { EditItemDialog } from './edit-item-dialog';
import { ImportItemsDialog } from './import-dialog';
import { type CatalogueItem, useCatalogue, useUpdateItem } from './items-api';
import { ItemsTable } from './items-table';

function matches(item: CatalogueItem, needle: string, category: string): boolean {
  if (category && (item.category ?? 'None') !== category) return false;
  if (!needle) return true;
  return [item.name, item.item_code, item.category ?? '', item.pack].some((v) => v.toLowerCase().includes(needle));
}

/** /Items: the supplier's catalogue with search, Add item, Import, Export CSV, Edit and Deactivate / Activate. */
export function Catalogue({ supplierId, supplierName }: { supplierId: number; supplierName: string }) {
  const catalogue = useCatalogue();
  const update = useUpdateItem();
  const deactivated = useDeactivatedItems();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<CatalogueItem | null>(null);
  const [toggling, setToggling] = useState<CatalogueItem | null>(null);
  const [importing, setImporting] = useState(false);
  const closeImport = useCallback(() => setImporting(false), []);
  const adding = params.get('new') === '1';

  const setAdding = useCallback(
    (open: boolean) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (open) next.set('new', '1');
          else next.delete('new');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const closeAdd = useCallback(() => setAdding(false), [setAdding]);
  const closeEdit = useCallback(() => setEditing(null), []);

  const items = useMemo<CatalogueItem[]>(() => {
    const active = (catalogue.data ?? []).map((i) => ({ ...i, active: true }));
    const ids = new Set(active.map((i) => i.item_id));
    const inactive = Object.values(deactivated.items)
      .filter((i) => i.supplier_id === supplierId && !ids.has(i.item_id))
      .map((i) => ({ ...i, active: false }));
    return [...active, ...inactive];
  }, [catalogue.data, deactivated.items, supplierId]);

  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => items.filter((i) => matches(i, needle, category)), [items, needle, category]);

  const toggle = () => {
    const item = toggling;
    if (!item) return;
    const active = !item.active;
    update.mutate(
      { itemId: item.item_id, changes: { active } },
      {
        onSuccess: () => {
          const { active: _was, ...result } = item;
          if (active) deactivated.forget(item.item_id);
          else deactivated.remember(result);
          toast.success(active ? `${item.name} is active again` : `${item.name} has been deactivated`);
          setToggling(null);
        },
        onError: (err) => toast.error(`${item.name} could not be changed: ${errorMessage(err)}`),
      },
    );
  };

  const onToggleActive = useCallback((item: CatalogueItem) => setToggling(item), []);
  const activeCount = items.filter((i) => i.active).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Input
          type="search"
          aria-label="Search items"
          placeholder="Search by name, code or pack"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full sm:w-72"
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className="w-full sm:w-56"
        >
          <option value="">All Categories</option>
          {ITEM_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value="None">No category</option>
        </Select>
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          <Button
            variant="secondary"
            onClick={() => downloadCsv('catalogue.csv', byName(catalogue.data ?? []), CATALOGUE_CSV)}
            disabled={!catalogue.data?.length}
            className="flex-1 sm:flex-none"
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)} className="flex-1 sm:flex-none">
            <Upload className="size-4" aria-hidden="true" />
            Import
          </Button>
          <Button onClick={() => setAdding(true)} className="flex-1 sm:flex-none">
            <Plus className="size-4" aria-hidden="true" />
            Add item
          </Button>
        </div>
      </div>
      {catalogue.data ? (
        <p className="text-sm text-gray-600" aria-live="polite">
          {shown.length === items.length
            ? `${activeCount} active ${activeCount === 1 ? 'item' : 'items'}`
            : `${shown.length} of ${items.length} items`}
        </p>
      ) : null}
      {catalogue.isPending ? <PageSpinner label="Loading your items" /> : null}
      {catalogue.isError ? (
        <Alert tone="error" title="Your items could not be loaded">
          {errorMessage(catalogue.error)}
        </Alert>
      ) : null}
      {catalogue.data ? (
        <ItemsTable
          items={shown}
          filtered={items.length > 0}
          onEdit={setEditing}
          onToggleActive={onToggleActive}
          onAdd={() => setAdding(true)}
        />
      ) : null}
      <AddCatalogueItemDialog open={adding} onClose={closeAdd} supplierName={supplierName} />
      <EditItemDialog item={editing} onClose={closeEdit} />
      <ImportItemsDialog open={importing} onClose={closeImport} />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.active ? 'Deactivate item?' : 'Activate item?'}
        description={
          toggling?.active
            ? `${toggling.name} will no longer appear in restaurants' search results and order guides.`
            : `${toggling?.name ?? 'This item'} will appear in restaurants' search results again.`
        }
        confirmLabel={toggling?.active ? 'Deactivate' : 'Activate'}
        destructive={toggling?.active}
        busy={update.isPending}
        onConfirm={toggle}
        onCancel={() => setToggling(null)}
      />
    </div>
  );
}
