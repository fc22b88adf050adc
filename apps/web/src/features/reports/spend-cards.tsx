import { formatQuantity, toNumber } from '@app/contracts';
import { ChartColumn, ChartPie, ListOrdered } from 'lucide-react';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { type CsvColumn, downloadCsv } from '../../lib/csv';
import { formatMoney } from '../../lib/format';
import { Donut, HorizontalBars } from './charts';
import { ReportCard } from './report-card';
import type { SpendByCategory, SpendBySupplier, TopItem } from './reports-api';

const NO_ORDERS = 'No orders in this time range';

export const SUPPLIER_CSV: CsvColumn<SpendBySupplier>[] = [
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Spend (CAD)', value: (r) => r.spend },
];
export const CATEGORY_CSV: CsvColumn<SpendByCategory>[] = [
  { header: 'Category', value: (r) => r.category },
  { header: 'Spend (CAD)', value: (r) => r.spend },
];
export const TOP_ITEMS_CSV: CsvColumn<TopItem>[] = [
  { header: 'Item', value: (r) => r.name },
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Quantity', value: (r) => formatQuantity(r.quantity) },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Spend (CAD)', value: (r) => r.spend },
];

export function SpendBySupplierCard({ rows, fileName }: { rows: readonly SpendBySupplier[]; fileName: string }) {
  return (
    <ReportCard
      title="Spend by supplier"
      onExport={() => downloadCsv(fileName, rows, SUPPLIER_CSV)}
      exportDisabled={rows.length === 0}
    >
      {rows.length === 0 ? (
        <EmptyState icon={ChartColumn} title={NO_ORDERS} />
      ) : (
        <HorizontalBars
          label="Bar chart of spend by supplier"
          valueName="Spend"
          data={rows.map((r) => ({ label: r.supplier, value: toNumber(r.spend) }))}
        />
      )}
    </ReportCard>
  );
}

export function SpendByCategoryCard({ rows, fileName }: { rows: readonly SpendByCategory[]; fileName: string }) {
  return (
    <ReportCard
      title="Spend by category"
      onExport={() => downloadCsv(fileName, rows, CATEGORY_CSV)}
      exportDisabled={rows.length === 0}
    >
      {rows.length === 0 ? (
        <EmptyState icon={ChartPie} title={NO_ORDERS} />
      ) : (
        <Donut
          label="Pie chart of spend by category"
          data={rows.map((r) => ({ label: r.category, value: toNumber(r.spend) }))}
        />
      )}
    </ReportCard>
  );
}

const TOP_COLUMNS: DataColumn<TopItem>[] = [
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
    id: 'quantity',
    header: 'Quantity',
    value: (r) => toNumber(r.quantity),
    cell: (r) => formatQuantity(r.quantity),
    sortable: true,
    className: 'text-right tabular-nums',
  },
  { id: 'orders', header: 'Orders', value: (r) => r.orders, sortable: true, className: 'text-right tabular-nums' },
  {
    id: 'spend',
    header: 'Spend',
    value: (r) => toNumber(r.spend),
    cell: (r) => formatMoney(r.spend),
    sortable: true,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
];

export function TopItemsCard({ rows, fileName }: { rows: readonly TopItem[]; fileName: string }) {
  return (
    <ReportCard
      title="Top items"
      description="The ten items you spent most on."
      onExport={() => downloadCsv(fileName, rows, TOP_ITEMS_CSV)}
      exportDisabled={rows.length === 0}
    >
      <ResponsiveTable
        label="Top items"
        data={rows}
        columns={TOP_COLUMNS}
        cards={{
          title: (r) => r.name,
          subtitle: (r) => r.supplier,
          aside: (r) => formatMoney(r.spend),
          fields: [
            { label: 'Quantity', value: (r) => formatQuantity(r.quantity) },
            { label: 'Orders', value: (r) => r.orders },
          ],
        }}
        getRowId={(r, i) => `${r.item_id}-${i}`}
        initialSort={{ id: 'spend', desc: true }}
        empty={<EmptyState icon={ListOrdered} title={NO_ORDERS} />}
      />
    </ReportCard>
  );
}
