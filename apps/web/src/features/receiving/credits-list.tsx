import { CREDIT_STATUSES, type CreditStatus } from '@app/contracts';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useDates } from '../orders/use-dates';
import { CREDIT_STATUS, CreditRequestCard } from './credit-request-card';
import { useActOnCreditRequest, useCreditRequests } from './receiving-api';

/**
 * /Credits: every credit request the caller may see, by state. A restaurant follows its requests; a supplier (and
 * an admin) answers them.
 */
export function CreditsList({ party, canAct }: { party: 'supplier' | 'restaurant'; canAct: boolean }) {
  const dates = useDates();
  const credits = useCreditRequests();
  const act = useActOnCreditRequest();
  const [filter, setFilter] = useState<CreditStatus | 'all'>('all');
  const all = credits.data ?? [];
  const shown = filter === 'all' ? all : all.filter((r) => r.status === filter);
  const open = all.filter((r) => r.status === 'open').length;

  return (
    <>
      <PageHeader title="Credits" description={`${open} open · short, damaged and refused lines of received orders`} />
      <div className="mb-4 overflow-x-auto">
        <SegmentedControl
          label="Show"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: `All (${all.length})` },
            ...CREDIT_STATUSES.map((s) => ({
              value: s,
              label: `${CREDIT_STATUS[s].label} (${all.filter((r) => r.status === s).length})`,
            })),
          ]}
        />
      </div>
      {credits.isError ? (
        <Alert tone="error" title="The credit requests could not be loaded">
          {errorMessage(credits.error)}
        </Alert>
      ) : !credits.data ? (
        <PageSpinner label="Loading credit requests" />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No credit requests"
          description="Receiving an order with short, damaged or refused lines asks the supplier for a credit."
        />
      ) : (
        <div className="space-y-4">
          {shown.map((r) => (
            <CreditRequestCard
              key={r.id}
              request={r}
              dateTime={dates.dateTime}
              party={party}
              orderLink={party === 'supplier'}
              onAct={canAct ? (action) => act.mutateAsync({ id: r.id, ...action }) : undefined}
            />
          ))}
        </div>
      )}
    </>
  );
}
