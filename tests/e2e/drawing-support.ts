import { expect, type Page } from '@playwright/test';
import { FUNCTIONS_URL, idTokenFor } from '../support/emulators';

/** What the block editor's specs share: the base service as one engineer, and pointing at a drawing point. */

/** Calls the base service as `email` (block workspaces: create, empty, commit). */
export async function baseApi(email: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${FUNCTIONS_URL}/base${path}`, {
    method,
    headers: { Authorization: `Bearer ${await idTokenFor(email)}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { workspaceId?: string } } };
}

/** The view pixel of a drawing point (inches, y up), from where the canvas says its origin is and its scale. */
export async function viewPoint(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('block-canvas');
  const box = (await canvas.boundingBox())!;
  const originX = Number(await canvas.getAttribute('data-origin-x'));
  const originY = Number(await canvas.getAttribute('data-origin-y'));
  const k = Number(await canvas.getAttribute('data-px-per-inch'));
  return { x: box.x + originX + x * k, y: box.y + originY - y * k };
}

/** Moves the mouse to a drawing point. */
export async function pointAt(page: Page, x: number, y: number) {
  const at = await viewPoint(page, x, y);
  await page.mouse.move(at.x, at.y, { steps: 2 });
}

/** Clicks at a drawing point. */
export async function clickAt(page: Page, x: number, y: number) {
  await pointAt(page, x, y);
  await page.mouse.down();
  await page.mouse.up();
}

/** Lists a layer's objects: it becomes the last selected layer (selecting toggles, so a selected one is deselected first). */
export async function openLayer(page: Page, label: string) {
  const button = page.getByTestId('layer-row').getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-pressed')) === 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
