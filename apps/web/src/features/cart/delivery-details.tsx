import { checkDeliveryDay, cutoffNotice, type DeliveryRule, dayList, hourLabel } from '@app/contracts';
import { Check, Clock, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { DatePicker } from '../../components/ui/date-picker';
import { Input } from '../../components/ui/input';
import { type SupplierCart, useCart } from '../../lib/cart-store';
import { formatDate } from '../../lib/format';
import { formatPhone } from '../../lib/phone';
import type { DateFormat } from '../../lib/settings-store';
import { DEFAULT_TIME, deliveryIso, splitDelivery, type TimeOfDay, todayKey } from './delivery-time';
import { TimePicker } from './time-picker';
import { useNow } from './use-now';

type DeliveryDetailsProps = {
  cart: SupplierCart;
  /** The supplier's delivery days, order cutoff and delivery area; null while unknown. */
  rule: DeliveryRule | null;
  /** The restaurant's time zone (the rule's), in which the date and time are chosen. */
  timeZone: string;
  dateFormat: DateFormat;
  /** Marks the date field when sending stopped for a missing delivery time. */
  dateInvalid?: boolean;
};

const CONTACT_FIELDS = [
  { key: 'Orderby', label: 'Order by', autoComplete: 'name', type: 'text' },
  { key: 'Phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { key: 'Address', label: 'Address', autoComplete: 'street-address', type: 'text' },
] as const;

/** Order by, phone and address (edited behind an Edit toggle), delivery date and time, and Pickup. */
export function DeliveryDetails({ cart, rule, timeZone, dateFormat, dateInvalid }: DeliveryDetailsProps) {
  const id = useId();
  const now = useNow();
  const setDetails = useCart((s) => s.setDetails);
  const [editing, setEditing] = useState(false);
  const stored = splitDelivery(cart.DeliveryTime, timeZone);
  // The time chosen before a date: kept here until a date makes it a delivery time.
  const [pendingTime, setPendingTime] = useState<TimeOfDay>(DEFAULT_TIME);
  const time = stored?.time ?? pendingTime;
  const date = stored?.date ?? '';
  const refused = rule && date ? checkDeliveryDay(rule, date, now) : null;
  const notice = rule && date ? cutoffNotice(rule, date, now) : null;

  const setDelivery = (nextDate: string, nextTime: TimeOfDay) => {
    setPendingTime(nextTime);
    if (nextDate) setDetails(cart.supplierId, { DeliveryTime: deliveryIso(nextDate, nextTime, timeZone) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          Delivery details
        </h3>
        <Button variant="ghost" size="sm" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? <Check className="size-4" aria-hidden="true" /> : <Pencil className="size-4" aria-hidden="true" />}
          {editing ? 'Done' : 'Edit'}
          <span className="sr-only"> order by, phone and address</span>
        </Button>
      </div>
      {editing ? (
        <div className="space-y-3">
          {CONTACT_FIELDS.map((f) => (
            <div key={f.key}>
              <label htmlFor={`${id}-${f.key}`} className="mb-1 block text-sm font-medium text-gray-800">
                {f.label}
              </label>
              <Input
                id={`${id}-${f.key}`}
                type={f.type}
                autoComplete={f.autoComplete}
                value={cart[f.key]}
                onChange={(e) => setDetails(cart.supplierId, { [f.key]: e.target.value })}
              />
            </div>
          ))}
        </div>
      ) : (
        <dl className="space-y-1.5 text-sm">
          {CONTACT_FIELDS.map((f) => (
            <div key={f.key} className="grid grid-cols-[5.5rem_1fr] gap-2">
              <dt className="text-gray-500">{f.label}</dt>
              <dd className="min-w-0 break-words text-gray-900">
                {(f.key === 'Phone' ? formatPhone(cart.Phone) : cart[f.key]) || '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium text-gray-800">
            Delivery date
          </label>
          <DatePicker
            id={`${id}-date`}
            value={date}
            min={todayKey(timeZone)}
            invalid={(dateInvalid && !date) || Boolean(refused)}
            display={(v) => formatDate(v, dateFormat)}
            onChange={(d) => setDelivery(d, time)}
            isUnavailable={rule ? (d) => checkDeliveryDay(rule, d, now) !== null : undefined}
            unavailableLabel="no delivery"
            aria-describedby={`${id}-schedule`}
          />
          <div id={`${id}-schedule`} className="mt-1.5 space-y-1 text-sm">
            {rule && !rule.outsideArea ? <p className="text-gray-500">{scheduleText(rule)}</p> : null}
            {refused || rule?.outsideArea ? (
              <p className="text-red-700">{refused?.message ?? rule?.outsideArea}</p>
            ) : null}
            {notice ? (
              <p className={notice.urgent ? 'flex items-center gap-1.5 font-medium text-amber-700' : 'text-gray-600'}>
                {notice.urgent ? <Clock className="size-4 shrink-0" aria-hidden="true" /> : null}
                {notice.text}
              </p>
            ) : null}
          </div>
        </div>
        <TimePicker legend="Delivery time" value={time} onChange={(t) => setDelivery(date, t)} />
        <Checkbox
          label="Pickup"
          checked={cart.Pickup}
          onChange={(e) => setDetails(cart.supplierId, { Pickup: e.target.checked })}
        />
      </div>
    </section>
  );
}

/** "Delivers Monday, Wednesday and Friday. Order by 2 PM the day before." */
function scheduleText(rule: DeliveryRule): string {
  if (rule.days?.length === 0) return 'No delivery days in common with your account.';
  return [
    rule.days ? `Delivers ${dayList(rule.days)}.` : 'Delivers any day.',
    rule.cutoffHour === null ? '' : `Order by ${hourLabel(rule.cutoffHour)} the day before.`,
  ]
    .filter(Boolean)
    .join(' ');
}
