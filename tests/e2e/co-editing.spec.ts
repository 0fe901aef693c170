import { expect, test, type Page } from '@playwright/test';
import { currentBlockVersion, formatBlockVersion, nextBlockVersion } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { FUNCTIONS_URL, idTokenFor } from '../support/emulators';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const seed = buildSeed();
const BLOCK = 'entry-porch-11x8';
const block = seed.blocks.find((b) => b.data.name === BLOCK && !('version' in b.data))!;
const walls = (block.data.layers as Record<string, { objects: { name: string }[] }>)['design/walls']!.objects;
const NEXT_VERSION = formatBlockVersion(
  nextBlockVersion(
    currentBlockVersion(
      block.data,
      seed.blocks.filter((b) => b.data.name === BLOCK && 'version' in b.data).map((b) => b.data.version),
    ),
  ),
);

const A = 'eero@modulr.example';
const B = 'zaha@modulr-build.example';
const VIEWER = 'jean@modulr.example';

/** The editor's parts, as a user finds them. */
function editor(page: Page) {
  return {
    status: page.getByTestId('connection-status'),
    layer: (label: string) => page.getByTestId('layer-row').getByRole('button', { name: label, exact: true }),
    objects: page.getByRole('region', { name: 'Objects in design/walls' }),
    object: (name: string) => page.getByRole('region', { name: 'Objects in design/walls' }).getByRole('button', { name, exact: true }),
    name: page.locator('input[name="object-name"]'),
    points: page.locator('input[name="object-points"]'),
    avatar: (user: string) => page.locator(`[data-testid="presence-avatar"][data-user*="${user}" i]`),
    pointer: (user: string) => page.locator(`[data-testid="peer-pointer"][data-user*="${user}" i]`),
    peerSelection: (user: string) => page.locator(`[data-testid="peer-selection"][data-user*="${user}" i]`),
    canvas: page.getByTestId('block-canvas'),
  };
}

/** Drags the selected object on the canvas by dx, dy pixels, as a user does with the mouse. */
async function dragSelected(page: Page, dx: number, dy: number) {
  const box = (await page.getByTestId('selection-frame').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 6 });
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

async function rename(page: Page, name: string) {
  await editor(page).name.fill(name);
  await editor(page).name.press('Enter');
}

test('two engineers co-edit a block workspace: moves, presence, own undo, offline merge, viewers, commit', async ({ browser }) => {
  test.setTimeout(240_000);
  const a = await newUser(browser);
  const b = await newUser(browser);
  const ea = editor(a);
  const eb = editor(b);

  // A opens a workspace on the block from its page, and invites B as an editor.
  await signInAt(a, A, `/block/${BLOCK}`);
  await a.getByRole('button', { name: 'Edit in a workspace' }).click();
  await expect(a).toHaveURL(/\/admin\/blocks\/workspace\/[A-Za-z0-9_-]+$/);
  const workspaceId = a.url().split('/').pop()!;
  await expect(ea.status).toHaveText('Connected');
  const invite = await fetch(`${FUNCTIONS_URL}/base/blocks/workspace`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await idTokenFor(A)}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ workspaceId, editors: ['zaha'] }),
  });
  expect(invite.status).toBe(200);

  await signInAt(b, B, `/admin/blocks/workspace/${workspaceId}`);
  await expect(eb.status).toHaveText('Connected');
  await expect(b.getByTestId('read-only-banner')).toHaveCount(0);

  // Presence: each sees the other's avatar; B's pointer shows on A's canvas in B's colour.
  await expect(ea.avatar('zaha')).toHaveCount(1);
  await expect(eb.avatar('eero')).toHaveCount(1);
  const canvasB = (await eb.canvas.boundingBox())!;
  await b.mouse.move(canvasB.x + canvasB.width / 2, canvasB.y + canvasB.height / 2);
  await b.mouse.move(canvasB.x + canvasB.width / 2 + 30, canvasB.y + canvasB.height / 2 + 20, { steps: 4 });
  await expect(ea.pointer('zaha')).toBeVisible();

  // A adds a rectangle to the walls layer; B sees it and selects it.
  await ea.layer('walls').click();
  await a.getByRole('button', { name: 'Add rectangle' }).click();
  const rectangle = `rectangle ${walls.length + 1}`;
  await expect(ea.name).toHaveValue(rectangle);
  await eb.layer('walls').click();
  await eb.object(rectangle).click();
  await expect(eb.name).toHaveValue(rectangle);
  await expect(eb.points).toHaveValue(await ea.points.inputValue());
  // Each sees the other's selection outlined.
  await expect(ea.peerSelection('zaha')).toBeVisible();
  await expect(eb.peerSelection('eero')).toBeVisible();

  // A drags it; B sees it move.
  const before = await ea.points.inputValue();
  await dragSelected(a, 90, 45);
  await expect(ea.points).not.toHaveValue(before);
  const moved = await ea.points.inputValue();
  await expect(eb.points).toHaveValue(moved);
  await screenshot(a, 'block-editor-a');
  await screenshot(b, 'block-editor-b');

  // B renames a wall, then A moves the rectangle again; B's undo takes back B's rename only.
  const wall = walls[0]!.name;
  await eb.object(wall).click();
  await rename(b, 'B was here');
  await expect(ea.object('B was here')).toBeVisible();
  await dragSelected(a, -60, 30);
  await expect(ea.points).not.toHaveValue(moved);
  const movedAgain = await ea.points.inputValue();
  await b.getByRole('button', { name: 'Undo' }).click();
  await expect(eb.object(wall)).toBeVisible();
  await expect(ea.object(wall)).toBeVisible();
  await expect(ea.object('B was here')).toHaveCount(0);
  await eb.object(rectangle).click();
  await expect(eb.points).toHaveValue(movedAgain);
  await expect(ea.points).toHaveValue(movedAgain);
  // Redo with the keyboard brings it back; undo again.
  await eb.canvas.click({ position: { x: 5, y: 5 } });
  await b.keyboard.press('Control+Shift+Z');
  await expect(ea.object('B was here')).toBeVisible();
  await b.keyboard.press('Control+Z');
  await expect(ea.object(wall)).toBeVisible();

  // B goes offline and keeps editing; A edits too; on reconnect both converge.
  await b.context().setOffline(true);
  await expect(eb.status).toHaveText('Offline — edits will sync');
  await eb.object(wall).click();
  await rename(b, 'renamed offline');
  await ea.object(rectangle).click();
  await rename(a, 'moved by A');
  await expect(eb.object('renamed offline')).toBeVisible();
  await expect(ea.object('renamed offline')).toHaveCount(0);
  await expect(eb.object('moved by A')).toHaveCount(0);
  await b.context().setOffline(false);
  await expect(eb.status).toHaveText('Connected');
  await expect(ea.object('renamed offline')).toBeVisible();
  await expect(eb.object('moved by A')).toBeVisible();

  // A member of staff who is not an editor watches read-only.
  const viewer = await newUser(browser);
  await signInAt(viewer, VIEWER, `/admin/blocks/workspace/${workspaceId}`);
  await expect(viewer.getByTestId('read-only-banner')).toBeVisible();
  await expect(editor(viewer).status).toHaveText('Connected');
  await expect(viewer.getByRole('button', { name: 'Add rectangle' })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Commit' })).toHaveCount(0);
  await editor(viewer).layer('walls').click();
  await expect(editor(viewer).object('renamed offline')).toBeVisible();
  await editor(viewer).object('moved by A').click();
  await expect(editor(viewer).name).toBeDisabled();
  await expect(ea.avatar('jean')).toHaveCount(1);
  await screenshot(viewer, 'block-editor-viewer');
  await viewer.context().close();
  await expect(ea.avatar('jean')).toHaveCount(0);

  // When B leaves, B's avatar, pointer and selection go from A's screen.
  await b.context().close();
  await expect(ea.avatar('zaha')).toHaveCount(0);
  await expect(ea.pointer('zaha')).toHaveCount(0);
  await expect(ea.peerSelection('zaha')).toHaveCount(0);

  // A commits: the live drawing becomes the block's next version.
  await a.getByRole('button', { name: 'Commit' }).click();
  await a.getByLabel('Commit message').fill('Porch rectangle added together');
  await a.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(a).toHaveURL(/\/admin\/blocks$/);
  await expect(a.getByTestId('commit-notice')).toHaveText(`Committed ${BLOCK} as ${NEXT_VERSION}.`);
  await a.goto(`/block/${BLOCK}`);
  await expect(a.getByTestId('block-version')).toHaveText(NEXT_VERSION);
  await expect(a.getByRole('region', { name: 'History' })).toContainText('Porch rectangle added together');
  await expect(a.getByRole('group', { name: 'Layers' })).toContainText(`design/walls (${walls.length + 1})`);
  await a.context().close();
});
