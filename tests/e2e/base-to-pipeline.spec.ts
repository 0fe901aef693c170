import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { STAGE_LABELS } from '@workhub/domain';
import { FUNCTIONS_URL, idTokenFor, runSuffix } from '../support/emulators';
import { BUILD_SPEC } from '../support/pipe-fixtures';
import { salesforce } from '../support/outside-systems';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

/**
 * From a committed base design to a live board (issue 24 item 1; docs/decisions.md "Pipeline from
 * the base design"). A project with no base and no pipeline, imported from its Salesforce record
 * (POST /projects/import; docs/decisions.md "Projects come from Salesforce"); one person commits its base through the
 * version service (workspace → candidate → commit, as the app's clients do) while another watches
 * its board in a browser of their own: the assemblies appear without a reload, a later commit
 * that drops one shows it removed, and running the pipeline moves the rest as far as it runs today.
 */

const A = 'ada@modulr.example';
const B = 'eero@modulr.example';
const P = `T-e2e-base-${runSuffix()}`;

function adminDb() {
  const app =
    getApps().find((a) => a.name === 'e2e-base-pipeline') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'e2e-base-pipeline');
  return getFirestore(app);
}

async function api(email: string, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenFor(email)}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: Record<string, unknown> | null; error: unknown };
  expect(res.status, `${method} ${path}: ${JSON.stringify(envelope.error)}`).toBeLessThan(300);
  return envelope.data!;
}

const rect = (x: number, y: number, w: number, h: number) => ({ type: 'rect', points: [x, y, x + w, y, x + w, y + h, x, y + h] });
/** A base drawing: 14 ft × 40 ft modules, each naming its assemblies. */
const drawing = (modules: string[][]) => ({
  projectId: P,
  buildSpec: BUILD_SPEC,
  layers: { 'design/modules': { objects: modules.map((assemblies, i) => ({ ...rect(i * 168, 0, 168, 480), module: i + 1, assemblies })) } },
});

async function commitBase(email: string, patch: number, content: unknown): Promise<void> {
  const v = { major: 1, minor: 0, patch };
  const doc = { name: 'base', type: 'json', projectId: P };
  const { workspaceId } = (await api(email, 'POST', '/version/workspace', { ...doc, content: JSON.stringify(content), ...v })) as {
    workspaceId: string;
  };
  const { candidateId } = (await api(email, 'POST', '/version/candidate', { ...doc, workspaceId, ...v })) as { candidateId: string };
  await api(email, 'PATCH', '/version/commit', { ...doc, workspaceId, candidate: candidateId, message: `Base ${patch}`, ...v });
}

const board = (page: Page) => ({
  rows: page.getByTestId('board-row'),
  row: (assembly: string) => page.locator(`[data-testid="board-row"][data-assembly="${assembly}"]`),
  cell: (assembly: string, stage: keyof typeof STAGE_LABELS) =>
    page.locator(`[data-testid="board-row"][data-assembly="${assembly}"] [data-testid="stage"][data-stage="${STAGE_LABELS[stage]}"]`),
});

test.afterAll(async () => {
  const db = adminDb();
  for (const d of (await db.collection('workspaces').where('projectId', '==', P).get()).docs) {
    for (const c of (await db.collection('versionCandidates').where('workspaceId', '==', d.id).get()).docs) await db.recursiveDelete(c.ref);
    await db.recursiveDelete(d.ref);
  }
  for (const d of (await db.collection('versions').where('projectId', '==', P).get()).docs) await db.recursiveDelete(d.ref);
  await db.recursiveDelete(db.doc(`projects/${P}`));
});

test('committing a base fills a live board in another browser; a later commit shows a dropped assembly removed; the pipeline runs', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  // The project is sold in Salesforce (its REST API, as the sales team would) and imported by a
  // management approver (POST /projects/import): made through the services, not the seed.
  const sold = await salesforce('POST', '/sobjects/Modulr_Project__c', {
    Name: `${P} Base to pipeline client`,
    Project_Number__c: P,
    Client_Name__c: 'Base to pipeline client',
    Site_Street__c: '2214 Madrona Ln',
    Site_City__c: 'Santa Rosa',
    Site_State__c: 'CA',
    Site_Postal_Code__c: '95404',
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  await api('grace@modulr.example', 'POST', '/projects/import', { projectId: P });

  const a = await newUser(browser);
  const b = await newUser(browser);
  await signInAt(b, B, `/dash2/${P}`);
  await signInAt(a, A, `/dash/${P}`);
  const bb = board(b);

  // No base yet: the board says when assemblies come; the project has no pipe tab.
  await expect(b.getByTestId('board-empty')).toContainText('they appear once its base design is committed');
  await expect(a.getByRole('navigation', { name: 'Project tabs' })).toBeVisible();
  await expect(a.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Pipe', exact: true })).toHaveCount(0);

  // Ada commits the base: Eero's open board fills in, in board order, without a reload.
  await commitBase(A, 0, drawing([['floor-cassette', 'chassis'], ['floor-cassette']]));
  await expect(bb.rows).toHaveCount(3);
  await expect(bb.rows.nth(0)).toHaveAttribute('data-assembly', 'm1-chassis');
  await expect(bb.rows.nth(1)).toHaveAttribute('data-assembly', 'm1-floor-cassette');
  await expect(bb.rows.nth(2)).toHaveAttribute('data-assembly', 'm2-floor-cassette');
  await expect(bb.cell('m1-floor-cassette', 'projectAssembly')).toHaveAttribute('data-status', 'new');
  // Ada's project page gains its pipe tab.
  const pipeTab = a.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Pipe', exact: true });
  await expect(pipeTab).toBeVisible();

  // A second commit drops the chassis of module 1: it stays on the board, marked removed.
  await commitBase(A, 1, drawing([['floor-cassette'], ['floor-cassette']]));
  await expect(bb.row('m1-chassis')).toHaveAttribute('data-removed', 'true');
  await expect(bb.row('m1-chassis').getByTestId('removed-badge')).toHaveText('removed in v1.0.1');
  await expect(bb.rows).toHaveCount(3);
  await expect(bb.row('m1-floor-cassette')).not.toHaveAttribute('data-removed', 'true');

  // Ada runs the pipeline from the pipe tab: the assemblies the base has move on Eero's board; the removed one does not.
  await pipeTab.click();
  await expect(a.getByTestId('pipe-row').filter({ has: a.getByTestId('removed-badge') })).toHaveCount(1);
  await a.getByRole('button', { name: 'Run pipeline' }).click();
  await expect(bb.cell('m1-floor-cassette', 'projectAssembly')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(bb.cell('m2-floor-cassette', 'projectAssembly')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(bb.cell('m1-chassis', 'projectAssembly')).toHaveAttribute('data-status', 'new');
  // The removed one says why it does not run, never 'ready to start'.
  await expect(bb.cell('m1-chassis', 'projectAssembly')).toContainText('removed in v1.0.1: does not run');
  await expect(bb.cell('m1-chassis', 'projectAssembly')).not.toContainText('ready to start');
  await screenshot(b, 'base-to-pipeline-board');

  // CAD: Ada gives each assembly its own Onshape document from the opus tab (a copy of the build
  // spec's template, made in the Onshape stand-in through the production adapter).
  const running = ['m1-floor-cassette', 'm2-floor-cassette'];
  await a.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Opus', exact: true }).click();
  for (const x of running) {
    await a.locator(`[data-testid="opus-assembly"][data-assembly="${x}"]`).getByRole('button', { name: 'Bulk assign CAD' }).click();
    await expect(bb.cell(x, 'assign')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  }
  const db = adminDb();
  for (const x of running)
    expect(String((await db.doc(`projects/${P}/pipe/${x}`).get()).get('assign.onshapeLink'))).toMatch(/\/documents\/[0-9a-f]{24}\/w\//);

  // Approvals: Ada approves the design on the pipe tab; Grace, a management approver, approves through the service.
  await a.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Pipe', exact: true }).click();
  for (const x of running) {
    await a.getByRole('button', { name: `Open ${x}` }).click();
    const detail = a.getByTestId('pipe-detail');
    await expect(detail).toHaveAttribute('data-assembly', x);
    await detail.getByRole('form', { name: 'Your approval' }).getByRole('button', { name: 'Approve as design' }).click();
    await expect(detail.getByRole('list', { name: 'Approvals' }).locator('[data-role="design"]')).toHaveAttribute(
      'data-state',
      'approved',
      {
        timeout: 30_000,
      },
    );
    await api('grace@modulr.example', 'POST', '/pipe/cgaApproval', {
      projectId: P,
      assembly: x,
      status: 'approved',
      role: 'management',
      notes: '',
    });
  }

  // Running the pipeline again takes each assembly from its CAD to a Material Request in the ERP:
  // parts from Onshape's BOM, reassembly, the purchasing BOM with items made in the ERP, the request.
  await a.getByRole('button', { name: 'Run pipeline' }).click();
  for (const x of running) await expect(bb.cell(x, 'materialRequest')).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(bb.cell('m1-chassis', 'materialRequest')).toHaveAttribute('data-status', 'new');
  // Finish times in the spec's format (UTC), as everywhere a time is shown.
  await expect(bb.cell('m1-floor-cassette', 'materialRequest').locator('.stage-who')).toHaveText(
    /^ada · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  await screenshot(b, 'base-to-pipeline-board-done');
  const erp = {
    url: process.env.ERP_URL ?? 'http://127.0.0.1:8700',
    auth: `token ${process.env.ERP_API_KEY ?? 'workhub-local-key'}:${process.env.ERP_API_SECRET ?? 'workhub-local-secret'}`,
  };
  for (const x of running) {
    const pipe = (await db.doc(`projects/${P}/pipe/${x}`).get()).data()!;
    const lines = (pipe.pbom.items as { itemCode: string; qty: number }[]).map((l) => [l.itemCode, l.qty]);
    expect(lines.length).toBeGreaterThan(0);
    const name = pipe.materialRequest.name as string;
    expect(name).toMatch(/^MAT-MR-\d{4}-\d{5}$/);
    // The ERP holds that request, with the purchasing BOM's lines.
    const res = await fetch(`${erp.url}/api/resource/Material%20Request/${encodeURIComponent(name)}`, {
      headers: { Authorization: erp.auth },
    });
    expect(res.status).toBe(200);
    const mr = ((await res.json()) as { data: { material_request_type: string; items: { item_code: string; qty: number }[] } }).data;
    expect(mr.material_request_type).toBe('Purchase');
    expect(mr.items.map((i) => [i.item_code, i.qty])).toEqual(lines);
    // The pipe tab names it.
    await a.getByRole('button', { name: `Open ${x}` }).click();
    await expect(a.getByTestId('pipe-detail').getByTestId('material-request-name')).toHaveText(`ERP Material Request ${name}`);
  }
  await screenshot(a, 'base-to-pipeline-pipe-tab-done');

  // Purchasing exports the project's purchasing BOM from the opus tab: the file holds both assemblies' lines.
  await a.getByRole('navigation', { name: 'Project tabs' }).getByRole('link', { name: 'Opus', exact: true }).click();
  const card = a.locator('[data-testid="opus-export"][data-kind="pbom"]');
  await card.getByRole('button', { name: 'Export purchasing BOM' }).click();
  await expect(card.getByTestId('stage')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([a.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const header = csv[0]!.split(',').map((h) => h.replace(/^"|"$/g, ''));
  const assemblyColumn = header.indexOf('Assembly');
  expect(assemblyColumn).toBeGreaterThanOrEqual(0);
  const exported = new Set(csv.slice(1).map((row) => row.split(',')[assemblyColumn]!.replace(/^"|"$/g, '')));
  expect([...exported].sort()).toEqual(running);
  await a.context().close();
  await b.context().close();
});
