import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'workhub-local';

/** Signs in through the app's sign-in form (the Auth emulator's seeded accounts). */
export async function signIn(page: Page, email = 'ada@modulr.example', path = '/') {
  await page.goto(path);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveText(email.split('@')[0]!);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}
