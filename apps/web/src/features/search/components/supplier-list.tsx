import { compare } from '@app/contracts';
import { ChevronRight, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatDate, formatMoney } from '../../../lib/format';
import { effectiveTimezone, useSettingsStore } from '../../../lib/settings-store';
import type { ConnectedSupplier } from '../../suppliers/suppliers-api';

function ordersLabel(s: ConnectedSupplier, date: (v: string) => string): string {
  const n = s.order_count ?? 0;
  if (n === 0) return 'No orders yet';
  const count = `${n} ${n === 1 ? 'order' : 'orders'}`;
  return s.last_order_at ? `${count} · last ${date(s.last_order_at)}` : count;
}

/** The dashboard's suppliers (already in dashboard order), each linking to its product page. */
export function SupplierList({
  suppliers,
  variant,
}: {
  suppliers: readonly ConnectedSupplier[];
  variant: 'aside' | 'strip';
}) {
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore((s) => effectiveTimezone(s));
  const date = (v: string) => formatDate(v, dateFormat, timezone);
  if (suppliers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">
        No suppliers.{' '}
        <Link to="/Suppliers" className="font-medium text-emerald-700 hover:underline">
          Add a supplier
        </Link>
      </p>
    );
  }
  if (variant === 'strip') {
    return (
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0" aria-label="Your suppliers">
        {suppliers.map((s) => (
          <li key={s.id} className="shrink-0">
            <Link
              to={`/Products/${s.id}`}
              className={cx(
                'flex items-center gap-2 rounded-full border border-gray-200 bg-white py-1.5 pr-3 pl-2 text-sm font-medium text-gray-800 shadow-xs hover:border-emerald-300 hover:bg-emerald-50',
                focusRing,
              )}
            >
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <Truck className="size-3.5" aria-hidden="true" />
              </span>
              {s.name}
              <span className="text-xs font-normal text-gray-500">{s.order_count ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      {suppliers.map((s) => (
        <li key={s.id}>
          <Link
            to={`/Products/${s.id}`}
            className={cx(
              'flex items-center gap-3 px-4 py-3 hover:bg-gray-50',
              focusRing,
              'focus-visible:outline-offset-[-2px]',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-gray-900">{s.name}</span>
              <span className="block truncate text-xs text-gray-500">{ordersLabel(s, date)}</span>
              {s.minimum_order && compare(s.minimum_order, 0) > 0 ? (
                <span className="block text-xs text-gray-500">Minimum order {formatMoney(s.minimum_order ?? 0)}</span>
              ) : null}
            </span>
            <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
