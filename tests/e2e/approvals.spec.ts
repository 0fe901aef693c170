import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { blockingReason, pipeAssemblySchema, projectSchema, STAGE_LABELS } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

// Approval roles are membership (config/access approvers, issue 23): the pipe tab offers approve and
// reject only for the roles the user holds and, like the board's 'why blocked', says who can act on
// the others. The seed has them: design Ada, Eero, Zaha; management Grace, Frances; production Ken, Jean.

const seed = buildSeed();
const projectOf = (id: string) => projectSchema.parse(seed.projects.find((p) => p.id === id)!.data);
/** A seeded assembly whose manufacturing BOM is not started and waits for production approval. */
const waiting = seed.pipe
  .map((d) => pipeAssemblySchema.parse(d.data))
  .find(
    (a) =>
      a.mbom.status === 'new' &&
      blockingReason(a, 'mbom', { hasBase: !!projectOf(a.projectId).base?.latest }) === 'waiting for production approval',
  );
const PROJECT = waiting?.projectId ?? '(none)';
const ASSEMBLY = waiting?.assembly ?? '(none)';
const project = waiting ? projectOf(PROJECT) : undefined;
const seeded = waiting!;
/** The test's own starting point: as seeded, with management rejected by grace (a rejection stands until its author changes it). */
const approvals = {
  ...seeded?.approvals,
  management: [{ user: 'grace', status: 'rejected' as const, notes: 'Header size wrong on gridline B', at: '2026-11-20T09:30:00.000Z' }],
};
const WAITING = 'waiting for production approval — Ken Thompson or Jean Prouve';

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-approvals') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-approvals');
  return getFirestore(app);
}

const pipeTab = (page: Page) => {
  const detail = page.locator(`[data-testid="pipe-detail"][data-assembly="${ASSEMBLY}"]`);
  return {
    detail,
    form: detail.getByRole('form', { name: 'Your approval' }),
    whoCan: (role: string) => detail.locator(`[data-testid="who-can-approve"] li[data-role="${role}"]`),
    mbomReason: detail.locator('[data-testid="pipe-stage"][data-stage="mbom"] [data-testid="blocked-reason"]'),
    approveButtons: detail.getByRole('button', { name: /^Approve as / }),
  };
};

test('approve and reject only for the roles one holds; the pipe tab and the board say who can act on the others', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(waiting, 'the seed has an assembly whose manufacturing BOM waits for production approval').toBeDefined();
  expect(blockingReason({ ...seeded, approvals }, 'mbom', { hasBase: !!project?.base?.latest })).toBe('waiting for production approval');
  const ref = adminDb().doc(`projects/${PROJECT}/pipe/${ASSEMBLY}`);
  await ref.update({ approvals });
  const eero = await newUser(browser);
  const linus = await newUser(browser);
  const ken = await newUser(browser);
  try {
    // The board's 'why blocked' names the production approvers.
    await signInAt(eero, 'eero@modulr.example', `/dash2/${PROJECT}`);
    const cell = eero.locator(
      `[data-testid="board-row"][data-assembly="${ASSEMBLY}"] [data-testid="stage"][data-stage="${STAGE_LABELS.mbom}"]`,
    );
    await expect(cell).toHaveAttribute('data-status', 'new', { timeout: 30_000 });
    await expect(cell).toContainText(WAITING, { timeout: 30_000 });
    await cell.scrollIntoViewIfNeeded();
    await screenshot(eero, 'approvals-board-why-blocked', false);

    // Eero approves for design only: his form offers design, and the tab names who can act on the others.
    await eero.goto(`/dash/${PROJECT}/pipe?assembly=${ASSEMBLY}`);
    const e = pipeTab(eero);
    await expect(e.form.getByRole('button', { name: 'Approve as design' })).toBeVisible({ timeout: 30_000 });
    await expect(e.form.getByRole('button', { name: 'Reject as design' })).toBeVisible();
    await expect(e.approveButtons).toHaveCount(1);
    await expect(e.form.getByRole('combobox')).toHaveCount(0);
    await expect(e.whoCan('production')).toHaveText(WAITING);
    await expect(e.whoCan('management')).toHaveText('management approval rejected by grace — it stands until grace changes it');
    await expect(e.whoCan('design')).toHaveCount(0);
    await expect(e.mbomReason).toHaveText(`Blocked: ${WAITING}`);
    await e.detail.getByRole('heading', { name: 'Approvals' }).scrollIntoViewIfNeeded();
    await screenshot(eero, 'approvals-pipe-tab', false);

    // Linus holds no role: no approve or reject, and who can act on each role.
    await signInAt(linus, 'linus@modulr.example', `/dash/${PROJECT}/pipe?assembly=${ASSEMBLY}`);
    const l = pipeTab(linus);
    await expect(l.detail.getByTestId('no-approver-role')).toBeVisible({ timeout: 30_000 });
    await expect(l.approveButtons).toHaveCount(0);
    await expect(l.detail.getByRole('button', { name: /^Reject as / })).toHaveCount(0);
    await expect(l.whoCan('production')).toHaveText(WAITING);

    // Ken approves for production; Eero's tab sees it live: nothing waits for production any more.
    await signInAt(ken, 'ken@modulr-build.example', `/dash/${PROJECT}/pipe?assembly=${ASSEMBLY}`);
    const k = pipeTab(ken);
    await expect(k.approveButtons).toHaveCount(1, { timeout: 30_000 });
    await expect(k.whoCan('design')).toHaveCount(0);
    await k.form.getByRole('button', { name: 'Approve as production' }).click();
    await expect(k.detail.getByRole('list', { name: 'Approvals' }).locator('[data-role="production"]')).toHaveAttribute(
      'data-state',
      'approved',
      { timeout: 30_000 },
    );
    await expect(e.whoCan('production')).toHaveCount(0, { timeout: 30_000 });
    await expect(e.mbomReason).toHaveCount(0);
    await expect(e.detail.getByRole('list', { name: 'Approvals' }).locator('[data-role="production"]')).toContainText('ken');
  } finally {
    await ref.update({ approvals: seeded.approvals, updatedAt: seeded.updatedAt ?? FieldValue.delete() });
    for (const page of [eero, linus, ken]) await page.context().close();
  }
});
