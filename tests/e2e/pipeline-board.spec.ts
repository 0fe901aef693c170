import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  blockingReason,
  classifyBoardCell,
  currentStage,
  PIPE_STAGES,
  pipeAssemblySchema,
  projectSchema,
  STAGE_LABELS,
  stageDisplayStatus,
  type PipeAssembly,
} from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const seed = buildSeed();
const A = 'ada@modulr.example';
const B = 'eero@modulr.example';

/** The seeded project with the most to show: stalled, failed and blocked stages. */
const PROJECT = 'P-1012';
const project = projectSchema.parse(seed.projects.find((p) => p.id === PROJECT)!.data);
const assemblies: PipeAssembly[] = seed.pipe
  .filter((d) => d.id.startsWith(`${PROJECT}/`))
  .map((d) => pipeAssemblySchema.parse(d.data))
  .sort((a, b) => a.order - b.order);
const now = Date.now();
const cellsWhere = (status: string) =>
  assemblies.flatMap((a) => PIPE_STAGES.filter((s) => stageDisplayStatus(a[s], now) === status).map((s) => ({ a, s })));
const stalled = cellsWhere('stalled')[0]!;
/** A stalled stage that nothing blocks (no approval missing, no CAD link to type), on a project the other tests leave alone. */
const restartable = seed.pipe
  .map((d) => pipeAssemblySchema.parse(d.data))
  .flatMap((a) =>
    PIPE_STAGES.filter(
      (s) => s !== 'assign' && stageDisplayStatus(a[s], now) === 'stalled' && !blockingReason(a, s, { hasBase: true }),
    ).map((s) => ({ a, s })),
  )
  .find(({ a }) => !['P-1001', 'P-1002', 'P-1003', 'P-1004', 'P-1011', PROJECT].includes(a.projectId))!;
const failed = cellsWhere('error')[0]!;
/** An assembly whose next stage waits for an approval: its reason in words. */
const blocked = assemblies
  .map((a) => ({ a, s: currentStage(a)! }))
  .find(({ a, s }) => s && a[s].status === 'new' && blockingReason(a, s, { hasBase: true })?.includes('approval'))!;
/** An assembly whose next stage is stopped by a rejected approval (a blocker), and its cells by kind. */
const rejected = assemblies
  .map((a) => ({ a, s: currentStage(a)! }))
  .find(({ a, s }) => s && a[s].status === 'new' && blockingReason(a, s, { hasBase: true })?.includes('rejected'))!;
const blockerCells = assemblies.flatMap((a) =>
  PIPE_STAGES.filter((s) => classifyBoardCell(a, s, { hasBase: true, now }).kind === 'blocker').map((s) => ({ a, s })),
);
const quietWait = assemblies
  .flatMap((a) => PIPE_STAGES.map((s) => ({ a, s, cell: classifyBoardCell(a, s, { hasBase: true, now }) })))
  .find(({ cell }) => cell.waitsOn === 'earlier')!;
const reason = ({ a, s }: { a: PipeAssembly; s: (typeof PIPE_STAGES)[number] }) => blockingReason(a, s, { hasBase: true })!;

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-pipeline-board') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-pipeline-board');
  return getFirestore(app);
}

const board = (page: Page) => ({
  cell: (assembly: string, stage: (typeof PIPE_STAGES)[number]) =>
    page.locator(`[data-testid="board-row"][data-assembly="${assembly}"] [data-testid="stage"][data-stage="${STAGE_LABELS[stage]}"]`),
  row: (assembly: string) => page.locator(`[data-testid="board-row"][data-assembly="${assembly}"]`),
  connection: page.getByTestId('board-connection'),
  viewer: (user: string) => page.locator(`[data-testid="board-viewer"][data-user="${user}"]`),
  flashing: page.locator('[data-testid="stage"][data-flash]'),
  flashed: page.locator('[data-testid="stage"]:not([data-flashes="0"])'),
});

test('the project board shows seeded states, why a stage is blocked, who else looks, and flashes a live change', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(stalled && failed && blocked, 'the seed has stalled, failed and approval-blocked stages on P-1012').toBeTruthy();
  const a = await newUser(browser);
  const b = await newUser(browser);
  await signInAt(a, A, `/dash2/${PROJECT}`);
  await signInAt(b, B, `/dash2/${PROJECT}`);
  const ba = board(a);
  const bb = board(b);

  // The board: every assembly of the project, in board order, with the client's name.
  await expect(b.getByRole('heading', { name: `Pipeline board · ${PROJECT}` })).toContainText(project.clientName);
  await expect(b.getByTestId('board-row')).toHaveCount(assemblies.length);
  await expect(b.getByTestId('board-row').first()).toHaveAttribute('data-assembly', assemblies[0]!.assembly);
  await expect(bb.connection).toHaveAttribute('data-connection', 'live');
  await expect(bb.connection).toHaveText('● Live');

  // Seeded states: a stage left by a dead worker is stalled; a failed one says why.
  await expect(bb.cell(stalled.a.assembly, stalled.s)).toHaveAttribute('data-status', 'stalled');
  await expect(bb.cell(stalled.a.assembly, stalled.s)).toContainText('stalled');
  await expect(bb.cell(stalled.a.assembly, stalled.s)).toContainText(`${stalled.a[stalled.s].startedBy} · started`);
  await expect(bb.cell(failed.a.assembly, failed.s)).toHaveAttribute('data-status', 'error');
  await expect(bb.cell(failed.a.assembly, failed.s)).toContainText(failed.a[failed.s].substatus);
  // Why blocked, in words.
  await expect(bb.cell(blocked.a.assembly, blocked.s)).toHaveAttribute('data-status', 'new');
  await expect(bb.cell(blocked.a.assembly, blocked.s)).toContainText(reason(blocked));
  // Approvals per role, with who.
  const design = blocked.a.approvals.design[0];
  if (design) await expect(bb.row(blocked.a.assembly).locator('[data-role="design"]')).toContainText(design.user);

  // The real blockers stand out (issue 27 item 8): failed, stalled and rejected cells are marked as
  // blockers with their reason in words; a routine wait for an earlier stage is quiet and short.
  expect(rejected && quietWait, 'P-1012 has a stage stopped by a rejected approval and routine waits').toBeTruthy();
  await expect(b.locator('[data-testid="stage"][data-kind="blocker"]')).toHaveCount(blockerCells.length);
  for (const x of [failed, stalled, rejected]) await expect(bb.cell(x.a.assembly, x.s)).toHaveAttribute('data-kind', 'blocker');
  await expect(bb.cell(failed.a.assembly, failed.s).getByTestId('stage-reason')).toBeVisible();
  const rejection = rejected.a.approvals.design.find((e) => e.status === 'rejected')!;
  await expect(bb.cell(rejected.a.assembly, rejected.s).getByTestId('stage-reason')).toHaveText(reason(rejected));
  await expect(bb.cell(rejected.a.assembly, rejected.s)).toHaveCSS('background-color', 'rgb(253, 236, 234)');
  // Who rejected, and their note, on the page (not only in a tooltip).
  const rejectedRole = bb.row(rejected.a.assembly).locator('[data-role="design"]');
  await expect(rejectedRole).toHaveAttribute('data-state', 'rejected');
  await expect(rejectedRole.locator(`[data-testid="approval-entry"][data-user="${rejection.user}"]`)).toHaveText(
    `${rejection.user}${rejection.notes ? `: “${rejection.notes}”` : ''}`,
  );
  const quiet = bb.cell(quietWait.a.assembly, quietWait.s);
  await expect(quiet).toHaveAttribute('data-kind', 'waiting');
  await expect(quiet).toHaveText(`○${quietWait.cell.headline}`);
  await expect(quiet).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await screenshot(b, 'pipeline-board-blockers');

  // Presence: each sees the other on this board.
  await expect(ba.viewer('eero')).toBeVisible();
  await expect(bb.viewer('ada')).toBeVisible();
  await expect(bb.viewer('eero')).toHaveCount(0);

  // A status written around the services (as a worker does) shows in B without reload, and only that cell flashes.
  const target = assemblies.find((x) => x.assembly !== stalled.a.assembly && currentStage(x))!;
  const stage = currentStage(target)!;
  const ref = adminDb().doc(`projects/${PROJECT}/pipe/${target.assembly}`);
  await expect(bb.flashing).toHaveCount(0);
  const cell = bb.cell(target.assembly, stage);
  const flashesBefore = Number(await cell.getAttribute('data-flashes'));
  const flashedBefore = await bb.flashed.count();
  const started = new Date().toISOString();
  await ref.update({
    [stage]: {
      status: 'inProgress',
      substatus: 'reading the CAD',
      details: '',
      startedBy: 'grace',
      startedAt: started,
      jobId: 'e2e-board',
      leaseUntil: new Date(Date.now() + 120_000).toISOString(),
    },
  });
  try {
    await expect(cell).toHaveAttribute('data-status', 'inProgress');
    // The flash lasts a moment; the count of flashes stays (a busy machine may look after the moment).
    await expect(cell).toHaveAttribute('data-flashes', String(flashesBefore + 1));
    await expect(bb.flashed, 'only that cell flashed').toHaveCount(flashedBefore + (flashesBefore === 0 ? 1 : 0));
    await expect(cell).toContainText('reading the CAD');
    await expect(cell).toContainText(/grace · \d+ s/);
    await screenshot(b, 'pipeline-board-project-live-change');
    // The flash fades; the running time counts up without any write.
    await expect(bb.flashing).toHaveCount(0);
    await expect(cell).not.toContainText('grace · 0 s');
    await expect(cell).toHaveAttribute('data-status', 'inProgress');
  } finally {
    await ref.update({ [stage]: target[stage] });
  }
  await expect(bb.cell(target.assembly, stage)).toHaveAttribute('data-status', target[stage].status);

  // B leaves for the board of all projects: A no longer sees B here; B is alone there.
  await b.getByRole('link', { name: 'All projects' }).click();
  await expect(b).toHaveURL(/\/dash2$/);
  await expect(ba.viewer('eero')).toHaveCount(0);
  await expect(bb.viewer('ada')).toHaveCount(0);
  await screenshot(a, 'pipeline-board-project');
  await a.context().close();
  await b.context().close();
});

test('the board across projects: one row group per project with its client, filtered by status and project; offline and back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newUser(browser);
  await signInAt(page, A, '/dash2');
  const withPipe = [...new Set(seed.pipe.map((d) => d.id.split('/')[0]!))];
  // The first snapshot holds every project's pipe (205 documents): late in the full suite, with the
  // emulators busy, it has taken over the default 10 s once.
  await expect(page.getByTestId('board-project')).toHaveCount(withPipe.length, { timeout: 30_000 });
  await expect(page.getByTestId('board-row')).toHaveCount(seed.pipe.length);
  const header = page.locator(`[data-testid="board-project"][data-project="${PROJECT}"]`);
  await expect(header).toContainText(project.clientName);
  await expect(page.getByTestId('board-connection')).toHaveAttribute('data-connection', 'live');
  await screenshot(page, 'pipeline-board-all');

  // Stalled only: every row shown has a stalled stage, and every seeded assembly with one is shown.
  await page.getByLabel('Status').selectOption('stalled');
  const stalledCount = seed.pipe.filter((d) => {
    const x = pipeAssemblySchema.parse(d.data);
    return PIPE_STAGES.some((s) => stageDisplayStatus(x[s], Date.now()) === 'stalled');
  }).length;
  await expect(page.getByTestId('board-row')).toHaveCount(stalledCount);
  for (const row of await page.getByTestId('board-row').all()) await expect(row.locator('[data-status="stalled"]').first()).toBeVisible();
  await expect(page).toHaveURL(/status=stalled/);

  // One project, errors only: both chosen in one task of the page (no address lands in between), both hold.
  await page.evaluate((projectId) => {
    const form = document.querySelector('form[aria-label="Filter the board"]')!;
    const [projectSelect, statusSelect] = [...form.querySelectorAll('select')];
    const choose = (select: HTMLSelectElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(projectSelect!, projectId);
    choose(statusSelect!, 'error');
  }, PROJECT);
  await expect(page).toHaveURL((url) => url.searchParams.get('project') === PROJECT && url.searchParams.get('status') === 'error');
  await expect(page.getByLabel('Project')).toHaveValue(PROJECT);
  await expect(page.getByLabel('Status')).toHaveValue('error');
  const errorRows = assemblies.filter((x) => PIPE_STAGES.some((s) => x[s].status === 'error'));
  await expect(page.getByTestId('board-row')).toHaveCount(errorRows.length);
  await expect(page.getByTestId('board-project')).toHaveCount(1);
  await screenshot(page, 'pipeline-board-filtered');

  // Offline: the indicator says the board shows saved data (still shown); back online, live again.
  await page.context().setOffline(true);
  await expect(page.getByTestId('board-connection')).toHaveText('Offline — showing saved data', { timeout: 30_000 });
  await expect(page.getByTestId('board-row')).toHaveCount(errorRows.length);
  await screenshot(page, 'pipeline-board-offline', false);
  await page.context().setOffline(false);
  await expect(page.getByTestId('board-connection')).toHaveText('● Live', { timeout: 30_000 });
  await page.context().close();
});

// ── With the opus service: project-wide exports, live, and their files ──

/** Reads the project's pipe documents as they are now (Admin SDK). */
async function pipeNow(projectId: string): Promise<PipeAssembly[]> {
  const snapshot = await adminDb().collection(`projects/${projectId}/pipe`).orderBy('order').get();
  return snapshot.docs.map((d) => pipeAssemblySchema.parse(d.data()));
}

/** A CSV as rows of cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

test('the opus tab exports the purchasing BOM: the downloaded file holds the BOM lines; a failing export shows why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const withBom = 'P-1011';
  const page = await newUser(browser);
  await signInAt(page, A, `/dash/${withBom}/opus`);
  const card = page.locator('[data-testid="opus-export"][data-kind="pbom"]');
  await card.getByRole('button', { name: 'Export purchasing BOM' }).click();
  await expect(card.getByTestId('stage')).toHaveAttribute('data-status', 'inProgress');
  await expect(card.getByTestId('stage')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(card.getByTestId('latest-export')).toBeVisible();
  await screenshot(page, 'opus-tab-export-done');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${withBom}-pbom-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, '').trim());
  const col = (name: string) => header!.indexOf(name);
  expect(col('Assembly')).toBeGreaterThanOrEqual(0);
  const lines = (await pipeNow(withBom))
    .filter((x) => x.pbom.status === 'done')
    .flatMap((x) => (x.pbom.items ?? []).map((item) => `${x.assembly}|${item.itemCode}|${item.qty}`))
    .sort();
  expect(rows.map((r) => `${r[col('Assembly')]}|${r[col('Item code')]}|${r[col('Qty')]}`).sort()).toEqual(lines);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

  // A project without any finished purchasing BOM: the export fails and says why, as the stage's substatus.
  const without = 'P-1006';
  await page.goto(`/dash/${without}/opus`);
  const failing = page.locator('[data-testid="opus-export"][data-kind="pbom"]');
  await failing.getByRole('button', { name: 'Export purchasing BOM' }).click();
  await expect(failing.getByTestId('stage')).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
  await expect(failing.getByTestId('stage')).toContainText('No purchasing BOM to export');
  await screenshot(page, 'opus-tab-export-error');
  await page.context().close();
});

test('the pipe tab: each stage live with the action that starts it, disabled with the reason while blocked', async ({ browser }) => {
  const page = await newUser(browser);
  await signInAt(page, A, `/dash/${PROJECT}/pipe?assembly=${blocked.a.assembly}`);
  const detail = page.getByTestId('pipe-detail');
  await expect(detail).toHaveAttribute('data-assembly', blocked.a.assembly);
  await expect(page.getByTestId('pipe-row')).toHaveCount(assemblies.length);
  for (const stage of PIPE_STAGES) {
    const row = detail.locator(`[data-testid="pipe-stage"][data-stage="${stage}"]`);
    await expect(row.getByTestId('stage')).toHaveAttribute('data-status', stageDisplayStatus(blocked.a[stage], Date.now()));
  }
  const waiting = detail.locator(`[data-testid="pipe-stage"][data-stage="${blocked.s}"]`);
  // The page names who can give a missing approval after the reason.
  await expect(waiting.getByTestId('blocked-reason')).toContainText(`Blocked: ${reason(blocked)}`);
  await expect(waiting.locator('button.primary')).toBeDisabled();
  await expect(detail.locator('[data-testid="pipe-stage"][data-stage="projectAssembly"] button.primary')).toBeEnabled();
  await screenshot(page, 'pipe-tab');

  // Another assembly from the list: a stalled one can be started again.
  await page.getByRole('button', { name: `Open ${stalled.a.assembly}` }).click();
  await expect(detail).toHaveAttribute('data-assembly', stalled.a.assembly);
  const again = detail.locator(`[data-testid="pipe-stage"][data-stage="${stalled.s}"]`);
  await expect(again.getByTestId('stage')).toHaveAttribute('data-status', 'stalled');
  // P-1012's stalled stage may wait for an approval too (the seed's pipe is what its base defines).
  if (blockingReason(stalled.a, stalled.s, { hasBase: true })) await expect(again.locator('button.primary')).toBeDisabled();
  else await expect(again.locator('button.primary')).toBeEnabled();
  // A stalled stage nothing else blocks can be started again.
  await page.goto(`/dash/${restartable.a.projectId}/pipe?assembly=${restartable.a.assembly}`);
  await expect(detail).toHaveAttribute('data-assembly', restartable.a.assembly);
  const restart = detail.locator(`[data-testid="pipe-stage"][data-stage="${restartable.s}"]`);
  await expect(restart.getByTestId('stage')).toHaveAttribute('data-status', 'stalled');
  await expect(restart.locator('button.primary')).toBeEnabled();
  await page.context().close();
});

// ── With the pipe service: work started in one browser shows live in the other ──

/** Whether the project's build spec defines the assembly and a system configures it (what the CAD engine reads). */
function inBuildSpec(x: PipeAssembly): boolean {
  const p = seed.projects.find((q) => q.id === x.projectId)!.data as { buildSpec: string; base?: { latest?: { buildSpec?: string } } };
  const spec = seed.buildSpecs.find((b) => b.id === (p.base?.latest?.buildSpec ?? p.buildSpec))?.data as
    { assemblies?: Record<string, unknown>; systems?: Record<string, { configuredGroupAssemblies?: string[] }> } | undefined;
  return (
    !!spec?.assemblies?.[x.assemblyName] &&
    Object.values(spec.systems ?? {}).some((s) => s.configuredGroupAssemblies?.includes(x.assemblyName))
  );
}

/** An assembly whose parts can be read from its CAD and whose purchasing BOM can start (not on the projects other tests use). */
const startable = seed.pipe
  .map((d) => pipeAssemblySchema.parse(d.data))
  .find(
    (x) =>
      x.projectId !== PROJECT &&
      x.projectId !== 'P-1011' &&
      inBuildSpec(x) &&
      x.assign.status === 'done' &&
      !!x.assign.onshapeLink &&
      PIPE_STAGES.every((s) => stageDisplayStatus(x[s], Date.now()) !== 'inProgress') &&
      !blockingReason(x, 'pbom', { hasBase: true }),
  )!;

test('A reads the parts and starts a purchasing BOM from the pipe tab; B sees each in progress, then done, without reload', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const a = await newUser(browser);
  const b = await newUser(browser);
  await signInAt(b, B, `/dash2/${startable.projectId}`);
  const cell = (stage: 'parts' | 'pbom') => board(b).cell(startable.assembly, stage);
  await expect(cell('pbom')).toHaveAttribute('data-status', startable.pbom.status);
  await signInAt(a, A, `/dash/${startable.projectId}/pipe?assembly=${startable.assembly}`);
  const detail = a.getByTestId('pipe-detail');
  await expect(detail).toHaveAttribute('data-assembly', startable.assembly);
  const stageRow = (stage: 'parts' | 'pbom') => detail.locator(`[data-testid="pipe-stage"][data-stage="${stage}"]`);

  // The seeded parts stage has no parts list: A reads the parts from the assigned CAD first. The
  // Onshape stand-in holds its BOM answer for a while (its pacing control), so the stage is in
  // progress for as long as Onshape takes, not for as long as a test machine happens to take.
  const slow = await fetch(`${process.env.ONSHAPE_URL}/__control/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'slow', ms: 4000, path: '/bom' }),
  });
  expect(slow.status).toBe(200);
  await stageRow('parts').getByRole('button', { name: 'Parts' }).click();
  await expect(cell('parts')).toHaveAttribute('data-status', 'inProgress', { timeout: 15_000 });
  await expect(cell('parts')).toContainText('ada ·');
  await expect(cell('parts')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // The stage's details list the outside call its job made: the BOM read from Onshape.
  const calls = stageRow('parts').getByTestId('stage-calls');
  await expect(calls).toContainText('1 outside call');
  await calls.locator('summary').click();
  await expect(calls.getByTestId('stage-call')).toHaveText([
    /^Onshape GET \/api\/v6\/assemblies\/d\/[0-9a-f]{24}\/w\/[0-9a-f]{24}\/e\/[0-9a-f]{24}\/bom\?indented=false → 200 \(\d+ ms\)$/,
  ]);

  // Then the purchasing BOM: in progress (started by ada), then done, each landing as a flash on B's cell.
  await stageRow('pbom').getByRole('button', { name: 'Purchasing BOM' }).click();
  await expect(cell('pbom')).toHaveAttribute('data-status', 'inProgress', { timeout: 15_000 });
  await expect(cell('pbom')).toContainText('ada ·');
  await expect(cell('pbom')).not.toHaveAttribute('data-flashes', '0');
  await screenshot(b, 'pipeline-board-pbom-running');
  await expect(cell('pbom')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(stageRow('pbom').getByTestId('stage')).toHaveAttribute('data-status', 'done');
  await expect(stageRow('pbom').getByRole('button', { name: 'Create ERP items' })).toBeEnabled();
  await screenshot(a, 'pipe-tab-pbom-done');

  // The lines without an ERP item get one, made in the ERP (issue 24): a resync from the ERP keeps them.
  const pipeRef = adminDb().doc(`projects/${startable.projectId}/pipe/${startable.assembly}`);
  const lines = async () => ((await pipeRef.get()).get('pbom.items') as { itemCode: string }[] | undefined) ?? [];
  const without = (await lines()).filter((l) => !l.itemCode).length;
  await stageRow('pbom').getByRole('button', { name: 'Create ERP items' }).click();
  await expect(cell('pbom')).toHaveAttribute('data-status', 'inProgress', { timeout: 15_000 });
  await expect(cell('pbom')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const made = (await lines()).map((l) => l.itemCode);
  expect(made.every(Boolean)).toBe(true);
  const created = made.filter((c) => c.startsWith('MFG-9'));
  expect(created.length).toBeGreaterThanOrEqual(without > 0 ? 1 : 0);
  await a.goto('/stock');
  await a.getByRole('button', { name: 'Resync from the ERP' }).click();
  await expect(a.getByTestId('resync-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  for (const code of created) expect((await adminDb().doc(`erpItems/${code}`).get()).exists, code).toBe(true);
  if (created[0]) {
    await a.goto('/stock/items');
    await expect(a.getByTestId('item-range')).toContainText('Rows 1–50 of', { timeout: 30_000 });
    await a.getByLabel('Filter items').fill(created[0]);
    await expect(a.getByTestId('item-row')).toHaveCount(1);
  }
  await a.context().close();
  await b.context().close();
});
