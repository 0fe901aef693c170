import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLAB_RELOAD_MESSAGE } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { useTestCollabServer } from './collab-test-server';
import { signIn } from './support';

/** A current block no other spec edits (any will do: the test opens a workspace of its own). */
const BLOCK = buildSeed().blocks.find((b) => !('version' in b.data) && String(b.data.name).startsWith('utility-'))!.data.name as string;

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-collab-protocol') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-collab-protocol');
  return getFirestore(app);
}

test('a page from before an update is told to reload, stays read-only, and after Reload co-edits again', async ({ page, context }) => {
  // Until Reload, the page's sockets reach collab-server as an old build opens them: no protocol version.
  let builtBeforeVersions = true;
  await useTestCollabServer(context, { asBuiltBeforeVersions: () => builtBeforeVersions });
  await signIn(page, 'eero@modulr.example', '/');
  await page.goto(`/block/${BLOCK}`);
  await page.getByRole('button', { name: 'Edit in a workspace' }).click();
  await expect(page).toHaveURL(/\/admin\/blocks\/workspace\/[A-Za-z0-9_-]+$/);
  const workspaceId = page.url().split('/').pop()!;
  try {
    const banner = page.getByTestId('update-required-banner');
    await expect(banner).toContainText(COLLAB_RELOAD_MESSAGE);
    await expect(page.getByTestId('connection-status')).toHaveText(`Not connected — ${COLLAB_RELOAD_MESSAGE}`);
    // Read-only: the server's document was never sent, and nothing can be added.
    await expect(page.getByRole('button', { name: 'Add rectangle' })).toBeDisabled();

    // The reload loads the new build.
    builtBeforeVersions = false;
    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('update-required-banner')).toHaveCount(0);
  } finally {
    await adminDb().recursiveDelete(adminDb().doc(`workspaces/${workspaceId}`));
  }
});
