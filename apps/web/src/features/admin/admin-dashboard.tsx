import type { FailedJob } from '@app/contracts';
import { CircleCheck, ClipboardList, FileClock, Inbox, Store } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { DataColumn } from '../../components/ui/data-table';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { StatCard } from '../../components/ui/stat-card';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { useFeedbackInbox } from '../help/help-api';
import { useAdminDashboard } from './admin-api';
import { SupplierClaimsQueue } from './supplier-claims-queue';

const JOB_LABELS: Record<string, string> = {
  'mail.send': 'Outgoing mail',
  'invoice.parse': 'Invoice parsing',
  'savings.alert': 'Savings alert',
  'savings.weekly': 'Weekly savings digest',
};

/** "mail.send" → "Outgoing mail"; unknown names are shown as they are. */
export function jobLabel(name: string): string {
  return JOB_LABELS[name] ?? name;
}

function FailedJobs({ jobs }: { jobs: readonly FailedJob[] }) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  const columns: DataColumn<FailedJob>[] = [
    {
      id: 'name',
      header: 'Job',
      value: (j) => jobLabel(j.name),
      cell: (j) => (
        <span className="whitespace-nowrap">
          <span className="font-medium text-gray-900">{jobLabel(j.name)}</span>
          <span className="block text-xs text-gray-500">#{j.id}</span>
        </span>
      ),
      sortable: true,
    },
    { id: 'attempts', header: 'Attempts', value: (j) => j.attempts, sortable: true, className: 'text-right' },
    {
      id: 'error',
      header: 'Last error',
      value: (j) => j.last_error ?? '',
      cell: (j) => (
        <span className="line-clamp-3 max-w-xl break-words font-mono text-xs text-red-700" title={j.last_error ?? ''}>
          {j.last_error || 'No error recorded'}
        </span>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      value: (j) => j.created_at,
      cell: (j) => <span className="whitespace-nowrap">{formatDateTime(j.created_at, dateFormat, timezone)}</span>,
      sortable: true,
    },
  ];
  if (jobs.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-4 text-sm text-gray-700">
        <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
        No failed jobs
      </p>
    );
  }
  return (
    <ResponsiveTable
      label="Failed background jobs"
      data={jobs}
      columns={columns}
      cards={{
        title: (j) => jobLabel(j.name),
        subtitle: (j) => `#${j.id} · ${formatDateTime(j.created_at, dateFormat, timezone)}`,
        aside: (j) => `${j.attempts} ${j.attempts === 1 ? 'attempt' : 'attempts'}`,
        fields: [
          {
            label: 'Last error',
            value: (j) => <span className="font-mono text-xs text-red-700">{j.last_error || 'No error recorded'}</span>,
            className: 'col-span-2',
          },
        ],
      }}
      pageSize={5}
      getRowId={(j) => String(j.id)}
      initialSort={{ id: 'created', desc: true }}
    />
  );
}

/**
 * The admin's dashboard: pending invoices, today's orders, restaurants, supplier accounts waiting to manage a
 * supplier record, and background jobs that failed.
 */
export function AdminDashboard() {
  const dashboard = useAdminDashboard();
  const inbox = useFeedbackInbox();
  const openMessages = inbox.data?.filter((m) => m.handledAt === null).length;
  const data = dashboard.data;
  const loading = dashboard.isPending;
  return (
    <div className="space-y-8">
      {dashboard.isError ? (
        <div className="space-y-2">
          <Alert tone="error" title="The dashboard could not be loaded">
            {errorMessage(dashboard.error)}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Pending invoices"
          value={data?.pendingInvoices ?? '–'}
          icon={FileClock}
          to="/Invoices"
          linkLabel="Review invoices"
          loading={loading}
        />
        <StatCard
          label="Orders today"
          value={data?.ordersToday ?? '–'}
          icon={ClipboardList}
          to="/AllOrders"
          linkLabel="See all orders"
          loading={loading}
        />
        <StatCard label="Restaurants" value={data?.restaurants ?? '–'} icon={Store} loading={loading} />
        <StatCard
          label="Open messages"
          value={openMessages ?? '–'}
          icon={Inbox}
          to="/FeedbackInbox"
          linkLabel="See the Help inbox"
          loading={inbox.isPending}
        />
      </section>
      <section aria-labelledby="supplier-claims" className="space-y-3">
        <div>
          <h2 id="supplier-claims" className="text-base font-semibold text-gray-900">
            Supplier requests
          </h2>
          <p className="text-sm text-gray-600">
            Supplier accounts asking to manage a supplier that restaurants added. Approve only when you know the person
            works for that supplier.
          </p>
        </div>
        <SupplierClaimsQueue />
      </section>
      <section aria-labelledby="failed-jobs" className="space-y-3">
        <div>
          <h2 id="failed-jobs" className="text-base font-semibold text-gray-900">
            Failed background jobs
          </h2>
          <p className="text-sm text-gray-600">Mail and parsing jobs that gave up after their retries.</p>
        </div>
        {data ? <FailedJobs jobs={data.failedJobs} /> : null}
      </section>
    </div>
  );
}
