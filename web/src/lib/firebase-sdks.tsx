import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from './firebase';
import { firestore } from './firestore';

/**
 * reactfire's providers (app, Auth, Firestore) for the pages that read data with its hooks.
 * reactfire is one module that imports every Firebase SDK it wraps, so it and Firestore load
 * with the first such page, never with the first page (the router wraps those pages in this
 * lazily loaded module).
 */
export function FirebaseSdks({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
