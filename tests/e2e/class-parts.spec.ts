import { expect, test, type Page } from '@playwright/test';
import { CLASS_PART_OWNERS, ROUTINGS, formatVersion, nextClassPartVersion, parseVersion, sortClassPartVersions } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt } from './collab-test-server';
import { screenshot, signIn } from './support';

interface SeededPart {
  id: string;
  name: string;
  system: string;
  path: string;
  version: string;
  isActive: boolean;
  properties: { owner: string };
  routings: { id: string }[];
  onshapeDocuments: unknown[];
}

const seed = buildSeed();
const versions = seed.classParts.map((d) => d.data as unknown as SeededPart);
const paths = [...new Set(versions.map((v) => v.path))];
const versionsOf = (path: string) => sortClassPartVersions(versions.filter((v) => v.path === path));
const newestOf = (path: string) => versionsOf(path).at(-1)!;
const uniqueName = (path: string) => versions.filter((v) => v.name === newestOf(path).name && v.path !== path).length === 0;

// Read only: a part with older versions, its name used in one system only (so the system may be left out).
const browsed = paths.find((p) => versionsOf(p).length >= 2 && uniqueName(p))!;
// Changed by the workspace test: another part, with routings that leave room for one more.
const edited = paths.find((p) => p !== browsed && newestOf(p).routings.length >= 1 && newestOf(p).routings.length < ROUTINGS.length)!;

const NOT_FOUND = 'This page could not be found';

test('the class parts by system, each with its newest version; a system lists its own', async ({ page }) => {
  await signIn(page, 'zaha@modulr-build.example', '/plum/class-parts');
  await expect(page.getByTestId('class-part-count')).toHaveText(`${paths.length} class parts in 10 systems`);
  await expect(page.getByTestId('class-part-system')).toHaveCount(10);
  await expect(page.getByTestId('class-part-row')).toHaveCount(paths.length);
  const newest = newestOf(browsed);
  const row = page.locator(`[data-testid="class-part-row"][data-path="${browsed}"]`);
  await expect(row.getByTestId('class-part-newest')).toHaveText(newest.version);
  await expect(row).toContainText(newest.properties.owner);
  await expect(row).toContainText(newest.isActive ? 'Active' : 'Inactive');
  await expect(page.getByRole('region', { name: 'Open class-part workspaces' })).toBeVisible();
  await screenshot(page, 'class-parts-list');

  await page.goto(`/plum/class-parts/${newest.system}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Class parts: ${newest.system}`);
  await expect(page.getByTestId('class-part-row')).toHaveCount(paths.filter((p) => p.startsWith(`${newest.system}/`)).length);
});

test('every address form of a class part opens its page (system left out, an id with "~"); one that matches nothing is the 404 page', async ({
  page,
}) => {
  const all = versionsOf(browsed);
  const newest = all.at(-1)!;
  const oldest = all[0]!;
  await signIn(page, 'zaha@modulr-build.example', `/plum/class-parts/${browsed}`);
  await expect(page.getByTestId('class-part-version')).toHaveText(newest.version);
  await expect(page.getByTestId('class-part-shown')).toContainText(`newest version, ${newest.version}, of ${all.length}`);
  await expect(page.getByTestId('class-part-version-row')).toHaveCount(all.length);
  await screenshot(page, 'class-part-page');

  // The system left out: the name alone.
  await page.goto(`/plum/class-parts/${newest.name}`);
  await expect(page.getByTestId('class-part')).toHaveAttribute('data-path', browsed);
  await expect(page.getByTestId('class-part-version')).toHaveText(newest.version);

  // A class-part id ('system~name-v1.0.0'): that version, with or without the system.
  await page.goto(`/plum/class-parts/${oldest.id}`);
  await expect(page.getByTestId('class-part-version')).toHaveText(oldest.version);
  await expect(page.getByTestId('class-part-shown')).toContainText(`older version ${oldest.version}`);
  await expect(page.getByRole('region', { name: `Restore this version` })).toContainText('new version');
  await page.goto(`/plum/class-parts/${oldest.system}/${oldest.id}`);
  await expect(page.getByTestId('class-part-version')).toHaveText(oldest.version);
  await screenshot(page, 'class-part-older-version');

  // Comparing the oldest and newest lists the changes in words.
  await page.getByRole('combobox', { name: 'Compare to' }).click();
  await page.getByRole('option', { name: new RegExp(`^${newest.version.replace(/\./g, '\\.')}`) }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByTestId('class-part-changes')).toContainText(`From ${oldest.version} to ${newest.version}`);

  for (const address of [
    '/plum/class-parts/plumbing',
    '/plum/class-parts/plumbing/vanity',
    `/plum/class-parts/${newest.system}/no-such-part`,
    `/plum/class-parts/${newest.system}~${newest.name}-v99.0.0`,
    `/plum/class-parts/${newest.system === 'bath' ? 'deck' : 'bath'}/${newest.name}`,
  ]) {
    await page.goto(address);
    await expect(page.getByText(NOT_FOUND), address).toBeVisible();
  }
});

const versionRow = (page: Page, version: string) => page.locator(`[data-testid="class-part-version-row"][data-version="${version}"]`);

test('a class-part workspace from creation to commit: a second engineer on the class part sees the new version appear live', async ({
  browser,
}) => {
  const before = newestOf(edited);
  const next = formatVersion(nextClassPartVersion(parseVersion(before.version), 'minor'));
  const owner = CLASS_PART_OWNERS.find((o) => o !== before.properties.owner)!;
  const added = ROUTINGS.find((r) => !before.routings.some((x) => x.id === r.id))!;
  const lastBefore = before.routings.at(-1)!.id;
  const message = `Owner ${owner}; ${added.id} before ${lastBefore}`;
  const hex = (c: string) => c.repeat(24);
  const cadUrl = `https://cad.onshape.example/documents/${hex('a')}/w/${hex('b')}/e/${hex('c')}`;

  const engineer = await newUser(browser);
  const watcher = await newUser(browser);
  await signInAt(watcher, 'zaha@modulr-build.example', `/plum/class-parts/${edited}`);
  await expect(watcher.getByTestId('class-part-version')).toHaveText(before.version);

  await signInAt(engineer, 'eero@modulr.example', `/plum/class-parts/${edited}`);
  await engineer.getByRole('button', { name: 'Start a workspace' }).click();
  await expect(engineer).toHaveURL(/\/plum\/class-parts\/workspaces\/[A-Za-z0-9_-]+$/);
  const workspaceId = engineer.url().split('/').pop()!;
  await expect(engineer.getByRole('heading', { level: 1 })).toContainText(`Workspace on ${edited}`);
  // The watcher's page lists the new workspace at once.
  await expect(watcher.locator(`[data-testid="class-part-workspace-row"][data-workspace="${workspaceId}"]`)).toContainText('eero');

  // Owner: saved through the service, read back live.
  await engineer.getByLabel('Owner (required)').selectOption(owner);
  await expect(engineer.getByTestId('workspace-saving')).toHaveText('All changes saved');
  await expect(engineer.getByLabel('Owner (required)')).toHaveValue(owner);
  await expect(engineer.getByTestId('workspace-status')).toHaveText('In progress');

  // A routing from the catalogue goes last; moved up one place it comes before the former last.
  await engineer.getByLabel('Routing from the catalogue').selectOption(added.id);
  await engineer.getByRole('button', { name: 'Add routing' }).click();
  const routings = engineer.getByTestId('workspace-routing');
  await expect(routings).toHaveCount(before.routings.length + 1);
  await expect(routings.last()).toHaveAttribute('data-routing', added.id);
  await engineer.getByRole('button', { name: `Move ${added.id} up` }).click();
  await expect(routings.nth(before.routings.length - 1)).toHaveAttribute('data-routing', added.id);
  await expect(routings.last()).toHaveAttribute('data-routing', lastBefore);
  // An unknown routing is ignored, and the page says so.
  await engineer.getByLabel('Routing URL').fill('https://erp.example/routings/no-such-routing');
  await engineer.getByRole('button', { name: 'Add by URL' }).click();
  await expect(engineer.getByText('No routing in the catalogue is called')).toBeVisible();
  await expect(routings).toHaveCount(before.routings.length + 1);

  // A CAD document by its Onshape URL.
  await engineer.getByLabel('Onshape document URL').fill(cadUrl);
  await engineer.getByRole('button', { name: 'Add CAD document' }).click();
  await expect(engineer.getByTestId('workspace-cad-document')).toHaveCount(before.onshapeDocuments.length + 1);
  await screenshot(engineer, 'class-part-workspace');

  // Before the commit: what uses the class part, and a message.
  await engineer.getByRole('button', { name: 'Commit as a new version…' }).click();
  await expect(engineer.getByTestId('class-part-usage')).toBeVisible();
  await engineer.getByLabel('Commit message (required)').fill(message);
  await screenshot(engineer, 'class-part-commit');
  await engineer.getByRole('button', { name: 'Commit', exact: true }).click();

  // The engineer lands on the class part, which shows the new version.
  await expect(engineer).toHaveURL(new RegExp(`/plum/class-parts/${edited}$`));
  await expect(engineer.getByTestId('class-part-version')).toHaveText(next);
  await expect(engineer.getByTestId('class-part-message')).toHaveText(message);

  // The watcher's page, never reloaded, shows it too: the new version row, its owner and routings.
  await expect(versionRow(watcher, next)).toBeVisible();
  await expect(watcher.getByTestId('class-part-version')).toHaveText(next);
  await expect(watcher.getByTestId('class-part-owner')).toHaveText(owner);
  await expect(watcher.getByTestId('class-part-routing')).toHaveCount(before.routings.length + 1);
  await expect(watcher.getByTestId('class-part-cad-document')).toHaveCount(before.onshapeDocuments.length + 1);
  await expect(watcher.locator(`[data-testid="class-part-workspace-row"][data-workspace="${workspaceId}"]`)).toHaveCount(0);
  await screenshot(watcher, 'class-part-new-version-live');

  // The watcher restores the version before: a NEW version with its content (the owner back), shown on both pages.
  const restored = formatVersion(nextClassPartVersion(parseVersion(next), 'minor'));
  await watcher.getByRole('combobox', { name: 'Class-part version' }).click();
  await watcher.getByRole('option', { name: new RegExp(`^${before.version.replace(/\./g, '\\.')}`) }).click();
  await expect(watcher).toHaveURL(new RegExp(`/plum/class-parts/${before.system}/${before.id}$`));
  await expect(watcher.getByRole('region', { name: 'Restore this version' })).toContainText(`new version after ${next}`);
  await watcher.getByRole('button', { name: 'Restore as a new version' }).click();
  await expect(watcher).toHaveURL(new RegExp(`/plum/class-parts/${edited}$`));
  await expect(watcher.getByTestId('class-part-version')).toHaveText(restored);
  await expect(watcher.getByTestId('class-part-owner')).toHaveText(before.properties.owner);
  await expect(engineer.getByTestId('class-part-version')).toHaveText(restored);
  await expect(engineer.getByTestId('class-part-version-row')).toHaveCount(versionsOf(edited).length + 2);

  // The active flag of the newest version, toggled by one, changes on the other's page.
  const toggle = engineer.getByRole('button', { name: new RegExp(`^(Deactivate|Activate) ${restored.replace(/\./g, '\\.')}$`) });
  const wasActive = (await toggle.textContent())!.startsWith('Deactivate');
  await expect(watcher.getByTestId('class-part-active')).toHaveText(wasActive ? 'Active' : 'Inactive');
  await toggle.click();
  await expect(watcher.getByTestId('class-part-active')).toHaveText(wasActive ? 'Inactive' : 'Active');

  // The committed workspace is gone: its address is the 404 page.
  await engineer.goto(`/plum/class-parts/workspaces/${workspaceId}`);
  await expect(engineer.getByText(NOT_FOUND)).toBeVisible();
  await engineer.context().close();
  await watcher.context().close();
});
