import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support';
import { buildSeed } from '../../emulators/seed/index';
import { SEED_MATERIALS } from '../../emulators/seed/data/storage';

test('the materials library shows every category and material, and the environment textures with previews', async ({ page }) => {
  await signIn(page, undefined, '/materials');
  await expect(page.getByRole('heading', { name: 'Materials library' })).toBeVisible();
  await expect(page.getByTestId('material')).toHaveCount(SEED_MATERIALS.length);
  await expect(page.getByTestId('material-category')).toHaveCount(new Set(SEED_MATERIALS.map((m) => m.category)).size);
  await expect(page.getByRole('article', { name: 'White oak plank, natural' })).toContainText('0.55');
  // The environments/ folder entry is dropped: five textures, each previewed through a presigned URL.
  const textures = page.getByTestId('environment-texture');
  // The page's first reads start several function instances at once; the emulator's cold starts can take over 10 s.
  await expect(textures).toHaveCount(5, { timeout: 30_000 });
  await expect(textures.filter({ hasText: 'golden-hour' })).toHaveCount(1);
  const preview = textures.first().locator('img');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  // A material's texture swatch loads too.
  await expect
    .poll(() => page.getByRole('img', { name: 'White oak plank, natural texture' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(32);
  await screenshot(page, 'materials-library');
});

test('a legacy asset generation runs to done with live status, then a design package of it', async ({ page }) => {
  const project = buildSeed().projects.find((p) => (p.data.base as { latest?: { version?: string } } | undefined)?.latest?.version)!;
  const latest = (project.data.base as { latest: { version: string } }).latest.version;
  await signIn(page, undefined, `/legacy-assets?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Legacy assets' })).toBeVisible();
  const row = page.locator(`[data-testid="legacy-version"][data-version="${latest}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Generate/ }).click();
  await expect(row.getByTestId('legacy-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(row.getByRole('img', { name: 'Floor plan' })).toBeVisible();
  await screenshot(page, 'legacy-assets-done');

  // The design package of the generated version; the answer's refreshed state shows it.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Make design package/ }).click();
  await expect(page.getByTestId('design-package')).toContainText(latest);
});

test('the legacy assets project picker names each project with its client (projects read with the registry schema)', async ({ page }) => {
  const project = buildSeed().projects.find((p) => typeof p.data.clientName === 'string' && p.data.clientName)!;
  await signIn(page, undefined, '/legacy-assets');
  const picker = page.getByRole('combobox', { name: 'Project' });
  await expect(picker.locator(`option[value="${project.id}"]`)).toHaveText(`${project.id} — ${String(project.data.clientName)}`);
});
