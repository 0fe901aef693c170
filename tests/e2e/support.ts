import { expect, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS } from '@workhub/domain';
import { testAdminAuth } from '../support/tokens';

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

/** One record of Firebase Auth's IndexedDB persistence (the signed-in user, its tokens). */
interface AuthRecord {
  fbase_key: string;
  value: unknown;
}

/**
 * The Firebase sessions this test process has made, per email: the persisted records, the time they
 * were made and the account's claims then. A later sign-in of the same account reuses them (the
 * browser starts as a returning staff member whose session is still good) unless the account changed
 * since: its sessions revoked, its claims changed, or it was disabled — then it signs in afresh.
 */
const sessions = new Map<string, { records: AuthRecord[]; at: number; claims: string }>();

const AUTH_DB = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';

async function accountNow(email: string): Promise<{ validAfter: number; claims: string; disabled: boolean } | null> {
  try {
    const user = await testAdminAuth().getUserByEmail(email);
    return {
      validAfter: Date.parse(user.tokensValidAfterTime ?? '') || 0,
      claims: JSON.stringify(user.customClaims ?? {}),
      disabled: user.disabled,
    };
  } catch {
    return null;
  }
}

/** The page's persisted Firebase Auth records (read once the app shows the user signed in). */
const readAuthRecords = (page: Page) =>
  page.evaluate(
    ([db, store]) =>
      new Promise<AuthRecord[]>((resolve, reject) => {
        const open = indexedDB.open(db!);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(store!, 'readonly').objectStore(store!).getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as AuthRecord[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    [AUTH_DB, AUTH_STORE],
  );

/** Writes the records into the page origin's Firebase Auth store, before the app starts. */
async function writeAuthRecords(page: Page, records: AuthRecord[]) {
  // A blank page of the app's origin, so the records land where the app reads them without starting it.
  const blank = '**/__e2e-blank';
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto('/__e2e-blank');
  await page.unroute(blank);
  await page.evaluate(
    ([db, store, rows]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db as string, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store as string, { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store as string, 'readwrite');
          for (const row of rows as AuthRecord[]) tx.objectStore(store as string).put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [AUTH_DB, AUTH_STORE, records] as const,
  );
}

/**
 * Signs in the way staff do: the app redirects to the work-account sign-in (MSAL), the provider
 * asks who and for consent, and the app exchanges the ID token for its Firebase session. The first
 * sign-in of an account in this test process goes through all of that; later ones start the browser
 * with that Firebase session (as a returning user's browser does), unless the account changed since
 * (revoked, disabled, other claims) or `fresh` is asked for. Tests of the sign-in itself use `fresh`.
 */
export async function signIn(page: Page, email = 'ada@modulr.example', path = '/', options: { fresh?: boolean } = {}) {
  const saved = options.fresh ? undefined : sessions.get(email);
  if (saved) {
    const now = await accountNow(email);
    if (now && !now.disabled && now.validAfter < saved.at && now.claims === saved.claims) {
      await writeAuthRecords(page, saved.records);
      await page.goto(path);
      await expect(page.getByTestId('signed-in-user')).toHaveText(email.split('@')[0]!, { timeout: SIGN_IN_WAIT_MS });
      return;
    }
    sessions.delete(email);
  }
  const before = Date.now();
  await page.goto(path);
  await chooseAccount(page, email);
  await expect(page.getByTestId('signed-in-user')).toHaveText(email.split('@')[0]!, { timeout: SIGN_IN_WAIT_MS });
  const records = await readAuthRecords(page);
  const account = await accountNow(email);
  if (records.length > 0 && account) sessions.set(email, { records, at: before - 1000, claims: account.claims });
}

/**
 * Opens an address inside the running app, as a click on a link does (the router takes it from
 * the history), instead of loading the page again: sweeps over many pages use it so each page is
 * one render, not one start of the app; it waits until the app has drawn the address (once its
 * code and loader are in: `html[data-rendered-path]`, web/src/app/root-layout.tsx). A full load of
 * a deep address is what `page.goto` and every `signIn(page, who, path)` check.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // A page may add to its query on arrival (/client picks the chosen project: ?project=P-1001).
  const address = new URL(path, 'http://localhost');
  const pathname = address.pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const drawn = address.search ? address.pathname + address.search : new RegExp(`^${pathname}(\\?.*)?$`);
  await expect(page.locator('html'), path).toHaveAttribute('data-rendered-path', drawn);
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

/** Every check_stock cell of an item table reads Yes, No or blank, and some read Yes or No. */
export async function expectFlagWords(page: Page) {
  const texts = (await page.getByTestId('cell-check_stock').allTextContents()).map((t) => t.trim());
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => !['', 'Yes', 'No'].includes(t))).toEqual([]);
  expect(texts.some((t) => t === 'Yes' || t === 'No')).toBe(true);
}
