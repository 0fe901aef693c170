import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const seed = buildSeed();
const workspace = (id: string) => seed.workspaces.find((w) => w.id === id)!.data;

/** The names listed for a layer in the editor's object list. */
async function objectNames(page: Page, layer: string): Promise<string[]> {
  await page
    .getByTestId('layer-row')
    .getByRole('button', { name: layer.split('/').pop(), exact: true })
    .click();
  const list = page.getByRole('region', { name: `Objects in ${layer}` });
  await expect(list.getByRole('button').first()).toBeVisible();
  return list.getByRole('button').allTextContents();
}

test('seeded blocks read as what they are: a powder room pod, a kitchen and a one-bedroom module, in the block page and the editor', async ({
  browser,
}) => {
  const zaha = await newUser(browser);
  const bath = workspace('block-ws-zaha');
  await signInAt(zaha, 'zaha@modulr-build.example', `/block/${String(bath.workspaceName)}`);
  await expect(zaha.getByTestId('block-canvas').locator('canvas').first()).toBeVisible();
  await expect(zaha.getByRole('group', { name: 'Layers' })).toContainText('design/fixtures');
  await screenshot(zaha, 'seed-bath-block', false);

  await zaha.goto('/admin/blocks/workspace/block-ws-zaha');
  await expect(zaha.getByTestId('connection-status')).toHaveText('Connected');
  // A powder room: a toilet and a vanity with its basin, nothing from a kitchen or a bedroom.
  const fixtures = await objectNames(zaha, 'design/fixtures');
  expect(fixtures.some((n) => n.startsWith('toilet'))).toBe(true);
  expect(fixtures.some((n) => n.startsWith('vanity'))).toBe(true);
  expect(fixtures.filter((n) => /range|refrigerator|bathtub|bed|sofa/.test(n))).toEqual([]);
  // One room, one door in its wall.
  expect(await objectNames(zaha, 'design/rooms')).toEqual(['Powder room']);
  expect(await objectNames(zaha, 'design/doors')).toHaveLength(1);
  await screenshot(zaha, 'seed-bath-workspace', false);

  const eero = await newUser(browser);
  await signInAt(eero, 'eero@modulr.example', '/admin/blocks/workspace/block-ws-eero');
  await expect(eero.getByTestId('connection-status')).toHaveText('Connected');
  const appliances = await objectNames(eero, 'design/fixtures');
  for (const name of ['range', 'refrigerator', 'dishwasher'])
    expect(
      appliances.some((n) => n.startsWith(name)),
      name,
    ).toBe(true);
  expect((await objectNames(eero, 'design/casework')).some((n) => n.startsWith('sink base'))).toBe(true);
  await screenshot(eero, 'seed-kitchen-workspace', false);

  // A module: rooms along its length, a bath off a hall, the kitchen and living room open to each other.
  const ada = await newUser(browser);
  await signInAt(ada, 'ada@modulr.example', '/admin/blocks/workspace/block-ws-ada');
  await expect(ada.getByTestId('connection-status')).toHaveText('Connected');
  const rooms = await objectNames(ada, 'design/rooms');
  for (const name of ['Living', 'Kitchen', 'Bath', 'Hall']) expect(rooms, name).toContain(name);
  expect(rooms.some((n) => /bedroom/i.test(n))).toBe(true);
  await screenshot(ada, 'seed-module-workspace', false);
  for (const page of [zaha, eero, ada]) await page.context().close();
});
