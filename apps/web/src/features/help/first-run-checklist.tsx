import type { FirstRunStep } from '@app/contracts';
import { ArrowRight, Circle, CircleCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { useDismissFirstRun, useFirstRun } from './help-api';

/** What each step asks and where it is done. */
const STEPS: Record<FirstRunStep, { title: string; hint: string; to: string; action: string }> = {
  suppliers: {
    title: 'Add your suppliers',
    hint: 'With your account numbers, so orders reach the right people.',
    to: '/Suppliers',
    action: 'Add suppliers',
  },
  documents: {
    title: 'Upload an invoice or a price list',
    hint: 'We read the items and prices, so you can compare them.',
    to: '/Invoices',
    action: 'Upload',
  },
  orderGuide: {
    title: 'Build your order guide',
    hint: 'The items you buy again and again, ready to order.',
    to: '/Search',
    action: 'Open the order guide',
  },
  team: {
    title: 'Invite your team',
    hint: 'Chefs and managers order with their own sign-in.',
    to: '/Settings?tab=Team+Members',
    action: 'Invite',
  },
};

/**
 * The restaurant dashboard's first-run checklist: each step ticks itself off from the restaurant's data (the
 * server decides), it can be put away for good, and it goes once every step is done.
 */
export function FirstRunChecklist() {
  const firstRun = useFirstRun(true);
  const dismiss = useDismissFirstRun();
  const data = firstRun.data;
  if (!data || data.dismissed || data.steps.every((s) => s.done)) return null;
  const doneCount = data.steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="first-run-title"
      className="relative rounded-xl border border-emerald-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3 pr-8">
        <div>
          <h2 id="first-run-title" className="text-base font-semibold text-gray-900">
            Get started
          </h2>
          <p className="text-sm text-gray-600">
            {doneCount} of {data.steps.length} done. Each step ticks itself off when it is done.
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => dismiss.mutate({})}
        disabled={dismiss.isPending}
        aria-label="Dismiss the getting-started checklist"
        title="Dismiss"
        className={cx('absolute top-3 right-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-100', focusRing)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {data.steps.map(({ key, done }) => {
          const step = STEPS[key];
          const Icon = done ? CircleCheck : Circle;
          return (
            <li
              key={key}
              data-done={done}
              className={cx(
                'flex gap-3 rounded-lg border p-3',
                done ? 'border-emerald-100 bg-emerald-50/50' : 'border-gray-200',
              )}
            >
              <Icon
                className={cx('mt-0.5 size-5 shrink-0', done ? 'text-emerald-600' : 'text-gray-300')}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className={cx('text-sm font-medium', done ? 'text-gray-500 line-through' : 'text-gray-900')}>
                  {step.title}
                  <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className="text-sm text-gray-600">{step.hint}</p>
                {done ? null : (
                  <Link
                    to={step.to}
                    className={cx(
                      'mt-1 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-700 hover:underline',
                      focusRing,
                    )}
                  >
                    {step.action}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
