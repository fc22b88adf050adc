import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '../../lib/cx';
import { focusRing } from '../ui/button';
import { Logo } from './logo';

/** The frame of the pages a visitor sees without signing in. */
export function PublicFrame({ children }: { children: ReactNode }) {
  // The sign-in card carries these links itself.
  const onLogin = useLocation().pathname.toLowerCase() === '/login';
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="px-4 pt-6 sm:px-8">
        <Link to="/login" className={cx('inline-flex rounded-lg', focusRing)} aria-label="Supply Order, sign in">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col px-4 py-8 sm:px-8">
        {children}
      </main>
      <footer className={cx('px-4 pb-6 text-center text-xs text-gray-500 sm:px-8', onLogin && 'hidden')}>
        <Link to="/Privacy" className="hover:text-gray-800 hover:underline">
          Privacy policy
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/Privacy#terms" className="hover:text-gray-800 hover:underline">
          Terms of service
        </Link>
      </footer>
    </div>
  );
}
