import { ORDER_STATUSES } from '@app/contracts';
import { cx } from '../../lib/cx';

const TONES: Record<number, string> = {
  1: 'bg-amber-50 text-amber-800 ring-amber-200',
  2: 'bg-sky-50 text-sky-800 ring-sky-200',
  34: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  35: 'bg-violet-50 text-violet-800 ring-violet-200',
  36: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function statusName(statusId: number): string {
  return ORDER_STATUSES.find((s) => s.id === statusId)?.name ?? `Status ${statusId}`;
}

export function StatusBadge({ statusId }: { statusId: number }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[statusId] ?? 'bg-gray-50 text-gray-700 ring-gray-200',
      )}
    >
      {statusName(statusId)}
    </span>
  );
}

type StatusSelectProps = {
  orderId: number;
  statusId: number;
  onChange: (statusId: number) => void;
  disabled?: boolean;
  className?: string;
};

/** The inline status dropdown: a change applies at once. Clicks do not reach the row underneath. */
export function StatusSelect({ orderId, statusId, onChange, disabled, className }: StatusSelectProps) {
  return (
    <select
      aria-label={`Status of order #${orderId}`}
      value={statusId}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onChange={(e) => onChange(Number(e.target.value))}
      className={cx(
        'h-8 rounded-md border py-0 pr-7 pl-2 text-sm font-medium shadow-xs focus:outline-2 focus:outline-emerald-600/40',
        'cursor-pointer disabled:cursor-not-allowed disabled:opacity-60',
        TONES[statusId] ?? 'bg-white text-gray-800',
        'border-transparent ring-1 ring-inset',
        className,
      )}
    >
      {ORDER_STATUSES.map((s) => (
        <option key={s.id} value={s.id} className="bg-white text-gray-900">
          {s.name}
        </option>
      ))}
    </select>
  );
}
