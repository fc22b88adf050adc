import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/ui/page-header';
import { PlanCard } from '../features/plan/plan-card';
import type { ApplicationMode } from '../features/register/application';
import { ApplicationForm } from '../features/register/application-form';
import { initialAnswers, type WizardAnswers, WizardQuestions } from '../features/register/wizard-questions';

function modeOf(a: WizardAnswers): ApplicationMode | null {
  if (a.kind === 'supplier') return 'supplier';
  if (a.kind === 'restaurant' && a.rolesDone && a.registeringRestaurant !== null) {
    return a.registeringRestaurant ? 'restaurant' : 'employee';
  }
  return null;
}

/** /register: the registration wizard of spec 2.4. */
export function RegisterPage() {
  const [answers, setAnswers] = useState<WizardAnswers>(initialAnswers);
  const mode = modeOf(answers);
  useDocumentTitle('Create an account');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Create an account</h1>
          <p className="mt-1 text-sm text-gray-600">
            Already have one?{' '}
            <Link to="/login" className="font-medium text-emerald-700 hover:underline">
              Sign in
            </Link>
          </p>
        </div>
        <WizardQuestions answers={answers} onChange={setAnswers} />
        {mode ? (
          <section aria-labelledby="application-title" className="space-y-3">
            <h2 id="application-title" className="text-lg font-semibold text-gray-900">
              {mode === 'supplier' ? 'Supplier application' : 'Resturant application'}
            </h2>
            <ApplicationForm key={mode} mode={mode} roles={answers.roles} />
          </section>
        ) : null}
      </div>
      <aside className="lg:sticky lg:top-8 lg:self-start">
        <PlanCard />
      </aside>
    </div>
  );
}
