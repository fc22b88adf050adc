import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import type { Role } from './application';

export type Kind = 'restaurant' | 'supplier';

export type WizardAnswers = {
  kind: Kind | null;
  roles: Role[];
  rolesDone: boolean;
  registeringRestaurant: boolean | null;
};

export const initialAnswers: WizardAnswers = { kind: null, roles: [], rolesDone: false, registeringRestaurant: null };

/** Toggles a role; the last chosen role cannot be unselected. */
export function toggleRole(roles: Role[], role: Role): Role[] {
  if (!roles.includes(role)) return [...roles, role];
  return roles.length === 1 ? roles : roles.filter((r) => r !== role);
}

function Question({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `wizard-q${n}`;
  return (
    <fieldset aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-sm font-semibold text-white">
          {n}
        </span>
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:pl-10">{children}</div>
    </fieldset>
  );
}

function Choice({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cx(
        'inline-flex h-11 min-w-28 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium transition-colors',
        selected
          ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
          : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50',
        focusRing,
      )}
    >
      {selected ? <Check className="size-4" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** The three questions of spec 2.4, each unlocked by the answer before it. */
export function WizardQuestions({
  answers,
  onChange,
}: {
  answers: WizardAnswers;
  onChange: (a: WizardAnswers) => void;
}) {
  const { kind, roles, rolesDone, registeringRestaurant } = answers;
  const choose = (next: Kind) => onChange(next === kind ? answers : { ...initialAnswers, kind: next });
  return (
    <div className="space-y-4">
      <Question n={1} title="Are you supplier or restaurant?">
        <Choice selected={kind === 'restaurant'} onClick={() => choose('restaurant')}>
          Resturant
        </Choice>
        <Choice selected={kind === 'supplier'} onClick={() => choose('supplier')}>
          Supplier
        </Choice>
      </Question>
      {kind === 'restaurant' ? (
        <Question n={2} title="What is your role at the resturant?">
          {(['Owner', 'Chef'] as const).map((role) => (
            <Choice
              key={role}
              selected={roles.includes(role)}
              onClick={() =>
                onChange({ ...answers, roles: toggleRole(roles, role), rolesDone: false, registeringRestaurant: null })
              }
            >
              {role}
            </Choice>
          ))}
          <Button
            className="h-11"
            disabled={roles.length === 0 || rolesDone}
            onClick={() => onChange({ ...answers, rolesDone: true })}
          >
            Next
          </Button>
        </Question>
      ) : null}
      {kind === 'restaurant' && rolesDone ? (
        <Question n={3} title="Are you registering a resturant as well?">
          <Choice
            selected={registeringRestaurant === true}
            onClick={() => onChange({ ...answers, registeringRestaurant: true })}
          >
            Yes
          </Choice>
          <Choice
            selected={registeringRestaurant === false}
            onClick={() => onChange({ ...answers, registeringRestaurant: false })}
          >
            No
          </Choice>
        </Question>
      ) : null}
    </div>
  );
}
