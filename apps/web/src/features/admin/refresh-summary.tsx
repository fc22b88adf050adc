import type { NamedItem } from '@app/contracts';
import { Minus, Plus, X } from 'lucide-react';
import { focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';

type RefreshSummaryProps = {
  restaurant: string;
  added: readonly NamedItem[];
  removed: readonly NamedItem[];
  at: string;
  onDismiss: () => void;
};

function ChangeList({ title, items, tone }: { title: string; items: readonly NamedItem[]; tone: 'added' | 'removed' }) {
  const Icon = tone === 'added' ? Plus : Minus;
  return (
    <div className="min-w-0">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
        <Icon className={cx('size-4', tone === 'added' ? 'text-emerald-700' : 'text-red-700')} aria-hidden="true" />
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-gray-500">None</p>
      ) : (
        <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm text-gray-800">
          {items.map((i) => (
            <li key={i.id} className="break-words">
              {i.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the last refresh of an order guide changed. */
export function RefreshSummary({ restaurant, added, removed, at, onDismiss }: RefreshSummaryProps) {
  const unchanged = added.length === 0 && removed.length === 0;
  return (
    <section
      aria-label="Refresh summary"
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 shadow-xs"
      role="status"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-semibold text-emerald-900">Order guide of {restaurant} refreshed</h2>
          <p className="text-sm text-emerald-900/80">
            {unchanged
              ? `Nothing changed: the guide already matches the last 90 days of orders and invoices (${at}).`
              : `${added.length} added, ${removed.length} removed, from the last 90 days of orders and invoices (${at}).`}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss refresh summary"
          className={cx('-m-1 rounded-md p-1 text-emerald-900/70 hover:bg-emerald-100', focusRing)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {unchanged ? null : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <ChangeList title="Added" items={added} tone="added" />
          <ChangeList title="Removed" items={removed} tone="removed" />
        </div>
      )}
    </section>
  );
}
