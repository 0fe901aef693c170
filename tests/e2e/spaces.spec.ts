import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './support';
import { SEEDED_SPACES } from '../../emulators/seed/data/versions';

const row = (page: Page, id: string) => page.locator(`[data-testid="space-row"][data-space-id="${id}"]`);

/** Creates a company-wide space through the 'New space' form on /space; its id (the page it opens). */
async function createSpace(page: Page, name: string): Promise<string> {
  await signIn(page, undefined, '/space');
  const form = page.getByRole('form', { name: 'New space' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Major').fill('1');
  await form.getByLabel('Minor').fill('2');
  await form.getByLabel('Patch').fill('0');
  await form.getByRole('button', { name: 'Create space' }).click();
  await expect(page).toHaveURL(/\/space\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('a space is created, patched, submitted as candidate and committed; the list shows each state', async ({ page }) => {
  const name = `e2e-space-${Date.now()}`;
  const id = await createSpace(page, name);
  const status = page.getByTestId('space-view').getByTestId('space-status').first();
  const version = page.getByTestId('space-view').getByTestId('space-version').first();
  await expect(status).toHaveText('New');
  await expect(version).toHaveText('w1.2.0');
  await expect(page.getByTestId('space-layers')).toContainText('No layers.');

  // Simple edits build the patch for the user.
  await page.getByLabel('Edit', { exact: true }).selectOption('addWarning');
  await page.getByLabel('Warning').fill('Check the door widths');
  await page.getByRole('button', { name: 'Add to the patch' }).click();
  await page.getByLabel('Edit', { exact: true }).selectOption('addLayer');
  await page.getByLabel('New layer name').fill('walls');
  await page.getByRole('button', { name: 'Add to the patch' }).click();
  await page.getByLabel('Edit', { exact: true }).selectOption('setMetadata');
  await page.getByLabel('Key').fill('room');
  await page.getByLabel('Value', { exact: true }).fill('Kitchen');
  await page.getByRole('button', { name: 'Add to the patch' }).click();
  const patch = JSON.parse(await page.getByRole('textbox', { name: 'Patch', exact: true }).inputValue()) as Array<{
    op: string;
    path: string;
  }>;
  expect(patch.map((o) => `${o.op} ${o.path}`)).toEqual(['add /warnings/-', 'add /layers/walls', 'add /metadata/room']);
  await screenshot(page, 'space-patch-editor');
  await page.getByRole('button', { name: 'Apply patch' }).click();
  await expect(status).toHaveText('Patched');
  await expect(page.getByTestId('space-warnings')).toContainText('Check the door widths');
  await expect(page.getByTestId('space-metadata')).toContainText('Kitchen');
  await expect(page.getByTestId('space-layer')).toHaveText(['walls0']);

  // A patch that does not apply: the service's answer names the failing operation; nothing changes.
  await page
    .getByRole('textbox', { name: 'Patch', exact: true })
    .fill('[{"op":"add","path":"/metadata/x","value":1},{"op":"remove","path":"/layers/nope"}]');
  await page.getByRole('button', { name: 'Apply patch' }).click();
  const failure = page.getByTestId('space-failure');
  await expect(failure).toContainText('The patch was not applied');
  await expect(failure).toContainText('/layers/nope');
  await expect(failure).toContainText('remove');
  await screenshot(page, 'space-patch-refused');
  await expect(page.getByTestId('space-metadata')).not.toContainText('x');

  // Candidate, then commit with a message.
  await expect(page.getByRole('button', { name: 'Commit' })).toBeDisabled();
  await page.getByRole('button', { name: 'Submit as candidate' }).click();
  await expect(status).toHaveText('Candidate');
  await page.getByLabel('Commit message').fill('First version of the kitchen');
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByTestId('space-done')).toHaveText('Committed v1.2.0.');
  await expect(status).toHaveText('Committed');
  await expect(version).toHaveText('v1.2.0');
  await screenshot(page, 'space-committed');

  // The workspace record (the workspace endpoints): the document and entries read through the Firebase
  // service; an entry added by its creator (POST /workspace_content) is there when it is read again.
  await page.getByTestId('workspace-record').getByText('Workspace record', { exact: true }).click();
  const entries = page.getByRole('table', { name: 'Content entries' });
  await expect(entries.getByRole('row').filter({ hasText: 'json' }).getByRole('button', { name: 'Edit json' })).toBeDisabled();
  const add = page.getByRole('form', { name: 'Add or replace an entry' });
  await add.getByLabel('Entry id').fill('notes');
  await add.getByLabel('Entry type').fill('note');
  await add.getByLabel('Entry fields (JSON)').fill('{"message":"Measured on site"}');
  await add.getByRole('button', { name: 'Add or replace entry' }).click();
  await expect(page.getByTestId('workspace-record').getByRole('status')).toHaveText('Entry notes stored.');
  await expect(entries.getByRole('row').filter({ hasText: 'notes' })).toContainText('message');
  await screenshot(page, 'space-workspace-record');

  // The list shows the same state and version.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Space' }).click();
  await expect(page).toHaveURL(/\/space$/);
  await expect(row(page, id).getByTestId('space-status')).toHaveText('Committed');
  await expect(row(page, id).getByTestId('space-version')).toHaveText('v1.2.0');
});

test('trash hides a space at once; "Include deleted" shows it in the trash', async ({ page }) => {
  const name = `e2e-trash-${Date.now()}`;
  const id = await createSpace(page, name);
  await page.goto('/space');
  await expect(row(page, id)).toHaveCount(1);
  await row(page, id).getByRole('button', { name: 'Trash' }).click();
  await expect(row(page, id)).toHaveCount(0);
  await page.getByLabel('Include deleted').check();
  await expect(row(page, id).getByTestId('space-status')).toHaveText('In the trash');
  await expect(row(page, id).getByRole('button', { name: 'Trash' })).toHaveCount(0);
  await screenshot(page, 'spaces-include-deleted');
  await page.getByLabel('Include deleted').uncheck();
  await expect(row(page, id)).toHaveCount(0);
  // The trashed space's own page says so and offers no changes.
  await page.goto(`/space/${encodeURIComponent(id)}`);
  await expect(page.getByRole('note')).toContainText('in the trash');
  await expect(page.getByRole('button', { name: 'Apply patch' })).toHaveCount(0);
  // Its workspace record (the workspace endpoints) says it is in the trash and offers its creator the restore.
  await page.getByTestId('workspace-record').getByText('Workspace record', { exact: true }).click();
  await expect(page.getByTestId('workspace-record-deleted')).toHaveText('yes');
  await expect(page.getByRole('button', { name: 'Restore from the trash' })).toBeEnabled();
});

test('/space0 keeps the panes in the address: a copied address opened in a new page restores them', async ({ page, context }) => {
  const name = `e2e-panes-${Date.now()}`;
  const id = await createSpace(page, name);
  await page.getByLabel('Edit', { exact: true }).selectOption('addLayer');
  await page.getByLabel('New layer name').fill('walls');
  await page.getByRole('button', { name: 'Add to the patch' }).click();
  await page.getByLabel('Edit', { exact: true }).selectOption('addWarning');
  await page.getByLabel('Warning').fill('Mind the gap');
  await page.getByRole('button', { name: 'Add to the patch' }).click();
  await page.getByRole('button', { name: 'Apply patch' }).click();
  await expect(page.getByTestId('space-view').getByTestId('space-status').first()).toHaveText('Patched');

  // Without an id: a prompt in the centre, the list of spaces in the floating pane.
  await page.goto('/space0');
  await expect(page.getByRole('heading', { name: 'Choose a space' })).toBeVisible();
  await page.getByLabel('Side pane').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/space0/${encodeURIComponent(id)}`));

  const centre = page.getByLabel('Centre pane');
  await expect(centre.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Show the side pane' }).click();
  await expect(page).toHaveURL(/navigation=[^&]*floating\.open-true/);
  await page.getByLabel('Side pane').getByRole('tab', { name: 'Metadata & warnings' }).click();
  await expect(page).toHaveURL(/floating\.tab-details/);
  await expect(page.getByLabel('Side pane')).toContainText('Mind the gap');
  await centre.getByRole('button', { name: 'walls' }).click();
  await expect(page).toHaveURL(/centre\.layer-walls/);
  await expect(centre.getByTestId('space-focused-layer')).toBeVisible();
  await page.getByLabel('Filter').selectOption('layers');
  await expect(page).toHaveURL(/filter=layers/);
  await expect(centre.getByTestId('space-warnings')).toHaveCount(0);
  await screenshot(page, 'space0-panes');

  // The copied address, in a new page: the same panes.
  const address = page.url();
  const copy = await context.newPage();
  await copy.goto(address);
  await expect(copy.getByLabel('Centre pane').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(copy.getByLabel('Side pane').getByRole('tab', { name: 'Metadata & warnings' })).toHaveAttribute('aria-selected', 'true');
  await expect(copy.getByLabel('Side pane')).toContainText('Mind the gap');
  await expect(copy.getByLabel('Filter')).toHaveValue('layers');
  await expect(copy.getByLabel('Centre pane').getByTestId('space-focused-layer')).toContainText('Layer walls');
  await expect(copy.getByLabel('Centre pane').getByTestId('space-warnings')).toHaveCount(0);
  expect(copy.url()).toBe(address);

  // Hiding the side pane is kept in the address too.
  await copy.getByRole('button', { name: 'Hide the side pane' }).click();
  await expect(copy.getByLabel('Side pane')).toHaveCount(0);
  await expect(copy).toHaveURL(/floating\.open-false/);
  await copy.close();
});

const STATE_LABELS: Record<string, string> = {
  new: 'New',
  patched: 'Patched',
  candidate: 'Candidate',
  committed: 'Committed',
  deleted: 'In the trash',
};

test('the seeded spaces show their states and versions; a workspace admin includes every deleted one', async ({ page }) => {
  await signIn(page, undefined, '/space');
  await page.getByLabel('Include deleted').check();
  for (const space of SEEDED_SPACES) {
    await expect(row(page, space.id).getByTestId('space-status'), space.id).toHaveText(STATE_LABELS[space.state]!);
    const version = `${space.state === 'committed' ? 'v' : 'w'}${space.version.major}.${space.version.minor}.${space.version.patch}`;
    await expect(row(page, space.id).getByTestId('space-version'), space.id).toHaveText(version);
  }
  await screenshot(page, 'spaces-seeded-states');
  await page.getByLabel('Include deleted').uncheck();
  const deleted = SEEDED_SPACES.find((s) => s.state === 'deleted')!;
  await expect(row(page, deleted.id)).toHaveCount(0);

  const candidate = SEEDED_SPACES.find((s) => s.state === 'candidate')!;
  await row(page, candidate.id).getByRole('link', { name: candidate.name }).click();
  await expect(page.getByTestId('space-view').getByTestId('space-status').first()).toHaveText('Candidate');
  await expect(page.getByRole('button', { name: 'Commit' })).toBeEnabled();
  // Its geometry layers are drawn (walls, rooms, openings, setbacks), as a block page draws a block.
  await expect(page.getByTestId('space-drawing').locator('canvas').first()).toBeVisible();
  // Walls are written in feet and inches, rooms by name and area (never a wall in ft²).
  const labels = page.getByTestId('space-drawing').getByTestId('drawing-labels').getByRole('listitem');
  await expect(labels.first()).toHaveText(/^\d+'-\d+"$/);
  await expect(labels.filter({ hasText: 'ft²' }).first()).toHaveText(/^[A-Z][a-z]+ \d+ ft²$/);
  await screenshot(page, 'space-candidate');
});

test('other staff include only their own deleted spaces, and cannot change spaces of others', async ({ page }) => {
  const deleted = SEEDED_SPACES.find((s) => s.state === 'deleted')!;
  const others = SEEDED_SPACES.find((s) => s.state === 'committed' && s.creator !== deleted.creator)!;
  await signIn(page, `${deleted.creator}@modulr.example`, '/space');
  await page.getByLabel('Include deleted').check();
  await expect(row(page, deleted.id).getByTestId('space-status')).toHaveText('In the trash');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(row(page, others.id).getByRole('button', { name: 'Trash' })).toHaveCount(0);
  await page.goto(`/space/${others.id}`);
  await expect(page.getByText(`Only its creator (${others.creator}) or a workspace admin can change this space.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply patch' })).toHaveCount(0);
  // The workspace record reads, but its changes are disabled with the reason.
  await page.getByTestId('workspace-record').getByText('Workspace record', { exact: true }).click();
  const trash = page.getByTestId('workspace-record').getByRole('button', { name: 'Move to the trash' });
  await expect(trash).toBeDisabled();
  await expect(trash).toHaveAttribute('title', 'Only the creator of the workspace or a workspace admin may change it');
});
