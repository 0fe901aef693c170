import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { config } from './env';

/**
 * The one Firebase app of the page and its Auth, connected to the emulators on the local default.
 * Only Auth is here: the first page (sign-in, home) needs nothing else. Firestore is in
 * ./firestore.ts, loaded with the first page that reads data (see ./firebase-sdks.tsx).
 */
export const firebaseApp: FirebaseApp = initializeApp(config.firebase);
export const auth: Auth = getAuth(firebaseApp);

// Compared to the literal so a production build (VITE_USE_EMULATORS=false) drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
}
