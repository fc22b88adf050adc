import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PublicFrame } from './components/layout/public-frame';
import { Alert } from './components/ui/alert';
import { Button } from './components/ui/button';
import { PageSpinner } from './components/ui/spinner';
import { errorMessage } from './lib/api';
import { useIsLoggedIn } from './lib/auth-store';
import { resolveAccess, usesAppFrame } from './lib/route-access';
import { useSession } from './lib/session';

const AppShell = lazy(() => import('./components/layout/app-shell').then((m) => ({ default: m.AppShell })));
const SupplierClaimScreen = lazy(() =>
  import('./features/register/supplier-claim-screen').then((m) => ({ default: m.SupplierClaimScreen })),
);

/** Pages a supplier account without a supplier may still open (its own settings and help). */
const WITHOUT_SUPPLIER = new Set(['/settings', '/feedback', '/privacy']);

function SessionProblem({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto mt-16 max-w-md space-y-4 px-4">
      <Alert tone="error" title="Your account could not be loaded">
        {errorMessage(error)}
      </Alert>
      <div className="flex gap-2">
        <Button onClick={retry}>Try again</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/logout')}>
          Log out
        </Button>
      </div>
    </div>
  );
}

function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return /^\/(login|logout)\b/i.test(from) ? null : from;
}

/** Applies the route guards of spec 2.1 to every page and picks its frame. */
export function Gate() {
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const session = useSession();
  const access = resolveAccess(location.pathname, { loggedIn, usertype: session.data?.User.usertype });

  if (access.kind === 'redirect') {
    // Signing in returns the visitor to the page that sent them to /login.
    const back = returnPath(location.state);
    if (loggedIn && back) return <Navigate to={back} replace />;
    const from = `${location.pathname}${location.search}`;
    const state = access.to === '/login' && location.pathname !== '/' ? { from } : undefined;
    return <Navigate to={access.to} replace state={state} />;
  }
  const appFrame = usesAppFrame(location.pathname, loggedIn);
  if (access.kind === 'wait' || (appFrame && !session.data)) {
    if (session.isError) return <SessionProblem error={session.error} retry={() => void session.refetch()} />;
    return <PageSpinner label="Loading your account" />;
  }
  if (appFrame && session.data) {
    // A supplier account that is not yet in a supplier's team (its request to manage one is pending) sees only
    // that request, never another tenant's pages.
    const waiting =
      session.data.User.usertype === 'supplier' &&
      !session.data.Supplier &&
      !WITHOUT_SUPPLIER.has(location.pathname.toLowerCase());
    return (
      <Suspense fallback={<PageSpinner />}>
        <AppShell session={session.data}>{waiting ? <SupplierClaimScreen /> : <Outlet />}</AppShell>
      </Suspense>
    );
  }
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
