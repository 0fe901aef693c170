import { expect, test } from '@playwright/test';
import { describeConfiguration, type ClassBlock } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { screenshot, signIn } from './support';

const classBlocks = buildSeed().classBlocks.map((c) => c.data as unknown as ClassBlock);
const named = (key: string) => classBlocks.find((c) => c.key === key)!;
const categories = new Set(classBlocks.map((c) => c.categoryName));

test('class blocks: listed by category, with configurations as values, (type) or true | false', async ({ page }) => {
  await signIn(page, 'jean@modulr.example', '/plum/class-blocks');
  await expect(page.getByRole('heading', { level: 1, name: 'Class blocks' })).toBeVisible();
  await expect(page.getByTestId('class-block-count')).toHaveText(`${classBlocks.length} class blocks in ${categories.size} categories`);
  await expect(page.getByTestId('class-block-category')).toHaveCount(categories.size);

  const powder = named('bath/powder');
  const row = page.getByRole('region', { name: 'Category bath' }).getByTestId('class-block-row').filter({ hasText: 'powder' });
  await expect(row).toContainText(powder.version);
  await expect(row).toContainText(`size: ${powder.configurations[0]!.values!.join(' | ')}`);
  await expect(row).toContainText('mirrored: true | false');
  await expect(row).toContainText('clearance: (number)');
  await expect(row).toContainText('note: (string)');
  await screenshot(page, 'class-blocks');

  // A category page lists only its class blocks.
  // The menu lists each category and its class blocks.
  await expect(page.getByTestId('menu-entry').filter({ hasText: /^kitchen$/ })).toHaveCount(1);
  await expect(page.getByTestId('menu-entry').filter({ hasText: '· galley' })).toHaveCount(1);
  await page.getByRole('region', { name: 'Category kitchen' }).getByRole('link', { name: 'kitchen', exact: true }).click();
  await expect(page).toHaveURL(/\/plum\/class-blocks\/kitchen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class blocks: kitchen');
  await expect(page.getByTestId('class-block-row')).toHaveCount(classBlocks.filter((c) => c.categoryName === 'kitchen').length);
});

test('a class block shows its fields, configurations, assemblies with Onshape configurations, and draws a chosen block', async ({
  page,
}) => {
  const cb = named('stair/l-turn');
  await signIn(page, 'jean@modulr.example', `/plum/class-blocks/${cb.key}`);
  await expect(page.getByRole('heading', { level: 1, name: cb.name })).toBeVisible();
  const facts = page.getByTestId('class-block-facts');
  await expect(facts).toContainText(cb.key);
  await expect(facts).toContainText(cb.categoryName);
  await expect(page.getByTestId('class-block-version')).toHaveText(cb.version);
  const configurations = page.getByTestId('configuration');
  await expect(configurations).toHaveCount(cb.configurations.length);
  for (const [i, c] of cb.configurations.entries()) await expect(configurations.nth(i)).toHaveText(`${c.name}${describeConfiguration(c)}`);
  const assemblies = page.getByTestId('assembly');
  await expect(assemblies).toHaveCount(cb.assemblies.length);
  const first = cb.assemblies[0]!;
  await expect(assemblies.first()).toContainText(first.name);
  for (const [parameter, value] of Object.entries(first.onshapeConfigurations))
    await expect(assemblies.first()).toContainText(`${parameter} = ${String(value)}`);
  await expect(page.getByTestId('class-block-block')).toHaveCount(cb.blocks.length);

  // Choosing a block draws it below: /plum/class-blocks/{category}/{name}/{block}.
  const block = cb.blocks[1]!;
  await page.getByRole('link', { name: block, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/plum/class-blocks/${cb.key}/${block}$`));
  const drawing = page.getByRole('region', { name: `Block ${block}` });
  await expect(drawing.getByRole('heading', { name: block })).toBeVisible();
  await expect(drawing.getByTestId('block-canvas').locator('canvas').first()).toBeVisible();
  await screenshot(page, 'class-block');

  // The category is optional when the name is unique; unknown names and foreign blocks are 404s.
  await page.goto(`/plum/class-blocks/${cb.name}`);
  await expect(page.getByRole('heading', { level: 1, name: cb.name })).toBeVisible();
  await page.goto(`/plum/class-blocks/${cb.name}/${block}`);
  await expect(page.getByRole('region', { name: `Block ${block}` })).toBeVisible();
  for (const path of ['/plum/class-blocks/no-such-class', `/plum/class-blocks/${cb.key}/bath-full-5x9`, '/plum/class-blocks/bath/galley']) {
    await page.goto(path);
    await expect(page.getByText('This page could not be found'), path).toBeVisible();
  }
});
