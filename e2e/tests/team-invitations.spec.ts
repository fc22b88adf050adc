import type { Page } from '@playwright/test';
import {
  apiPost,
  apiRegisterRestaurant,
  apiSignIn,
  apiSignUp,
  expect,
  expectRestaurantMenu,
  login,
  test,
} from '../fixtures.js';

const PASSWORD = 'Passw0rd!';

async function openTeamTab(page: Page) {
  await page.goto('/Settings?tab=Team+Members');
  await expect(page.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');
}

async function expectJoined(page: Page, team: string) {
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText(`You have joined ${team}.`)).toBeVisible();
  // After the 3-second countdown: the team's dashboard.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectRestaurantMenu(page);
}

test('an account added as a team member joins only when it accepts, then appears in the team', async ({
  page,
  browser,
  server,
}) => {
  test.slow(); // two browsers and a dozen steps on a shared machine
  const owner = await apiRegisterRestaurant(server, 'owner@maple.test', { password: PASSWORD });
  const member = 'cook@maple.test';
  const { post } = await apiSignUp(server, member, PASSWORD, { firstName: 'Cole', lastName: 'Cook' });
  await post('/auth/confirm_sign_up', { email: member, code: await server.codeFor(member) });

  await login(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openTeamTab(page);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByLabel('Email').fill(member);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(member)).toBeVisible();
  // Not a member yet.
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();

  // The invited account signs in: its Settings show the invitation, and it joins.
  const other = await browser.newContext({ baseURL: server.url });
  const cook = await other.newPage();
  await login(cook, member, PASSWORD);
  await expect(cook).toHaveURL(/\/settings$/i);
  const invitations = cook.getByRole('list', { name: 'Invitations' });
  await expect(invitations).toContainText('Maple Bistro invited you to join their team.');
  await invitations.getByRole('button', { name: 'Join Maple Bistro' }).click();
  await expectJoined(cook, 'Maple Bistro');
  await other.close();

  await page.reload();
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team members' }).getByText(member)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
});

test('an email without an account follows the mailed link, creates its account and joins; a cancelled link stops working', async ({
  page,
  server,
}) => {
  test.slow(); // a dozen steps on a shared machine
  const owner = await apiRegisterRestaurant(server, 'owner@maple.test', { password: PASSWORD });
  const { idToken } = await apiSignIn(server, owner.email, owner.password);
  await apiPost(server, '/user_add', { email: 'new.cook@maple.test', firstName: 'Nia' }, idToken);
  await apiPost(server, '/user_add', { email: 'not.needed@maple.test' }, idToken);
  const linkIn = async (email: string) => {
    const mail = await server.mailTo(email, /invited/);
    const link = mail.text.match(/https?:\/\/\S+\/invite\?token=[\w-]+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    return link ?? '';
  };

  // The owner withdraws one invitation from the Team Members tab.
  const unused = await linkIn('not.needed@maple.test');
  await login(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openTeamTab(page);
  await page.getByRole('button', { name: 'Cancel the invitation of not.needed@maple.test' }).click();
  await expect(page.getByText('Invitation cancelled', { exact: true })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText('not.needed@maple.test')).toHaveCount(0);
  await expect(pending.getByText('new.cook@maple.test')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(unused);
  await expect(page.getByRole('alert')).toContainText('This invitation is no longer valid.');

  await page.goto(await linkIn('new.cook@maple.test'));
  await expect(page.getByRole('heading', { name: 'Join Maple Bistro' })).toBeVisible();
  await expect(page.getByText('new.cook@maple.test')).toBeVisible();
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Cook');
  await page.getByLabel('Password', { exact: true }).fill('Kitchen-2024!');
  await page.getByLabel('Confirm password').fill('Kitchen-2024!');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expectJoined(page, 'Maple Bistro');
  await expect(page.getByRole('banner').getByText('Maple Bistro')).toBeVisible();
});
