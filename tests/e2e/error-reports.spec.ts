import { expect, test } from '@playwright/test';
import { runSuffix } from '../support/emulators';
import { removeTemplate, templateWithDamagedHistory, traceIdOf, waitForReport } from '../support/error-reports';
import { screenshot, signIn } from './support';

/**
 * Error reports from the web app (core §9; issue 27, item 3): a failure a staff user meets shows
 * in the error toast with the error report's reference, which staff quote to an engineer; the
 * report with that id reaches the run's error-report receiver (Sentry's Spotlight sidecar) with
 * its trace, the same trace as the functions' own report of the request that failed.
 */

const USER = 'grace@modulr.example';
const template = `errorReportsWeb${runSuffix()}`;

test.beforeAll(async () => {
  await templateWithDamagedHistory(template);
});
test.afterAll(async () => {
  await removeTemplate(template);
});

test('a failed save shows "Reference: <id>" in the toast, and the report with that id and its trace reaches the receiver', async ({
  page,
}) => {
  await signIn(page, USER, `/admin/email/${template}`);
  const subject = page.locator('input[name="subject"]');
  // The copy of the seeded template is shown (its subject as the seed or an earlier test left it).
  await expect(subject).not.toHaveValue('');
  await subject.fill('Welcome aboard {{project.id}}');
  await subject.press('Enter');

  const reference = page.getByTestId('toast-reference-mail');
  await expect(reference).toHaveText(/^Reference: [0-9a-f]{32}$/);
  await expect(page.getByTestId('toast-mail')).toContainText('Internal error');
  await screenshot(page, 'error-report-toast', false);
  const eventId = (await reference.locator('code').textContent())!;

  const web = await waitForReport(`the web app's report ${eventId}`, (r) => r.type === 'event' && r.event_id === eventId);
  expect(web.tags?.service).toBe('web');
  const traceId = traceIdOf(web);
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  // The failed request carried the page's trace to the functions, which reported their side of it.
  const functions = await waitForReport(
    'the functions report in the same trace',
    (r) => r.type === 'event' && r.tags?.service === 'functions' && traceIdOf(r) === traceId,
  );
  expect(functions.exception?.values?.length).toBeGreaterThan(0);
});
