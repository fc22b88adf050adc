import type { TimeRange } from '@app/contracts';
import { sum } from '@app/contracts';
import { ClipboardList, PiggyBank, ReceiptText, Truck } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card';
import { csvFilename } from '../../lib/csv';
import { formatMoney } from '../../lib/format';
import { PriceChangesCard } from './price-changes-card';
import type { RestaurantReport } from './reports-api';
import { SavingsCard } from './savings-card';
import { SpendByCategoryCard, SpendBySupplierCard, TopItemsCard } from './spend-cards';
import { CreditsCard, OnTimeCard, OverchargesCard } from './supplier-performance-cards';

type RestaurantReportsProps = { report: RestaurantReport; range: TimeRange; day: string };

/**
 * A restaurant's reports: spend by supplier and category, top items, savings and price changes; credits, on-time
 * deliveries and overcharges per supplier.
 */
export function RestaurantReports({ report, range, day }: RestaurantReportsProps) {
  const file = (name: string, ranged = true) => csvFilename(ranged ? [name, range] : [name], day);
  const spend = sum(report.spendBySupplier.map((r) => r.spend));
  const orders = report.spendBySupplier.reduce((n, r) => n + r.orders, 0);
  const saving = sum(report.savings.map((r) => r.monthly_saving));
  return (
    <div className="space-y-6">
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard size="sm" label="Total spend (CAD)" value={formatMoney(spend)} icon={ReceiptText} />
        <StatCard size="sm" label="Orders" value={orders} icon={ClipboardList} />
        <StatCard size="sm" label="Suppliers" value={report.spendBySupplier.length} icon={Truck} />
        <StatCard size="sm" label="Monthly saving (CAD)" value={formatMoney(saving)} icon={PiggyBank} />
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <SpendBySupplierCard rows={report.spendBySupplier} fileName={file('Spend by supplier')} />
        <SpendByCategoryCard rows={report.spendByCategory} fileName={file('Spend by category')} />
      </div>
      <TopItemsCard rows={report.topItems} fileName={file('Top items')} />
      <SavingsCard rows={report.savings} fileName={file('Savings opportunities', false)} />
      <PriceChangesCard rows={report.priceChanges} fileName={file('Price changes', false)} />
      <CreditsCard rows={report.creditsBySupplier} fileName={file('Credits by supplier')} />
      <OnTimeCard rows={report.onTimeBySupplier} fileName={file('On-time deliveries')} />
      <OverchargesCard rows={report.overchargesByMonth} fileName={file('Overcharges')} />
    </div>
  );
}
