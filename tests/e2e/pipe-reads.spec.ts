import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PIPE_STAGES, pipeAssemblySchema, type PipeAssembly } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

/**
 * The pipe tab's Reads (issue 27 item 1): the pipe service's reads — BOM, BOM tree, cut list,
 * sketch layers, which stages can run, group assemblies, what needs attention, layers, snapshot
 * and activity — shown to a staff user as tables, a tree and lists, with clear empty states.
 */
const seed = buildSeed();
const A = 'ada@modulr.example';
/** A project whose assemblies have their purchasing BOM done (the opus export test reads it too, without changing the lines). */
const WITH_BOM = 'P-1011';

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-pipe-reads') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-pipe-reads');
  return getFirestore(app);
}

async function pipeNow(projectId: string): Promise<PipeAssembly[]> {
  const snapshot = await adminDb().collection(`projects/${projectId}/pipe`).orderBy('order').get();
  return snapshot.docs.map((d) => pipeAssemblySchema.parse(d.data()));
}

const reads = (page: Page) => page.getByTestId('pipe-reads');
/** A read's answer: the first call to a service may start a functions worker of its own (seconds on a busy machine). */
const ANSWER = { timeout: 30_000 };
async function openRead(page: Page, label: string) {
  await reads(page).getByRole('tab', { name: label, exact: true }).click();
  await expect(reads(page).getByRole('tabpanel', { name: label })).toBeVisible();
  await expect(reads(page).getByTestId('pipe-read')).toHaveAttribute('data-status', 'success', ANSWER);
}

test('the pipe tab reads an assembly: its BOM as tables, the BOM tree, the cut list and the other reads, each readable', async ({
  browser,
}) => {
  const assemblies = await pipeNow(WITH_BOM);
  const withBom = assemblies.find((a) => a.pbom.status === 'done' && (a.pbom.items ?? []).length > 0)!;
  expect(withBom, `${WITH_BOM} has an assembly with a purchasing BOM`).toBeTruthy();
  const page = await newUser(browser);
  await signInAt(page, A, `/dash/${WITH_BOM}/pipe?assembly=${withBom.assembly}`);

  // BOM: the purchasing lines as a table, one row per line (and the header).
  await expect(reads(page).getByRole('tab', { name: 'BOM', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(reads(page).getByTestId('pipe-read')).toHaveAttribute('data-status', 'success', ANSWER);
  const pbom = reads(page).getByRole('table', { name: 'Purchasing BOM' });
  await expect(pbom.getByRole('row')).toHaveCount(withBom.pbom.items!.length + 1);
  for (const item of withBom.pbom.items!.filter((i) => i.itemCode))
    await expect(pbom.getByText(item.itemCode, { exact: true }).first()).toBeVisible();
  await expect(reads(page).locator('[data-field="materialRequest"]')).not.toBeEmpty();
  await screenshot(page, 'pipe-reads-bom');

  // BOM tree: one branch per module, the chosen assembly open.
  await openRead(page, 'BOM tree');
  const modules = new Set(assemblies.map((a) => a.module));
  await expect(reads(page).getByTestId('bom-tree-module')).toHaveCount(modules.size);
  await expect(reads(page).locator(`[data-testid="bom-tree-assembly"][data-assembly="${withBom.assembly}"]`)).toHaveAttribute('open', '');
  await screenshot(page, 'pipe-reads-bom-tree');

  // Cut list: a table of cuts, or why there is none.
  await openRead(page, 'Cut list');
  await expect(
    reads(page)
      .getByTestId('cut-list')
      .or(reads(page).getByText(/cut to size in house|Nothing yet/)),
  ).toBeVisible();

  // Sketch layers: the build spec and its layers (or that it does not define the assembly).
  await openRead(page, 'Sketch layers');
  await expect(reads(page).locator('[data-field="buildSpec"]')).not.toBeEmpty();
  await expect(
    reads(page)
      .getByTestId('sketch-layers')
      .or(reads(page).getByTestId('sketch-undefined'))
      .or(reads(page).getByText('The build spec names no sketch or key layer')),
  ).toBeVisible();

  // Which stages can run: one row per stage, with the reason when one cannot.
  await openRead(page, 'Can run');
  await expect(reads(page).getByTestId('supported').locator('tbody tr')).toHaveCount(PIPE_STAGES.length);

  // Group assemblies: one row per assembly, the chosen one marked.
  await openRead(page, 'Group assemblies');
  await expect(reads(page).getByTestId('cga').locator('tbody tr')).toHaveCount(assemblies.length);
  await expect(reads(page).locator(`[data-testid="cga"] tr[data-assembly="${withBom.assembly}"]`)).toHaveClass(/selected/);
  await screenshot(page, 'pipe-reads-cga');

  // Layers, snapshot, activity: tables, not JSON (the raw answer stays folded away).
  await openRead(page, 'Layers');
  await expect(reads(page).locator('[data-field="baseVersion"]')).not.toBeEmpty();
  await openRead(page, 'Snapshot');
  await expect(reads(page).getByTestId('snapshot').locator('tbody tr')).toHaveCount(assemblies.length);
  await openRead(page, 'Activity');
  await expect(reads(page).getByTestId('activity').locator('tbody tr').first()).toBeVisible();
  await expect(reads(page).locator('.pipe-read-raw pre')).toBeHidden();
  // The address keeps the read: a reload opens it again.
  await expect(page).toHaveURL(/read=changespace/);
  await page.reload();
  await expect(reads(page).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  await page.context().close();
});

test('what needs attention lists the failed stages; an assembly not generated yet says so instead of empty tables', async ({ browser }) => {
  // The project with failed and stalled stages (pipeline-board.spec.ts).
  const troubled = 'P-1012';
  const failed = (await pipeNow(troubled)).flatMap((a) =>
    PIPE_STAGES.filter((s) => a[s].status === 'error').map((s) => `${a.assembly}/${s}`),
  );
  const page = await newUser(browser);
  await signInAt(page, A, `/dash/${troubled}/pipe?read=qsee`);
  await expect(reads(page).getByTestId('pipe-read')).toHaveAttribute('data-status', 'success', ANSWER);
  if (failed.length) await expect(reads(page).locator('[data-testid="qsee"] li[data-kind="error"]')).toHaveCount(failed.length);
  else await expect(reads(page).getByTestId('qsee').or(reads(page).getByTestId('qsee-clear'))).toBeVisible();
  await screenshot(page, 'pipe-reads-qsee');

  // An assembly whose project assembly has not been generated (chosen from the seed, checked as it is now).
  let fresh: PipeAssembly | undefined;
  for (const doc of seed.pipe) {
    const [projectId, assembly] = doc.id.split('/') as [string, string];
    const now = await adminDb().doc(`projects/${projectId}/pipe/${assembly}`).get();
    const parsed = now.exists ? pipeAssemblySchema.parse(now.data()) : null;
    if (parsed && parsed.projectAssembly.status === 'new' && !parsed.removed) {
      fresh = parsed;
      break;
    }
  }
  expect(fresh, 'the seed has an assembly not generated yet').toBeTruthy();
  await page.goto(`/dash/${fresh!.projectId}/pipe?assembly=${fresh!.assembly}&read=bom`);
  await expect(reads(page).getByTestId('reads-not-generated')).toContainText('is not generated yet');
  await expect(reads(page).getByTestId('pipe-read')).toHaveAttribute('data-status', 'success', ANSWER);
  await expect(reads(page).getByText('Nothing yet: the Parts stage is not started.')).toBeVisible();
  await expect(reads(page).getByRole('table', { name: 'Parts' })).toHaveCount(0);
  await screenshot(page, 'pipe-reads-not-generated');
  await page.context().close();
});
