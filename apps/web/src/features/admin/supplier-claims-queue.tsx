import type { AdminClaimRow } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { useDecideSupplierClaim, useSupplierClaims } from './admin-api';

type Decision = { claim: AdminClaimRow; decision: 'approve' | 'reject' };

function ClaimCard({ claim, onDecide }: { claim: AdminClaimRow; onDecide: (d: Decision) => void }) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  const who = `${claim.user.firstName} ${claim.user.lastName}`.trim() || claim.user.email;
  const d = claim.details;
  return (
    <li
      aria-label={`Request to manage ${claim.supplierName}`}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900">{claim.supplierName}</p>
          <p className="text-xs text-gray-500">
            #{claim.supplierId} · used by {claim.restaurants} {claim.restaurants === 1 ? 'restaurant' : 'restaurants'} ·
            asked {formatDateTime(claim.createdAt, dateFormat, timezone)}
          </p>
        </div>
        {claim.user.confirmed ? <Badge tone="green">Email confirmed</Badge> : <Badge tone="amber">Not confirmed</Badge>}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">Applicant</dt>
          <dd className="text-gray-900">
            {who} · {claim.user.email}
            {claim.user.phone ? ` · ${claim.user.phone}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Order address on file</dt>
          <dd className="text-gray-900">{claim.orderEmail || 'None'}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Applied as</dt>
          <dd className="text-gray-900">
            {claim.appliedName}, {[d.address, d.city, d.stateProv, d.postalCode].filter(Boolean).join(', ')}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Order email applied with</dt>
          <dd className="text-gray-900">{d.orderEmail || '–'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide({ claim, decision: 'approve' })} disabled={!claim.user.confirmed}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onDecide({ claim, decision: 'reject' })}>
          Reject
        </Button>
      </div>
    </li>
  );
}

/**
 * The admins' queue of supplier accounts asking to manage a supplier record that restaurants created. Approving
 * makes the account a member of the record's team and tells the restaurants that use it.
 */
export function SupplierClaimsQueue() {
  const claims = useSupplierClaims();
  const decide = useDecideSupplierClaim();
  const [pending, setPending] = useState<Decision | null>(null);
  if (claims.isError) return <Alert tone="error">{errorMessage(claims.error)}</Alert>;
  if (!claims.data) return null;
  if (claims.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-4 text-sm text-gray-700">
        <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
        No requests waiting
      </p>
    );
  }
  const confirm = () => {
    if (!pending) return;
    const { claim, decision } = pending;
    decide.mutate(
      { claimId: claim.id, decision },
      {
        onSuccess: () => {
          toast.success(
            decision === 'approve'
              ? `${claim.user.email} now manages ${claim.supplierName}`
              : `Request to manage ${claim.supplierName} rejected`,
          );
          setPending(null);
        },
        onError: (err) => {
          toast.error(errorMessage(err));
          setPending(null);
        },
      },
    );
  };
  return (
    <>
      <ul className="space-y-3">
        {claims.data.map((c) => (
          <ClaimCard key={c.id} claim={c} onDecide={setPending} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'approve' ? 'Approve this request?' : 'Reject this request?'}
        description={
          pending?.decision === 'approve'
            ? `${pending.claim.user.email} will manage ${pending.claim.supplierName}: its orders, customers and catalogue. The restaurants that use it are told by email.`
            : `${pending?.claim.user.email ?? ''} will not manage ${pending?.claim.supplierName ?? ''} and is told by email.`
        }
        confirmLabel={pending?.decision === 'approve' ? 'Approve' : 'Reject'}
        destructive={pending?.decision === 'reject'}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
