import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { NO_POINTS, currentBlockVersion, formatBlockVersion, nextBlockVersion, parseBlockVersion } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt, useTestCollabServer } from './collab-test-server';
import { screenshot, signIn } from './support';

const seed = buildSeed();
const current = seed.blocks.filter((b) => !('version' in b.data));
const blockNamed = (name: string) => current.find((b) => b.data.name === name)!;
const versionAfterCommit = (name: string) =>
  formatBlockVersion(
    nextBlockVersion(
      currentBlockVersion(
        blockNamed(name).data,
        seed.blocks.filter((b) => b.data.name === name && 'version' in b.data).map((b) => b.data.version),
      ),
    ),
  );

/** Dark pixels on the drawing's canvas (the grid is too light to count): the canvas drew something. */
async function inkOn(page: Page): Promise<number> {
  return page
    .getByTestId('block-canvas')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3]! > 128 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) ink++;
      return ink;
    });
}

/** Firestore with the Admin SDK (the emulator, FIRESTORE_EMULATOR_HOST): writes around the services, as a script could. */
function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-blocks') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-blocks');
  return getFirestore(app);
}

/** Removes a test block (every version) and its workspaces with their content. */
async function removeBlock(name: string) {
  const db = adminDb();
  const [blocks, workspaces] = await Promise.all([
    db.collection('blocks').where('name', '==', name).get(),
    db.collection('workspaces').where('workspaceName', '==', name).get(),
  ]);
  for (const doc of blocks.docs) await doc.ref.delete();
  for (const doc of workspaces.docs) await db.recursiveDelete(doc.ref);
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

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
  await expect(facts).toContainText(`3'-0" × 8'-0"`);
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

  // Assigned to the signed-in user's Onshape document (POST /base/blocks/assign): the live block shows it.
  const assign = page.getByRole('form', { name: 'Assign to an Onshape document' });
  await expect(assign.getByLabel('User')).toHaveValue('zaha');
  await assign.getByLabel('Onshape URL').fill('https://cad.onshape.com/documents/0123456789abcdef01234567');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByRole('status')).toHaveText("stair-l-turn-3x8 is assigned to zaha's Onshape document.");
  await expect(page.getByRole('table', { name: 'Assignments' }).getByRole('row').filter({ hasText: 'zaha' })).toContainText(
    'https://cad.onshape.com/documents/0123456789abcdef01234567',
  );

  // A missing block is the one 404 page.
  await page.goto('/block/no-such-block');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('admin: block workspaces are listed live and can be opened and deleted; an object without points says so', async ({ browser }) => {
  const admin = await newUser(browser);
  const engineer = await newUser(browser);
  await signInAt(admin, 'ada@modulr.example', '/admin/blocks');
  // The seeded workspaces, with their creators.
  for (const ws of seed.workspaces.filter((w) => w.data.workspaceType === 'block'))
    await expect(workspaceRow(admin, ws.id)).toContainText(String(ws.data.workspaceName));
  await expect(workspaceRow(admin, 'block-ws-zaha')).toContainText('eero, jean');

  await signIn(engineer, 'eero@modulr.example', '/');
  const blockName = 'stair-switchback-5x13';
  const id = await openWorkspaceOn(engineer, blockName);
  // The admin's list shows it without a reload.
  await expect(workspaceRow(admin, id)).toContainText(blockName);
  await expect(workspaceRow(admin, id)).toContainText('eero');
  await screenshot(admin, 'admin-blocks');

  // A geometry with no points is 'No points'.
  await engineer
    .getByTestId('layer-row')
    .filter({ has: engineer.getByRole('button', { name: 'stair', exact: true }) })
    .getByRole('button', { name: 'stair', exact: true })
    .click();
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

test('admin: committing a workspace from the list asks for a message, makes the next block version and refreshes its class block', async ({
  page,
}) => {
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

  await expect(classPage.getByTestId('class-block-version')).toHaveText(
    formatBlockVersion({ ...classVersion, patch: classVersion.patch + 1 }),
  );
  await expect(classPage.getByTestId('class-block-block').filter({ hasText: blockName })).toContainText(next);
  await expect(classPage.getByTestId('class-block-facts')).toContainText('by ada');
});

test('a malformed stored block is named on /block and /admin/blocks, and every other block still shows', async ({ page }) => {
  const id = `e2e~broken-${suffix()}`;
  const name = `broken ${id.slice(10)}`;
  // Written around the services: the points are not a list and the depth is missing.
  await adminDb()
    .doc(`blocks/${id}`)
    .set({
      name,
      categoryName: 'bath',
      width: 96,
      layers: { 'design/walls': { objects: [{ name: 'wall', type: 'rect', points: 'none' }] } },
    });
  try {
    await signInAt(page, 'ada@modulr.example', '/block');
    for (const path of ['/block', '/admin/blocks']) {
      if (path !== '/block') await page.goto(path);
      const report = page.getByTestId('invalid-blocks');
      await expect(report).toContainText(`1 block could not be read: ${id}`);
      await expect(report).toContainText('layers.design/walls.objects.0.points');
      await expect(report).toContainText('height');
      await expect(page.getByTestId('block-row')).toHaveCount(current.length);
      await expect(page.getByTestId('block-row').filter({ hasText: name })).toHaveCount(0);
    }
    await screenshot(page, 'blocks-invalid');
  } finally {
    await adminDb().doc(`blocks/${id}`).delete();
  }
  await page.reload();
  await expect(page.getByTestId('block-row')).toHaveCount(current.length);
  await expect(page.getByTestId('invalid-blocks')).toHaveCount(0);
});

test('a block whose name has spaces has working pages: earlier versions in version order, a v0 site block opens with its client layers', async ({
  browser,
}) => {
  const run = suffix();
  const name = `e2e site pad ${run}`;
  const id = `e2e~site-pad-${run}`;
  const common = { name, categoryName: 'site', type: 'pad', designer: 'ada', key: `site/${name}`, width: 96, height: 96 };
  const layers = {
    'design/walls': { objects: [{ name: 'pad', type: 'rect', points: [0, 0, 96, 0, 96, 96, 0, 96] }] },
    'client/boundary': { objects: [] },
  };
  const db = adminDb();
  await db.doc(`blocks/${id}`).set({ ...common, layers, currentVersion: 'v0.11.0' });
  // Archived versions whose text order is not their version order.
  for (const version of ['v0.10.0', 'v0.2.0', 'v0.9.0']) await db.doc(`blocks/${id}~${version}`).set({ ...common, layers, version });
  const admin = await newUser(browser);
  const staff = await newUser(browser);
  try {
    await signInAt(admin, 'ada@modulr.example', '/block');
    await admin.getByLabel('Find a block').fill(name);
    await admin.getByRole('link', { name, exact: true }).first().click();
    const address = new RegExp(`/block/${encodeURIComponent(name)}$`);
    await expect(admin).toHaveURL(address);
    await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(admin.getByTestId('block-version')).toHaveText('v0.11.0');
    await expect(admin.getByTestId('block-earlier-versions')).toHaveText('v0.2.0, v0.9.0, v0.10.0');
    // v0 and nothing drawn on client/boundary: geographic, so the client layers are shown.
    const legend = admin.getByRole('group', { name: 'Layers' });
    await expect(legend.getByLabel('client/boundary')).toBeChecked();
    await expect(legend.getByLabel('design/walls')).toBeChecked();
    // The menu entry and the admin page take the name too.
    await admin.goto('/block');
    await admin.getByTestId('menu-entry').filter({ hasText: name }).getByRole('link').click();
    await expect(admin).toHaveURL(address);
    await expect(admin.getByTestId('block-version')).toHaveText('v0.11.0');
    await admin.goto(`/admin/blocks/${encodeURIComponent(name)}`);
    await expect(admin.getByTestId('block-version')).toHaveText('v0.11.0');

    // The editor starts from the same rule: the workspace is w0.11.0.
    await admin.getByRole('button', { name: 'Edit in a workspace' }).click();
    await expect(admin).toHaveURL(/\/admin\/blocks\/workspace\/[A-Za-z0-9_-]+$/);
    const workspaceId = admin.url().split('/').pop()!;
    await expect(admin.getByTestId('connection-status')).toHaveText('Connected');
    await expect(admin.getByRole('checkbox', { name: 'Show client/boundary' })).toBeChecked();
    await expect(admin.getByRole('checkbox', { name: 'Show design/walls' })).toBeChecked();
    expect((await db.doc(`workspaces/${workspaceId}`).get()).get('s3Name')).toBe(`base/blocks/${name}/${workspaceId}.json`);

    // Soft-deleted (as an admin may, straight in Firestore): gone from the list unless asked for.
    await admin.goto('/admin/blocks');
    await expect(workspaceRow(admin, workspaceId)).toContainText(name);
    await db.doc(`workspaces/${workspaceId}`).update({ deleted: true });
    await expect(workspaceRow(admin, workspaceId)).toHaveCount(0);
    await admin.getByLabel('Include deleted workspaces').check();
    await expect(workspaceRow(admin, workspaceId)).toContainText(`${name} (deleted)`);
    await expect(workspaceRow(admin, workspaceId).getByRole('button', { name: 'Commit' })).toBeDisabled();
    await admin.getByLabel('Include deleted workspaces').uncheck();
    await expect(workspaceRow(admin, workspaceId)).toHaveCount(0);
    // Other staff have no such option (the rules let them list only live workspaces).
    await signInAt(staff, 'jean@modulr.example', '/admin/blocks');
    await expect(staff.getByRole('heading', { name: 'Block workspaces' })).toBeVisible();
    await expect(staff.getByLabel('Include deleted workspaces')).toHaveCount(0);
  } finally {
    await removeBlock(name);
    await admin.context().close();
    await staff.context().close();
  }
});

test('a block page says when it shows saved data: offline, then live again once back online', async ({ page, context }) => {
  await signIn(page, 'jean@modulr.example', '/block/bath-full-5x9');
  await expect(page.getByTestId('block-facts')).toContainText('bath/bath-full-5x9');
  await expect(page.getByTestId('live-status')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('live-status')).toHaveText('Offline — showing saved data', { timeout: 30_000 });
  await expect(page.getByTestId('block-facts')).toContainText('bath/bath-full-5x9');
  await context.setOffline(false);
  await expect(page.getByTestId('live-status')).toHaveCount(0, { timeout: 30_000 });
});
