import { expect, test, type Page } from '@playwright/test';
import { newUser, signInAt } from './collab-test-server';
import { baseApi, clickAt, openLayer, pointAt } from './drawing-support';
import { screenshot } from './support';

/** A seeded bath block no other spec edits; its workspace is emptied to draw from scratch. */
const BLOCK = 'bath-jack-and-jill-10x10';
const A = 'eero@modulr.example';
const B = 'zaha@modulr-build.example';

const api = (method: string, path: string, body: unknown) => baseApi(A, method, path, body);

function editor(page: Page) {
  return {
    status: page.getByTestId('connection-status'),
    canvas: page.getByTestId('block-canvas'),
    tool: (name: string) => page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name, exact: true }),
    /** A field of the tools row (the layer list has 'Show design/fixtures' checkboxes too). */
    option: (label: string) => page.getByRole('toolbar', { name: 'Drawing tools' }).getByLabel(label),
    snap: page.getByTestId('snap-indicator'),
    draftLength: page.getByTestId('draft-length'),
    segmentLengths: page.getByTestId('segment-length'),
    layer: (label: string) => page.getByTestId('layer-row').getByRole('button', { name: label, exact: true }),
    objects: (layer: string) => page.getByRole('region', { name: `Objects in ${layer}` }),
    object: (layer: string, name: string) =>
      page.getByRole('region', { name: `Objects in ${layer}` }).getByRole('button', { name, exact: true }),
    name: page.locator('input[name="object-name"]'),
    points: page.locator('input[name="object-points"]'),
    measure: page.getByTestId('selection-measure'),
  };
}

/** Every value of a points field, checked to lie on the drawing's 1/16" (16 units per inch). */
async function pointsOf(page: Page): Promise<number[]> {
  const values = (await editor(page).points.inputValue())
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  for (const v of values) expect(Number.isInteger(v * 16), `${v} is on 1/16"`).toBe(true);
  return values;
}

/** A left drag between two drawing points (a box when it starts on empty canvas). */
async function dragBox(page: Page, from: [number, number], to: [number, number]) {
  await pointAt(page, ...from);
  await page.mouse.down();
  await pointAt(page, (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
  await pointAt(page, ...to);
  await page.mouse.up();
}

test('an engineer draws a 5′ × 8′ bathroom from an empty workspace: walls with typed lengths, a room, a tub, a toilet and a vanity, snapped, seen live by a colleague; committed, the block page shows it with its room area', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const created = await api('POST', '/blocks/workspace', { name: BLOCK });
  expect(created.status).toBe(201);
  const workspaceId = created.body.data.workspaceId!;
  // Emptied before anyone opens it (the live document is filled from this), and B invited.
  expect((await api('PATCH', '/blocks/workspace', { workspaceId, layerData: {}, editors: ['zaha'] })).status).toBe(200);

  const a = await newUser(browser);
  const b = await newUser(browser);
  const ea = editor(a);
  const eb = editor(b);
  await signInAt(a, A, `/admin/blocks/workspace/${workspaceId}`);
  await signInAt(b, B, `/admin/blocks/workspace/${workspaceId}`);
  for (const e of [ea, eb]) {
    await expect(e.status).toHaveText('Connected');
    // The empty block shows its outline, the view at rest.
    await expect(e.canvas).toHaveAttribute('data-fitted-to', 'block');
    await expect(e.canvas).toHaveAttribute('data-settled', 'true');
  }

  // Walls: a ring started on the grid, each side typed, closed on its first corner.
  await ea.tool('Wall').click();
  await expect(ea.canvas).toHaveAttribute('data-tool', 'wall');
  await pointAt(a, 0.3, 0.2);
  await expect(ea.snap).toHaveAttribute('data-kind', 'grid');
  await clickAt(a, 0.3, 0.2);
  await pointAt(a, 20, 0.4);
  await expect(ea.snap).toHaveAttribute('data-kind', 'axis');
  await expect(ea.draftLength).toHaveText(`1'-8"`);
  await a.keyboard.type('60');
  await a.keyboard.press('Enter');
  await expect(ea.segmentLengths).toHaveText([`5'-0"`]);
  await pointAt(a, 60.3, 30);
  await a.keyboard.type(`8'`);
  await a.keyboard.press('Enter');
  await pointAt(a, 30, 96.4);
  await a.keyboard.type(`5'-0"`);
  await a.keyboard.press('Enter');
  await expect(ea.segmentLengths).toHaveText([`5'-0"`, `8'-0"`, `5'-0"`]);
  await pointAt(a, 0.5, 0.6);
  await expect(ea.snap).toHaveAttribute('data-kind', 'endpoint');
  await expect(ea.draftLength).toHaveText(`8'-0"`);
  await screenshot(a, 'block-drawing-walls-closing');
  await clickAt(a, 0.5, 0.6);
  await expect(ea.segmentLengths).toHaveCount(0);
  await expect(a.locator('[data-testid="layer-row"][data-layer="design/walls"] .layer-count')).toHaveText('1');

  // The room, snapped to the walls' inside corners.
  await ea.tool('Room').click();
  await clickAt(a, 0.4, 0.5);
  await pointAt(a, 59.5, 95.6);
  await expect(ea.snap).toHaveAttribute('data-kind', 'endpoint');
  await clickAt(a, 59.5, 95.6);

  // Fixtures at real size: the tub across the south wall, the toilet on the north wall facing
  // south, the vanity on the west wall.
  await ea.tool('Fixture').click();
  await ea.option('Fixture').selectOption('tub');
  await clickAt(a, 0.6, 0.6);
  await ea.option('Fixture').selectOption('toilet');
  await a.getByRole('button', { name: /^Turn 90°/ }).click();
  await a.getByRole('button', { name: /^Turn 90°/ }).click();
  await expect(a.getByRole('button', { name: /^Turn 90°/ })).toHaveText('Turn 90° (180°)');
  await pointAt(a, 40.4, 95.5);
  await expect(ea.snap).toHaveAttribute('data-kind', 'edge');
  await clickAt(a, 40.4, 95.5);
  await ea.option('Fixture').selectOption('vanity');
  await a.getByRole('button', { name: /^Turn 90°/ }).click();
  await clickAt(a, 0.5, 62.3);

  // One undo step per gesture: Undo takes back the vanity only, Redo brings it back.
  await ea.tool('Select').click();
  await openLayer(a, 'fixtures');
  await expect(ea.objects('design/fixtures').getByRole('button')).toHaveText(['bathtub', 'toilet', 'vanity']);
  await a.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(ea.objects('design/fixtures').getByRole('button')).toHaveText(['bathtub', 'toilet']);
  await a.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(ea.objects('design/fixtures').getByRole('button')).toHaveText(['bathtub', 'toilet', 'vanity']);

  // The document: points on 1/16", the sizes real, the room 40 ft².
  await openLayer(a, 'rooms');
  await ea.object('design/rooms', 'room 1').click();
  await expect(ea.name).toHaveValue('room 1');
  expect(await pointsOf(a)).toEqual([0, 0, 60, 0, 60, 96, 0, 96]);
  await ea.name.fill('Bathroom');
  await ea.name.press('Enter');
  await expect(ea.measure).toHaveText('Bathroom · 40 ft²');
  await openLayer(a, 'walls');
  await ea.object('design/walls', 'wall 1').click();
  await expect(ea.name).toHaveValue('wall 1');
  const wall = await pointsOf(a);
  // The ring's inside face is the drawn line; the 4 1/2" wall is outside it.
  expect(wall.slice(0, 10)).toEqual([0, 0, 60, 0, 60, 96, 0, 96, 0, 0]);
  expect(Math.min(...wall)).toBe(-4.5);
  await expect(ea.measure).toHaveText(`5'-9" × 8'-9"`);
  await openLayer(a, 'fixtures');
  const sizes: Record<string, string> = { bathtub: `5'-0" × 2'-6"`, toilet: `1'-6" × 2'-4"`, vanity: `1'-9" × 2'-6"` };
  const corners: Record<string, [number, number, number, number]> = {
    bathtub: [0, 0, 60, 30],
    toilet: [21, 68, 39, 96],
    vanity: [0, 32, 21, 62],
  };
  for (const [name, size] of Object.entries(sizes)) {
    await ea.object('design/fixtures', name).click();
    await expect(ea.measure).toHaveText(size);
    const values = await pointsOf(a);
    const xs = values.filter((_, i) => i % 2 === 0);
    const ys = values.filter((_, i) => i % 2 === 1);
    expect([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], name).toEqual(corners[name]);
  }
  await ea.canvas.click({ position: { x: 5, y: 5 } });
  await screenshot(a, 'block-drawing-bathroom');

  // B saw it all arrive, and reads the same room.
  await openLayer(b, 'rooms');
  await eb.object('design/rooms', 'Bathroom').click();
  await expect(eb.measure).toHaveText('Bathroom · 40 ft²');
  expect(await pointsOf(b)).toEqual([0, 0, 60, 0, 60, 96, 0, 96]);
  await openLayer(b, 'fixtures');
  await expect(eb.objects('design/fixtures').getByRole('button')).toHaveText(['bathtub', 'toilet', 'vanity']);
  await screenshot(b, 'block-drawing-bathroom-colleague');
  // B box-selects the tub and the vanity (from the empty east side): A sees both outlined in B's colour.
  await dragBox(b, [110, 70], [-1, -1]);
  await expect(b.getByTestId('selection-count')).toHaveText('2 objects selected');
  const bSelected = a.locator('[data-testid="peer-selection"][data-user*="zaha" i]');
  await expect(bSelected).toHaveCount(2);
  await expect(bSelected.first()).toContainText('2 selected');
  await screenshot(a, 'block-drawing-colleague-selection');

  // A 2'-4" door in the east wall, swinging into the room: the ring is cut open at it (one undo step).
  await ea.tool('Door').click();
  await expect(ea.canvas).toHaveAttribute('data-tool', 'door');
  await ea.option('Door width').selectOption('28');
  await pointAt(a, 30, 48);
  await expect(a.getByTestId('opening-status')).toHaveText('Point at a wall to place the door');
  await pointAt(a, 61, 48.2);
  await expect(a.getByTestId('opening-status')).toHaveText('');
  await expect(a.getByTestId('tool-preview')).toBeVisible();
  await screenshot(a, 'block-drawing-door-preview');
  await clickAt(a, 61, 48.2);
  await expect(a.locator('[data-testid="layer-row"][data-layer="design/doors"] .layer-count')).toHaveText('1');
  await ea.tool('Select').click();
  await openLayer(a, 'doors');
  await ea.object('design/doors', 'door 1').click();
  await expect(ea.name).toHaveValue('door 1');
  // Hinged on the inside face at 2'-10", the leaf open across the room, the strike jamb at 5'-2".
  const door = await pointsOf(a);
  expect(door.slice(0, 4)).toEqual([60, 34, 32, 34]);
  expect(door.slice(-2)).toEqual([60, 62]);
  await openLayer(a, 'walls');
  await ea.object('design/walls', 'wall 1').click();
  await expect(ea.points).toHaveValue(/^60, 62 {2}60, 96 /);
  await a.getByRole('button', { name: 'Undo', exact: true }).click();
  // The ring back whole, the door gone with it.
  await ea.object('design/walls', 'wall 1').click();
  await expect(ea.points).toHaveValue(/^0, 0 {2}60, 0 {2}60, 96 {2}0, 96 {2}0, 0 /);
  expect((await pointsOf(a)).slice(0, 10)).toEqual([0, 0, 60, 0, 60, 96, 0, 96, 0, 0]);
  await a.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(a.locator('[data-testid="layer-row"][data-layer="design/doors"] .layer-count')).toHaveText('1');
  await ea.canvas.click({ position: { x: 5, y: 5 } });
  await screenshot(a, 'block-drawing-bathroom-door');
  await expect(b.locator('[data-testid="layer-row"][data-layer="design/doors"] .layer-count')).toHaveText('1');

  // Vertex editing: the room's north-east corner dragged a foot east, snapped to the grid; the room
  // stays a rectangle, and one Undo takes the whole drag back.
  await openLayer(a, 'rooms');
  await ea.object('design/rooms', 'Bathroom').click();
  await expect(a.getByTestId('vertex-handle')).toHaveCount(4);
  await pointAt(a, 60, 96);
  await a.mouse.down();
  await pointAt(a, 72.2, 96.3);
  await a.mouse.up();
  await expect(ea.measure).toHaveText('Bathroom · 48 ft²');
  expect(await pointsOf(a)).toEqual([0, 0, 72, 0, 72, 96, 0, 96]);
  await screenshot(a, 'block-drawing-vertex-drag');
  await a.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(ea.measure).toHaveText('Bathroom · 40 ft²');
  // A rectangle keeps its 4 corners: Delete on a hovered handle says so and deletes nothing.
  await pointAt(a, 0, 0);
  await a.keyboard.press('Delete');
  await expect(a.getByTestId('vertex-problem')).toHaveText('A rectangle keeps its 4 corners');
  await expect(ea.objects('design/rooms').getByRole('button')).toHaveText(['Bathroom']);

  // A commits the workspace: the block page shows the drawn bathroom, its room labelled with its area.
  await b.context().close();
  await a.getByRole('button', { name: 'Commit' }).click();
  await a.getByLabel('Commit message').fill('Bathroom drawn from scratch');
  await a.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(a).toHaveURL(/\/admin\/blocks$/);
  await expect(a.getByTestId('commit-notice')).toContainText(`Committed ${BLOCK} as `);
  await a.goto(`/block/${BLOCK}`);
  await expect(a.getByRole('region', { name: 'History' })).toContainText('Bathroom drawn from scratch');
  const layers = a.getByRole('group', { name: 'Layers' });
  for (const count of ['design/rooms (1)', 'design/fixtures (3)', 'design/doors (1)']) await expect(layers).toContainText(count);
  await expect(a.getByRole('region', { name: 'Rooms' }).getByRole('listitem')).toHaveText(['Bathroom · 40 ft²']);
  await expect(a.getByTestId('block-canvas')).toHaveAttribute('data-object-count', /^[6-9]$/);
  await screenshot(a, 'block-drawing-bathroom-block-page');
  await a.context().close();
});
