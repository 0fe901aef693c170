import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { formatAddress } from '@workhub/domain';
import { SOLD_PROJECTS } from '../../emulators/salesforce/sales';
import { screenshot, signIn } from './support';

/**
 * A project enters WorkHub from Salesforce (docs/decisions.md "Projects come from Salesforce"): a
 * management approver types the number of a project the sales team sold (one the Salesforce
 * stand-in holds and WorkHub does not: emulators/salesforce/sales.ts) on /dash, lands on its page
 * with the client and address Salesforce gave, and its board waits for a committed base. Someone
 * without the role is not offered the form.
 */

const SOLD = SOLD_PROJECTS[0]!;
const GRACE = 'grace@modulr.example'; // a management approver
const EERO = 'eero@modulr.example'; // a design approver only

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-projects-import') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-projects-import');
  return getFirestore(app);
}

// The sold project is WorkHub's only while this spec runs (the seeded list is the others' to count).
const forget = async () => adminDb().recursiveDelete(adminDb().doc(`projects/${SOLD.projectNumber}`));
test.beforeAll(forget);
test.afterAll(forget);

test('a management approver imports a project sold in Salesforce and lands on it; its board waits for a base', async ({ page }) => {
  await signIn(page, GRACE, '/dash');
  const form = page.getByTestId('import-project');
  await expect(form).toBeVisible();
  await expect(page.locator(`[data-testid="project-row"][data-project="${SOLD.projectNumber}"]`)).toHaveCount(0);

  // A number Salesforce does not hold: the service's reason, and the page stays.
  await form.getByRole('textbox', { name: 'Salesforce project number' }).fill('P-9999');
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-error')).toHaveText('No Salesforce project P-9999');
  await expect(page).toHaveURL(/\/dash$/);

  await form.getByRole('textbox', { name: 'Salesforce project number' }).fill(SOLD.projectNumber);
  await screenshot(page, 'projects-import-form', false);
  await form.getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(new RegExp(`/dash/${SOLD.projectNumber}$`));
  await expect(page.getByTestId('project-id')).toHaveText(SOLD.projectNumber);
  await expect(page.getByTestId('project-client')).toContainText(SOLD.clientName);
  await expect(page.getByTestId('project-address')).toHaveText(formatAddress(SOLD.site));
  // No base yet: no counts, pipe or opus tab (grace is a software engineer: raw).
  await expect(page.getByRole('navigation', { name: 'Project tabs' }).getByRole('link')).toHaveText(['Client', 'Design', 'Base', 'Raw']);
  await expect(page.getByTestId('project-tab-client')).toContainText(`${SOLD.apns[0]} — ${formatAddress(SOLD.site)}`);
  await screenshot(page, 'projects-import-project');
  await page.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Base' }).click();
  await expect(page.getByTestId('no-base')).toContainText('The counts, pipe and opus tabs appear once a design is committed.');

  await page.goto(`/dash2/${SOLD.projectNumber}`);
  await expect(page.getByTestId('board-empty')).toHaveText(
    `${SOLD.projectNumber} has no assemblies on its pipeline yet: they appear once its base design is committed.`,
  );
  await screenshot(page, 'projects-import-board');

  // On the list, live; importing it again says it is there already.
  await page.goto('/dash');
  const row = page.locator(`[data-testid="project-row"][data-project="${SOLD.projectNumber}"]`);
  await expect(row).toContainText(SOLD.clientName);
  await expect(row).toContainText('no base yet');
  await form.getByRole('textbox', { name: 'Salesforce project number' }).fill(SOLD.projectNumber);
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-error')).toHaveText(`Project ${SOLD.projectNumber} already exists`);
});

test('someone who is not a management approver is not offered the import', async ({ page }) => {
  await signIn(page, EERO, '/dash');
  await expect(page.getByTestId('import-project-hint')).toHaveText(
    'Projects come from Salesforce: Grace Hopper or Frances Allen (management approvers) import them here.',
  );
  await expect(page.getByTestId('import-project')).toHaveCount(0);
});
