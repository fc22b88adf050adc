import { formatQuantity, toNumber } from '@app/contracts';
import { ArrowDownRight, ArrowUpRight, TrendingUp } from 'lucide-react';
import { useMemo } from 'react';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { type CsvColumn, downloadCsv } from '../../lib/csv';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { type DateFormat, effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { formatPrice } from '../supplier-items/price-format';
import { ReportCard } from './report-card';
import { formatChangePct } from './report-format';
import type { PriceChange } from './reports-api';

export const PRICE_CHANGE_CSV: CsvColumn<PriceChange>[] = [
  { header: 'Item', value: (r) => r.name },
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Unit', value: (r) => r.unit },
  { header: 'Previous price', value: (r) => formatQuantity(r.previous) },
  { header: 'Latest price', value: (r) => formatQuantity(r.latest) },
  { header: 'Change %', value: (r) => r.change_pct },
  { header: 'Changed on', value: (r) => r.changed_at.slice(0, 10) },
];

function Change({ pct }: { pct: string }) {
  const n = Number(pct);
  const up = n > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        up ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {formatChangePct(pct)}
    </span>
  );
}

function columns(dateFormat: DateFormat, timezone: string): DataColumn<PriceChange>[] {
  return [
    {
      id: 'name',
      header: 'Item',
      value: (r) => r.name,
      cell: (r) => <span className="font-medium text-gray-900">{r.name}</span>,
      sortable: true,
      className: 'min-w-44 sticky left-0 z-10 bg-white in-[thead]:bg-gray-50',
    },
    { id: 'supplier', header: 'Supplier', value: (r) => r.supplier, sortable: true, className: 'min-w-36' },
    {
      id: 'price',
      header: 'Previous → latest',
      value: (r) => toNumber(r.latest),
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">
          <span className="text-gray-500">{formatPrice(r.previous)}</span>
          {' → '}
          <span className="font-medium text-gray-900">{formatPrice(r.latest)}</span>
          <span className="text-gray-500"> / {r.unit}</span>
        </span>
      ),
    },
    {
      id: 'change',
      header: 'Change',
      value: (r) => Number(r.change_pct),
      cell: (r) => <Change pct={r.change_pct} />,
      sortable: true,
      className: 'text-right',
    },
    {
      id: 'changed',
      header: 'Changed',
      value: (r) => r.changed_at,
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.changed_at, dateFormat, timezone)}</span>,
      sortable: true,
    },
  ];
}

/** Items the restaurant buys whose latest price differs from the one before. */
export function PriceChangesCard({ rows, fileName }: { rows: readonly PriceChange[]; fileName: string }) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  const cols = useMemo(() => columns(dateFormat, timezone), [dateFormat, timezone]);
  return (
    <ReportCard
      title="Price changes"
      description="The latest price of each item you buy against the one before it, whatever the time range."
      onExport={() => downloadCsv(fileName, rows, PRICE_CHANGE_CSV)}
      exportDisabled={rows.length === 0}
    >
      <ResponsiveTable
        label="Price changes"
        data={rows}
        columns={cols}
        cards={{
          title: (r) => r.name,
          subtitle: (r) => r.supplier,
          aside: (r) => <Change pct={r.change_pct} />,
          fields: [
            {
              label: 'Previous → latest',
              value: (r) => `${formatPrice(r.previous)} → ${formatPrice(r.latest)} / ${r.unit}`,
            },
            { label: 'Changed', value: (r) => formatDate(r.changed_at, dateFormat, timezone) },
          ],
        }}
        pageSize={10}
        getRowId={(r) => String(r.item_id)}
        empty={<EmptyState icon={TrendingUp} title="No price changes" description="Your items kept their prices." />}
      />
    </ReportCard>
  );
}
