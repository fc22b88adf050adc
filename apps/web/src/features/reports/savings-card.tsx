import { sum, toNumber } from '@app/contracts';
import { PiggyBank } from 'lucide-react';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { type CsvColumn, downloadCsv } from '../../lib/csv';
import { formatCad, formatMoney } from '../../lib/format';
import { ReportCard } from './report-card';
import { formatUnitPrice, perLabel } from './report-format';
import type { Saving } from './reports-api';

export const SAVINGS_CSV: CsvColumn<Saving>[] = [
  { header: 'Your item', value: (r) => r.name },
  { header: 'Your supplier', value: (r) => r.supplier },
  { header: 'Per', value: (r) => perLabel(r.per) },
  { header: 'Your unit price', value: (r) => r.unit_price },
  { header: 'Cheaper item', value: (r) => r.better_name },
  { header: 'Cheaper supplier', value: (r) => r.better_supplier },
  { header: 'Cheaper unit price', value: (r) => r.better_unit_price },
  { header: 'Saving %', value: (r) => r.saving_pct },
  { header: 'Monthly saving (CAD)', value: (r) => r.monthly_saving },
];

const COLUMNS: DataColumn<Saving>[] = [
  {
    id: 'name',
    header: 'Your item',
    value: (r) => r.name,
    cell: (r) => (
      <span>
        <span className="block font-medium text-gray-900">{r.name}</span>
        <span className="block text-xs text-gray-500">{r.supplier}</span>
      </span>
    ),
    sortable: true,
    className: 'min-w-44 sticky left-0 z-10 bg-white in-[thead]:bg-gray-50',
  },
  {
    id: 'unit_price',
    header: 'Your unit price',
    value: (r) => r.unit_price,
    cell: (r) => formatUnitPrice(r.unit_price, r.per),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  {
    id: 'better',
    header: 'Cheaper offer',
    value: (r) => r.better_name,
    cell: (r) => (
      <span>
        <span className="block text-gray-900">{r.better_name}</span>
        <span className="block text-xs text-gray-500">{r.better_supplier}</span>
      </span>
    ),
    className: 'min-w-44',
  },
  {
    id: 'better_unit_price',
    header: 'Their unit price',
    value: (r) => r.better_unit_price,
    cell: (r) => formatUnitPrice(r.better_unit_price, r.per),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  {
    id: 'saving_pct',
    header: 'Saving',
    value: (r) => r.saving_pct,
    cell: (r) => <span className="font-medium text-emerald-800 tabular-nums">{r.saving_pct.toFixed(1)}%</span>,
    sortable: true,
    className: 'text-right',
  },
  {
    id: 'monthly_saving',
    header: 'Monthly saving',
    value: (r) => toNumber(r.monthly_saving),
    cell: (r) => <span className="font-medium tabular-nums">{formatMoney(r.monthly_saving)}</span>,
    sortable: true,
    className: 'whitespace-nowrap text-right',
  },
];

/** Order-guide items another connected supplier sells for less per kg, L or each. */
export function SavingsCard({ rows, fileName }: { rows: readonly Saving[]; fileName: string }) {
  const total = sum(rows.map((r) => r.monthly_saving));
  return (
    <ReportCard
      title="Savings opportunities"
      description="Items in your order guide that another of your suppliers sells for less, compared per kg, L or each. Monthly amounts use your last 90 days of orders."
      onExport={() => downloadCsv(fileName, rows, SAVINGS_CSV)}
      exportDisabled={rows.length === 0}
      headline={
        rows.length > 0 ? (
          <p className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            You could save about <strong className="text-lg font-semibold tabular-nums">{formatCad(total)}</strong> a
            month by switching {rows.length} {rows.length === 1 ? 'item' : 'items'}.
          </p>
        ) : null
      }
    >
      <ResponsiveTable
        label="Savings opportunities"
        data={rows}
        columns={COLUMNS}
        cards={{
          title: (r) => r.name,
          subtitle: (r) => `${r.supplier} · ${formatUnitPrice(r.unit_price, r.per)}`,
          aside: (r) => (
            <>
              {formatMoney(r.monthly_saving)}
              <span className="block text-xs font-normal text-gray-500">a month</span>
            </>
          ),
          fields: [
            {
              label: 'Cheaper offer',
              value: (r) => `${r.better_name} (${r.better_supplier})`,
              className: 'col-span-2',
            },
            { label: 'Their unit price', value: (r) => formatUnitPrice(r.better_unit_price, r.per) },
            { label: 'Saving', value: (r) => `${r.saving_pct.toFixed(1)}%` },
          ],
        }}
        pageSize={10}
        getRowId={(r) => `${r.item_id}-${r.better_item_id}`}
        initialSort={{ id: 'monthly_saving', desc: true }}
        empty={
          <EmptyState
            icon={PiggyBank}
            title="No savings found"
            description="Your order guide items are already at the best unit price among your suppliers."
          />
        }
      />
    </ReportCard>
  );
}
