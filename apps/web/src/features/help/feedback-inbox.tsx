import type { FeedbackRow } from '@app/contracts';
import { CircleCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../lib/settings-store';
import { useFeedbackInbox, useMarkFeedback } from './help-api';

type Show = 'open' | 'all';
const SHOW_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;

function MessageCard({ m }: { m: FeedbackRow }) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore(effectiveTimezone);
  const mark = useMarkFeedback();
  const handled = m.handledAt !== null;
  return (
    <li>
      <article
        aria-labelledby={`feedback-${m.id}`}
        className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`feedback-${m.id}`} className="text-base font-semibold break-words text-gray-900">
              {m.subject}
            </h2>
            <p className="mt-0.5 text-sm break-words text-gray-600">
              <span className="font-medium text-gray-800">{m.senderName || m.senderEmail}</span>{' '}
              <a href={`mailto:${m.senderEmail}`} className="text-emerald-700 hover:underline">
                {m.senderEmail}
              </a>
              {m.organisation ? <> · {m.organisation}</> : null} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, dateFormat, timezone)}</time>
            </p>
          </div>
          {handled ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">Open</Badge>}
        </div>
        <p className="mt-3 text-sm break-words whitespace-pre-line text-gray-800">{m.message}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant={handled ? 'secondary' : 'primary'}
            loading={mark.isPending}
            onClick={() => mark.mutate({ feedbackId: m.id, handled: !handled })}
          >
            {handled ? 'Mark as open' : 'Mark handled'}
            <span className="sr-only">: {m.subject}</span>
          </Button>
          {handled && m.handledAt ? (
            <p className="text-xs text-gray-500">
              Handled {m.handledBy ? `by ${m.handledBy} ` : ''}on {formatDateTime(m.handledAt, dateFormat, timezone)}
            </p>
          ) : null}
        </div>
        {mark.isError ? (
          <div className="mt-3">
            <Alert tone="error">{errorMessage(mark.error)}</Alert>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** The admins' inbox of messages sent from the Help page, newest first. */
export function FeedbackInbox() {
  const inbox = useFeedbackInbox();
  const [show, setShow] = useState<Show>('open');
  if (inbox.isPending) return <PageSpinner />;
  if (inbox.isError)
    return (
      <Alert tone="error" title="The messages could not be loaded">
        {errorMessage(inbox.error)}
      </Alert>
    );
  const open = inbox.data.filter((m) => m.handledAt === null);
  const shown = show === 'open' ? open : inbox.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          {open.length} open of {inbox.data.length} {inbox.data.length === 1 ? 'message' : 'messages'}
        </p>
        <SegmentedControl label="Show" options={SHOW_OPTIONS} value={show} onChange={setShow} />
      </div>
      {shown.length === 0 ? (
        show === 'open' && inbox.data.length > 0 ? (
          <EmptyState icon={CircleCheck} title="All messages handled" />
        ) : (
          <EmptyState
            icon={Inbox}
            title="No messages"
            description="Messages users send from the Help page appear here."
          />
        )
      ) : (
        <ul className="space-y-3">
          {shown.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
