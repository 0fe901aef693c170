import { expect, test } from '@playwright/test';
import { FUNCTIONS_URL, idTokenFor, runSuffix } from '../support/emulators';
import { screenshot, signIn } from './support';

/**
 * /software/revs (docs/staff-tools.md "Software docs and picking as built"): the seeded stored files
 * by datatype, live from `storageObjects`; a file stored through the storage service shows on the
 * open page without a reload.
 */

test('the revisions page lists the seeded files by datatype and shows a newly stored file live', async ({ page }) => {
  const email = 'ada@modulr.example';
  await signIn(page, email, '/software/revs');
  await expect(page.getByRole('heading', { name: 'Revisions', level: 1 })).toBeVisible();

  const datatypes = page.getByRole('list', { name: 'Datatypes' });
  for (const name of ['drawings', 'environments', 'materials', 'roofs', 'textures', 'walls', 'windows'])
    await expect(datatypes.getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible();
  const walls = page.getByRole('table', { name: 'Files of walls' });
  await expect(walls.getByRole('row').filter({ hasText: 'walls/party-wall-double-2x4.json' })).toContainText('v3');
  await expect(walls.getByRole('row').filter({ hasText: 'walls/exterior-2x6.json' })).toContainText('v2');
  await expect(page.getByRole('table', { name: 'Files of materials' })).toContainText('materials/library.json');
  await expect(page.getByRole('table', { name: 'Files of materials' })).toContainText('not versioned');
  await expect(page.getByText(/not fit the storage schema/)).toHaveCount(0);
  await screenshot(page, 'software-revs');

  // A door bundle of a datatype nobody stored yet, POSTed by the signed-in user through the storage service.
  const key = `doors/exterior-3068-${runSuffix()}.json`;
  const res = await fetch(`${FUNCTIONS_URL}/storage`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenFor(email)}` },
    body: JSON.stringify({
      app_name: 'workhub',
      project: 'global',
      key,
      data: { datatype: 'doors', name: 'exterior-3068', widthIn: 36, heightIn: 80 },
      type: 'json',
      isVersioned: true,
    }),
  });
  expect(res.status).toBe(201);

  // No reload: the live read brings the new datatype and its file.
  await expect(datatypes.getByRole('link', { name: 'doors (1)' })).toBeVisible();
  const doors = page.getByRole('table', { name: 'Files of doors' }).getByRole('row').filter({ hasText: key });
  await expect(doors).toContainText('v1');
  await expect(doors).toContainText(email);
  await expect(doors).toContainText('application/json');
  await screenshot(page, 'software-revs-live');
});
