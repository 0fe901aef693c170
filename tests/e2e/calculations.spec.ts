import { expect, test, type Page } from '@playwright/test';
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
