import { FEEDBACK_MSG } from '@app/contracts';
import { demoTest, expect, login } from '../fixtures.js';

/** Maple Bistro's owner writes from the Help page; the demo admin gets the email and handles it in the inbox. */
const test = demoTest;

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });

const PASSWORD = 'Demo1234!';
const SUBJECT = 'Sysco invoice stays in Parsing';
const MESSAGE = 'The invoice we uploaded this morning still shows Parsing.\nCan you look at it?';

test('a message from the Help page reaches the admins by email and in their inbox, where it is marked handled', async ({
  page,
  server,
}) => {
  await login(page, 'owner@maple.demo.test', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/Feedback$/);
  const form = page.getByRole('region', { name: 'Contact us' });
  // The questions are still there, beside the form.
  await expect(page.getByText('I forgot my password')).toBeVisible();

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Subject')).toHaveAccessibleDescription(FEEDBACK_MSG.subjectRequired);
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription(/Please write your message/);

  await form.getByLabel('Subject').fill(SUBJECT);
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(FEEDBACK_MSG.sent)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const mail = await server.mailTo('admin@demo.test', /^Help request:/);
  expect(mail.subject).toBe(`Help request: ${SUBJECT}`);
  expect(mail.text).toContain('owner@maple.demo.test');
  expect(mail.text).toContain('Maple Bistro');
  expect(mail.text).toContain('still shows Parsing.');

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'admin@demo.test', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const waiting = page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: /Open messages/ });
  await expect(waiting).toContainText('1');
  await expect(waiting).toHaveAttribute('href', '/FeedbackInbox');
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Help inbox' }).click();
  await expect(page).toHaveURL(/\/FeedbackInbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help inbox' })).toBeVisible();

  const card = page.getByRole('article', { name: SUBJECT });
  await expect(card).toContainText('owner@maple.demo.test');
  await expect(card).toContainText('Maple Bistro');
  await expect(card).toContainText('Can you look at it?');
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /Mark handled/ }).click();
  // Open messages are shown by default: the handled one leaves the list, and All shows it handled.
  await expect(card).toHaveCount(0);
  await expect(page.getByText('All messages handled')).toBeVisible();
  await page.getByText('All', { exact: true }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card).toContainText(/Handled by .* on /);

  // The inbox is the admins' only: a restaurant is sent home.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'owner@maple.demo.test', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/FeedbackInbox');
  await expect(page).toHaveURL(/\/$/);
});
