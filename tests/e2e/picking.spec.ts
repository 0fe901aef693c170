import { expect, test } from '@playwright/test';
import { isHoldWarehouse, linesByWarehouse, pipeAssemblySchema, requestedItems, type PickItemInfo } from '@workhub/domain';
import { screenshot, signIn } from './support';
import { buildSeed } from '../../emulators/seed/index';

/**
 * /admin/pick (docs/staff-tools.md "Software docs and picking as built"): make a picking list from a
 * seeded project's raised material requests, tick a line as picked in one browser and see it in
 * another without reload.
 */

/** A seeded project and warehouse with requested items and no seeded list (so a new list may be made). */
function target(): { projectId: string; warehouse: string; lines: number } {
  const seed = buildSeed();
  const items = new Map(seed.erpItems.map((d) => [d.id, d.data]));
  const info = (code: string): PickItemInfo | undefined => {
    const d = items.get(code);
    return d
      ? {
          item_name: String(d.item_name),
          stock_uom: String(d.stock_uom),
          default_warehouse: d.default_warehouse as string | null,
          stock_qty: Number(d.stock_qty),
        }
      : undefined;
  };
  const taken = new Set(seed.pickLists.map((l) => `${l.data.projectId}|${l.data.warehouse}`));
  const byProject = new Map<string, ReturnType<typeof pipeAssemblySchema.parse>[]>();
  for (const d of seed.pipe) {
    const a = pipeAssemblySchema.parse(d.data);
    byProject.set(a.projectId, [...(byProject.get(a.projectId) ?? []), a]);
  }
  for (const [projectId, assemblies] of [...byProject].reverse()) {
    const groups = linesByWarehouse(requestedItems(assemblies), info);
    for (const [warehouse, lines] of Object.entries(groups))
      if (lines.length >= 2 && !taken.has(`${projectId}|${warehouse}`)) return { projectId, warehouse, lines: lines.length };
  }
  throw new Error('The seed has no project with raised material requests left to pick');
}

test('make a picking list, tick a line, and see it picked live in a second browser', async ({ browser }) => {
  const { projectId, warehouse, lines } = target();
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await signIn(a, 'ada@modulr.example', '/admin/pick');
  await signIn(b, 'eero@modulr.example', '/admin/pick');
  // The seeded lists show, grouped by warehouse, with their status and shortages.
  await expect(a.getByTestId('list-PL-0001')).toBeVisible();
  await screenshot(a, 'picking-lists');

  await a.getByLabel('Project').fill(projectId);
  await a.getByRole('button', { name: 'Find material requests' }).click();
  const row = a.getByLabel('Material requests').getByRole('row').filter({ hasText: warehouse });
  await expect(row).toBeVisible();
  await screenshot(a, 'picking-requests');
  await row.getByRole('button', { name: 'Make picking list' }).click();

  const detail = a.locator('.pick-detail');
  await expect(detail.getByRole('row')).toHaveCount(lines + 1);
  const heading = (await detail.getByRole('heading').textContent())!;
  const id = heading.split(' ')[0]!;
  await expect(detail).toContainText('Open');

  // The second browser sees the new list without reload, and opens it.
  let reloads = 0;
  b.on('load', () => reloads++);
  await b.getByTestId(`list-${id}`).getByRole('button', { name: id }).click();
  const other = b.locator('.pick-detail');
  const firstBox = other.getByRole('checkbox').first();
  await expect(firstBox).not.toBeChecked();

  await detail.getByRole('checkbox').first().click();
  await expect(detail.getByRole('checkbox').first()).toBeChecked();
  await expect(firstBox).toBeChecked();
  await expect(other).toContainText('Picking');
  await expect(other.getByRole('row').nth(1)).toContainText('ada');
  await expect(b.getByTestId(`list-${id}`)).toContainText(`1 / ${lines}`);
  expect(reloads).toBe(0);
  await screenshot(b, 'picking-live');
});

test('the status filter shows only the lists in that status', async ({ page }) => {
  await signIn(page, 'ada@modulr.example', '/admin/pick');
  await expect(page.getByTestId('list-PL-0003')).toBeVisible();
  await page.getByLabel('Status').selectOption('open');
  await expect(page.getByTestId('list-PL-0001')).toBeVisible();
  await expect(page.getByTestId('list-PL-0003')).toHaveCount(0);
});

test('the seeded lists pick from the main stores and the site yard, never from a quarantine or returns warehouse', async ({ page }) => {
  const seeded = buildSeed().pickLists;
  const first = seeded.find((l) => l.id === 'PL-0001')!.data as {
    warehouse: string;
    lines: { item_code: string; held_in?: string; held_qty?: number }[];
  };
  const held = first.lines.find((l) => l.held_in)!;
  expect(held).toBeDefined();
  await signIn(page, 'ada@modulr.example', '/admin/pick');
  await expect(page.getByTestId('list-PL-0001')).toBeVisible();
  const options = (await page.getByLabel('Warehouse').locator('option').allTextContents()).filter((o) => o !== 'All warehouses');
  expect(options).toEqual(expect.arrayContaining(['Stores - MDB', 'Site Staging - MDB']));
  expect(options.filter(isHoldWarehouse)).toEqual([]);
  // A requested item whose stock sits in quarantine is on the main stores' list, short, with where its stock is held.
  await page.getByTestId('list-PL-0001').getByRole('button', { name: 'PL-0001' }).click();
  const detail = page.locator('.pick-detail');
  await expect(detail).toContainText(first.warehouse);
  await expect(detail.getByTestId(`held-${held.item_code}`)).toHaveText(`${held.held_qty} held in ${held.held_in}`);
  await expect(detail.getByTestId(`line-${held.item_code}`)).toContainText('short');
  await screenshot(page, 'picking-held');
});

/** A seeded list still being picked, with a line picked in part and one picked whole (the last such list). */
function partlyPicked() {
  type Line = { item_code: string; qty: number; uom: string; picked: number };
  const lists = buildSeed().pickLists.map((l) => ({ id: l.id, ...(l.data as { status: string; lines: Line[] }) }));
  const list = lists.reverse().find((l) => l.status === 'picking' && l.lines.some((x) => x.picked > 0 && x.picked < x.qty))!;
  expect(list).toBeDefined();
  const partial = list.lines.find((x) => x.picked > 0 && x.picked < x.qty)!;
  const whole = list.lines.find((x) => x.picked >= x.qty && x.qty > 1)!;
  const open = list.lines.find((x) => x.picked === 0)!;
  expect(whole).toBeDefined();
  return { id: list.id, partial, whole, open };
}

test('a tick shows at once, unticking keeps a partial pick, By clears, and a refused pick rolls back', async ({ page }) => {
  const { id, partial, whole, open } = partlyPicked();
  await signIn(page, 'ada@modulr.example', '/admin/pick');
  await page.getByTestId(`list-${id}`).getByRole('button', { name: id }).click();
  const detail = page.locator('.pick-detail');
  await expect(detail.getByTestId(`qty-${partial.item_code}`)).toHaveText(`${partial.picked} of ${partial.qty} ${partial.uom}`);

  // The service answers only once the box has shown the tick: the tick does not wait for it.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/pick/lists', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  const box = detail.getByLabel(`Picked ${partial.item_code}`, { exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await expect(detail.getByTestId(`qty-${partial.item_code}`)).toHaveText(`${partial.qty} ${partial.uom}`);
  answer();
  await expect(detail.getByTestId(`line-${partial.item_code}`)).toHaveAttribute('aria-busy', 'false');
  await expect(detail.getByTestId(`by-${partial.item_code}`)).toHaveText('ada');
  await page.unroute('**/api/pick/lists');

  // Unticking puts the partial pick back instead of erasing it.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(detail.getByTestId(`qty-${partial.item_code}`)).toHaveText(`${partial.picked} of ${partial.qty} ${partial.uom}`);
  await expect(detail.getByLabel(`Picked quantity of ${partial.item_code}`)).toHaveValue(String(partial.picked));

  // Unticking a whole pick clears who picked it; the quantity field enters a partial pick.
  const wholeBox = detail.getByLabel(`Picked ${whole.item_code}`, { exact: true });
  await wholeBox.click();
  await expect(wholeBox).not.toBeChecked();
  await expect(detail.getByTestId(`by-${whole.item_code}`)).toHaveText('');
  const quantity = detail.getByLabel(`Picked quantity of ${whole.item_code}`);
  await expect(quantity).toHaveValue('0');
  await expect(detail.getByTestId(`line-${whole.item_code}`)).toHaveAttribute('aria-busy', 'false');
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(detail.getByTestId(`qty-${whole.item_code}`)).toHaveText(`1 of ${whole.qty} ${whole.uom}`);
  await expect(detail.getByTestId(`by-${whole.item_code}`)).toHaveText('ada');
  await screenshot(page, 'picking-partial');

  // A pick the service refuses goes back, with the service's message.
  await page.route('**/api/pick/lists', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: null, error: { error: 'conflict', message: 'The list is picked (closed)' } }),
    });
  });
  const openBox = detail.getByLabel(`Picked ${open.item_code}`, { exact: true });
  await openBox.click();
  await expect(detail.getByRole('alert')).toContainText('The list is picked (closed)');
  await expect(openBox).not.toBeChecked();
  await expect(detail.getByTestId(`by-${open.item_code}`)).toHaveText('');
});
