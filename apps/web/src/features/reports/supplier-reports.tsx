import type { TimeRange } from '@app/contracts';
import { formatQuantity, sum, toNumber } from '@app/contracts';
import { ClipboardList, Package, ReceiptText, UsersRound } from 'lucide-react';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { StatCard } from '../../components/ui/stat-card';
import { type CsvColumn, csvFilename, downloadCsv } from '../../lib/csv';
import { formatMoney } from '../../lib/format';
import { HorizontalBars } from './charts';
import { ReportCard } from './report-card';
import type { SalesByCustomer, SalesByItem, SupplierReport } from './reports-api';

const NO_SALES = 'No orders in this time range';
const CHART_ROWS = 10;

export const CUSTOMER_CSV: CsvColumn<SalesByCustomer>[] = [
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Sales (CAD)', value: (r) => r.sales },
];
export const ITEM_CSV: CsvColumn<SalesByItem>[] = [
  { header: 'Item', value: (r) => r.name },
  { header: 'Quantity', value: (r) => formatQuantity(r.quantity) },
  { header: 'Sales (CAD)', value: (r) => r.sales },
];

const sticky = 'min-w-44 sticky left-0 z-10 bg-white in-[thead]:bg-gray-50';
const money = (v: string) => formatMoney(v);

const CUSTOMER_COLUMNS: DataColumn<SalesByCustomer>[] = [
  { id: 'customer', header: 'Customer', value: (r) => r.customer, sortable: true, className: sticky },
  { id: 'orders', header: 'Orders', value: (r) => r.orders, sortable: true, className: 'text-right tabular-nums' },
  {
    id: 'sales',
    header: 'Sales',
    value: (r) => toNumber(r.sales),
    cell: (r) => money(r.sales),
    sortable: true,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
];

const ITEM_COLUMNS: DataColumn<SalesByItem>[] = [
  { id: 'name', header: 'Item', value: (r) => r.name, sortable: true, className: sticky },
  {
    id: 'quantity',
    header: 'Quantity',
    value: (r) => toNumber(r.quantity),
    cell: (r) => formatQuantity(r.quantity),
    sortable: true,
    className: 'text-right tabular-nums',
  },
  {
    id: 'sales',
    header: 'Sales',
    value: (r) => toNumber(r.sales),
    cell: (r) => money(r.sales),
    sortable: true,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
];

type SupplierReportsProps = { report: SupplierReport; range: TimeRange; day: string };

/** A supplier's reports: sales by customer and by item, each with a chart and CSV export. */
export function SupplierReports({ report, range, day }: SupplierReportsProps) {
  const { salesByCustomer: customers, salesByItem: items } = report;
  const sales = sum(customers.map((r) => r.sales));
  const orders = customers.reduce((n, r) => n + r.orders, 0);
  return (
    <div className="space-y-6">
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard size="sm" label="Sales (CAD)" value={formatMoney(sales)} icon={ReceiptText} />
        <StatCard size="sm" label="Orders" value={orders} icon={ClipboardList} />
        <StatCard size="sm" label="Customers ordering" value={customers.length} icon={UsersRound} />
        <StatCard size="sm" label="Items sold" value={items.length} icon={Package} />
      </section>
      <ReportCard
        title="Sales by customer"
        onExport={() => downloadCsv(csvFilename(['Sales by customer', range], day), customers, CUSTOMER_CSV)}
        exportDisabled={customers.length === 0}
      >
        {customers.length === 0 ? (
          <EmptyState icon={UsersRound} title={NO_SALES} />
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            <HorizontalBars
              label="Bar chart of sales by customer"
              valueName="Sales"
              data={customers.slice(0, CHART_ROWS).map((r) => ({ label: r.customer, value: toNumber(r.sales) }))}
            />
            <ResponsiveTable
              label="Sales by customer"
              data={customers}
              columns={CUSTOMER_COLUMNS}
              cards={{
                title: (r) => r.customer,
                subtitle: (r) => `${r.orders} ${r.orders === 1 ? 'order' : 'orders'}`,
                aside: (r) => money(r.sales),
              }}
              getRowId={(r) => String(r.business_id)}
              initialSort={{ id: 'sales', desc: true }}
            />
          </div>
        )}
      </ReportCard>
      <ReportCard
        title="Sales by item"
        description="Your 50 best-selling items."
        onExport={() => downloadCsv(csvFilename(['Sales by item', range], day), items, ITEM_CSV)}
        exportDisabled={items.length === 0}
      >
        {items.length === 0 ? (
          <EmptyState icon={Package} title={NO_SALES} />
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            <HorizontalBars
              label="Bar chart of sales of the top ten items"
              valueName="Sales"
              data={items.slice(0, CHART_ROWS).map((r) => ({ label: r.name, value: toNumber(r.sales) }))}
            />
            <ResponsiveTable
              label="Sales by item"
              data={items}
              columns={ITEM_COLUMNS}
              cards={{
                title: (r) => r.name,
                subtitle: (r) => `Quantity ${formatQuantity(r.quantity)}`,
                aside: (r) => money(r.sales),
              }}
              getRowId={(r, i) => `${r.item_id}-${i}`}
              initialSort={{ id: 'sales', desc: true }}
            />
          </div>
        )}
      </ReportCard>
    </div>
  );
}
