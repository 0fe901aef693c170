import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { prefetchAreasWhenIdle } from './app/prefetch';
import { startErrorReports } from './lib/error-reports';
import './styles.css';
import './components/kit/kit.css';

const router = createAppRouter();

// No Firebase providers here: the pages that read data get them from a lazily loaded layout route
// (app/router.tsx), so the first page loads only Firebase Auth.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

startErrorReports(router);
prefetchAreasWhenIdle();
