import { MSG, PLAN, type Tokens } from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { PageSpinner } from '../components/ui/spinner';
import { startSession } from '../features/auth/auth-api';
import { SignInForm } from '../features/auth/sign-in-form';

// The rarer screens are fetched when needed, keeping the sign-in page light.
const ConfirmEmailForm = lazy(() =>
  import('../features/auth/confirm-email-form').then((m) => ({ default: m.ConfirmEmailForm })),
);
const NewPasswordForm = lazy(() =>
  import('../features/auth/new-password-form').then((m) => ({ default: m.NewPasswordForm })),
);
const ForgotPassword = lazy(() =>
  import('../features/auth/forgot-password').then((m) => ({ default: m.ForgotPassword })),
);

type Screen =
  | { name: 'signIn' }
  | { name: 'confirm'; notice?: string }
  | { name: 'newPassword'; session: string }
  | { name: 'forgot' };

export type LoginLocationState = {
  confirmEmail?: string;
  registered?: boolean;
  /** The supplier name is one restaurants already use: the account must prove it manages it after signing in. */
  pendingClaim?: boolean;
  from?: string;
} | null;

function initialScreen(state: LoginLocationState): Screen {
  if (!state?.confirmEmail) return { name: 'signIn' };
  const thanks = `Thanks for applying. A customer service representative will contact you within ${PLAN.onboardingBusinessDays} business days to finish onboarding.`;
  return {
    name: 'confirm',
    notice: state.registered
      ? state.pendingClaim
        ? `${thanks} Restaurants already order from a supplier with this name: after you confirm and sign in, you can prove it is yours.`
        : thanks
      : undefined,
  };
}

/** /login: sign-in, and the confirm-email, set-new-password and forgot-password screens it leads to. */
export function LoginPage() {
  const state = useLocation().state as LoginLocationState;
  const [screen, setScreen] = useState<Screen>(() => initialScreen(state));
  const [email, setEmail] = useState(state?.confirmEmail ?? '');
  const [accountCreated, setAccountCreated] = useState(false);
  const signIn = () => setScreen({ name: 'signIn' });
  // The route guard sees the new session and moves on to where the visitor was going.
  const onSignedIn = (tokens: Tokens) => startSession(tokens);

  return (
    <div className="flex flex-1 items-start justify-center sm:items-center">
      <Suspense fallback={<PageSpinner />}>
        {screen.name === 'signIn' ? (
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            onSignedIn={onSignedIn}
            onNewPasswordRequired={(session) => setScreen({ name: 'newPassword', session })}
            onUnconfirmed={() => setScreen({ name: 'confirm' })}
            onForgotPassword={() => setScreen({ name: 'forgot' })}
          />
        ) : null}
        {screen.name === 'confirm' ? (
          <ConfirmEmailForm
            email={email.trim()}
            notice={screen.notice}
            onConfirmed={() => {
              setScreen({ name: 'signIn' });
              setAccountCreated(true);
            }}
            onBack={signIn}
          />
        ) : null}
        {screen.name === 'newPassword' ? (
          <NewPasswordForm session={screen.session} onSignedIn={onSignedIn} onBack={signIn} />
        ) : null}
        {screen.name === 'forgot' ? (
          <ForgotPassword
            initialEmail={email}
            onBack={(typed) => {
              setEmail(typed);
              signIn();
            }}
          />
        ) : null}
      </Suspense>
      <Dialog
        open={accountCreated}
        onClose={() => setAccountCreated(false)}
        title={MSG.accountCreatedTitle}
        description={MSG.accountCreatedBody}
        size="sm"
        footer={<Button onClick={() => setAccountCreated(false)}>Close</Button>}
      />
    </div>
  );
}
