import type { LineStatus, Reconciliation } from '@app/contracts';
import { Ban, Check, CircleAlert, CircleCheck, PenLine, TriangleAlert, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { HoverCard } from '../../components/ui/hover-card';
import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import { type GridRow, type GridState, markOf, needsLook } from './grid-state';

const pill = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

const MARK_STYLE = {
  reconciled: 'text-emerald-800',
  repaired: 'bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-600/25 hover:bg-amber-100',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-600/20 hover:bg-emerald-100',
  unchecked: 'bg-orange-50 text-orange-900 ring-1 ring-inset ring-orange-600/30 hover:bg-orange-100',
  not_item: 'bg-gray-100 text-gray-600 ring-1 ring-inset ring-gray-400/30 hover:bg-gray-200',
  edited: 'text-gray-600',
} as const;

function CardTitle({ children }: { children: ReactNode }) {
  return <p className="font-semibold text-gray-900">{children}</p>;
}

type LineMarkProps = {
  row: GridRow;
  /** The row's number in its table, for the card's name. */
  n: number;
  /** The user agrees with the repair (true) or takes that back (false). */
  onConfirmRepair: (confirmed: boolean) => void;
  disabled?: boolean;
};

/**
 * A row's compact status mark: Reconciled (a tick), Repaired (what was changed, and a way to agree with it),
 * Check this (why), Not an item (why), or Edited once the user changed the row. The details open on hover, focus
 * or a tap, and close with Escape. Nothing for a row the parser did not judge.
 */
export function LineMark({ row, n, onConfirmRepair, disabled }: LineMarkProps) {
  const mark = markOf(row);
  const reason = row.check?.reason ?? null;
  if (mark === null) return null;
  if (mark === 'reconciled') {
    return (
      <span className={cx(pill, MARK_STYLE.reconciled)} title={reason ?? 'Quantity × unit price = amount'}>
        <CircleCheck className="size-4" aria-hidden="true" />
        Reconciled
      </span>
    );
  }
  if (mark === 'edited') {
    return (
      <span
        className={cx(pill, MARK_STYLE.edited)}
        title="You changed this line: the reading's check no longer applies"
      >
        <PenLine className="size-3.5" aria-hidden="true" />
        Edited
      </span>
    );
  }
  if (mark === 'repaired') {
    const confirmed = row.confirmed;
    return (
      <HoverCard
        label={`Repairs of row ${n}`}
        triggerClassName={cx(pill, confirmed ? MARK_STYLE.confirmed : MARK_STYLE.repaired)}
        trigger={
          <>
            <Wrench className="size-3.5" aria-hidden="true" />
            Repaired
            {confirmed ? <Check className="size-3.5" aria-label="confirmed" /> : null}
          </>
        }
      >
        <CardTitle>What the reading put right</CardTitle>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-gray-700">
          {(row.check?.repairs ?? []).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="mt-2 text-gray-600">With it, quantity × unit price = amount.</p>
        {/* A toggle, so focus stays on it and the user can take it back. */}
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={confirmed}
          className={cx('mt-3', confirmed && 'bg-emerald-50 text-emerald-800 ring-emerald-600/40 hover:bg-emerald-100')}
          onClick={() => onConfirmRepair(!confirmed)}
          disabled={disabled}
        >
          {confirmed ? (
            <CircleCheck className="-ml-0.5 size-4" aria-hidden="true" />
          ) : (
            <Check className="-ml-0.5 size-4" aria-hidden="true" />
          )}
          The repair is right
        </Button>
      </HoverCard>
    );
  }
  const unchecked = mark === 'unchecked';
  return (
    <HoverCard
      label={unchecked ? `Why row ${n} needs a check` : `Why row ${n} is not an item`}
      triggerClassName={cx(pill, unchecked ? MARK_STYLE.unchecked : MARK_STYLE.not_item)}
      trigger={
        unchecked ? (
          <>
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            Check this
          </>
        ) : (
          <>
            <Ban className="size-3.5" aria-hidden="true" />
            Not an item
          </>
        )
      }
    >
      <CardTitle>{unchecked ? 'The figures do not check out' : 'Not an item line'}</CardTitle>
      <p className="mt-1 text-gray-700">{reason ?? 'The reading could not check this line.'}</p>
      {unchecked ? null : <p className="mt-2 text-gray-600">Tick the row if it is an item after all.</p>}
    </HoverCard>
  );
}

const COUNT_LABELS: [LineStatus, string][] = [
  ['reconciled', 'reconciled'],
  ['repaired', 'repaired'],
  ['unchecked', 'to check'],
  ['not_item', 'not items'],
];

/** The document's judgement above the grid: do the lines add up to the printed subtotal (or total)? */
export function ReconciliationBanner({ reconciliation }: { reconciliation: Reconciliation | undefined }) {
  if (!reconciliation || reconciliation.linesTotal === null) return null;
  const { linesTotal, printedSubtotal, printedTotal, matches, difference, counts } = reconciliation;
  const printed =
    printedSubtotal !== null
      ? { label: 'printed subtotal', value: printedSubtotal }
      : printedTotal !== null
        ? { label: 'printed total', value: printedTotal }
        : null;
  let message: ReactNode;
  if (matches) {
    const value = matches === 'subtotal' ? printedSubtotal : printedTotal;
    message = (
      <>
        <CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          Lines add up to the printed {matches} <strong className="tabular-nums">{formatMoney(value)}</strong>
        </span>
      </>
    );
  } else if (printed) {
    const gap = difference === null ? null : Math.abs(difference);
    message = (
      <>
        <CircleAlert className="size-5 shrink-0 text-orange-600" aria-hidden="true" />
        <span>
          Lines total <strong className="tabular-nums">{formatMoney(linesTotal)}</strong>; {printed.label}{' '}
          <strong className="tabular-nums">{formatMoney(printed.value)}</strong>
          {gap !== null ? (
            <>
              {' '}
              (difference <strong className="tabular-nums">{formatMoney(gap)}</strong>)
            </>
          ) : null}
        </span>
      </>
    );
  } else {
    message = (
      <>
        <CircleAlert className="size-5 shrink-0 text-gray-500" aria-hidden="true" />
        <span>
          Lines total <strong className="tabular-nums">{formatMoney(linesTotal)}</strong>; no printed subtotal or total
          was found to check them against
        </span>
      </>
    );
  }
  const tally = COUNT_LABELS.filter(([status]) => counts[status] > 0).map(
    ([status, label]) => `${counts[status]} ${label}`,
  );
  return (
    <section
      aria-label="Check of the lines"
      className={cx(
        'flex flex-col gap-1 rounded-xl border px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4',
        matches
          ? 'border-emerald-200 bg-emerald-50/60 text-emerald-950'
          : 'border-orange-200 bg-orange-50/60 text-gray-900',
      )}
    >
      <p className="flex items-start gap-2">{message}</p>
      {tally.length > 0 ? <p className="pl-7 text-xs text-gray-700 sm:pl-0">{tally.join(' · ')}</p> : null}
    </section>
  );
}

/** The rows of every table that need a look (unchecked, or repaired and not confirmed). */
export function rowsToCheck(grid: GridState): number {
  return grid.tables.reduce((n, t) => n + t.rows.filter(needsLook).length, 0);
}

/**
 * How many lines 'Import all N lines' would import, or null when it is not offered: the document's lines add up to
 * a printed figure, the supplier is one of the restaurant's, every item line is ticked and reconciled (a repaired
 * line once the user confirmed it), and nothing but item lines is ticked.
 */
export function oneClickLines(
  grid: GridState,
  reconciliation: Reconciliation | undefined,
  supplierKnown: boolean,
): number | null {
  if (!reconciliation || reconciliation.matches === null || !supplierKnown) return null;
  const rows = grid.tables.flatMap((t) => t.rows);
  const items = rows.filter((r) => markOf(r) !== 'not_item');
  if (items.length === 0) return null;
  const ready = (r: GridRow) => {
    const mark = markOf(r);
    return r.selected && (mark === 'reconciled' || (mark === 'repaired' && r.confirmed));
  };
  if (!items.every(ready)) return null;
  if (rows.some((r) => r.selected && markOf(r) === 'not_item')) return null;
  return items.length;
}
