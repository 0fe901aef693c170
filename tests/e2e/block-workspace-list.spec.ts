import { expect, test } from '@playwright/test';
import { formatUtc } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { screenshot, signIn } from './support';

/**
 * /admin/blocks (issue 27 item 8): each block workspace says when it was made and last edited
 * (the spec's 'yyyy-MM-dd HH:mm:ss', UTC), so rows on one block by one user are told apart, and an
 * action a user may not take says why, to the eye (title) and to assistive technology.
 */
const seeded = buildSeed().workspaces.filter((w) => w.data.workspaceType === 'block');

test('block workspaces show when each was made and last edited; disabled actions say why', async ({ page }) => {
  expect(seeded.length).toBeGreaterThan(1);
  // Jean is staff, neither a creator of a seeded workspace nor a workspace admin.
  await signIn(page, 'jean@modulr.example', '/admin/blocks');
  for (const ws of seeded) {
    const row = page.locator(`[data-testid="workspace-row"][data-workspace="${ws.id}"]`);
    await expect(row.getByTestId('workspace-made')).toHaveText(formatUtc(String(ws.data.createdAt)));
    await expect(row.getByTestId('workspace-edited')).toHaveText(formatUtc(String(ws.data.updatedAt)));
    const commit = row.getByRole('button', { name: 'Commit' });
    await expect(commit).toBeDisabled();
    await expect(commit).toHaveAttribute('title', 'Only the creator or a workspace admin may commit it');
    await expect(commit).toHaveAttribute('aria-description', 'Only the creator or a workspace admin may commit it');
    const remove = row.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-description', 'Only the creator or a workspace admin may delete it');
  }
  const made = seeded.map((ws) => formatUtc(String(ws.data.createdAt)));
  expect(new Set(made).size).toBe(made.length);
  await expect(page.getByRole('columnheader', { name: 'Made (UTC)' })).toBeVisible();
  await screenshot(page, 'admin-blocks-workspace-times');
});
