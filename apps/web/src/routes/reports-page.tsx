import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { RestaurantReportsView, SupplierReportsView } from '../features/reports/reports-view';
import { RangeSelect, useReportRange } from '../features/reports/use-report-range';
import { useSession } from '../lib/session';

/** /Reports: spend, savings and price changes for restaurants; sales for suppliers. */
export function ReportsPage() {
  const { data: session } = useSession();
  const { range, setRange, query } = useReportRange();
  const usertype = session?.User.usertype;
  return (
    <>
      <PageHeader
        title="Reports"
        description={
          usertype === 'supplier' ? 'What your customers ordered.' : 'Where your money goes, and where to save.'
        }
        actions={<RangeSelect value={range} onChange={setRange} />}
      />
      {usertype === 'supplier' ? (
        <SupplierReportsView range={range} query={query} />
      ) : usertype ? (
        <RestaurantReportsView range={range} query={query} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
