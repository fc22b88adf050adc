import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert } from './components/ui/alert';
import { Button } from './components/ui/button';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** Shown when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkLoadError(error)
      ? 'A newer version of the app is available. Reload the page to continue.'
      : 'This page could not be shown.';
  return (
    <div className="mx-auto mt-16 max-w-md space-y-4 px-4">
      <Alert tone="error" title="Something went wrong">
        {message}
      </Alert>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Go to the start page
        </Button>
      </div>
    </div>
  );
}
