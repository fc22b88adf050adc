import { formatQuantity, type OrderItem } from '@app/contracts';
import { formatCad, formatMoney } from '../../lib/format';

const qty = formatQuantity;

function pack(i: OrderItem): string {
  return `${qty(i.quantity)} ${i.unit}`.trim();
}

/** The order's lines with their totals and the order total (CAD); cards under 640 px. */
export function OrderItems({ items, total }: { items: readonly OrderItem[]; total: string }) {
  return (
    <section aria-labelledby="order-items-title" className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <h2 id="order-items-title" className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900">
        Items
      </h2>
      <div className="hidden overflow-x-auto sm:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-labelledby="order-items-title">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Item
              </th>
              <th scope="col" className="px-4 py-2.5">
                Pack
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                Price
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                Qty
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                Line total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {items.map((i) => (
              <tr key={i.item_price_id}>
                <td className="px-4 py-2.5 text-gray-900">
                  {i.name}
                  {i.note ? <p className="text-xs text-gray-500">{i.note}</p> : null}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-gray-600">{pack(i)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(i.price)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{qty(i.ordered_quantity)}</td>
                <td className="px-4 py-2.5 text-right font-medium tabular-nums">{formatMoney(i.line_total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-gray-200">
              <th scope="row" colSpan={4} className="px-4 py-3 text-right font-semibold text-gray-900">
                Total
              </th>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums">
                {formatCad(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="divide-y divide-gray-100 sm:hidden">
        {items.map((i) => (
          <li key={i.item_price_id} className="px-4 py-3 text-sm">
            <p className="font-medium text-gray-900">{i.name}</p>
            <p className="mt-0.5 flex justify-between gap-3 text-gray-600">
              <span>
                {qty(i.ordered_quantity)} × {pack(i)} @ {formatMoney(i.price)}
              </span>
              <span className="font-medium text-gray-900 tabular-nums">{formatMoney(i.line_total)}</span>
            </p>
            {i.note ? <p className="text-xs text-gray-500">{i.note}</p> : null}
          </li>
        ))}
        <li className="flex justify-between px-4 py-3 font-semibold text-gray-900">
          <span>Total</span>
          <span className="tabular-nums">{formatCad(total)}</span>
        </li>
      </ul>
    </section>
  );
}
