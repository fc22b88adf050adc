import { PLAN } from '@app/contracts';
import { Check } from 'lucide-react';
import { cx } from '../../lib/cx';

/** The plan of spec section 1: 30-day risk-free trial, then 159 CAD a month. */
export function PlanCard({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <section
      aria-labelledby="plan-title"
      className={cx('rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm', className)}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-emerald-700">
        {PLAN.trialDays}-day risk-free trial
      </p>
      <h2 id="plan-title" className="mt-2 flex items-baseline gap-1.5 text-gray-900">
        <span className="text-4xl font-semibold tracking-tight">{PLAN.priceCad}</span>
        <span className="text-base font-medium text-gray-600">CAD / month</span>
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Try everything free for {PLAN.trialDays} days, then {PLAN.priceCad} CAD per month.
      </p>
      <ul className="mt-5 space-y-2.5">
        {PLAN.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2.5 text-sm text-gray-800">
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <Check className="size-3.5" aria-hidden="true" />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {compact ? null : (
        <p className="mt-5 border-t border-gray-100 pt-4 text-sm text-gray-600">
          After you sign up, a customer service representative contacts you within {PLAN.onboardingBusinessDays}{' '}
          business days to finish your onboarding.
        </p>
      )}
    </section>
  );
}
