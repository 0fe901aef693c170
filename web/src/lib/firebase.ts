import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { config } from './env';

/** The one Firebase app of the page, connected to the emulators on the local default. */
export const firebaseApp: FirebaseApp = initializeApp(config.firebase);
export const auth: Auth = getAuth(firebaseApp);
export const firestore: Firestore = initializeFirestore(firebaseApp, {});

// Compared to the literal so a production build (VITE_USE_EMULATORS=false) drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
  const [host, port] = (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port ?? 8080));
}
