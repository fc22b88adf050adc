import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { createQueryClient } from '../lib/query-client';
import { LoginPage } from './login-page';

type Reply = { status: number; body: unknown };

function serve(replies: Record<string, Reply | Reply[]>) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api', '');
      seen.push(path);
      const r = replies[path];
      const reply = Array.isArray(r) ? (r.shift() ?? { status: 500, body: {} }) : r;
      if (!reply) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return seen;
}

const fail = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

function renderLogin(state?: unknown) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function signIn(email = 'chef@example.com', password = 'Secret12!') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clear();
  });

  it('requires email and password', async () => {
    const seen = serve({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it("shows 'Login error. Please try again:' with the error", async () => {
    serve({ '/auth/sign_in': fail(401, 'NotAuthorizedException', 'Incorrect username or password.') });
    renderLogin();
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Login error. Please try again: Incorrect username or password.');
  });

  it('stores the tokens on success', async () => {
    serve({ '/auth/sign_in': { status: 200, body: { idToken: 'id', refreshToken: 'rt', expiresIn: 3600 } } });
    renderLogin();
    await signIn();
    await vi.waitFor(() => expect(useAuthStore.getState().refreshToken).toBe('rt'));
  });

  it('takes an unconfirmed user to the confirm screen, with resend on an expired code', async () => {
    serve({
      '/auth/sign_in': fail(403, 'UserNotConfirmedException', 'User is not confirmed.'),
      '/auth/confirm_sign_up': [
        fail(400, 'ExpiredCodeException', 'expired'),
        { status: 200, body: { confirmed: true } },
      ],
      '/auth/resend_code': { status: 200, body: { codeDeliveryDestination: 'c***@example.com' } },
    });
    renderLogin();
    await signIn();
    await screen.findByRole('heading', { name: 'Confirm your email' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe('chef@example.com');
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Code Expired Request New Code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend New code' }));
    expect(await screen.findByText(/A new code was sent to c\*\*\*@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account created' });
    expect(dialog.textContent).toContain('Please log in to access your account');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks for a new password on NEW_PASSWORD_REQUIRED, alerting 'Password cannot be empty'", async () => {
    serve({
      '/auth/sign_in': { status: 200, body: { challenge: 'NEW_PASSWORD_REQUIRED', session: 's1' } },
      '/auth/complete_new_password': { status: 200, body: { idToken: 'id', refreshToken: 'rt2', expiresIn: 3600 } },
    });
    renderLogin();
    await signIn();
    await screen.findByRole('heading', { name: 'Set a new password' });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password cannot be empty');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Newpass12!' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Newpass12!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await vi.waitFor(() => expect(useAuthStore.getState().refreshToken).toBe('rt2'));
  });

  it('opens the confirm screen after registration, with the onboarding note', async () => {
    serve({});
    renderLogin({ confirmEmail: 'new@example.com', registered: true });
    expect(await screen.findByText(/contact you within 2 business days/)).toBeTruthy();
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('new@example.com');
  });
});
