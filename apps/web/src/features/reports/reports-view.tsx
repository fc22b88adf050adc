import type { TimeRange } from '@app/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import type { RangeQuery } from '../orders/time-range';
import { useRestaurantReport, useSupplierReport } from './reports-api';
import { RestaurantReports } from './restaurant-reports';
import { SupplierReports } from './supplier-reports';

type Query = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };

function Status({ query }: { query: Query }) {
  if (query.isPending) return <PageSpinner label="Loading reports" />;
  if (!query.isError) return null;
  return (
    <div className="space-y-2">
      <Alert tone="error" title="The reports could not be loaded">
        {errorMessage(query.error)}
      </Alert>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}

function useToday(): string {
  const timezone = useSettingsStore(effectiveTimezone);
  return formatDate(new Date(), 'YYYY-MM-DD', timezone);
}

type ViewProps = { range: TimeRange; query: RangeQuery };

export function RestaurantReportsView({ range, query }: ViewProps) {
  const report = useRestaurantReport(query);
  const day = useToday();
  return (
    <div aria-busy={report.isFetching || undefined}>
      <Status query={report} />
      {report.data ? <RestaurantReports report={report.data} range={range} day={day} /> : null}
    </div>
  );
}

export function SupplierReportsView({ range, query }: ViewProps) {
  const report = useSupplierReport(query);
  const day = useToday();
  return (
    <div aria-busy={report.isFetching || undefined}>
      <Status query={report} />
      {report.data ? <SupplierReports report={report.data} range={range} day={day} /> : null}
    </div>
  );
}
