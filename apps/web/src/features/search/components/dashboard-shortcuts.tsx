import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';

export type Shortcut = { label: string; hint: string; to: string; icon: LucideIcon };

/** A row of compact cards on the dashboard leading to pages that are not in the main menu. */
export function DashboardShortcuts({ shortcuts, label }: { shortcuts: readonly Shortcut[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3">
        {shortcuts.map(({ label: title, hint, to, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <Link
              to={to}
              className={cx(
                'flex h-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-xs transition-colors hover:border-emerald-300 hover:bg-emerald-50/30',
                focusRing,
              )}
            >
              <span className="hidden rounded-lg bg-emerald-50 p-2 text-emerald-700 min-[400px]:block">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-gray-900">{title}</span>
                <span className="hidden truncate text-xs text-gray-600 sm:block">{hint}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
