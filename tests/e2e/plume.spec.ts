import { expect, test, type Locator, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { escapePanePart } from '@workhub/domain';
import { screenshot, signIn } from './support';

/**
 * The plume pages (docs/base-spec.md "Plume pages"): a generator run from /plum/baseGenerate
 * watched live in a second browser, a test run's verdict on /plum/baseTest, and the plume panes
 * restored from a copied address.
 */

const pane = (page: Page, name: 'centre' | 'right' | 'bottom' | 'floating') => page.locator(`[data-frame="plume"] [data-pane="${name}"]`);
const viewMenu = (page: Page, name: 'centre' | 'right' | 'bottom' | 'floating') =>
  pane(page, name).getByRole('combobox', { name: `View in the ${name} pane` });

/**
 * Chooses a generator (default site-plan, the seeded one that runs longest: 8 steps × 700 ms) and
 * the first project with a latest base on /plum/baseGenerate; returns their ids.
 */
async function chooseGeneratorAndProject(page: Page, generatorId = 'site-plan'): Promise<{ generator: string; project: string }> {
  const generator = page.getByRole('combobox', { name: 'Generator' });
  await expect(generator.locator(`option[value="${generatorId}"]`)).toHaveCount(1);
  await generator.selectOption(generatorId);
  const project = page.getByRole('combobox', { name: 'Project' });
  await expect(project.locator('option')).not.toHaveCount(1);
  const projectId = (await project.locator('option').nth(1).getAttribute('value'))!;
  await project.selectOption(projectId);
  await expect(page.getByTestId('generator-about')).toBeVisible();
  return { generator: generatorId, project: projectId };
}

/**
 * Sets the signed-in user's plume settings in the floating pane's settings view (the seeded users'
 * settings differ): log level, log lines written, and always as a background job (a live run).
 */
async function useSettings(page: Page, { logLevel, writeLogs }: { logLevel: string; writeLogs: boolean }) {
  const settings = pane(page, 'floating').getByTestId('settings-view');
  await settings.getByLabel('Log level kept').selectOption(logLevel);
  await expect(settings.getByLabel('Log level kept')).toHaveValue(logLevel);
  await setBox(settings.getByLabel(/Write log lines/), writeLogs);
  await setBox(settings.getByLabel(/Run as a background job/), true);
}

/** A settings checkbox shows the saved value (it changes once the write is read back), so click, then wait for it. */
async function setBox(box: Locator, checked: boolean) {
  if ((await box.isChecked()) !== checked) await box.click();
  await expect(box).toBeChecked({ checked });
}

/** Runs the chosen generator; the run's id once the panes show it. */
async function runGenerator(page: Page): Promise<string> {
  const before = new URL(page.url()).searchParams.get('plume');
  await page.getByTestId('generate-run').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('plume')).not.toBe(before);
  const runView = pane(page, 'centre').getByTestId('run-view');
  await expect(runView).toHaveAttribute('data-run-id', /.+/);
  const runId = (await runView.getAttribute('data-run-id'))!;
  expect(new URL(page.url()).searchParams.get('plume')).toContain(`centre.runId-${escapePanePart(runId)}`);
  return runId;
}

test('a generator run from /plum/baseGenerate: its log arrives live in a second browser watching its /plum/plume address', async ({
  browser,
}) => {
  // Two sign-ins and two generator runs, each waited for up to two minutes: the test's own bound is above their sum.
  test.setTimeout(300_000);
  const runner = await (await browser.newContext()).newPage();
  const watcher = await (await browser.newContext()).newPage();
  await signIn(watcher, 'eero@modulr.example', '/plum/plume');
  await expect(pane(watcher, 'centre').getByTestId('recent-runs')).toBeVisible();
  await signIn(runner, 'ada@modulr.example', '/plum/baseGenerate?plume=floating.view-settings');
  await expect(runner.getByRole('heading', { name: 'Base generate' })).toBeVisible();
  // Every line kept (debug: a line per drawn object), as a background job.
  await useSettings(runner, { logLevel: '3', writeLogs: true });
  await expect(runner.getByTestId('run-settings-line')).toContainText('as a background job, log kept up to level 3 (debug)');
  await runner.getByRole('button', { name: 'Close the floating pane' }).click();
  await screenshot(runner, 'plume-generate-empty');
  const { project } = await chooseGeneratorAndProject(runner);
  const runId = await runGenerator(runner);

  // The second browser opens the run's address while it runs.
  await watcher.goto(`/plum/plume?plume=${encodeURIComponent(new URL(runner.url()).searchParams.get('plume')!)}`);
  const log = pane(watcher, 'right').getByTestId('log-view');
  const status = pane(watcher, 'centre').getByTestId('run-view');
  await expect(log).toHaveAttribute('data-run-id', runId);
  await expect(status).toHaveAttribute('data-run-id', runId);

  // Sampled from the watching page: the line count while the run is still in progress.
  const seenWhileRunning = new Set<number>();
  await expect
    .poll(
      async () => {
        const [lines, state] = await Promise.all([log.getAttribute('data-lines'), status.getAttribute('data-status')]);
        if (state === 'inProgress' || state === 'new') seenWhileRunning.add(Number(lines ?? 0));
        return state;
      },
      { timeout: 120_000, intervals: [100] },
    )
    .toBe('done');
  const growing = [...seenWhileRunning].filter((n) => n > 0);
  // Lines arrived while the run was in progress, and more of them over time (not all at the end).
  expect(growing.length, `line counts seen while running: ${[...seenWhileRunning].join(', ')}`).toBeGreaterThanOrEqual(2);
  const finalLines = Number(await log.getAttribute('data-lines'));
  expect(finalLines).toBeGreaterThan(Math.min(...growing));
  await expect(pane(watcher, 'right').getByTestId('log-count')).toHaveText(new RegExp(`^${finalLines.toLocaleString('en-US')} lines?$`));
  await expect(pane(watcher, 'centre').getByTestId('run-summary')).toBeVisible();
  await expect(pane(watcher, 'centre').getByRole('link', { name: project })).toBeVisible();
  // What the run drew is drawn: its layers, with the block pages' read-only drawing.
  const drawn = pane(watcher, 'centre').getByTestId('run-drawing');
  await expect(drawn.locator('canvas').first()).toBeVisible();
  await expect(drawn.getByTestId('block-canvas')).not.toHaveAttribute('data-object-count', '0');

  // The level filter hides lines of a level; the count says how many are shown.
  const info = pane(watcher, 'right').getByRole('button', { name: /^info/ });
  await info.click();
  await expect(info).toHaveAttribute('aria-pressed', 'false');
  await expect(pane(watcher, 'right').locator('.plume-log-line.level-info')).toHaveCount(0);
  await info.click();
  await screenshot(watcher, 'plume-watching-run');

  // The runner's page shows the same run done; a second run compares with the first.
  await expect(pane(runner, 'centre').getByTestId('run-status')).toHaveText('Done');
  const second = await runGenerator(runner);
  expect(second).not.toBe(runId);
  await expect(pane(runner, 'centre').getByTestId('run-status')).toHaveText('Done', { timeout: 120_000 });
  await expect(pane(runner, 'bottom').getByTestId('compare-view')).toContainText(`Compared with ${runId}`);
  await expect(pane(runner, 'bottom').getByTestId('compare-table')).toBeVisible();
  await screenshot(runner, 'plume-generate-compared');
  await runner.context().close();
  await watcher.context().close();
});

test('/plum/baseTest: a test run shows its verdict in the panes and in the list', async ({ page }) => {
  await signIn(page, 'grace@modulr.example', '/plum/baseTest');
  const rows = page.getByTestId('test-row');
  await expect(rows.first()).toBeVisible();
  await screenshot(page, 'plume-tests');
  const row = rows.first();
  const key = (await row.getAttribute('data-test-key'))!;
  await row.getByTestId('test-run').click();
  const runView = pane(page, 'centre').getByTestId('run-view');
  await expect(runView).toHaveAttribute('data-run-id', /.+/);
  const verdict = pane(page, 'centre').getByTestId('run-verdict');
  await expect(verdict).toHaveText(/Test (passed|failed)/, { timeout: 120_000 });
  const passed = (await verdict.textContent())!.includes('Test passed');
  await expect(page.locator(`[data-test-key="${key}"]`).getByTestId('test-last')).toContainText(passed ? 'passed' : 'failed');
  await expect(pane(page, 'centre').getByTestId('run-status')).toHaveText('Done');
  await screenshot(page, 'plume-test-verdict');
});

test('the plume panes: views chosen in the pane menus are kept in the address and restored in a new page', async ({ page, context }) => {
  await signIn(page, 'ada@modulr.example', '/plum/plume');
  const recent = pane(page, 'centre').getByTestId('recent-run');
  await expect(recent.first()).toBeVisible();
  await screenshot(page, 'plume-recent-runs');
  const runId = (await recent.first().getAttribute('data-run-id'))!;
  await recent.first().click();
  await expect(pane(page, 'centre').getByTestId('run-view')).toHaveAttribute('data-run-id', runId);
  await expect(pane(page, 'right').getByTestId('log-view')).toHaveAttribute('data-run-id', runId);

  // Other views in the panes, from their menus; a floating pane with the settings.
  await viewMenu(page, 'right').selectOption('compare');
  await viewMenu(page, 'bottom').selectOption('log');
  await page.getByRole('button', { name: 'Open a floating pane' }).click();
  await expect(pane(page, 'floating').getByTestId('settings-view')).toBeVisible();
  await viewMenu(page, 'floating').selectOption('costs');
  await expect(page).toHaveURL(/plume=[^&]*floating\.view-costs/);
  await expect(page).toHaveURL(/right\.view-compare/);
  await expect(page).toHaveURL(/bottom\.view-log/);
  await expect(pane(page, 'bottom').getByTestId('log-view')).toHaveAttribute('data-run-id', runId);
  await screenshot(page, 'plume-panes-chosen');

  const address = page.url();
  const copy = await context.newPage();
  await copy.goto(address);
  for (const [name, view] of [
    ['centre', 'run'],
    ['right', 'compare'],
    ['bottom', 'log'],
    ['floating', 'costs'],
  ] as const) {
    await expect(pane(copy, name)).toHaveAttribute('data-view', view);
    await expect(viewMenu(copy, name)).toHaveValue(view);
  }
  await expect(pane(copy, 'centre').getByTestId('run-view')).toHaveAttribute('data-run-id', runId);
  await expect(pane(copy, 'bottom').getByTestId('log-view')).toHaveAttribute('data-run-id', runId);
  expect(copy.url()).toBe(address);

  // A floating pane can be closed; the address forgets it.
  await copy.getByRole('button', { name: 'Close the floating pane' }).click();
  await expect(pane(copy, 'floating')).toHaveCount(0);
  expect(new URL(copy.url()).searchParams.get('plume') ?? '').not.toContain('floating');
  await copy.close();
});

test('the plume settings view writes the signed-in user’s settings; the next run takes them', async ({ page }) => {
  await signIn(page, 'jean@modulr.example', '/plum/baseGenerate?plume=floating.view-settings');
  const settings = pane(page, 'floating').getByTestId('settings-view');
  await useSettings(page, { logLevel: '3', writeLogs: true });
  await expect(page.getByTestId('run-settings-line')).toContainText('kept up to level 3 (debug)');
  await chooseGeneratorAndProject(page);
  await runGenerator(page);
  await expect(pane(page, 'centre').getByTestId('run-status')).toHaveText('Done', { timeout: 120_000 });
  await expect(pane(page, 'right').locator('.plume-log-line.level-debug').first()).toBeVisible();
  await screenshot(page, 'plume-settings-debug-run');

  // Without log lines: the run keeps only its summary, and the log pane says so.
  await setBox(settings.getByLabel(/Write log lines/), false);
  await expect(page.getByTestId('run-settings-line')).toContainText('log not written');
  await runGenerator(page);
  await expect(pane(page, 'centre').getByTestId('run-status')).toHaveText('Done', { timeout: 120_000 });
  await expect(pane(page, 'right').getByTestId('log-empty')).toContainText('stored no log lines');
  await expect(pane(page, 'centre').getByTestId('run-summary')).toBeVisible();
  await useSettings(page, { logLevel: '2', writeLogs: true });
  await expect(page.getByTestId('run-settings-line')).toContainText('kept up to level 2 (info)');
});

test('a run the address names that does not exist says so; a generator the address names that does not exist too', async ({ page }) => {
  await signIn(page, 'ada@modulr.example', `/plum/plume?plume=centre.runId-${escapePanePart('no-such-run')}`);
  await expect(pane(page, 'centre').getByTestId('run-missing')).toContainText('There is no run no-such-run');
  await expect(pane(page, 'bottom')).toContainText('There is no run no-such-run to compare');
  await page.goto('/plum/baseGenerate?generator=no-such-generator');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no generator no-such-generator' })).toBeVisible();
  await expect(page.getByTestId('generate-run')).toBeDisabled();
});

/** Firestore with the Admin SDK (the emulator): a run whose worker died, as a script could leave one. */
const adminDb = () =>
  getFirestore(
    getApps().find((a) => a.name === 'e2e-plume') ??
      initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-plume'),
  );

test('a stalled run shows Stalled and a Retry that runs it again to done', async ({ page }) => {
  const db = adminDb();
  const seeded = (await db.doc('generatorRuns/seed-run-module-layout-p1003-b').get()).data()!;
  const runId = `e2e-stalled-${Date.now()}`;
  const past = new Date(Date.now() - 10 * 60_000).toISOString();
  await db.doc(`generatorRuns/${runId}`).set({
    ...seeded,
    id: runId,
    createdAt: past,
    createdBy: 'ada',
    previousRunId: 'seed-run-module-layout-p1003-b',
    run: {
      status: 'inProgress',
      substatus: 'step 3 of 7: drawing walls',
      details: '',
      startedAt: past,
      leaseUntil: past,
      jobId: 'e2e-dead-job',
    },
  });
  await signIn(page, 'ada@modulr.example', `/plum/plume?plume=centre.runId-${escapePanePart(runId)}`);
  const centre = pane(page, 'centre');
  await expect(centre.getByTestId('run-status')).toHaveText('Stalled');
  await expect(centre).toContainText('Its worker stopped renewing the lease');
  await screenshot(page, 'plume-stalled-run');
  await centre.getByTestId('run-retry').click();
  await expect(centre.getByTestId('run-status')).toHaveText('Done', { timeout: 120_000 });
  await expect(centre.getByTestId('run-retry')).toHaveCount(0);
  await expect(pane(page, 'bottom').getByTestId('compare-view')).toContainText('Compared with seed-run-module-layout-p1003-b');
});

test("a generator's dry run from /plum/baseGenerate shows what it would draw per layer and its log, and writes no run", async ({
  page,
}) => {
  const db = adminDb();
  await signIn(page, 'ada@modulr.example', '/plum/baseGenerate');
  const { project } = await chooseGeneratorAndProject(page);
  const runs = async () => (await db.collection('generatorRuns').where('projectId', '==', project).get()).size;
  const before = await runs();
  const dryRun = page.getByTestId('dry-run');
  await dryRun.getByRole('button', { name: 'Dry run' }).click();
  const result = dryRun.getByTestId('dry-run-result');
  // The first call to a service may start a functions worker of its own (seconds on a busy machine).
  await expect(result.getByRole('table', { name: 'What the dry run would draw' }).locator('tbody tr').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(result.getByText(/^Log \(\d+ lines\)$/)).toBeVisible();
  await screenshot(page, 'plume-dry-run');
  // Up to the first step only.
  await dryRun.getByLabel('Up to step').selectOption('1');
  await dryRun.getByRole('button', { name: 'Dry run' }).click();
  await expect(dryRun.getByRole('button', { name: 'Dry run' })).toBeEnabled({ timeout: 30_000 });
  await expect(result).toBeVisible();
  expect(await runs()).toBe(before);
});
