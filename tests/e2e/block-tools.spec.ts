import { expect, test, type Page } from '@playwright/test';
import { rotatePoints } from '@workhub/domain';
import { newUser, signInAt } from './collab-test-server';
import { baseApi, clickAt, openLayer, pointAt, viewPoint } from './drawing-support';
import { screenshot } from './support';

/** Seeded blocks no other spec edits; their workspaces are emptied to draw from scratch. */
const BLOCK = 'bath-ada-9x7';
const COPY_FROM = 'bath-powder-9x9';
const PASTE_INTO = 'bath-jack-and-jill-9x9';
const A = 'eero@modulr.example';

const api = (method: string, path: string, body: unknown) => baseApi(A, method, path, body);

/** A new, empty workspace of `block`: its id. */
async function emptyWorkspace(block: string): Promise<string> {
  const created = await api('POST', '/blocks/workspace', { name: block });
  expect(created.status).toBe(201);
  const workspaceId = created.body.data.workspaceId!;
  expect((await api('PATCH', '/blocks/workspace', { workspaceId, layerData: {} })).status).toBe(200);
  return workspaceId;
}

function editor(page: Page) {
  return {
    status: page.getByTestId('connection-status'),
    canvas: page.getByTestId('block-canvas'),
    tool: (name: string) => page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name, exact: true }),
    layer: (label: string) => page.getByTestId('layer-row').getByRole('button', { name: label, exact: true }),
    count: (layer: string) => page.locator(`[data-testid="layer-row"][data-layer="${layer}"] .layer-count`),
    objects: (layer: string) => page.getByRole('region', { name: `Objects in ${layer}` }),
    object: (layer: string, name: string) =>
      page.getByRole('region', { name: `Objects in ${layer}` }).getByRole('button', { name, exact: true }),
    points: page.locator('input[name="object-points"]'),
    selectionCount: page.getByTestId('selection-count'),
    selectionSize: page.getByTestId('selection-size'),
    outlines: page.getByTestId('selection-outline'),
  };
}

/** A drag from one drawing point to another (a box on empty canvas, a handle). */
async function dragFrom(page: Page, from: [number, number], to: [number, number], during?: () => Promise<void>) {
  await pointAt(page, ...from);
  await page.mouse.down();
  await pointAt(page, (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
  await pointAt(page, ...to);
  await during?.();
  await page.mouse.up();
}

async function pointsOf(page: Page): Promise<number[]> {
  return (await editor(page).points.inputValue())
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** Opens an empty workspace and waits for its view to rest on the block's outline. */
async function openEmpty(page: Page, workspaceId: string) {
  await signInAt(page, A, `/admin/blocks/workspace/${workspaceId}`);
  const e = editor(page);
  await expect(e.status).toHaveText('Connected');
  await expect(e.canvas).toHaveAttribute('data-fitted-to', 'block');
  await expect(e.canvas).toHaveAttribute('data-settled', 'true');
}

/** Three 2' rooms: two side by side, one above the first. */
async function drawThreeRooms(page: Page) {
  const e = editor(page);
  await e.tool('Room').click();
  for (const [x, y] of [
    [12, 12],
    [48, 12],
    [12, 48],
  ] as const) {
    await clickAt(page, x, y);
    await clickAt(page, x + 24, y + 24);
  }
  await expect(e.count('design/rooms')).toHaveText('3');
  await e.tool('Select').click();
  await expect(e.canvas).toHaveAttribute('data-tool', 'select');
}

test('box select picks every object inside the box, Shift adds; arrows, turn, duplicate and delete act on them all; resize and rotate handles; move to a layer; dimension: one undo step each', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const workspaceId = await emptyWorkspace(BLOCK);
  const a = await newUser(browser);
  const e = editor(a);
  await openEmpty(a, workspaceId);
  await drawThreeRooms(a);

  // A box round the two lower rooms selects both (the third is outside it).
  await dragFrom(a, [6, 6], [78, 40], async () => {
    await expect(a.getByTestId('selection-box')).toBeVisible();
    await screenshot(a, 'block-tools-box-select');
  });
  await expect(a.getByTestId('selection-box')).toHaveCount(0);
  await expect(e.selectionCount).toHaveText('2 objects selected');
  await expect(e.outlines).toHaveCount(2);
  // Shift and a box round the third adds it.
  await a.keyboard.down('Shift');
  await dragFrom(a, [6, 44], [40, 78]);
  await a.keyboard.up('Shift');
  await expect(e.selectionCount).toHaveText('3 objects selected');
  await expect(e.outlines).toHaveCount(3);
  await expect(e.selectionSize).toHaveText(`5'-0" × 5'-0"`);
  await screenshot(a, 'block-tools-three-selected');
  // Shift-click takes one out and puts it back.
  await a.keyboard.down('Shift');
  await clickAt(a, 60, 24);
  await expect(e.selectionCount).toHaveText('2 objects selected');
  await clickAt(a, 60, 24);
  await a.keyboard.up('Shift');
  await expect(e.selectionCount).toHaveText('3 objects selected');

  // A nudge moves all three; a quarter turn turns them together (the group's box stands 5' × 5'
  // either way, so the third room's place tells).
  await a.keyboard.press('ArrowRight');
  await a.keyboard.press('t');
  await expect(e.selectionCount).toHaveText('3 objects selected');
  // Duplicate: three copies, selected; Delete removes the copies.
  await a.keyboard.press('Control+d');
  await expect(e.count('design/rooms')).toHaveText('6');
  await expect(e.selectionCount).toHaveText('3 objects selected');
  await a.keyboard.press('Delete');
  await expect(e.count('design/rooms')).toHaveText('3');
  await expect(e.selectionCount).toHaveCount(0);

  // Each gesture is one undo step.
  const undo = a.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(e.count('design/rooms')).toHaveText('6');
  await undo.click();
  await expect(e.count('design/rooms')).toHaveText('3');
  await openLayer(a, 'rooms');
  await e.object('design/rooms', 'room 3').click();
  await expect(a.locator('input[name="object-name"]')).toHaveValue('room 3');
  // Turned about the group's centre (43, 42) after the nudge: room 3 (13..37 × 48..72) went down to 13..37 × 12..36.
  expect(await pointsOf(a)).toEqual([37, 12, 37, 36, 13, 36, 13, 12]);
  await undo.click();
  await expect(e.points).toHaveValue('13, 48  37, 48  37, 72  13, 72');
  await undo.click();
  await expect(e.points).toHaveValue('12, 48  36, 48  36, 72  12, 72');

  // Dragging one of several selected moves them all, one undo step.
  await dragFrom(a, [6, 6], [80, 80]);
  await expect(e.selectionCount).toHaveText('3 objects selected');
  const frame = (await a.getByTestId('selection-frame').boundingBox())!;
  const k = Number(await e.canvas.getAttribute('data-px-per-inch'));
  // Where each selected room's outline is (the dragged one and the two others).
  const outlineXs = async () => Promise.all((await e.outlines.all()).map(async (o) => (await o.boundingBox())?.x ?? NaN));
  const before = await outlineXs();
  expect(before).toHaveLength(3);
  await a.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await a.mouse.down();
  await a.mouse.move(frame.x + frame.width / 2 + 6 * k, frame.y + frame.height / 2, { steps: 4 });
  await a.mouse.move(frame.x + frame.width / 2 + 12 * k, frame.y + frame.height / 2, { steps: 4 });
  // Live, before the drop: every selected room has followed the pointer 12" right, not only the one held.
  await expect.poll(async () => Math.max(...(await outlineXs()).map((x, i) => Math.abs(x - before[i]! - 12 * k)))).toBeLessThan(1.5);
  await screenshot(a, 'block-tools-group-drag');
  await a.mouse.up();
  await e.object('design/rooms', 'room 1').click();
  await expect(e.points).toHaveValue('24, 12  48, 12  48, 36  24, 36');
  await undo.click();

  // Resize: room 1's north-east handle dragged to 5'-0" × 4'-0" from the south-west corner, the
  // corner landing on the inch; one undo step.
  await e.object('design/rooms', 'room 1').click();
  await expect(e.points).toHaveValue('12, 12  36, 12  36, 36  12, 36');
  const ne = (await a.locator('[data-testid="resize-handle"][data-corner="ne"]').boundingBox())!;
  const corner = await viewPoint(a, 36, 36);
  const target = await viewPoint(a, 60.3, 47.6);
  await a.mouse.move(ne.x + ne.width / 2, ne.y + ne.height / 2);
  await a.mouse.down();
  await a.mouse.move(ne.x + ne.width / 2 + (target.x - corner.x) / 2, ne.y + ne.height / 2 + (target.y - corner.y) / 2);
  await a.mouse.move(ne.x + ne.width / 2 + target.x - corner.x, ne.y + ne.height / 2 + target.y - corner.y);
  await expect(a.getByTestId('transform-readout')).toHaveText(`4'-0" × 3'-0"`);
  await screenshot(a, 'block-tools-resize');
  await a.mouse.up();
  await expect(e.points).toHaveValue('12, 12  60, 12  60, 48  12, 48');
  await undo.click();
  await expect(e.points).toHaveValue('12, 12  36, 12  36, 36  12, 36');

  // Free rotate, Shift snapping to 15° steps: the handle above the room taken round to the upper left is 45°.
  const knob = (await a.getByTestId('rotate-handle').boundingBox())!;
  await a.mouse.move(knob.x + knob.width / 2, knob.y + knob.height / 2);
  await a.mouse.down();
  await a.keyboard.down('Shift');
  await pointAt(a, 14, 40);
  await pointAt(a, 4, 44);
  await expect(a.getByTestId('transform-readout')).toHaveText('45°');
  await screenshot(a, 'block-tools-rotate');
  await a.mouse.up();
  await a.keyboard.up('Shift');
  const turned = rotatePoints([12, 12, 36, 12, 36, 36, 12, 36], { x: 24, y: 24 }, Math.PI / 4);
  // The panel shows the written points once the turn has come back through the document.
  await expect.poll(() => pointsOf(a)).toEqual(turned);

  // Move to another layer from the object panel: one undo step.
  await a.getByTestId('object-panel').getByRole('combobox', { name: 'Layer' }).selectOption('design/fixtures');
  await expect(e.count('design/rooms')).toHaveText('2');
  await expect(e.count('design/fixtures')).toHaveText('1');
  await expect(a.getByTestId('object-panel').getByRole('combobox', { name: 'Layer' })).toHaveValue('design/fixtures');
  await undo.click();
  await expect(e.count('design/rooms')).toHaveText('3');
  // Escape drops the selection.
  await a.keyboard.press('Escape');
  await expect(a.getByTestId('object-panel')).toHaveCount(0);

  // Dimension (M): two snapped points along room 2's south side, kept on design/dimensions.
  await a.keyboard.press('m');
  await expect(e.canvas).toHaveAttribute('data-tool', 'dimension');
  await clickAt(a, 48.3, 11.8);
  await pointAt(a, 71.6, 12.3);
  await expect(a.getByTestId('snap-indicator')).toHaveAttribute('data-kind', 'endpoint');
  await expect(a.getByTestId('draft-length')).toHaveText(`2'-0"`);
  await clickAt(a, 71.6, 12.3);
  await expect(e.count('design/dimensions')).toHaveText('1');
  await e.tool('Select').click();
  await openLayer(a, 'dimensions');
  await e.object('design/dimensions', 'dimension 1').click();
  await expect(a.locator('input[name="object-name"]')).toHaveValue('dimension 1');
  expect((await pointsOf(a)).slice(4, 8)).toEqual([48, 12, 72, 12]);
  await a.keyboard.press('Escape');
  await e.canvas.click({ position: { x: 5, y: 5 } });
  await screenshot(a, 'block-tools-dimension');
  await a.context().close();
});

test('copy in one workspace and paste in another: the objects land a grid step across on their own layers, one undo step', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const from = await emptyWorkspace(COPY_FROM);
  const into = await emptyWorkspace(PASTE_INTO);
  const a = await newUser(browser);
  const e = editor(a);
  await openEmpty(a, from);
  // A room and a toilet, box-selected and copied.
  await e.tool('Room').click();
  await clickAt(a, 12, 12);
  await clickAt(a, 36, 36);
  await e.tool('Fixture').click();
  await a.getByRole('toolbar', { name: 'Drawing tools' }).getByLabel('Fixture').selectOption('toilet');
  await clickAt(a, 48, 12);
  await expect(e.count('design/fixtures')).toHaveText('1');
  await e.tool('Select').click();
  await dragFrom(a, [6, 6], [80, 50]);
  await expect(e.selectionCount).toHaveText('2 objects selected');
  await a.keyboard.press('Control+c');
  await expect(a.getByTestId('clipboard-status')).toHaveText('2 objects copied');

  // Pasted here: a foot right and down, selected, one undo step.
  await a.keyboard.press('Control+v');
  await expect(a.getByTestId('clipboard-status')).toHaveText('2 objects pasted');
  await expect(e.count('design/rooms')).toHaveText('2');
  await expect(e.count('design/fixtures')).toHaveText('2');
  await expect(e.selectionCount).toHaveText('2 objects selected');
  await screenshot(a, 'block-tools-pasted');
  await a.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(e.count('design/rooms')).toHaveText('1');
  await expect(e.count('design/fixtures')).toHaveText('1');

  // The other workspace, in a second page of the same browser: it has no layers yet; the paste makes them.
  const b = await a.context().newPage();
  const eb = editor(b);
  await b.goto(`/admin/blocks/workspace/${into}`);
  await expect(eb.status).toHaveText('Connected');
  await expect(eb.canvas).toHaveAttribute('data-fitted-to', 'block');
  await b.keyboard.press('Control+v');
  await expect(b.getByTestId('clipboard-status')).toHaveText('2 objects pasted');
  await expect(eb.count('design/rooms')).toHaveText('1');
  await expect(eb.count('design/fixtures')).toHaveText('1');
  await openLayer(b, 'rooms');
  await eb.object('design/rooms', 'room 1').click();
  await expect(eb.points).toHaveValue('24, 0  48, 0  48, 24  24, 24');
  await screenshot(b, 'block-tools-pasted-other-workspace');
  await a.context().close();
});
