import { formatQuantity, toNumber } from '@app/contracts';
import { NotebookPen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Sparkline } from '../../../components/ui/sparkline';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatMoney } from '../../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../../lib/settings-store';
import { useLastOrdered } from '../api';
import type { SearchScope } from '../scope';
import type { SearchItem } from '../types';

const SOURCES: Record<string, string> = {
  supplier: 'Price list',
  invoice: 'Invoice',
  manual: 'Added by hand',
  document: 'Document',
};

function useDateFormatter() {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore((s) => effectiveTimezone(s));
  return (value: string) => formatDate(value, dateFormat, timezone);
}

/** The expanded row: last orders (Item details record), price history and the Add note action. */
export function ItemDetails({
  item,
  scope,
  onAddNote,
}: {
  item: SearchItem;
  scope: SearchScope;
  onAddNote: () => void;
}) {
  const { data, isPending, isError } = useLastOrdered(item.item_id, scope, true);
  const date = useDateFormatter();
  if (isPending) {
    return (
      <div className="flex justify-center px-4 pb-4">
        <Spinner label="Loading item details" />
      </div>
    );
  }
  if (isError || !data) {
    return <p className="px-4 pb-4 text-sm text-gray-600">The details of this item could not be loaded.</p>;
  }
  const history = data.history;
  const oldestFirst = [...history].reverse().map((h) => toNumber(h.price));
  return (
    <div className="grid gap-4 px-3 pb-4 @min-[36rem]:px-4 @min-[36rem]:pl-12 @min-[48rem]:grid-cols-2">
      <section aria-label={`Last ordered: ${item.name}`} className="rounded-lg border border-gray-200 bg-white p-3">
        <h3 className="text-sm font-semibold text-gray-900">Last ordered</h3>
        {data.itemDetails.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">Not ordered yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs text-gray-500">
              <tr>
                <th className="py-1 font-medium">Date</th>
                <th className="py-1 text-right font-medium">Quantity</th>
                <th className="py-1 pl-3 font-medium">Unit</th>
                <th className="py-1 text-right font-medium">Unit price</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {data.itemDetails.slice(0, 5).map((d) => (
                <tr key={`${d.orderId}-${d.orderCreated}`}>
                  <td className="py-1.5">{date(d.orderCreated)}</td>
                  <td className="py-1.5 text-right">{formatQuantity(d.quantity)}</td>
                  <td className="py-1.5 pl-3">{d.unit}</td>
                  <td className="py-1.5 text-right">{formatMoney(d.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label={`Price history: ${item.name}`} className="rounded-lg border border-gray-200 bg-white p-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-sm font-semibold text-gray-900">Price history</h3>
          <Sparkline
            values={oldestFirst}
            label={`Price trend over ${history.length} prices`}
            width={120}
            height={32}
            className="text-emerald-600"
          />
        </div>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No prices recorded.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs text-gray-500">
              <tr>
                <th className="py-1 font-medium">Date</th>
                <th className="py-1 text-right font-medium">Price</th>
                <th className="py-1 pl-3 font-medium">Per</th>
                <th className="py-1 font-medium">Source</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {history.slice(0, 6).map((h) => (
                <tr key={h.id}>
                  <td className="py-1.5">{date(h.effective_at)}</td>
                  <td className="py-1.5 text-right">{formatMoney(h.price)}</td>
                  <td className="py-1.5 pl-3">{h.unit}</td>
                  <td className="py-1.5 text-gray-600">{SOURCES[h.source] ?? h.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {scope.canNote ? (
        <div className="@min-[48rem]:col-span-2">
          <Button variant="secondary" size="sm" onClick={onAddNote}>
            <NotebookPen className="size-4" aria-hidden="true" />
            Add note
          </Button>
        </div>
      ) : null}
    </div>
  );
}
