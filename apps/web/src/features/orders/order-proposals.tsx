import type { OrderProposal } from '@app/contracts';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';

/** A proposed change in words: "Substitute Heirloom Tomatoes at $36.10 per CS". */
export function proposalText(p: Pick<OrderProposal, 'kind' | 'name' | 'price' | 'unit'>): string {
  const per = p.unit ? ` per ${p.unit}` : '';
  if (p.kind === 'out_of_stock') return 'Out of stock';
  if (p.kind === 'substitute') return `Substitute ${p.name} at ${formatMoney(p.price)}${per}`;
  return `New price ${formatMoney(p.price)}${per}`;
}

const STATUS = {
  open: { tone: 'amber', label: 'Waiting for an answer' },
  accepted: { tone: 'green', label: 'Accepted' },
  declined: { tone: 'gray', label: 'Declined' },
} as const;

type OrderProposalsProps = {
  proposals: readonly OrderProposal[];
  dateTime: (v: string) => string;
  /** The restaurant answers open proposals; others only see them. */
  onAnswer?: (proposalId: number, accept: boolean) => Promise<unknown>;
};

/** The supplier's proposed changes per line, each with the line total it makes and its answer. */
export function OrderProposals({ proposals, dateTime, onAnswer }: OrderProposalsProps) {
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (proposals.length === 0) return null;

  const answer = async (p: OrderProposal, accept: boolean) => {
    if (!onAnswer) return;
    setBusy(p.id);
    setError(null);
    try {
      await onAnswer(p.id, accept);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-amber-200 bg-white shadow-xs">
      <h2
        id={`${id}-title`}
        className="border-b border-amber-200 bg-amber-50/60 px-4 py-3 text-base font-semibold text-gray-900"
      >
        Proposed changes
      </h2>
      <ul aria-label="Proposed changes" className="divide-y divide-gray-100">
        {proposals.map((p) => (
          <li
            key={p.id}
            aria-label={p.line_name}
            className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3 text-sm"
          >
            <div className="min-w-56 flex-1">
              <p className="font-medium text-gray-900">{p.line_name}</p>
              <p className="text-gray-700">
                {proposalText(p)} · line total {formatMoney(p.line_total)}
              </p>
              <p className="mt-0.5 text-xs text-gray-500">
                {[p.author, dateTime(p.created)].filter(Boolean).join(' · ')}
              </p>
            </div>
            {p.status === 'open' && onAnswer ? (
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="secondary" onClick={() => answer(p, false)} disabled={busy !== null}>
                  <X className="size-4" aria-hidden="true" />
                  Decline
                </Button>
                <Button size="sm" onClick={() => answer(p, true)} loading={busy === p.id} disabled={busy !== null}>
                  <Check className="size-4" aria-hidden="true" />
                  Accept
                </Button>
              </div>
            ) : (
              <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="border-t border-gray-100 px-4 py-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
