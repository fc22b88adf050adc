import { SUPPLIER_MSG } from '@app/contracts';
import type { Locator } from '@playwright/test';
import { apiPost, apiSignIn, demoTest, expect, login, type StartedServer as Server } from '../fixtures.js';

/** The restaurant starts from the demo data: Maple Bistro already has its four demo suppliers. */
const test = demoTest;

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';
/** A supplier that has its own account but is not yet one of Maple Bistro's suppliers. */
const GREEN = { name: 'Green Acres Farm', email: 'sales@greenacres.e2e.test', password: 'Green-Acres1' };
const RIVERSIDE = 'Riverside Bakery';
/** Added over the API so that the list runs past one page of 10. */
const MORE_SUPPLIERS = [
  'Atlantic Dry Goods',
  'Bay Street Coffee',
  'City Paper Supply',
  'Dufferin Dairy Co',
  'Eastside Spice Traders',
];

/** A delivery-day toggle: the visible box is the checkbox's label. */
function day(scope: Locator, name: string): Locator {
  return scope.locator('label').filter({ has: scope.page().getByRole('checkbox', { name, exact: true }) });
}

async function registerSupplier(server: Server) {
  const person = { email: GREEN.email, firstName: 'Gwen', lastName: 'Acres', phone: '+15195550177' };
  const { registrationToken } = await apiPost<{ registrationToken: string }>(server, '/auth/sign_up', {
    ...person,
    password: GREEN.password,
  });
  await apiPost(server, '/register', {
    ...person,
    registrationToken,
    userType: 'supplier',
    supplier: {
      name: GREEN.name,
      website: '',
      region: 'Canada',
      address: '900 Woolwich St',
      city: 'Guelph',
      stateProv: 'ON',
      postalCode: 'N1H 3V7',
      orderEmail: 'orders@greenacres.e2e.test',
    },
  });
  await apiPost(server, '/auth/confirm_sign_up', { email: GREEN.email, code: await server.codeFor(GREEN.email) });
}

async function addSuppliersOverApi(server: Server) {
  const { idToken } = await apiSignIn(server, OWNER, PASSWORD);
  for (const [i, name] of MORE_SUPPLIERS.entries()) {
    await apiPost(
      server,
      '/customer_supplier_put',
      { name, accountNumber: `MB-9${i}00`, minimumOrder: 50, orderCutoff: 15, deliveryDays: 'M,Th' },
      idToken,
    );
  }
}

test('a restaurant adds an existing and a new supplier with contacts and account numbers, and the supplier sees it', async ({
  page,
  server,
}) => {
  await registerSupplier(server);
  await addSuppliersOverApi(server);

  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Suppliers', exact: true }).click();
  await expect(page).toHaveURL(/\/Suppliers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Suppliers' });
  // 4 demo suppliers and 5 more: one page.
  await expect(table.getByRole('row')).toHaveCount(1 + 9);
  await expect(page.getByRole('navigation', { name: 'Suppliers pages' })).toHaveCount(0);

  // ---- Add Suppliers: the spec's messages when nothing is filled in.
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Suppliers' });
  await expect(dialog).toBeVisible();
  const nameBox = dialog.getByRole('combobox', { name: 'Supplier name' });
  await expect(nameBox).toBeFocused();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  for (const message of [
    SUPPLIER_MSG.name,
    SUPPLIER_MSG.accountNumber,
    SUPPLIER_MSG.minimumOrder,
    SUPPLIER_MSG.orderCutoff,
    SUPPLIER_MSG.deliveryDays,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect(nameBox).toHaveAccessibleDescription(SUPPLIER_MSG.name);
  await expect(dialog.getByLabel('Account number')).toHaveAccessibleDescription(SUPPLIER_MSG.accountNumber);
  // The Wednesday checkbox carries the delivery-days message (spec 5).
  const wednesday = dialog.getByRole('checkbox', { name: 'Wednesday' });
  await expect(wednesday).toHaveAttribute('aria-invalid', 'true');
  await expect(wednesday).toHaveAccessibleDescription(SUPPLIER_MSG.deliveryDays);
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).not.toHaveAttribute('aria-invalid', 'true');

  // Fill in the account details once; the name comes from the suggestions.
  await dialog.getByLabel('Account number').fill('GA-2231');
  await dialog.getByLabel('Credit terms').fill('Net 30');
  await dialog.getByLabel('Minimum order ($)').fill('120');
  await dialog.getByLabel('Order cutoff').selectOption({ label: '2:00 PM' });
  await day(dialog, 'Monday').click();
  await day(dialog, 'Thursday').click();
  await expect(dialog.getByText(SUPPLIER_MSG.deliveryDays)).toHaveCount(0);
  await expect(dialog.getByText(SUPPLIER_MSG.minimumOrder)).toHaveCount(0);
  await dialog.getByLabel('Contact name').fill('Gwen Acres');
  await dialog.getByLabel('Contact phone').fill('519 555 0177');
  await dialog.getByLabel('Contact email').fill('gwen@greenacres.e2e.test');

  // Suggestions start after 2 characters; a supplier already in the list is marked and refused.
  await nameBox.fill('Fr');
  await expect(dialog.getByText('Type more than 2 characters to see suggestions')).toBeVisible();
  await nameBox.fill('Fresh');
  const suggestions = dialog.getByRole('listbox', { name: 'Supplier name suggestions' });
  const fresh = suggestions.getByRole('option', { name: /Fresh Valley Produce/ });
  await expect(fresh).toContainText('Already in your list');
  await fresh.click();
  await expect(nameBox).toHaveValue('Fresh Valley Produce');
  await expect(dialog.getByText('Already in your list: edit it in the table instead')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog.getByText('This supplier is already in your list')).toBeVisible();

  // ---- The existing supplier, found by searching its name.
  await nameBox.fill('green acr');
  const green = suggestions.getByRole('option', { name: new RegExp(GREEN.name) });
  await expect(green).toContainText('Guelph');
  await expect(green).not.toContainText('Already in your list');
  await green.click();
  await expect(nameBox).toHaveValue(GREEN.name);
  await expect(dialog.getByText('Existing supplier in Guelph')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and add another' }).click();
  await expect(dialog.getByText(SUPPLIER_MSG.supplierAdded)).toBeVisible();
  await expect(dialog.getByText(SUPPLIER_MSG.supplierAddedTitle, { exact: true })).toBeVisible();
  // The form starts again, empty, on the name.
  await expect(nameBox).toHaveValue('');
  await expect(nameBox).toBeFocused();
  await expect(dialog.getByLabel('Account number')).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();

  // ---- A new supplier, with the contact checks of the form.
  await nameBox.fill(RIVERSIDE);
  await expect(dialog.getByText('No known supplier by that name: it will be added as a new supplier')).toBeVisible();
  await dialog.getByLabel('Account number').fill('RB-77');
  await dialog.getByLabel('Minimum order ($)').fill('60');
  await dialog.getByLabel('Order cutoff').selectOption({ label: '4:00 PM' });
  await day(dialog, 'Tuesday').click();
  await day(dialog, 'Friday').click();
  await dialog.getByLabel('Contact name').fill('Rosa Baker');
  await dialog.getByLabel('Contact phone').fill('12');
  await dialog.getByLabel('Contact email').fill('rosa@');
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog.getByLabel('Contact phone')).toHaveAccessibleDescription('Please enter a valid phone number');
  await expect(dialog.getByLabel('Contact email')).toHaveAccessibleDescription('Please enter a valid email address');
  await dialog.getByLabel('Contact phone').fill('(416) 555-0188');
  await dialog.getByLabel('Contact email').fill('rosa@riverside.e2e.test');
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog.getByText(SUPPLIER_MSG.supplierAdded)).toBeVisible();
  // Save and close: the banner, then the dialog closes by itself after 3 seconds.
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // ---- The list: 11 suppliers on two pages of 10, names linking to their product pages.
  const pages = page.getByRole('navigation', { name: 'Suppliers pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 10);
  const greenRow = table.getByRole('row', { name: new RegExp(GREEN.name) });
  await expect(greenRow).toContainText('GA-2231');
  await expect(greenRow).toContainText('Net 30');
  await expect(greenRow).toContainText('Minimum $120.00');
  await expect(greenRow).toContainText('900 Woolwich St');
  await expect(greenRow.getByRole('button', { name: /Gwen Acres/ })).toBeVisible();
  await expect(greenRow.getByRole('link', { name: GREEN.name })).toHaveAttribute('href', /^\/Products\/\d+$/);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  const riversideRow = table.getByRole('row', { name: new RegExp(RIVERSIDE) });
  await expect(riversideRow).toContainText('RB-77');
  await expect(riversideRow).toContainText('Minimum $60.00');

  // ---- Add contact: the spec's messages, then the success banner and the dialog closes by itself.
  await riversideRow.getByRole('button', { name: `Add contact for ${RIVERSIDE}` }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(contactDialog).toBeVisible();
  await contactDialog.getByRole('button', { name: 'Add contact' }).click();
  for (const message of [SUPPLIER_MSG.contactName, SUPPLIER_MSG.contactPhone, SUPPLIER_MSG.contactEmail]) {
    await expect(contactDialog.getByText(message, { exact: true })).toBeVisible();
  }
  await contactDialog.getByLabel('Name').fill('Sam Ovens');
  await contactDialog.getByLabel('Phone').fill('416-555-0199');
  await contactDialog.getByLabel('Email').fill('orders@riverside.e2e.test');
  await contactDialog.getByLabel('Role (optional)').fill('Dispatch');
  await contactDialog.getByRole('checkbox', { name: 'Send new orders to this contact' }).check();
  await contactDialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(contactDialog.getByText(SUPPLIER_MSG.contactAdded)).toBeVisible();
  await expect(contactDialog).toBeHidden({ timeout: 10_000 });
  // The contact card lists both people, with call, sms and email links.
  const contactsButton = riversideRow.getByRole('button', { name: /Rosa Baker/ });
  await expect(contactsButton).toContainText('+1 more');
  await contactsButton.click();
  const card = page.getByRole('region', { name: `Contacts at ${RIVERSIDE}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Sam Ovens')).toBeVisible();
  await expect(card.getByText('Dispatch · Receives new orders')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call Sam Ovens' })).toHaveAttribute('href', 'tel:+14165550199');
  await expect(card.getByRole('link', { name: 'SMS Sam Ovens' })).toHaveAttribute('href', 'sms:+14165550199');
  await expect(card.getByRole('link', { name: 'Email Sam Ovens' })).toHaveAttribute(
    'href',
    'mailto:orders@riverside.e2e.test',
  );
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // ---- Edit the existing supplier's account information.
  await pages.getByRole('button', { name: 'Previous' }).click();
  await greenRow.getByRole('button', { name: `Edit ${GREEN.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Please enter your account information for a supplier' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Supplier name')).toHaveValue(GREEN.name);
  await expect(edit.getByLabel('Account number')).toHaveValue('GA-2231');
  await expect(edit.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await edit.getByLabel('Minimum order ($)').fill('');
  await edit.getByRole('button', { name: 'Save and close' }).click();
  await expect(edit.getByLabel('Minimum order ($)')).toHaveAccessibleDescription(SUPPLIER_MSG.minimumOrder);
  await edit.getByLabel('Minimum order ($)').fill('175');
  await edit.getByLabel('Account number').fill('GA-2231-01');
  await edit.getByLabel('Credit terms').fill('Net 21');
  await edit.getByRole('button', { name: 'Save and close' }).click();
  await expect(edit.getByText('Supplier updated')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 10_000 });
  await expect(greenRow).toContainText('GA-2231-01');
  await expect(greenRow).toContainText('Net 21');
  await expect(greenRow).toContainText('Minimum $175.00');

  // The name opens the supplier's product page.
  await greenRow.getByRole('link', { name: GREEN.name }).click();
  await expect(page).toHaveURL(/\/Products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: GREEN.name })).toBeVisible();

  // ---- The supplier sees the restaurant among its customers, with the account details.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, GREEN.email, GREEN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/MyCustomers$/);
  const customers = page.getByRole('table', { name: 'Customers' });
  const maple = customers.getByRole('row', { name: /Maple Bistro/ });
  await expect(maple).toBeVisible();
  await expect(customers.getByRole('row')).toHaveCount(2);
  await expect(maple).toContainText('214 King St W');
  await expect(maple).toContainText('GA-2231-01');
  await expect(maple).toContainText('Net 21');
  await expect(maple).toContainText('Minimum $175.00');
  await expect(maple).toContainText('Mon, Thu');
  await expect(maple).toContainText('Order by 2:00 PM');
});
