import type { UserType } from '@app/contracts';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cx } from '../../lib/cx';
import { focusRing } from '../ui/button';
import { type MenuEntry, MORE_MENUS, PRIMARY_MENUS, SECONDARY_MENU } from './menus';

function NavItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const Icon = entry.icon;
  return (
    <li>
      <NavLink
        to={entry.to}
        end={entry.to === '/'}
        onClick={onNavigate}
        className={({ isActive }) =>
          cx(
            'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            focusRing,
            isActive ? 'bg-emerald-50 text-emerald-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
          )
        }
      >
        <Icon className="size-4.5 shrink-0" aria-hidden="true" />
        {entry.label}
      </NavLink>
    </li>
  );
}

/** The primary entries of the user's type, its "More" entries, then Settings, Help, Privacy and Logout. */
export function SidebarNav({ usertype, onNavigate }: { usertype: UserType; onNavigate?: () => void }) {
  const primary = PRIMARY_MENUS[usertype];
  const more = MORE_MENUS[usertype];
  const moreId = useId();
  return (
    <div className="flex h-full flex-col gap-6">
      {primary.length > 0 ? (
        <nav aria-label="Main">
          <ul className="space-y-1">
            {primary.map((e) => (
              <NavItem key={e.to + e.label} entry={e} onNavigate={onNavigate} />
            ))}
          </ul>
        </nav>
      ) : null}
      {more.length > 0 ? (
        <nav aria-labelledby={moreId}>
          <p id={moreId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            More
          </p>
          <ul className="space-y-1">
            {more.map((e) => (
              <NavItem key={e.to} entry={e} onNavigate={onNavigate} />
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label="Account" className={cx(primary.length > 0 && 'mt-auto border-t border-gray-200 pt-4')}>
        <ul className="space-y-1">
          {SECONDARY_MENU.map((e) => (
            <NavItem key={e.to} entry={e} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
