import { MSG } from '@app/contracts';
import type { Locator, Page } from '@playwright/test';
import { apiPost, expect, expectRestaurantMenu, nextCodeFor, test } from '../fixtures.js';

const Q1 = 'Are you supplier or restaurant?';
const Q2 = 'What is your role at the resturant?';
const Q3 = 'Are you registering a resturant as well?';

const question = (page: Page, title: string) => page.getByRole('group', { name: title });
const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: 'Employee profile' }) });

async function expectPressed(choice: Locator, pressed: boolean) {
  await expect(choice).toHaveAttribute('aria-pressed', String(pressed));
}

async function openRestaurantForm(page: Page) {
  await page.goto('/register');
  await question(page, Q1).getByRole('button', { name: 'Resturant' }).click();
  await question(page, Q2).getByRole('button', { name: 'Owner' }).click();
  await question(page, Q2).getByRole('button', { name: 'Next' }).click();
  await question(page, Q3).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Resturant application' })).toBeVisible();
}

test('the wizard unlocks its questions in order and the form shows every message of section 5', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();

  // Only the first question at first.
  await expect(question(page, Q1)).toBeVisible();
  await expect(question(page, Q2)).toHaveCount(0);
  await expect(question(page, Q3)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Employee profile' })).toHaveCount(0);

  // Resturant unlocks the role question; Next needs a role.
  const resturant = question(page, Q1).getByRole('button', { name: 'Resturant' });
  await resturant.click();
  await expectPressed(resturant, true);
  const roles = question(page, Q2);
  await expect(roles).toBeVisible();
  const next = roles.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(question(page, Q3)).toHaveCount(0);

  // Several roles may be chosen; the last one chosen cannot be unselected.
  const owner = roles.getByRole('button', { name: 'Owner' });
  const chef = roles.getByRole('button', { name: 'Chef' });
  await owner.click();
  await chef.click();
  await expectPressed(owner, true);
  await expectPressed(chef, true);
  await owner.click();
  await expectPressed(owner, false);
  await chef.click();
  await expectPressed(chef, true);
  await expect(question(page, Q3)).toHaveCount(0);
  await expect(next).toBeEnabled();
  await next.click();

  // The third question, then the form: No gives the employee profile alone, Yes adds the restaurant.
  const third = question(page, Q3);
  await expect(third).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Employee profile' })).toHaveCount(0);
  await third.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('heading', { name: 'Employee profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurant profile' })).toHaveCount(0);
  await third.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Resturant application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurant profile' })).toBeVisible();

  // Submitting the empty form.
  const f = form(page);
  await f.getByRole('button', { name: 'Complete resturant application' }).click();
  for (const message of [
    MSG.firstName,
    MSG.lastName,
    MSG.email,
    MSG.phone,
    MSG.passwordRules,
    MSG.restaurantName,
    MSG.country,
    MSG.address,
    MSG.city,
    MSG.stateProv,
    MSG.postalCode,
  ]) {
    await expect(f.getByText(message, { exact: true }), message).toBeVisible();
  }
  await expect(page).toHaveURL(/\/register$/);

  // The password rules, and a confirmation that does not match.
  const rules = f.getByRole('list', { name: 'Password rules' });
  for (const rule of [
    'minimum of 8 characters',
    'at least one uppercase letter',
    'one lowercase letter',
    'one number',
    'one special character',
  ]) {
    await expect(rules.getByRole('listitem').filter({ hasText: rule })).toContainText('(not met)');
  }
  await f.getByLabel(/^Password\*?$/).fill('abc');
  await expect(rules.getByRole('listitem').filter({ hasText: 'one lowercase letter' })).toContainText('(met)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'one number' })).toContainText('(not met)');
  await f.getByLabel(/^Password\*?$/).fill('Str0ng-pass');
  await f.getByLabel('Confirm password').fill('Str0ng-pasz');
  await f.getByRole('button', { name: 'Complete resturant application' }).click();
  await expect(f.getByText(MSG.passwordsDoNotMatch, { exact: true })).toBeVisible();
  await expect(f.getByText(MSG.passwordRules, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

// The first user of a new installation: this test's server starts on an empty data directory, creating its database
// as a user's first `npm start` does (the other browser tests start on a copy of what such a start left).
test.describe('on a first start', () => {
  test.use({ firstStart: true });

  test('a complete restaurant application confirms the email and signs in to the restaurant menu', async ({
    page,
    server,
  }) => {
    const email = 'lena@harbour.test';
    const password = 'Harb0ur-Grill!';
    await openRestaurantForm(page);
    const f = form(page);
    await f.getByLabel('First name').fill('Lena');
    await f.getByLabel('Last name').fill('Park');
    await f.getByLabel(/^Email/).fill(email);
    await f.getByLabel('Phone').fill('(416) 555-0123');
    await f.getByLabel(/^Password\*?$/).fill(password);
    await f.getByLabel('Confirm password').fill(password);
    await f.getByLabel('Restaurant name').fill('Harbour Grill');
    await f.getByLabel('Country').selectOption('Canada');
    await f.getByLabel('State / Province').fill('ON');
    await f.getByLabel('Address').fill('1 Queens Quay W');
    await f.getByLabel('City').fill('Toronto');
    await f.getByLabel('Postal code').fill('M5J 2H1');
    await f.getByRole('button', { name: 'Complete resturant application' }).click();

    // The confirm-email screen, with the onboarding note.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(
      page.getByText(/customer service representative will contact you within 2 business days/),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Confirmation code').fill(await server.codeFor(email));
    await page.getByRole('button', { name: 'Confirm code' }).click();

    const dialog = page.getByRole('dialog', { name: MSG.accountCreatedTitle });
    await expect(dialog).toContainText(MSG.accountCreatedBody);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectRestaurantMenu(page);
    await expect(page.getByRole('banner').getByText('Harbour Grill')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Lena Park', { exact: true })).toBeVisible();
  });
});

test('the supplier path asks for the order email, and Cancel goes back to /login', async ({ page }) => {
  await page.goto('/register');
  await question(page, Q1).getByRole('button', { name: 'Supplier' }).click();
  // Supplier opens the form at once: no role questions.
  await expect(question(page, Q2)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Supplier application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supplier profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurant profile' })).toHaveCount(0);

  const f = form(page);
  await f.getByRole('button', { name: 'Complete supplier application' }).click();
  for (const message of [MSG.supplierName, MSG.orderEmail, MSG.address, MSG.city, MSG.stateProv, MSG.postalCode]) {
    await expect(f.getByText(message, { exact: true }), message).toBeVisible();
  }
  await f.getByLabel('Email for receiving orders').fill('orders@fresh.test');
  await f.getByLabel('Supplier name').fill('Fresh Valley');
  await expect(f.getByText(MSG.orderEmail, { exact: true })).toHaveCount(0);
  await expect(f.getByText(MSG.supplierName, { exact: true })).toHaveCount(0);

  await f.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an application for an email whose account is not confirmed yet needs its password and its emailed code', async ({
  page,
  server,
}) => {
  const email = 'sam@corner.test';
  const password = 'C0rner-Cafe!';
  // The account was created earlier (say, an application left half-way) and never confirmed.
  await apiPost(server, '/auth/sign_up', { email, password, firstName: 'Sam', lastName: 'Early', phone: '' });
  const fill = async (pw: string) => {
    await openRestaurantForm(page);
    const f = form(page);
    await f.getByLabel('First name').fill('Sam');
    await f.getByLabel('Last name').fill('Corner');
    await f.getByLabel(/^Email/).fill(email);
    await f.getByLabel('Phone').fill('(416) 555-0188');
    await f.getByLabel(/^Password\*?$/).fill(pw);
    await f.getByLabel('Confirm password').fill(pw);
    await f.getByLabel('Restaurant name').fill('Corner Cafe');
    await f.getByLabel('Country').selectOption('Canada');
    await f.getByLabel('State / Province').fill('ON');
    await f.getByLabel('Address').fill('12 Queen St W');
    await f.getByLabel('City').fill('Toronto');
    await f.getByLabel('Postal code').fill('M5H 2N2');
    await f.getByRole('button', { name: 'Complete resturant application' }).click();
  };

  // Somebody who does not know the account's password gets the sign-up error and changes nothing.
  await fill('Wr0ng-Passw0rd!');
  await expect(page.getByText('An account with the given email already exists.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toHaveCount(0);

  // The account's owner confirms the email first; the application then goes in and they are signed in.
  await fill(password);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(/An account with this email exists but its email is not confirmed yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText(/A new code was sent to/)).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await nextCodeFor(server, email, 1));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectRestaurantMenu(page);
  await expect(page.getByRole('banner').getByText('Corner Cafe')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Sam Corner', { exact: true })).toBeVisible();
});
