import { expect, test, type Page } from '@playwright/test';
import { encodePanes, formatUtcDay } from '@workhub/domain';
import { screenshot, signIn } from './support';

/**
 * One clock (issue 27, item 2; docs/decisions.md "One clock"): every time a page shows is the
 * spec's 'yyyy-MM-dd HH:mm:ss' from UTC (domain formatUtc); a relative time keeps the exact one in
 * its tooltip; the milestone date is typed in the spec's format, whatever the browser's locale.
 */

test.use({ locale: 'de-DE', timezoneId: 'America/Los_Angeles' });

/** A time shown without its seconds, or in a locale's words ('Mar 4, 14:05', '4.3.2026', '3/4/2026, 2:05 PM'). */
const NOT_THE_ONE_CLOCK = [
  /\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?!:\d{2})\b/,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{1,2}:\d{2}/,
  /\b\d{1,2}[./]\d{1,2}[./]\d{4}\b/,
  /\b\d{1,2}:\d{2}(:\d{2})? ?(AM|PM)\b/,
];

async function expectOneClock(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  for (const pattern of NOT_THE_ONE_CLOCK) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
}

test('the milestone date is typed as yyyy-MM-dd (not in the browser locale) and set milestones show the one clock', async ({ page }) => {
  // P-1013: milestones up to production started; the next one (sitework complete) is ready. No other test sets it.
  await signIn(page, undefined, '/dash/P-1013');
  const field = page.getByLabel('Milestone date');
  const today = formatUtcDay(Date.now());
  await expect(field).toHaveValue(today);
  await expect(field).toHaveAttribute('type', 'text');
  const row = page.locator('[data-milestone="siteworkComplete"]');
  const set = page.getByRole('button', { name: 'Set Sitework complete' });

  // A date in a locale's shape, a day that does not exist and a day after today are refused; Set waits.
  await field.fill('03.04.2026');
  await expect(page.getByTestId('milestone-date-problem')).toHaveText('Write the date as yyyy-MM-dd');
  await expect(set).toBeDisabled();
  await field.fill('2026-02-30');
  await expect(page.getByTestId('milestone-date-problem')).toHaveText('2026-02-30 is not a day');
  const tomorrow = formatUtcDay(Date.now() + 86_400_000);
  await field.fill(tomorrow);
  await expect(page.getByTestId('milestone-date-problem')).toHaveText(`${tomorrow} is after today`);
  await expect(set).toBeDisabled();

  // Today: set now; the row shows the time with its seconds, in UTC.
  await field.fill(today);
  await expect(page.getByTestId('milestone-date-problem')).toHaveCount(0);
  await set.click();
  await expect(row).toHaveClass(/milestone-set/);
  await expect(row.locator('.milestone-date')).toHaveText(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2} UTC$`));
  await expect(page.getByTestId('milestones').locator('.milestone-date').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
  await expectOneClock(page, 'project page');
  await screenshot(page, 'one-clock-project-page');

  // Back as seeded.
  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(row).not.toHaveClass(/milestone-set/);
});

test('the board shows finish times in the one clock and keeps the exact start behind "started … ago"', async ({ page }) => {
  // P-1012: stalled, failed and finished stages (emulators/seed).
  await signIn(page, undefined, '/dash2/P-1012');
  const stalled = page.locator('[data-testid="stage"][data-status="stalled"] .stage-who').first();
  await expect(stalled).toContainText(/started .+ ago/);
  await expect(stalled).toHaveAttribute('title', /^started \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.locator('[data-testid="stage"][data-status="done"] .stage-who').first()).toHaveText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  await expectOneClock(page, 'board');
  await screenshot(page, 'one-clock-board');
});

test('the costs pane and the base-spec page show the one clock', async ({ page }) => {
  const costs = `/plum/plume?plume=${encodeURIComponent(encodePanes('plume', { centre: { view: 'costs', version: 'v3.2.1' } }))}`;
  await signIn(page, 'ada@modulr.example', costs);
  const pane = page.getByTestId('costs-pane');
  await expect(pane).toContainText(/Updated (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|never)/);
  await expectOneClock(page, 'costs pane');
  await screenshot(page, 'one-clock-costs-pane');

  await page.goto('/plum/base');
  await expect(page.getByTestId('base-spec-meta')).toContainText(/committed by .+ on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  await expectOneClock(page, 'base-spec page');
  await screenshot(page, 'one-clock-base-spec');
});
