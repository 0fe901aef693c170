import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { encodePanes } from '@workhub/domain';
import { screenshot, signIn } from './support';

/**
 * The calculations panes in the plume frame (docs/base-spec.md "Calculations as built"): a seeded
 * project's structure (inputs, versions, packages) edited and calculated, its new version arriving
 * live; the costs of a build-spec version beside the one before, opened from the address.
 */

const pane = (page: Page, name: 'centre' | 'right' | 'bottom' | 'floating') => page.locator(`[data-frame="plume"] [data-pane="${name}"]`);
/** P-1007: a seeded flag lot with one calculated version (emulators/seed/data/structure.ts). */
const PROJECT = 'P-1007';
const address = (panes: Parameters<typeof encodePanes<'plume'>>[1]) =>
  `/plum/plume?plume=${encodeURIComponent(encodePanes('plume', panes))}`;

test('the structure pane: edit the inputs, calculate, and watch the new version and package arrive', async ({ page }) => {
  await signIn(
    page,
    'eero@modulr.example',
    address({ centre: { view: 'structure', projectId: PROJECT }, right: { view: 'costs', version: 'v3.2.1' } }),
  );
  const structure = pane(page, 'centre').getByTestId('structure-pane');
  await expect(structure).toBeVisible();
  await expect(structure.getByLabel('Lot type')).toHaveValue('flag');
  const versions = structure.getByTestId('structure-versions').locator('tbody tr');
  await expect(versions.first()).toBeVisible();
  const before = await versions.count();
  await expect(structure.getByTestId('structure-stage')).toHaveAttribute('data-status', 'done');
  await screenshot(page, 'calculations-structure-pane');

  // Escape reverts, Enter commits; the x-bracing override is forced on.
  const wind = structure.getByLabel('Wind speed (mph)');
  const stored = await wind.inputValue();
  await wind.fill('150');
  await wind.press('Escape');
  await expect(wind).toHaveValue(stored);
  await wind.fill('145');
  await wind.press('Enter');
  await structure.getByLabel('Override x-bracing').selectOption('true');
  await expect(structure.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  // A second front line is wrong on a flag lot: Calculate waits until it is fixed.
  await structure.getByLabel('Parcel line 2 label').selectOption('front');
  await expect(structure.getByLabel('Input problems')).toContainText('A flag lot has 1 front parcel line (2 given)');
  await expect(structure.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await structure.getByLabel('Parcel line 2 label').selectOption('side');
  await structure.getByRole('button', { name: 'Calculate' }).click();

  await expect(versions).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(structure.getByTestId('structure-stage')).toHaveAttribute('data-status', 'done');
  await expect(structure.getByTestId('structure-stage')).toContainText(`v${before + 1}:`);
  await expect(versions.first().locator('td').first()).toHaveText(`v${before + 1}`);
  await expect(versions.first()).toContainText('x-bracing');
  await expect(versions.first()).toContainText('bracing overridden');
  await expect(structure.getByTestId('structure-packages').locator('tbody tr').first()).toContainText(`${PROJECT}-v${before + 1}`);
  await expect(structure.getByTestId('structure-packages')).toContainText('xbracing-details.pdf');
  await expect(wind).toHaveValue('145');
  await expect(structure.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await screenshot(page, 'calculations-structure-calculated');
});

test('the costs pane: a build-spec version against the one before, from the address', async ({ page }) => {
  await signIn(page, 'ada@modulr.example', address({ centre: { view: 'costs', version: 'v3.2.1' } }));
  const costs = pane(page, 'centre').getByTestId('costs-pane');
  await expect(costs.getByLabel('Costs version')).toHaveValue('v3.2.1');
  const table = costs.getByTestId('costs-table');
  await expect(table.locator('thead th')).toHaveText(['System', 'v3.2.0', 'v3.2.1', 'Change', '%']);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr[data-system="structure"] td').nth(4)).toHaveText(/^[+-]?\d+\.\d%$/);
  await screenshot(page, 'calculations-costs-pane');
  await costs.getByLabel('Costs version').selectOption('v2.1.0');
  await expect(costs.getByText('(the first version with costs)', { exact: false })).toBeVisible();
});

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-calculations') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-calculations');
  return getFirestore(app);
}

test('the costs pane updates prices: material and labour scaled by a percentage, said what it wrote, the table live', async ({ page }) => {
  // A costs version of this test's own (a copy of v3.2.1), so the seeded prices stay as they are for the other tests.
  const version = 'v90.0.1';
  const source = (await adminDb().doc('costs/v3.2.1').get()).data()!;
  await adminDb()
    .doc(`costs/${version}`)
    .set({ ...source, version });
  try {
    await signIn(page, 'ada@modulr.example', address({ centre: { view: 'costs', version } }));
    const costs = pane(page, 'centre').getByTestId('costs-pane');
    const table = costs.getByTestId('costs-table');
    await expect(table.locator('tbody tr[data-system="structure"] td').nth(4)).toHaveText('0.0%');
    const update = costs.getByTestId('update-prices');
    await expect(update.getByRole('button', { name: 'Update prices' })).toBeDisabled();
    await update.getByLabel('Change by percent').fill('10');
    await update.getByRole('button', { name: 'Update prices' }).click();
    await expect(update.getByTestId('update-prices-done')).toContainText(
      `Updated ${version} from its own costs: material and labour +10% on`,
    );
    await expect(update.getByTestId('update-prices-done')).toContainText('by ada');
    // The live table: v90.0.1 against v3.2.1 now changes by 10% on every system.
    await expect(table.locator('tbody tr[data-system="structure"] td').nth(4)).toHaveText('+10.0%');
    await screenshot(page, 'calculations-costs-update-prices');
    // A percentage outside what the service takes (-90 … 500 %) cannot be sent.
    await update.getByLabel('Change by percent').fill('-95');
    await expect(update.getByRole('button', { name: 'Update prices' })).toBeDisabled();
  } finally {
    await adminDb().doc(`costs/${version}`).delete();
  }
});
