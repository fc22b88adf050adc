import { MSG } from '@app/contracts';
import type { Page } from '@playwright/test';
import { apiPost, apiSignIn, expect, login, demoTest as test } from '../fixtures.js';

const PASSWORD = 'Demo1234!';
const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: 'Employee profile' }) });

async function fillSupplierApplication(page: Page, email: string, password: string, name: string) {
  await page.goto('/register');
  await page
    .getByRole('group', { name: 'Are you supplier or restaurant?' })
    .getByRole('button', { name: 'Supplier' })
    .click();
  const f = form(page);
  await f.getByLabel('First name').fill('Lou');
  await f.getByLabel('Last name').fill('Baker');
  await f.getByLabel(/^Email\*?$/).fill(email);
  await f.getByLabel('Phone').fill('(416) 555-0142');
  await f.getByLabel(/^Password\*?$/).fill(password);
  await f.getByLabel('Confirm password').fill(password);
  await f.getByLabel('Supplier name').fill(name);
  await f.getByLabel('Email for receiving orders').fill(email);
  await f.getByLabel('Country').selectOption('Canada');
  await f.getByLabel('State / Province').fill('ON');
  await f.getByLabel('Address').fill('48 Lakeshore Blvd E');
  await f.getByLabel('City').fill('Toronto');
  await f.getByLabel('Postal code').fill('M5E 1A1');
  await f.getByRole('button', { name: 'Complete supplier application' }).click();
}

test('a supplier registering a name restaurants use proves it with a code sent to its order address', async ({
  page,
  server,
}) => {
  const email = 'lou@lakeshore-bakery.test';
  const password = 'Lakesh0re-Bake!';
  // Harbour Grill orders from Lakeshore Bakery by email (demo data); its order address is on file.
  await fillSupplierApplication(page, email, password, 'lakeshore  BAKERY');

  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(/Restaurants already order from a supplier with this name/)).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await server.codeFor(email));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page
    .getByRole('dialog', { name: MSG.accountCreatedTitle })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Waiting: no supplier's data, only the way to prove the record is theirs.
  await expect(page.getByRole('heading', { name: 'Your supplier account is waiting for confirmation' })).toBeVisible();
  await expect(page.getByText('Restaurants already order from "Lakeshore Bakery"')).toBeVisible();
  await expect(page.getByText('o***@l***')).toBeVisible();
  await page.goto('/MyCustomers');
  await expect(page.getByRole('heading', { name: 'Your supplier account is waiting for confirmation' })).toBeVisible();
  await expect(page.getByText('Harbour Grill')).toHaveCount(0);

  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('We emailed a 6-digit code to o***@l***.')).toBeVisible();
  const mail = await server.mailTo('orders@lakeshore.demo.test', /Code to manage Lakeshore Bakery/);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(mail.text).toContain(email);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();

  // The supplier's own dashboard and customers; Harbour Grill is told who manages its supplier now.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Lakeshore Bakery')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByText('Harbour Grill').first()).toBeVisible();
  const told = await server.mailTo('owner@harbour.demo.test', /Lakeshore Bakery now manages its own account/);
  expect(told.text).toContain(email);
});

test('an admin approves a request from the dashboard queue when the supplier has no order address', async ({
  page,
  server,
}) => {
  // Maple adds a supplier that is not in the app yet; somebody registers a supplier of that name.
  const owner = await apiSignIn(server, 'owner@maple.demo.test', PASSWORD);
  await apiPost(
    server,
    '/customer_supplier_put',
    { name: 'Birchwood Farm', accountNumber: 'MB-BW-1', minimumOrder: 0, orderCutoff: 15, deliveryDays: 'M' },
    owner.idToken,
  );
  const email = 'ben@birchwood.test';
  const password = 'Birchw00d-Farm!';
  const person = { email, firstName: 'Ben', lastName: 'Birch', phone: '+14165550177' };
  const { registrationToken } = await apiPost<{ registrationToken: string }>(server, '/auth/sign_up', {
    ...person,
    password,
  });
  await apiPost(server, '/register', {
    ...person,
    registrationToken,
    userType: 'supplier',
    supplier: {
      name: 'Birchwood Farm',
      website: '',
      region: 'Canada',
      address: '12 Concession Rd',
      city: 'Orangeville',
      stateProv: 'ON',
      postalCode: 'L9W 2Z7',
      orderEmail: email,
    },
  });
  await apiPost(server, '/auth/confirm_sign_up', { email, code: await server.codeFor(email) });

  await login(page, email, password);
  await expect(
    page.getByText(/has no order email address on file, so our team will review your request/),
  ).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, 'admin@demo.test', PASSWORD);
  const queue = page.getByRole('region', { name: 'Supplier requests' });
  const request = queue.getByRole('listitem', { name: 'Request to manage Birchwood Farm' });
  await expect(request).toContainText(email);
  await expect(request).toContainText('used by 1 restaurant');
  await request.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${email} now manages Birchwood Farm`)).toBeVisible();
  await expect(queue.getByText('No requests waiting')).toBeVisible();
  await server.mailTo('owner@maple.demo.test', /Birchwood Farm now manages its own account/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, password);
  await expect(page.getByRole('banner').getByText('Birchwood Farm')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your supplier account is waiting for confirmation' })).toHaveCount(0);
});
