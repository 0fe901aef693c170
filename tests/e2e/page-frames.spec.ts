import { expect, test, type Page } from '@playwright/test';
import { DOCUMENTED_SERVICES, type ClassBlock } from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { openInApp, screenshot, signIn } from './support';

/**
 * The page frame of the staff-tool pages (issue 16): one `main` landmark, one `h1`, and the shared
 * breadcrumbs (supporting spec "Menu layout": 'Work', then the path's segments capitalised, route
 * parameters skipped, the page's own segment dropped — the heading names it).
 */
interface Frame {
  path: string;
  heading: string | RegExp;
  /** The breadcrumb links: label and address. */
  crumbs: [string, string][];
}

const WORK: [string, string] = ['Work', '/'];
const ADMIN: [string, string] = ['Admin', '/admin'];
const SOFTWARE: [string, string] = ['Software', '/software'];
const PLUM: [string, string] = ['Plum', '/plum'];
const baseApi = DOCUMENTED_SERVICES.find((s) => s.name === 'base')!.title;

const FRAMES: Frame[] = [
  { path: '/designs', heading: 'Designs', crumbs: [WORK] },
  { path: '/materials', heading: 'Materials library', crumbs: [WORK] },
  { path: '/legacy-assets', heading: 'Legacy assets', crumbs: [WORK] },
  { path: '/admin/pick', heading: 'Picking', crumbs: [WORK, ADMIN] },
  { path: '/admin/email', heading: 'Email templates', crumbs: [WORK, ADMIN] },
  { path: '/admin/email/welcome', heading: 'welcome', crumbs: [WORK, ADMIN, ['Email', '/admin/email']] },
  { path: '/admin/mail', heading: 'Sent mail', crumbs: [WORK, ADMIN] },
  { path: '/software', heading: 'Software', crumbs: [WORK] },
  { path: '/software/docs', heading: 'API docs', crumbs: [WORK, SOFTWARE] },
  { path: '/software/docs/base', heading: `${baseApi} API`, crumbs: [WORK, SOFTWARE, ['Docs', '/software/docs']] },
  { path: '/software/revs', heading: 'Revisions', crumbs: [WORK, SOFTWARE] },
];

/** Pages of the menu layout (the area's menu beside the page): the breadcrumbs and the page share its one main. */
const MENU_LAYOUT_FRAMES: Frame[] = [
  { path: '/admin/jobs', heading: 'Jobs', crumbs: [WORK, ADMIN] },
  { path: '/admin/jobs/structuralEngineer', heading: 'Structural Engineer', crumbs: [WORK, ADMIN, ['Jobs', '/admin/jobs']] },
  { path: '/block', heading: 'Blocks', crumbs: [WORK, ['Block', '/block']] },
  { path: '/admin/blocks', heading: 'Admin: blocks', crumbs: [WORK, ADMIN, ['Blocks', '/admin/blocks']] },
];

/** Engineering pages (issue 15) that had no trail or no single h1; a class block with one of its blocks drawn. */
const stair = buildSeed()
  .classBlocks.map((c) => c.data as unknown as ClassBlock)
  .find((c) => c.key === 'stair/l-turn')!;
const PLUM_FRAMES: Frame[] = [
  { path: '/plum', heading: 'Engineering', crumbs: [WORK] },
  { path: '/plum/trunk-parts', heading: 'Parts on the trunk', crumbs: [WORK, PLUM] },
  {
    path: '/plum/base/workspace',
    heading: 'Base spec draft',
    crumbs: [WORK, PLUM, ['Base', '/plum/base'], ['Workspace', '/plum/base/workspace']],
  },
  {
    path: `/plum/class-blocks/${stair.key}/${stair.blocks[1]!}`,
    heading: stair.name,
    crumbs: [WORK, PLUM, ['Class-blocks', '/plum/class-blocks']],
  },
];

/** The pipeline board, outside the menu layout. */
const BOARD_FRAMES: Frame[] = [
  { path: '/dash2', heading: 'Pipeline board', crumbs: [WORK] },
  { path: '/dash2/P-1001', heading: /^Pipeline board · P-1001/, crumbs: [WORK, ['Dash2', '/dash2']] },
];

async function expectFrame(page: Page, frame: Frame) {
  const heading = page.locator('h1');
  await expect(heading, frame.path).toHaveText(frame.heading);
  await expect(heading, `${frame.path}: one h1`).toHaveCount(1);
  await expect(page.locator('main'), `${frame.path}: one main`).toHaveCount(1);
  await expect(page.getByRole('main').locator('h1'), `${frame.path}: the h1 is inside main`).toHaveCount(1);
  const nav = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(nav, `${frame.path}: one breadcrumb trail`).toHaveCount(1);
  const links = nav.getByRole('link');
  await expect(links, frame.path).toHaveText(frame.crumbs.map(([label]) => label));
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))), frame.path).toEqual(frame.crumbs.map(([, to]) => to));
}

test('each staff-tool page has one main, one h1 and the breadcrumb trail of its address', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const frame of FRAMES) {
    await openInApp(page, frame.path);
    await expectFrame(page, frame);
    // The screenshot (looked at by a person) shows the page with its data, not its loading states.
    await expect(page.getByRole('main').getByText(/^(Loading|Reading|Rendering)\b/), frame.path).toHaveCount(0, { timeout: 20_000 });
    await screenshot(page, `frame${frame.path.replaceAll('/', '-')}`);
  }
});

test('the menu-layout pages and the pipeline board have the same frame: one main holding the trail and the one h1', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const frame of [...MENU_LAYOUT_FRAMES, ...BOARD_FRAMES]) {
    await openInApp(page, frame.path);
    await expectFrame(page, frame);
  }
  // The menu is beside the main landmark, not in it.
  await page.goto('/admin/jobs');
  await expect(page.getByTestId('menu')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('menu')).toHaveCount(0);
});

test('the engineering pages have the frame too: home, trunk parts, a draft not chosen, a class block with a block drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const frame of PLUM_FRAMES) {
    await openInApp(page, frame.path);
    await expectFrame(page, frame);
  }
  // The drawn block is named below the class block's heading, one level down.
  await expect(page.getByRole('region', { name: `Block ${stair.blocks[1]!}` }).getByRole('heading', { level: 2 })).toHaveText(
    stair.blocks[1]!,
  );
});

test('the breadcrumbs lead back up: a template to the templates, a service doc to the docs', async ({ page }) => {
  await signIn(page, undefined, '/admin/email/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('welcome');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email templates');

  await page.goto('/software/docs/base');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/software\/docs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API docs');
});

test('an email template still loading already shows its frame: main, breadcrumbs and its name', async ({ page }) => {
  await signIn(page);
  // Hold the templates' read until the frame has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/db**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/email/welcome');
  await expect(page.getByText('Loading the template…')).toBeVisible();
  await expectFrame(
    page,
    FRAMES.find((f) => f.path === '/admin/email/welcome')!,
  );
  release();
  await expect(page.locator('input[name="subject"]')).toBeVisible();
  await expectFrame(
    page,
    FRAMES.find((f) => f.path === '/admin/email/welcome')!,
  );
});

test('a project tab with no project chosen yet has its frame too: its name as the heading above the picker', async ({ page }) => {
  // A fresh browser: no project opened before, so /raw asks for one.
  await signIn(page);
  await page.goto('/raw');
  await expect(page.getByTestId('project-picker')).toBeVisible();
  await expectFrame(page, { path: '/raw', heading: 'Raw', crumbs: [WORK, ['Raw', '/raw']] });
});

test('an environment texture whose preview cannot be had says so instead of loading for ever', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/cloud/url**', (route) =>
    decodeURIComponent(route.request().url()).includes('environments/')
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"data":null,"error":{"error":"unavailable","message":"storage is down"}}',
        })
      : route.continue(),
  );
  await page.goto('/materials');
  const textures = page.getByTestId('environment-texture');
  await expect(textures).toHaveCount(5);
  await expect(textures.filter({ hasText: 'No preview available' })).toHaveCount(5);
  await expect(page.getByText('Loading preview…')).toHaveCount(0);
  await screenshot(page, 'frame-materials-no-previews');
});
