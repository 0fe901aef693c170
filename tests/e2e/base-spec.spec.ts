import { expect, test, type Page, type Request } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../support/emulators';
import { screenshot, signIn } from './support';

// The base specification pages (docs/base-spec.md "Pages" and "Base-spec pages"). Names made here
// are unique per run, so the spec does not depend on what other specs change in the seed.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const isSpecSave = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/base/spec');

async function newestVersion(page: Page): Promise<string> {
  await expect(page.getByTestId('base-spec-sections')).toBeVisible();
  return (await page.getByTestId('base-spec-sections').getAttribute('data-version'))!;
}

test('/plum/base shows every section of the newest base spec and switches version with the selector', async ({ page }) => {
  await signIn(page, undefined, '/plum/base');
  const sections = page.getByTestId('base-spec-sections');
  const newest = await newestVersion(page);
  await expect(page.getByRole('combobox', { name: 'Base specification version' })).toHaveValue(newest);
  await expect(page.getByTestId('base-spec-meta')).toContainText('latest');

  // The content of a committed version never changes: v0.3.0, the seed's full spec.
  await page.goto('/plum/base?v=v0.3.0');
  await expect(sections).toHaveAttribute('data-version', 'v0.3.0');
  const layers = page.getByTestId('section-layers');
  await expect(layers.locator('tbody[data-group="design"] tr[data-layer="design/walls"]')).toContainText('ft');
  await expect(layers.locator('tbody[data-group="utilities"]')).toHaveCount(1);
  await expect(page.getByTestId('section-themes').locator('[data-theme="default"]')).toContainText('default');
  await expect(page.getByTestId('section-goals').locator('tr[data-goal]').first()).toBeVisible();
  await expect(page.getByTestId('section-order').locator('[data-group]')).toHaveCount(6);
  await expect(page.getByTestId('section-systems').locator('tr[data-system="structure"]')).toContainText('default');
  await expect(page.getByTestId('section-properties').locator('tr[data-property="lotType"]')).toContainText('corner');
  await expect(page.getByTestId('section-workspaces')).toBeVisible();
  await expect(page.getByTestId('section-views')).toBeVisible();
  await screenshot(page, 'base-spec');

  // v0.1.0 predates the utilities group.
  await page.getByRole('combobox', { name: 'Base specification version' }).click();
  await page.getByRole('option', { name: /^v0\.1\.0/ }).click();
  await expect(page).toHaveURL(/\/plum\/base\?v=v0\.1\.0$/);
  await expect(sections).toHaveAttribute('data-version', 'v0.1.0');
  await expect(layers.locator('tbody[data-group="utilities"]')).toHaveCount(0);
  await expect(layers.locator('tbody[data-group="design"]')).toHaveCount(1);

  // An unknown version says so and links the newest.
  await page.goto('/plum/base?v=v9.9.9');
  await expect(page.getByTestId('unknown-version')).toContainText('There is no base specification v9.9.9');
});

test('a base-spec draft: edit a layer colour and a goal (saved once each, nothing when unchanged), submit, approve for three roles, commit', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSpecSave(request)) saves.push(request);
  });
  await signIn(page, undefined, '/plum/base');
  const from = await newestVersion(page);
  await page.getByTestId('new-base-workspace').click();
  await expect(page).toHaveURL(/\/plum\/base\/workspace\?workspace=/);
  const workspaceId = new URL(page.url()).searchParams.get('workspace')!;
  await expect(page.getByTestId('base-workspace-sections')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  const hex = page.getByLabel('design/walls colour', { exact: true });
  const before = await hex.inputValue();
  // Nothing changed: Enter on the same value, Escape after typing, blur: no save.
  await hex.click();
  await hex.press('Enter');
  await hex.fill('#000000');
  await hex.press('Escape');
  await expect(hex).toHaveValue(before);
  await page.getByLabel('Goal 1 name').click();
  await page.getByLabel('Goal 1 name').press('Tab');

  // A colour: one save.
  const colour = before.toLowerCase() === '#123abc' ? '#abc123' : '#123abc';
  const saved = page.waitForResponse((r) => isSpecSave(r.request()) && r.ok());
  await hex.fill(colour);
  await hex.press('Enter');
  await saved;
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  // The no-change actions above sent nothing: this is the first save.
  expect(saves).toHaveLength(1);
  expect(Object.keys(JSON.parse(saves[0]!.postData()!))).toEqual(['workspaceId', 'layers']);

  // A goal: one more save, of the goals only.
  const goalName = `goal ${unique()}`;
  const savedGoal = page.waitForResponse((r) => isSpecSave(r.request()) && r.ok());
  await page.getByLabel('Goal 1 name').fill(goalName);
  await page.getByLabel('Goal 1 name').press('Enter');
  await savedGoal;
  expect(saves).toHaveLength(2);
  expect(Object.keys(JSON.parse(saves[1]!.postData()!))).toEqual(['workspaceId', 'goals']);

  // Read again from the service: the edits are stored.
  await page.reload();
  await expect(page.getByLabel('design/walls colour', { exact: true })).toHaveValue(colour);
  await expect(page.getByLabel('Goal 1 name')).toHaveValue(goalName);
  expect(saves).toHaveLength(2);
  await screenshot(page, 'base-spec-workspace', false);
  await page.locator('#goals').scrollIntoViewIfNeeded();
  await screenshot(page, 'base-spec-workspace-goals', false);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Submit as the next minor (the default).
  const [major, minor] = from.slice(1).split('.').map(Number);
  const next = `v${major}.${minor! + 1}.0`;
  await expect(page.getByLabel('Candidate version')).toHaveValue('minor');
  await page.getByTestId('submit-candidate').click();
  const panel = page.getByTestId('candidate-panel');
  await expect(panel).toContainText(`Candidate ${next}`);
  const commit = page.getByTestId('commit');
  await expect(commit).toBeDisabled();
  // Approvals are membership (config/access approvers): Ada approves design, but not a candidate she
  // created; the page says who can act on each role, and each role's approver approves in their own browser.
  await expect(panel.getByRole('button', { name: /^Approve as / })).toHaveCount(0);
  await expect(panel.locator('tr[data-role="design"] [data-testid="who-can-approve"]')).toHaveText(
    'waiting for design approval — Eero Saarinen or Zaha Hadid (you created this candidate, so you do not approve it)',
  );
  await expect(panel.locator('tr[data-role="production"] [data-testid="who-can-approve"]')).toHaveText(
    'waiting for production approval — Ken Thompson or Jean Prouve',
  );
  await screenshot(page, 'base-spec-candidate-who-can-approve', false);
  for (const [email, role] of [
    ['eero@modulr.example', 'design'],
    ['frances@modulr.example', 'management'],
    ['ken@modulr-build.example', 'production'],
  ] as const) {
    await expect(commit).toBeDisabled();
    const approver = await (await browser.newContext()).newPage();
    await signIn(approver, email, `/plum/base/workspace?workspace=${workspaceId}`);
    const theirs = approver.getByTestId('candidate-panel');
    await expect(theirs.getByRole('button', { name: /^Approve as / })).toHaveCount(1, { timeout: 30_000 });
    await theirs.getByRole('button', { name: `Approve as ${role}` }).click();
    await expect(theirs.locator(`tr[data-role="${role}"]`)).toHaveAttribute('data-status', 'approved');
    await approver.context().close();
    // Ada's page sees it live.
    await expect(panel.locator(`tr[data-role="${role}"]`)).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
  }
  await expect(commit).toBeEnabled();
  // The impact: the projects whose drawings use design/walls see it restyled (its colour).
  await expect(panel.locator('[data-testid^="impact-"]')).toContainText('design/walls');
  await expect(panel.locator('[data-testid^="impact-"]')).toContainText('color');
  await screenshot(page, 'base-spec-candidate', false);

  // The candidate shows on /plum/base with its approvals, in a second tab.
  const other = await page.context().newPage();
  await other.goto('/plum/base');
  const card = other.locator(`.bs-workspace-group [data-candidate]`).filter({ hasText: `Candidate ${next}` });
  await expect(card.locator('tr[data-role="production"]')).toHaveAttribute('data-status', 'approved');
  await other.close();

  await panel.getByLabel('Commit message').fill(`walls ${colour}, ${goalName}`);
  await commit.click();
  await expect(page.getByTestId('committed')).toContainText(`Committed as ${next}`);
  await page.getByTestId('committed-link').click();
  await expect(page).toHaveURL(new RegExp(`/plum/base\\?v=${next.replace(/\./g, '\\.')}$`));
  await expect(page.getByTestId('base-spec-sections')).toHaveAttribute('data-version', next);
  await expect(page.getByTestId('section-layers').locator('tr[data-layer="design/walls"]')).toContainText(colour);
  await expect(page.getByTestId('section-goals')).toContainText(goalName);
  await expect(page.getByTestId('base-spec-meta')).toContainText(next);
  // The draft is now listed as approved.
  await expect(page.locator(`[data-kind="approved"] [data-workspace="${workspaceId}"]`)).toContainText(`committed as ${next}`);
  await screenshot(page, 'base-spec-committed');
});

test('a base view is added, renamed, made the default and deleted', async ({ page }) => {
  await signIn(page, undefined, '/plum/base');
  const views = page.getByTestId('section-views');
  const name = `Framing review ${unique()}`;
  const form = views.getByRole('form', { name: 'Add a view' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Kind').selectOption('install');
  await form.getByRole('button', { name: 'Add view' }).click();
  const row = views.locator(`tr[data-view="${name}"]`);
  await expect(row).toContainText('Install view');
  // Stamped by the rules' terms: the signed-in user and the server's time (issue 23).
  const db = getFirestore(getApps().find((a) => a.name === 'base-spec') ?? initializeApp({ projectId: PROJECT_ID }, 'base-spec'));
  // The row shows the browser's own write at once; the server has it once the rules accepted it.
  const storedView = async () => (await db.collection('plum/base/views').where('name', '==', name).get()).docs[0]?.data();
  await expect.poll(storedView, { timeout: 30_000 }).toMatchObject({ updatedBy: 'ada' });
  expect((await storedView())?.updatedAt?.toMillis()).toBeGreaterThan(Date.now() - 10 * 60_000);

  await row.getByRole('button', { name: 'Set as default' }).click();
  await expect(row).toContainText('default');
  await expect(row.getByRole('button', { name: 'Set as default' })).toHaveCount(0);
  // Only one default install view.
  await expect(
    views
      .locator('tr')
      .filter({ hasText: 'Install view' })
      .filter({ has: page.locator('.bs-badge') }),
  ).toHaveCount(1);

  const renamed = `${name} (renamed)`;
  await row.getByLabel(`Name of view ${name}`).fill(renamed);
  await row.getByLabel(`Name of view ${name}`).press('Enter');
  const renamedRow = views.locator(`tr[data-view="${renamed}"]`);
  await expect(renamedRow).toContainText('default');
  await screenshot(page, 'base-spec-views', false);

  page.once('dialog', (dialog) => void dialog.accept());
  await renamedRow.getByRole('button', { name: `Delete view ${renamed}` }).click();
  await expect(renamedRow).toHaveCount(0);
});

test("/plum/base draws the version's diagrams (Diagrams service): each one the service lists, as an image with its title", async ({
  page,
}) => {
  await signIn(page, undefined, '/plum/base');
  const newest = await newestVersion(page);
  const diagrams = page.getByTestId('base-diagrams');
  const tabs = diagrams.getByRole('tab');
  // The first call to a service may start a functions worker of its own (seconds on a busy machine).
  await expect(tabs).toHaveCount(3, { timeout: 30_000 });
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const drawn = diagrams.getByTestId('base-diagram');
  await expect(drawn).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  await expect(drawn.getByRole('img', { name: `Draw order, base spec ${newest}` })).toBeVisible();
  await diagrams.locator('[data-generator="layer-legend"]').first().click();
  await expect(drawn.getByRole('img', { name: `Layer legend, base spec ${newest}` })).toBeVisible({ timeout: 30_000 });
  await expect(drawn.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download', `layer-legend-${newest}.svg`);
  await diagrams.scrollIntoViewIfNeeded();
  await screenshot(page, 'base-spec-diagrams');
});
