import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { buildSeed } from '../../emulators/seed/index';
import { PROJECT_ID } from '../support/emulators';
import { screenshot, signIn } from './support';

/**
 * Feature flags: an admin switches 'materialsLibrary' on /admin/features and another user's
 * browser shows or hides the materials area at once (page and admin menu entry); a non-admin
 * cannot switch. The flag goes back to its seeded state at the end.
 */
const FLAG = 'materialsLibrary';
const seeded = buildSeed().features.find((f) => f.id === FLAG)!.data;
const db = () => getFirestore(getApps().find((a) => a.name === 'flags-e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'flags-e2e'));

test.afterAll(async () => {
  await db().doc(`features/${FLAG}`).set(seeded);
});

test('an admin switches a flag and another user sees the area appear and disappear live', async ({ browser }) => {
  // Starts switched off, whatever the seed says (the seed has the library on).
  await db()
    .doc(`features/${FLAG}`)
    .set({ ...seeded, enabled: false });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'frances@modulr.example', '/admin/features'); // a workspace admin
  const row = admin.getByTestId(`feature-${FLAG}`);
  await expect(row).toHaveAttribute('data-enabled', 'no');
  await expect(row).toContainText('Everyone');
  await expect(admin.getByTestId('flags-read-only')).toHaveCount(0);

  // Another user, in a browser of their own, on the materials page and on the admin menu.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'eero@modulr.example', '/materials');
  await expect(staff.getByTestId('feature-off')).toContainText('This area is switched off');
  // The page in its place keeps the app's frame: one main, one h1, the breadcrumbs.
  await expect(staff.locator('main')).toHaveCount(1);
  await expect(staff.locator('h1')).toHaveCount(1);
  await expect(staff.getByTestId('feature-off').getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText(['Work']);
  await screenshot(staff, 'feature-off');
  const menu = await staffContext.newPage();
  await menu.goto('/admin');
  await expect(menu.getByRole('link', { name: 'Feature flags' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Materials library' })).toHaveCount(0);

  // On: the page and the menu entry appear without a reload; the row says who switched it.
  await admin.getByRole('switch', { name: FLAG }).click();
  await expect(row).toHaveAttribute('data-enabled', 'yes');
  await expect(staff.getByTestId('feature-off')).toHaveCount(0);
  await expect(staff.locator('main')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Materials library' })).toBeVisible();
  await expect(admin.getByTestId(`feature-${FLAG}-changed`)).toContainText('frances');
  await expect(admin.getByTestId(`feature-${FLAG}-changed`)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  const saved = (await db().doc(`features/${FLAG}`).get()).data()!;
  expect(saved).toMatchObject({ enabled: true, updatedBy: 'frances' });
  await screenshot(admin, 'feature-flags-admin');

  // Off again: gone for the other user at once.
  await admin.getByRole('switch', { name: FLAG }).click();
  await expect(row).toHaveAttribute('data-enabled', 'no');
  await expect(staff.getByTestId('feature-off')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Materials library' })).toHaveCount(0);

  await adminContext.close();
  await staffContext.close();
});

test('a user who is not a workspace admin sees the flags read-only and cannot switch them', async ({ page }) => {
  await signIn(page, 'eero@modulr.example', '/admin/features');
  await expect(page.getByTestId('flags-read-only')).toContainText('only workspace admins can switch');
  await expect(page.getByTestId('feature-liveViewer')).toContainText('Admin live viewer of open workspaces');
  const switches = page.getByRole('switch');
  await expect(switches).toHaveCount(buildSeed().features.length);
  for (const s of await switches.all()) await expect(s).toBeDisabled();
  await screenshot(page, 'feature-flags-read-only');
});

test('a flag for software engineers only shows its area to them and hides it from everyone else', async ({ browser }) => {
  // The audience is set by whoever defines a flag (not from the page): here straight in the emulator.
  await db()
    .doc(`features/${FLAG}`)
    .set({ ...seeded, enabled: true, audience: 'softwareEng' });
  const engineer = await (await browser.newContext()).newPage();
  await signIn(engineer, 'ada@modulr.example', '/materials');
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'eero@modulr.example', '/materials');
  await expect(staff.getByTestId('feature-off')).toBeVisible();
  await expect(engineer.locator('main')).toBeVisible();
  await expect(engineer.getByTestId('feature-off')).toHaveCount(0);
  // Switched off: gone for the engineer too.
  await db()
    .doc(`features/${FLAG}`)
    .set({ ...seeded, enabled: false });
  await expect(engineer.getByTestId('feature-off')).toBeVisible();
  await engineer.context().close();
  await staff.context().close();
});
