import { formatQuantity, LIMITS, toNumber } from '@app/contracts';
import { Eye, EyeOff, Package, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { cx } from '../../lib/cx';
import type { CatalogueItem } from './items-api';
import { formatPrice } from './price-format';

const COLUMNS: DataColumn<CatalogueItem>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (i) => i.name,
    cell: (i) => <span className={cx('font-medium', i.active ? 'text-gray-900' : 'text-gray-500')}>{i.name}</span>,
    sortable: true,
    className: 'min-w-40 sticky left-0 z-10 bg-white in-[thead]:bg-gray-50',
  },
  { id: 'code', header: 'Code', value: (i) => i.item_code, sortable: true, className: 'whitespace-nowrap' },
  {
    id: 'category',
    header: 'Category',
    value: (i) => i.category ?? '',
    sortable: true,
    className: 'min-w-28',
  },
  { id: 'pack', header: 'Pack', value: (i) => i.pack, className: 'min-w-24' },
  {
    id: 'quantity',
    header: 'Size',
    value: (i) => toNumber(i.quantity),
    cell: (i) => <span title="Pack size">{formatQuantity(i.quantity)}</span>,
    sortable: true,
    className: 'text-right tabular-nums',
  },
  { id: 'unit', header: 'Unit', value: (i) => i.unit, sortable: true },
  {
    id: 'price',
    header: 'Price',
    value: (i) => toNumber(i.price),
    cell: (i) => formatPrice(i.price),
    sortable: true,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
  {
    id: 'active',
    header: 'Active',
    value: (i) => (i.active ? 'Active' : 'Inactive'),
    cell: (i) => (
      <span
        className={cx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
          i.active ? 'bg-emerald-100 text-emerald-800' : 'bg-gray-200 text-gray-700',
        )}
      >
        {i.active ? 'Active' : 'Inactive'}
      </span>
    ),
    sortable: true,
  },
];

type ItemsTableProps = {
  items: readonly CatalogueItem[];
  filtered: boolean;
  onEdit: (item: CatalogueItem) => void;
  onToggleActive: (item: CatalogueItem) => void;
  onAdd: () => void;
};

/** The supplier's catalogue: sortable, paged at 50, with Edit and Deactivate / Activate per row. */
export function ItemsTable({ items, filtered, onEdit, onToggleActive, onAdd }: ItemsTableProps) {
  const rowActions = useMemo(
    () => (item: CatalogueItem) => (
      <div className="flex justify-end gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          onClick={() => onEdit(item)}
          disabled={!item.active}
          aria-label={`Edit ${item.name}`}
          title="Edit"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={cx('px-2', item.active ? 'text-gray-700' : 'text-emerald-700')}
          onClick={() => onToggleActive(item)}
          aria-label={`${item.active ? 'Deactivate' : 'Activate'} ${item.name}`}
          title={item.active ? 'Deactivate' : 'Activate'}
        >
          {item.active ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
    ),
    [onEdit, onToggleActive],
  );
  return (
    <ResponsiveTable
      label="Items"
      data={items}
      columns={COLUMNS}
      pageSize={LIMITS.pageSizeSearch}
      getRowId={(i) => String(i.item_id)}
      rowActions={rowActions}
      cards={{
        pageSize: 20,
        title: (i) => i.name,
        subtitle: (i) => [i.item_code, i.category, i.active ? null : 'Inactive'].filter(Boolean).join(' · '),
        aside: (i) => (
          <>
            {formatPrice(i.price)}
            <span className="block text-xs font-normal text-gray-500">per {i.unit}</span>
          </>
        ),
        fields: [
          { label: 'Pack', value: (i) => i.pack || '–' },
          { label: 'Pack size', value: (i) => formatQuantity(i.quantity) },
        ],
        actions: (i) => (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(i)}
              disabled={!i.active}
              aria-label={`Edit ${i.name}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onToggleActive(i)}
              aria-label={`${i.active ? 'Deactivate' : 'Activate'} ${i.name}`}
            >
              {i.active ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              )}
              {i.active ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        ),
      }}
      initialSort={{ id: 'name', desc: false }}
      empty={
        filtered ? (
          <EmptyState icon={Package} title="No items found" description="Try another search or category." />
        ) : (
          <EmptyState
            icon={Package}
            title="No items found"
            description="Add the items you sell so restaurants can find and order them."
            action={<Button onClick={onAdd}>Add item</Button>}
          />
        )
      }
    />
  );
}
