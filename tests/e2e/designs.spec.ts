import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support';
import { readDocument } from '../support/emulators';
import { buildSeed } from '../../emulators/seed/index';

const seededDesigns = buildSeed().designs.length;

/** A stored map field as plain values (readDocument unwraps only the top level). */
function plainMap(value: unknown): Record<string, unknown> {
  const fields = (value as { fields?: Record<string, Record<string, unknown>> } | undefined)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, 'nullValue' in v ? null : Object.values(v)[0]]));
}

test('designs page by page, ten at a time, the page in the address', async ({ page }) => {
  await signIn(page, undefined, '/designs');
  const range = page.getByTestId('designs-range');
  await expect(range).toHaveText(`Designs 1–10 of ${seededDesigns}`);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('design-D-0001')).toBeVisible();
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();
  await screenshot(page, 'designs-page-1');

  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(range).toHaveText(`Designs 11–20 of ${seededDesigns}`);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('design-D-0011')).toBeVisible();
  await expect(page.getByTestId('design-D-0001')).toHaveCount(0);

  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(range).toHaveText(`Designs 1–10 of ${seededDesigns}`);
  await page.goto('/designs?page=4');
  await expect(range).toHaveText(`Designs 31–${seededDesigns} of ${seededDesigns}`);
  await expect(page.getByRole('button', { name: 'Next →' })).toBeDisabled();
});

test('create a tag, tag a design, filter by it, unset it', async ({ page }) => {
  const version = `7.${Date.now() % 100000}`;
  const shown = `Bv${version}-1`;
  const stored = shown.replace(/\./g, ',');
  await signIn(page, undefined, '/designs');
  await expect(page.getByTestId('designs-range')).toHaveText(/^Designs 1–10 of/);

  // A new tag, written by the browser (rules: prefix-revision with commas, verifier = caller).
  const form = page.getByRole('form', { name: 'New tag' });
  await form.getByLabel('Tag id').fill('Bv7.1');
  await expect(form.getByText(/Use prefix-revision/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create tag' })).toBeDisabled();
  await form.getByLabel('Tag id').fill(shown);
  await form.getByRole('button', { name: 'Create tag' }).click();
  const listed = page.getByTestId(`tag-${stored}`);
  await expect(listed).toContainText(shown);
  await expect(listed).toContainText('Build tag');
  await expect(listed).toContainText('verifier ada');
  const tag = await readDocument(`tags/${stored}`);
  expect(tag?.verifier).toBe('ada');
  expect(plainMap(tag?.references)).toEqual({ [stored]: `v${version}` });

  // 'My tags' lists what I verified only.
  await page.getByRole('button', { name: 'My tags' }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByTestId(`tag-${stored}`)).toBeVisible();
  await expect(page.getByTestId('tag-list').getByText('verifier ada')).toHaveCount(
    await page.getByTestId('tag-list').locator('li').count(),
  );

  // Set it on D-0007 (PUT designs, query {id}, $set tag.{key}).
  const row = page.getByTestId('design-D-0007');
  await row.getByLabel('Tag for D-0007').selectOption(stored);
  await row.getByLabel('Value for D-0007').selectOption('pass');
  await row.getByRole('button', { name: 'Set' }).click();
  await expect(row.getByTestId('design-tag').filter({ hasText: shown })).toContainText(`${shown}: pass`);
  expect(plainMap((await readDocument('designs/D-0007'))?.tag)[stored]).toBe('pass');

  // Filter by it: only D-0007, and the filter is in the address.
  const filters = page.getByRole('form', { name: 'Add a tag filter' });
  await filters.getByLabel('Filter tag').selectOption(stored);
  await expect(page.getByTestId('filter-tag-info')).toContainText('Build tag · verified by ada');
  await filters.getByLabel('Filter condition').selectOption('exists');
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(stored).replace(/%2C/g, '(%2C|,)')}`));
  await expect(page.getByTestId('designs-range')).toHaveText('Designs 1–1 of 1');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('design-D-0007')).toBeVisible();
  await screenshot(page, 'designs-filtered');

  // 'is null' on the same tag: every design without a result for it, so not D-0007.
  await page.getByRole('button', { name: `Remove the filter ${shown}` }).click();
  await filters.getByLabel('Filter tag').selectOption(stored);
  await filters.getByLabel('Filter condition').selectOption('null');
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByTestId('tag-filter')).toContainText(`${shown} is null`);
  await expect(page.getByTestId('designs-range')).toHaveText(`Designs 1–10 of ${seededDesigns - 1}`);
  await expect(page.getByTestId('design-D-0007')).toHaveCount(0);

  // Back to 'exists'; unset removes the design from the filter.
  await page.goto(`/designs?tag=${stored}`);
  await expect(page.getByTestId('designs-range')).toHaveText('Designs 1–1 of 1');
  await page.getByRole('button', { name: `Unset ${shown} on D-0007` }).click();
  await expect(page.getByText('No design matches these tag filters.')).toBeVisible();
  await expect(page.getByTestId('designs-range')).toHaveText('No designs');
  expect(plainMap((await readDocument('designs/D-0007'))?.tag)).not.toHaveProperty(stored);
  await screenshot(page, 'designs-filter-empty');
});
