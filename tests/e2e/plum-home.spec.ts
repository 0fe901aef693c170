import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  BASE_SPEC_NAME,
  baseSpecContentSchema,
  buildSpecSchema,
  classPartVersionSchema,
  newestVersionText,
  parseVersion,
  trunkOf,
  trunkParts,
} from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor } from '../support/emulators';
import { screenshot, signIn } from './support';

/**
 * /plum (the engineering area's home) and /plum/trunk-parts (docs/base-spec.md "Home and trunk
 * parts") against the seeded emulators. The expected figures are read from Firestore itself when
 * the test runs (other specs add class parts, workspaces and runs), never from a fixed list.
 */

const db = (): Firestore => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const size = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;

async function api(email: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenFor(email)}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: Record<string, unknown> | null; error: unknown };
  expect(res.status, JSON.stringify(envelope.error)).toBeLessThan(300);
  return envelope.data!;
}

test('/plum shows each part of the engineering area with its live figures and links', async ({ page }) => {
  const store = db();
  const baseVersions = (await store.collection('baseSpecs').get()).docs.map((d) => String(d.get('version')));
  const buildVersions = (await store.collection('buildSpecs').select('version').get()).docs.map((d) => String(d.get('version')));
  const partPaths = new Set((await store.collection('classParts').select('path').get()).docs.map((d) => String(d.get('path'))));
  const costVersions = (await store.collection('costs').get()).docs.map((d) => String(d.get('version')));
  const expected: Record<string, string> = {
    'baseSpec-version': newestVersionText(baseVersions)!,
    'baseSpec-versions': String(baseVersions.length),
    'baseSpec-workspaces': String(
      await size(store.collection('workspaces').where('workspaceType', '==', 'baseSpec').where('deleted', '==', false)),
    ),
    'baseSpec-candidates': String(
      await size(store.collection('versionCandidates').where('name', '==', BASE_SPEC_NAME).where('status', '==', 'open')),
    ),
    'baseSpec-views': String(await size(store.collection('plum/base/views'))),
    'buildSpec-trunk': newestVersionText(buildVersions)!,
    'buildSpec-versions': String(buildVersions.length),
    'classBlocks-count': String(await size(store.collection('classBlocks'))),
    'classParts-count': String(partPaths.size),
    'classParts-versions': String(await size(store.collection('classParts'))),
    'generators-count': String(await size(store.collection('baseGenerators'))),
    'generators-running': String(await size(store.collection('generatorRuns').where('run.status', '==', 'inProgress'))),
    'tests-count': String(await size(store.collection('baseTests'))),
    'structure-count': String(await size(store.collection('structure'))),
    'costs-versions': String(costVersions.length),
  };
  // The seed holds these; the page must show what the database holds, whatever it is.
  expect(expected['buildSpec-trunk']).toBe('v3.2.1');
  expect(Number(expected['classParts-count'])).toBeGreaterThan(0);

  await signIn(page, 'eero@modulr.example', '/plum');
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  await expect(page.getByTestId('plum-part')).toHaveCount(8);
  for (const [id, value] of Object.entries(expected)) await expect(page.getByTestId(`value-${id}`), id).toHaveText(value);
  if (costVersions.length > 0) await expect(page.getByTestId('value-costs-newest')).toHaveText(newestVersionText(costVersions)!);

  // A part that holds nothing yet says so (generators, tests and structure are seeded by their own services' seed).
  for (const [part, figure] of [
    ['generators', 'generators-count'],
    ['tests', 'tests-count'],
    ['structure', 'structure-count'],
  ] as const) {
    const card = page.locator(`[data-testid="plum-part"][data-part="${part}"]`);
    await expect(card.getByTestId('plum-part-empty'), part).toHaveCount(expected[figure] === '0' ? 1 : 0);
  }
  await screenshot(page, 'plum-home');

  // Each card links its page.
  const card = (part: string) => page.locator(`[data-testid="plum-part"][data-part="${part}"]`);
  await expect(card('baseSpec').getByRole('link', { name: 'Base specification', exact: true })).toHaveAttribute('href', '/plum/base');
  await expect(card('buildSpec').getByRole('link', { name: 'Parts on the trunk', exact: true })).toHaveAttribute(
    'href',
    '/plum/trunk-parts',
  );
  await expect(card('classParts').getByRole('link', { name: 'Class parts', exact: true })).toHaveAttribute('href', '/plum/class-parts');
  await expect(card('generators').getByRole('link', { name: 'Generators', exact: true })).toHaveAttribute('href', '/plum/baseGenerate');
  await expect(card('tests').getByRole('link', { name: 'Tests', exact: true })).toHaveAttribute('href', '/plum/baseTest');
  await card('classBlocks').getByRole('link', { name: 'Class blocks', exact: true }).click();
  await expect(page).toHaveURL(/\/plum\/class-blocks$/);
});

test('/plum counts change live: a base-spec draft opened and removed through the version service', async ({ page }) => {
  const store = db();
  const specs = (await store.collection('baseSpecs').get()).docs.map((d) => d.data());
  const newest = specs.find((d) => d.version === newestVersionText(specs.map((x) => String(x.version))))!;
  const content = baseSpecContentSchema.parse(newest);
  const version = parseVersion(newest.version)!;

  await signIn(page, 'eero@modulr.example', '/plum');
  const workspaces = page.getByTestId('value-baseSpec-workspaces');
  await expect(workspaces).toHaveText(/^\d+$/);
  const before = Number(await workspaces.textContent());

  const { workspaceId } = (await api('eero@modulr.example', 'POST', '/version/workspace', {
    name: BASE_SPEC_NAME,
    type: 'json',
    projectId: '',
    content: JSON.stringify(content),
    ...version,
  })) as { workspaceId: string };
  await expect(workspaces).toHaveText(String(before + 1));
  await screenshot(page, 'plum-home-live');

  await api('eero@modulr.example', 'DELETE', '/version/workspace', { workspaceId });
  await expect(workspaces).toHaveText(String(before));
});

test('/plum/trunk-parts lists the class parts on the newest build spec and filters them by system and words', async ({ page }) => {
  const store = db();
  const specs = (await store.collection('buildSpecs').get()).docs.map((d) => buildSpecSchema.parse(d.data()));
  const trunk = trunkOf(specs)!;
  const versions = (await store.collection('classParts').get()).docs.flatMap((d) => {
    const parsed = classPartVersionSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  const expected = trunkParts(trunk, versions);
  expect(expected.length).toBeGreaterThan(3);
  const structure = expected.filter((p) => p.system === 'structure');
  expect(structure.length).toBeGreaterThan(0);

  await signIn(page, 'eero@modulr.example', '/plum/trunk-parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts on the trunk' })).toBeVisible();
  await expect(page.getByTestId('trunk-version')).toHaveText(trunk.version);
  const rows = page.getByTestId('trunk-part');
  await expect(rows).toHaveCount(expected.length);
  await expect(page.getByTestId('trunk-count')).toHaveText(`${expected.length} class parts`);
  const first = expected[0]!;
  const row = page.locator(`[data-testid="trunk-part"][data-path="${first.path}"]`);
  await expect(row).toContainText(first.owner);
  await expect(row.getByTestId('trunk-part-version')).toHaveText(first.version);
  for (const assembly of first.assemblies) await expect(row.getByRole('link', { name: assembly, exact: true })).toBeVisible();
  await screenshot(page, 'trunk-parts');

  // By system: only that system's parts, kept in the address.
  await page.getByTestId('trunk-system').selectOption('structure');
  await expect(rows).toHaveCount(structure.length);
  await expect(page).toHaveURL(/system=structure/);
  await expect(page.getByTestId('trunk-count')).toHaveText(`${structure.length} of ${expected.length} class parts`);
  for (const path of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-path')))) expect(path).toMatch(/^structure\//);

  // By words: one part by its name; then nothing, with a way back.
  const named = structure[0]!;
  await page.getByTestId('trunk-search').fill(named.name);
  await expect(rows.first()).toHaveAttribute('data-path', named.path);
  await page.getByTestId('trunk-search').fill('no-such-part-anywhere');
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('trunk-no-match')).toBeVisible();
  await screenshot(page, 'trunk-parts-no-match');
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(rows).toHaveCount(expected.length);

  // The filter survives a reload from the address.
  await page.goto(`/plum/trunk-parts?system=structure&q=${encodeURIComponent(named.name)}`);
  await expect(rows.first()).toHaveAttribute('data-path', named.path);
  await expect(page.getByTestId('trunk-system')).toHaveValue('structure');

  // A part links its class-part page.
  await rows.first().getByRole('link', { name: named.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/plum/class-parts/structure/${named.name}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(named.name);
});
