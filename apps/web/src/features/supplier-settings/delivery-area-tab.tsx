import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { SettingsPanel } from '../settings/settings-panel';
import { formatCutoff, formatDeliveryDays } from '../suppliers/delivery-days';
import { DeliveryAreaDialog } from './delivery-area-dialog';
import { kindLabel } from './delivery-area-form';
import { type DeliveryArea, useDeleteArea, useDeliveryAreas } from './delivery-areas-api';

type Editor = { open: false } | { open: true; area: DeliveryArea | null };

const areaName = (a: DeliveryArea) => (a.kind === 'city' ? a.value : `Postal codes ${a.value}…`);

/** Settings → DeliveryArea: the cities and postal-code prefixes the supplier delivers to. */
export function DeliveryAreaTab() {
  const areas = useDeliveryAreas();
  const remove = useDeleteArea();
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [deleting, setDeleting] = useState<DeliveryArea | null>(null);
  const closeEditor = useCallback(() => setEditor({ open: false }), []);

  const actions = (a: DeliveryArea) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        onClick={() => setEditor({ open: true, area: a })}
        aria-label={`Edit ${areaName(a)}`}
        title="Edit"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 hover:text-red-700"
        onClick={() => {
          remove.reset();
          setDeleting(a);
        }}
        aria-label={`Delete ${areaName(a)}`}
        title="Delete"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
  const days = (a: DeliveryArea) => formatDeliveryDays(a.deliveryDays) || 'No days set';
  const cutoff = (a: DeliveryArea) => formatCutoff(a.orderCutoff) || 'Not set';
  const columns: DataColumn<DeliveryArea>[] = [
    {
      id: 'value',
      header: 'Area',
      value: (a) => a.value,
      cell: (a) => <span className="font-medium">{a.value}</span>,
      sortable: true,
    },
    { id: 'kind', header: 'Type', value: (a) => kindLabel(a.kind), sortable: true },
    { id: 'days', header: 'Delivery days', value: days },
    { id: 'cutoff', header: 'Order cutoff', value: (a) => a.orderCutoff, cell: cutoff, className: 'whitespace-nowrap' },
    { id: 'actions', header: 'Edit / Delete', value: () => null, cell: actions, className: 'text-right w-24' },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.value} removed from your delivery areas`);
        setDeleting(null);
      },
    });
  };

  return (
    <SettingsPanel title="Delivery areas" description="The cities and postal-code areas you deliver to.">
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditor({ open: true, area: null })}>
          <Plus className="-ml-1 size-4" aria-hidden="true" />
          Add delivery area
        </Button>
      </div>
      {areas.isPending ? (
        <PageSpinner label="Loading delivery areas" />
      ) : areas.isError ? (
        <Alert tone="error" title="Your delivery areas could not be loaded">
          {errorMessage(areas.error)}
        </Alert>
      ) : areas.data.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="No delivery areas"
          description="Add the cities or postal codes you deliver to."
        />
      ) : (
        <>
          <div className="hidden sm:block">
            <DataTable label="Delivery areas" data={areas.data} columns={columns} getRowId={(a) => String(a.id)} />
          </div>
          <ul
            aria-label="Delivery areas"
            className="divide-y divide-gray-100 rounded-xl border border-gray-200 sm:hidden"
          >
            {areas.data.map((a) => (
              <li key={a.id} className="flex items-start gap-3 px-4 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{a.value}</p>
                  <p className="text-xs text-gray-500">{kindLabel(a.kind)}</p>
                  <p className="mt-1 text-gray-700">{days(a)}</p>
                  <p className="text-gray-600">Order cutoff: {cutoff(a)}</p>
                </div>
                {actions(a)}
              </li>
            ))}
          </ul>
        </>
      )}
      <DeliveryAreaDialog open={editor.open} area={editor.open ? editor.area : null} onClose={closeEditor} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete delivery area?"
        description={deleting ? `${areaName(deleting)} will no longer be listed as a delivery area.` : undefined}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
      </ConfirmDialog>
    </SettingsPanel>
  );
}
