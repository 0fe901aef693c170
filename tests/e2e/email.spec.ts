import { expect, test } from '@playwright/test';
import { escapeHtml, formatUtc } from '@workhub/domain';
import { screenshot, signIn } from './support';
import { readDocument } from '../support/emulators';

/**
 * Email templates and mail (docs/staff-tools.md "Mail as built"): edit a template's field, preview
 * it against a real project, send a test to me; the mail is read back from the real catcher
 * (maildev's REST API) and shows on /admin/mail. A change is stamped by the server and kept in the
 * template's history, where an earlier text is seen and restored (issue 23).
 */
const CATCHER = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1180';
const USER = 'grace@modulr.example';

type CaughtMail = { subject: string; html: string; text: string; to: { address: string }[]; from: { address: string }[] };

test('edit a template field, preview it against a project, send a test to me, read it in the catcher and on /admin/mail', async ({
  page,
}) => {
  const marker = `e2e ${Date.now().toString(36)}`;
  await signIn(page, USER, '/admin/email');
  await expect(page.getByTestId('template-welcome')).toBeVisible();
  await expect(page.getByTestId('template-deliveryScheduled')).toContainText('Delivery and crane set on {{deliveryDate}}');
  await screenshot(page, 'email-templates');

  await page.getByRole('link', { name: 'welcome', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/email\/welcome$/);
  const project = page.locator('select[name="project"]');
  await expect(project).not.toHaveValue('');
  const projectId = await project.inputValue();
  const projectDoc = await readDocument(`projects/${projectId}`);
  const clientName = String(projectDoc?.clientName);
  await expect(page.getByTestId('preview-subject')).toContainText(`Welcome to your Modulr project ${projectId}`);

  // An unknown variable is reported, never rendered blank; Escape reverts the field.
  const subject = page.locator('input[name="subject"]');
  await subject.fill('Hello {{project.clientNme}}');
  await subject.press('Escape');
  await expect(subject).toHaveValue('Welcome to your Modulr project {{project.id}}');

  await subject.fill('Welcome {{project.client}}');
  await subject.press('Enter');
  await expect(page.getByTestId('preview-unknown')).toContainText('{{project.client}}');
  await expect(page.getByRole('button', { name: 'Send a test to me' })).toBeDisabled();

  // Enter saves the field (PUT one field by name); the preview follows.
  await subject.fill(`Welcome, {{project.clientName}}: project {{project.id}} (${marker})`);
  await subject.press('Enter');
  const expectedSubject = `Welcome, ${clientName}: project ${projectId} (${marker})`;
  await expect(page.getByTestId('preview-subject')).toContainText(expectedSubject);
  await expect(page.getByTestId('preview-unknown')).toHaveCount(0);
  await expect(page.getByTestId('template-updated')).toContainText(`by ${USER}`);
  const stored = await readDocument('emailTemplates/welcome');
  expect(stored?.subject).toBe(`Welcome, {{project.clientName}}: project {{project.id}} (${marker})`);
  await expect(page.frameLocator('[data-testid="preview-html"]').locator('body')).toContainText(`Hello ${clientName},`);
  await screenshot(page, 'email-template');

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByTestId('test-sent')).toContainText(`Sent to ${USER}`);

  // The mail is in the catcher, rendered.
  let mail: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${CATCHER}/api/email?limit=500`)).json()) as CaughtMail[];
      mail = mails.find((m) => m.subject === expectedSubject);
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail!.to.map((t) => t.address)).toEqual([USER]);
  expect(mail!.from[0]!.address).toBe('workhub@modulr.example');
  expect(mail!.html).toContain(`Hello ${escapeHtml(clientName)},`);
  expect(mail!.html).toContain('Grace Hopper');
  expect(mail!.text).toContain(`project ${projectId} at `);

  // And in the sent-mail record, live, where it opens.
  await page.getByRole('link', { name: 'Open it in sent mail' }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?mail=/);
  const row = page.getByTestId('sent-mail-table').locator('tr', { hasText: expectedSubject });
  await expect(row).toContainText('welcome');
  await expect(row).toContainText(USER);
  await expect(row).toContainText('Sent');
  await expect(page.getByTestId('reader-subject')).toHaveText(expectedSubject);
  await expect(page.frameLocator('[data-testid="reader-html"]').locator('body')).toContainText(`Hello ${clientName},`);
  await screenshot(page, 'sent-mail');

  // The catcher's own page (README: where to read the caught mail) lists it too.
  const catcher = await page.context().newPage();
  await catcher.goto(CATCHER);
  await expect(catcher.getByText(expectedSubject).first()).toBeVisible();
  await screenshot(catcher, 'mail-catcher');
  await catcher.close();
});

test('a template change is stamped by the server and kept in the history, where the earlier text is seen and restored', async ({
  page,
}) => {
  const TEMPLATE = 'permitSubmitted';
  const marker = `e2e history ${Date.now().toString(36)}`;
  const before = await readDocument(`emailTemplates/${TEMPLATE}`);
  const earlierBody = String(before?.body);
  await signIn(page, USER, `/admin/email/${TEMPLATE}`);
  const history = page.getByTestId('template-history');
  await expect(history.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(history.getByText('Loading the history…')).toHaveCount(0);
  const rowsBefore = await history.locator('tbody tr').count();

  // Enter saves the body through the email service, which signs the change.
  const body = page.locator('textarea[name="body"]');
  const editedBody = `${earlierBody}\n\nEdited: ${marker}`;
  await body.fill(editedBody);
  await body.press('Enter');
  await expect(page.getByTestId('template-updated')).toContainText(`by ${USER}`);
  await expect.poll(async () => (await readDocument(`emailTemplates/${TEMPLATE}`))?.body).toBe(editedBody);
  const stored = await readDocument(`emailTemplates/${TEMPLATE}`);
  expect(stored?.updatedBy).toBe(USER);
  await expect(page.getByTestId('template-updated')).toContainText(`${formatUtc(String(stored?.updatedAt))} UTC by ${USER}`);

  // The history lists the change: who, when (yyyy-MM-dd HH:mm:ss UTC), the field.
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(rowsBefore + 1);
  const newest = rows.first();
  await expect(newest).toContainText(USER);
  await expect(newest).toContainText(formatUtc(String(stored?.updatedAt)));
  await expect(newest).toContainText('body');

  // Its earlier text, then the restore (after a confirm) as a new change.
  // (Opened once: a click that a re-render swallowed is made again, never a second toggle that would close it.)
  const toggle = newest.getByRole('button', { name: /^(Text before|Hide)$/ });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('history-body')).toHaveText(earlierBody);
  await expect(page.getByTestId('history-subject')).toHaveText(String(before?.subject));
  await page.getByTestId('history-text').scrollIntoViewIfNeeded();
  await screenshot(page, 'email-template-history', false);
  await page.getByRole('button', { name: 'Restore this text' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the restore' });
  await expect(confirm).toContainText('Replace the template’s description, subject and body with this text?');
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();

  await expect(body).toHaveValue(earlierBody);
  await expect(rows).toHaveCount(rowsBefore + 2);
  await expect(rows.first()).toContainText('restored the text before version');
  await expect(rows.first()).toContainText(USER);
  await expect(page.getByTestId('history-text')).toHaveCount(0);
  const restored = await readDocument(`emailTemplates/${TEMPLATE}`);
  expect(restored).toMatchObject({ body: earlierBody, subject: before?.subject, updatedBy: USER });
  // The preview follows the restored text.
  await expect(page.frameLocator('[data-testid="preview-html"]').locator('body')).not.toContainText(marker);
  await screenshot(page, 'email-template-restored');
});

test('the sent mail is for workspace admins only', async ({ page }) => {
  await signIn(page, 'eero@modulr.example', '/admin/mail');
  await expect(page.getByTestId('sent-mail').getByRole('alert')).toContainText('Only workspace admins can read the sent mail.');
  await screenshot(page, 'sent-mail-not-admin');
});
