import type { Session } from '@app/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NoticesBell } from '../../features/notices/notices-bell';
import { cx } from '../../lib/cx';
import { displayName } from '../../lib/session';
import { focusRing } from '../ui/button';
import { useModalFocus } from '../ui/dialog';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';
import { useAutoTimezone } from './use-auto-timezone';

function initials(session: Session): string {
  const { firstName, lastName, email } = session.User;
  const text = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (text || email.charAt(0)).toUpperCase();
}

function orgName(session: Session): string {
  return session.Business?.name ?? session.Supplier?.name ?? '';
}

function MobileDrawer({ session, open, onClose }: { session: Session; open: boolean; onClose: () => void }) {
  const focus = useModalFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50 sm:hidden">
          <RadixDialog.Content
            {...focus}
            id="app-drawer"
            aria-describedby={undefined}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white px-4 pt-4 pb-6 shadow-xl outline-none"
          >
            <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
            <div className="mb-6 flex items-center justify-between">
              <Logo />
              <RadixDialog.Close
                aria-label="Close menu"
                className={cx('rounded-md p-2 text-gray-600 hover:bg-gray-100', focusRing)}
              >
                <X className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto">
              <SidebarNav usertype={session.User.usertype} onNavigate={onClose} />
            </div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The signed-in frame: sidebar (a drawer under 640 px), top bar with the user's name, and the page. */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useAutoTimezone(session);

  useEffect(() => {
    setDrawerOpen(false);
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const name = displayName(session);
  const org = orgName(session);
  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col border-r border-gray-200 bg-white px-3 pt-5 pb-4 sm:flex">
        <Link to="/" className={cx('mb-6 rounded-lg px-2', focusRing)}>
          <Logo />
        </Link>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav usertype={session.User.usertype} />
        </div>
      </aside>
      <MobileDrawer session={session} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="sm:pl-60">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            className={cx('-ml-2 rounded-md p-2 text-gray-700 hover:bg-gray-100 sm:hidden', focusRing)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="app-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <Link to="/" className={cx('rounded-md sm:hidden', focusRing)}>
            <Logo />
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {session.User.usertype === 'restaurant' ? <NoticesBell /> : null}
            <div className="hidden min-w-0 text-right leading-tight min-[400px]:block">
              <p className="truncate text-sm font-medium text-gray-900">{name}</p>
              {org ? <p className="truncate text-xs text-gray-500">{org}</p> : null}
            </div>
            <Link
              to="/Settings"
              title={name}
              className={cx(
                'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800',
                focusRing,
              )}
            >
              {/* The initials are a picture of the user; the link's name says where it goes. */}
              <span aria-hidden="true">{initials(session)}</span>
              <span className="sr-only">Settings for {name}</span>
            </Link>
          </div>
        </header>
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
