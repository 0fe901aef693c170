import { randomUUID } from 'node:crypto';
import { signInAs } from '../../support/tokens.js';

export { craftIdToken } from '../../support/tokens.js';

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** The collab tests run under the Auth emulator; say so clearly when they are not. */
export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run tests/collab under the Auth emulator, e.g. ' +
        'bash scripts/focused-test.sh tests/collab/<file>.test.ts',
    );
  }
  return host;
}

export function testProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? 'demo-workhub';
}

/** A fresh staff account (the `allowed` claim, as the sign-in exchange mints it) and its real ID token. */
export async function signUpTestUser(label: string, claims: Parameters<typeof signInAs>[1] = { allowed: true }): Promise<EmulatorUser> {
  authEmulatorHost();
  return signInAs(`collab-${label}-${randomUUID().slice(0, 8)}@modulr.example`, claims);
}

/** The spec's user name (email before '@'): what a workspace's creator and editors hold. */
export function userNameOf(user: EmulatorUser): string {
  return user.email.split('@')[0] ?? '';
}
