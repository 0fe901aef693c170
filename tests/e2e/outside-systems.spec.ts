import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support';
import { clearFaults, fault } from '../support/outside-systems';

/**
 * The admin page "Outside systems" (issue 24 item 7): an admin opens it from /admin and sees every
 * outside system of the test run configured and reachable; a stand-in that fails shows as
 * unreachable, named, after 'Check again'; other staff get the usual not-authorized page.
 */
const SYSTEMS = [
  'ERPNext',
  'Onshape',
  'Salesforce',
  'Google Places',
  'Zoning GIS',
  'Generator service',
  'Legacy asset service',
  'Identity provider (OpenID Connect)',
  'Microsoft Graph',
  'SMTP mail server',
  'File storage',
];

test.afterAll(async () => {
  await clearFaults('salesforce');
});

test('an admin opens Outside systems from /admin, sees every system reachable, and a failing one after Check again', async ({ page }) => {
  await signIn(page, 'ada@modulr.example', '/admin');
  await page.getByRole('link', { name: 'Outside systems' }).click();
  await expect(page).toHaveURL(/\/admin\/systems$/);
  await expect(page.getByRole('heading', { name: 'Outside systems' })).toBeVisible();
  await expect(page.getByTestId('outside-systems-summary')).toContainText(`${SYSTEMS.length} of ${SYSTEMS.length} reachable`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(SYSTEMS.length);
  for (const [i, name] of SYSTEMS.entries()) {
    await expect(rows.nth(i)).toContainText(name);
    await expect(rows.nth(i).locator('.system-state')).toHaveText('Reachable');
  }
  await expect(page.getByTestId('system-erp')).toContainText(new URL(process.env.ERP_URL ?? 'http://127.0.0.1:8700').host);
  await expect(page.getByTestId('outside-systems')).not.toContainText('workhub-local-secret');
  await expect(page.getByTestId('outside-systems-summary')).toContainText(/checked \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  await screenshot(page, 'outside-systems');

  await fault('salesforce', 'fail', 0);
  try {
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('state-salesforce')).toHaveText('Unreachable');
    await expect(page.getByTestId('detail-salesforce')).toContainText('Salesforce answered 503');
    await expect(page.getByTestId('outside-systems-summary')).toContainText(
      `${SYSTEMS.length - 1} of ${SYSTEMS.length} reachable, 1 unreachable`,
    );
    await expect(page.getByTestId('state-erp')).toHaveText('Reachable');
    await screenshot(page, 'outside-systems-unreachable');
  } finally {
    await clearFaults('salesforce');
  }
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('state-salesforce')).toHaveText('Reachable');
});

test('other staff get the not-authorized page', async ({ page }) => {
  await signIn(page, 'eero@modulr.example', '/admin/systems');
  await expect(page.getByTestId('error-page')).toContainText('Not authorized');
  await expect(page.getByTestId('outside-systems')).toHaveCount(0);
});
