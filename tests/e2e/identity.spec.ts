import { expect, test } from '@playwright/test';
import { PROVIDER_ORIGIN, chooseAccount, openInApp, screenshot, signIn } from './support';
import { customTokenFor, revokeSessions, untilSecondIsOver } from '../support/tokens';
import { uidForEmail } from '@workhub/domain';
import { setProviderAccountEnabled } from '../support/provider-flow';

test('an account outside the company domains ends on Not authorized, and can sign in again', async ({ page }) => {
  await page.goto('/admin/jobs');
  await chooseAccount(page, 'mallory@outside.example');
  await expect(page.getByTestId('not-authorized')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout\?signedOut=1/);
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  await screenshot(page, 'not-authorized');
  // Signing in again asks for the account again: the outsider's provider session was ended.
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await chooseAccount(page, 'eero@modulr.example');
  await expect(page.getByTestId('signed-in-user')).toHaveText('eero');
});

test('logout signs out of the app and the work account, then offers to sign in again', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'zaha@modulr-build.example', '/admin/jobs', { fresh: true });
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByTestId('signed-out')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
  // Nobody is signed in: no Logout link; and signing out raised no uncaught error on the way.
  await expect(page.getByRole('link', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  await screenshot(page, 'signed-out');
  expect(pageErrors).toEqual([]);
  // A signed-out browser opening a page is sent to sign in again.
  await page.goto('/admin/jobs');
  await chooseAccount(page, 'zaha@modulr-build.example');
  await expect(page.getByTestId('signed-in-user')).toHaveText('zaha');
});

test('the raw project page is for software engineers only', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'jean@modulr.example', '/raw?project=P-1002', { fresh: true });
  await expect(staff.getByText('Not authorized')).toBeVisible();
  await expect(staff.getByTestId('raw-project')).toHaveCount(0);
  // Without a project: plain staff get the refusal up front, not a chooser of every project that ends on it.
  await openInApp(staff, '/raw');
  await expect(staff.getByTestId('error-page')).toContainText('Not authorized');
  await expect(staff.getByTestId('project-picker')).toHaveCount(0);
  // Not even the project it opened last: no project page around the refusal, no project put in the address.
  await expect(staff.getByTestId('project-page')).toHaveCount(0);
  await expect(staff).toHaveURL(/\/raw$/);
  const engineer = await (await browser.newContext()).newPage();
  await signIn(engineer, 'grace@modulr.example', '/raw', { fresh: true });
  // A software engineer (fresh browser, no project remembered) chooses one.
  await engineer.getByTestId('project-picker').locator('[data-project="P-1002"]').click();
  await expect(engineer.getByTestId('raw-project')).toContainText('"id": "P-1002"');
  await staff.context().close();
  await engineer.context().close();
});

test('a revoked session shows: No longer authorized. Refresh to login again.', async ({ page }) => {
  await signIn(page, 'jean@modulr.example', '/admin/jobs', { fresh: true });
  // The page's ID token was issued by now: the revocation must fall in a later second.
  await untilSecondIsOver(Math.floor(Date.now() / 1000));
  await revokeSessions(uidForEmail('jean@modulr.example'));
  await page.getByLabel('Title of a new job').fill(`Revoked Probe ${Date.now()}`);
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByTestId('toast-jobs')).toContainText('No longer authorized. Refresh to login again.');
  await screenshot(page, 'no-longer-authorized');
});

test('opening /logout directly raises no page error', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'jean@modulr.example', '/', { fresh: true });
  await page.goto('/logout');
  await expect(page.getByTestId('signed-out')).toBeVisible({ timeout: 20_000 });
  await page.goto('/logout');
  await expect(page.getByTestId('signed-out')).toBeVisible({ timeout: 20_000 });
  expect(pageErrors).toEqual([]);
});

test('a Firebase session without the staff claim sees no page: it ends on Not authorized', async ({ page }) => {
  // The exchange answers a custom token without `allowed` (as a misconfigured or older exchange
  // would): the app must not show its pages to that session.
  const token = await customTokenFor('jean@modulr.example', {});
  await page.route('**/api/auth/token', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: { customToken: token, claims: {} }, error: null }),
    }),
  );
  let sawShell = false;
  await page.exposeFunction('sawShell', () => (sawShell = true));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="menu"], [data-testid="signed-in-user"]'))
        (window as unknown as { sawShell: () => void }).sawShell();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin/jobs');
  await chooseAccount(page, 'jean@modulr.example');
  await expect(page.getByTestId('not-authorized')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('not-authorized')).toContainText('jean@modulr.example is not a WorkHub staff account');
  expect(sawShell).toBe(false);
});

test('one identity per person: a second work account with a user name another email holds is refused, and told why', async ({ page }) => {
  // Two people whose addresses share the part before the @, at the two company domains.
  const name = `twin${Date.now().toString(36)}`;
  await signIn(page, `${name}@modulr.example`, '/admin/jobs', { fresh: true });
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByTestId('signed-out')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await chooseAccount(page, `${name}@modulr-build.example`);
  const refused = page.getByTestId('not-authorized');
  await expect(refused).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('not-authorized-reason')).toContainText(
    `The user name "${name}" already belongs to ${name}@modulr.example`,
  );
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  await screenshot(page, 'user-name-taken');
});

test('an account disabled at the identity provider sees its refusal, and signs in once enabled again', async ({ page }) => {
  const email = 'frances@modulr.example';
  await setProviderAccountEnabled(email, false);
  try {
    await page.goto('/admin/jobs');
    await page.waitForURL((url) => url.origin === PROVIDER_ORIGIN);
    await page.getByRole('button', { name: email, exact: true }).click();
    // The provider sends the app an error (access_denied, AADSTS50057): the app says so, and stays.
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(
      `Your work account refused the sign-in: AADSTS50057: The user account is disabled. The account ${email} has been disabled by an administrator.`,
    );
    await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
    await screenshot(page, 'disabled-at-provider');
  } finally {
    await setProviderAccountEnabled(email, true);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByTestId('signed-out')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await chooseAccount(page, email);
  await expect(page.getByTestId('signed-in-user')).toHaveText('frances');
});
