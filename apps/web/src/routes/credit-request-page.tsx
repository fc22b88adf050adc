import { Clock, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { EmptyState } from '../components/ui/empty-state';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { CreditRequestCard } from '../features/receiving/credit-request-card';
import { useCreditRequestByLink } from '../features/receiving/receiving-api';
import { ApiError, errorMessage } from '../lib/api';
import { formatDateTime } from '../lib/format';

/** /credit_request?t=: a credit request opened from the supplier's emailed link, without an account. */
export function CreditRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [author, setAuthor] = useState('');
  const { request, act } = useCreditRequestByLink(token);

  if (!token || (request.error instanceof ApiError && request.error.status === 404))
    return (
      <Centered>
        <PageHeader title="Credit request not found" />
        <EmptyState
          icon={SearchX}
          title="We could not find this credit request"
          description="The link may be incomplete. Open the link from the email again, or contact the restaurant."
        />
      </Centered>
    );
  if (request.error instanceof ApiError && request.error.status === 410)
    return (
      <Centered>
        <PageHeader title="Link expired" />
        <EmptyState icon={Clock} title="This link has expired" description={request.error.message} />
      </Centered>
    );
  if (request.isError)
    return (
      <Centered>
        <PageHeader title="Credit request" />
        <Alert tone="error" title="This credit request could not be loaded">
          {errorMessage(request.error)}
        </Alert>
      </Centered>
    );
  if (!request.data) return <PageSpinner label="Loading the credit request" />;
  const r = request.data;
  return (
    <Centered>
      <PageHeader title={`Credit request from ${r.restaurant}`} description={`${r.supplier} · order #${r.orderId}`} />
      <div className="space-y-4">
        {r.status !== 'credited' ? (
          <Field label="Your name (optional)">
            {(c) => <Input {...c} maxLength={200} value={author} onChange={(e) => setAuthor(e.target.value)} />}
          </Field>
        ) : null}
        <CreditRequestCard
          request={r}
          dateTime={(v) => formatDateTime(v)}
          party="restaurant"
          onAct={(action) => act({ author: author.trim() || undefined, ...action })}
        />
      </div>
    </Centered>
  );
}

const Centered = ({ children }: { children: React.ReactNode }) => (
  <div className="mx-auto w-full max-w-2xl">{children}</div>
);
