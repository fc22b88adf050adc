import { type CreditRequest, formatQuantity } from '@app/contracts';
import { Check, FileCheck2, MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { CREDIT_LINE_REASON, type CreditAction } from './receiving-api';

export const CREDIT_STATUS = {
  open: { tone: 'amber', label: 'Open' },
  accepted: { tone: 'blue', label: 'Accepted' },
  disputed: { tone: 'gray', label: 'Disputed' },
  credited: { tone: 'green', label: 'Credited' },
} as const;

type CreditRequestCardProps = {
  request: CreditRequest;
  dateTime: (v: string) => string;
  /** Who the other party is on this screen: the supplier for a restaurant, the restaurant for a supplier. */
  party: 'supplier' | 'restaurant';
  /** Links to the order (signed-in screens). */
  orderLink?: boolean;
  /** The supplier's side answers the request; others only see it. */
  onAct?: (action: CreditAction) => Promise<unknown>;
};

/** One credit request: its state, lines and amounts, the supplier's answer, and (for the supplier) the actions. */
export function CreditRequestCard({ request: r, dateTime, party, orderLink, onAct }: CreditRequestCardProps) {
  const id = useId();
  const status = CREDIT_STATUS[r.status];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-gray-200 bg-white shadow-xs"
      data-testid="credit-request"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-gray-900">
            Credit request #{r.id} · {formatMoney(r.total)}
          </h2>
          <p className="text-sm text-gray-500">
            {party === 'supplier' ? r.supplier : r.restaurant} ·{' '}
            {orderLink ? (
              <Link to={`/Orders/${r.orderId}`} className="text-emerald-700 underline-offset-2 hover:underline">
                Order #{r.orderId}
              </Link>
            ) : (
              `Order #${r.orderId}`
            )}{' '}
            · {dateTime(r.created)}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <ul className="divide-y divide-gray-100 text-sm">
        {r.lines.map((l) => (
          <li key={l.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2">
            <span className="min-w-0 text-gray-900">
              {l.name} <span className="text-gray-500">({CREDIT_LINE_REASON[l.reason]})</span>
            </span>
            <span className="text-gray-700 tabular-nums">
              {formatQuantity(l.quantity)} {l.unit} × {formatMoney(l.unitPrice)} = {formatMoney(l.amount)}
            </span>
          </li>
        ))}
      </ul>
      {r.status !== 'open' ? (
        <p className="border-t border-gray-100 px-4 py-2 text-sm text-gray-700">
          {status.label}
          {r.actedBy ? ` by ${r.actedBy}` : ''}
          {r.actedAt ? ` · ${dateTime(r.actedAt)}` : ''}
          {r.creditNumber ? ` · credit number ${r.creditNumber}` : ''}
          {r.disputeNote ? ` · “${r.disputeNote}”` : ''}
        </p>
      ) : null}
      {onAct && r.status !== 'credited' ? <CreditActions request={r} onAct={onAct} /> : null}
    </section>
  );
}

/** Accept, dispute with a note, or mark credited with a credit number. */
function CreditActions({ request, onAct }: { request: CreditRequest; onAct: (a: CreditAction) => Promise<unknown> }) {
  const [mode, setMode] = useState<'dispute' | 'credited' | null>(null);
  const [note, setNote] = useState('');
  const [creditNumber, setCreditNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: CreditAction) => {
    setBusy(true);
    setError(null);
    try {
      await onAct(action);
      setMode(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 border-t border-gray-100 px-4 py-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {mode === 'dispute' ? (
        <Field label="Why is it disputed?">
          {(c) => <Textarea {...c} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      ) : null}
      {mode === 'credited' ? (
        <Field label="Credit number">
          {(c) => (
            <Input {...c} maxLength={100} value={creditNumber} onChange={(e) => setCreditNumber(e.target.value)} />
          )}
        </Field>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {mode === null ? (
          <>
            {request.status !== 'accepted' ? (
              <Button size="sm" onClick={() => run({ action: 'accept' })} loading={busy}>
                <Check className="size-4" aria-hidden="true" />
                Accept
              </Button>
            ) : null}
            {request.status !== 'disputed' ? (
              <Button size="sm" variant="secondary" onClick={() => setMode('dispute')} disabled={busy}>
                <MessageSquareWarning className="size-4" aria-hidden="true" />
                Dispute
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => setMode('credited')} disabled={busy}>
              <FileCheck2 className="size-4" aria-hidden="true" />
              Mark credited
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => setMode(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              size="sm"
              loading={busy}
              onClick={() =>
                run(mode === 'dispute' ? { action: 'dispute', note } : { action: 'credited', creditNumber })
              }
            >
              {mode === 'dispute' ? 'Send dispute' : 'Save credit number'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
