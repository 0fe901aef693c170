import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { config } from './env';

/** The one Firebase app of the page, connected to the emulators on the local default. */
export const firebaseApp: FirebaseApp = initializeApp(config.firebase);
export const auth: Auth = getAuth(firebaseApp);
export const firestore: Firestore = initializeFirestore(firebaseApp, {});

if (config.useEmulators) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  const [host, port] = config.firestoreEmulatorHost.split(':');
  connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port ?? 8080));
}
