import { expect, test, type Page } from '@playwright/test';
import { NO_POINTS, currentBlockVersion, formatBlockVersion, nextBlockVersion, parseBlockVersion } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt, useTestCollabServer } from './collab-test-server';
import { screenshot, signIn } from './support';


const seed = buildSeed();
const current = seed.blocks.filter((b) => !('version' in b.data));
const blockNamed = (name: string) => current.find((b) => b.data.name === name)!;
const versionAfterCommit = (name: string) =>
  formatBlockVersion(nextBlockVersion(currentBlockVersion(blockNamed(name).data, seed.blocks.filter((b) => b.data.name === name && 'version' in b.data).map((b) => b.data.version))));

/** Dark pixels on the drawing's canvas (the grid is too light to count): the canvas drew something. */
async function inkOn(page: Page): Promise<number> {
  return page.getByTestId('block-canvas').locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 128 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) ink++;
    return ink;
  });
}

const workspaceRow = (page: Page, id: string) => page.locator(`[data-testid="workspace-row"][data-workspace="${id}"]`);

async function openWorkspaceOn(page: Page, blockName: string): Promise<string> {
  await page.goto(`/block/${blockName}`);
  await page.getByRole('button', { name: 'Edit in a workspace' }).click();
  await expect(page).toHaveURL(/\/admin\/blocks\/workspace\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  return page.url().split('/').pop()!;
}

test('the block list shows the current blocks by category, and each block page draws its layers', async ({ page }) => {
  const categories = new Set(current.map((b) => b.data.categoryName));
  await signInAt(page, 'zaha@modulr-build.example', '/block');
  await expect(page.getByTestId('block-count')).toHaveText(`${current.length} blocks in ${categories.size} categories`);
  await expect(page.getByTestId('block-category')).toHaveCount(categories.size);
  await expect(page.getByTestId('block-row')).toHaveCount(current.length);
  // The menu lists them too, by category.
  await expect(page.getByTestId('menu-entry').filter({ hasText: 'stair-l-turn-3x8' })).toHaveCount(1);
  await screenshot(page, 'blocks-list');

  await page.getByLabel('Find a block').fill('stair-l-turn');
  await expect(page.getByTestId('block-row')).toHaveCount(current.filter((b) => String(b.data.name).includes('stair-l-turn')).length);
  await page.getByRole('link', { name: 'stair-l-turn-3x8', exact: true }).first().click();
  await expect(page).toHaveURL(/\/block\/stair-l-turn-3x8$/);
  const facts = page.getByTestId('block-facts');
  await expect(facts).toContainText('stair');
  await expect(facts).toContainText(`3' 0" × 8' 0"`);
  await expect(page.getByTestId('block-version')).toHaveText(/^v\d+\.\d+\.\d+$/);
  await expect(page.getByTestId('block-canvas').locator('canvas').first()).toBeVisible();
  await expect.poll(() => inkOn(page)).toBeGreaterThan(500);
  const drawn = await inkOn(page);
  // Hiding every layer leaves only the block's outline.
  for (const box of await page.getByRole('group', { name: 'Layers' }).getByRole('checkbox').all()) await box.uncheck();
  await expect.poll(() => inkOn(page)).toBeLessThan(drawn / 2);
  const outline = await inkOn(page);
  await page.getByRole('group', { name: 'Layers' }).getByRole('checkbox').first().check();
  await expect.poll(() => inkOn(page)).toBeGreaterThan(outline + 100);
  await screenshot(page, 'block-page');

  // A missing block is the one 404 page.
  await page.goto('/block/no-such-block');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('admin: block workspaces are listed live and can be opened and deleted; an object without points says so', async ({ browser }) => {
  const admin = await newUser(browser);
  const engineer = await newUser(browser);
  await signInAt(admin, 'ada@modulr.example', '/admin/blocks');
  // The seeded workspaces, with their creators.
  for (const ws of seed.workspaces) await expect(workspaceRow(admin, ws.id)).toContainText(String(ws.data.workspaceName));
  await expect(workspaceRow(admin, 'block-ws-zaha')).toContainText('eero, jean');

  await signIn(engineer, 'eero@modulr.example', '/');
  const blockName = 'stair-switchback-5x13';
  const id = await openWorkspaceOn(engineer, blockName);
  // The admin's list shows it without a reload.
  await expect(workspaceRow(admin, id)).toContainText(blockName);
  await expect(workspaceRow(admin, id)).toContainText('eero');
  await screenshot(admin, 'admin-blocks');

  // A geometry with no points is 'No points'.
  await engineer.getByTestId('layer-row').filter({ has: engineer.getByRole('button', { name: 'stair', exact: true }) }).getByRole('button', { name: 'stair', exact: true }).click();
  const objects = engineer.getByRole('region', { name: 'Objects in assemblies/stair' });
  const firstObject = objects.getByRole('button').first();
  const objectName = (await firstObject.textContent())!;
  await firstObject.click();
  await expect(engineer.getByTestId('object-panel')).toContainText(objectName);
  await engineer.locator('input[name="object-points"]').fill('');
  await engineer.locator('input[name="object-points"]').press('Enter');
  await expect(engineer.getByTestId('object-point-count')).toHaveText(NO_POINTS);
  await expect(objects.locator('li').filter({ hasText: objectName }).first()).toContainText(NO_POINTS);
  // Points that are not numbers are refused with a message, and nothing changes.
  await engineer.locator('input[name="object-points"]').fill('1, 2, three');
  await engineer.locator('input[name="object-points"]').press('Enter');
  await expect(engineer.getByText('Points must be numbers: x, y pairs in inches')).toBeVisible();
  await expect(engineer.getByTestId('object-point-count')).toHaveText(NO_POINTS);
  await screenshot(engineer, 'block-no-points');

  // Open goes to the editor; Delete asks first, then removes it everywhere.
  await workspaceRow(admin, id).getByRole('link', { name: 'Open' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/blocks/workspace/${id}$`));
  await expect(admin.getByTestId('connection-status')).toHaveText('Connected');
  await admin.goBack();
  await workspaceRow(admin, id).getByRole('button', { name: 'Delete' }).click();
  await workspaceRow(admin, id).getByRole('button', { name: 'Delete workspace' }).click();
  await expect(workspaceRow(admin, id)).toHaveCount(0);
  await expect(engineer.getByText('This page could not be found')).toBeVisible();
  await admin.context().close();
  await engineer.context().close();
});

test('admin: committing a workspace from the list asks for a message, makes the next block version and refreshes its class block', async ({ page }) => {
  await useTestCollabServer(page.context());
  const blockName = 'entry-canopy-6x5';
  const next = versionAfterCommit(blockName);
  const classBlock = seed.classBlocks.find((c) => (c.data.blocks as string[]).includes(blockName))!.data;
  const classVersion = parseBlockVersion(classBlock.version)!;
  await signIn(page, 'ada@modulr.example', '/');
  // The class block's page stays open in another tab: the commit reaches it live.
  const classPage = await page.context().newPage();
  await classPage.goto(`/plum/class-blocks/${String(classBlock.key)}`);
  await expect(classPage.getByTestId('class-block-version')).toHaveText(formatBlockVersion(classVersion));
  const id = await openWorkspaceOn(page, blockName);
  await page.getByRole('toolbar', { name: 'Editing' }).getByRole('link', { name: 'Blocks', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blocks$/);
  const row = workspaceRow(page, id);
  await row.getByRole('button', { name: 'Commit' }).click();
  await row.getByLabel('Commit message').fill('Canopy drawn again');
  await row.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Committed ${blockName} as ${next}.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/admin/blocks/${blockName}`);
  await expect(page.getByTestId('block-version')).toHaveText(next);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Canopy drawn again');

  await expect(classPage.getByTestId('class-block-version')).toHaveText(formatBlockVersion({ ...classVersion, patch: classVersion.patch + 1 }));
  await expect(classPage.getByTestId('class-block-block').filter({ hasText: blockName })).toContainText(next);
  await expect(classPage.getByTestId('class-block-facts')).toContainText('by ada');
});
