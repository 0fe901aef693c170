import { expect, test, type Page } from '@playwright/test';
import { BUILD_FIELDS, BUILD_TYPES, BUILD_TYPE_LABELS, buildSpecSchema, compareVersionTexts, type BuildType } from '@workhub/domain';
import { openInApp, screenshot, signIn } from './support';
import { buildSeed } from '../../emulators/seed/index';

/** The build specification pages and the version selector (core spec sections 2-3, 9). */

const specs = buildSeed()
  .buildSpecs.map((d) => buildSpecSchema.parse({ ...d.data, version: d.id }))
  .sort((a, b) => compareVersionTexts(a.version, b.version));
const newest = specs.at(-1)!;
const versions = specs.map((s) => s.version);

/** An item the newest release dropped, with the releases having it. */
const dropped = (() => {
  const name = Object.keys(specs[0]!.items).find((n) => !(n in newest.items) && specs.some((s, i) => i > 0 && n in s.items))!;
  return { name, having: specs.filter((s) => name in s.items).map((s) => s.version) };
})();

const selector = (page: Page, name = 'Build specification version') => page.getByRole('combobox', { name });
const optionTexts = (page: Page) =>
  page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => (o.querySelector('.version-text') ?? o).textContent!.trim()));

test('the version selector groups by minor, folds patches behind ..., shows all, and sets ?v=', async ({ page }) => {
  await signIn(page, undefined, '/plum/build');
  await expect(page.getByRole('heading', { name: 'Build Specification', level: 1 })).toBeVisible();
  const input = selector(page);
  await expect(input).toHaveValue(newest.version);
  await expect(page.locator('.build-version .version-tag')).toHaveText('latest');
  await expect(input).toHaveCSS('height', /^(28|30)px$/);
  await expect(page.getByTestId('release-message')).toHaveText(newest.message);

  await input.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // Newest patch of each minor; older patches behind '...'.
  expect(await optionTexts(page)).toEqual([
    'v3.2.1',
    '...',
    'v3.1.1',
    '...',
    'v3.0.0',
    'v2.1.0',
    'v2.0.1',
    '...',
    'v1.1.2',
    '...',
    'v1.0.1',
    '...',
    'Show all (13)',
  ]);
  const box = (await list.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(202);
  await screenshot(page, 'build-version-selector-grouped', false);

  await list.getByLabel('2 older patches of v1.1').click();
  expect(await optionTexts(page)).toEqual(expect.arrayContaining(['v1.1.1', 'v1.1.0']));
  await list.getByRole('option', { name: 'Show all (13)' }).scrollIntoViewIfNeeded();
  await list.getByRole('option', { name: 'Show all (13)' }).click();
  await list.evaluate((el) => (el.scrollTop = 0));
  await expect(list.getByRole('option').first()).toContainText('v3.2.1');
  await list.getByRole('option', { name: /^v2\.0\.0/ }).click();

  await expect(page).toHaveURL(/\/plum\/build\?v=v2\.0\.0$/);
  await expect(input).toHaveValue('v2.0.0');
  const v2 = specs.find((s) => s.version === 'v2.0.0')!;
  await expect(page.getByRole('heading', { name: 'Release v2.0.0' })).toBeVisible();
  await expect(page.getByTestId('release-message')).toHaveText(v2.message);
  await expect(page.getByTestId('released-by')).toHaveText(v2.releasedBy);
  const counts = page.getByTestId('type-counts');
  for (const type of BUILD_TYPES) {
    await expect(counts.getByRole('row', { name: new RegExp(`^${BUILD_TYPE_LABELS[type]} `) })).toContainText(
      String(Object.keys(v2[type]).length),
    );
  }
  // The menu keeps the chosen version.
  await page.getByTestId('menu').getByRole('link', { name: 'Processes', exact: true }).click();
  await expect(page).toHaveURL(/\/plum\/build\/processes\?v=v2\.0\.0$/);
  await expect(page.getByTestId('entry-count')).toHaveText(`${Object.keys(v2.processes).length} entries`);
  await screenshot(page, 'build-overview-menu');
});

test('an entry a release lacks: struck through in the selector, said clearly on the page', async ({ page }) => {
  await signIn(page, undefined, `/plum/build/items/${dropped.name}`);
  const notice = page.getByTestId('entry-missing');
  await expect(notice).toContainText(`${dropped.name} is not in release ${newest.version}.`);
  for (const v of dropped.having) await expect(notice.getByRole('link', { name: v, exact: true })).toBeVisible();
  const input = selector(page);
  await expect(input).toHaveClass(/missing/);
  await screenshot(page, 'build-entry-missing');

  await input.click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Show all/ })
    .scrollIntoViewIfNeeded();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Show all/ })
    .click();
  const struck = await page
    .getByRole('listbox')
    .locator('[role=option][data-missing] s')
    .evaluateAll((els) => els.map((e) => e.textContent));
  const lacking = versions.filter((v) => !dropped.having.includes(v)).reverse();
  // Only the rows in view are drawn (at most 200 px): every struck row drawn is a lacking version, in order.
  expect(struck.length).toBeGreaterThan(0);
  expect(struck).toEqual(lacking.slice(0, struck.length));
  const presentRow = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${dropped.having.at(-1)!.replace(/\./g, '\\.')}`) });
  await presentRow.scrollIntoViewIfNeeded();
  await expect(presentRow.locator('s')).toHaveCount(0);
  await screenshot(page, 'build-selector-struck', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // Keyboard: type to filter, arrows, Enter chooses.
  const target = dropped.having.at(-1)!;
  await input.focus();
  await page.keyboard.type(target.slice(1));
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?v=${target.replace(/\./g, '\\.')}$`));
  const spec = specs.find((s) => s.version === target)!;
  const item = spec.items[dropped.name]!;
  const fields = page.getByTestId('entry-fields');
  await expect(fields.locator('[data-field=owner]')).toHaveText(item.owner!);
  await expect(fields.locator('[data-field=description]')).toHaveText(item.description!);
  await expect(fields.locator('[data-field=specifiedProperties] li')).toHaveCount(item.specifiedProperties.length);
  for (const [key, value] of Object.entries(item.properties))
    await expect(fields.locator(`[data-field="${key}"]`)).toHaveText(String(value));
  await expect(page.getByTestId('entry-missing')).toHaveCount(0);
  await expect(page.getByTestId('presence').locator('li[data-present=false]')).toHaveCount(versions.length - dropped.having.length);
  await expect(page.getByTestId('entry-compare')).toContainText(/No changes to|changed|set to|added|removed|is in/);
  await screenshot(page, 'build-entry');

  // ArrowDown opens, moves, Enter picks; Escape closes without choosing.
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(new RegExp(`\\?v=${target.replace(/\./g, '\\.')}$`));
});

test('compare with another version shows the change list in words', async ({ page }) => {
  // An item that changed between two neighbouring releases.
  let found: { name: string; from: string; to: string } | undefined;
  for (let i = 1; i < specs.length && !found; i++) {
    const [a, b] = [specs[i - 1]!, specs[i]!];
    const name = Object.keys(b.items).find((n) => n in a.items && a.items[n]!.owner !== b.items[n]!.owner);
    if (name) found = { name, from: a.version, to: b.version };
  }
  expect(found).toBeDefined();
  const { name, from, to } = found!;
  const [a, b] = [specs.find((s) => s.version === from)!.items[name]!, specs.find((s) => s.version === to)!.items[name]!];
  await signIn(page, undefined, `/plum/build/items/${name}?v=${to}`);
  // The default comparison is with the release before.
  await expect(selector(page, 'Compare with version')).toHaveValue(from);
  await expect(page.getByTestId('change-list')).toContainText(`Owner changed from ${a.owner} to ${b.owner}`);
  await expect(page.getByTestId('change-list')).not.toContainText('{');
  await screenshot(page, 'build-entry-compare');
});

// One page load for every type: each type's page is opened in the running app, as a menu click does.
test('each type page shows its entries with their fields, and an entry opens with its fields', async ({ page }) => {
  await signIn(page, undefined, '/plum/build');
  for (const type of BUILD_TYPES) {
    await openInApp(page, `/plum/build/${type}`);
    const table = page.getByTestId('entries-table');
    await expect(table.locator('thead th'), type).toHaveText(['Name', ...BUILD_FIELDS[type].map((f) => f.label)]);
    await expect(table.locator('tbody tr'), type).toHaveCount(Object.keys(newest[type]).length);
    const name = Object.keys(newest[type]).sort()[0]!;
    await expect(table.locator('tbody tr').first().locator('td').first(), type).toHaveText(name);
    if (type === 'items' || type === 'processes' || type === 'systems') await screenshot(page, `build-type-${type}`, type !== 'items');
    await table.getByRole('link', { name, exact: true }).click();
    await expect(page.getByTestId('entry-heading'), type).toHaveText(name);
    await expect(page.getByTestId('entry-fields').locator('dt').first(), type).toHaveText(BUILD_FIELDS[type as BuildType][0]!.label);
  }
});

test('/build shows the build specification like /plum/build; an unknown version says so', async ({ page }) => {
  await signIn(page, undefined, '/build');
  await expect(page.getByRole('heading', { name: `Release ${newest.version}` })).toBeVisible();
  await page.goto('/plum/build?v=v9.9.9');
  await expect(page.getByTestId('unknown-version')).toContainText('There is no release v9.9.9');
});
