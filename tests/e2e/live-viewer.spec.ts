import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PATH_SEPARATOR } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const seed = buildSeed();
const BLOCK = 'kitchen-island-12x9';
const block = seed.blocks.find((b) => b.data.name === BLOCK && !('version' in b.data))!;
const firstLayer = Object.keys(block.data.layers as object)[0]!;
const firstObject = (block.data.layers as Record<string, { objects: { name: string }[] }>)[firstLayer]!.objects[0]!.name;

async function api(email: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenFor(email)}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: Record<string, unknown> | null; error: unknown };
  expect(res.status, JSON.stringify(envelope.error)).toBeLessThan(300);
  return envelope.data!;
}

const viewer = (page: Page) => ({
  status: page.getByTestId('watch-status'),
  connected: (user: string) => page.locator(`[data-testid="connected-user"][data-user*="${user}" i]`),
  row: (path: string) => page.locator(`[data-testid="live-row"][data-path="${path}"]`),
  changedRows: page.locator('[data-testid="live-row"][data-changed]'),
  changes: page.getByTestId('live-change'),
});

test('live viewer: watch a block workspace, see who is connected and each edit highlighted as it arrives', async ({ browser }) => {
  const { workspaceId } = (await api('eero@modulr.example', 'POST', '/base/blocks/workspace', { name: BLOCK })) as { workspaceId: string };
  const admin = await newUser(browser);
  await signInAt(admin, 'jean@modulr.example', '/admin/live-viewer'); // plain staff: a read-only watcher
  await expect(admin.getByRole('heading', { level: 1, name: 'Live viewer' })).toBeVisible();
  await admin.getByRole('radio', { name: 'Block workspace' }).check();
  await admin.locator('select[name="target"]').selectOption(workspaceId);
  await expect(admin).toHaveURL(new RegExp(`kind=workspace&id=${workspaceId}$`));
  const v = viewer(admin);
  await expect(v.status).toHaveText('Connected');
  await expect(admin.getByRole('list', { name: 'Connected to this workspace' })).toContainText('nobody');
  await expect(admin.locator('[data-testid="live-row"]').filter({ hasText: firstObject }).first()).toBeVisible();
  await expect(v.changedRows).toHaveCount(0);

  // An engineer opens the workspace: the viewer shows them connected.
  const engineer = await newUser(browser);
  await signInAt(engineer, 'eero@modulr.example', `/admin/blocks/workspace/${workspaceId}`);
  await expect(engineer.getByTestId('connection-status')).toHaveText('Connected');
  await expect(v.connected('eero')).toBeVisible();

  // They rename an object: the row of that name changes and is highlighted, and the log has it.
  await engineer
    .getByTestId('layer-row')
    .getByRole('button', { name: firstLayer.split('/').pop(), exact: true })
    .click();
  await engineer
    .getByRole('region', { name: `Objects in ${firstLayer}` })
    .getByRole('button', { name: firstObject, exact: true })
    .click();
  await engineer.locator('input[name="object-name"]').fill('Renamed live');
  await engineer.locator('input[name="object-name"]').press('Enter');
  const renamed = admin.locator('[data-testid="live-row"][data-changed]').filter({ hasText: '"Renamed live"' });
  await expect(renamed).toHaveCount(1);
  expect(await renamed.getAttribute('data-path')).toMatch(
    new RegExp(`^layers${PATH_SEPARATOR}${firstLayer}${PATH_SEPARATOR}.+${PATH_SEPARATOR}name$`),
  );
  // The log has the rename, wherever it stands: the workspace's own updatedAt change may land after it.
  const renameLogged = v.changes.filter({ hasText: `"${firstObject}" → "Renamed live"` });
  await expect(renameLogged).toHaveCount(1);
  await expect(renameLogged).toContainText('changed');
  await renamed.scrollIntoViewIfNeeded();
  await screenshot(admin, 'live-viewer-workspace', false);
  // The highlight fades; the value stays.
  await expect(renamed).toHaveCount(0);
  await expect(admin.locator('[data-testid="live-row"]').filter({ hasText: '"Renamed live"' })).toHaveCount(1);

  // The drawing beside the change log is redrawn live: a rectangle added in the editor is one more object in it.
  const drawing = admin.getByRole('img', { name: /^Block drawing, \d+ objects?$/ });
  const drawn = Number(await drawing.getAttribute('data-object-count'));
  expect(drawn).toBeGreaterThan(0);
  await engineer.getByRole('button', { name: 'Add rectangle' }).click();
  await expect(drawing).toHaveAttribute('data-object-count', String(drawn + 1));
  await expect(drawing).toHaveAccessibleName(`Block drawing, ${drawn + 1} objects`);
  await drawing.scrollIntoViewIfNeeded();
  await screenshot(admin, 'live-viewer-drawing', false);

  // They leave: the viewer no longer lists them.
  await engineer.context().close();
  await expect(v.connected('eero')).toHaveCount(0, { timeout: 30_000 });

  // The block view lists the block's open workspaces and who is in them.
  await admin.getByRole('radio', { name: 'Block', exact: true }).check();
  await admin.locator('select[name="target"]').selectOption(BLOCK);
  await expect(admin.getByRole('list', { name: `Connected to workspace ${workspaceId}` })).toBeVisible();
  await expect(v.row('name')).toContainText(`"${BLOCK}"`);
  await admin.context().close();
  await api('eero@modulr.example', 'DELETE', '/base/blocks/workspace', { workspaceId });
});

test('live viewer: a project change made through the services is highlighted as it lands', async ({ page }) => {
  // A project with client preference answers: the projects service replaces them whole (the database service refuses project writes).
  const project = seed.projects.find((p) => Object.keys((p.data.clientPreferences as object | undefined) ?? {}).length > 0)!;
  const db = getFirestore(getApps().find((a) => a.name === 'live-viewer') ?? initializeApp({ projectId: PROJECT_ID }, 'live-viewer'));
  const before = ((await db.doc(`projects/${project.id}`).get()).get('clientPreferences') ?? {}) as Record<string, unknown>;
  await signInAt(page, 'jean@modulr.example', '/admin/live-viewer');
  await page.getByRole('radio', { name: 'Project' }).check();
  await page.locator('select[name="target"]').selectOption(project.id);
  const v = viewer(page);
  await expect(v.row('id')).toContainText(`"${project.id}"`);
  await expect(v.row('clientName')).toContainText(String(project.data.clientName));

  const note = `Checked live ${runSuffix()}`;
  const notesPath = ['clientPreferences', 'notes'].join(PATH_SEPARATOR);
  try {
    await api('ada@modulr.example', 'POST', '/projects/clientPreferences', {
      projectId: project.id,
      preferences: { ...before, notes: note },
    });
    await expect(v.row(notesPath)).toHaveAttribute('data-changed', 'true');
    await expect(v.row(notesPath)).toContainText(note);
    await expect(v.changes.first()).toContainText('notes');
    await expect(v.changedRows).toHaveCount(1);
    await screenshot(page, 'live-viewer-project', false);
  } finally {
    await api('ada@modulr.example', 'POST', '/projects/clientPreferences', { projectId: project.id, preferences: before });
  }
});

test("live viewer: a project's pipeline (one document per assembly) shows under pipe and its status changes are highlighted", async ({
  page,
}) => {
  const assembly = seed.pipe[0]!;
  const projectId = String(assembly.data.projectId);
  const key = String(assembly.data.assembly);
  const db = getFirestore(getApps().find((a) => a.name === 'live-viewer') ?? initializeApp({ projectId: PROJECT_ID }, 'live-viewer'));
  const ref = db.doc(`projects/${projectId}/pipe/${key}`);
  const before = (await ref.get()).get('notes') as string;
  await signInAt(page, 'jean@modulr.example', '/admin/live-viewer');
  await page.getByRole('radio', { name: 'Project' }).check();
  await page.locator('select[name="target"]').selectOption(projectId);
  const v = viewer(page);
  const notesPath = ['pipe', key, 'notes'].join(PATH_SEPARATOR);
  await expect(v.row(['pipe', key, 'pbom', 'status'].join(PATH_SEPARATOR))).toBeVisible();
  const note = `Crane moved to Thursday ${runSuffix()}`;
  try {
    // A pipeline write as a background job makes it (the services' Admin SDK).
    await ref.update({ notes: note });
    await expect(v.row(notesPath)).toHaveAttribute('data-changed', 'true');
    await expect(v.row(notesPath)).toContainText(note);
  } finally {
    await ref.update({ notes: before });
  }
});
