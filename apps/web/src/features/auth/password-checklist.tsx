import { passwordProblems } from '@app/contracts';
import { Check, X } from 'lucide-react';
import { cx } from '../../lib/cx';

const RULES = [
  'minimum of 8 characters',
  'at least one uppercase letter',
  'one lowercase letter',
  'one number',
  'one special character',
] as const;

/** The password rules of the specification, each ticked off as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const problems = passwordProblems(password);
  const tooLong = problems.includes('maximum of 32 characters');
  return (
    <ul className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2" aria-label="Password rules">
      {RULES.map((rule) => {
        const ok = password.length > 0 && !problems.includes(rule);
        return (
          <li key={rule} className={cx('flex items-center gap-1.5', ok ? 'text-emerald-700' : 'text-gray-500')}>
            {ok ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            <span>
              {rule}
              <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
      {tooLong ? (
        <li className="flex items-center gap-1.5 text-red-600">
          <X className="size-3.5" aria-hidden="true" />
          maximum of 32 characters
        </li>
      ) : null}
    </ul>
  );
}
