import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './support';
import { readDocument } from '../support/emulators';
import { signInAs } from '../support/tokens';
import { buildSeed } from '../../emulators/seed/index';

const entry = (page: Page, title: string) =>
  page.getByTestId('menu-entry').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('the jobs layout lists jobs, dims unpublished ones, and promotes all but the newest', async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const entries = page.getByTestId('menu-entry');
  await expect(entries.filter({ hasText: 'Structural Engineer' })).toHaveCount(1);
  await screenshot(page, 'jobs-list');

  // The newest job (first after the new-job entry) has no promote action; every other job has one.
  const jobs = entries.filter({ hasNot: page.getByRole('link', { name: '+ New job' }) });
  const count = await jobs.count();
  await expect(jobs.nth(0).getByRole('button')).toHaveCount(0);
  for (let i = 1; i < count; i++) await expect(jobs.nth(i).getByRole('button', { name: '▲' })).toHaveCount(1);

  // Promote an unpublished (dimmed) job: it gets publicAt and becomes the newest.
  const dimmed = page.locator('[data-testid="menu-entry"].dimmed').first();
  const title = (await dimmed.getByRole('link').textContent())!;
  await dimmed.getByRole('button', { name: '▲' }).click();
  await expect(entry(page, title)).not.toHaveClass(/dimmed/);
  await expect(jobs.nth(0)).toContainText(title);
  await expect(jobs.nth(0).getByRole('button')).toHaveCount(0);
});

test('the legacy experience field shows as qualifications', async ({ page }) => {
  const legacy = buildSeed().jobs.find((job) => 'experience' in job.data)!;
  await signIn(page, undefined, `/admin/jobs/${legacy.id}`);
  await expect(page.locator('textarea[name="qualifications"]')).toHaveValue(String(legacy.data.experience));
});

test("the services refuse a call without the signed-in user's token", async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const status = await page.evaluate(
    async () => (await fetch('/api/db?collection=jobs', { headers: { Accept: 'application/json' } })).status,
  );
  expect(status).toBe(401);
});

test('editing a job: publish on first non-empty save, empty skills removed, title renames the id', async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const title = `Test Crane Operator ${Date.now()}`;
  const id = title
    .split(' ')
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  await page.getByLabel('Title of a new job').fill(title);
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`));
  await expect(page.getByTestId('job-public-at')).toHaveText('not published');
  await expect(entry(page, title)).toHaveClass(/dimmed/);

  // First save with a non-empty value publishes the job; the date shows as yyyy-MM-dd HH:mm:ss UTC.
  await page.locator('textarea[name="skills"]').fill('Rigging, signalling');
  await page.locator('textarea[name="skills"]').press('Enter');
  await expect(page.getByTestId('job-public-at')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
  await expect(entry(page, title)).not.toHaveClass(/dimmed/);
  expect((await readDocument(`jobs/${id}`))?.skills).toBe('Rigging, signalling');

  // Escape reverts an uncommitted change.
  await page.locator('textarea[name="skills"]').fill('something else');
  await page.locator('textarea[name="skills"]').press('Escape');
  await expect(page.locator('textarea[name="skills"]')).toHaveValue('Rigging, signalling');

  // Saving empty skills removes the field (blur commits).
  await page.locator('textarea[name="skills"]').fill('');
  await page.getByLabel('Title', { exact: true }).focus();
  await expect.poll(async () => 'skills' in ((await readDocument(`jobs/${id}`)) ?? { skills: 1 })).toBe(false);

  // A title change renames the id and removes the old entry.
  const renamed = `${title} Senior`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByLabel('Title', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}Senior$`));
  await expect(page.getByTestId('job-id')).toHaveText(`${id}Senior`);
  await expect(entry(page, title)).toHaveCount(0);
  await expect(entry(page, renamed)).toHaveCount(1);
  expect(await readDocument(`jobs/${id}`)).toBeNull();
  await screenshot(page, 'job-editor');
});

test('a change made in one browser appears in another without reload', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await signIn(a, 'ada@modulr.example', '/admin/jobs');
  await signIn(b, 'eero@modulr.example', '/admin/jobs');
  let reloads = 0;
  b.on('load', () => reloads++);

  const title = `Test Live Update ${Date.now()}`;
  await a.getByLabel('Title of a new job').fill(title);
  await a.getByRole('button', { name: 'Create job' }).click();
  await expect(entry(b, title)).toHaveCount(1);

  await a.getByLabel('Title', { exact: true }).fill(`${title} Renamed`);
  await a.getByLabel('Title', { exact: true }).press('Enter');
  await expect(entry(b, `${title} Renamed`)).toHaveCount(1);
  await expect(entry(b, title)).toHaveCount(0);
  expect(reloads).toBe(0);
  await a.context().close();
  await b.context().close();
});

test('a live read the database refuses shows the jobs toast, not "0 jobs" and a 404', async ({ page }) => {
  // The Firestore emulator checks the rules against the token each listen stream opens with.
  // Every stream of this page opens with the token of a Firebase session without the staff
  // claim, as if the account had lost its access: the rules refuse the read.
  const outsider = await signInAs('jean@modulr.example', null);
  await page.route('**/google.firestore.v1.Firestore/Listen/channel**', async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !body) return route.continue();
    await route.continue({ postData: body.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, outsider.idToken) });
  });
  await signIn(page, 'jean@modulr.example', '/admin/jobs');
  const toast = page.getByTestId('toast-jobs');
  await expect(toast).toContainText('Could not read the jobs (not allowed for this account)');
  await expect(page.getByTestId('menu')).toContainText('Jobs could not be read');
  await expect(page.getByTestId('menu')).not.toContainText('0 jobs');
  await expect(page.getByTestId('live-status')).toHaveText('Reconnecting…');
  await screenshot(page, 'jobs-read-refused');

  // A job page says the jobs could not be read; it is not a missing job.
  await page.goto('/admin/jobs/structuralEngineer');
  await expect(page.getByRole('alert').filter({ hasText: 'The jobs could not be read.' })).toBeVisible();
  await expect(page.getByTestId('toast-jobs')).toContainText('Could not read the jobs');
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
});

test('creating a job: no title, no button; a taken title says so plainly', async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const create = page.getByRole('button', { name: 'Create job' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Title of a new job').fill('  !! ');
  await expect(create).toBeDisabled();
  await page.getByLabel('Title of a new job').fill('Structural Engineer');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByTestId('toast-jobs')).toContainText("A job with the title 'Structural Engineer' exists already");
  await expect(page.getByTestId('toast-jobs')).not.toContainText('conflict');
});

test('a long job title can be read whole: it wraps in the menu and shows in full on its page', async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const title = `Test Senior Prefabricated Modular Construction Site Coordination And Logistics Engineer For Northern Region Projects ${Date.now()}`;
  await page.getByLabel('Title of a new job').fill(title);
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const link = entry(page, title).getByRole('link');
  await expect(link).toHaveAttribute('title', title);
  // Wrapped inside the 150 px menu: several lines, nothing cut off.
  const box = (await link.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(150);
  expect(box.height).toBeGreaterThan(40);
  expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await screenshot(page, 'job-long-title');
});

test("clearing a job's publication date unpublishes it (DELETE /db/date); the button says why when there is no date", async ({ page }) => {
  await signIn(page, undefined, '/admin/jobs');
  const title = `Test Clear Date ${Date.now()}`;
  await page.getByLabel('Title of a new job').fill(title);
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByTestId('job-editor')).toBeVisible();
  const id = (await page.getByTestId('job-id').textContent())!;
  const clear = page.getByRole('button', { name: 'Clear the publication date' });
  await expect(clear).toBeDisabled();
  await expect(clear).toHaveAttribute('title', /no date to clear/);
  await page.locator('textarea[name="skills"]').fill('Welding');
  await page.locator('textarea[name="skills"]').press('Enter');
  await expect(page.getByTestId('job-public-at')).toHaveText(/UTC$/);
  await expect(clear).toBeEnabled();
  await clear.click();
  await expect(page.getByTestId('job-public-at')).toHaveText('not published');
  await expect(entry(page, title)).toHaveClass(/dimmed/);
  await expect(clear).toBeDisabled();
  await expect.poll(async () => 'publicAt' in ((await readDocument(`jobs/${id}`)) ?? { publicAt: 1 })).toBe(false);
  await screenshot(page, 'job-editor-date-cleared');
});

test('an admin deletes a job after confirming; staff who are not admins see why they cannot', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();
  const title = `Test Delete ${Date.now()}`;
  await signIn(admin, 'ada@modulr.example', '/admin/jobs');
  await admin.getByLabel('Title of a new job').fill(title);
  await admin.getByRole('button', { name: 'Create job' }).click();
  await expect(admin.getByTestId('job-editor')).toBeVisible();
  const id = (await admin.getByTestId('job-id').textContent())!;

  // Eero is staff, not a workspace admin: the action is there, disabled, and says why.
  await signIn(staff, 'eero@modulr.example', `/admin/jobs/${id}`);
  const refused = staff.getByRole('button', { name: 'Delete job' });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAttribute('title', 'Only workspace admins delete jobs');
  await expect(refused).toHaveAttribute('aria-description', 'Only workspace admins delete jobs');

  // Keep leaves it; Delete removes it, for the other browser too.
  await admin.getByRole('button', { name: 'Delete job' }).click();
  await expect(admin.getByRole('group', { name: 'Confirm deleting the job' })).toContainText(`Delete “${title}” for good?`);
  await screenshot(admin, 'job-delete-confirm');
  await admin.getByRole('button', { name: 'Keep' }).click();
  expect((await readDocument(`jobs/${id}`))?.title).toBe(title);
  await admin.getByRole('button', { name: 'Delete job' }).click();
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/jobs$/);
  await expect(entry(admin, title)).toHaveCount(0);
  await expect(entry(staff, title)).toHaveCount(0);
  await expect.poll(async () => readDocument(`jobs/${id}`)).toBeNull();
  await admin.context().close();
  await staff.context().close();
});
