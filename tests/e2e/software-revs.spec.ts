import { expect, test } from '@playwright/test';
import { runSuffix } from '../support/emulators';
import { screenshot, signIn } from './support';

/**
 * /software/revs (docs/staff-tools.md "Software docs and picking as built"): the seeded stored files
 * by datatype, live from `storageObjects`; a file stored from the page's form (storage service)
 * shows on the open page without a reload, downloads (cloud service) and is deleted from the page.
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

  // A door bundle of a datatype nobody stored yet, stored from the page's form through the storage service (POST /storage).
  const name = `exterior-3068-${runSuffix()}`;
  const key = `doors/${name}.json`;
  const form = page.getByRole('form', { name: 'Store a datatype file' });
  await form.getByLabel('Datatype').fill('doors');
  await form.getByLabel('File name').fill(name);
  await form.getByLabel('JSON').fill(JSON.stringify({ datatype: 'doors', name, widthIn: 36, heightIn: 80 }));
  await form.getByRole('button', { name: 'Store datatype file' }).click();
  await expect(form.getByRole('status')).toHaveText(new RegExp(`^Stored ${key.replace(/\./g, '\\.')} \\(\\d+ B\\)\\.$`));

  // No reload: the live read brings the new datatype and its file.
  await expect(datatypes.getByRole('link', { name: 'doors (1)' })).toBeVisible();
  const doors = page.getByRole('table', { name: 'Files of doors' }).getByRole('row').filter({ hasText: key });
  await expect(doors).toContainText('not versioned');
  await expect(doors).toContainText(email);
  await expect(doors).toContainText('application/json');
  await screenshot(page, 'software-revs-live');

  // Its bytes come back through the cloud service (GET /cloud/upload) as a download.
  const download = page.waitForEvent('download');
  await doors.getByRole('button', { name: `Download ${key}` }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.json`);

  // Deleted after a confirmation (ada is a workspace admin, so a shared file is hers to delete): the row goes, live.
  await doors.getByRole('button', { name: `Delete ${key}`, exact: true }).click();
  await doors.getByRole('button', { name: `Delete ${key} for good` }).click();
  await expect(datatypes.getByRole('link', { name: /^doors / })).toHaveCount(0);
});
