import { sum, toNumber } from '@app/contracts';
import { BadgeDollarSign, Clock, FileWarning } from 'lucide-react';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { type CsvColumn, downloadCsv } from '../../lib/csv';
import { formatMoney } from '../../lib/format';
import { HorizontalBars } from './charts';
import { ReportCard } from './report-card';
import type { CreditsBySupplier, OnTimeBySupplier, OverchargesByMonth } from './reports-api';

const money = (id: string, header: string, value: (r: CreditsBySupplier) => string): DataColumn<CreditsBySupplier> => ({
  id,
  header,
  value: (r) => toNumber(value(r)),
  cell: (r) => formatMoney(value(r)),
  sortable: true,
  className: 'text-right tabular-nums whitespace-nowrap',
});
const supplierColumn = <T extends { supplier: string }>(): DataColumn<T> => ({
  id: 'supplier',
  header: 'Supplier',
  value: (r) => r.supplier,
  cell: (r) => <span className="font-medium text-gray-900">{r.supplier}</span>,
  sortable: true,
  className: 'min-w-40',
});

export const CREDITS_CSV: CsvColumn<CreditsBySupplier>[] = [
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Requests', value: (r) => r.requests },
  { header: 'Requested (CAD)', value: (r) => r.requested },
  { header: 'Accepted (CAD)', value: (r) => r.accepted },
  { header: 'Credited (CAD)', value: (r) => r.credited },
];
const CREDIT_COLUMNS: DataColumn<CreditsBySupplier>[] = [
  supplierColumn(),
  {
    id: 'requests',
    header: 'Requests',
    value: (r) => r.requests,
    sortable: true,
    className: 'text-right tabular-nums',
  },
  money('requested', 'Requested', (r) => r.requested),
  money('accepted', 'Accepted', (r) => r.accepted),
  money('credited', 'Credited', (r) => r.credited),
];

/** Credit requests made in the range per supplier: requested, accepted (or credited) and credited. */
export function CreditsCard({ rows, fileName }: { rows: readonly CreditsBySupplier[]; fileName: string }) {
  return (
    <ReportCard
      title="Credits by supplier"
      description="Credit requests made in this time range: what was asked for, accepted and credited."
      onExport={() => downloadCsv(fileName, rows, CREDITS_CSV)}
      exportDisabled={rows.length === 0}
    >
      {rows.length === 0 ? (
        <EmptyState icon={BadgeDollarSign} title="No credit requests in this time range" />
      ) : (
        <div className="space-y-4">
          <HorizontalBars
            label="Bar chart of credits requested by supplier"
            valueName="Requested"
            data={rows.map((r) => ({ label: r.supplier, value: toNumber(r.requested) }))}
          />
          <ResponsiveTable
            label="Credits by supplier"
            data={rows}
            columns={CREDIT_COLUMNS}
            cards={{
              title: (r) => r.supplier,
              aside: (r) => formatMoney(r.requested),
              fields: [
                { label: 'Requests', value: (r) => r.requests },
                { label: 'Accepted', value: (r) => formatMoney(r.accepted) },
                { label: 'Credited', value: (r) => formatMoney(r.credited) },
              ],
            }}
            getRowId={(r) => String(r.supplier_id)}
            initialSort={{ id: 'requested', desc: true }}
          />
        </div>
      )}
    </ReportCard>
  );
}

export const OVERCHARGES_CSV: CsvColumn<OverchargesByMonth>[] = [
  { header: 'Month', value: (r) => r.month },
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Lines', value: (r) => r.lines },
  { header: 'Overcharged (CAD)', value: (r) => r.overcharged },
];
const OVERCHARGE_COLUMNS: DataColumn<OverchargesByMonth>[] = [
  { id: 'month', header: 'Month', value: (r) => r.month, sortable: true, className: 'tabular-nums' },
  supplierColumn(),
  { id: 'lines', header: 'Lines', value: (r) => r.lines, sortable: true, className: 'text-right tabular-nums' },
  {
    id: 'overcharged',
    header: 'Overcharged',
    value: (r) => toNumber(r.overcharged),
    cell: (r) => formatMoney(r.overcharged),
    sortable: true,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
];

/** What invoices billed above their orders, per supplier and month; the chart totals each supplier. */
export function OverchargesCard({ rows, fileName }: { rows: readonly OverchargesByMonth[]; fileName: string }) {
  const bySupplier = new Map<string, string[]>();
  for (const r of rows) bySupplier.set(r.supplier, [...(bySupplier.get(r.supplier) ?? []), r.overcharged]);
  return (
    <ReportCard
      title="Overcharges caught"
      description="Invoice lines billed above the order (price, quantity, or not ordered), by the invoice's month."
      onExport={() => downloadCsv(fileName, rows, OVERCHARGES_CSV)}
      exportDisabled={rows.length === 0}
    >
      {rows.length === 0 ? (
        <EmptyState icon={FileWarning} title="No overcharges found in this time range" />
      ) : (
        <div className="space-y-4">
          <HorizontalBars
            label="Bar chart of overcharges by supplier"
            valueName="Overcharged"
            data={[...bySupplier].map(([supplier, amounts]) => ({ label: supplier, value: toNumber(sum(amounts)) }))}
          />
          <ResponsiveTable
            label="Overcharges by supplier and month"
            data={rows}
            columns={OVERCHARGE_COLUMNS}
            cards={{
              title: (r) => r.supplier,
              subtitle: (r) => r.month,
              aside: (r) => formatMoney(r.overcharged),
              fields: [{ label: 'Lines', value: (r) => r.lines }],
            }}
            getRowId={(r) => `${r.supplier_id}-${r.month}`}
            initialSort={{ id: 'month', desc: true }}
          />
        </div>
      )}
    </ReportCard>
  );
}

const pct = (v: string | number) => `${Number(v).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
export const ON_TIME_CSV: CsvColumn<OnTimeBySupplier>[] = [
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Deliveries', value: (r) => r.deliveries },
  { header: 'On time', value: (r) => r.on_time },
  { header: 'On time (%)', value: (r) => r.on_time_pct },
];
const ON_TIME_COLUMNS: DataColumn<OnTimeBySupplier>[] = [
  supplierColumn(),
  {
    id: 'deliveries',
    header: 'Deliveries',
    value: (r) => r.deliveries,
    sortable: true,
    className: 'text-right tabular-nums',
  },
  { id: 'on_time', header: 'On time', value: (r) => r.on_time, sortable: true, className: 'text-right tabular-nums' },
  {
    id: 'rate',
    header: 'Rate',
    value: (r) => Number(r.on_time_pct),
    cell: (r) => pct(r.on_time_pct),
    sortable: true,
    className: 'text-right tabular-nums',
  },
];

/** Deliveries due in the range per supplier and the share that came by the delivery time plus the grace period. */
export function OnTimeCard({ rows, fileName }: { rows: readonly OnTimeBySupplier[]; fileName: string }) {
  return (
    <ReportCard
      title="On-time deliveries"
      description="Deliveries due in this time range received by their delivery time plus your late-delivery grace period."
      onExport={() => downloadCsv(fileName, rows, ON_TIME_CSV)}
      exportDisabled={rows.length === 0}
    >
      {rows.length === 0 ? (
        <EmptyState icon={Clock} title="No deliveries due in this time range" />
      ) : (
        <div className="space-y-4">
          <HorizontalBars
            label="Bar chart of on-time delivery rate by supplier"
            valueName="On time"
            format={{ tick: (v) => `${v}%`, value: pct }}
            data={rows.map((r) => ({ label: r.supplier, value: Number(r.on_time_pct) }))}
          />
          <ResponsiveTable
            label="On-time deliveries by supplier"
            data={rows}
            columns={ON_TIME_COLUMNS}
            cards={{
              title: (r) => r.supplier,
              aside: (r) => pct(r.on_time_pct),
              fields: [
                { label: 'Deliveries', value: (r) => r.deliveries },
                { label: 'On time', value: (r) => r.on_time },
              ],
            }}
            getRowId={(r) => String(r.supplier_id)}
            initialSort={{ id: 'rate', desc: false }}
          />
        </div>
      )}
    </ReportCard>
  );
}
