import { expect, test } from '@playwright/test';
import { openInApp, screenshot, signIn } from './support';

/** /software/docs and /software/docs/{api} (docs/staff-tools.md "Software docs and picking as built"). */

test("the docs list shows every service with its route count; a service's docs page its routes and a route's input fields; an unknown service says so", async ({
  page,
}) => {
  await signIn(page, 'ada@modulr.example', '/software');
  await expect(page.getByRole('table', { name: 'Building system owners' })).toBeVisible();
  await screenshot(page, 'software');
  await page.locator('.software-page').getByRole('link', { name: 'API docs' }).click();
  // The docs list: every service with its route count, once every service's docsJson is read (a
  // dozen answers of the Functions emulator: as long as a sign-in on a busy machine).
  const pick = page.getByTestId('service-pick');
  await expect(pick).toContainText('Picking', { timeout: 45_000 });
  // GET /docsJson, GET /lists, GET /requests, POST /lists, PATCH /lists.
  await expect(pick.locator('td').nth(2)).toHaveText('5');
  await expect(page.getByTestId('service-pipe').locator('td').nth(3)).toHaveText('0');
  await screenshot(page, 'software-docs');
  await pick.getByRole('link', { name: 'Picking' }).click();
  await expect(page).toHaveURL(/\/software\/docs\/pick$/);
  await expect(page.getByRole('heading', { name: 'Picking API' })).toBeVisible();
  const create = page.getByRole('article', { name: 'POST /pick/lists' });
  await expect(create).toContainText('Makes a picking list of one warehouse');
  const fields = create.getByRole('table');
  await expect(fields.getByRole('row').filter({ hasText: 'projectId' })).toContainText('required');
  await expect(fields.getByRole('row').filter({ hasText: 'assemblies' })).toContainText('optional');
  await expect(fields.getByRole('row').filter({ hasText: 'assemblies' })).toContainText('array');
  await create.getByText('JSON schema of the input').click();
  await expect(create.locator('pre').first()).toContainText('"warehouse"');
  await expect(page.getByRole('article', { name: 'PATCH /pick/lists' })).toContainText('picked');
  // Written once, in the route's contract (domain/src/routes/pick.ts): the answer's schema and the failures to expect.
  await create.getByText('JSON schema of the answer').click();
  await expect(create.locator('pre').nth(1)).toContainText('"list"');
  await expect(create.getByTestId('route-errors')).toContainText('409 while an unfinished list of the project and warehouse exists');
  await screenshot(page, 'software-doc-pick');

  // An unknown service says so.
  await openInApp(page, '/software/docs/nosuch');
  await expect(page.getByText('No service is called “nosuch”.')).toBeVisible();
});
