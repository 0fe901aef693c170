/**
 * Rough edges of the item pages a staff user hit (issue 27 item 8, docs/decisions.md "Rough edges
 * (issue 27 item 8)"): the saved view's Save reads, the Columns popover closes on Escape, the 0/1
 * flags read Yes / No, and /stock/items2 prints no debug note in its header.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './support';

/** Every check_stock cell of the page reads Yes, No or blank, and some read Yes or No. */
async function expectFlagWords(page: Page) {
  const texts = (await page.getByTestId('cell-check_stock').allTextContents()).map((t) => t.trim());
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => !['', 'Yes', 'No'].includes(t))).toEqual([]);
  expect(texts.some((t) => t === 'Yes' || t === 'No')).toBe(true);
}

test('the saved view Save reads, Columns closes on Escape, and Check stock reads Yes or No on /stock/items', async ({ page }) => {
  await signIn(page, undefined, '/stock/items');
  await expect(page.getByTestId('item-range')).toContainText(/^Rows 1–50 of /, { timeout: 30_000 });
  await expectFlagWords(page);

  await page.getByRole('button', { name: 'Save view as…' }).click();
  await page.getByLabel('View name').fill('Seen only');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // Its text is drawn in another colour than its background.
  const colours = await save.evaluate((b) => {
    const style = getComputedStyle(b);
    return { text: style.color, background: style.backgroundColor };
  });
  expect(colours.text).not.toBe(colours.background);
  await screenshot(page, 'stock-saved-view-naming', false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const columns = page.locator('.item-columns summary');
  await columns.click();
  const itemName = page.getByRole('checkbox', { name: 'Item name' });
  await expect(itemName).toBeVisible();
  await itemName.focus();
  await page.keyboard.press('Escape');
  await expect(itemName).toBeHidden();
  await expect(columns).toBeFocused();
});

test('/stock/items2 has no debug note in its header and reads Check stock as Yes or No', async ({ page }) => {
  await signIn(page, undefined, '/stock/items2');
  await expect(page.getByTestId('item-range')).toContainText('Rows 1–', { timeout: 40_000 });
  await expect(page.getByTestId('items2-query')).toBeVisible();
  await expect(page.getByTestId('items2-query')).not.toContainText('debug');
  await expect(page.locator('.stock-links')).not.toContainText('rows a page');
  await expectFlagWords(page);
  await screenshot(page, 'stock-items2-header', false);
});
