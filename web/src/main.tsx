import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp, firestore } from './lib/firebase';
import { createAppRouter } from './app/router';
import { prefetchAreasWhenIdle } from './app/prefetch';
import './styles.css';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <RouterProvider router={router} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  </StrictMode>,
);

prefetchAreasWhenIdle();
