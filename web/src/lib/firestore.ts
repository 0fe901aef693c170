import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './firebase';

/**
 * The page's Firestore. Never import this from the first page's modules (main, app shell, home):
 * it would put the Firestore SDK into the first page's JavaScript (tests/integration/production-bundle.test.ts).
 */
export const firestore: Firestore = initializeFirestore(firebaseApp, {});

// Compared to the literal so a production build (VITE_USE_EMULATORS=false) drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  const [host, port] = (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port ?? 8080));
}
