import { expect, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS } from '@workhub/domain';

/** The local identity provider of the test run (scripts/test-in-emulators.sh). */
export const PROVIDER_ORIGIN = `https://localhost:${process.env.OIDC_PORT ?? '9543'}`;

/** How long a sign-in step may take on a loaded machine before the test fails. */
const SIGN_IN_WAIT_MS = 45_000;

/** On the provider's sign-in page: pick a seeded account, or type any address. */
export async function chooseAccount(page: Page, email: string) {
  // Sign-in is the slowest first step on a busy machine (15–39 s seen with both cores loaded): its
  // states get a wait of their own, longer than the default, never a sleep.
  await page.waitForURL((url) => url.origin === PROVIDER_ORIGIN, { timeout: SIGN_IN_WAIT_MS });
  if (SEEDED_ACCOUNTS.some((a) => a.email === email)) await page.getByRole('button', { name: email, exact: true }).click();
  else {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs in the way staff do: the app redirects to the work-account sign-in (MSAL), the provider
 * asks who and for consent, and the app exchanges the ID token for its Firebase session.
 */
export async function signIn(page: Page, email = 'ada@modulr.example', path = '/') {
  await page.goto(path);
  await chooseAccount(page, email);
  await expect(page.getByTestId('signed-in-user')).toHaveText(email.split('@')[0]!, { timeout: SIGN_IN_WAIT_MS });
}

export async function screenshot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage });
}

/** The ERP stand-in of the test run (scripts/lib.sh erp_env) and its API token. */
export const ERP_URL = process.env.ERP_URL ?? 'http://127.0.0.1:8700';
const ERP_TOKEN = `token ${process.env.ERP_API_KEY ?? 'workhub-local-key'}:${process.env.ERP_API_SECRET ?? 'workhub-local-secret'}`;

/** GET on the ERP stand-in's Frappe API (`/api/resource/Item/X`), as the functions call it. */
export async function erpGet<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${ERP_URL}${path}`, { headers: { authorization: ERP_TOKEN } });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * How many Items the ERP holds: the seed's, plus the items the pipeline made for BOM lines (they
 * live in the ERP since issue 24, so a page or a resync over every item counts them too).
 */
export async function erpItemCount(): Promise<number> {
  return (await erpGet<{ message: number }>('/api/method/frappe.client.get_count?doctype=Item')).message;
}
