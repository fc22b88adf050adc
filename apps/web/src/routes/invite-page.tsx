import { LIMITS } from '@app/contracts';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/ui/page-header';
import { InvitationCard } from '../features/team/invitation-card';

const SECONDS = Math.round(LIMITS.inviteRedirectMs / 1000);

/**
 * /invite?businessName=…&InviteStatus=success: congratulates, counts down 3 seconds, then goes to /.
 * /invite?token=…: the invitation mailed to someone; accepting it lands on the congratulation.
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <InvitationCard token={token} key={token} />;
  return <InviteStatus />;
}

function InviteStatus() {
  const [params] = useSearchParams();
  const success = params.get('InviteStatus') === 'success';
  const businessName = params.get('businessName')?.trim() ?? '';
  const navigate = useNavigate();
  const [left, setLeft] = useState(SECONDS);
  useDocumentTitle(success ? 'Invitation accepted' : '');

  useEffect(() => {
    if (!success) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
    }, 250);
    const done = setTimeout(() => navigate('/', { replace: true }), LIMITS.inviteRedirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [success, navigate]);

  if (!success) return null;
  return (
    <div className="flex flex-1 items-center justify-center">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center shadow-sm">
        <div className="mx-auto mb-4 inline-flex rounded-full bg-emerald-50 p-3 text-emerald-600">
          <PartyPopper className="size-8" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold text-gray-900">Congratulations!</h1>
        <p className="mt-2 text-gray-700">
          {businessName ? (
            <>
              You have joined <strong>{businessName}</strong>.
            </>
          ) : (
            'Your invitation has been accepted.'
          )}
        </p>
        <p className="mt-6 text-sm text-gray-500" aria-live="polite">
          Redirecting in {left} second{left === 1 ? '' : 's'}…
        </p>
      </div>
    </div>
  );
}
