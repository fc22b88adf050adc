import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setAuthFailureHandler } from './lib/api';
import { followAuthInOtherTabs } from './lib/auth-store';
import { queryClient } from './lib/query-client';
import { createRouter } from './router';
import './styles.css';

// Toasts are only needed once the user acts; their code loads after the first page.
const Toaster = lazy(() => import('./components/ui/toast').then((m) => ({ default: m.Toaster })));

const router = createRouter();
setAuthFailureHandler(() => {
  if (router.state.location.pathname.toLowerCase() !== '/logout') void router.navigate('/logout', { replace: true });
});
followAuthInOtherTabs(() => queryClient.clear());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
}
