import { type NamedItem, type OrderGuideItem, toNumber } from '@app/contracts';
import { BookOpen, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatCad, formatDate, formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { useRefreshOrderGuide, useRestaurantOrderGuide } from './admin-api';
import { RefreshSummary } from './refresh-summary';

export const ORDER_GUIDE_PAGE_SIZE = 20;

type LastRefresh = { added: NamedItem[]; removed: NamedItem[]; at: string };

function refreshToast(restaurant: string, added: number, removed: number): string {
  if (added === 0 && removed === 0) return `The order guide of ${restaurant} is up to date`;
  return `Order guide of ${restaurant} refreshed: ${added} added, ${removed} removed`;
}

/** Pinned items stay on refresh; the others come from the last 90 days of orders and invoices. */
function sourceLabel(i: OrderGuideItem): string {
  if (i.pinned) return 'Pinned';
  return i.source === 'refresh' ? 'Recent orders' : i.source;
}

function useColumns(newIds: ReadonlySet<number>): DataColumn<OrderGuideItem>[] {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  return useMemo(
    () => [
      {
        id: 'name',
        header: 'Name',
        value: (i) => i.name,
        cell: (i) => (
          <span className="font-medium text-gray-900">
            {i.name}
            {newIds.has(i.item_id) ? (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                New
              </span>
            ) : null}
          </span>
        ),
        sortable: true,
        className: 'min-w-48 sticky left-0 z-10 bg-white in-[thead]:bg-gray-50',
      },
      { id: 'supplier', header: 'Supplier', value: (i) => i.supplier, sortable: true, className: 'min-w-40' },
      {
        id: 'price',
        header: 'Price',
        value: (i) => (i.price === null ? undefined : toNumber(i.price)),
        cell: (i) =>
          i.price === null ? (
            <span className="text-gray-500">No price</span>
          ) : (
            <span className="whitespace-nowrap tabular-nums">
              {formatCad(i.price)}
              {i.unit ? <span className="text-gray-500"> / {i.unit}</span> : null}
            </span>
          ),
        sortable: true,
        className: 'text-right',
      },
      {
        id: 'created',
        header: 'Created',
        value: (i) => i.created,
        cell: (i) => <span className="whitespace-nowrap">{formatDate(i.created, dateFormat, timezone)}</span>,
        sortable: true,
      },
      {
        id: 'source',
        header: 'Source',
        value: sourceLabel,
        sortable: true,
        className: 'whitespace-nowrap',
      },
    ],
    [dateFormat, timezone, newIds],
  );
}

/** One restaurant's order guide with the Refresh order guide action (spec 2.12). */
export function OrderGuidePanel({ businessId, restaurant }: { businessId: number; restaurant: string }) {
  const guide = useRestaurantOrderGuide(businessId);
  const refresh = useRefreshOrderGuide();
  const [filter, setFilter] = useState('');
  const [last, setLast] = useState<LastRefresh | null>(null);
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  const newIds = useMemo(() => new Set(last?.added.map((a) => a.id) ?? []), [last]);
  const columns = useColumns(newIds);

  const items = guide.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? items.filter((i) => i.name.toLowerCase().includes(needle) || i.supplier.toLowerCase().includes(needle))
    : items;

  const onRefresh = () => {
    refresh.mutate(businessId, {
      onSuccess: (r) => {
        setLast({ added: r.added, removed: r.removed, at: formatDateTime(new Date(), dateFormat, timezone) });
        toast.success(refreshToast(restaurant, r.added.length, r.removed.length));
      },
      onError: (err) => toast.error(`The order guide could not be refreshed: ${errorMessage(err)}`),
    });
  };

  return (
    <section aria-labelledby="guide-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="guide-title" className="text-lg font-semibold text-gray-900">
            {restaurant}
          </h2>
          <p className="text-sm text-gray-600">
            {guide.data ? `${items.length} ${items.length === 1 ? 'item' : 'items'} in the order guide` : '\u00a0'}
          </p>
        </div>
        <Button onClick={onRefresh} loading={refresh.isPending} disabled={guide.isPending}>
          {refresh.isPending ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          Refresh order guide
        </Button>
      </div>
      {last ? <RefreshSummary restaurant={restaurant} {...last} onDismiss={() => setLast(null)} /> : null}
      {guide.isPending ? <PageSpinner label="Loading the order guide" /> : null}
      {guide.isError ? (
        <Alert tone="error" title="The order guide could not be loaded">
          {errorMessage(guide.error)}
        </Alert>
      ) : null}
      {guide.data && items.length > 0 ? (
        <div className="max-w-sm">
          <Input
            type="search"
            aria-label="Filter the order guide"
            placeholder="Filter by item or supplier"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      ) : null}
      {guide.data ? (
        <ResponsiveTable
          label={`Order guide of ${restaurant}`}
          data={shown}
          columns={columns}
          cards={{
            title: (i) => i.name,
            subtitle: (i) => i.supplier,
            aside: (i) =>
              i.price === null ? (
                'No price'
              ) : (
                <>
                  {formatCad(i.price)}
                  {i.unit ? <span className="block text-xs font-normal text-gray-500">per {i.unit}</span> : null}
                </>
              ),
            fields: [
              { label: 'Created', value: (i) => formatDate(i.created, dateFormat, timezone) },
              { label: 'Source', value: sourceLabel },
            ],
          }}
          pageSize={ORDER_GUIDE_PAGE_SIZE}
          getRowId={(i) => String(i.item_id)}
          initialSort={{ id: 'name', desc: false }}
          empty={
            <EmptyState
              icon={BookOpen}
              title={items.length === 0 ? 'This order guide is empty' : 'No items match the filter'}
              description={
                items.length === 0
                  ? 'Refresh it to add what the restaurant ordered or had invoiced in the last 90 days.'
                  : undefined
              }
            />
          }
        />
      ) : null}
    </section>
  );
}
