import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { signOutAndClear } from '../lib/logout';

/** Logging Out: ends the session, clears all locally held data, then goes to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle('Logging Out');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOutAndClear().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Logging Out</h1>
      <Spinner size="lg" label="Logging out" />
    </div>
  );
}
