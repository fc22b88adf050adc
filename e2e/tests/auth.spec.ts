import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@app/contracts';
import type { Page } from '@playwright/test';
import {
  apiRegisterRestaurant,
  apiSignUp,
  expect,
  expectRestaurantMenu,
  login,
  mailbox,
  nextCodeFor,
  startServer,
  test,
} from '../fixtures.js';

const PASSWORD = 'Passw0rd!';

async function expectConfirmScreen(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeDisabled();
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel('Confirmation code')).toBeEditable();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
}

async function expectAccountCreated(page: Page) {
  const dialog = page.getByRole('dialog', { name: MSG.accountCreatedTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MSG.accountCreatedBody);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function signInWith(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectRestaurantMenu(page);
}

test('an unconfirmed user signing in confirms the emailed code, signs in to the restaurant menu and logs out', async ({
  page,
  server,
}) => {
  const email = 'rita@maple.test';
  await apiRegisterRestaurant(server, email, { password: PASSWORD, confirm: false });

  await login(page, email, PASSWORD);
  await expectConfirmScreen(page, email);

  await enterCode(page, await server.codeFor(email));
  await expectAccountCreated(page);

  // The email typed before stays filled in.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signInWith(page, PASSWORD);
  await expectDashboard(page);
  await expect(page.getByText('Welcome back, Rita.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Maple Bistro')).toBeVisible();

  // The sign-out call is held until the Logging Out screen has been seen.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/auth/sign_out', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Logging Out' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored, 'locally held data left after logging out').toEqual([]);

  // The session is over: a signed-in page sends the visitor back to /login.
  await page.goto('/Orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed sign-in shows the login error with the reason', async ({ page, server }) => {
  const email = 'sam@maple.test';
  await apiSignUp(server, email, PASSWORD);

  await login(page, email, 'Wrong-passw0rd');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`${MSG.loginError} Incorrect username or password.`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // An unknown account fails the same way.
  await page.getByLabel('Email').fill('nobody@maple.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toContainText(`${MSG.loginError} Incorrect username or password.`);
});

test('a resent code replaces the old one, and an expired code offers Resend New code', async ({ page, server }) => {
  const email = 'nina@maple.test';
  await apiSignUp(server, email, PASSWORD);
  const first = await server.codeFor(email);

  await login(page, email, PASSWORD);
  await expectConfirmScreen(page, email);

  // Didn't get the email? Resend code: a second code is mailed and the first stops working.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText(/^A new code was sent to n\*\*\*@m\*\*\*\.$/)).toBeVisible();
  const second = await nextCodeFor(server, email, 1);
  expect(second).not.toBe(first);

  await enterCode(page, first);
  await expect(page.getByRole('alert')).toContainText('Invalid verification code provided, please try again.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectConfirmScreen(page, email);

  // A code only expires after 24 hours, so the server's ExpiredCodeException answer is played back once.
  await page.route(
    '**/api/auth/confirm_sign_up',
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' },
        }),
      }),
    { times: 1 },
  );
  await enterCode(page, second);
  const expired = page.getByRole('alert').filter({ hasText: MSG.codeExpired });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Resend New code' }).click();
  await expect(page.getByText(/^A new code was sent to /)).toBeVisible();
  await expect(expired).toBeHidden();
  const third = await nextCodeFor(server, email, 2);
  await expect(page.getByLabel('Confirmation code')).toHaveValue('');

  // The code before it no longer works; the new one does.
  await enterCode(page, second);
  await expect(page.getByRole('alert')).toContainText('Invalid verification code provided, please try again.');
  await enterCode(page, third);
  await expectAccountCreated(page);
  await signInWith(page, PASSWORD);
  // A person without a restaurant is sent to Settings.
  await expect(page).toHaveURL(/\/Settings$/);
});

test('forgot password: email, code and new password, Password reset., then sign in with the new password', async ({
  page,
  server,
}) => {
  const email = 'omar@maple.test';
  await apiRegisterRestaurant(server, email, { password: PASSWORD });
  const seen = (await mailbox(server, email)).length;

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();

  // Step 1: the email (carried over from the sign-in form).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  // Step 2: code, new password and confirmation.
  await expect(page.getByText(`If an account uses ${email}, we emailed it a verification code.`)).toBeVisible();
  const code = await nextCodeFor(server, email, seen);
  const newPassword = 'N3w-secret!';
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  // A confirmation that does not match keeps the visitor on step 2.
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByText('Password reset.')).toHaveCount(0);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  // Step 3: done.
  await expect(page.getByText('Password reset.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to login' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signInWith(page, PASSWORD);
  await expect(page.getByRole('alert')).toContainText(MSG.loginError);
  await signInWith(page, newPassword);
  await expectDashboard(page);
});

test('an account created with a temporary password sets a new one at its first sign-in', async ({ browser }) => {
  test.slow(); // the command line opens the database before the server starts on it
  // `npm run cli -- create-user` (without --permanent) gives a temporary password; the server then starts on it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-cli-'));
  const root = path.resolve(import.meta.dirname, '../..');
  const member = 'cook@maple.test';
  const cli = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      'apps/server/src/cli.ts',
      'create-user',
      '--type',
      'restaurant',
      '--email',
      member,
      '--password',
      'Temp0rary!',
      '--business',
      'Maple Bistro',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  expect(cli.status, cli.stderr).toBe(0);
  const started = await startServer({ DATA_DIR: dataDir });
  const context = await browser.newContext({ baseURL: started.url });
  const page = await context.newPage();
  try {
    await login(page, member, 'Temp0rary!');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    // Submitting nothing: 'Password cannot be empty' (a native alert is accepted as well as an in-page one).
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    const inPageAlert = page.getByRole('alert').filter({ hasText: MSG.passwordEmpty });
    await expect
      .poll(async () => dialogs.includes(MSG.passwordEmpty) || (await inPageAlert.isVisible()), {
        message: `'${MSG.passwordEmpty}' was not shown`,
      })
      .toBe(true);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('New password', { exact: true }).fill('Kitchen-2024!');
    await page.getByLabel('Confirm new password').fill('Kitchen-2024!');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expectDashboard(page);
    await expect(page.getByRole('banner').getByText('Maple Bistro')).toBeVisible();
  } finally {
    await context.close();
    await started.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('Remember me keeps the session across a reload', async ({ page, server }) => {
  const { email, password } = await apiRegisterRestaurant(server, 'keep@maple.test');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page);

  await page.reload();
  await expectDashboard(page);
  await page.goto('/Orders');
  await expect(page).toHaveURL(/\/Orders$/);
  await expectRestaurantMenu(page);
});

test('a change saved in Settings → General survives a reload', async ({ page, server }) => {
  const { email, password } = await apiRegisterRestaurant(server, 'chef@maple.test');
  await login(page, email, password);
  await expectDashboard(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Email')).toHaveValue(email);
  await panel.getByLabel('Job title').fill('Head Chef');
  await panel.getByLabel('Date format').selectOption('DD/MM/YYYY');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(panel.getByLabel('Job title')).toHaveValue('Head Chef');
  await expect(panel.getByLabel('Date format')).toHaveValue('DD/MM/YYYY');
  await expect(panel.getByText(/^Today is shown as \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});
