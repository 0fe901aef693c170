import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { uidForEmail } from '@workhub/domain';
import { PROJECT_ID } from '../support/emulators';
import { screenshot, signIn } from './support';

/** /settings: the signed-in user's own settings, live between tabs, each key resettable to its default. */
const EMAIL = 'margaret@modulr.example';
const db = () => getFirestore(getApps().find((a) => a.name === 'settings-e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'settings-e2e'));
const stored = async () =>
  (
    await db()
      .doc(`settings/${uidForEmail(EMAIL)}`)
      .get()
  ).data() ?? {};

const row = (page: Page, group: string, key: string) => page.getByTestId(`setting-${group}-${key}`);

test('a setting changed in one tab shows in the other; reset to default removes the saved value', async ({ page }) => {
  await signIn(page, EMAIL, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Every group and key of the spec is on the page.
  for (const [group, keys] of Object.entries({
    base: ['showHiddenLayers', 'showMinorGrid', 'noTransitions'],
    plume: ['logLevel', 'devWriteLogs', 'runAsJob'],
    zoneLayout: ['showNewModel'],
    sitePlan: ['showNewModel'],
  })) {
    for (const key of keys) await expect(row(page, group, key)).toBeVisible();
  }

  const other = await page.context().newPage();
  await other.goto('/settings');
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Tab 1 picks a log detail other than the current one: tab 2 shows it, marked as changed.
  const logLevel = page.getByLabel('Log detail', { exact: true });
  const before = Number(await logLevel.inputValue());
  const next = before === 4 ? 3 : 4;
  await logLevel.selectOption(String(next));
  await expect(other.getByLabel('Log detail', { exact: true })).toHaveValue(String(next));
  await expect(row(other, 'plume', 'logLevel')).toHaveAttribute('data-saved', 'yes');
  await expect(row(other, 'plume', 'logLevel')).toContainText('Changed — default is 2 — information');
  expect((await stored()).plume).toMatchObject({ logLevel: next });

  // Tab 2 flips a switch: tab 1 shows it.
  const sitePlan = other.getByRole('switch', { name: 'Use the new site model' });
  const wasOn = await sitePlan.isChecked();
  await sitePlan.click();
  const mine = page.getByRole('switch', { name: 'Use the new site model' });
  if (wasOn) await expect(mine).not.toBeChecked();
  else await expect(mine).toBeChecked();
  await screenshot(page, 'settings-changed');

  // Reset to default in tab 1: the saved value is gone, both tabs show the default (2).
  await row(page, 'plume', 'logLevel')
    .getByRole('button', { name: /^Reset .* to default$/ })
    .click();
  await expect(other.getByLabel('Log detail', { exact: true })).toHaveValue('2');
  await expect(row(other, 'plume', 'logLevel')).toHaveAttribute('data-saved', 'no');
  await expect(row(page, 'plume', 'logLevel').getByRole('button', { name: /^Reset .* to default$/ })).toBeDisabled();
  await expect.poll(async () => Object.keys(((await stored()).plume ?? {}) as object)).not.toContain('logLevel');

  // noTransitions defaults to true: reset shows it on.
  await row(other, 'base', 'noTransitions').getByRole('switch').click();
  await expect(row(page, 'base', 'noTransitions')).toHaveAttribute('data-saved', 'yes');
  await row(page, 'base', 'noTransitions')
    .getByRole('button', { name: /^Reset .* to default$/ })
    .click();
  await expect(row(other, 'base', 'noTransitions').getByRole('switch')).toBeChecked();
  await expect(row(other, 'base', 'noTransitions')).toHaveAttribute('data-saved', 'no');
  await screenshot(other, 'settings-reset');

  // Put the site plan switch back as it was.
  if (wasOn !== (await mine.isChecked())) await mine.click();
  await other.close();
});

test('the header links every page to the settings; a setting switched back to its default reads Default, not Changed', async ({ page }) => {
  await signIn(page, EMAIL, '/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('settings-group-plume')).toBeVisible();
  const zone = row(page, 'zoneLayout', 'showNewModel');
  const toggle = zone.getByRole('switch');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(zone).toContainText('Changed — default is Off');
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  // The value saved is the default's: it is no change, whether or not a value is stored.
  await expect(zone).toHaveAttribute('data-saved', 'yes');
  await expect(zone).toHaveAttribute('data-changed', 'no');
  await expect(zone).not.toContainText('Changed');
  await expect(zone).toContainText('Default');
  await screenshot(page, 'settings-back-to-default');
});
